import { call, put, race, select, take } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { formatMoney, formatPlain, type Cents } from '@/lib/money';
import { notifyTransactionSuccess, type NativeSuccessPayload } from '@/platform/nativeBridge';
import { readSessionUser } from '@/platform/cookies';
import { navigateTo } from '@/platform/navigation';
import { afterNextPaint, now, sleep } from '@/platform/clock';
import { balanceFailed, balanceLoaded, balanceRequested } from '@/domain/balance/balanceSlice';
import { selectCurrentBalance } from '@/domain/balance/selectors';
import { linkAmountSpent } from '@/domain/context/contextSlice';
import { fundingSourcesOutdated } from '@/domain/funding-sources/fundingSourcesSlice';
import { confirmationSentence } from './messages';
import { rememberOutcome } from './storedOutcome';
import type { TransactionRequest } from './request';
import {
  transactionSucceeded,
  type Completed,
  type TransactionDirection,
} from './transactionSlice';

/** What completing needs: the POST already happened (here, or before a wallet redirect). */
export type CompletedTransaction = Pick<
  TransactionRequest,
  'form' | 'direction' | 'transactionType' | 'cents' | 'mayChange'
> &
  Pick<Completed, 'receipt'>;

/** Decisions section 6: the native apps hear of a success within 2 s of its answer. */
export const NATIVE_SUCCESS_WAIT_MS = 2000;

const nativeTransaction = (direction: TransactionDirection) =>
  direction === 'deposit' ? ('Deposit' as const) : ('Withdraw' as const);

/** The current balance's next answer: its amount, or null when it failed. */
export function* nextCurrentBalance() {
  while (true) {
    const action = yield* take([balanceLoaded, balanceFailed]);
    if (action.payload.kind !== 'current') continue;
    return balanceLoaded.match(action) ? action.payload.cents : null;
  }
}

/**
 * Asks for the current balance again and returns its text for the native apps: the fresh figure
 * if it comes by `deadline` (a time from `now`), otherwise the one known before ('' when none
 * is, or when the fresh load failed).
 */
function* balanceTextForNativeApps(deadline: number) {
  const before = (yield* select(selectCurrentBalance)).cents;
  yield* put(balanceRequested({ kind: 'current' }));
  const { fresh } = yield* race({
    fresh: call(nextCurrentBalance),
    late: call(sleep, deadline - (yield* call(now))),
  });
  const cents: Cents | null = fresh === undefined ? before : fresh;
  return cents === null ? '' : formatPlain(cents);
}

/** After an outcome that may have moved money unseen: both balances, asked for again at once. */
export function* balancesAskedAgain() {
  yield* put(balanceRequested({ kind: 'current' }));
  yield* put(balanceRequested({ kind: 'available' }));
}

/**
 * A success, told: to /confirmation; once its frame is painted, what the transaction changed
 * (`mayChange`) and both balances asked for again, and the native apps told once, within 2 s.
 * Starting a request costs the main thread several milliseconds (tens on a slow phone), so none
 * is started between the answer and the confirmation's frame.
 */
export function* announceSuccess(
  success: Omit<NativeSuccessPayload, 'accountBalance'>,
  mayChange?: TransactionRequest['mayChange'],
) {
  // The native apps' 2 s count from the answer, not from the paint.
  const nativeDeadline = (yield* call(now)) + NATIVE_SUCCESS_WAIT_MS;
  yield* call(navigateTo, paths.confirmation);
  yield* call(afterNextPaint);
  if (mayChange) yield* put(fundingSourcesOutdated({ keys: mayChange }));
  yield* put(balanceRequested({ kind: 'available' }));
  const accountBalance = yield* balanceTextForNativeApps(nativeDeadline);
  yield* call(notifyTransactionSuccess, { ...success, accountBalance });
}

/**
 * After a successful POST: stamped with the time it completed, remember the outcome whole for
 * /confirmation (it survives a reload, receipt and all), then announce it.
 */
export function* completeTransaction(request: CompletedTransaction) {
  const { form, direction, cents, transactionType, receipt, mayChange } = request;
  const completedAt = yield* call(now);
  const outcome = { direction, cents, transactionType, completedAt, receipt };
  const signOn = yield* call(readSessionUser);
  yield* call(rememberOutcome, outcome, signOn?.uid ?? '');
  yield* put(transactionSucceeded({ form, ...outcome }));
  yield* put(linkAmountSpent());
  yield* announceSuccess(
    {
      transaction: nativeTransaction(direction),
      amount: formatPlain(cents),
      transactionType,
      successMessage: confirmationSentence(direction, formatMoney(cents)),
    },
    mayChange,
  );
}
