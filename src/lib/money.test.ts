import {
  centsToWire,
  formatMoney,
  formatPlain,
  formatShortMoney,
  MAX_EXACT_CENTS,
  parseAmount,
  parseBalance,
  dollarsToCents,
} from './money';

describe('parseAmount', () => {
  it.each([
    ['25', 2500],
    [' $25.5 ', 2550],
    ['$1$0', 1000],
    ['12,34', 1234],
    ['0.01', 1],
    ['1234.56', 123456],
    // Thousands commas (decisions: amounts).
    ['1,000', 100000],
    ['12,500', 1250000],
    ['1,234,567', 123456700],
    ['12,500.50', 1250050],
    ['1,234.5', 123450],
    ['$1,000.00', 100000],
    // A single comma before one or two digits at the end is the decimal mark.
    ['1,00', 100],
    ['1,5', 150],
    // Leading zeros change nothing.
    ['007', 700],
    ['00.50', 50],
    // The largest amount that is exact on the wire.
    ['9999999999999.99', MAX_EXACT_CENTS],
    ['9,999,999,999,999.99', MAX_EXACT_CENTS],
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

  it.each([
    '0',
    '0.00',
    '0,000',
    'abc',
    '1.234',
    '-5',
    '+5',
    '1e3',
    '.5',
    '5.',
    '5 000',
    '12abc',
    'Infinity',
    '0x10',
    // Full-width digits are not digits of an amount.
    '\uff15\uff10',
    '5\uff10',
    // Commas that neither group thousands nor mark the decimals.
    '1,0000',
    '1,000,5',
    '1,234,56',
    '1234,567',
    '1,,000',
    '0,500',
    '01,000',
    '1,000,50',
    '1.000,50',
    '1,5.5',
    '1..5',
    // Too large to reach the wire exactly.
    '10000000000000',
    '90071992547409.91',
    '9,999,999,999,999,999',
    '1'.repeat(400),
  ])('rejects %p', (input) =>
    expect(parseAmount(input)).toEqual({ ok: false, error: 'Invalid amount' }),
  );
});

describe('parseBalance', () => {
  it('reads thousands commas', () => expect(parseBalance('1,234,567.89')).toBe(123456789));
  it('reads whole dollars', () => expect(parseBalance('24')).toBe(2400));
  it('refuses junk', () => expect(parseBalance('n/a')).toBeNull());
  it('reads a dollar sign and spaces around the figure', () =>
    expect(parseBalance(' $1,234.56 ')).toBe(123456));
  it('reads one decimal as tens of cents', () => expect(parseBalance('12.5')).toBe(1250));
  it('reads a negative balance', () => expect(parseBalance('-5.25')).toBe(-525));
  it.each(['x12.34', '12.34x', '12.345', '--5', '1.2.3'])('refuses %j whole', (text) =>
    expect(parseBalance(text)).toBeNull(),
  );
});

describe('dollarsToCents', () => {
  it('rounds a server dollar figure to the cent', () => {
    expect(dollarsToCents(2.5)).toBe(250);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.999)).toBe(2000);
  });
});

describe('formatting', () => {
  it('formats money en-US', () => expect(formatMoney(123456)).toBe('$1,234.56'));
  it('formats plain', () => {
    expect(formatPlain(2500)).toBe('25.00');
    expect(formatPlain(5)).toBe('0.05');
    expect(formatPlain(-150)).toBe('-1.50');
    expect(formatPlain(MAX_EXACT_CENTS)).toBe('9999999999999.99');
    expect(formatPlain(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });
  it('formats preset amounts short', () => {
    expect(formatShortMoney(2500)).toBe('$25');
    expect(formatShortMoney(100050)).toBe('$1,000.50');
  });
  it('puts dollars on the wire without float drift', () => {
    expect(centsToWire(123456)).toBe(1234.56);
    expect(JSON.stringify({ amount: centsToWire(2550) })).toBe('{"amount":25.5}');
    expect(JSON.stringify(centsToWire(MAX_EXACT_CENTS))).toBe('9999999999999.99');
  });
  it('refuses to put on the wire what it cannot send exactly', () => {
    expect(() => centsToWire(MAX_EXACT_CENTS + 1)).toThrow(RangeError);
    expect(() => centsToWire(-MAX_EXACT_CENTS - 1)).toThrow(RangeError);
    expect(() => centsToWire(2550.5)).toThrow('2550.5 cents cannot be sent exactly');
    expect(centsToWire(-MAX_EXACT_CENTS)).toBe(-9999999999999.99);
  });
});
