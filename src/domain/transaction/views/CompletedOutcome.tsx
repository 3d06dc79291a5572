import { useAppSelector } from '@/domain/storeHooks';
import { formatMoney } from '@/lib/money';
import { confirmationSentence } from '../messages';
import { readOutcome } from '../storedOutcome';
import { selectSessionUser } from '@/domain/session/sessionSlice';
import { selectCompleted } from '../transactionSlice';

/**
 * The completed transaction's sentence, for a confirmation whose screen cannot be loaded (issue
 * 26): the person is told that the money moved. The transaction completed in this page, else the
 * one stored for a reload, read here because the saga that reads it is in the chunk that failed.
 */
export function CompletedOutcome() {
  const member = useAppSelector(selectSessionUser)?.uid ?? null;
  const completed = useAppSelector(selectCompleted) ?? readOutcome(member);
  return completed ? (
    <p>{confirmationSentence(completed.direction, formatMoney(completed.cents))}</p>
  ) : null;
}
