import {
  DEPOSIT_WITHDRAWAL_HOLD_DAYS,
  RETURNED_ITEM_FEE_CENTS,
  UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS,
} from '@/config/constants';
import { formatMoney } from '@/lib/money';

/** The ACH debit authorization the user accepts by depositing from a new account. */
export function AchTerms() {
  return (
    <>
      <h2 className="ach-terms__title">ACH Authorization</h2>
      <p>
        By selecting Deposit, you authorize Xpressfunding to debit the bank account entered above
        once, for the amount shown, through the Automated Clearing House (ACH) network, and to
        credit that amount to your wagering account.
      </p>
      <ul>
        <li>
          If your bank returns the debit unpaid, the deposit is reversed and a returned item fee of{' '}
          {formatMoney(RETURNED_ITEM_FEE_CENTS)} is charged to your account.
        </li>
        <li>
          Until your signed ACH authorization agreement is received, deposits from an unregistered
          account are limited to {formatMoney(UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS)} per week.
        </li>
        <li>Deposits made by ACH cannot be withdrawn for {DEPOSIT_WITHDRAWAL_HOLD_DAYS} days.</li>
        <li>
          You may revoke this authorization by contacting customer service before the debit is made.
        </li>
      </ul>
    </>
  );
}
