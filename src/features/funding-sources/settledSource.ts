import { put, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { AmountForm } from '@/config/forms';
import { amountInitialized, selectAmount } from '@/features/amount/amountSlice';
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
 * Waits until a source has loaded or failed, asking for it unless it has settled already;
 * returns it. For sagas whose next step depends on the data.
 */
export function* settledSource<K extends SourceKey>(key: K) {
  const known = (yield* select(selectSources))[key];
  // A failure stands until the next screen asks again (fundingSources answers location/changed).
  if (known.status === 'loaded' || known.status === 'failed') return known;
  // One on its way is not fetched twice.
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
  yield* defaultAmountUnlessTyped(form, method);
}

/**
 * Once the presets are known, the method's default preset as the amount, unless the user has
 * typed one meanwhile. For a screen that learns its method later (the quick deposit).
 */
export function* defaultAmountUnlessTyped(form: AmountForm, method: PresetMethod) {
  const presets = yield* settledSource('presets');
  if (presets.status !== 'loaded' || (yield* select(selectAmount, form)).text !== '') return;
  yield* put(amountInitialized({ form, cents: yield* select(selectDefaultPresetCents, method) }));
}
