import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { SubmissionNotice, SubmitButton, SubmitForm } from '@/components/SubmitArea';
import { selectAmountCents } from '@/domain/amount/amountSlice';
import { HelpPanel } from '@/chrome/views/HelpPanel';
import { selectSubmission } from '@/domain/transaction/transactionSlice';
import { RECOVERY } from '@/domain/transaction/recovery';
import { BalanceRecheck } from '@/domain/transaction/views/BalanceRecheck';
import { selectSubmitBlock } from '../selectors';
import { withdrawFormOpened, withdrawSubmitted, type WithdrawForm } from '../withdrawSlice';
import { WithdrawalCharges } from './WithdrawalCharges';
import { WithdrawSummary } from './WithdrawSummary';
import '../withdraw.css';

interface WithdrawFormScreenProps {
  form: WithdrawForm;
  title: string;
  /** The form's own fields and notices, between the summary and the Withdraw button. */
  children: ReactNode;
}

/** What the three withdrawal forms share: title, status, the form and its button, the summary. */
export function WithdrawFormScreen({ form, title, children }: WithdrawFormScreenProps) {
  const dispatch = useAppDispatch();
  const submission = useAppSelector((state) => selectSubmission(state, form));
  const block = useAppSelector((state) => selectSubmitBlock(state, form));
  const cents = useAppSelector((state) => selectAmountCents(state, form));
  useEffect(() => {
    dispatch(withdrawFormOpened({ form }));
  }, [dispatch, form]);

  return (
    <section className="screen withdraw">
      <ScreenWithHelp help={<HelpPanel />}>
        <ScreenTitle>{title}</ScreenTitle>
        <SubmissionNotice
          status={submission.status}
          message={submission.message}
          busyLabel="Processing your withdrawal"
          recovery={RECOVERY.withdraw}
        />
        <BalanceRecheck form={form} />
        {/* The form leads with what it asks (the amount); the account summary follows it. */}
        <div className="withdraw__layout">
          <SubmitForm
            className="withdraw-form"
            onSubmit={() => dispatch(withdrawSubmitted({ form }))}
            locked={submission.status === 'submitting'}
            waitingLong={submission.waitingLong}
          >
            {children}
            <WithdrawalCharges form={form} />
            <SubmitButton label="Withdraw" amount={cents} reason={block} />
          </SubmitForm>
          <WithdrawSummary form={form} />
        </div>
      </ScreenWithHelp>
    </section>
  );
}
