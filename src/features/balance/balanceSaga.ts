import type { Action } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { fetchBalance } from '@/api/balance';
import { parseBalance } from '@/lib/money';
import { everySafely, latestSafely } from '@/lib/saga';
import { appStarted } from '@/app/events';
import { balanceFailed, balanceLoaded, balanceRequested, type BalanceKind } from './balanceSlice';

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

const requestOf =
  (kind: BalanceKind) =>
  (action: Action): action is ReturnType<typeof balanceRequested> =>
    balanceRequested.match(action) && action.payload.kind === kind;

export function* balanceSaga() {
  yield* everySafely(appStarted, requestCurrentBalance);
  // Only the newest request of each kind answers: an older, slower answer (from before a
  // transaction) never overwrites the figure asked for after it.
  yield* latestSafely(requestOf('current'), loadBalance);
  yield* latestSafely(requestOf('available'), loadBalance);
}
