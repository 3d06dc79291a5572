import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { HelpPanel } from '@/features/layout/views/HelpPanel';
import { withdrawFormOpened, withdrawSubmitted, type WithdrawForm } from '../withdrawSlice';
import { WithdrawButton } from './WithdrawButton';
import { WithdrawStatus } from './WithdrawStatus';
import { WithdrawSummary } from './WithdrawSummary';
import '../withdraw.css';

interface WithdrawFormScreenProps {
  form: WithdrawForm;
  title: string;
  /** The form's own fields and notices, between the summary and the Withdraw button. */
  children: ReactNode;
}

/** What the three withdrawal forms share: title, status, summary, the form and its button. */
export function WithdrawFormScreen({ form, title, children }: WithdrawFormScreenProps) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(withdrawFormOpened({ form }));
  }, [dispatch, form]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(withdrawSubmitted({ form }));
  };

  return (
    <section className="screen withdraw">
      <ScreenWithHelp help={<HelpPanel />}>
        <ScreenTitle>{title}</ScreenTitle>
        <WithdrawStatus form={form} />
        <div className="withdraw__layout">
          <WithdrawSummary form={form} />
          <form className="withdraw-form" noValidate onSubmit={onSubmit}>
            {children}
            <WithdrawButton form={form} />
          </form>
        </div>
      </ScreenWithHelp>
    </section>
  );
}
