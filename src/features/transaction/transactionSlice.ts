import { createSlice, isAnyOf, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { TransactionType } from '@/config/constants';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';

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
  transactionType: TransactionType;
}

export interface TransactionState {
  forms: Partial<Record<AmountForm, FormSubmission>>;
  /**
   * Forms whose last attempt ended in an unknown outcome or a 5xx: both balances were asked for
   * again, and the form shows the fresh figure beside its message (decisions section 6).
   */
  balanceRechecked: Partial<Record<AmountForm, true>>;
  /** What /confirmation shows: the latest completed transaction. */
  completed: Completed | null;
  /** Whether /confirmation knows what to show: a completion in this page, or storage was read. */
  completedKnown: boolean;
}

const initialState: TransactionState = {
  forms: {},
  balanceRechecked: {},
  completed: null,
  completedKnown: false,
};

export const transactionSlice = createSlice({
  name: 'transaction',
  initialState,
  reducers: {
    started(state, action: PayloadAction<{ form: AmountForm }>) {
      const { form } = action.payload;
      state.forms[form] = { status: 'submitting', message: null };
      delete state.balanceRechecked[form];
    },
    /** balanceRechecked: a 5xx, after which both balances were asked for again. */
    failed(
      state,
      action: PayloadAction<{
        form: AmountForm;
        message: string | null;
        balanceRechecked?: boolean;
      }>,
    ) {
      const { form, message, balanceRechecked } = action.payload;
      state.forms[form] = { status: 'failed', message };
      if (balanceRechecked) state.balanceRechecked[form] = true;
    },
    /** An unknown outcome: both balances were asked for again. */
    unconfirmed(state, action: PayloadAction<{ form: AmountForm; message: string }>) {
      const { form, message } = action.payload;
      state.forms[form] = { status: 'unconfirmed', message };
      state.balanceRechecked[form] = true;
    },
    succeeded(state, action: PayloadAction<Completed & { form: AmountForm }>) {
      const { form, ...completed } = action.payload;
      state.forms[form] = { status: 'idle', message: null };
      delete state.balanceRechecked[form];
      state.completed = completed;
      state.completedKnown = true;
    },
    /** The form's message was dismissed or the form was edited. */
    cleared(state, action: PayloadAction<{ form: AmountForm }>) {
      delete state.forms[action.payload.form];
      delete state.balanceRechecked[action.payload.form];
    },
    /** /confirmation read what was stored for it (after a reload the store starts empty). */
    confirmationLoaded(state, action: PayloadAction<Completed | null>) {
      state.completed = action.payload;
      state.completedKnown = true;
    },
    /** The stored outcome was shown and left, or abandoned: nothing is left to confirm. */
    outcomeForgotten(state) {
      state.completed = null;
      state.completedKnown = false;
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
  outcomeForgotten,
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

type WithTransaction = { transaction: TransactionState };
const idle: FormSubmission = { status: 'idle', message: null };
export const selectSubmission = (state: WithTransaction, form: AmountForm): FormSubmission =>
  state.transaction.forms[form] ?? idle;
export const selectIsSubmitting = (state: WithTransaction, form: AmountForm) =>
  selectSubmission(state, form).status === 'submitting';
export const selectCompleted = (state: WithTransaction) => state.transaction.completed;
/** What /confirmation says: the completed transaction, 'none', or null until it knows. */
export const selectConfirmation = (state: WithTransaction) =>
  state.transaction.completed ?? (state.transaction.completedKnown ? ('none' as const) : null);
/** Whether the form shows the balance fetched after its last attempt's unknown outcome or 5xx. */
export const selectBalanceRechecked = (state: WithTransaction, form: AmountForm) =>
  state.transaction.balanceRechecked[form] === true;
