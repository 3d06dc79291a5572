import { formatMoney, type Cents } from '@/lib/money';

/**
 * The rewards-program arithmetic (rules b and c, plan cashback), in integer cents. The rules
 * page renders its coupon list and cashback table from the same figures, so page and estimate
 * cannot drift apart.
 */
export type StateCategory = 'A' | 'B' | 'C';

/** Cashback rates in hundredths of a percent: 175 is 1.75%. */
export interface CashbackRates {
  winPlace: number;
  exotics: number;
}

export interface CouponTier {
  fromCents: Cents;
  couponCents: Cents;
}

/** Rule b): the coupon for a month's win/place and exotics wagering, by its lower edge. */
export const COUPON_TIERS: readonly CouponTier[] = [
  { fromCents: 1_000_00, couponCents: 20_00 },
  { fromCents: 2_000_00, couponCents: 40_00 },
  { fromCents: 3_000_00, couponCents: 60_00 },
  { fromCents: 4_000_00, couponCents: 80_00 },
  { fromCents: 5_000_00, couponCents: 100_00 },
];

export interface CashbackTier {
  fromCents: Cents;
  rates: Record<'A' | 'B', CashbackRates>;
}

/** Rule c): the cashback table's tiers for categories A and B, by their lower edge. */
export const CASHBACK_TIERS: readonly CashbackTier[] = [
  {
    fromCents: 5_000_00,
    rates: { A: { winPlace: 25, exotics: 50 }, B: { winPlace: 25, exotics: 50 } },
  },
  {
    fromCents: 8_000_00,
    rates: { A: { winPlace: 175, exotics: 200 }, B: { winPlace: 100, exotics: 120 } },
  },
  {
    fromCents: 15_000_00,
    rates: { A: { winPlace: 175, exotics: 250 }, B: { winPlace: 100, exotics: 150 } },
  },
  {
    fromCents: 25_000_00,
    rates: { A: { winPlace: 175, exotics: 350 }, B: { winPlace: 100, exotics: 210 } },
  },
  {
    fromCents: 50_000_00,
    rates: { A: { winPlace: 225, exotics: 400 }, B: { winPlace: 135, exotics: 240 } },
  },
  {
    fromCents: 100_000_00,
    rates: { A: { winPlace: 275, exotics: 500 }, B: { winPlace: 165, exotics: 300 } },
  },
];

/** Category C states have one rate from its lower edge up, and no plan cashback. */
export const CATEGORY_C_CASHBACK = {
  fromCents: 5_000_00,
  rates: { winPlace: 25, exotics: 50 },
} as const;

export const CATEGORY_C_STATES = ['California', 'Idaho', 'Virginia'] as const;

/** Plan customers' cashback: needs a month's wagering strictly over this. */
export const PLAN_CASHBACK_OVER_CENTS: Cents = 1_000_00;
export const PLAN_CASHBACK_RATES: Record<StateCategory, CashbackRates | null> = {
  A: { winPlace: 100, exotics: 120 },
  B: { winPlace: 100, exotics: 150 },
  C: null,
};

/** '1.75' */
export function formatRate(rate: number): string {
  return (rate / 100).toFixed(2);
}

/** The upper edge of the band starting at `list[index]`, or null for the open-ended last one. */
export function bandEnd(list: readonly { fromCents: Cents }[], index: number): Cents | null {
  const next = list[index + 1];
  return next ? next.fromCents - 1 : null;
}

/** '$1,000.00 to $1,999.99' or '$5,000.00 and over' */
export function bandLabel(fromCents: Cents, toCents: Cents | null): string {
  return toCents === null
    ? `${formatMoney(fromCents)} and over`
    : `${formatMoney(fromCents)} to ${formatMoney(toCents)}`;
}

export interface EstimatorInput {
  winPlaceCents: Cents;
  exoticsCents: Cents;
  /** Asked for so the estimate can say it was left out: show wagers count for nothing. */
  showCents: Cents;
  category: StateCategory;
  hasQualifyingPlan: boolean;
}

export interface EstimatedAmount {
  cents: Cents;
  /** The rule that produced the amount, in words. */
  rule: string;
}

export interface RewardsEstimate {
  handleCents: Cents;
  coupon: EstimatedAmount;
  winPlaceCashback: EstimatedAmount;
  exoticsCashback: EstimatedAmount;
  totalCashbackCents: Cents;
}

/** `rate` hundredths of a percent of `cents`, rounded half up to the cent (exact for any size). */
export function percentOf(cents: Cents, rate: number): Cents {
  return Number((BigInt(cents) * BigInt(rate) + 5_000n) / 10_000n);
}

function lastAtOrBelow<T extends { fromCents: Cents }>(
  list: readonly T[],
  cents: Cents,
): { item: T; index: number } | null {
  const index = list.findLastIndex((item) => cents >= item.fromCents);
  return index === -1 ? null : { item: list[index]!, index };
}

function estimateCoupon(handleCents: Cents): EstimatedAmount {
  const tier = lastAtOrBelow(COUPON_TIERS, handleCents);
  if (!tier) {
    return {
      cents: 0,
      rule: `Rule b): no coupon under ${formatMoney(COUPON_TIERS[0]!.fromCents)} a month.`,
    };
  }
  const band = bandLabel(tier.item.fromCents, bandEnd(COUPON_TIERS, tier.index));
  return {
    cents: tier.item.couponCents,
    rule: `Rule b): ${band} a month earns a ${formatMoney(tier.item.couponCents)} coupon.`,
  };
}

interface RateSource {
  rates: CashbackRates;
  label: string;
}

/** The table's rate for the month, if the handle reaches a tier. */
function tierSource(handleCents: Cents, category: StateCategory): RateSource | null {
  if (category === 'C') {
    if (handleCents < CATEGORY_C_CASHBACK.fromCents) return null;
    return {
      rates: CATEGORY_C_CASHBACK.rates,
      label: `rule c), category C, ${bandLabel(CATEGORY_C_CASHBACK.fromCents, null)}`,
    };
  }
  const tier = lastAtOrBelow(CASHBACK_TIERS, handleCents);
  if (!tier) return null;
  const band = bandLabel(tier.item.fromCents, bandEnd(CASHBACK_TIERS, tier.index));
  return { rates: tier.item.rates[category], label: `rule c), category ${category}, ${band}` };
}

function planSource(input: EstimatorInput, handleCents: Cents): RateSource | null {
  const rates = PLAN_CASHBACK_RATES[input.category];
  if (!input.hasQualifyingPlan || !rates || handleCents <= PLAN_CASHBACK_OVER_CENTS) return null;
  return { rates, label: `plan customers, category ${input.category}` };
}

/** Why no cashback is due, naming the threshold the month missed. */
function noCashbackRule(input: EstimatorInput): string {
  const from = formatMoney(
    input.category === 'C' ? CATEGORY_C_CASHBACK.fromCents : CASHBACK_TIERS[0]!.fromCents,
  );
  const reasons = [`Rule c): no cashback under ${from} a month`];
  if (input.hasQualifyingPlan) {
    reasons.push(
      input.category === 'C'
        ? 'no plan cashback in category C states'
        : `plan cashback needs more than ${formatMoney(PLAN_CASHBACK_OVER_CENTS)} a month`,
    );
  }
  return `${reasons.join('; ')}.`;
}

function cashbackPart(
  baseCents: Cents,
  part: keyof CashbackRates,
  tier: RateSource | null,
  plan: RateSource | null,
  noneRule: string,
): EstimatedAmount {
  const name = part === 'winPlace' ? 'win/place' : 'exotics';
  const of = (rate: number) => `${formatRate(rate)}% of ${formatMoney(baseCents)} ${name}`;
  if (tier && plan) {
    const rate = Math.max(tier.rates[part], plan.rates[part]);
    return {
      cents: percentOf(baseCents, rate),
      rule:
        `Greater of ${tier.label} (${formatRate(tier.rates[part])}%) and ` +
        `${plan.label} (${formatRate(plan.rates[part])}%): ${of(rate)}.`,
    };
  }
  const source = tier ?? plan;
  if (!source) return { cents: 0, rule: noneRule };
  const label = source.label.charAt(0).toUpperCase() + source.label.slice(1);
  return {
    cents: percentOf(baseCents, source.rates[part]),
    rule: `${label}: ${of(source.rates[part])}.`,
  };
}

/**
 * A month's rewards: the store-cash coupon and the cashback on win/place and exotics. Show
 * wagers count for neither; each part is rounded half up to the cent.
 */
export function estimateRewards(input: EstimatorInput): RewardsEstimate {
  for (const cents of [input.winPlaceCents, input.exoticsCents, input.showCents]) {
    if (!Number.isSafeInteger(cents) || cents < 0) {
      throw new RangeError('Wagering amounts are non-negative integer cents');
    }
  }
  const handleCents = input.winPlaceCents + input.exoticsCents;
  if (!Number.isSafeInteger(handleCents)) throw new RangeError('Wagering total is too large');
  const tier = tierSource(handleCents, input.category);
  const plan = planSource(input, handleCents);
  const noneRule = noCashbackRule(input);
  const winPlaceCashback = cashbackPart(input.winPlaceCents, 'winPlace', tier, plan, noneRule);
  const exoticsCashback = cashbackPart(input.exoticsCents, 'exotics', tier, plan, noneRule);
  return {
    handleCents,
    coupon: estimateCoupon(handleCents),
    winPlaceCashback,
    exoticsCashback,
    totalCashbackCents: winPlaceCashback.cents + exoticsCashback.cents,
  };
}
