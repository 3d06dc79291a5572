import type { CardBrand, Customer, FundingMethodType, LimitRecord } from '@/api/types';
import { feeRange, fixedFee, type FeeRange } from '@/lib/chargeSummary';
import { dollarsToCents, formatMoney, type Cents } from '@/lib/money';
import { capText, TEXT_CAPS } from '@/lib/text';
import type { FundingSourcesState } from './fundingSourcesSlice';
import { selectCustomer } from './selectors';

/*
 * What a method costs and allows, from the customer record and the limit records: only the
 * deposit and withdrawal screens show them, so they stay out of the home's first bundle.
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

/** The card fee for a brand, in cents; 0 when none or unknown. */
export const selectCardFeeCents = (state: WithSources, brand: CardBrand | null): Cents =>
  brand ? (cardDepositFee(selectCustomer(state), brand)?.min ?? 0) : 0;

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

const limitRecords = (state: WithSources, method: FundingMethodType) =>
  state.fundingSources[method === 'cc' ? 'ccLimits' : 'achLimits'];

/** The available limit the form shows, in cents; null when it shows none ('N/A', loading). */
export const selectAvailableLimitCents = (
  state: WithSources,
  method: FundingMethodType,
  fundingMethodId: number | null,
): Cents | null => {
  const record = pickLimit(limitRecords(state, method).data ?? [], fundingMethodId);
  return record?.authorized ? dollarsToCents(record.availableLimit) : null;
};

export const selectLimitText = (
  state: WithSources,
  method: FundingMethodType,
  fundingMethodId: number | null,
): string | null => {
  const source = limitRecords(state, method);
  if (source.status !== 'loaded' && source.status !== 'failed') return null;
  return limitText(pickLimit(source.data ?? [], fundingMethodId));
};
