import { call, put } from 'typed-redux-saga';
import { fetchBalance } from '@/api/balance';
import { parseBalance } from '@/lib/money';
import { everySafely } from '@/lib/saga';
import { appStarted } from '@/features/session/sessionSlice';
import { balanceFailed, balanceLoaded, balanceRequested } from './balanceSlice';

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

export function* balanceSaga() {
  yield* everySafely(appStarted, requestCurrentBalance);
  yield* everySafely(balanceRequested, loadBalance);
}
