import type { CardBrand, Customer, FundingMethodType, LimitRecord } from '@/api/types';
import { feeRange, fixedFee, type AvailableLimit, type FeeRange } from '@/lib/chargeSummary';
import { dollarsToCents, formatMoney } from '@/lib/money';
import { capText, TEXT_CAPS } from '@/lib/text';
import type { FundingSourcesState } from './fundingSourcesSlice';

/*
 * What a deposit costs and allows, from the customer record and the limit records: the deposit
 * forms' fees and limits; the home's method tiles read which record applies and its time frame.
 */

type WithSources = { fundingSources: FundingSourcesState };

/**
 * A card deposit's fee: the brand's, or, until the brand is known (a new card not typed yet),
 * the range of the Visa and Mastercard fees; null until the customer record is there.
 */
export function cardDepositFee(
  customer: Customer | null,
  brand: CardBrand | null,
): FeeRange | null {
  if (!customer) return null;
  const visa = dollarsToCents(customer.vsCharge);
  const mastercard = dollarsToCents(customer.mcCharge);
  if (brand) return fixedFee(brand === 'Visa' ? visa : mastercard);
  return feeRange([visa, mastercard]);
}

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

/** A limit's time frame as shown ('Weekly'), or '' for 'none' (spec section 9). */
export function timeFrameLabel(record: LimitRecord): string {
  const frame = record.timeFrame.trim();
  return frame === '' || frame.toLowerCase() === 'none'
    ? ''
    : capitalise(capText(frame, TEXT_CAPS.field));
}

/** 'Weekly Amount Available for Deposit: $1,000.00', or 'N/A' without an authorized record. */
export function limitText(record: LimitRecord | null): string {
  if (!record || !record.authorized) return 'N/A';
  const amount = formatMoney(dollarsToCents(record.availableLimit));
  const frame = timeFrameLabel(record);
  return `${frame ? `${frame} ` : ''}Amount Available for Deposit: ${amount}`;
}

/** When a record's amount can be deposited, for the offer of the most ('this week'). */
const PERIOD_OF_TIME_FRAME = new Map([
  ['daily', 'today'],
  ['weekly', 'this week'],
  ['monthly', 'this month'],
  ['yearly', 'this year'],
  ['annual', 'this year'],
]);

/**
 * The limit the form shows, in cents, and when that much can be deposited: 'now' for a record
 * without a time frame ('none') or with one not known here; null when it shows none ('N/A').
 */
export function availableLimit(record: LimitRecord | null): AvailableLimit | null {
  if (!record?.authorized) return null;
  return {
    cents: dollarsToCents(record.availableLimit),
    period: PERIOD_OF_TIME_FRAME.get(record.timeFrame.trim().toLowerCase()) ?? 'now',
  };
}

const limitRecords = (state: WithSources, method: FundingMethodType) =>
  state.fundingSources[method === 'cc' ? 'ccLimits' : 'achLimits'];

/** The record that applies to the chosen method (its own, else the general one), or null. */
export const selectLimitRecord = (
  state: WithSources,
  method: FundingMethodType,
  fundingMethodId: number | null,
) => pickLimit(limitRecords(state, method).data ?? [], fundingMethodId);

export const selectLimitText = (
  state: WithSources,
  method: FundingMethodType,
  fundingMethodId: number | null,
): string | null => {
  const source = limitRecords(state, method);
  if (source.status !== 'loaded' && source.status !== 'failed') return null;
  return limitText(pickLimit(source.data ?? [], fundingMethodId));
};
