import type { Action } from '@reduxjs/toolkit';
import { call, put, select } from 'typed-redux-saga';
import { fetchBalance } from '@/api/balance';
import { parseBalance } from '@/lib/money';
import { everySafely, latestSafely } from '@/lib/saga';
import { appStarted } from '@/store/events';
import {
  balanceFailed,
  balanceLoaded,
  balanceRequested,
  balanceRetryPressed,
  type BalanceKind,
  type BalanceState,
} from './balanceSlice';

function* loadBalance(action: ReturnType<typeof balanceRequested>) {
  const { kind } = action.payload;
  const result = yield* call(fetchBalance, kind);
  const cents = result.ok ? parseBalance(result.data.amount) : null;
  if (cents === null) {
    yield* put(balanceFailed({ kind, status: result.ok ? null : result.status }));
  } else {
    yield* put(balanceLoaded({ kind, cents }));
  }
}

function* requestCurrentBalance() {
  yield* put(balanceRequested({ kind: 'current' }));
}

/** Try again: only the balances that failed are asked for again (as funding sources are). */
function* retryFailed(action: ReturnType<typeof balanceRetryPressed>) {
  const balance = yield* select((state: { balance: BalanceState }) => state.balance);
  for (const kind of action.payload.kinds) {
    if (balance[kind].status === 'failed') yield* put(balanceRequested({ kind }));
  }
}

const requestOf =
  (kind: BalanceKind) =>
  (action: Action): action is ReturnType<typeof balanceRequested> =>
    balanceRequested.match(action) && action.payload.kind === kind;

export function* balanceSaga() {
  yield* everySafely(appStarted, requestCurrentBalance);
  yield* everySafely(balanceRetryPressed, retryFailed);
  // Only the newest request of each kind answers: an older, slower answer (from before a
  // transaction) never overwrites the figure asked for after it.
  yield* latestSafely(requestOf('current'), loadBalance);
  yield* latestSafely(requestOf('available'), loadBalance);
}
