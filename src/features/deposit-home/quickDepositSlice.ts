import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { paths } from '@/config/paths';
import {
  cardEntryChanges,
  initialCardEntry,
  type CardEntry,
} from '@/components/card-fields/cardEntry';
import type { Expiry } from '@/components/card-fields/rules';
import type { AmountForm } from '@/features/amount/amountSlice';
import { markDefaultSucceeded } from '@/features/mark-default/markDefaultSlice';
import { locationChanged } from '@/features/navigation/locationSlice';
import {
  transactionFailed,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
} from '@/features/transaction/transactionSlice';

export const QUICK_DEPOSIT_FORM: AmountForm = 'quickDeposit';

const HOME_ROUTES: readonly string[] = [paths.home, paths.deposit];

/**
 * The home's quick deposit with the default card: its CVV (`entry.cvv`, masked by the DevTools
 * sanitizer, cleared after every attempt and when the home is left) and expiry. The default
 * account of an 'ach' default needs no entry.
 */
export interface QuickDepositState {
  entry: CardEntry;
}

const fresh = (): QuickDepositState => ({ entry: structuredClone(initialCardEntry) });

const isQuickDeposit = (action: { payload: { form: AmountForm } }) =>
  action.payload.form === QUICK_DEPOSIT_FORM;

export const quickDepositSlice = createSlice({
  name: 'quickDeposit',
  initialState: fresh,
  reducers: {
    /** The payload key is the sanitizer's name, so DevTools masks what was typed. */
    cvvTyped(state, action: PayloadAction<{ cvv: string }>) {
      cardEntryChanges.cvvTyped(state.entry, action.payload.cvv);
    },
    cvvLeft(state) {
      cardEntryChanges.cvvLeft(state.entry);
    },
    expiryTyped(state, action: PayloadAction<Expiry>) {
      cardEntryChanges.expiryTyped(state.entry, action.payload);
    },
    expiryFocused(state) {
      cardEntryChanges.expiryFocused(state.entry);
    },
    expiryLeft(state) {
      cardEntryChanges.expiryLeft(state.entry);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(transactionStarted, (state, action) => {
        if (isQuickDeposit(action)) cardEntryChanges.cvvCleared(state.entry);
      })
      .addCase(transactionFailed, (state, action) => {
        if (isQuickDeposit(action)) cardEntryChanges.cvvCleared(state.entry);
      })
      .addCase(transactionUnconfirmed, (state, action) => {
        if (isQuickDeposit(action)) cardEntryChanges.cvvCleared(state.entry);
      })
      .addCase(transactionSucceeded, (state, action) => (isQuickDeposit(action) ? fresh() : state))
      // Another default: what was typed belonged to the previous card.
      .addCase(markDefaultSucceeded, () => fresh())
      .addCase(locationChanged, (state, action) =>
        HOME_ROUTES.includes(action.payload.pathname) ? state : fresh(),
      );
  },
});

export const {
  cvvTyped: quickCvvTyped,
  cvvLeft: quickCvvLeft,
  expiryTyped: quickExpiryTyped,
  expiryFocused: quickExpiryFocused,
  expiryLeft: quickExpiryLeft,
} = quickDepositSlice.actions;

export const depositHomeOpened = createAction('depositHome/opened');
export const quickDepositSubmitted = createAction('quickDeposit/submitted');
