import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/domain/rootReducer';
import type { AccountType } from '@/api/types';
import { addFormLifeCycle, refusedWhileLocked, type FormLock } from '@/domain/transaction/formLock';
import type { AchField, AchFields, AchMode } from './types';

/** The ACH screen's form; locked while its deposit is sent (formLock). */
export interface AchState extends AchFields, FormLock {
  /** null until the saved accounts are known. */
  mode: AchMode | null;
  /** The chosen saved account; null: the default account, else the first. */
  selectedId: number | null;
  /** The new account's type; null: the context's default (Checking when compact, else Saving). */
  accountType: AccountType | null;
  /** Fields the user has left: their errors show from then on. */
  touched: Partial<Record<AchField, true>>;
  termsShown: boolean;
}

const emptyFields: AchFields = {
  accountNumber: '',
  confirmAccountNumber: '',
  routingNumber: '',
  checkNumber: '',
};

const initialAchState: AchState = {
  mode: null,
  selectedId: null,
  accountType: null,
  touched: {},
  termsShown: false,
  locked: false,
  ...emptyFields,
};

export const achSlice = createSlice({
  name: 'ach',
  initialState: initialAchState,
  reducers: {
    // The terms can be read while the deposit is sent; nothing else changes then (formLock).
    termsToggled(state) {
      state.termsShown = !state.termsShown;
    },
    ...refusedWhileLocked<AchState>()({
      /**
       * Typed numbers from an earlier visit are gone. The saga starts it afresh when the screen
       * opens; the view's own 'ach/opened' event changes no state, so a replayed log is not
       * wiped when the screen mounts.
       */
      formStarted() {
        return initialAchState;
      },
      modeChanged(state, action: PayloadAction<{ mode: AchMode }>) {
        state.mode = action.payload.mode;
      },
      accountChosen(state, action: PayloadAction<{ fundingMethodId: number }>) {
        state.selectedId = action.payload.fundingMethodId;
      },
      accountTypeChosen(state, action: PayloadAction<{ accountType: AccountType }>) {
        state.accountType = action.payload.accountType;
      },
      /** Keyed by the field's own name (`{routingNumber: '...'}`) so DevTools masks the value. */
      fieldsEdited(state, action: PayloadAction<Partial<AchFields>>) {
        Object.assign(state, action.payload);
      },
      fieldLeft(state, action: PayloadAction<{ field: AchField }>) {
        state.touched[action.payload.field] = true;
      },
    }),
  },
  extraReducers: (builder) => {
    // The numbers stay after a failed attempt (to correct them) and go once the deposit is made.
    addFormLifeCycle(builder, 'ach', {
      succeeded: (state) => {
        Object.assign(state, emptyFields);
        state.touched = {};
      },
    });
  },
});

declare module '@/domain/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof achSlice> {}
}

/** Joins the store when its screen is loaded; until then its selectors read the initial state. */
export const injectedAchSlice = achSlice.injectInto(rootReducer);

/** The ACH screen opened. */
export const achOpened = createAction('ach/opened');

export const {
  formStarted: achFormStarted,
  modeChanged: achModeChanged,
  accountChosen: achAccountChosen,
  accountTypeChosen: achAccountTypeChosen,
  fieldsEdited: achFieldsEdited,
  fieldLeft: achFieldLeft,
  termsToggled: achTermsToggled,
} = achSlice.actions;

/** Deposit was pressed: with the chosen saved account, or the typed-in one in new mode. */
export const achDepositSubmitted = createAction('ach/depositSubmitted');
/** 'Add New ACH Account' was pressed. */
export const achAddAccountPressed = createAction('ach/addAccountPressed');
/** The back arrow was pressed. */
export const achBackPressed = createAction('ach/backPressed');
