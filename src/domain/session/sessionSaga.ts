import { call, put, select } from 'typed-redux-saga';
import { readSessionUser } from '@/platform/cookies';
import type { NativeSessionReason } from '@/platform/nativeBridge';
import { notifySessionMessage } from '@/platform/nativeSession';
import { redirectTo, reloadPageUnseen } from '@/platform/navigation';
import { everySafely } from '@/lib/saga';
import { balanceFailed } from '@/domain/balance/balanceSlice';
import {
  fundingSourceFailed,
  fundingSourcesNeeded,
} from '@/domain/funding-sources/fundingSourcesSlice';
import { selectShowsChrome } from '@/domain/context/contextSlice';
import { currentEnvironment } from '@/domain/context/environment';
import { isAuthFailure } from '@/api/status';
import { TRANSACTION_TYPE, type TransactionType } from '@/config/constants';
import { appStarted, pageRestored } from '@/store/events';
import {
  loadRefused,
  moneySubmitFailed,
  selectBalanceAnswers,
  selectIsSignedIn,
  selectLoginShown,
  selectSessionPopup,
  selectSessionUser,
  selectToldApp,
  sessionAppTold,
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

/** true when the iOS app took the message (notifySessionMessage is false elsewhere). */
function* toNativeApp(popup: SessionPopup) {
  const reason = NATIVE_REASON[popup];
  if (reason === undefined) return false;
  // The app is told each session message once, however many loads fail with it.
  if ((yield* select(selectToldApp)).includes(reason)) return true;
  const taken = yield* call(notifySessionMessage, reason);
  if (taken) yield* put(sessionAppTold({ reason }));
  return taken;
}

/**
 * The one place that decides a session popup: the login popup once a page, the iOS app's
 * message in its place, and no popup giving way to a lesser one.
 */
function* openPopup(wanted: SessionPopup, notMade: 'deposit' | 'withdraw' | null = null) {
  // Without a sign-on cookie a refused load says nothing new: the user has to log in.
  const popup = wanted === 'unauthorized' && !(yield* select(selectIsSignedIn)) ? 'login' : wanted;
  if (popup === 'login' && (yield* select(selectLoginShown))) return;
  if (yield* toNativeApp(popup)) return;
  const current = yield* select(selectSessionPopup);
  if (current !== null && RANK[current] >= RANK[popup]) return;
  yield* put(sessionPopupOpened({ popup, notMade }));
}

function* start() {
  const user = yield* call(readSessionUser);
  // The name and id only: the token stays with the API client.
  yield* put(sessionUserLoaded({ user: user && { displayName: user.displayName, uid: user.uid } }));
  if (!user) {
    yield* openPopup('login');
    return;
  }
  // The header's member menu shows the account number.
  if (yield* select(selectShowsChrome)) yield* put(fundingSourcesNeeded({ keys: ['customer'] }));
}

/**
 * A page restored by the back/forward cache reads the sign-on again (decisions, 'A page restored
 * by the back/forward cache'): with another member, or none, everything it shows is the first
 * member's, so it loads afresh, unseen, as that member's page or the login popup.
 */
function* restored() {
  const signedOn = (yield* call(readSessionUser))?.uid;
  if (signedOn !== (yield* select(selectSessionUser))?.uid) yield* call(reloadPageUnseen);
}

/**
 * Only the page's first balance answer, of either type, can mean "log in" (decisions section
 * 6). A 403 says the balance is unavailable until some balance has loaded; after that, a refused
 * balance is a refused page, not a missing figure. The slice has counted this answer already.
 */
function* balanceRefused(action: ReturnType<typeof balanceFailed>) {
  const { answers, loaded } = yield* select(selectBalanceAnswers);
  const { status } = action.payload;
  if (status === 401) yield* openPopup(answers === 1 ? 'login' : 'unauthorized');
  else if (status === 403) yield* openPopup(loaded > 0 ? 'unauthorized' : 'balanceUnavailable');
}

/** Decisions section 6: 401 or 403 on a load other than the first balance. */
function* detailsFailed(action: ReturnType<typeof fundingSourceFailed | typeof loadRefused>) {
  if (isAuthFailure(action.payload.status)) yield* openPopup('unauthorized');
}

/** A submit answered 401: the popup says whether a deposit or withdrawal was not made. */
function* expired(action: ReturnType<typeof sessionExpired>) {
  yield* openPopup('sessionExpired', action.payload?.notMade ?? null);
}

/** Spec section 6: on an ACH deposit or withdrawal failure the unauthorized popup is set off. */
const SETS_POPUP_OFF_ON_FAILURE: ReadonlySet<TransactionType> = new Set([
  TRANSACTION_TYPE.achDeposit,
  TRANSACTION_TYPE.achWithdrawal,
]);

function* submitFailed(action: ReturnType<typeof moneySubmitFailed>) {
  if (!SETS_POPUP_OFF_ON_FAILURE.has(action.payload.transactionType)) return;
  if ((yield* select(selectSessionPopup)) === 'unauthorized') yield* put(sessionPopupDismissed());
}

/**
 * Session and load errors (spec sections 6 and 8, decisions section 6): who is signed in, the
 * login popup without a token, the popups for 401 and 403 answers to loads and submits, and the
 * unauthorized popup a failed ACH submit sets off.
 * What the rules remember (the app's messages, the login popup, the balance answers) is in the
 * slice, where DevTools and QA's replays see it.
 */
export function* sessionSaga() {
  yield* everySafely(appStarted, start);
  yield* everySafely(pageRestored, restored);
  yield* everySafely(balanceFailed, balanceRefused);
  yield* everySafely([fundingSourceFailed, loadRefused], detailsFailed);
  yield* everySafely(sessionExpired, expired);
  yield* everySafely(signOnLost, function* loginNeeded() {
    yield* openPopup('login');
  });
  yield* everySafely(sessionPopupConfirmed, confirmed);
  yield* everySafely(moneySubmitFailed, submitFailed);
}
