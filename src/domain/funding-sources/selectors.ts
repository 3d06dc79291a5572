import { createSelector } from '@reduxjs/toolkit';
import { isAuthFailure } from '@/api/status';
import { dollarsToCents, type Cents } from '@/lib/money';
import type { FundingSourcesState, SourceKey } from './fundingSourcesSlice';
import { FUNDING_SOURCES_MESSAGES } from './messages';

type WithSources = { fundingSources: FundingSourcesState };

export const selectSource = <K extends SourceKey>(state: WithSources, key: K) =>
  state.fundingSources[key];

// One shared empty list, so these return the same value while nothing is loaded.
const NONE: never[] = [];
export const selectCards = (state: WithSources) => state.fundingSources.cards.data ?? NONE;
export const selectAchAccounts = (state: WithSources) =>
  state.fundingSources.achAccounts.data ?? NONE;
export const selectCustomer = (state: WithSources) => state.fundingSources.customer.data;
export const selectDefaultMethod = (state: WithSources) => state.fundingSources.defaultMethod.data;

/** Preset lists by the method they serve. */
export type PresetMethod = 'creditCard' | 'ach' | 'payPal';

const defaultKey = {
  creditCard: 'defaultCreditCardAmount',
  ach: 'defaultAchAmount',
  payPal: 'defaultPaypalAmount',
} as const;

const selectPresetsData = (state: WithSources) => state.fundingSources.presets.data;

export const selectPresetCents = createSelector(
  [selectPresetsData, (_: WithSources, method: PresetMethod) => method],
  (presets, method): Cents[] => (presets ? presets[method].map(dollarsToCents) : []),
);

export const selectDefaultPresetCents = (
  state: WithSources,
  method: PresetMethod,
): Cents | null => {
  const presets = selectPresetsData(state);
  return presets ? dollarsToCents(presets[defaultKey[method]]) : null;
};

/**
 * 'An error occurred while fetching your account details' when any of a screen's sources
 * failed to load (422, 502, no answer...), else null. Screens pass the keys they load.
 */
export const selectDetailsLoadError = (
  state: WithSources,
  keys: readonly SourceKey[],
): string | null =>
  keys.some((key) => {
    const { status, failure } = state.fundingSources[key];
    return status === 'failed' && !isAuthFailure(failure?.status ?? null);
  })
    ? FUNDING_SOURCES_MESSAGES.detailsLoadFailed
    : null;
