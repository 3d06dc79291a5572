import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, take } from 'typed-redux-saga';
import { leadingSafely } from '@/lib/saga';
import { amountFocused, amountPresetChosen, amountTyped } from '@/domain/amount/amountSlice';
import { transactionFailed } from '@/domain/transaction/transactionSlice';
import { quickDepositSlice, quickDepositSubmitted } from './quickDepositSlice';
import { QUICK_DEPOSIT_FORM } from './quickDepositForm';
import { selectQuickDepositPlan } from './selectors';

/**
 * The submit (the requests, the POST and what follows) is not part of what the home downloads
 * (at most 118 KB gzip, e2e/home-download.spec.ts): it comes when the person starts on the form,
 * and at the latest when Deposit is pressed.
 */
const loadSubmit = () =>
  import(/* webpackChunkName: "quick-deposit-submit" */ './submitQuickDeposit');

/**
 * Said when the submit's chunk cannot be fetched: nothing was posted (in the words of
 * a part of a page that could not be loaded).
 */
const SUBMIT_NOT_LOADED = 'Your deposit was not made: part of this page could not be loaded.';

/** The person starts on the quick deposit: its amount, its card fields. */
const startsOnForm = (action: Action) =>
  action.type.startsWith(`${quickDepositSlice.name}/`) ||
  ([amountFocused, amountTyped, amountPresetChosen].some((event) => event.match(action)) &&
    (action as ReturnType<typeof amountFocused>).payload.form === QUICK_DEPOSIT_FORM);

function* fetchSubmitOnStart() {
  yield* take(startsOnForm);
  // A failure here is met again, and said, when Deposit is pressed.
  yield* call(() => loadSubmit().catch(() => null));
}

function* deposit() {
  if (!(yield* select(selectQuickDepositPlan))) return;
  let submit;
  try {
    ({ submitQuickDeposit: submit } = yield* call(loadSubmit));
  } catch {
    // Nothing was posted: say so, and leave Deposit to be pressed again.
    yield* put(transactionFailed({ form: QUICK_DEPOSIT_FORM, message: SUBMIT_NOT_LOADED }));
    return;
  }
  yield* submit();
}

export function* quickDepositSaga() {
  yield* fork(fetchSubmitOnStart);
  yield* leadingSafely(quickDepositSubmitted, deposit);
}
