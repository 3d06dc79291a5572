import { put, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { amountInitialized, selectAmount, type AmountForm } from '@/features/amount/amountSlice';
import {
  fundingSourceFailed,
  fundingSourceLoaded,
  fundingSourcesNeeded,
  type FundingSourcesState,
  type SourceKey,
} from './fundingSourcesSlice';
import { selectDefaultPresetCents, type PresetMethod } from './selectors';

const selectSources = (state: { fundingSources: FundingSourcesState }) => state.fundingSources;

/**
 * Waits until a source has loaded, asking for it unless it is loaded already, or until that load
 * failed; returns it. For sagas whose next step depends on the data.
 */
export function* settledSource<K extends SourceKey>(key: K) {
  const known = (yield* select(selectSources))[key];
  if (known.status === 'loaded') return known;
  // A failed source is asked for again; one on its way is not fetched twice.
  yield* put(fundingSourcesNeeded({ keys: [key] }));
  yield* take(
    (action: Action) =>
      (fundingSourceLoaded.match(action) || fundingSourceFailed.match(action)) &&
      action.payload.key === key,
  );
  return (yield* select(selectSources))[key];
}

/**
 * A screen opens with its method's default preset as the amount. The presets may still be on
 * their way: the field starts empty then, and gets the default when they arrive unless the user
 * has typed meanwhile.
 */
export function* initialiseAmountWithDefault(form: AmountForm, method: PresetMethod) {
  yield* put(amountInitialized({ form, cents: yield* select(selectDefaultPresetCents, method) }));
  const presets = yield* settledSource('presets');
  if (presets.status !== 'loaded' || (yield* select(selectAmount, form)).text !== '') return;
  yield* put(amountInitialized({ form, cents: yield* select(selectDefaultPresetCents, method) }));
}
