import { put, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { AmountForm } from '@/config/forms';
import { amountInitialized, amountTyped, selectAmount } from '@/domain/amount/amountSlice';
import { selectLinkAmount } from '@/domain/context/contextSlice';
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
 * The deposit link's amount, typed into this deposit form as the person would have typed it
 * (decisions section 6: validated as typed input, never submitted by itself) until a
 * transaction completes: true when there was one.
 */
export function* typeLinkAmount(form: AmountForm) {
  const text = yield* select(selectLinkAmount);
  if (text !== null) yield* put(amountTyped({ form, text }));
  return text !== null;
}

/**
 * A screen opens with the deposit link's amount, else its method's default preset. The presets
 * may still be on their way: the field starts empty then, and gets the default when they arrive
 * unless the user has typed meanwhile.
 */
export function* initialiseAmountWithDefault(form: AmountForm, method: PresetMethod) {
  const linked = (yield* select(selectLinkAmount)) !== null;
  const cents = linked ? null : yield* select(selectDefaultPresetCents, method);
  yield* put(amountInitialized({ form, cents }));
  if (!(yield* typeLinkAmount(form))) yield* defaultAmountUnlessTyped(form, method);
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
