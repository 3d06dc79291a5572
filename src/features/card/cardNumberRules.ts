import cardValidator from 'card-validator';
import { CARD_NUMBER_LENGTH } from '@/config/constants';

/**
 * The card-number rules of spec section 5 with the readings of decisions section 1: exactly 16
 * Luhn-valid digits of Visa or Mastercard. Only the new-card form needs them.
 */
export type AcceptedBrand = 'Visa' | 'Mastercard';
export type CardNumberError = 'Card Number required' | 'Invalid Card Number';

const { creditCardType } = cardValidator;

/** The library's own Visa (4) and Mastercard (51-55, 2221-2720) ranges; no other brand is taken. */
const ACCEPTED: { brand: AcceptedBrand; patterns: (number | number[])[] }[] = [
  { brand: 'Visa', patterns: creditCardType.getTypeInfo('visa').patterns },
  { brand: 'Mastercard', patterns: creditCardType.getTypeInfo('mastercard').patterns },
];

function startsWithin(digits: string, pattern: number | number[]): boolean {
  const [low, high] = Array.isArray(pattern) ? pattern : [pattern, pattern];
  if (low === undefined || high === undefined) return false;
  const width = String(low).length;
  if (digits.length < width) return false;
  const head = Number(digits.slice(0, width));
  return head >= low && head <= high;
}

/**
 * The brand as soon as the leading digits tell it. Only the two accepted brands are looked at,
 * so a number the library files under a co-branded scheme (e.g. Elo's 4011 78) is still Visa,
 * as decisions section 1 defines it.
 */
export function cardBrand(digits: string): AcceptedBrand | null {
  return (
    ACCEPTED.find(({ patterns }) => patterns.some((pattern) => startsWithin(digits, pattern)))
      ?.brand ?? null
  );
}

/**
 * '4242424242424242' -> '4242 4242 4242 4242', as typed. A number with anything but digits in
 * it is shown as it is, for the person to see what is wrong.
 */
export const groupCardNumber = (text: string) =>
  /^\d*$/.test(text) ? text.replace(/(\d{4})(?=\d)/g, '$1 ') : text;

export function cardNumberError(digits: string): CardNumberError | null {
  if (digits === '') return 'Card Number required';
  // For 16 digits of either accepted brand the library's verdict is the Luhn check.
  const valid =
    digits.length === CARD_NUMBER_LENGTH &&
    cardBrand(digits) !== null &&
    cardValidator.number(digits).isValid;
  return valid ? null : 'Invalid Card Number';
}
