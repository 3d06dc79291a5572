import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { OpensInWindow } from '@/components/OpensInWindow';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { DepositSummary } from '@/components/ChargeSummary';
import { SubmissionNotice, SubmitButton, SubmitForm } from '@/components/SubmitArea';
import { fixedFee } from '@/lib/chargeSummary';
import { WALLET_DEPOSIT_FEE_CENTS } from '@/config/constants';
import { paths } from '@/config/paths';
import { otherWindowOpened } from '@/store/events';
import { selectIsQuickDepositFrame } from '@/domain/context/contextSlice';
import { formatMoney } from '@/lib/money';
import { MISSING_AMOUNT, selectAmountCents } from '@/domain/amount/amountSlice';
import { AmountEntry } from '@/domain/amount/views/AmountEntry';
import { selectPresetCents } from '@/domain/funding-sources/selectors';
import { HelpPanel } from '@/chrome/views/HelpPanel';
import { LoadError } from '@/domain/funding-sources/views/LoadError';
import { selectSubmission } from '@/domain/transaction/transactionSlice';
import { RECOVERY } from '@/domain/transaction/recovery';
import { BalanceRecheck } from '@/domain/transaction/views/BalanceRecheck';
import { walletDepositOpened, walletDepositSubmitted } from '../walletDepositEvents';
import '../paypalDeposit.css';

const FEE = formatMoney(WALLET_DEPOSIT_FEE_CENTS);
const WALLET_FEE = fixedFee(WALLET_DEPOSIT_FEE_CENTS);

/** The quick-deposit frame: a wallet's pages generally refuse to be shown inside a frame. */
export const WALLET_IN_WINDOW =
  'Paypal deposits open in a new window. When the deposit goes through there, this page says so.';

const RULES = [
  'You are taken to Paypal to log in and approve the payment, then brought back here.',
  'Your balance is credited once Paypal confirms the payment.',
  'The Paypal account must be in your own name.',
];

/** #/deposit/paypalfunding: the wallet deposit, and where the provider sends the user back. */
export function WalletDepositScreen() {
  const dispatch = useAppDispatch();
  const rulesId = useId();
  const presets = useAppSelector((state) => selectPresetCents(state, 'payPal'));
  const cents = useAppSelector((state) => selectAmountCents(state, 'paypalDeposit'));
  const submission = useAppSelector((state) => selectSubmission(state, 'paypalDeposit'));
  const inFrame = useAppSelector(selectIsQuickDepositFrame);

  useEffect(() => {
    dispatch(walletDepositOpened());
  }, [dispatch]);

  return (
    <section className="screen paypal-deposit">
      <ScreenWithHelp help={<HelpPanel />}>
        <ScreenTitle>Paypal Funding</ScreenTitle>
        <SubmissionNotice
          status={submission.status}
          message={submission.message}
          busyLabel="Processing your deposit"
          recovery={RECOVERY.wallet}
        />
        <BalanceRecheck form="paypalDeposit" />
        <LoadError sources={['presets']} />
        {inFrame ? (
          <OpensInWindow
            sentence={WALLET_IN_WINDOW}
            label="Open Paypal deposit"
            route={paths.walletDeposit}
            onOpen={() => dispatch(otherWindowOpened())}
          />
        ) : (
          /* Locked until the page leaves for the provider. */
          <SubmitForm
            className="deposit-form"
            onSubmit={() => dispatch(walletDepositSubmitted())}
            locked={submission.status === 'submitting'}
            waitingLong={submission.waitingLong}
          >
            <AmountEntry form="paypalDeposit" presets={presets} />
            <p className="paypal-deposit__fee">There is a {FEE} fee for each Paypal deposit.</p>
            {/* The wallet has no limit record. */}
            <DepositSummary amount={cents} fee={WALLET_FEE} limit={null} />
            {/* Spec section 5: disabled while the amount is empty. */}
            <SubmitButton
              label="Deposit"
              amount={cents}
              missing={cents === null ? [MISSING_AMOUNT] : []}
            />
          </SubmitForm>
        )}
        <section className="paypal-deposit__rules" aria-labelledby={rulesId}>
          <h2 id={rulesId} className="paypal-deposit__rules-title">
            Rules for Deposit
          </h2>
          <ul>
            {RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      </ScreenWithHelp>
    </section>
  );
}
