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

export function* fundingSourcesSaga() {
  // Keys requested but not yet answered; kept here so two screens asking at once fetch once.
  const inFlight = new Set<SourceKey>();
  // Of those, the ones asked for ahead of need that no screen has needed yet.
  const aheadOnly = new Set<SourceKey>();

  /**
   * A failure of a source nothing needs yet has no effect (no popup, no message, no offline): the
   * slice holds it until a screen of this page needs the source (then it is told, with no second
   * call) or the page moves on (then it is forgotten).
   */
  function* loadAhead(key: SourceKey) {
    const answer = answered(key, yield* call(fetchers[key]));
    if (fundingSourceFailed.match(answer) && aheadOnly.has(key)) {
      yield* put(fundingSourceAheadMissed(answer.payload));
    } else {
      yield* put(answer);
    }
  }

  function* load(keys: SourceKey[], ahead = false) {
    const fresh = keys.filter((key) => !inFlight.has(key));
    if (fresh.length === 0) return;
    for (const key of fresh) {
      inFlight.add(key);
      if (ahead) aheadOnly.add(key);
    }
    yield* put(fundingSourcesLoadStarted({ keys: fresh }));
    try {
      yield* all(fresh.map((key) => call(ahead ? loadAhead : loadOne, key)));
    } finally {
      for (const key of fresh) {
        inFlight.delete(key);
        aheadOnly.delete(key);
      }
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
  const loadIdle = loadWhere('idle');
  yield* everySafely(fundingSourcesNeeded, function* needed(action) {
    const sources = yield* select(selectSources);
    for (const key of action.payload.keys) {
      // A screen needs what was asked for ahead: its failure now counts, and is told now if it
      // came already (the source is then failed, not idle, so it is not asked for again).
      aheadOnly.delete(key);
      const { held } = sources[key];
      if (held) yield* put(fundingSourceFailed({ key, ...held }));
    }
    yield* loadIdle(action);
  });
  yield* everySafely(fundingSourcesAskedAhead, function* askedAhead(action) {
    const sources = yield* select(selectSources);
    yield* load(
      action.payload.keys.filter((key) => sources[key].status === 'idle'),
      true,
    );
  });
  yield* everySafely(fundingSourcesRetryPressed, loadWhere('failed'));
  yield* everySafely(fundingSourcesOutdated, function* reload(action) {
    yield* load(action.payload.keys);
  });
}

/** For sagas that must wait for fresh data (e.g. the new card after a deposit). */
export { loadOne as loadFundingSource };
