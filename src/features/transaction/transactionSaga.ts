import { call, put, take } from 'typed-redux-saga';
import type { ApiResult } from '@/api/client';
import type { TransactionResponse } from '@/api/types';
import { TRANSACTION_TYPE, type TransactionType } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatMoney, formatPlain, parseAmount, type Cents } from '@/lib/money';
import { everySafely } from '@/lib/saga';
import {
  notifyTransactionError,
  notifyTransactionSuccess,
  type NativeErrorPayload,
} from '@/platform/nativeBridge';
import { navigateTo, scrollToTop } from '@/platform/navigation';
import { readSession, writeSession, type SessionKey } from '@/platform/sessionStore';
import type { AmountForm } from '@/features/amount/amountSlice';
import { balanceFailed, balanceLoaded, balanceRequested } from '@/features/balance/balanceSlice';
import { sessionExpired } from '@/features/session/sessionSlice';
import { confirmationSentence, TRANSACTION_MESSAGES } from './messages';
import {
  confirmationLoaded,
  confirmationOpened,
  transactionFailed,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
  type TransactionDirection,
} from './transactionSlice';

export interface TransactionRequest {
  form: AmountForm;
  direction: TransactionDirection;
  transactionType: TransactionType;
  cents: Cents;
  /** The POST, bound to its body. Called once; never retried. */
  post: () => Promise<ApiResult<TransactionResponse>>;
  /** A flow's own text for a server failure (the wallet deposit has one). */
  serverErrorMessage?: string;
}

/** What completing needs: the POST already happened (here, or before a wallet redirect). */
export type CompletedTransaction = Pick<
  TransactionRequest,
  'form' | 'direction' | 'transactionType' | 'cents'
>;

const KEYS: Record<'deposited' | 'withdrawn' | 'type', SessionKey> = {
  deposited: 'depositedAmount',
  withdrawn: 'withdrawnAmount',
  type: 'transactionType',
};

const nativeTransaction = (direction: TransactionDirection) =>
  direction === 'deposit' ? ('Deposit' as const) : ('Withdraw' as const);

/** The message for a failed POST, or null when a popup says it (401). */
function failureMessage(request: TransactionRequest, result: ApiResult<TransactionResponse>) {
  if (result.ok) return result.data.errorMessage || TRANSACTION_MESSAGES.generic;
  if (request.serverErrorMessage) return request.serverErrorMessage;
  if (result.status === 502) {
    return request.direction === 'deposit'
      ? TRANSACTION_MESSAGES.depositServerError
      : TRANSACTION_MESSAGES.withdrawServerError;
  }
  return TRANSACTION_MESSAGES.generic;
}

/**
 * Posts a deposit or withdrawal: loader on, page to the top, one POST. Returns the server's
 * answer when errorCode is 0; otherwise reports the failure on the form and returns null.
 */
export function* submitTransaction(request: TransactionRequest) {
  const { form } = request;
  yield* put(transactionStarted({ form }));
  yield* call(scrollToTop);
  let result: ApiResult<TransactionResponse>;
  try {
    result = yield* call(request.post);
  } catch {
    yield* put(transactionFailed({ form, message: TRANSACTION_MESSAGES.generic }));
    return null;
  }
  if (result.ok && result.data.errorCode === 0) return result.data;

  if (
    !result.ok &&
    (result.kind === 'timeout' || result.kind === 'network' || result.kind === 'malformed')
  ) {
    // The server may have moved the money: say so rather than invite a second attempt.
    yield* put(transactionUnconfirmed({ form, message: TRANSACTION_MESSAGES.unconfirmed }));
    return null;
  }
  if (!result.ok && result.status === 401) {
    yield* put(transactionFailed({ form, message: null }));
    yield* put(sessionExpired());
    return null;
  }
  const message = failureMessage(request, result);
  yield* put(transactionFailed({ form, message }));
  if (request.direction === 'deposit') {
    const payload: NativeErrorPayload = {
      transaction: 'Deposit',
      amount: formatPlain(request.cents),
      transactionType: request.transactionType,
      errorMessage: message,
    };
    yield* call(notifyTransactionError, payload);
  }
  return null;
}

/** Refreshes a balance through the balance saga and returns its text for the native apps. */
function* refreshedBalanceText() {
  yield* put(balanceRequested({ kind: 'current' }));
  while (true) {
    const action = yield* take([balanceLoaded, balanceFailed]);
    if (action.payload.kind !== 'current') continue;
    return balanceLoaded.match(action) ? formatPlain(action.payload.cents) : '';
  }
}

/**
 * After a successful POST: remember the amount for /confirmation (it survives a reload), go
 * there, refresh the balances and tell the native app once.
 */
export function* completeTransaction(request: CompletedTransaction) {
  const { form, direction, cents, transactionType } = request;
  yield* call(
    writeSession,
    direction === 'deposit' ? KEYS.deposited : KEYS.withdrawn,
    formatPlain(cents),
  );
  yield* call(writeSession, KEYS.type, transactionType as string);
  yield* put(transactionSucceeded({ form, direction, cents, transactionType }));
  yield* call(navigateTo, paths.confirmation);
  if (direction === 'withdraw') yield* put(balanceRequested({ kind: 'available' }));
  const accountBalance = yield* refreshedBalanceText();
  yield* call(notifyTransactionSuccess, {
    transaction: nativeTransaction(direction),
    amount: formatPlain(cents),
    transactionType,
    successMessage: confirmationSentence(direction, formatMoney(cents)),
    accountBalance,
  });
}

const KNOWN_TYPES = new Set<string>(Object.values(TRANSACTION_TYPE));

/** /confirmation after a reload: the amount comes back from session storage. */
function* loadConfirmation() {
  const deposited = yield* call(readSession, KEYS.deposited);
  const withdrawn = yield* call(readSession, KEYS.withdrawn);
  const type = yield* call(readSession, KEYS.type);
  const direction: TransactionDirection | null = deposited
    ? 'deposit'
    : withdrawn
      ? 'withdraw'
      : null;
  const parsed = parseAmount(deposited ?? withdrawn ?? '');
  if (!direction || !parsed.ok) {
    yield* put(confirmationLoaded(null));
    return;
  }
  const transactionType = type && KNOWN_TYPES.has(type) ? (type as TransactionType) : null;
  yield* put(confirmationLoaded({ direction, cents: parsed.cents, transactionType }));
}

export function* transactionSaga() {
  yield* everySafely(confirmationOpened, loadConfirmation);
}
