import {
  fundingSourceFailed,
  fundingSourceLoaded,
  fundingSourcesLoadStarted,
  fundingSourcesSlice,
  type FundingSourcesState,
} from '@/domain/funding-sources/fundingSourcesSlice';
import type { LimitRecord } from '@/api/types';
import { selectMethodFacts } from './methodFacts';

/** The tiles' limit lines: the default method's own record, else the general. */

const record = (fundingMethodId: number, availableLimit: number): LimitRecord => ({
  fundingMethodId,
  availableLimit,
  timeFrame: 'weekly',
  authorized: true,
});

type Step = Parameters<typeof fundingSourcesSlice.reducer>[1];
const sources = (...steps: Step[]) => ({
  fundingSources: steps.reduce<FundingSourcesState>(
    (state, step) => fundingSourcesSlice.reducer(state, step),
    fundingSourcesSlice.reducer(undefined, { type: 'none' }),
  ),
});
// The card records hold one for id 201 too, so reading another kind's default would show.
const limits = [
  fundingSourceLoaded({
    key: 'ccLimits',
    data: [record(0, 1000), record(101, 500), record(201, 5)],
  }),
  fundingSourceLoaded({ key: 'achLimits', data: [record(0, 2500), record(201, 2000)] }),
];
const defaultOf = (fundingMethod: 'cc' | 'ach', fundingMethodId: number) =>
  fundingSourceLoaded({ key: 'defaultMethod', data: { fundingMethod, fundingMethodId } });
const lines = (state: ReturnType<typeof sources>) => {
  const facts = selectMethodFacts(state);
  return { card: facts.card.at(-1), ach: facts.ach.at(-1) };
};

describe("the home tiles' limits", () => {
  it("read the default card's own record, and the general one for bank transfer", () => {
    expect(lines(sources(...limits, defaultOf('cc', 101)))).toEqual({
      card: 'Available weekly: $500.00',
      ach: 'Available weekly: $2,500.00',
    });
  });

  it("read the default account's own record, and the general one for cards", () => {
    expect(lines(sources(...limits, defaultOf('ach', 201)))).toEqual({
      card: 'Available weekly: $1,000.00',
      ach: 'Available weekly: $2,000.00',
    });
  });

  it('read the general records when the default method could not be loaded', () => {
    const failed = fundingSourceFailed({ key: 'defaultMethod', kind: 'http', status: 500 });
    expect(lines(sources(...limits, failed))).toEqual({
      card: 'Available weekly: $1,000.00',
      ach: 'Available weekly: $2,500.00',
    });
  });

  it("show '-' until both the limits and the default method are known, asked for or not", () => {
    expect(lines(sources(...limits))).toEqual({ card: 'Available: -', ach: 'Available: -' });
    const loading = fundingSourcesLoadStarted({ keys: ['defaultMethod'] });
    expect(lines(sources(...limits, loading))).toEqual({
      card: 'Available: -',
      ach: 'Available: -',
    });
    expect(lines(sources(defaultOf('cc', 101)))).toEqual({
      card: 'Available: -',
      ach: 'Available: -',
    });
  });
});
