import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { Loader } from '@/components/Loader';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { SubmissionNotice, SubmitButton, SubmitForm } from '@/components/SubmitArea';
import { CardDepositNotes } from '@/components/card-fields/CardDepositNotes';
import { DepositSummary } from '@/components/ChargeSummary';
import { CardEntryFields } from '@/components/card-fields/CardEntryFields';
import { amountPresetChosen, selectAmountCents } from '@/domain/amount/amountSlice';
import { FORM_AREA_ATTRIBUTE, AmountEntry } from '@/domain/amount/views/AmountEntry';
import type { SourceKey } from '@/domain/funding-sources/fundingSourcesSlice';
import { selectPresetCents } from '@/domain/funding-sources/selectors';
import { selectIsMobile } from '@/domain/context/contextSlice';
import { useEnvironment } from '@/domain/context/environment';
import { HelpPanel } from '@/chrome/views/HelpPanel';
import { selectPathname } from '@/domain/location/locationSlice';
import { useFigureWait } from '@/domain/funding-sources/figures';
import { LoadError } from '@/domain/funding-sources/views/LoadError';
import { selectSubmission } from '@/domain/transaction/transactionSlice';
import { RECOVERY } from '@/domain/transaction/recovery';
import { BalanceRecheck } from '@/domain/transaction/views/BalanceRecheck';
import {
  CARD_FORM,
  cardAddNewPressed,
  cardDepositSubmitted,
  cardScreenOpened,
  cardSlice,
  markAsDefaultToggled,
} from '../cardSlice';
import {
  CARD_FIGURES,
  selectCardDepositMissing,
  selectCardForm,
  selectCardLimitText,
  selectCardNotesFee,
  selectCardMode,
  selectCardSummary,
  selectHasNoCards,
} from '../selectors';
import { CardBackArrow } from './CardBackArrow';
import { CardNumberField } from './CardNumberField';
import { SavedCardList } from './SavedCardList';
import '../card.css';

const CARD_SOURCES: readonly SourceKey[] = [
  'cards',
  'presets',
  'ccLimits',
  'customer',
  'defaultMethod',
];

/** Credit/Debit card funding: a saved card (existing mode) or a new one (new mode). */
export function CardFundingScreen() {
  const dispatch = useAppDispatch();
  const pathname = useAppSelector(selectPathname);
  const mode = useAppSelector(selectCardMode);
  const noCards = useAppSelector(selectHasNoCards);
  const form = useAppSelector(selectCardForm);
  const missing = useAppSelector(selectCardDepositMissing);
  const presets = useAppSelector((state) => selectPresetCents(state, 'creditCard'));
  const limitText = useAppSelector(selectCardLimitText);
  const notesFee = useAppSelector(selectCardNotesFee);
  const summary = useAppSelector(selectCardSummary);
  const figures = useFigureWait(CARD_FIGURES);
  const submission = useAppSelector((state) => selectSubmission(state, CARD_FORM));
  const submitting = submission.status === 'submitting';
  const cents = useAppSelector((state) => selectAmountCents(state, CARD_FORM));
  const mobile = useAppSelector(selectIsMobile);
  const { support } = useEnvironment();

  // Each route (existing or new mode) starts a fresh form.
  useEffect(() => {
    dispatch(cardScreenOpened());
  }, [dispatch, pathname]);

  const hasCardFields = mode === 'existing' || mode === 'new';
  return (
    <section className="screen card-screen">
      <ScreenWithHelp help={<HelpPanel />}>
        <div className="screen-heading">
          <CardBackArrow />
          <ScreenTitle>{mode === 'new' ? 'Add New Card' : 'Credit/Debit Card Funding'}</ScreenTitle>
        </div>
        <SubmissionNotice
          status={submission.status}
          message={submission.message}
          busyLabel="Processing your deposit"
          recovery={RECOVERY.card}
        />
        <BalanceRecheck form={CARD_FORM} />
        <LoadError sources={CARD_SOURCES} />
        {noCards ? (
          <p className="notice">Sorry, you do not have an existing Credit/Debit card available.</p>
        ) : null}
        <SubmitForm
          className="deposit-form"
          onSubmit={() => dispatch(cardDepositSubmitted())}
          locked={submitting}
          waitingLong={submission.waitingLong}
        >
          <AmountEntry form={CARD_FORM} presets={presets} limit={summary.limit?.cents} />
          <div
            className={`deposit-form__payment${mode === 'loading' ? ' deposit-form__payment--loading' : ''}`}
            {...{ [FORM_AREA_ATTRIBUTE]: '' }}
          >
            {mode === 'existing' ? <SavedCardList /> : null}
            {mode === 'new' ? <CardNumberField /> : null}
            {mode === 'loading' ? <Loader label="Loading your cards" /> : null}
            {hasCardFields ? (
              <CardEntryFields
                view={form}
                joined={mobile}
                events={cardSlice.actions}
                onEvent={dispatch}
              />
            ) : null}
          </div>
          <CardDepositNotes limitText={limitText} fee={notesFee}>
            <p className="deposit-notes__higher">
              Need higher limits? Email <a href={`mailto:${support.email}`}>{support.email}</a>
            </p>
          </CardDepositNotes>
          {mode === 'new' ? (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={form.markAsDefault}
                disabled={submitting}
                onChange={(event) =>
                  dispatch(markAsDefaultToggled({ checked: event.target.checked }))
                }
              />
              Mark as default
            </label>
          ) : null}
          <DepositSummary
            {...summary}
            onMostChosen={(most) => dispatch(amountPresetChosen({ form: CARD_FORM, cents: most }))}
          />
          <SubmitButton label="Deposit" amount={cents} missing={missing} {...figures} />
          {mode === 'existing' || mode === 'failed' ? (
            <button
              type="button"
              className="button add-new-card"
              onClick={() => dispatch(cardAddNewPressed())}
            >
              Add New Credit/Debit Card
            </button>
          ) : null}
        </SubmitForm>
      </ScreenWithHelp>
    </section>
  );
}
