import {
  isAnyOf,
  type ActionReducerMapBuilder,
  type CaseReducer,
  type Draft,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AmountForm } from '@/config/forms';
import {
  isAttemptOf,
  isSuccessOf,
  transactionCleared,
  transactionFailed,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
} from './transactionSlice';

/**
 * A form is locked while its transaction is in flight: from transactionStarted until the
 * answer (failed, unconfirmed, succeeded) or until the form is cleared, the same events that
 * move selectIsSubmitting. Each slice holding a form's fields keeps a `locked` flag set and
 * reset by these events, and refuses every edit while it is set, so what is on screen is what
 * is being posted.
 */
export interface FormLock {
  locked: boolean;
}

/** A form's transaction started: the payload names the form. */
export const isLock = transactionStarted.match;

/** A form's transaction was answered, or the form was cleared: the payload names the form. */
export const isUnlock = isAnyOf(
  transactionFailed,
  transactionUnconfirmed,
  transactionSucceeded,
  transactionCleared,
);

/** The lock of one form. */
export const isLockOf = (form: AmountForm) => (action: UnknownAction) =>
  isLock(action) && action.payload.form === form;

/** The unlock of one form. */
export const isUnlockOf = (form: AmountForm) => (action: UnknownAction) =>
  isUnlock(action) && action.payload.form === form;

/**
 * A slice's reducers, each changing nothing while the slice's form is locked:
 * `reducers: refusedWhileLocked<CardState>()({...})`. They keep their own types, so their
 * action creators do too.
 */
export const refusedWhileLocked =
  <S extends FormLock>() =>
  <R extends Record<string, (state: Draft<S>, action: PayloadAction<never>) => S | void>>(
    reducers: R,
  ): R =>
    Object.fromEntries(
      Object.entries(reducers).map(([name, reduce]) => [
        name,
        (state: Draft<S>, action: PayloadAction<never>) =>
          (state as FormLock).locked ? undefined : reduce(state, action),
      ]),
    ) as R;

/**
 * A form slice's answers to its submission's life cycle, the same for every form: locked from
 * the start until the answer, then what a success leaves (usually a fresh form) and what every
 * attempt leaves (the CVV cleared). `setLocked` is for a slice that holds several forms' flags.
 */
export function addFormLifeCycle<S>(
  builder: ActionReducerMapBuilder<S>,
  form: AmountForm,
  {
    setLocked = (state, locked) => {
      (state as FormLock).locked = locked;
    },
    succeeded,
    attempted,
  }: {
    setLocked?: (state: Draft<S>, locked: boolean) => void;
    succeeded?: CaseReducer<S>;
    attempted?: CaseReducer<S>;
  } = {},
): ActionReducerMapBuilder<S> {
  builder
    .addMatcher(isLockOf(form), (state) => setLocked(state, true))
    .addMatcher(isUnlockOf(form), (state) => setLocked(state, false));
  if (succeeded) builder.addMatcher(isSuccessOf(form), succeeded);
  if (attempted) builder.addMatcher(isAttemptOf(form), attempted);
  return builder;
}
