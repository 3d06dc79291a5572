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
  fundingSourceAheadMissed,
  fundingSourceFailed,
  fundingSourceLoaded,
  fundingSourcesAskedAhead,
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

/** The answer to a source's call, as the event that records it. */
function answered<K extends SourceKey>(key: K, result: ApiResult<SourceData[K]>) {
  if (result.ok) return fundingSourceLoaded({ key, data: result.data } as LoadedPayload);
  if (result.status === 404 && key in EMPTY_ON_NOT_FOUND) {
    return fundingSourceLoaded({ key, data: EMPTY_ON_NOT_FOUND[key] } as LoadedPayload);
  }
  return fundingSourceFailed({ key, kind: result.kind, status: result.status });
}

function* loadOne(key: SourceKey) {
  yield* put(answered(key, yield* call(fetchers[key])));
}

const selectSources = (state: { fundingSources: FundingSourcesState }) => state.fundingSources;

/**
 * A failure of a source still asked for only ahead of need (`ahead` in the slice) has no effect (no
 * popup, no message, no offline): the slice holds it until a screen of this page needs the source
 * (then it is told, with no second call) or the page moves on (then it is forgotten).
 */
function* loadForThisPage(key: SourceKey) {
  const answer = answered(key, yield* call(fetchers[key]));
  const { ahead } = (yield* select(selectSources))[key];
  yield* put(
    fundingSourceFailed.match(answer) && ahead ? fundingSourceAheadMissed(answer.payload) : answer,
  );
}

/** Loads the keys not already on their way (two screens asking at once fetch once). */
function* load(keys: SourceKey[]) {
  const sources = yield* select(selectSources);
  const fresh = keys.filter((key) => sources[key].status !== 'loading');
  if (fresh.length === 0) return;
  yield* put(fundingSourcesLoadStarted({ keys: fresh }));
  yield* all(fresh.map((key) => call(loadForThisPage, key)));
}

export function* fundingSourcesSaga() {
  /** Loads those of the keys asked for whose source is in this state. */
  const loadWhere = (status: SourceStatus) =>
    function* loadThose(action: { payload: { keys: readonly SourceKey[] } }) {
      const sources = yield* select(selectSources);
      yield* load(action.payload.keys.filter((key) => sources[key].status === status));
    };

  // A failed source is not asked for again on the same screen: one failing call must not
  // become one per part of the screen that needs it (GETs are retried once, in the client).
  // Only the person asks again, with Try again.
  const loadIdle = loadWhere('idle');
  yield* everySafely(fundingSourcesNeeded, function* needed(action) {
    const sources = yield* select(selectSources);
    for (const key of action.payload.keys) {
      // A screen needs what was asked for ahead: its failure now counts (the slice's `ahead` is
      // cleared by this event), and is told now if it came already (the source is then failed,
      // not idle, so it is not asked for again).
      const { held } = sources[key];
      if (held) yield* put(fundingSourceFailed({ key, ...held }));
    }
    yield* loadIdle(action);
  });
  yield* everySafely(fundingSourcesAskedAhead, function* askedAhead(action) {
    const sources = yield* select(selectSources);
    yield* load(action.payload.keys.filter((key) => sources[key].status === 'idle'));
  });
  yield* everySafely(fundingSourcesRetryPressed, loadWhere('failed'));
  yield* everySafely(fundingSourcesOutdated, function* reload(action) {
    yield* load(action.payload.keys);
  });
}

/** For sagas that must wait for fresh data (e.g. the new card after a deposit). */
export { loadOne as loadFundingSource };
