import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/domain/rootReducer';
import {
  outcomeForgotten,
  type Completed,
  type TransactionState,
} from '@/domain/transaction/transactionSlice';

/** The confirmation screen opened. */
export const confirmationOpened = createAction('confirmation/opened');
/** 'Print receipt' pressed. */
export const receiptPrintPressed = createAction('confirmation/receiptPrintPressed');

/**
 * What /confirmation read of the stored outcome, for when this page completed nothing (after a
 * reload the store starts empty). `loaded` says whether it has read it.
 */
export interface ConfirmationState {
  loaded: boolean;
  stored: Completed | null;
}

const initialState: ConfirmationState = { loaded: false, stored: null };

export const confirmationSlice = createSlice({
  name: 'confirmation',
  initialState,
  reducers: {
    /** The outcome stored for /confirmation, or null when nothing whole and coherent is. */
    loaded(_state, action: PayloadAction<Completed | null>) {
      return { loaded: true, stored: action.payload };
    },
  },
  extraReducers: (builder) => {
    // Shown and left, or abandoned: nothing is left to confirm.
    builder.addCase(outcomeForgotten, () => initialState);
  },
});

declare module '@/domain/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof confirmationSlice> {}
}

/** Joins the store when its screen is loaded; until then its selectors read the initial state. */
export const injectedConfirmationSlice = confirmationSlice.injectInto(rootReducer);

export const confirmationLoaded = confirmationSlice.actions.loaded;

/**
 * What /confirmation says: the transaction completed in this page, 'walletApproved' for a wallet
 * return approved with no record of ours, else the one read from storage, 'none' when nothing
 * is, or null until it knows.
 */
export const selectConfirmation = (state: {
  transaction: TransactionState;
  confirmation?: ConfirmationState;
}) => {
  if (state.transaction.completed) return state.transaction.completed;
  if (state.transaction.walletApproved) return 'walletApproved' as const;
  const { loaded, stored } = injectedConfirmationSlice.selectSlice(state);
  if (!loaded) return null;
  return stored ?? ('none' as const);
};
