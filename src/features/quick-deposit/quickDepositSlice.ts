import { createAction, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/domain/rootReducer';
import { isHomePath } from '@/config/paths';
import {
  cardEntryChanges,
  cardEntryReducers,
  initialCardEntry,
  type WithCardEntry,
} from '@/components/card-fields/cardEntry';
import { markDefaultSucceeded } from '@/domain/mark-default/markDefaultSlice';
import { locationChanged } from '@/domain/location/locationSlice';
import { QUICK_DEPOSIT_FORM } from './quickDepositForm';
import { addFormLifeCycle, refusedWhileLocked, type FormLock } from '@/domain/transaction/formLock';

/**
 * The home's quick deposit with the default card: its CVV (`entry.cvv`, masked by the DevTools
 * sanitizer, cleared after every attempt and when the home is left) and expiry. The default
 * account of an 'ach' default needs no entry. Locked while the deposit is sent (formLock).
 */
export type QuickDepositState = WithCardEntry & FormLock;

const initialQuickDepositState = (): QuickDepositState => ({
  entry: structuredClone(initialCardEntry),
  locked: false,
});
const fresh = initialQuickDepositState;

export const quickDepositSlice = createSlice({
  name: 'quickDeposit',
  initialState: fresh,
  reducers: refusedWhileLocked<QuickDepositState>()(cardEntryReducers),
  extraReducers: (builder) => {
    builder
      // Another default: what was typed belonged to the previous card.
      .addCase(markDefaultSucceeded, () => fresh())
      .addCase(locationChanged, (state, action) =>
        isHomePath(action.payload.pathname) ? state : fresh(),
      );
    addFormLifeCycle(builder, QUICK_DEPOSIT_FORM, {
      succeeded: () => fresh(),
      attempted: cardEntryChanges.cvvCleared,
    });
  },
});

declare module '@/domain/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof quickDepositSlice> {}
}

/** Joins the store when its screen is loaded; until then its selectors read the initial state. */
export const injectedQuickDepositSlice = quickDepositSlice.injectInto(rootReducer);

export const quickDepositSubmitted = createAction('quickDeposit/submitted');
