import { parseWagerAmount } from './wagerAmount';

describe('parseWagerAmount', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['8000', 8_000_00],
    ['$8,000', 8_000_00],
    ['8,000.50', 8_000_50],
    ['1,234,567.8', 1_234_567_80],
    [' $ 4 999.99 ', 4_999_99],
    ['12,5', 12_50],
    ['12,50', 12_50],
    ['999.99', 999_99],
    ['9999999999.99', 999_999_999_999],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseWagerAmount(text)).toEqual({ ok: true, cents });
  });

  it.each(['abc', '-5', '1.234', '1,2,3', '12,34,567', '1e5', '.', '10000000000'])(
    'refuses %j',
    (text) => {
      expect(parseWagerAmount(text)).toEqual({ ok: false });
    },
  );
});
