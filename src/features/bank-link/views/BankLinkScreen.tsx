import { useEffect } from 'react';
import { AppLink } from '@/components/AppLink';
import { BackArrow } from '@/components/BackArrow';
import { OpensInWindow } from '@/components/OpensInWindow';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { paths } from '@/config/paths';
import { otherWindowOpened } from '@/store/events';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { SubmissionNotice, SubmitButton, SubmitForm } from '@/components/SubmitArea';
import { selectAmountCents } from '@/domain/amount/amountSlice';
import { AmountEntry } from '@/domain/amount/views/AmountEntry';
import { selectIsQuickDepositFrame } from '@/domain/context/contextSlice';
import { selectLimitText } from '@/domain/funding-sources/charges';
import { selectPresetCents } from '@/domain/funding-sources/selectors';
import { HelpPanel } from '@/chrome/views/HelpPanel';
import { LoadError } from '@/domain/funding-sources/views/LoadError';
import { TRANSACTION_MESSAGES } from '@/domain/transaction/messages';
import { selectSubmission } from '@/domain/transaction/transactionSlice';
import { RECOVERY } from '@/domain/transaction/recovery';
import { BalanceRecheck } from '@/domain/transaction/views/BalanceRecheck';
import {
  bankLinkBackPressed,
  bankLinkNextPressed,
  bankLinkOpened,
  bankLinkRetryPressed,
} from '../bankLinkSlice';
import { BANK_LINK_MESSAGES } from '../messages';
import {
  selectBankLink,
  selectIsNativeApp,
  selectLinkUnavailable,
  selectNextBlock,
} from '../selectors';
import { PlaidLink } from './PlaidLink';
import '../bankLink.css';

/** The ACH screen on its form for typing an account in (achSaga reads `account=new`). */
const ACH_NEW_ACCOUNT = `${paths.achFunding}?account=new`;

/** No dead end: when Link cannot be had, the ways that remain. */
function LinkUnavailable() {
  const dispatch = useAppDispatch();
  return (
    <div className="bank-link__unavailable" role="alert">
      <p className="bank-link__unavailable-title">{BANK_LINK_MESSAGES.unavailable}</p>
      <p>{BANK_LINK_MESSAGES.waysOn}</p>
      <div className="bank-link__ways">
        <button type="button" className="button" onClick={() => dispatch(bankLinkRetryPressed())}>
          Try again
        </button>
        <AppLink className="button" to={ACH_NEW_ACCOUNT}>
          Enter account details
        </AppLink>
        <AppLink className="button" to={paths.cardFunding}>
          Deposit with a card
        </AppLink>
      </div>
    </div>
  );
}

/**
 * #/deposit/plaidfunding. On the web one Link for the screen's life (PlaidLink); in the native
 * apps Next hands amount and token to the app and Plaid's script is never loaded, unless the
 * app's handler is missing and the page falls back to its own Link.
 */
export function BankLinkScreen() {
  const dispatch = useAppDispatch();
  const { linkOnPage, linkStatus, resumeRefused } = useAppSelector(selectBankLink);
  const inApp = useAppSelector(selectIsNativeApp);
  const inFrame = useAppSelector(selectIsQuickDepositFrame);
  const unavailable = useAppSelector(selectLinkUnavailable);
  const presets = useAppSelector((state) => selectPresetCents(state, 'ach'));
  const submission = useAppSelector((state) => selectSubmission(state, 'bankLink'));
  const cents = useAppSelector((state) => selectAmountCents(state, 'bankLink'));
  const block = useAppSelector(selectNextBlock);
  // A linked account is new to the service: the general ACH record applies.
  const limit = useAppSelector((state) => selectLimitText(state, 'ach', null));

  useEffect(() => {
    dispatch(bankLinkOpened());
  }, [dispatch]);

  return (
    <section className="screen bank-link">
      <ScreenWithHelp help={<HelpPanel />}>
        <div className="screen-heading">
          <BackArrow onBack={() => dispatch(bankLinkBackPressed())} />
          <ScreenTitle>Instant Bank Verification</ScreenTitle>
        </div>
        <h2 className="bank-link__heading">Connect Your Account With Plaid</h2>
        {inFrame ? (
          // Plaid does not support Link inside a nested frame.
          <OpensInWindow
            sentence={BANK_LINK_MESSAGES.frame}
            label="Open Instant Bank Verification"
            route={paths.plaidFunding}
            onOpen={() => dispatch(otherWindowOpened())}
          />
        ) : (
          <>
            {resumeRefused ? (
              <p className="bank-link__notice" role="status">
                {resumeRefused === 'lost'
                  ? BANK_LINK_MESSAGES.resumeLost
                  : TRANSACTION_MESSAGES.otherSignIn}
              </p>
            ) : null}
            <SubmissionNotice
              status={submission.status}
              message={submission.message}
              busyLabel="Processing your deposit"
              recovery={RECOVERY.bankLink}
            />
            <BalanceRecheck form="bankLink" />
            <LoadError sources={['presets']} />
            {unavailable ? <LinkUnavailable /> : null}
            <SubmitForm
              className="deposit-form"
              onSubmit={() => dispatch(bankLinkNextPressed())}
              locked={submission.status === 'submitting'}
              waitingLong={submission.waitingLong}
            >
              <AmountEntry form="bankLink" presets={presets} />
              <div className="bank-link__notes">
                {/* Kept while the limit loads, so the form does not move when it comes. */}
                <p>{limit}</p>
                <p>{BANK_LINK_MESSAGES.noFee}</p>
              </div>
              <p className="bank-link__what">{BANK_LINK_MESSAGES.whatPlaidDoes}</p>
              <p className="bank-link__start">Select NEXT to get started.</p>
              <SubmitButton label="Next" amount={cents} reason={block} />
            </SubmitForm>
            {(!inApp || linkOnPage) && linkStatus !== 'unavailable' ? <PlaidLink /> : null}
          </>
        )}
      </ScreenWithHelp>
    </section>
  );
}
