import fc from 'fast-check';
import { estimateRewards, percentOf, type StateCategory } from './rewardsEstimator';

type Rates = [winPlace: number, exotics: number] | null;

/**
 * Expected figures at each tier edge, written out from the spec's table and decisions section 5
 * rather than taken from the module: coupon in cents, then rates (hundredths of a percent)
 * without and with a qualifying plan.
 */
const EDGES: {
  cents: number;
  coupon: number;
  rates: Record<StateCategory, { noPlan: Rates; plan: Rates }>;
}[] = [
  {
    cents: 999_99,
    coupon: 0,
    rates: {
      A: { noPlan: null, plan: null },
      B: { noPlan: null, plan: null },
      C: { noPlan: null, plan: null },
    },
  },
  {
    cents: 1_000_00,
    coupon: 20_00,
    rates: {
      A: { noPlan: null, plan: null },
      B: { noPlan: null, plan: null },
      C: { noPlan: null, plan: null },
    },
  },
  {
    cents: 4_999_99,
    coupon: 80_00,
    rates: {
      A: { noPlan: null, plan: [100, 120] },
      B: { noPlan: null, plan: [100, 150] },
      C: { noPlan: null, plan: null },
    },
  },
  {
    cents: 5_000_00,
    coupon: 100_00,
    rates: {
      A: { noPlan: [25, 50], plan: [100, 120] },
      B: { noPlan: [25, 50], plan: [100, 150] },
      C: { noPlan: [25, 50], plan: [25, 50] },
    },
  },
  {
    cents: 7_999_99,
    coupon: 100_00,
    rates: {
      A: { noPlan: [25, 50], plan: [100, 120] },
      B: { noPlan: [25, 50], plan: [100, 150] },
      C: { noPlan: [25, 50], plan: [25, 50] },
    },
  },
  {
    cents: 8_000_00,
    coupon: 100_00,
    rates: {
      A: { noPlan: [175, 200], plan: [175, 200] },
      B: { noPlan: [100, 120], plan: [100, 150] },
      C: { noPlan: [25, 50], plan: [25, 50] },
    },
  },
  {
    cents: 100_000_00,
    coupon: 100_00,
    rates: {
      A: { noPlan: [275, 500], plan: [275, 500] },
      B: { noPlan: [165, 300], plan: [165, 300] },
      C: { noPlan: [25, 50], plan: [25, 50] },
    },
  },
];

/** Half-up rounding of cents × rate / 10,000, worked out by remainder instead of by offset. */
function expectedPart(cents: number, rate: number): number {
  const product = BigInt(cents) * BigInt(rate);
  const whole = product / 10_000n;
  return Number(product % 10_000n >= 5_000n ? whole + 1n : whole);
}

const categories = fc.constantFrom<StateCategory>('A', 'B', 'C');

describe('estimateRewards at the tier edges', () => {
  for (const edge of EDGES) {
    for (const category of ['A', 'B', 'C'] as const) {
      it(`pays the table's coupon and rates at ${edge.cents / 100} in category ${category}`, () => {
        fc.assert(
          fc.property(
            fc.integer({ min: 0, max: edge.cents }),
            fc.integer({ min: 0, max: 10_000_000_00 }),
            fc.boolean(),
            (winPlaceCents, showCents, hasQualifyingPlan) => {
              const exoticsCents = edge.cents - winPlaceCents;
              const estimate = estimateRewards({
                winPlaceCents,
                exoticsCents,
                showCents,
                category,
                hasQualifyingPlan,
              });
              const rates = edge.rates[category][hasQualifyingPlan ? 'plan' : 'noPlan'];
              expect(estimate.handleCents).toBe(edge.cents);
              expect(estimate.coupon.cents).toBe(edge.coupon);
              expect(estimate.winPlaceCashback.cents).toBe(
                rates ? expectedPart(winPlaceCents, rates[0]) : 0,
              );
              expect(estimate.exoticsCashback.cents).toBe(
                rates ? expectedPart(exoticsCents, rates[1]) : 0,
              );
              expect(estimate.totalCashbackCents).toBe(
                estimate.winPlaceCashback.cents + estimate.exoticsCashback.cents,
              );
            },
          ),
        );
      });
    }
  }
});

describe('estimateRewards properties', () => {
  const amounts = fc.integer({ min: 0, max: 500_000_00 });
  const inputs = fc.record({
    winPlaceCents: amounts,
    exoticsCents: amounts,
    showCents: amounts,
    category: categories,
    hasQualifyingPlan: fc.boolean(),
  });

  it('ignores show wagers entirely', () => {
    fc.assert(
      fc.property(inputs, amounts, (input, otherShow) => {
        expect(estimateRewards({ ...input, showCents: otherShow })).toEqual(estimateRewards(input));
      }),
    );
  });

  it('never pays a plan customer less than without the plan (the greater of each pair)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const withPlan = estimateRewards({ ...input, hasQualifyingPlan: true });
        const without = estimateRewards({ ...input, hasQualifyingPlan: false });
        expect(withPlan.winPlaceCashback.cents).toBeGreaterThanOrEqual(
          without.winPlaceCashback.cents,
        );
        expect(withPlan.exoticsCashback.cents).toBeGreaterThanOrEqual(
          without.exoticsCashback.cents,
        );
        expect(withPlan.coupon).toEqual(without.coupon);
      }),
    );
  });

  it('pays category C the same with or without a plan', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const c = { ...input, category: 'C' as const };
        expect(estimateRewards({ ...c, hasQualifyingPlan: true }).totalCashbackCents).toBe(
          estimateRewards({ ...c, hasQualifyingPlan: false }).totalCashbackCents,
        );
      }),
    );
  });

  it('gives a coupon that never falls as wagering grows', () => {
    fc.assert(
      fc.property(inputs, amounts, (input, more) => {
        const base = estimateRewards(input).coupon.cents;
        const grown = estimateRewards({ ...input, winPlaceCents: input.winPlaceCents + more });
        expect(grown.coupon.cents).toBeGreaterThanOrEqual(base);
        expect([0, 20_00, 40_00, 60_00, 80_00, 100_00]).toContain(grown.coupon.cents);
      }),
    );
  });
});

describe('estimateRewards worked examples', () => {
  it('pays the 8,000 tier of category A on each part separately', () => {
    const estimate = estimateRewards({
      winPlaceCents: 6_000_00,
      exoticsCents: 3_000_00,
      showCents: 2_500_00,
      category: 'A',
      hasQualifyingPlan: false,
    });
    expect(estimate.handleCents).toBe(9_000_00);
    expect(estimate.coupon).toEqual({
      cents: 100_00,
      rule: 'Rule b): $5,000.00 and over a month earns a $100.00 coupon.',
    });
    // 1.75% of $6,000 = $105; 2.00% of $3,000 = $60.
    expect(estimate.winPlaceCashback).toEqual({
      cents: 105_00,
      rule: 'Rule c), category A, $8,000.00 to $14,999.99: 1.75% of $6,000.00 win/place.',
    });
    expect(estimate.exoticsCashback.cents).toBe(60_00);
    expect(estimate.totalCashbackCents).toBe(165_00);
  });

  it('uses the greater of the table rate and the plan rate, per part', () => {
    // Category B, $10,000: table 1.00 / 1.20, plan 1.00 / 1.50.
    const estimate = estimateRewards({
      winPlaceCents: 4_000_00,
      exoticsCents: 6_000_00,
      showCents: 0,
      category: 'B',
      hasQualifyingPlan: true,
    });
    expect(estimate.winPlaceCashback.cents).toBe(40_00);
    expect(estimate.exoticsCashback).toEqual({
      cents: 90_00,
      rule:
        'Greater of rule c), category B, $8,000.00 to $14,999.99 (1.20%) and plan customers, ' +
        'category B (1.50%): 1.50% of $6,000.00 exotics.',
    });
  });

  it('pays plan customers from just over $1,000 and not at $1,000 exactly', () => {
    const at = (cents: number) =>
      estimateRewards({
        winPlaceCents: cents,
        exoticsCents: 0,
        showCents: 0,
        category: 'A',
        hasQualifyingPlan: true,
      });
    expect(at(1_000_00).winPlaceCashback).toEqual({
      cents: 0,
      rule: 'Rule c): no cashback under $5,000.00 a month; plan cashback needs more than $1,000.00 a month.',
    });
    expect(at(1_000_01).winPlaceCashback).toEqual({
      cents: 10_00,
      rule: 'Plan customers, category A: 1.00% of $1,000.01 win/place.',
    });
    expect(at(1_000_01).coupon.rule).toBe(
      'Rule b): $1,000.00 to $1,999.99 a month earns a $20.00 coupon.',
    );
  });

  it('says why category C plan customers get no plan cashback', () => {
    const estimate = estimateRewards({
      winPlaceCents: 3_000_00,
      exoticsCents: 0,
      showCents: 0,
      category: 'C',
      hasQualifyingPlan: true,
    });
    expect(estimate.totalCashbackCents).toBe(0);
    expect(estimate.winPlaceCashback.rule).toBe(
      'Rule c): no cashback under $5,000.00 a month; no plan cashback in category C states.',
    );
    expect(estimate.coupon).toEqual({
      cents: 60_00,
      rule: 'Rule b): $3,000.00 to $3,999.99 a month earns a $60.00 coupon.',
    });
  });

  it('pays category C its one rate however high the wagering', () => {
    const estimate = estimateRewards({
      winPlaceCents: 200_000_00,
      exoticsCents: 100_000_00,
      showCents: 0,
      category: 'C',
      hasQualifyingPlan: false,
    });
    expect(estimate.winPlaceCashback.cents).toBe(500_00);
    expect(estimate.exoticsCashback.rule).toBe(
      'Rule c), category C, $5,000.00 and over: 0.50% of $100,000.00 exotics.',
    );
    expect(estimate.totalCashbackCents).toBe(1_000_00);
  });

  it('applies each middle tier of the table from its lower edge', () => {
    const wp = (cents: number, category: StateCategory) =>
      estimateRewards({
        winPlaceCents: cents,
        exoticsCents: 0,
        showCents: 0,
        category,
        hasQualifyingPlan: false,
      }).winPlaceCashback.cents;
    expect(wp(14_999_99, 'A')).toBe(262_50); // 1.75% of 14,999.99 = 262.499825
    expect(wp(15_000_00, 'B')).toBe(150_00);
    expect(wp(25_000_00, 'A')).toBe(437_50);
    expect(wp(49_999_99, 'B')).toBe(500_00); // 1.00% of 49,999.99 = 499.9999
    expect(wp(50_000_00, 'A')).toBe(1_125_00);
    expect(wp(99_999_99, 'B')).toBe(1_350_00); // 1.35% of 99,999.99 = 1,349.999865
  });

  it('rounds half up to the cent', () => {
    expect(percentOf(2, 25)).toBe(0); // 0.005 cents
    expect(percentOf(200, 25)).toBe(1); // 0.5 cents
    expect(percentOf(199, 25)).toBe(0); // 0.4975 cents
    expect(percentOf(1_00, 175)).toBe(2); // 1.75 cents
    expect(percentOf(Number.MAX_SAFE_INTEGER, 500)).toBe(450_359_962_737_050);
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    const base = {
      exoticsCents: 0,
      showCents: 0,
      category: 'A' as const,
      hasQualifyingPlan: false,
    };
    expect(() => estimateRewards({ ...base, winPlaceCents: -1 })).toThrow(RangeError);
    expect(() => estimateRewards({ ...base, winPlaceCents: 1.5 })).toThrow(RangeError);
  });
});
