import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { AmountEntry } from '@/domain/amount/views/AmountEntry';
import { WITHDRAW_MESSAGES } from '../messages';
import { selectExceedsWithdrawable } from '../selectors';
import type { WithdrawForm } from '../withdrawSlice';

/**
 * The amount, with a warning (not a block: the server decides) when it is above the
 * withdrawable balance, and anything the form shows beside it (the check's extra fee).
 */
export function WithdrawAmount({ form, children }: { form: WithdrawForm; children?: ReactNode }) {
  const exceeds = useAppSelector((state) => selectExceedsWithdrawable(state, form));
  return (
    <div className="withdraw-amount">
      <AmountEntry form={form} example="25.00" />
      {children}
      <p className="form-warning" role="status">
        {exceeds ? WITHDRAW_MESSAGES.exceedsWithdrawable : null}
      </p>
    </div>
  );
}
