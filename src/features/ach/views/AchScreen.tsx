import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { BackArrow } from '@/components/BackArrow';
import { Loader } from '@/components/Loader';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { DepositSummary } from '@/components/ChargeSummary';
import { SubmissionNotice, SubmitButton, SubmitForm } from '@/components/SubmitArea';
import { amountPresetChosen, selectAmountCents } from '@/domain/amount/amountSlice';
import { AmountEntry } from '@/domain/amount/views/AmountEntry';
import { UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS } from '@/config/constants';
import { formatMoney } from '@/lib/money';
import { selectPresetCents } from '@/domain/funding-sources/selectors';
import { HelpPanel } from '@/chrome/views/HelpPanel';
import { useFigureWait } from '@/domain/funding-sources/figures';
import { LoadError } from '@/domain/funding-sources/views/LoadError';
import { selectSubmission } from '@/domain/transaction/transactionSlice';
import { RECOVERY } from '@/domain/transaction/recovery';
import { BalanceRecheck } from '@/domain/transaction/views/BalanceRecheck';
import { achAddAccountPressed, achBackPressed, achDepositSubmitted, achOpened } from '../achSlice';
import {
  ACH_FIGURES,
  selectAchLimitLine,
  selectAchMode,
  selectAchSubmitLabel,
  selectAchSummary,
  selectExistingMissing,
  selectNewMissing,
} from '../selectors';
import { ExistingAccountForm } from './ExistingAccountForm';
import { NewAccountForm } from './NewAccountForm';
import '../ach.css';

/** The terms' cap for a new account, beside the limit figure rather than only in the terms. */
const UNREGISTERED_ACH_LIMIT_NOTE = `Until we receive its authorization agreement, a new bank account can deposit at most ${formatMoney(UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS)} per week.`;

/** #/deposit/xpressfunding: deposit from a saved bank account, or add a new one. */
export function AchScreen() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectAchMode);
  const presets = useAppSelector((state) => selectPresetCents(state, 'ach'));
  const limit = useAppSelector(selectAchLimitLine);
  const summary = useAppSelector(selectAchSummary);
  const figures = useFigureWait(ACH_FIGURES);
  const missing = useAppSelector((state) =>
    mode === 'new' ? selectNewMissing(state) : selectExistingMissing(state),
  );
  const submission = useAppSelector((state) => selectSubmission(state, 'ach'));
  const cents = useAppSelector((state) => selectAmountCents(state, 'ach'));
  const submitLabel = useAppSelector(selectAchSubmitLabel);

  useEffect(() => {
    dispatch(achOpened());
  }, [dispatch]);

  return (
    <section className="screen ach">
      <ScreenWithHelp help={<HelpPanel />}>
        <div className="screen-heading">
          <BackArrow onBack={() => dispatch(achBackPressed())} />
          <ScreenTitle>{mode === 'new' ? 'Add New ACH Account' : 'ACH Funding'}</ScreenTitle>
        </div>
        <SubmissionNotice
          status={submission.status}
          message={submission.message}
          busyLabel="Processing your deposit"
          recovery={RECOVERY.ach}
        />
        <BalanceRecheck form="ach" />
        <LoadError sources={['achAccounts', 'presets', 'achLimits', 'defaultMethod']} />
        {mode === null ? (
          <div className="ach-loading">
            <Loader label="Loading your bank accounts" />
          </div>
        ) : (
          <SubmitForm
            className="deposit-form"
            onSubmit={() => dispatch(achDepositSubmitted())}
            locked={submission.status === 'submitting'}
            waitingLong={submission.waitingLong}
          >
            <AmountEntry form="ach" presets={presets} limit={summary.limit?.cents} />
            {mode === 'existing' ? <ExistingAccountForm /> : <NewAccountForm />}
            {limit ? <p className="ach-limit">{limit.text}</p> : null}
            {limit?.capped ? <p className="ach-limit">{UNREGISTERED_ACH_LIMIT_NOTE}</p> : null}
            <DepositSummary
              {...summary}
              onMostChosen={(most) => dispatch(amountPresetChosen({ form: 'ach', cents: most }))}
            />
            <SubmitButton label={submitLabel} amount={cents} missing={missing} {...figures} />
            {mode === 'existing' ? (
              <button
                type="button"
                className="button"
                onClick={() => dispatch(achAddAccountPressed())}
              >
                Add New ACH Account
              </button>
            ) : null}
          </SubmitForm>
        )}
      </ScreenWithHelp>
    </section>
  );
}
