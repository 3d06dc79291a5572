import { call, fork, put, select } from 'typed-redux-saga';
import { fetchLinkToken, type DeviceId } from '@/api/plaid';
import { paths } from '@/config/paths';
import { formatPlain } from '@/lib/money';
import { everySafely, latestSafely, leadingSafely } from '@/lib/saga';
import { readSessionUser } from '@/platform/cookies';
import { openNativeBankLink } from '@/platform/nativeBridge';
import { sleep } from '@/platform/clock';
import { navigateBack, navigateTo } from '@/platform/navigation';
import { amountInitialized, selectAmountCents } from '@/domain/amount/amountSlice';
import { initialiseAmountWithDefault } from '@/domain/funding-sources/settledSource';
import { fundingSourcesNeeded } from '@/domain/funding-sources/fundingSourcesSlice';
import {
  bankOAuthReturnTaken,
  selectBankOAuthReturn,
  selectIsAndroidApp,
  selectIsIosApp,
  selectIsQuickDepositFrame,
  returnToRestored,
  selectReturnTo,
} from '@/domain/context/contextSlice';
import { storedReturnTo } from '@/domain/context/environment';
import { loadRefused } from '@/domain/session/sessionSlice';
import {
  forgetStoredOutcome,
  rememberFailure,
  rememberPending,
} from '@/domain/transaction/storedOutcome';
import { submitTransaction } from '@/domain/transaction/submitTransaction';
import { completeTransaction } from '@/domain/transaction/transactionSaga';
import type { TransactionRequest } from '@/domain/transaction/request';
import { selectSubmission, transactionCleared } from '@/domain/transaction/transactionSlice';
import {
  bankLinkBackPressed,
  bankLinkNextPressed,
  bankLinkOpened,
  bankLinkRetryPressed,
  linkExited,
  linkOpenRequested,
  linkSessionPosted,
  linkSucceeded,
  linkTokenFailed,
  linkTokenLoaded,
  linkTokenRequested,
  linkWaitExpired,
  oauthResumed,
  resumeLost,
  resumeOfOtherMember,
} from './bankLinkSlice';
import { BANK_LINK_FORM } from './handoff';
import { forgetResume, readResume, rememberResume } from './oauthResume';
import { bankLinkDeposit } from './requests';
import { selectBankLink, selectIsNativeApp, selectLinkToken } from './selectors';

/** Link's error for a token that expired or was already used: a new token is needed. */
const INVALID_LINK_TOKEN = 'INVALID_LINK_TOKEN';

/** How long Link (Plaid's script, then its instance) may take before the screen says it is unavailable. */
export const LINK_WAIT_MS = 10_000;

/**
 * An amount brought here (an account that must be verified, 'Review Information') stays;
 * otherwise the default ACH preset.
 */
function* initialiseAmount() {
  if ((yield* select(selectAmountCents, BANK_LINK_FORM)) !== null) return;
  yield* initialiseAmountWithDefault(BANK_LINK_FORM, 'ach');
}

/** The apps' Link needs a token made for them: deviceId 1 in the iOS app, 2 in Android's. */
function* deviceId() {
  if (yield* select(selectIsIosApp)) return 1 as DeviceId;
  if (yield* select(selectIsAndroidApp)) return 2 as DeviceId;
  return undefined;
}

function* fetchToken() {
  yield* put(linkTokenRequested());
  const result = yield* call(fetchLinkToken, yield* deviceId());
  if (result.ok) {
    yield* put(linkTokenLoaded({ linkToken: result.data.plaidToken }));
    return;
  }
  yield* put(linkTokenFailed());
  yield* put(loadRefused({ status: result.status }));
}

/**
 * Back from a bank's OAuth page: Link again with the token it started with and the amount chosen
 * before (decisions section 6), only for the member who started it: in another member's sign-on
 * the record goes and the screen says so; with no sign-on it goes too, and the login popup
 * shows as usual. Returns false when nothing stored can finish it.
 */
function* resumeOAuth(receivedRedirectUri: string) {
  yield* put(bankOAuthReturnTaken());
  const resume = yield* readResume();
  const signOn = yield* call(readSessionUser);
  if (resume !== null && resume.uid !== signOn?.uid) {
    yield* forgetResume();
    if (signOn !== null) yield* put(resumeOfOtherMember());
    return false;
  }
  if (resume === null) {
    yield* put(resumeLost());
    return false;
  }
  const returnTo = yield* call(storedReturnTo, resume.returnTo);
  if (returnTo !== null) yield* put(returnToRestored({ returnTo }));
  yield* put(amountInitialized({ form: BANK_LINK_FORM, cents: resume.cents }));
  yield* put(oauthResumed({ linkToken: resume.linkToken, receivedRedirectUri }));
  return true;
}

/**
 * Once per visit: opening the screen again within a visit (React's development double mount, a
 * remount) neither resets it nor fetches a second token. In the quick-deposit frame Link is
 * never started: Plaid does not support it in a nested frame, and the screen offers a window.
 */
function* open() {
  if ((yield* select(selectBankLink)).tokenStatus !== 'idle') return;
  yield* put(transactionCleared({ form: BANK_LINK_FORM }));
  // The limit line: the general ACH record, as for any account not saved yet.
  yield* put(fundingSourcesNeeded({ keys: ['achLimits'] }));
  if (yield* select(selectIsQuickDepositFrame)) return;
  const oauthReturn = yield* select(selectBankOAuthReturn);
  if (oauthReturn !== null && (yield* resumeOAuth(oauthReturn))) return;
  yield* fork(initialiseAmount);
  yield* fetchToken();
}

/**
 * Link closed: the round trip is over. A used or expired token needs a new one, and so does a
 * Link created for an OAuth return, so that Next opens a plain Link again.
 */
function* exited(action: ReturnType<typeof linkExited>) {
  yield* forgetResume();
  const { receivedRedirectUri } = yield* select(selectBankLink);
  if (action.payload.errorCode === INVALID_LINK_TOKEN || receivedRedirectUri !== null) {
    yield* fetchToken();
  }
}

/**
 * In the apps the native side links the bank with amount and token at once (the page's Link is
 * never loaded there); elsewhere the page opens Link, keeping what an OAuth bank's round trip
 * needs to come back.
 */
function* next() {
  const cents = yield* select(selectAmountCents, BANK_LINK_FORM);
  const token = yield* select(selectLinkToken);
  if (cents === null || token === null) return;
  const inApp = yield* select(selectIsNativeApp);
  if (inApp && (yield* call(openNativeBankLink, formatPlain(cents), token))) return;
  const member = yield* call(readSessionUser);
  yield* rememberResume({
    linkToken: token,
    cents,
    uid: member?.uid ?? '',
    returnTo: yield* select(selectReturnTo),
  });
  yield* put(linkOpenRequested());
}

/** Link on the page for this token is still loading: neither ready nor failed. */
function* linkStillLoading() {
  const { tokenStatus, linkStatus } = yield* select(selectBankLink);
  return tokenStatus === 'loaded' && linkStatus === 'loading';
}

/**
 * A bounded wait for Link on the page: if Plaid's script neither loads nor fails within
 * LINK_WAIT_MS, the screen says bank linking is unavailable and offers the ways that remain. A
 * new token or 'Try again' starts the wait again (latestSafely cancels this one).
 */
function* waitForLink() {
  if ((yield* select(selectIsNativeApp)) || (yield* select(selectIsQuickDepositFrame))) return;
  if (!(yield* linkStillLoading())) return;
  yield* call(sleep, LINK_WAIT_MS);
  if (yield* linkStillLoading()) yield* put(linkWaitExpired());
}

/** 'Try again': a token that failed is fetched again; the screen mounts a fresh Link. */
function* retry() {
  if ((yield* select(selectBankLink)).tokenStatus === 'failed') yield* fetchToken();
}

/** The attempt and its message, stored whole for the error page, which then opens. */
function* showError(attempt: TransactionRequest, message: string) {
  const member = yield* call(readSessionUser);
  yield* call(rememberFailure, { ...attempt, message }, member?.uid ?? '');
  yield* call(navigateTo, paths.error);
}

/**
 * Posts the linked account with the amount, once. errorCode 0 with an empty message is the
 * confirmation; any other answer, or a failed call, goes to the error page with its message.
 * An unknown outcome stays here, with the notice and the balance fetched again: it is never
 * called unsuccessful. A 401's popup says it too.
 */
function* deposit(action: ReturnType<typeof linkSucceeded>) {
  yield* forgetResume();
  const { linkSessionId } = action.payload;
  const cents = yield* select(selectAmountCents, BANK_LINK_FORM);
  if (cents === null) return;
  // Link reports one success per session; a repeated report must not post again.
  if ((yield* select(selectBankLink)).postedLinkSessions.includes(linkSessionId)) return;
  yield* put(linkSessionPosted({ linkSessionId }));
  // Link's answer, as it came: the token and ids for the POST, the names for the receipt.
  const request = bankLinkDeposit({ cents, ...action.payload });
  // Decisions section 6: the error page's amount is stored before posting.
  const payer = yield* call(readSessionUser);
  yield* call(rememberPending, request, payer?.uid ?? '');
  const answer = yield* submitTransaction(request);
  if (answer?.errorMessage === '') {
    yield* completeTransaction(request);
    return;
  }
  if (answer) {
    yield* showError(request, answer.errorMessage);
    return;
  }
  const { status, message } = yield* select(selectSubmission, BANK_LINK_FORM);
  if (status === 'failed' && message !== null) {
    yield* showError(request, message);
    return;
  }
  // No error page follows: nothing stored for it may outlive this attempt.
  yield* forgetStoredOutcome();
}

export function* bankLinkSaga() {
  yield* everySafely(bankLinkOpened, open);
  yield* latestSafely(linkExited, exited);
  yield* everySafely(bankLinkNextPressed, next);
  yield* everySafely(bankLinkRetryPressed, retry);
  yield* everySafely(bankLinkBackPressed, function* back() {
    yield* call(navigateBack);
  });
  yield* latestSafely(
    [linkTokenLoaded.type, oauthResumed.type, bankLinkRetryPressed.type],
    waitForLink,
  );
  yield* leadingSafely(linkSucceeded, deposit);
}
