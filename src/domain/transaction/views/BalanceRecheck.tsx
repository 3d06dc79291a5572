import { useAppSelector } from '@/domain/storeHooks';
import { formatMoney } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import { selectCurrentBalance } from '@/domain/balance/selectors';
import { selectBalanceRechecked } from '../transactionSlice';
import '../transaction.css';

/*
 * Its texts live here, with the one view that shows them, so that a chunk with this view does
 * not carry the submit's catalogue (messages.ts) with it: the home's quick deposit submits from a
 * chunk of its own.
 */
const BALANCE_RECHECK_TEXTS = {
  loading: 'Checking your balance...',
  failed: 'Your balance could not be loaded just now.',
} as const;

const freshBalanceSentence = (amount: string) => `Your balance is now ${amount}.`;

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
