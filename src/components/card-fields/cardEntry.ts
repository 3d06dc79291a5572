import { CVV_LENGTH, EXPIRY_MONTH_LENGTH, EXPIRY_YEAR_LENGTH } from '@/config/constants';
import {
  cvvError,
  expiryError,
  onlyDigits,
  type CvvError,
  type Expiry,
  type ExpiryError,
} from './rules';

/**
 * The CVV and expiry of a card being deposited with, as kept in a flow's slice (the card
 * screen's and the quick deposit's). The transitions below mutate an Immer draft, so both
 * slices share one state machine. The CVV sits under the key `cvv`, which the DevTools
 * sanitizer masks; it is never stored anywhere else.
 */
export interface CardEntry {
  cvv: string;
  /** The expiry as edited; null: as on the chosen saved card (choosing a card resets it). */
  expiry: Expiry | null;
  /** Focus is in the expiry: it stays editable while there, even once valid. */
  expiryEditing: boolean;
  touched: { cvv: boolean; expiry: boolean };
}

export const initialCardEntry: CardEntry = {
  cvv: '',
  expiry: null,
  expiryEditing: false,
  touched: { cvv: false, expiry: false },
};

export const cardEntryChanges = {
  /** Digits only, capped: what the numeric keys allow, also for pasted text. */
  cvvTyped(entry: CardEntry, text: string) {
    entry.cvv = onlyDigits(text).slice(0, CVV_LENGTH);
  },
  cvvLeft(entry: CardEntry) {
    entry.touched.cvv = true;
  },
  /** After every attempt, and when another card is chosen. */
  cvvCleared(entry: CardEntry) {
    entry.cvv = '';
    entry.touched.cvv = false;
  },
  expiryTyped(entry: CardEntry, { month, year }: Expiry) {
    entry.expiry = {
      month: onlyDigits(month).slice(0, EXPIRY_MONTH_LENGTH),
      year: onlyDigits(year).slice(0, EXPIRY_YEAR_LENGTH),
    };
  },
  expiryFocused(entry: CardEntry) {
    entry.expiryEditing = true;
  },
  expiryLeft(entry: CardEntry) {
    entry.expiryEditing = false;
    entry.touched.expiry = true;
  },
  /** Another card: its own expiry, and a CVV to type again. */
  cardChosen(entry: CardEntry) {
    Object.assign(entry, structuredClone(initialCardEntry));
  },
};

export interface CardEntryView {
  expiry: Expiry;
  /** Read-only once valid, until focused again (spec section 4, card screen). */
  expiryReadOnly: boolean;
  expiryError: ExpiryError | null;
  cvvError: CvvError | null;
  /** The messages to show now: after the field was left (or for a saved card's bad expiry). */
  shownExpiryError: ExpiryError | null;
  shownCvvError: CvvError | null;
}

const noExpiry: Expiry = { month: '', year: '' };

/** What the fields show and whether they are valid; thisMonth is monthNumber(today). */
export function viewCardEntry(
  entry: CardEntry,
  savedExpiry: Expiry | null,
  thisMonth: number,
): CardEntryView {
  const expiry = entry.expiry ?? savedExpiry ?? noExpiry;
  const expiryProblem = expiryError(expiry, thisMonth);
  const cvvProblem = cvvError(entry.cvv);
  const fromSavedCard = entry.expiry === null && savedExpiry !== null;
  return {
    expiry,
    expiryReadOnly: !entry.expiryEditing && expiryProblem === null,
    expiryError: expiryProblem,
    cvvError: cvvProblem,
    shownExpiryError: entry.touched.expiry || fromSavedCard ? expiryProblem : null,
    shownCvvError: entry.touched.cvv ? cvvProblem : null,
  };
}
