import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { scrollToElement } from '@/platform/navigation';
import { QuickDepositLoader } from './QuickDepositLoader';
import { SubmissionNotice, SubmitButton, SubmitForm } from '@/components/SubmitArea';
import { CardDepositNotes } from '@/components/card-fields/CardDepositNotes';
import { DepositSummary } from '@/components/ChargeSummary';
import { CardEntryFields } from '@/components/card-fields/CardEntryFields';
import { totalText } from '@/lib/chargeSummary';
import { maskAccount, maskCard } from '@/lib/masking';
import { MUST_VERIFY_FIRST, submitLabelFor } from '@/features/bank-link/handoff';
import { amountPresetChosen, selectAmountCents } from '@/domain/amount/amountSlice';
import { AmountEntry, FORM_AREA_ATTRIBUTE } from '@/domain/amount/views/AmountEntry';
import { useFigureWait } from '@/domain/funding-sources/figures';
import { selectPresetCents } from '@/domain/funding-sources/selectors';
import {
  selectIsMobile,
  selectIsQuickDepositFrame,
  selectLinkAmount,
} from '@/domain/context/contextSlice';
import { selectSubmission } from '@/domain/transaction/transactionSlice';
import { RECOVERY } from '@/domain/transaction/recovery';
import { BalanceRecheck } from '@/domain/transaction/views/BalanceRecheck';
import { presetMethodFor, QUICK_DEPOSIT_FORM, QUICK_DEPOSIT_HEADING_ID } from '../quickDepositForm';
import '../quickDeposit.css';
import { quickDepositSlice, quickDepositSubmitted } from '../quickDepositSlice';
import {
  selectQuickCardForm,
  selectQuickDepositMethod,
  selectQuickDepositMissing,
  selectQuickFigures,
  selectQuickLimitText,
  selectQuickSummary,
} from '../selectors';

function DefaultCardFields() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectQuickCardForm);
  const mobile = useAppSelector(selectIsMobile);
  return (
    <CardEntryFields
      view={form}
      joined={mobile}
      events={quickDepositSlice.actions}
      onEvent={dispatch}
    />
  );
}

/** The inline deposit with the default card or account (spec section 2, Deposit home). */
export function QuickDeposit() {
  const dispatch = useAppDispatch();
  const method = useAppSelector(selectQuickDepositMethod);
  const missing = useAppSelector(selectQuickDepositMissing);
  const limitText = useAppSelector(selectQuickLimitText);
  const summary = useAppSelector(selectQuickSummary);
  // The frame is short: its total rides in the sticky bar, above Deposit, always in view.
  const inFrame = useAppSelector(selectIsQuickDepositFrame);
  const figures = useFigureWait(useAppSelector(selectQuickFigures));
  const submission = useAppSelector((state) => selectSubmission(state, QUICK_DEPOSIT_FORM));
  const cents = useAppSelector((state) => selectAmountCents(state, QUICK_DEPOSIT_FORM));
  const presets = useAppSelector((state) =>
    selectPresetCents(state, presetMethodFor(method.kind === 'ach' ? 'ach' : 'cc')),
  );
  // A deposit link's amount is what the person came for: the quick deposit that takes it opens
  // at the top of the screen, its amount clear of a phone's sticky Deposit, its heading focused
  // (once its method is known, the heading is on the page). Not in the frame, which comes
  // with it at its top and whose focus stays the embedding page's.
  const linked = useAppSelector(selectLinkAmount) !== null && !inFrame;
  useEffect(() => {
    if (linked) scrollToElement(QUICK_DEPOSIT_HEADING_ID);
  }, [linked, method.kind]);

  const notice = (
    <>
      <SubmissionNotice
        status={submission.status}
        message={submission.message}
        busyLabel="Processing your deposit"
        recovery={method.kind === 'ach' ? RECOVERY.ach : RECOVERY.quickCard}
      />
      <BalanceRecheck form={QUICK_DEPOSIT_FORM} />
    </>
  );
  // Without a card or ACH default there is no quick deposit, but a wallet deposit made from the
  // frame still returns here with its error.
  if (method.kind === 'none') return notice;
  if (method.kind === 'loading') return <QuickDepositLoader />;

  return (
    <section className="quick-deposit" aria-labelledby={QUICK_DEPOSIT_HEADING_ID}>
      <h2 id={QUICK_DEPOSIT_HEADING_ID} className="quick-deposit__title" tabIndex={-1}>
        Quick Deposit
      </h2>
      {notice}
      <SubmitForm
        className="deposit-form"
        onSubmit={() => dispatch(quickDepositSubmitted())}
        locked={submission.status === 'submitting'}
        waitingLong={submission.waitingLong}
      >
        <AmountEntry form={QUICK_DEPOSIT_FORM} presets={presets} limit={summary.limit?.cents} />
        <div className="deposit-form__payment" {...{ [FORM_AREA_ATTRIBUTE]: '' }}>
          {method.kind === 'cc' ? (
            <>
              <p className="quick-deposit__method">
                <span className="field-label">Default card</span>{' '}
                {maskCard(method.card.subType, method.card.accountNumber)}
              </p>
              <DefaultCardFields />
            </>
          ) : (
            <>
              <p className="quick-deposit__method">
                <span className="field-label">Default account</span>{' '}
                {maskAccount(method.account.accountType, method.account.accountNumber)}
              </p>
              {method.account.plaidRequired ? (
                <p className="field-hint">{MUST_VERIFY_FIRST}</p>
              ) : null}
            </>
          )}
        </div>
        <CardDepositNotes limitText={limitText} fee={summary.fee} />
        <DepositSummary
          {...summary}
          onMostChosen={(most) =>
            dispatch(amountPresetChosen({ form: QUICK_DEPOSIT_FORM, cents: most }))
          }
        />
        <SubmitButton
          total={inFrame ? `Total to be charged: ${totalText(summary.amount, summary.fee)}` : null}
          label={submitLabelFor(method.kind === 'ach' ? method.account : null)}
          amount={cents}
          missing={missing}
          {...figures}
        />
      </SubmitForm>
    </section>
  );
}
