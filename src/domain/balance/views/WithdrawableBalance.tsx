import { useAppSelector } from '@/domain/storeHooks';
import { formatMoney } from '@/lib/money';
import { selectAvailableBalance } from '../selectors';
import { BalanceLoadError } from './BalanceLoadError';

/**
 * 'Available Balance for Withdrawal': the amount, or '-' while unknown. The screen that shows it
 * asks for the balance when it opens (put(balanceRequested({kind: 'available'})) in its saga).
 */
export function WithdrawableBalance() {
  const { cents } = useAppSelector(selectAvailableBalance);
  return (
    <div className="withdrawable-balance">
      <p className="withdrawable-balance__line">
        <span className="withdrawable-balance__label">Available Balance for Withdrawal</span>{' '}
        <strong className="withdrawable-balance__amount">
          {cents === null ? '-' : formatMoney(cents)}
        </strong>
      </p>
      <BalanceLoadError kind="available" />
    </div>
  );
}
