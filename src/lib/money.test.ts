import {
  centsToWire,
  formatMoney,
  formatPlain,
  formatShortMoney,
  parseAmount,
  parseBalance,
} from './money';

describe('parseAmount', () => {
  it.each([
    ['25', 2500],
    [' $25.5 ', 2550],
    ['$1$0', 1000],
    ['12,34', 1234],
    ['0.01', 1],
    ['1234.56', 123456],
  ])('reads %p as %p cents', (input, cents) => {
    expect(parseAmount(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'Amount required'],
    ['$', 'Amount required'],
    ['  ', 'Amount required'],
  ])('requires an amount for %p', (input, error) =>
    expect(parseAmount(input)).toEqual({ ok: false, error }),
  );

  it.each(['0', '0.00', 'abc', '1.234', '1,234.56', '-5', '1e3', '.5', '5.'])(
    'rejects %p',
    (input) => expect(parseAmount(input)).toEqual({ ok: false, error: 'Invalid amount' }),
  );
});

describe('parseBalance', () => {
  it('reads thousands commas', () => expect(parseBalance('1,234,567.89')).toBe(123456789));
  it('reads whole dollars', () => expect(parseBalance('24')).toBe(2400));
  it('refuses junk', () => expect(parseBalance('n/a')).toBeNull());
});

describe('formatting', () => {
  it('formats money en-US', () => expect(formatMoney(123456)).toBe('$1,234.56'));
  it('formats plain', () => expect(formatPlain(2500)).toBe('25.00'));
  it('formats preset amounts short', () => {
    expect(formatShortMoney(2500)).toBe('$25');
    expect(formatShortMoney(100050)).toBe('$1,000.50');
  });
  it('puts dollars on the wire without float drift', () => {
    expect(centsToWire(123456)).toBe(1234.56);
    expect(JSON.stringify({ amount: centsToWire(2550) })).toBe('{"amount":25.5}');
  });
});
