import {
  CASHBACK_TIERS,
  PLAN_CASHBACK_RATES,
  STORE_CASH_TIERS,
  TRANSACTION_TYPE,
} from './constants';

const ascending = (values: readonly number[]) =>
  values.every((value, at) => at === 0 || value > (values[at - 1] ?? 0));

describe('rewards tables', () => {
  it('store-cash tiers rise by $1,000 of handle and $20 of coupon from $1,000', () => {
    STORE_CASH_TIERS.forEach((tier, at) => {
      expect(tier).toEqual({ fromCents: (at + 1) * 1_000_00, couponCents: (at + 1) * 20_00 });
    });
    expect(STORE_CASH_TIERS).toHaveLength(5);
  });

  it('cashback tiers start at the table edges, in order', () => {
    expect(CASHBACK_TIERS.map((tier) => tier.fromCents)).toEqual([
      5_000_00, 8_000_00, 15_000_00, 25_000_00, 50_000_00, 100_000_00,
    ]);
  });

  it('cashback rates never fall as the handle rises, and category C stays at its one rate', () => {
    for (const category of ['A', 'B', 'C'] as const) {
      const winPlace = CASHBACK_TIERS.map((tier) => tier.rates[category].winPlaceBp);
      const exotics = CASHBACK_TIERS.map((tier) => tier.rates[category].exoticsBp);
      expect(winPlace).toEqual([...winPlace].sort((a, b) => a - b));
      expect(exotics).toEqual([...exotics].sort((a, b) => a - b));
    }
    expect(new Set(CASHBACK_TIERS.map((tier) => JSON.stringify(tier.rates.C)))).toEqual(
      new Set([JSON.stringify({ winPlaceBp: 25, exoticsBp: 50 })]),
    );
    expect(ascending(CASHBACK_TIERS.map((tier) => tier.rates.A.exoticsBp))).toBe(true);
  });

  it('pays the top tier 2.75 / 5.00 in A and 1.65 / 3.00 in B', () => {
    const top = CASHBACK_TIERS.at(-1)?.rates;
    expect(top?.A).toEqual({ winPlaceBp: 275, exoticsBp: 500 });
    expect(top?.B).toEqual({ winPlaceBp: 165, exoticsBp: 300 });
  });

  it('gives plan cashback in A and B only', () => {
    expect(PLAN_CASHBACK_RATES).toEqual({
      A: { winPlaceBp: 100, exoticsBp: 120 },
      B: { winPlaceBp: 100, exoticsBp: 150 },
      C: null,
    });
  });
});

it('names the five stored transaction types of the decisions', () => {
  expect(Object.values(TRANSACTION_TYPE).sort()).toEqual(
    [
      'cardFunding',
      'paypalFunding',
      'xpressFunding',
      'xpressFunding-fedex',
      'xpressFunding-ACH',
    ].sort(),
  );
});
