import type { Cents } from '@/lib/money';

export type WagerParse = { ok: true; cents: Cents } | { ok: false };

const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
/** Far above any month's wagering, and keeps the cents exact. */
const MAX_DOLLAR_DIGITS = 10;

/**
 * A month's wagering as typed for the estimator, tolerantly: '$' and spaces are ignored, empty
 * is nothing wagered, a comma before exactly three digits groups thousands ('8,000.50') and
 * otherwise is the decimal point, as in the app's amount fields ('12,5' is 12.50).
 */
export function parseWagerAmount(input: string): WagerParse {
  const text = input.replace(/[\s$]/g, '');
  if (text === '') return { ok: true, cents: 0 };
  const match = GROUPED.exec(text) ?? PLAIN.exec(text);
  if (!match) return { ok: false };
  const dollars = match[1]!.replaceAll(',', '');
  if (dollars.length > MAX_DOLLAR_DIGITS) return { ok: false };
  return { ok: true, cents: Number(dollars) * 100 + Number((match[2] ?? '').padEnd(2, '0')) };
}
