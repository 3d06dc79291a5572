import { createSelector } from '@reduxjs/toolkit';
import { WALLET_DEPOSIT_FEE_CENTS } from '@/config/constants';
import { pickLimit, timeFrameLabel } from '@/domain/funding-sources/charges';
import type { FundingSourcesState, SourceKey } from '@/domain/funding-sources/fundingSourcesSlice';
import { dollarsToCents, formatMoney, type Cents } from '@/lib/money';

/*
 * Each deposit method shows its fee and what can be deposited before it is
 * chosen. Every line is there from the first paint with '-' for a figure still loading, and
 * each is one short line, so nothing moves when the figures arrive.
 */

/** What the tiles read: fetched with the default method, whatever it is. */
export const METHOD_FACT_SOURCES: SourceKey[] = ['customer', 'ccLimits', 'achLimits'];

// The tiles' words (docs/decisions.md); plain constants, which the minifier shortens.
const NONE = 'None';
const LOADING = '-';
const NOT_AVAILABLE = 'N/A';

export interface MethodFacts {
  ach: string[];
  card: string[];
  paypal: string[];
}

type WithSources = { fundingSources: FundingSourcesState };

const fee = (cents: Cents) => (cents === 0 ? NONE : formatMoney(cents));

const isLoading = ({ status }: { status: string }) => status === 'idle' || status === 'loading';

/**
 * 'Available weekly: $500.00' from the default method's own record when the default is of this
 * kind, else from the general record (fundingMethodId 0); '-' until both are known.
 */
function availableLine(
  source: FundingSourcesState['ccLimits'],
  defaultSource: FundingSourcesState['defaultMethod'],
  kind: 'cc' | 'ach',
): string {
  if (isLoading(source) || isLoading(defaultSource)) return `Available: ${LOADING}`;
  const defaultMethod = defaultSource.data;
  const record = pickLimit(
    source.data ?? [],
    defaultMethod?.fundingMethod === kind ? defaultMethod.fundingMethodId : null,
  );
  if (!record?.authorized) return `Available: ${NOT_AVAILABLE}`;
  const frame = timeFrameLabel(record).toLowerCase();
  const amount = formatMoney(dollarsToCents(record.availableLimit));
  return `Available${frame ? ` ${frame}` : ''}: ${amount}`;
}

function cardFeeLines(source: FundingSourcesState['customer']): string[] {
  const customer = source.data;
  const figures = customer
    ? [fee(dollarsToCents(customer.vsCharge)), fee(dollarsToCents(customer.mcCharge))]
    : Array(2).fill(source.status === 'failed' ? NOT_AVAILABLE : LOADING);
  return [`Visa fee: ${figures[0]}`, `Mastercard fee: ${figures[1]}`];
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
    (state: WithSources) => state.fundingSources.defaultMethod,
  ],
  (customer, ccLimits, achLimits, defaultMethod): MethodFacts => ({
    ach: [`Fee: ${NONE}`, availableLine(achLimits, defaultMethod, 'ach')],
    card: [...cardFeeLines(customer), availableLine(ccLimits, defaultMethod, 'cc')],
    paypal: [`Fee: ${fee(WALLET_DEPOSIT_FEE_CENTS)}`],
  }),
);
