import { call, put, select } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { everySafely } from '@/lib/saga';
import { isOnline } from '@/platform/connectivity';
import { balanceFailed, balanceRequested, type BalanceState } from '@/domain/balance/balanceSlice';
import { connectivityChanged, networkLost } from '@/domain/context/contextSlice';
import {
  fundingSourceFailed,
  fundingSourcesRetryPressed,
  type FundingSourcesState,
} from '@/domain/funding-sources/fundingSourcesSlice';
import { connectionRetryPressed, failedSources } from './connectionEvents';

const selectSources = (state: { fundingSources: FundingSourcesState }) => state.fundingSources;
const selectBalances = (state: { balance: BalanceState }) => state.balance;

/** A load that got no answer at all (GETs only: a submit keeps the unknown-outcome rule). */
const failedForNetwork = (action: Action) =>
  (fundingSourceFailed.match(action) && action.payload.kind === 'network') ||
  (balanceFailed.match(action) && action.payload.status === null);

/** Everything that failed to load, fetched again. */
function* fetchFailedAgain() {
  const keys = failedSources(yield* select(selectSources));
  if (keys.length > 0) yield* put(fundingSourcesRetryPressed({ keys }));
  const balances = yield* select(selectBalances);
  for (const kind of ['current', 'available'] as const) {
    if (balances[kind].status === 'failed') yield* put(balanceRequested({ kind }));
  }
}

/** Try again: the browser is asked again, and when it is online what failed is fetched. */
function* retry() {
  const online = yield* call(isOnline);
  yield* put(connectivityChanged({ online }));
}

/**
 * Offline at the track: a load that failed for the network counts as offline;
 * when the connection returns (the browser's event, or Try again), what failed is fetched again.
 */
export function* connectionSaga() {
  yield* everySafely(failedForNetwork, function* lost() {
    yield* put(networkLost());
  });
  yield* everySafely(connectionRetryPressed, retry);
  yield* everySafely(
    (action: Action) => connectivityChanged.match(action) && action.payload.online,
    fetchFailedAgain,
  );
}
