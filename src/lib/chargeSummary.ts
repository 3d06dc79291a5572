import { formatMoney, type Cents } from './money';

/**
 * What a deposit or withdrawal will cost, in the words its summary shows. Pure: the screens'
 * selectors gather the figures (amount, fee, limit) and the summary views print these lines.
 */

/** A fee known exactly (min === max), or, before a card's brand is known, its range. */
export interface FeeRange {
  min: Cents;
  max: Cents;
}

export const fixedFee = (cents: Cents): FeeRange => ({ min: cents, max: cents });

/** ACH deposits: the terms discount the fee 100%. */
export const NO_FEE: FeeRange = fixedFee(0);

/** The range of several possible fees (each card brand's). */
export const feeRange = (fees: Cents[]): FeeRange => ({
  min: Math.min(...fees),
  max: Math.max(...fees),
});

/** Shown for a figure that is not known yet (no valid amount, the fees still loading). */
export const UNKNOWN_FIGURE = '-';

export const SUMMARY_TEXTS = {
  noFee: 'No fee',
  feeByBrand: 'depending on the card',
  overLimit: 'This amount is above your available limit, so the deposit may be declined.',
} as const;

/** '$2.50', '$2.50 to $3.00', or the no-fee text. */
export function feeText(fee: FeeRange | null): string {
  if (fee === null) return UNKNOWN_FIGURE;
  if (fee.max === 0) return SUMMARY_TEXTS.noFee;
  if (fee.min === fee.max) return formatMoney(fee.min);
  return `${formatMoney(fee.min)} to ${formatMoney(fee.max)}, ${SUMMARY_TEXTS.feeByBrand}`;
}

/** Amount plus fee: '$52.50', '$52.50 to $53.00', or '-' while either is unknown. */
export function totalText(amount: Cents | null, fee: FeeRange | null): string {
  if (amount === null || fee === null) return UNKNOWN_FIGURE;
  const low = formatMoney(amount + fee.min);
  return fee.min === fee.max ? low : `${low} to ${formatMoney(amount + fee.max)}`;
}

export const amountText = (amount: Cents | null): string =>
  amount === null ? UNKNOWN_FIGURE : formatMoney(amount);

/** The limit a deposit form shows: how much, and when ('this week', 'today', 'now'). */
export interface AvailableLimit {
  cents: Cents;
  period: string;
}

/**
 * Above the available limit shown: the deposit may be declined (a warning only: the server
 * decides, and the client enforces no limit). No limit known, no warning.
 */
export const isOverLimit = (amount: Cents | null, limit: AvailableLimit | null): boolean =>
  amount !== null && limit !== null && amount > limit.cents;

/** The offer beside the warning: 'Deposit $500.00, the most available this week'. */
export const mostAvailableText = ({ cents, period }: AvailableLimit) =>
  `Deposit ${formatMoney(cents)}, the most available ${period}`;
