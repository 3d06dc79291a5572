/**
 * Money is integer cents inside the app. Dollars appear only at the edges: user input,
 * wire numbers and formatted text.
 */
export type Cents = number;

export type AmountError = 'Amount required' | 'Invalid amount';
export type AmountParse = { ok: true; cents: Cents } | { ok: false; error: AmountError };

/**
 * The largest amount the app takes: $9,999,999,999,999.99. Its cents have 15 digits, and a
 * decimal of at most 15 significant digits survives the trip through a double and back (a
 * double holds 15 decimal digits), so `cents / 100` is the double nearest the dollars typed and
 * JSON writes it back as exactly those dollars. One cent more could reach the wire rounded.
 */
export const MAX_EXACT_CENTS = 999_999_999_999_999;

/**
 * Digits, then optionally a '.' or ',' decimal mark and 1 or 2 digits: '25', '25.5', '1,50'.
 * ASCII digits only ('\d' in a JS pattern): full-width digits and other scripts' are refused.
 */
const PLAIN_AMOUNT = /^(\d+)(?:[.,](\d{1,2}))?$/;
/**
 * Thousands commas, each before exactly three digits, after a first group of 1 to 3 digits
 * that does not start with 0, then optionally a '.' decimal part: '1,000', '12,500.50'.
 */
const GROUPED_AMOUNT = /^([1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * A typed or pasted amount, read as it is: only '$' signs and surrounding white space are
 * removed. Anything else that is not one of the two forms above (a sign, an exponent, a space
 * inside, a letter, a misplaced comma), 0, or more than MAX_EXACT_CENTS is 'Invalid amount'.
 * '1,000' is a thousand, '1,00' and '1,5' are one dollar and one fifty, '007' is seven.
 */
export function parseAmount(input: string): AmountParse {
  const text = input.replaceAll('$', '').trim();
  if (text === '') return { ok: false, error: 'Amount required' };
  const match = PLAIN_AMOUNT.exec(text) ?? GROUPED_AMOUNT.exec(text);
  if (!match) return { ok: false, error: 'Invalid amount' };
  const [, whole = '', fraction = ''] = match;
  // Past the bound the sum may be rounded, but never down to the bound or below it.
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0 || cents > MAX_EXACT_CENTS) return { ok: false, error: 'Invalid amount' };
  return { ok: true, cents };
}

/** Server balance text such as "1,234.56" (thousands commas, '.' decimal point). */
export function parseBalance(text: string): Cents | null {
  const clean = text.replaceAll(',', '').replaceAll('$', '').trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** A dollar number from the server (fees, presets, limits) to cents, rounded to the cent. */
export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/**
 * Cents to the wire's JSON number in dollars: 2500 -> 25, 2550 -> 25.5. Exact up to
 * MAX_EXACT_CENTS (see there); beyond it, or for a fraction of a cent, it throws rather than
 * send another amount (the submit then fails and nothing is posted).
 */
export function centsToWire(cents: Cents): number {
  if (!Number.isInteger(cents) || Math.abs(cents) > MAX_EXACT_CENTS) {
    throw new RangeError(`${cents} cents cannot be sent exactly`);
  }
  return cents / 100;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$1,234.56" */
export function formatMoney(cents: Cents): string {
  return currency.format(cents / 100);
}

/** "$25" for whole dollars, "$25.50" otherwise: preset buttons. */
export function formatShortMoney(cents: Cents): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : formatMoney(cents);
}

/**
 * "1234.56": for notes, native payloads and stored amounts, which take a bare decimal. Counted
 * in whole cents, so it is exact for every safe integer.
 */
export function formatPlain(cents: Cents): string {
  const size = Math.abs(cents);
  const cent = size % 100;
  const dollars = (size - cent) / 100;
  return `${cents < 0 ? '-' : ''}${dollars}.${String(cent).padStart(2, '0')}`;
}
