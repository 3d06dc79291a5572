import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TransactionType } from '@/config/constants';
import type { NativeSessionReason } from '@/platform/nativeBridge';
import { balanceFailed, balanceLoaded } from '@/domain/balance/balanceSlice';

/**
 * A load other than the balances and the funding sources (which the session saga hears of
 * itself) failed: a 401 or 403 opens the unauthorized popup, by the session saga's rules.
 */
export const loadRefused = createAction<{ status: number | null }>('session/loadRefused');

/** A submit found no sign-on any more (signed out in another tab): the login popup, as usual. */
export const signOnLost = createAction('session/signOnLost');

/**
 * A money submit ended without the server's word that it was made (refused, failed, unknown, or
 * never posted): the session saga decides what it means for the popup on screen.
 */
export const moneySubmitFailed = createAction<{ transactionType: TransactionType }>(
  'session/moneySubmitFailed',
);

/** The session popups of spec sections 6 and 8 (decisions section 6). */
export type SessionPopup = 'login' | 'unauthorized' | 'sessionExpired' | 'balanceUnavailable';

/** Who is signed in, as the sign-on cookie says. The token never enters the store. */
export interface SessionUser {
  displayName: string;
  uid: string;
}

export interface SessionState {
  popup: SessionPopup | null;
  /** The session expired on the submit of a deposit or withdrawal: the popup says it was not made. */
  notMade: 'deposit' | 'withdraw' | null;
  /** null until the cookie is read at start, and when nobody is signed in. */
  user: SessionUser | null;
  /** The session messages the iOS app took in place of a popup: it is told each once a page. */
  toldApp: NativeSessionReason[];
  /** The login popup opened this page: every load of a logged-out user fails the same way. */
  loginShown: boolean;
  /** The page's balance answers so far, and how many loaded: the refused-balance popups' rule. */
  balanceAnswers: number;
  balancesLoaded: number;
}

const initialState: SessionState = {
  popup: null,
  notMade: null,
  user: null,
  toldApp: [],
  loginShown: false,
  balanceAnswers: 0,
  balancesLoaded: 0,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /**
     * A submit answered 401: the session is over, and the transaction was not made. An event:
     * the session saga decides the popup (or the iOS app's message), as for every other popup.
     */
    expired(_state, _action: PayloadAction<{ notMade: 'deposit' | 'withdraw' } | undefined>) {},
    /** Opened by the session saga, the one place that decides the popups. */
    popupOpened(
      state,
      action: PayloadAction<{ popup: SessionPopup; notMade?: 'deposit' | 'withdraw' | null }>,
    ) {
      const { popup, notMade = null } = action.payload;
      state.popup = popup;
      state.notMade = notMade;
      if (popup === 'login') state.loginShown = true;
    },
    /** The iOS app took a session message instead of a popup. */
    appTold(state, action: PayloadAction<{ reason: NativeSessionReason }>) {
      if (!state.toldApp.includes(action.payload.reason)) state.toldApp.push(action.payload.reason);
    },
    /** Escape, or a popup closed by a saga (the iOS app took the message). */
    popupDismissed(state) {
      state.popup = null;
      state.notMade = null;
    },
    /** OK (or Log In): the popup closes and the session saga decides where to go. */
    popupConfirmed(state, _action: PayloadAction<{ popup: SessionPopup }>) {
      state.popup = null;
      state.notMade = null;
    },
    userLoaded(state, action: PayloadAction<{ user: SessionUser | null }>) {
      state.user = action.payload.user;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(balanceLoaded, (state) => {
        state.balanceAnswers += 1;
        state.balancesLoaded += 1;
      })
      .addCase(balanceFailed, (state) => {
        state.balanceAnswers += 1;
      });
  },
});

export const {
  expired: sessionExpired,
  popupOpened: sessionPopupOpened,
  popupDismissed: sessionPopupDismissed,
  popupConfirmed: sessionPopupConfirmed,
  userLoaded: sessionUserLoaded,
  appTold: sessionAppTold,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSessionPopup = (state: WithSession) => state.session.popup;
export const selectSessionNotMade = (state: WithSession) => state.session.notMade;
export const selectSessionUser = (state: WithSession) => state.session.user;
export const selectIsSignedIn = (state: WithSession) => state.session.user !== null;
export const selectToldApp = (state: WithSession) => state.session.toldApp;
export const selectLoginShown = (state: WithSession) => state.session.loginShown;
/** The balance answers so far: how many, and how many of them loaded. */
export const selectBalanceAnswers = (state: WithSession) => ({
  answers: state.session.balanceAnswers,
  loaded: state.session.balancesLoaded,
});
