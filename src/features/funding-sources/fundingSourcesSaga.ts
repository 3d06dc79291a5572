import { all, call, put, select } from 'typed-redux-saga';
import type { ApiResult } from '@/api/client';
import { fetchAchAccounts } from '@/api/achAccounts';
import { fetchCards } from '@/api/cards';
import { fetchBillingAddress, fetchCustomer, fetchDeliveryAddresses } from '@/api/customer';
import { fetchLimits } from '@/api/limits';
import { fetchDefaultMethod } from '@/api/markDefault';
import { fetchPresets } from '@/api/presets';
import { everySafely } from '@/lib/saga';
import {
  fundingSourceFailed,
  fundingSourceLoaded,
  fundingSourcesLoadStarted,
  fundingSourcesNeeded,
  fundingSourcesOutdated,
  fundingSourcesRetryPressed,
  type FundingSourcesState,
  type LoadedPayload,
  type SourceData,
  type SourceKey,
  type SourceStatus,
} from './fundingSourcesSlice';

const fetchers: { [K in SourceKey]: () => Promise<ApiResult<SourceData[K]>> } = {
  presets: fetchPresets,
  cards: fetchCards,
  achAccounts: fetchAchAccounts,
  ccLimits: () => fetchLimits('cc'),
  achLimits: () => fetchLimits('ach'),
  customer: fetchCustomer,
  billingAddress: fetchBillingAddress,
  deliveryAddresses: fetchDeliveryAddresses,
  defaultMethod: fetchDefaultMethod,
};

/** Lists answer 404 when empty: that is an empty list, not a failure. */
const EMPTY_ON_NOT_FOUND: Partial<Record<SourceKey, unknown>> = { cards: [], achAccounts: [] };

function* loadOne(key: SourceKey) {
  const result = yield* call(fetchers[key]);
  if (result.ok) {
    yield* put(fundingSourceLoaded({ key, data: result.data } as LoadedPayload));
  } else if (result.status === 404 && key in EMPTY_ON_NOT_FOUND) {
    yield* put(fundingSourceLoaded({ key, data: EMPTY_ON_NOT_FOUND[key] } as LoadedPayload));
  } else {
    yield* put(fundingSourceFailed({ key, kind: result.kind, status: result.status }));
  }
}

const selectSources = (state: { fundingSources: FundingSourcesState }) => state.fundingSources;

export function* fundingSourcesSaga() {
  // Keys requested but not yet answered; kept here so two screens asking at once fetch once.
  const inFlight = new Set<SourceKey>();

  function* load(keys: SourceKey[]) {
    const fresh = keys.filter((key) => !inFlight.has(key));
    if (fresh.length === 0) return;
    for (const key of fresh) inFlight.add(key);
    yield* put(fundingSourcesLoadStarted({ keys: fresh }));
    try {
      yield* all(fresh.map((key) => call(loadOne, key)));
    } finally {
      for (const key of fresh) inFlight.delete(key);
    }
  }

  /** Loads those of the keys asked for whose source is in this state. */
  const loadWhere = (status: SourceStatus) =>
    function* loadThose(action: { payload: { keys: readonly SourceKey[] } }) {
      const sources = yield* select(selectSources);
      yield* load(action.payload.keys.filter((key) => sources[key].status === status));
    };

  // A failed source is not asked for again on the same screen: one failing call must not
  // become one per part of the screen that needs it (GETs are retried once, in the client).
  // Only the person asks again, with Try again.
  yield* everySafely(fundingSourcesNeeded, loadWhere('idle'));
  yield* everySafely(fundingSourcesRetryPressed, loadWhere('failed'));
  yield* everySafely(fundingSourcesOutdated, function* reload(action) {
    yield* load(action.payload.keys);
  });
}

/** For sagas that must wait for fresh data (e.g. the new card after a deposit). */
export { loadOne as loadFundingSource };
