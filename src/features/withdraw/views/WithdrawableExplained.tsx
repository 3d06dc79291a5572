import { useAppSelector } from '@/domain/storeHooks';
import { formatMoney } from '@/lib/money';
import { selectAvailableBalance, selectCurrentBalance } from '@/domain/balance/selectors';
import { WITHDRAWABLE_TEXTS } from '../messages';

/**
 * Under 'Available Balance for Withdrawal': when it is less than the balance, the two figures
 * and the terms' rules, behind a disclosure a person opens when they wonder; when it is not, a
 * sentence saying so. Its place is kept while the balances load, so nothing below moves.
 */
export function WithdrawableExplained() {
  const current = useAppSelector(selectCurrentBalance).cents;
  const withdrawable = useAppSelector(selectAvailableBalance).cents;
  if (current === null || withdrawable === null) {
    return <div className="withdrawable-explained" />;
  }
  if (withdrawable >= current) {
    return <p className="withdrawable-explained">{WITHDRAWABLE_TEXTS.whole}</p>;
  }
  return (
    <details className="withdrawable-explained">
      <summary>{WITHDRAWABLE_TEXTS.question}</summary>
      <p>
        {`Your balance is ${formatMoney(current)}; ${formatMoney(withdrawable)} of it can be withdrawn now.`}
      </p>
      <ul>
        {WITHDRAWABLE_TEXTS.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </details>
  );
}
