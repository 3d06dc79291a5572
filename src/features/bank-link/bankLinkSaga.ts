import { call, fork, put, select } from 'typed-redux-saga';
import { fetchLinkToken, type DeviceId } from '@/api/plaid';
import { paths } from '@/config/paths';
import { formatPlain } from '@/lib/money';
import { everySafely, latestSafely, leadingSafely } from '@/lib/saga';
import { openNativeBankLink } from '@/platform/nativeBridge';
import { navigateTo } from '@/platform/navigation';
import { selectAmountCents } from '@/features/amount/amountSlice';
import { initialiseAmountWithDefault } from '@/features/funding-sources/settledSource';
import { selectIsAndroidApp, selectIsIosApp } from '@/features/context/contextSlice';
import { loadRefused } from '@/features/session/sessionSlice';
import {
  forgetStoredOutcome,
  rememberFailure,
  rememberPending,
} from '@/features/transaction/storedOutcome';
import {
  completeWithRefresh,
  submitTransaction,
  type TransactionRequest,
} from '@/features/transaction/submitTransaction';
import { selectSubmission, transactionCleared } from '@/features/transaction/transactionSlice';
import {
  bankLinkNextPressed,
  bankLinkOpened,
  linkExited,
  linkOpenRequested,
  linkSucceeded,
  linkTokenFailed,
  linkTokenLoaded,
  linkTokenRequested,
} from './bankLinkSlice';
import { BANK_LINK_FORM } from './handoff';
import { bankLinkDeposit } from './requests';
import { selectBankLink, selectLinkToken } from './selectors';

/** Link's error for a token that expired or was already used: a new token is needed. */
const INVALID_LINK_TOKEN = 'INVALID_LINK_TOKEN';

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
 * Once per visit: opening the screen again within a visit (React's development double mount, a
 * remount) neither resets it nor fetches a second token.
 */
function* open() {
  if ((yield* select(selectBankLink)).tokenStatus !== 'idle') return;
  yield* put(transactionCleared({ form: BANK_LINK_FORM }));
  yield* fork(initialiseAmount);
  yield* fetchToken();
}

function* exited(action: ReturnType<typeof linkExited>) {
  if (action.payload.errorCode === INVALID_LINK_TOKEN) yield* fetchToken();
}

/** In the apps the native side links the bank with amount and token; elsewhere the page does. */
function* next() {
  const cents = yield* select(selectAmountCents, BANK_LINK_FORM);
  const token = yield* select(selectLinkToken);
  if (cents === null || token === null) return;
  const inApp = (yield* select(selectIsIosApp)) || (yield* select(selectIsAndroidApp));
  if (inApp && (yield* call(openNativeBankLink, formatPlain(cents), token))) return;
  yield* put(linkOpenRequested());
}

/** The attempt and its message, stored whole for the error page, which then opens. */
function* showError(attempt: TransactionRequest, message: string) {
  yield* call(rememberFailure, { ...attempt, message });
  yield* call(navigateTo, paths.error);
}

export function* bankLinkSaga() {
  // Link reports one success per session; a repeated report must not post again.
  const postedSessions = new Set<string>();

  /**
   * Posts the linked account with the amount, once. errorCode 0 with an empty message is the
   * confirmation; any other answer, or a failed call, goes to the error page with its message.
   * An unknown outcome stays here, with the notice and the balance fetched again: it is never
   * called unsuccessful. A 401's popup says it too.
   */
  function* deposit(action: ReturnType<typeof linkSucceeded>) {
    const { publicToken, accountId, linkSessionId } = action.payload;
    const cents = yield* select(selectAmountCents, BANK_LINK_FORM);
    if (cents === null || postedSessions.has(linkSessionId)) return;
    postedSessions.add(linkSessionId);
    const request = bankLinkDeposit({ cents, publicToken, accountId, linkSessionId });
    // Decisions section 6: the error page's amount is stored before posting.
    yield* call(rememberPending, request);
    const answer = yield* submitTransaction(request);
    if (answer?.errorMessage === '') {
      yield* completeWithRefresh(request);
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

  yield* everySafely(bankLinkOpened, open);
  yield* latestSafely(linkExited, exited);
  yield* everySafely(bankLinkNextPressed, next);
  yield* leadingSafely(linkSucceeded, deposit);
}
