import { useSelector } from 'react-redux';
import { formatMoney } from '@/lib/money';
import { selectBalanceLoadError } from '@/features/session/selectors';
import type { SessionState } from '@/features/session/sessionSlice';
import { selectAvailableBalance } from '../selectors';

const selectError = (state: { session: SessionState }) =>
  selectBalanceLoadError(state, 'available');

/**
 * 'Available Balance for Withdrawal': the amount, or '-' while unknown. The screen that shows it
 * asks for the balance when it opens (put(balanceRequested({kind: 'available'})) in its saga).
 */
export function WithdrawableBalance() {
  const { cents } = useSelector(selectAvailableBalance);
  const error = useSelector(selectError);
  return (
    <div className="withdrawable-balance">
      <p className="withdrawable-balance__line">
        <span className="withdrawable-balance__label">Available Balance for Withdrawal</span>{' '}
        <strong className="withdrawable-balance__amount">
          {cents === null ? '-' : formatMoney(cents)}
        </strong>
      </p>
      {error ? (
        <p className="load-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
