import { limitText, pickLimit } from './charges';

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
