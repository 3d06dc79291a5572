import { useAppSelector } from '@/app/hooks';
import { formatMoney } from '@/lib/money';
import { selectAvailableBalance, selectCurrentBalance } from '@/features/balance/selectors';
import { WITHDRAWABLE_TEXTS } from '../messages';

/**
 * Next to 'Available Balance for Withdrawal' when it is less than the balance: the two figures
 * and the terms' rules, behind a disclosure a person opens when they wonder.
 */
export function WithdrawableExplained() {
  const current = useAppSelector(selectCurrentBalance).cents;
  const withdrawable = useAppSelector(selectAvailableBalance).cents;
  if (current === null || withdrawable === null || withdrawable >= current) return null;
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
