import {
  CVV_LENGTH,
  EXPIRY_DAY,
  EXPIRY_MONTH_LENGTH,
  EXPIRY_MONTH_MAX,
  EXPIRY_MONTH_MIN,
  EXPIRY_YEAR_LENGTH,
} from '@/config/constants';

/**
 * The CVV and expiry rules of spec section 5, shared by the card screen and the home's quick
 * deposit. Pure: the current month is passed in. (The card-number rules, and the card library
 * they need, live with the card screen: src/features/card/cardNumberRules.ts.)
 */
export type CvvError = 'CVV required' | 'Invalid CVV';
export type ExpiryError = 'Expiry Date Required' | 'Invalid Expiry Date';

export interface Expiry {
  month: string;
  year: string;
}

export function cvvError(cvv: string): CvvError | null {
  if (cvv === '') return 'CVV required';
  return new RegExp(`^\\d{${CVV_LENGTH}}$`).test(cvv) ? null : 'Invalid CVV';
}

/** A calendar month as one number (year * 12 + month index), so selectors can compare it. */
export const monthNumber = (date: Date) => date.getFullYear() * 12 + date.getMonth();

const isMonth = (month: string) =>
  /^\d{1,2}$/.test(month) && Number(month) >= EXPIRY_MONTH_MIN && Number(month) <= EXPIRY_MONTH_MAX;
const isYear = (year: string) => new RegExp(`^\\d{${EXPIRY_YEAR_LENGTH}}$`).test(year);

/**
 * Month 1-12, a 4-digit year not before this year, and not a month of this year gone by. A part
 * that is wrong on its own makes the expiry invalid; otherwise a missing part makes it required.
 * `thisMonth` is monthNumber(today).
 */
export function expiryError({ month, year }: Expiry, thisMonth: number): ExpiryError | null {
  if ((month !== '' && !isMonth(month)) || (year !== '' && !isYear(year))) {
    return 'Invalid Expiry Date';
  }
  if (month === '' || year === '') return 'Expiry Date Required';
  // Covers both rules: an earlier year, or an earlier month of this year.
  return Number(year) * 12 + Number(month) - 1 < thisMonth ? 'Invalid Expiry Date' : null;
}

/**
 * Of an expiry that expiryError refused: the month it went by, as 'MM/YYYY' (said beneath
 * 'Invalid Expiry Date'), when its month and year are each well formed (then only the date is
 * wrong); null otherwise.
 */
export const expiredIn = ({ month, year }: Expiry) =>
  isMonth(month) && isYear(year) ? `${twoDigitMonth(month)}/${year}` : null;

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

/** Spaces around an expiry part mean nothing: a pasted ' 04 ' is the month 04. */
export const expiryPart = (text: string) => text.trim();

/** A month of one digit 1-9 written with two ('4' -> '04'); anything else as it is. */
export const twoDigitMonth = (month: string) => (/^[1-9]$/.test(month) ? `0${month}` : month);

/** A two-digit year is this century's ('29' -> '2029'); anything else as it is. */
export const fullYear = (year: string) => (/^\d\d$/.test(year) ? `20${year}` : year);

/**
 * What the mobile MM/YYYY field's text means, read again after every key or paste:
 * - spaces at the ends and around the '/' are ignored ('04 / 2031');
 * - before a '/' is the month, after it the year; a single digit 1-9 closed by a '/' with no
 *   year yet is that month, so typing '4' then '/' shows 04;
 * - digits without a '/' are the month (the first two) and the year (the rest), so '042031'
 *   reads as 04/2031 and typing a third digit after '12' shows 12/3;
 * - anything else is kept as it is, for expiryError to refuse.
 * joinExpiry shows the result; the slash appears with the year's first digit. A one-digit month
 * before a year (a pasted '4/2031', or an edit) is written with two once the field is left.
 */
export function parseJoinedExpiry(text: string): Expiry {
  const trimmed = expiryPart(text);
  const slashed = /^(.*?)\s*\/\s*(.*)$/s.exec(trimmed);
  if (slashed) {
    const [, month = '', year = ''] = slashed;
    return { month: year === '' ? twoDigitMonth(month) : month, year };
  }
  if (/^\d*$/.test(trimmed)) {
    return {
      month: trimmed.slice(0, EXPIRY_MONTH_LENGTH),
      year: trimmed.slice(EXPIRY_MONTH_LENGTH),
    };
  }
  return { month: trimmed, year: '' };
}
