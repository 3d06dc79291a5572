import { createSelector } from '@reduxjs/toolkit';
import { WALLET_DEPOSIT_FEE_CENTS } from '@/config/constants';
import { pickLimit, timeFrameLabel } from '@/features/funding-sources/charges';
import type {
  FundingSourcesState,
  SourceKey,
} from '@/features/funding-sources/fundingSourcesSlice';
import { dollarsToCents, formatMoney, type Cents } from '@/lib/money';

/*
 * Issue 17 item 4: each deposit method shows its fee and what can be deposited before it is
 * chosen. Every line is there from the first paint with '-' for a figure still loading, and
 * each is one short line, so nothing moves when the figures arrive.
 */

/** What the tiles read: fetched with the default method, whatever it is. */
export const METHOD_FACT_SOURCES: SourceKey[] = ['customer', 'ccLimits', 'achLimits'];

export const METHOD_FACT_TEXTS = {
  fee: 'Fee',
  visaFee: 'Visa fee',
  mastercardFee: 'Mastercard fee',
  available: 'Available',
  none: 'None',
  loading: '-',
  notAvailable: 'N/A',
} as const;

export interface MethodFacts {
  ach: string[];
  card: string[];
  paypal: string[];
}

type WithSources = { fundingSources: FundingSourcesState };

const fee = (cents: Cents) => (cents === 0 ? METHOD_FACT_TEXTS.none : formatMoney(cents));

/** 'Available weekly: $1,000.00' from the general limit record (fundingMethodId 0). */
function availableLine(source: FundingSourcesState['ccLimits']): string {
  const label = METHOD_FACT_TEXTS.available;
  if (source.status === 'idle' || source.status === 'loading') {
    return `${label}: ${METHOD_FACT_TEXTS.loading}`;
  }
  const record = pickLimit(source.data ?? [], null);
  if (!record?.authorized) return `${label}: ${METHOD_FACT_TEXTS.notAvailable}`;
  const frame = timeFrameLabel(record).toLowerCase();
  const amount = formatMoney(dollarsToCents(record.availableLimit));
  return `${label}${frame ? ` ${frame}` : ''}: ${amount}`;
}

function cardFeeLines(source: FundingSourcesState['customer']): string[] {
  const { visaFee, mastercardFee } = METHOD_FACT_TEXTS;
  const customer = source.data;
  if (!customer) {
    const figure =
      source.status === 'failed' ? METHOD_FACT_TEXTS.notAvailable : METHOD_FACT_TEXTS.loading;
    return [`${visaFee}: ${figure}`, `${mastercardFee}: ${figure}`];
  }
  return [
    `${visaFee}: ${fee(dollarsToCents(customer.vsCharge))}`,
    `${mastercardFee}: ${fee(dollarsToCents(customer.mcCharge))}`,
  ];
}

/**
 * The lines under each method (ACH free by the terms, the card's brand fees from the customer
 * record, the wallet's $5.00; the wallet has no limit record, so it shows none).
 */
export const selectMethodFacts = createSelector(
  [
    (state: WithSources) => state.fundingSources.customer,
    (state: WithSources) => state.fundingSources.ccLimits,
    (state: WithSources) => state.fundingSources.achLimits,
  ],
  (customer, ccLimits, achLimits): MethodFacts => ({
    ach: [`${METHOD_FACT_TEXTS.fee}: ${METHOD_FACT_TEXTS.none}`, availableLine(achLimits)],
    card: [...cardFeeLines(customer), availableLine(ccLimits)],
    paypal: [`${METHOD_FACT_TEXTS.fee}: ${fee(WALLET_DEPOSIT_FEE_CENTS)}`],
  }),
);
