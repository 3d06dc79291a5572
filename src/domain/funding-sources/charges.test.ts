import { availableLimit, limitText, pickLimit, selectLimitText } from './charges';
import {
  fundingSourceFailed,
  fundingSourceLoaded,
  fundingSourcesLoadStarted,
  fundingSourcesSlice,
} from './fundingSourcesSlice';

const general = { fundingMethodId: 0, availableLimit: 1000, timeFrame: 'weekly', authorized: true };
const own = { fundingMethodId: 7, availableLimit: 250.5, timeFrame: 'WEEKLY', authorized: true };

describe('limits', () => {
  it("uses the chosen method's record, else the general one", () => {
    expect(pickLimit([general, own], 7)).toBe(own);
    expect(pickLimit([general, own], 8)).toBe(general);
    expect(pickLimit([own], 8)).toBeNull();
  });

  it('states the limit with its capitalised time frame and 2 decimals', () => {
    expect(limitText(general)).toBe('Weekly Amount Available for Deposit: $1,000.00');
    expect(limitText(own)).toBe('Weekly Amount Available for Deposit: $250.50');
  });

  it("omits a 'none' time frame", () => {
    expect(limitText({ ...general, timeFrame: 'none' })).toBe(
      'Amount Available for Deposit: $1,000.00',
    );
  });

  it("says 'N/A' without a record or authorisation", () => {
    expect(limitText(null)).toBe('N/A');
    expect(limitText({ ...general, authorized: false })).toBe('N/A');
  });
});

describe('a limit as the forms read it', () => {
  it('reads a time frame written with spaces and capitals as its own', () => {
    expect(limitText({ ...general, timeFrame: ' weekly ' })).toBe(
      'Weekly Amount Available for Deposit: $1,000.00',
    );
    expect(availableLimit({ ...general, timeFrame: ' Weekly ' })).toEqual({
      cents: 1_000_00,
      period: 'this week',
    });
  });

  it("words when the most can be deposited from the time frame: 'now' without one", () => {
    const period = (timeFrame: string) => availableLimit({ ...general, timeFrame })?.period;
    expect(['daily', 'WEEKLY', 'Monthly', 'yearly', 'annual'].map(period)).toEqual([
      'today',
      'this week',
      'this month',
      'this year',
      'this year',
    ]);
    expect(['none', '', 'quarterly', 'constructor'].map(period)).toEqual([
      'now',
      'now',
      'now',
      'now',
    ]);
    expect(availableLimit({ ...general, authorized: false })).toBeNull();
    expect(availableLimit(null)).toBeNull();
  });

  it("shows no limit line while the records load, and 'N/A' when they failed", () => {
    const withCc = (action: Parameters<typeof fundingSourcesSlice.reducer>[1]) => ({
      fundingSources: fundingSourcesSlice.reducer(undefined, action),
    });
    expect(selectLimitText(withCc({ type: 'none' }), 'cc', null)).toBeNull();
    expect(
      selectLimitText(withCc(fundingSourcesLoadStarted({ keys: ['ccLimits'] })), 'cc', null),
    ).toBeNull();
    expect(
      selectLimitText(
        withCc(fundingSourceFailed({ key: 'ccLimits', kind: 'http', status: 500 })),
        'cc',
        null,
      ),
    ).toBe('N/A');
    expect(
      selectLimitText(
        withCc(fundingSourceLoaded({ key: 'ccLimits', data: [general, own] })),
        'cc',
        7,
      ),
    ).toBe('Weekly Amount Available for Deposit: $250.50');
  });
});
