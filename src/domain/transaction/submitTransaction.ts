import { call, cancel, fork, put, select } from 'typed-redux-saga';
import type { ApiResult } from '@/api/client';
import type { TransactionResponse } from '@/api/transaction';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import type { AmountForm } from '@/config/forms';
import { formatPlain } from '@/lib/money';
import { notifyTransactionError, type NativeErrorPayload } from '@/platform/nativeBridge';
import { now, sleep } from '@/platform/clock';
import { confirmBeforeLeaving } from '@/platform/leaving';
import { readSessionUser } from '@/platform/cookies';
import { takeMoneyLock, tellOtherTabs, type TabOutcome } from '@/platform/otherTabs';
import { scrollToTop } from '@/platform/navigation';
import { fundingSourcesOutdated } from '@/domain/funding-sources/fundingSourcesSlice';
import {
  moneySubmitFailed,
  selectSessionUser,
  sessionExpired,
  signOnLost,
} from '@/domain/session/sessionSlice';
import type { TransactionRequest } from './request';
import { forgetInFlight, rememberInFlight } from './inFlight';
import { otherTabSentence, TRANSACTION_MESSAGES } from './messages';
import { balancesAskedAgain, completeTransaction } from './transactionSaga';
import {
  transactionFailed,
  transactionStarted,
  transactionStillWaiting,
  transactionUnconfirmed,
} from './transactionSlice';

/** Decisions: a money submit still unanswered after this long says so under its button. */
export const STILL_WAITING_AFTER_MS = 5000;

function* stillWaitingAfterDelay(form: AmountForm) {
  yield* call(sleep, STILL_WAITING_AFTER_MS);
  yield* put(transactionStillWaiting({ form }));
}

/*
 * Submitting lives apart from completing (transactionSaga.ts): the forms submit, while
 * completing also serves the wallet return, which submits nothing.
 */

/**
 * Decisions section 6: a gateway that gave up (503, 504) says nothing of the money either. (A
 * failure without a status is no HTTP answer, which the kind already says.)
 */
const UNKNOWN_OUTCOME_STATUSES: ReadonlySet<number | null> = new Set([503, 504]);

/** The server may or may not have moved the money: no answer, or none that can be read. */
const isUnknownOutcome = (result: ApiResult<TransactionResponse>) =>
  !result.ok && (result.kind !== 'http' || UNKNOWN_OUTCOME_STATUSES.has(result.status));

function isServerError(result: ApiResult<TransactionResponse>) {
  // Stryker disable next-line ConditionalExpression: an answer that was read (ok) has no status, so the line below finds no 5xx in it either; this check is for the type checker
  if (result.ok) return false;
  return (result.status ?? 0) >= 500;
}

/**
 * The message for a failed POST (spec section 8): a refusal's own errorMessage; else the flow's
 * own text, the 502 text of its direction, or the generic text.
 */
function failureMessage(request: TransactionRequest, result: ApiResult<TransactionResponse>) {
  if (result.ok && result.data.errorMessage) return result.data.errorMessage;
  if (request.ownFailureMessage) return request.ownFailureMessage;
  if (!result.ok && result.status === 502) {
    return request.direction === 'deposit'
      ? TRANSACTION_MESSAGES.depositServerError
      : TRANSACTION_MESSAGES.withdrawServerError;
  }
  return TRANSACTION_MESSAGES.generic;
}

/**
 * After an outcome that may have moved money unseen: both balances, and whatever else the
 * transaction may have changed, asked for again at once (each answers through its saga).
 */
function* refreshAfterUnseenOutcome(request: Pick<TransactionRequest, 'mayChange'>) {
  yield* balancesAskedAgain();
  if (request.mayChange) yield* put(fundingSourcesOutdated({ keys: request.mayChange }));
}

/**
 * Posts a deposit or withdrawal: loader on, page to the top, one POST. Returns the server's
 * answer when errorCode is 0; otherwise reports the failure on the form, tells the session saga
 * (whose popups a failure may close) and returns null.
 */
export function* submitTransaction(request: TransactionRequest) {
  const answer = yield* post(request);
  if (!answer) yield* put(moneySubmitFailed({ transactionType: request.transactionType }));
  return answer;
}

/**
 * The whole of most submits: post; on success complete it (confirmation, then what the
 * transaction changed fetched again, balances, native apps). Returns the server's answer, or null.
 */
export function* submitAndComplete(request: TransactionRequest) {
  const answer = yield* submitTransaction(request);
  if (answer) yield* completeTransaction(request);
  return answer;
}

/**
 * Decisions section 6: money moves only for the member this page shows. The sign-on may have
 * changed since the page loaded (another tab signed in as someone else, or out): then nothing is
 * posted with it. Gives the sign-on and the member's uid, null when nothing may be posted.
 */
function* pageMemberSignOn() {
  const signOn = yield* call(readSessionUser);
  const member = yield* select(selectSessionUser);
  return { signOn, uid: signOn !== null && signOn.uid === member?.uid ? signOn.uid : null };
}

/** Says why nothing was posted: the sign-on went, or is another member's now. */
function* refuseForSignOn(form: AmountForm, signedOut: boolean) {
  if (signedOut) {
    yield* put(transactionFailed({ form, message: null }));
    yield* put(signOnLost());
  } else {
    yield* put(transactionFailed({ form, message: TRANSACTION_MESSAGES.otherSignIn }));
  }
}

/** How this tab's submit ended, for the account's other tabs. */
type Ended = { answer: TransactionResponse | null; outcome: TabOutcome['outcome'] };
const ended = (answer: TransactionResponse | null, outcome: TabOutcome['outcome']): Ended => ({
  answer,
  outcome,
});

/**
 * Posts once and reads the answer (spec section 8, decisions section 6): the server's answer
 * when errorCode is 0, else the failure or unknown outcome reported on the form.
 */
function* postOnce(request: TransactionRequest) {
  const { form } = request;
  let result: ApiResult<TransactionResponse>;
  const stillWaiting = yield* fork(stillWaitingAfterDelay, form);
  try {
    result = yield* call(request.post);
  } catch {
    yield* put(transactionFailed({ form, message: TRANSACTION_MESSAGES.generic }));
    return ended(null, 'failed');
  } finally {
    yield* cancel(stillWaiting);
  }
  if (result.ok && result.data.errorCode === 0) {
    const outcome = request.leavesForProvider
      ? 'leftForProvider'
      : result.data.errorMessage === ''
        ? 'succeeded'
        : // Stryker disable next-line StringLiteral: the other tabs read an outcome they do not know as unknown (otherTabSentence's default, there for a tab of another version)
          'unknown';
    return ended(result.data, outcome);
  }

  if (isUnknownOutcome(result)) {
    // The server may have moved the money: show the balance it has now, and invite no second
    // attempt (the balances are asked for first, so the notice never shows an older figure).
    yield* refreshAfterUnseenOutcome(request);
    yield* put(transactionUnconfirmed({ form, message: TRANSACTION_MESSAGES.unconfirmed }));
    // Stryker disable next-line StringLiteral: as above, any outcome the other tabs do not know reads as unknown
    return ended(null, 'unknown');
  }
  if (!result.ok && result.status === 401) {
    yield* put(transactionFailed({ form, message: null }));
    yield* put(sessionExpired({ notMade: request.direction }));
    return ended(null, 'failed');
  }
  const message = failureMessage(request, result);
  const balanceRechecked = isServerError(result);
  if (balanceRechecked) yield* refreshAfterUnseenOutcome(request);
  yield* put(transactionFailed({ form, message, balanceRechecked }));
  if (request.direction === 'deposit') {
    const payload: NativeErrorPayload = {
      transaction: 'Deposit',
      amount: formatPlain(request.cents),
      transactionType: request.transactionType,
      errorMessage: message,
    };
    yield* call(notifyTransactionError, payload);
  }
  return ended(null, 'failed');
}

/**
 * Another tab of this browser was sending money for the account when this one pressed (decisions
 * section 6): nothing is posted; the form says what that tab did, both balances are fetched
 * again, and a fresh press posts.
 */
function* otherTabWentFirst(form: AmountForm, heard: TabOutcome | null) {
  yield* refreshAfterUnseenOutcome({});
  yield* put(transactionUnconfirmed({ form, message: otherTabSentence(heard) }));
}

function* post(request: TransactionRequest) {
  const { form, direction, cents } = request;
  // The sign-on is read and the lock taken before the form shows that it is submitting: that
  // render then comes after the POST has left instead of before it (about 25 ms on a phone).
  const { signOn, uid: account } = yield* pageMemberSignOn();
  const lock = account === null ? null : yield* call(takeMoneyLock, account, REQUEST_TIMEOUT_MS);
  yield* put(transactionStarted({ form }));
  yield* call(scrollToTop);
  if (account === null || lock === null) {
    yield* refuseForSignOn(form, signOn === null);
    return null;
  }
  if (lock.kind === 'busy') {
    const hold = yield* call(() => lock.ended);
    yield* otherTabWentFirst(form, hold.kind === 'waited' ? hold.heard : null);
    return null;
  }
  // Until the answer is handled, a reload or a closed page must not lose the fact that money
  // may be moving: the browser asks before leaving, and the next load finds the record.
  const startedAt = yield* call(now);
  yield* call(rememberInFlight, {
    uid: account,
    transactionType: request.transactionType,
    cents,
    startedAt,
  });
  const letLeave = yield* call(confirmBeforeLeaving);
  try {
    const { answer, outcome } = yield* postOnce(request);
    yield* call(tellOtherTabs, { account, direction, cents, outcome });
    return answer;
  } finally {
    yield* call(letLeave);
    yield* call(forgetInFlight);
    if (lock.kind === 'held') yield* call(lock.release);
  }
}
