import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/domain/rootReducer';
import { paths } from '@/config/paths';
import { locationChanged } from '@/domain/location/locationSlice';

/**
 * The link token opens the bank-linking flow (Link). It lives only here, under `linkToken`,
 * which the DevTools sanitizer masks; it never reaches the address or logs, and sessionStorage
 * only for a bank's OAuth round trip (oauthResume.ts).
 */
export interface BankLinkState {
  linkToken: string | null;
  tokenStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /**
   * Link on the page (its script from Plaid's CDN, then its instance): 'unavailable' when the
   * script failed or Link was not ready within the bounded wait. Not used in the native apps.
   */
  linkStatus: 'loading' | 'ready' | 'unavailable';
  /** Back from a bank's OAuth page: the address Link must receive to finish; else null. */
  receivedRedirectUri: string | null;
  /**
   * An OAuth return that cannot be finished: 'lost' with nothing stored to finish it (another
   * tab, over 30 minutes), 'otherMember' when another member started it.
   */
  resumeRefused: 'lost' | 'otherMember' | null;
  /** Next asked the page to open Link; the screen opens it and reports linkShown. */
  openRequested: boolean;
  /**
   * The page has asked for its own Link in this visit: in the native apps only when the app's
   * handler is missing (elsewhere Link is always on the page).
   */
  linkOnPage: boolean;
  /**
   * The Link sessions whose account was posted. Link reports one success per session, and a
   * repeated report must not post again; kept past the visit, as long as the page.
   */
  postedLinkSessions: string[];
}

const initialBankLinkState: BankLinkState = {
  linkToken: null,
  tokenStatus: 'idle',
  linkStatus: 'loading',
  receivedRedirectUri: null,
  resumeRefused: null,
  openRequested: false,
  linkOnPage: false,
  postedLinkSessions: [],
};

export const bankLinkSlice = createSlice({
  name: 'bankLink',
  initialState: initialBankLinkState,
  reducers: {
    tokenRequested(state) {
      state.linkToken = null;
      state.tokenStatus = 'loading';
      // A new token is a new Link, ready only when it says so.
      state.linkStatus = 'loading';
      state.receivedRedirectUri = null;
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
      state.linkOnPage = true;
    },
    /** Back from the bank: Link is created again with its first token, and opens when ready. */
    oauthResumed(state, action: PayloadAction<{ linkToken: string; receivedRedirectUri: string }>) {
      state.linkToken = action.payload.linkToken;
      state.tokenStatus = 'loaded';
      state.receivedRedirectUri = action.payload.receivedRedirectUri;
      state.resumeRefused = null;
      state.openRequested = true;
    },
    resumeLost(state) {
      state.resumeRefused = 'lost';
    },
    resumeOfOtherMember(state) {
      state.resumeRefused = 'otherMember';
    },
    /** Link reported ready for the current token. */
    linkReady(state) {
      state.linkStatus = 'ready';
    },
    /** Plaid's script could not be loaded. */
    linkLoadFailed(state) {
      state.linkStatus = 'unavailable';
      state.openRequested = false;
    },
    /** Link was not ready within the bounded wait. */
    linkWaitExpired(state) {
      if (state.linkStatus !== 'loading') return;
      state.linkStatus = 'unavailable';
      state.openRequested = false;
    },
    /** The screen mounts Link again, which asks for Plaid's script again. */
    retryPressed(state) {
      state.linkStatus = 'loading';
    },
    linkShown(state) {
      state.openRequested = false;
    },
    linkSessionPosted(state, action: PayloadAction<{ linkSessionId: string }>) {
      state.postedLinkSessions.push(action.payload.linkSessionId);
    },
  },
  extraReducers: (builder) => {
    // A visit ends when the user leaves the screen: the next one fetches a fresh token. (The
    // screen's own 'bankLink/opened' changes no state, so a replayed log survives its mount.)
    builder.addCase(locationChanged, (state, action) =>
      action.payload.pathname === paths.plaidFunding
        ? state
        : { ...initialBankLinkState, postedLinkSessions: state.postedLinkSessions },
    );
  },
});

declare module '@/domain/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof bankLinkSlice> {}
}

/** Joins the store when its screen is loaded; until then its selectors read the initial state. */
export const injectedBankLinkSlice = bankLinkSlice.injectInto(rootReducer);

/** The bank-linking screen opened. */
export const bankLinkOpened = createAction('bankLink/opened');

export const {
  tokenRequested: linkTokenRequested,
  tokenLoaded: linkTokenLoaded,
  tokenFailed: linkTokenFailed,
  openRequested: linkOpenRequested,
  linkShown,
  oauthResumed,
  resumeLost,
  resumeOfOtherMember,
  linkReady,
  linkLoadFailed,
  linkWaitExpired,
  linkSessionPosted,
  retryPressed: bankLinkRetryPressed,
} = bankLinkSlice.actions;

/** Next was pressed. */
export const bankLinkNextPressed = createAction('bankLink/nextPressed');
/** The screen's back arrow was pressed. */
export const bankLinkBackPressed = createAction('bankLink/backPressed');
/** Link closed without linking; `errorCode` is Link's error_code, if any. */
export const linkExited = createAction<{ errorCode: string | null }>('bankLink/linkExited');
/**
 * Link linked an account. Keys chosen so DevTools masks the public token. The bank's name and
 * the account's last digits (Link's mask), when Link gives them, name the account on the receipt.
 */
export const linkSucceeded = createAction<{
  publicToken: string;
  accountId: string;
  linkSessionId: string;
  bankName: string | null;
  accountMask: string | null;
}>('bankLink/linkSucceeded');
