import { useId, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { formatMoney } from '@/lib/money';
import { amountPresetChosen } from '@/domain/amount/amountSlice';
import { AmountEntry } from '@/domain/amount/views/AmountEntry';
import { WITHDRAW_MESSAGES } from '../messages';
import { selectExceedsWithdrawable, selectMostWithdrawableCents } from '../selectors';
import type { WithdrawForm } from '../withdrawSlice';

/** The form's next control after `from`, where a person goes once the amount is set. */
function focusNextControl(from: HTMLElement) {
  const controls = from
    .closest('form')
    ?.querySelectorAll<HTMLElement>(
      'input:not([disabled]), select:not([disabled]), button:not([disabled])',
    );
  const next = [...(controls ?? [])].find(
    (control) =>
      !from.contains(control) &&
      from.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  next?.focus();
}

/**
 * The amount, first on the form, with 'Withdraw all' (the withdrawable balance less the fees, one
 * tap, then on to the next field), a warning (not a block: the server decides) with the offer of
 * the most when it is above the withdrawable balance, and anything the form shows beside it (the
 * check's extra fee).
 */
export function WithdrawAmount({ form, children }: { form: WithdrawForm; children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const exceeds = useAppSelector((state) => selectExceedsWithdrawable(state, form));
  const most = useAppSelector((state) => selectMostWithdrawableCents(state, form));
  const mostId = useId();
  const choose = (event: MouseEvent<HTMLButtonElement>) => {
    if (most === null) return;
    // Rendered at once, so the next control is the one the amount enables (Withdraw).
    flushSync(() => dispatch(amountPresetChosen({ form, cents: most })));
    focusNextControl(event.currentTarget.closest('.withdraw-amount') ?? event.currentTarget);
  };
  return (
    <div className="withdraw-amount">
      <AmountEntry form={form} example="25.00" />
      {most === null ? null : (
        <div className="withdraw-amount__all">
          <button type="button" className="button" aria-describedby={mostId} onClick={choose}>
            {WITHDRAW_MESSAGES.withdrawAll}
          </button>
          <span id={mostId}>{WITHDRAW_MESSAGES.mostWithdrawable(formatMoney(most))}</span>
        </div>
      )}
      {children}
      <p className="form-warning" role="status">
        {exceeds ? WITHDRAW_MESSAGES.exceedsWithdrawable : null}
      </p>
      {exceeds && most !== null ? (
        <button type="button" className="button withdraw-amount__most" onClick={choose}>
          {WITHDRAW_MESSAGES.withdrawMost(formatMoney(most))}
        </button>
      ) : null}
    </div>
  );
}
