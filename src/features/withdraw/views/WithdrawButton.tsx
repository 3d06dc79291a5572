import { useId } from 'react';
import { useSelector } from 'react-redux';
import { selectIsSubmitting } from '@/features/transaction/transactionSlice';
import { selectSubmitBlock } from '../selectors';
import type { WithdrawForm } from '../withdrawSlice';

type SubmitState = Parameters<typeof selectSubmitBlock>[0];

/** 'Withdraw', disabled with its reason shown until the form can be sent. */
export function WithdrawButton({ form }: { form: WithdrawForm }) {
  const reasonId = useId();
  const block = useSelector((state: SubmitState) => selectSubmitBlock(state, form));
  const submitting = useSelector((state: SubmitState) => selectIsSubmitting(state, form));
  return (
    <div className="withdraw-submit">
      <button
        type="submit"
        className="button button--primary"
        disabled={block !== null || submitting}
        aria-describedby={block ? reasonId : undefined}
      >
        Withdraw
      </button>
      {block ? (
        <p id={reasonId} className="field-hint">
          {block}
        </p>
      ) : null}
    </div>
  );
}
