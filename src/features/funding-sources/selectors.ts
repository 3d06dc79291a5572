import { createSelector } from '@reduxjs/toolkit';
import type { CardBrand, FundingMethodType, LimitRecord } from '@/api/types';
import { dollarsToCents, formatMoney, type Cents } from '@/lib/money';
import { capText, TEXT_CAPS } from '@/lib/text';
import type { FundingSourcesState, SourceKey } from './fundingSourcesSlice';

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

/** The card fee for a brand, in cents; 0 when none or unknown. */
export const selectCardFeeCents = (state: WithSources, brand: CardBrand | null): Cents => {
  const customer = selectCustomer(state);
  if (!customer || !brand) return 0;
  return dollarsToCents(brand === 'Visa' ? customer.vsCharge : customer.mcCharge);
};

export const selectRushFeeCents = (state: WithSources): Cents => {
  const customer = selectCustomer(state);
  return customer ? dollarsToCents(customer.fedExCharge) : 0;
};

/** The record of the chosen method, else the general record (fundingMethodId 0). */
export function pickLimit(
  records: LimitRecord[],
  fundingMethodId: number | null,
): LimitRecord | null {
  return (
    records.find(
      (record) => fundingMethodId !== null && record.fundingMethodId === fundingMethodId,
    ) ??
    records.find((record) => record.fundingMethodId === 0) ??
    null
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** 'Weekly Amount Available for Deposit: $1,000.00', or 'N/A' without an authorized record. */
export function limitText(record: LimitRecord | null): string {
  if (!record || !record.authorized) return 'N/A';
  const amount = formatMoney(dollarsToCents(record.availableLimit));
  const frame = record.timeFrame.trim();
  const prefix =
    frame === '' || frame.toLowerCase() === 'none'
      ? ''
      : `${capitalise(capText(frame, TEXT_CAPS.field))} `;
  return `${prefix}Amount Available for Deposit: ${amount}`;
}

export const selectLimitText = (
  state: WithSources,
  method: FundingMethodType,
  fundingMethodId: number | null,
): string | null => {
  const source = state.fundingSources[method === 'cc' ? 'ccLimits' : 'achLimits'];
  if (source.status !== 'loaded' && source.status !== 'failed') return null;
  return limitText(pickLimit(source.data ?? [], fundingMethodId));
};
