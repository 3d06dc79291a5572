/**
 * Money is integer cents inside the app. Dollars appear only at the edges: user input,
 * wire numbers and formatted text.
 */
export type Cents = number;

export type AmountError = 'Amount required' | 'Invalid amount';
export type AmountParse = { ok: true; cents: Cents } | { ok: false; error: AmountError };

const AMOUNT_PATTERN = /^(\d+)(?:[.,](\d{1,2}))?$/;

/** User-typed amount: trimmed, every '$' removed, ',' read as the decimal point, 0 invalid. */
export function parseAmount(input: string): AmountParse {
  const text = input.replaceAll('$', '').trim();
  if (text === '') return { ok: false, error: 'Amount required' };
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return { ok: false, error: 'Invalid amount' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents === 0) return { ok: false, error: 'Invalid amount' };
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

/** Cents to the wire's JSON number in dollars: 2500 -> 25, 2550 -> 25.5. */
export function centsToWire(cents: Cents): number {
  return cents / 100;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plain = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

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

/** "1234.56": for notes and native payloads, which take a bare decimal. */
export function formatPlain(cents: Cents): string {
  return plain.format(cents / 100);
}
