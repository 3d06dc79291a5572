import { createAction, createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { paths } from '@/config/paths';
import {
  cardEntryChanges,
  cardEntryReducers,
  initialCardEntry,
  type WithCardEntry,
} from '@/components/card-fields/cardEntry';
import type { AmountForm } from '@/features/amount/amountSlice';
import { markDefaultSucceeded } from '@/features/mark-default/markDefaultSlice';
import { locationChanged } from '@/features/navigation/locationSlice';
import { QUICK_DEPOSIT_FORM } from './home';
import {
  transactionFailed,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
} from '@/features/transaction/transactionSlice';

const HOME_ROUTES: readonly string[] = [paths.home, paths.deposit];

/**
 * The home's quick deposit with the default card: its CVV (`entry.cvv`, masked by the DevTools
 * sanitizer, cleared after every attempt and when the home is left) and expiry. The default
 * account of an 'ach' default needs no entry.
 */
export type QuickDepositState = WithCardEntry;

export const initialQuickDepositState = (): QuickDepositState => ({
  entry: structuredClone(initialCardEntry),
});
const fresh = initialQuickDepositState;

const isQuickDeposit = (action: { payload: { form: AmountForm } }) =>
  action.payload.form === QUICK_DEPOSIT_FORM;
const isAttempt = isAnyOf(transactionStarted, transactionFailed, transactionUnconfirmed);

export const quickDepositSlice = createSlice({
  name: 'quickDeposit',
  initialState: fresh,
  reducers: cardEntryReducers,
  extraReducers: (builder) => {
    builder
      .addCase(transactionSucceeded, (state, action) => (isQuickDeposit(action) ? fresh() : state))
      // Another default: what was typed belonged to the previous card.
      .addCase(markDefaultSucceeded, () => fresh())
      .addCase(locationChanged, (state, action) =>
        HOME_ROUTES.includes(action.payload.pathname) ? state : fresh(),
      )
      .addMatcher(
        (action: UnknownAction) => isAttempt(action) && isQuickDeposit(action),
        cardEntryChanges.cvvCleared,
      );
  },
});

export const quickDepositSubmitted = createAction('quickDeposit/submitted');
