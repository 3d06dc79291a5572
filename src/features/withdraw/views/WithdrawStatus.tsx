import { useSelector } from 'react-redux';
import { Loader } from '@/components/Loader';
import { selectSubmission, type TransactionState } from '@/features/transaction/transactionSlice';
import type { WithdrawForm } from '../withdrawSlice';

/**
 * The loader while the withdrawal is sent, then the failure, at the top of the form where the
 * page scrolls to. Server messages are plain text, never markup.
 */
export function WithdrawStatus({ form }: { form: WithdrawForm }) {
  const { status, message } = useSelector((state: { transaction: TransactionState }) =>
    selectSubmission(state, form),
  );
  if (status === 'submitting') return <Loader label="Processing your withdrawal" />;
  return (
    <p className="form-error" role="alert">
      {(status === 'failed' || status === 'unconfirmed') && message ? message : null}
    </p>
  );
}
