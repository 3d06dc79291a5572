import { WALLET_WITHDRAWAL_FEE_CENTS } from '@/config/constants';
import { formatMoney } from '@/lib/money';
import { WithdrawAmount } from './WithdrawAmount';
import { WithdrawFormScreen } from './WithdrawFormScreen';

/** #/withdraw/paypalfunding: withdrawal to the wallet provider. */
export function WalletWithdrawScreen() {
  return (
    <WithdrawFormScreen form="paypalWithdraw" title="Paypal Funding">
      <WithdrawAmount form="paypalWithdraw" />
      <section className="withdraw-notices" aria-labelledby="paypal-withdraw-rules">
        <h2 id="paypal-withdraw-rules" className="withdraw-notices__title">
          Rules for Withdrawal
        </h2>
        <ul>
          <li>
            There is a {formatMoney(WALLET_WITHDRAWAL_FEE_CENTS)} fee for each PayPal withdrawal.
          </li>
          <li>
            Funds are sent to your PayPal account; PayPal&apos;s own rules and user agreement apply
            to them once there.
          </li>
        </ul>
      </section>
    </WithdrawFormScreen>
  );
}
