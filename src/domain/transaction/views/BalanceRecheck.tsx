import { useAppSelector } from '@/domain/storeHooks';
import { formatMoney } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import { selectCurrentBalance } from '@/domain/balance/selectors';
import { BALANCE_RECHECK_TEXTS, freshBalanceSentence } from '../messages';
import { selectBalanceRechecked } from '../transactionSlice';
import '../transaction.css';

/** The current balance as just asked for again: loading, the figure, or that it failed. */
export function FreshBalance() {
  const { status, cents } = useAppSelector(selectCurrentBalance);
  const text =
    status === 'loaded' && cents !== null
      ? freshBalanceSentence(formatMoney(cents))
      : status === 'failed'
        ? BALANCE_RECHECK_TEXTS.failed
        : BALANCE_RECHECK_TEXTS.loading;
  return (
    <p className="balance-recheck" role="status">
      {text}
    </p>
  );
}

/**
 * Beside the form's notice after an unknown outcome or a 5xx (decisions section 6): the balance
 * the saga asked for again before the notice appeared, so the figure is never an older one.
 */
export function BalanceRecheck({ form }: { form: AmountForm }) {
  const rechecked = useAppSelector((state) => selectBalanceRechecked(state, form));
  return rechecked ? <FreshBalance /> : null;
}
