import { call, put, select } from 'typed-redux-saga';
import { readSessionUser } from '@/platform/cookies';
import { notifySessionMessage, type NativeSessionReason } from '@/platform/nativeBridge';
import { redirectTo } from '@/platform/navigation';
import { everySafely } from '@/lib/saga';
import { balanceFailed, balanceLoaded } from '@/features/balance/balanceSlice';
import {
  fundingSourceFailed,
  fundingSourcesNeeded,
} from '@/features/funding-sources/fundingSourcesSlice';
import { selectShowsChrome } from '@/features/context/contextSlice';
import { currentEnvironment } from '@/features/context/environment';
import { isAuthFailure } from '@/api/status';
import { appStarted } from '@/app/events';
import {
  loadRefused,
  selectIsSignedIn,
  selectSessionPopup,
  sessionExpired,
  sessionPopupConfirmed,
  sessionPopupDismissed,
  sessionPopupOpened,
  sessionUserLoaded,
  signOnLost,
  type SessionPopup,
} from './sessionSlice';

/** A popup never gives way to a lesser one: being logged out outranks a missing balance. */
const RANK: Record<SessionPopup, number> = {
  balanceUnavailable: 1,
  unauthorized: 2,
  login: 3,
  sessionExpired: 4,
};

/**
 * In the iOS app the native session handler takes these instead of a popup (decisions section
 * 6): no or a refused token is 'User is non loggedin', an expired or refused session 'User
 * session has expired'. The balance-403 popup is no session matter and shows in the app too.
 */
const NATIVE_REASON: Partial<Record<SessionPopup, NativeSessionReason>> = {
  login: 'notLoggedIn',
  unauthorized: 'sessionExpired',
  sessionExpired: 'sessionExpired',
};

function* confirmed(action: ReturnType<typeof sessionPopupConfirmed>) {
  const { popup } = action.payload;
  if (popup === 'sessionExpired' || popup === 'unauthorized') {
    const { mainSite } = yield* call(currentEnvironment);
    yield* call(redirectTo, mainSite);
  }
}

/**
 * Session and load errors (spec sections 6 and 8, decisions section 6): who is signed in, the
 * login popup without a token, and the popups for 401 and 403 answers to loads. Submits' 401
 * arrive as session/expired from the transaction saga.
 */
export function* sessionSaga() {
  // The app is told each session message once, however many loads fail with it.
  const toldApp = new Set<NativeSessionReason>();
  // Only the page's first balance answer, of either type, can mean "log in" (decisions section
  // 6). A 403 says the balance is unavailable until some balance has loaded; after that, a
  // refused balance is a refused page, not a missing figure.
  let anyBalanceAnswered = false;
  let anyBalanceLoaded = false;
  // The login popup opens once a page load: every load of a logged-out user fails the same way.
  let loginShown = false;

  /** true when the iOS app took the message (notifySessionMessage is false elsewhere). */
  function* toNativeApp(popup: SessionPopup) {
    const reason = NATIVE_REASON[popup];
    if (reason === undefined) return false;
    if (toldApp.has(reason)) return true;
    const taken = yield* call(notifySessionMessage, reason);
    if (taken) toldApp.add(reason);
    return taken;
  }

  function* openPopup(wanted: SessionPopup) {
    // Without a sign-on cookie a refused load says nothing new: the user has to log in.
    const popup =
      wanted === 'unauthorized' && !(yield* select(selectIsSignedIn)) ? 'login' : wanted;
    if (popup === 'login') {
      if (loginShown) return;
      loginShown = true;
    }
    if (yield* toNativeApp(popup)) return;
    const current = yield* select(selectSessionPopup);
    if (current !== null && RANK[current] >= RANK[popup]) return;
    yield* put(sessionPopupOpened({ popup }));
  }

  function* start() {
    const user = yield* call(readSessionUser);
    // The name and id only: the token stays with the API client.
    yield* put(
      sessionUserLoaded({ user: user && { displayName: user.displayName, uid: user.uid } }),
    );
    if (!user) {
      yield* openPopup('login');
      return;
    }
    // The header's member menu shows the account number.
    if (yield* select(selectShowsChrome)) yield* put(fundingSourcesNeeded({ keys: ['customer'] }));
  }

  function* balanceAnswer(action: ReturnType<typeof balanceLoaded | typeof balanceFailed>) {
    const first = !anyBalanceAnswered;
    anyBalanceAnswered = true;
    if (!balanceFailed.match(action)) {
      anyBalanceLoaded = true;
      return;
    }
    const { status } = action.payload;
    if (status === 401) yield* openPopup(first ? 'login' : 'unauthorized');
    else if (status === 403)
      yield* openPopup(anyBalanceLoaded ? 'unauthorized' : 'balanceUnavailable');
  }

  /** Decisions section 6: 401 or 403 on a load other than the first balance. */
  function* detailsFailed(action: ReturnType<typeof fundingSourceFailed | typeof loadRefused>) {
    if (isAuthFailure(action.payload.status)) yield* openPopup('unauthorized');
  }

  /** The submit that answered 401 already opened the popup; the iOS app takes it instead. */
  function* expired() {
    if (yield* toNativeApp('sessionExpired')) yield* put(sessionPopupDismissed());
  }

  yield* everySafely(appStarted, start);
  yield* everySafely([balanceLoaded, balanceFailed], balanceAnswer);
  yield* everySafely([fundingSourceFailed, loadRefused], detailsFailed);
  yield* everySafely(sessionExpired, expired);
  yield* everySafely(signOnLost, function* loginNeeded() {
    yield* openPopup('login');
  });
  yield* everySafely(sessionPopupConfirmed, confirmed);
}
