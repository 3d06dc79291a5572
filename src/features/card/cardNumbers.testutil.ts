import fc from 'fast-check';

/**
 * Card numbers for the property tests, built without the app's card library: the brand ranges
 * of decisions section 1 and the Luhn check digit computed here.
 */

/** The Luhn sum of `digits` is a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let at = 0; at < digits.length; at += 1) {
    let value = Number(digits[digits.length - 1 - at]);
    if (at % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
    sum += value;
  }
  return sum % 10 === 0;
}

/** Completes 15 digits with the Luhn check digit. */
export function withCheckDigit(body: string): string {
  const digit = [...'0123456789'].find((last) => passesLuhn(`${body}${last}`));
  if (digit === undefined) throw new Error('unreachable: one check digit always fits');
  return `${body}${digit}`;
}

export type Brand = 'Visa' | 'Mastercard';

/** Visa starts with 4; Mastercard with 51-55 or 2221-2720. */
export function brandOf(digits: string): Brand | null {
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  return null;
}

/** What the card rules accept: 16 ASCII digits, Visa or Mastercard, Luhn-valid. */
export const isAcceptedCardNumber = (text: string) =>
  /^[0-9]{16}$/.test(text) && brandOf(text) !== null && passesLuhn(text);

/** The leading digits of either accepted brand. */
export const acceptedPrefix = fc.oneof(
  fc.constant('4'),
  fc.integer({ min: 51, max: 55 }).map(String),
  fc.integer({ min: 2221, max: 2720 }).map(String),
);

/** 16 digits of Visa or Mastercard with the right check digit. */
export const validCardNumber: fc.Arbitrary<string> = fc
  .tuple(acceptedPrefix, fc.stringMatching(/^[0-9]{15}$/))
  .map(([head, rest]) => withCheckDigit(`${head}${rest}`.slice(0, 15)));
