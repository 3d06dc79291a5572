import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/domain/rootReducer';
import type { AmountForm } from '@/config/forms';
import { addFormLifeCycle } from '@/domain/transaction/formLock';

/** The three withdrawal forms; each keeps its amount under the same id in the amount slice. */
export type WithdrawForm = Extract<AmountForm, 'paypalWithdraw' | 'checkWithdraw' | 'achWithdraw'>;

/** The forms with choices of their own (the wallet withdrawal has only its amount). */
const FORMS_WITH_CHOICES = ['checkWithdraw', 'achWithdraw'] as const;
type FormWithChoices = (typeof FORMS_WITH_CHOICES)[number];

export interface WithdrawState {
  /**
   * The method chosen on the selection screen: a radio's value as the page gave it, so a value
   * the app does not know is possible and answered with 'development in progress.'.
   */
  method: string | null;
  /** Why Proceed did not move on (no ACH account, an unknown method). */
  methodError: string | null;
  /** Check form: the chosen delivery address (index in the list; null: the first). */
  addressIndex: number | null;
  rush: boolean;
  /** Only with rush delivery: turning rush off turns it off. */
  signature: boolean;
  /** ACH form: the chosen account (null: the first). */
  fundingMethodId: number | null;
  /** The form is being sent: its choices cannot change until the answer (formLock). */
  locked: Record<FormWithChoices, boolean>;
  /**
   * The moment the form's estimates are reckoned from (ms): when it was shown, renewed every
   * minute while it stays (the check's next processing day).
   */
  reckonedAt: number | null;
}

const initialWithdrawState: WithdrawState = {
  method: null,
  methodError: null,
  addressIndex: null,
  rush: false,
  signature: false,
  fundingMethodId: null,
  locked: { checkWithdraw: false, achWithdraw: false },
  reckonedAt: null,
};

export const withdrawSlice = createSlice({
  name: 'withdraw',
  initialState: initialWithdrawState,
  reducers: {
    /**
     * Nothing chosen yet, so choosing again proceeds again. The saga starts the choice afresh
     * when the screen opens ('withdraw/methodScreenOpened' changes no state, for replays).
     */
    methodChoiceStarted(state) {
      state.method = null;
      state.methodError = null;
    },
    methodChosen(state, action: PayloadAction<{ method: string }>) {
      state.method = action.payload.method;
      state.methodError = null;
    },
    /** A minute has passed on the open form: its estimates are reckoned from now. */
    estimatesReckoned(state, action: PayloadAction<{ reckonedAt: number }>) {
      state.reckonedAt = action.payload.reckonedAt;
    },
    /** Proceed was pressed (the compact layout has no Proceed: choosing a method proceeds). */
    proceedPressed() {},
    methodRefused(state, action: PayloadAction<{ message: string }>) {
      state.methodError = action.payload.message;
    },
    /** A withdrawal form's choices start afresh (the saga's answer to 'withdraw/formOpened'). */
    formStarted(state, action: PayloadAction<{ reckonedAt: number }>) {
      state.reckonedAt = action.payload.reckonedAt;
      state.addressIndex = null;
      state.rush = false;
      state.signature = false;
      state.fundingMethodId = null;
    },
    addressChosen(state, action: PayloadAction<{ index: number }>) {
      if (state.locked.checkWithdraw) return;
      state.addressIndex = action.payload.index;
    },
    rushChosen(state, action: PayloadAction<{ rush: boolean }>) {
      if (state.locked.checkWithdraw) return;
      state.rush = action.payload.rush;
      if (!action.payload.rush) state.signature = false;
    },
    signatureChosen(state, action: PayloadAction<{ signature: boolean }>) {
      if (state.locked.checkWithdraw) return;
      state.signature = state.rush && action.payload.signature;
    },
    accountChosen(state, action: PayloadAction<{ fundingMethodId: number }>) {
      if (state.locked.achWithdraw) return;
      state.fundingMethodId = action.payload.fundingMethodId;
    },
  },
  extraReducers: (builder) => {
    for (const form of FORMS_WITH_CHOICES) {
      addFormLifeCycle(builder, form, {
        setLocked: (state, locked) => {
          state.locked[form] = locked;
        },
      });
    }
  },
});

declare module '@/domain/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof withdrawSlice> {}
}

/** Joins the store when its screen is loaded; until then its selectors read the initial state. */
export const injectedWithdrawSlice = withdrawSlice.injectInto(rootReducer);

/** The method selection screen opened. */
export const withdrawMethodScreenOpened = createAction('withdraw/methodScreenOpened');
/** A withdrawal form opened. */
export const withdrawFormOpened = createAction<{ form: WithdrawForm }>('withdraw/formOpened');

export const {
  methodChoiceStarted: withdrawMethodChoiceStarted,
  methodChosen: withdrawMethodChosen,
  proceedPressed: withdrawProceedPressed,
  methodRefused: withdrawMethodRefused,
  formStarted: withdrawFormStarted,
  estimatesReckoned: withdrawEstimatesReckoned,
  addressChosen: checkAddressChosen,
  rushChosen: checkRushChosen,
  signatureChosen: checkSignatureChosen,
  accountChosen: achAccountChosen,
} = withdrawSlice.actions;

/** Withdraw was pressed on one of the forms. */
export const withdrawSubmitted = createAction<{ form: WithdrawForm }>('withdraw/submitted');
