import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  usePlaidLink,
  type PlaidLinkOnExit,
  type PlaidLinkOnSuccess,
  type PlaidLinkOnSuccessMetadata,
} from 'react-plaid-link';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { SubmissionNotice, SubmitButton, SubmitForm } from '@/components/SubmitArea';
import { selectAmountCents } from '@/features/amount/amountSlice';
import { AmountEntry } from '@/features/amount/views/AmountEntry';
import { selectPresetCents } from '@/features/funding-sources/selectors';
import { HelpPanel } from '@/features/chrome/views/HelpPanel';
import { LoadError } from '@/features/funding-sources/views/LoadError';
import { selectSubmission } from '@/features/transaction/transactionSlice';
import { BalanceRecheck } from '@/features/transaction/views/BalanceRecheck';
import {
  bankLinkNextPressed,
  bankLinkOpened,
  linkExited,
  linkShown,
  linkSucceeded,
} from '../bankLinkSlice';
import { selectLinkToken, selectNextBlock, selectOpenRequested } from '../selectors';
import '../bankLink.css';

/** Link's top-level account_id when it sends one, else the first linked account's id. */
function linkedAccountId(metadata: PlaidLinkOnSuccessMetadata): string {
  const { account_id: accountId } = metadata as { account_id?: unknown };
  return typeof accountId === 'string' && accountId !== ''
    ? accountId
    : (metadata.accounts[0]?.id ?? '');
}

/**
 * #/deposit/plaidfunding. One Link instance for the screen's whole life: the hook stays mounted
 * here, and it creates and destroys Link only in its effects (a new token makes a new Link).
 */
export function BankLinkScreen() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectLinkToken);
  const openRequested = useAppSelector(selectOpenRequested);
  const presets = useAppSelector((state) => selectPresetCents(state, 'ach'));
  const submission = useAppSelector((state) => selectSubmission(state, 'bankLink'));
  const submitting = submission.status === 'submitting';
  const cents = useAppSelector((state) => selectAmountCents(state, 'bankLink'));

  // Link keeps the callbacks it was created with: they only dispatch, so they never go stale.
  const onSuccess = useCallback<PlaidLinkOnSuccess>(
    (publicToken, metadata) => {
      // Without a public token nothing was linked.
      if (publicToken === null) return;
      dispatch(
        linkSucceeded({
          publicToken,
          accountId: linkedAccountId(metadata),
          linkSessionId: metadata.link_session_id,
        }),
      );
    },
    [dispatch],
  );
  const onExit = useCallback<PlaidLinkOnExit>(
    (error) => dispatch(linkExited({ errorCode: error?.error_code ?? null })),
    [dispatch],
  );
  const { open, ready } = usePlaidLink({ token, onSuccess, onExit });
  const block = useAppSelector((state) => selectNextBlock(state, ready));

  useEffect(() => {
    dispatch(bankLinkOpened());
  }, [dispatch]);

  useEffect(() => {
    if (!openRequested || !ready) return;
    open();
    dispatch(linkShown());
  }, [openRequested, ready, open, dispatch]);

  return (
    <section className="screen bank-link">
      <ScreenWithHelp help={<HelpPanel />}>
        <ScreenTitle>Instant Bank Verification</ScreenTitle>
        <h2 className="bank-link__heading">Connect Your Account With Plaid</h2>
        <SubmissionNotice
          status={submission.status}
          message={submission.message}
          busyLabel="Processing your deposit"
        />
        <BalanceRecheck form="bankLink" />
        <LoadError sources={['presets']} />
        <SubmitForm
          className="deposit-form"
          onSubmit={() => dispatch(bankLinkNextPressed())}
          locked={submitting}
        >
          <AmountEntry form="bankLink" presets={presets} />
          <p className="bank-link__start">Select NEXT to get started.</p>
          <SubmitButton label="Next" amount={cents} reason={block} />
        </SubmitForm>
      </ScreenWithHelp>
    </section>
  );
}
