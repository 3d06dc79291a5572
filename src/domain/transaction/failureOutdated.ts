import type { ActionPattern } from 'redux-saga/effects';
import { put, select } from 'typed-redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AmountForm } from '@/config/forms';
import { everySafely } from '@/lib/saga';
import { amountPresetChosen, amountTyped } from '@/domain/amount/amountSlice';
import { selectSubmission, transactionFailureOutdated } from './transactionSlice';

/**
 * Every `pattern` action changes what the form's failure was about (a card or account chosen, a
 * card number typed, an amount): its failure message goes (transactionFailureOutdated). `form`
 * names the form, or reads it from the action.
 */
export function* failureOutdatedBy<A extends UnknownAction>(
  pattern: ActionPattern<A>,
  form: AmountForm | ((action: A) => AmountForm),
) {
  yield* everySafely(pattern, function* outdated(action: A) {
    const changed = typeof form === 'function' ? form(action) : form;
    if ((yield* select(selectSubmission, changed)).status === 'failed') {
      yield* put(transactionFailureOutdated({ form: changed }));
    }
  });
}

/** Every form's amount, typed or chosen, is what a failure was about too. */
export function* amountFailureSaga() {
  yield* failureOutdatedBy(
    [amountTyped, amountPresetChosen],
    (action: ReturnType<typeof amountTyped | typeof amountPresetChosen>) => action.payload.form,
  );
}
