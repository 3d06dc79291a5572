import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { paths } from '@/config/paths';
import { locationChanged } from '@/features/location/locationSlice';

/**
 * The link token opens the bank-linking flow (Link). It lives only here, under `linkToken`,
 * which the DevTools sanitizer masks; it never reaches storage, the address or logs.
 */
export interface BankLinkState {
  linkToken: string | null;
  tokenStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Next asked the page to open Link; the screen opens it and reports linkShown. */
  openRequested: boolean;
}

const initialBankLinkState: BankLinkState = {
  linkToken: null,
  tokenStatus: 'idle',
  openRequested: false,
};

export const bankLinkSlice = createSlice({
  name: 'bankLink',
  initialState: initialBankLinkState,
  reducers: {
    tokenRequested(state) {
      state.linkToken = null;
      state.tokenStatus = 'loading';
      state.openRequested = false;
    },
    tokenLoaded(state, action: PayloadAction<{ linkToken: string }>) {
      state.linkToken = action.payload.linkToken;
      state.tokenStatus = 'loaded';
    },
    tokenFailed(state) {
      state.tokenStatus = 'failed';
    },
    openRequested(state) {
      state.openRequested = true;
    },
    linkShown(state) {
      state.openRequested = false;
    },
  },
  extraReducers: (builder) => {
    // A visit ends when the user leaves the screen: the next one fetches a fresh token. (The
    // screen's own 'bankLink/opened' changes no state, so a replayed log survives its mount.)
    builder.addCase(locationChanged, (state, action) =>
      action.payload.pathname === paths.plaidFunding ? state : initialBankLinkState,
    );
  },
});

declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof bankLinkSlice> {}
}

/** Joins the store when this chunk loads; until then its selectors read the initial state. */
export const injectedBankLinkSlice = bankLinkSlice.injectInto(rootReducer);

/** The bank-linking screen opened. */
export const bankLinkOpened = createAction('bankLink/opened');

export const {
  tokenRequested: linkTokenRequested,
  tokenLoaded: linkTokenLoaded,
  tokenFailed: linkTokenFailed,
  openRequested: linkOpenRequested,
  linkShown,
} = bankLinkSlice.actions;

/** Next was pressed. */
export const bankLinkNextPressed = createAction('bankLink/nextPressed');
/** Link closed without linking; `errorCode` is Link's error_code, if any. */
export const linkExited = createAction<{ errorCode: string | null }>('bankLink/linkExited');
/** Link linked an account. Keys chosen so DevTools masks the public token. */
export const linkSucceeded = createAction<{
  publicToken: string;
  accountId: string;
  linkSessionId: string;
}>('bankLink/linkSucceeded');
