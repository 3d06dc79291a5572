import cardValidator from 'card-validator';
import {
  CARD_NUMBER_LENGTH,
  CVV_LENGTH,
  EXPIRY_DAY,
  EXPIRY_MONTH_LENGTH,
  EXPIRY_MONTH_MAX,
  EXPIRY_MONTH_MIN,
  EXPIRY_YEAR_LENGTH,
} from '@/config/constants';

/**
 * The card field rules of spec section 5 with the readings of decisions section 1, shared by the
 * card screen and the home's quick deposit. Pure: the current month is passed in.
 */
export type AcceptedBrand = 'Visa' | 'Mastercard';
export type CardNumberError = 'Card Number required' | 'Invalid Card Number';
export type CvvError = 'CVV required' | 'Invalid CVV';
export type ExpiryError = 'Expiry Date Required' | 'Invalid Expiry Date';

export interface Expiry {
  month: string;
  year: string;
}

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

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242', as typed. */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export function cardNumberError(digits: string): CardNumberError | null {
  if (digits === '') return 'Card Number required';
  // For 16 digits of either accepted brand the library's verdict is the Luhn check.
  const valid =
    digits.length === CARD_NUMBER_LENGTH &&
    cardBrand(digits) !== null &&
    cardValidator.number(digits).isValid;
  return valid ? null : 'Invalid Card Number';
}

export function cvvError(cvv: string): CvvError | null {
  if (cvv === '') return 'CVV required';
  return new RegExp(`^\\d{${CVV_LENGTH}}$`).test(cvv) ? null : 'Invalid CVV';
}

/** A calendar month as one number (year * 12 + month index), so selectors can compare it. */
export const monthNumber = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/**
 * Month 1-12, a 4-digit year not before this year, and not a month of this year gone by.
 * `thisMonth` is monthNumber(today).
 */
export function expiryError({ month, year }: Expiry, thisMonth: number): ExpiryError | null {
  if (month === '' || year === '') return 'Expiry Date Required';
  if (!/^\d{1,2}$/.test(month) || !new RegExp(`^\\d{${EXPIRY_YEAR_LENGTH}}$`).test(year)) {
    return 'Invalid Expiry Date';
  }
  const monthOfYear = Number(month);
  if (monthOfYear < EXPIRY_MONTH_MIN || monthOfYear > EXPIRY_MONTH_MAX) {
    return 'Invalid Expiry Date';
  }
  // Covers both rules: an earlier year, or an earlier month of this year.
  return Number(year) * 12 + monthOfYear - 1 < thisMonth ? 'Invalid Expiry Date' : null;
}

/** A saved card's '2028-04-01' -> {month: '04', year: '2028'}. */
export function splitExpiryDate(expiryDate: string): Expiry {
  const [year = '', month = ''] = expiryDate.split('-');
  return { month, year };
}

/** The wire's YYYY-MM-01. Call only with a valid expiry. */
export const expiryToWire = ({ month, year }: Expiry) =>
  `${year}-${month.padStart(EXPIRY_MONTH_LENGTH, '0')}-${EXPIRY_DAY}`;

/** The mobile MM/YYYY field's text for an expiry. */
export const joinExpiry = ({ month, year }: Expiry) => (year === '' ? month : `${month}/${year}`);

/**
 * What the mobile MM/YYYY field's text means: the part before a '/' is the month; without one,
 * the first two digits are the month and the rest the year (so '042028' reads as 04/2028).
 */
export function parseJoinedExpiry(text: string): Expiry {
  const cleaned = text.replace(/[^\d/]/g, '');
  const slash = cleaned.indexOf('/');
  const month = slash === -1 ? cleaned.slice(0, EXPIRY_MONTH_LENGTH) : cleaned.slice(0, slash);
  const year = slash === -1 ? cleaned.slice(EXPIRY_MONTH_LENGTH) : cleaned.slice(slash + 1);
  return {
    month: onlyDigits(month).slice(0, EXPIRY_MONTH_LENGTH),
    year: onlyDigits(year).slice(0, EXPIRY_YEAR_LENGTH),
  };
}
