import {
  createAction,
  createSlice,
  isAnyOf,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { TransactionType } from '@/config/constants';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/features/amount/amountSlice';

export type TransactionDirection = 'deposit' | 'withdraw';

/**
 * idle -> submitting -> (succeeded: the app moves to /confirmation) | failed | unconfirmed.
 * 'unconfirmed': the request may or may not have reached the server (time-out, lost
 * connection); the user is told to check the balance, and nothing is retried.
 */
export type SubmitStatus = 'idle' | 'submitting' | 'failed' | 'unconfirmed';

export interface FormSubmission {
  status: SubmitStatus;
  message: string | null;
}

export interface Completed {
  direction: TransactionDirection;
  cents: Cents;
  transactionType: TransactionType | null;
}

export interface TransactionState {
  forms: Partial<Record<AmountForm, FormSubmission>>;
  /** What /confirmation shows: the latest completed transaction. */
  completed: Completed | null;
}

const initialState: TransactionState = { forms: {}, completed: null };

export const transactionSlice = createSlice({
  name: 'transaction',
  initialState,
  reducers: {
    started(state, action: PayloadAction<{ form: AmountForm }>) {
      state.forms[action.payload.form] = { status: 'submitting', message: null };
    },
    failed(state, action: PayloadAction<{ form: AmountForm; message: string | null }>) {
      state.forms[action.payload.form] = { status: 'failed', message: action.payload.message };
    },
    unconfirmed(state, action: PayloadAction<{ form: AmountForm; message: string }>) {
      state.forms[action.payload.form] = { status: 'unconfirmed', message: action.payload.message };
    },
    succeeded(state, action: PayloadAction<Completed & { form: AmountForm }>) {
      const { form, ...completed } = action.payload;
      state.forms[form] = { status: 'idle', message: null };
      state.completed = completed;
    },
    /** The form's message was dismissed or the form was edited. */
    cleared(state, action: PayloadAction<{ form: AmountForm }>) {
      delete state.forms[action.payload.form];
    },
    /** /confirmation read what was stored for it (after a reload the store starts empty). */
    confirmationLoaded(state, action: PayloadAction<Completed | null>) {
      state.completed = action.payload;
    },
  },
});

export const {
  started: transactionStarted,
  failed: transactionFailed,
  unconfirmed: transactionUnconfirmed,
  succeeded: transactionSucceeded,
  cleared: transactionCleared,
  confirmationLoaded,
} = transactionSlice.actions;

const isAttempt = isAnyOf(transactionStarted, transactionFailed, transactionUnconfirmed);

/** Matches every attempt of one form (started, failed, unconfirmed): e.g. to clear its CVV. */
export const isAttemptOf =
  (form: AmountForm) =>
  (action: UnknownAction): action is ReturnType<typeof transactionStarted> =>
    isAttempt(action) && action.payload.form === form;

/** Matches one form's success: e.g. to forget what was typed. */
export const isSuccessOf =
  (form: AmountForm) =>
  (action: UnknownAction): action is ReturnType<typeof transactionSucceeded> =>
    transactionSucceeded.match(action) && action.payload.form === form;

/** The confirmation screen opened. */
export const confirmationOpened = createAction('confirmation/opened');

type WithTransaction = { transaction: TransactionState };
const idle: FormSubmission = { status: 'idle', message: null };
export const selectSubmission = (state: WithTransaction, form: AmountForm): FormSubmission =>
  state.transaction.forms[form] ?? idle;
export const selectIsSubmitting = (state: WithTransaction, form: AmountForm) =>
  selectSubmission(state, form).status === 'submitting';
export const selectCompleted = (state: WithTransaction) => state.transaction.completed;
