import { createSlice, isAnyOf, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { TransactionType } from '@/config/constants';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import { isScreenLeft } from '@/domain/location/locationSlice';

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
  /** Submitting, and the answer is late (decisions: a money submit unanswered after 5 s). */
  waitingLong?: true;
}

/** What a receipt shows besides the amount, known to the page that completed it. */
export interface ReceiptDetails {
  feeCents: Cents;
  /** The method, masked: 'VISA **** **** **** 4242', 'PayPal'. */
  method: string;
  /** A withdrawal: how it arrives. */
  delivery?: string;
}

export interface Completed {
  direction: TransactionDirection;
  cents: Cents;
  transactionType: TransactionType;
  /** When it completed (absent from an outcome an older version of the app stored). */
  completedAt?: number;
  /** Known to the page that posted it, and stored with the outcome for a reload. */
  receipt?: ReceiptDetails;
}

export interface TransactionState {
  forms: Partial<Record<AmountForm, FormSubmission>>;
  /**
   * Forms whose last attempt ended in an unknown outcome or a 5xx: both balances were asked for
   * again, and the form shows the fresh figure beside its message (decisions section 6).
   */
  balanceRechecked: Partial<Record<AmountForm, true>>;
  /** The latest transaction completed in this page, until its stored outcome is forgotten. */
  completed: Completed | null;
  /**
   * The wallet provider said approved, and no record of the deposit is ours to confirm
   * (decisions section 6): the confirmation says a payment was approved, with no amount.
   */
  walletApproved: boolean;
  /**
   * What the page says above the screen, with the balance asked for again, until the person
   * leaves the screen or sends money: a money POST of the member's found in flight when the page
   * was last left (its outcome unknown), or a deposit another window of the account made.
   */
  pageNotice: string | null;
}

const initialState: TransactionState = {
  forms: {},
  balanceRechecked: {},
  completed: null,
  walletApproved: false,
  pageNotice: null,
};

export const transactionSlice = createSlice({
  name: 'transaction',
  initialState,
  reducers: {
    started(state, action: PayloadAction<{ form: AmountForm }>) {
      const { form } = action.payload;
      state.forms[form] = { status: 'submitting', message: null };
      delete state.balanceRechecked[form];
      state.pageNotice = null;
    },
    /** The form's POST has gone unanswered long enough to say so. */
    stillWaiting(state, action: PayloadAction<{ form: AmountForm }>) {
      const submission = state.forms[action.payload.form];
      if (submission?.status === 'submitting') submission.waitingLong = true;
    },
    /** Something happened to the account's money out of this screen's sight (pageNotice). */
    pageNoticeShown(state, action: PayloadAction<{ message: string }>) {
      state.pageNotice = action.payload.message;
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
      state.walletApproved = false;
    },
    /** A wallet return said approved, with no record of ours (a new tab, cleared storage). */
    walletApprovedWithoutRecord(state) {
      state.completed = null;
      state.walletApproved = true;
    },
    /**
     * The person changed what the form's failure was about (its amount, card or account): the
     * failure's message goes, as GOV.UK's error messages do. An unknown outcome stays: whether
     * money moved does not change with the form.
     */
    failureOutdated(state, action: PayloadAction<{ form: AmountForm }>) {
      const { form } = action.payload;
      if (state.forms[form]?.status !== 'failed') return;
      delete state.forms[form];
      delete state.balanceRechecked[form];
    },
    /** The form's message was dismissed or the form was edited. */
    cleared(state, action: PayloadAction<{ form: AmountForm }>) {
      delete state.forms[action.payload.form];
      delete state.balanceRechecked[action.payload.form];
    },
    /** The stored outcome was shown and left, or abandoned: nothing is left to confirm. */
    outcomeForgotten(state) {
      state.completed = null;
      state.walletApproved = false;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isScreenLeft, (state) => {
      state.pageNotice = null;
    });
  },
});

export const {
  started: transactionStarted,
  stillWaiting: transactionStillWaiting,
  pageNoticeShown,
  failed: transactionFailed,
  unconfirmed: transactionUnconfirmed,
  succeeded: transactionSucceeded,
  cleared: transactionCleared,
  failureOutdated: transactionFailureOutdated,
  walletApprovedWithoutRecord,
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
export const selectWalletApproved = (state: WithTransaction) => state.transaction.walletApproved;
export const selectPageNotice = (state: WithTransaction) => state.transaction.pageNotice;
/** Whether the form shows the balance fetched after its last attempt's unknown outcome or 5xx. */
export const selectBalanceRechecked = (state: WithTransaction, form: AmountForm) =>
  state.transaction.balanceRechecked[form] === true;
