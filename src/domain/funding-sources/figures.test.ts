import { selectFigureWait } from './figures';
import {
  fundingSourceFailed,
  fundingSourceLoaded,
  fundingSourcesLoadStarted,
  fundingSourcesSlice,
  type FundingSourcesState,
} from './fundingSourcesSlice';

/** Which figure of a deposit's total Deposit waits for (decisions, 'A figure that is not known'). */

type Step = Parameters<typeof fundingSourcesSlice.reducer>[1];
const state = (...steps: Step[]) => ({
  fundingSources: steps.reduce<FundingSourcesState>(
    (sources, step) => fundingSourcesSlice.reducer(sources, step),
    fundingSourcesSlice.reducer(undefined, { type: 'none' }),
  ),
});
const customer = fundingSourceLoaded({
  key: 'customer',
  data: { vsCharge: 0, mcCharge: 0, fedExCharge: 25, accountNumber: '1' },
});
const ccLimits = fundingSourceLoaded({ key: 'ccLimits', data: [] });
const CARD = ['customer', 'ccLimits'] as const;

describe('the figure a deposit waits for', () => {
  it('names every figure not asked for yet or on its way', () => {
    expect(selectFigureWait(state(), CARD)).toBe(
      'Waiting for the card fee and the deposit limit to load.',
    );
    expect(
      selectFigureWait(state(customer, fundingSourcesLoadStarted({ keys: ['ccLimits'] })), CARD),
    ).toBe('Waiting for the deposit limit to load.');
  });

  it('says the card fee could not be loaded, and takes a failed limit as known', () => {
    const failed = (key: 'customer' | 'ccLimits') =>
      fundingSourceFailed({ key, kind: 'http', status: 500 });
    expect(selectFigureWait(state(failed('customer'), ccLimits), CARD)).toBe(
      'The card fee could not be loaded.',
    );
    expect(selectFigureWait(state(customer, failed('ccLimits')), CARD)).toBeNull();
    // The failed record of a fee the screen does not show is not its figure.
    expect(selectFigureWait(state(failed('customer')), ['achLimits'])).toBe(
      'Waiting for the deposit limit to load.',
    );
  });

  it('waits for nothing once every figure is there (a fee of zero is known)', () => {
    expect(selectFigureWait(state(customer, ccLimits), CARD)).toBeNull();
  });
});
