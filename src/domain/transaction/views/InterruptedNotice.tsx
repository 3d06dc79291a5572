import { useAppSelector } from '@/store/hooks';
import { TRANSACTION_MESSAGES } from '../messages';
import { selectInterruptedUnconfirmed } from '../transactionSlice';
import { FreshBalance } from './BalanceRecheck';

/**
 * Above the screen after a load that found a money POST of the member's unanswered when the page
 * was last reloaded or left: its outcome is unknown, with the balance asked for again, so the
 * person checks before pressing again.
 */
export function InterruptedNotice() {
  const interrupted = useAppSelector(selectInterruptedUnconfirmed);
  if (!interrupted) return null;
  return (
    <div className="interrupted-notice">
      <p className="form-error" role="alert">
        {TRANSACTION_MESSAGES.unconfirmed}
      </p>
      <FreshBalance />
    </div>
  );
}
