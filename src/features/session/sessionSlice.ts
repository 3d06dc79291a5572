import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A load other than the balances and the funding sources (which the session saga hears of
 * itself) failed: a 401 or 403 opens the unauthorized popup, by the session saga's rules.
 */
export const loadRefused = createAction<{ status: number | null }>('session/loadRefused');

/** A submit found no sign-on any more (signed out in another tab): the login popup, as usual. */
export const signOnLost = createAction('session/signOnLost');

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
}

const initialState: SessionState = {
  popup: null,
  notMade: null,
  user: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A submit answered 401: the session is over, and the transaction was not made. */
    expired(state, action: PayloadAction<{ notMade: 'deposit' | 'withdraw' } | undefined>) {
      state.popup = 'sessionExpired';
      state.notMade = action.payload?.notMade ?? null;
    },
    popupOpened(state, action: PayloadAction<{ popup: SessionPopup }>) {
      state.popup = action.payload.popup;
      state.notMade = null;
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
});

export const {
  expired: sessionExpired,
  popupOpened: sessionPopupOpened,
  popupDismissed: sessionPopupDismissed,
  popupConfirmed: sessionPopupConfirmed,
  userLoaded: sessionUserLoaded,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSessionPopup = (state: WithSession) => state.session.popup;
export const selectSessionNotMade = (state: WithSession) => state.session.notMade;
export const selectSessionUser = (state: WithSession) => state.session.user;
export const selectIsSignedIn = (state: WithSession) => state.session.user !== null;
