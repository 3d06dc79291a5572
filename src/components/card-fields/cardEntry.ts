import type { CaseReducerActions, PayloadAction } from '@reduxjs/toolkit';
import {
  cvvError,
  expiryError,
  fullYear,
  twoDigitMonth,
  type CvvError,
  type Expiry,
  type ExpiryError,
} from './rules';

/**
 * The CVV and expiry of a card being deposited with, as kept in a flow's slice (the card
 * screen's and the quick deposit's) under the key `entry`. Both slices share the one state
 * machine below. The CVV sits under the key `cvv`, which the DevTools sanitizer masks; it is
 * never stored anywhere else.
 */
export interface CardEntry {
  cvv: string;
  /** The expiry as edited; null: as on the chosen saved card (choosing a card resets it). */
  expiry: Expiry | null;
  /** Focus is in the expiry: it stays editable while there, even once valid. */
  expiryEditing: boolean;
  touched: { cvv: boolean; expiry: boolean };
}

/** A flow's slice state holding a card entry. */
export interface WithCardEntry {
  entry: CardEntry;
}

export const initialCardEntry: CardEntry = {
  cvv: '',
  expiry: null,
  expiryEditing: false,
  touched: { cvv: false, expiry: false },
};

/**
 * The events of the card fields, spread into the `reducers` of the slice holding the entry so
 * that each flow names them itself (`card/cvvTyped`, `quickDeposit/cvvTyped`).
 */
export const cardEntryReducers = {
  /**
   * As typed or pasted: the keys are filtered, a pasted value is kept whole for cvvError to
   * judge. The payload key is the sanitizer's name, so DevTools masks what was typed.
   */
  cvvTyped({ entry }: WithCardEntry, action: PayloadAction<{ cvv: string }>) {
    entry.cvv = action.payload.cvv;
  },
  cvvLeft({ entry }: WithCardEntry) {
    entry.touched.cvv = true;
  },
  /** As the field reads it (parseJoinedExpiry, expiryPart), kept whole for expiryError. */
  expiryTyped({ entry }: WithCardEntry, action: PayloadAction<Expiry>) {
    entry.expiry = action.payload;
  },
  expiryFocused({ entry }: WithCardEntry) {
    entry.expiryEditing = true;
  },
  /**
   * The desktop's YYYY field was left, for the MM field too: a year of two digits becomes this
   * century's four at once (30 is shown 2030), not only once the whole expiry is left.
   */
  expiryYearLeft({ entry }: WithCardEntry) {
    if (entry.expiry) entry.expiry.year = fullYear(entry.expiry.year);
  },
  /**
   * A month typed or pasted as one digit ends as two (4/2031 is shown 04/2031), a year of two
   * digits as this century's four (12/29 is shown 12/2029), and then the expiry is validated.
   */
  expiryLeft({ entry }: WithCardEntry) {
    entry.expiryEditing = false;
    entry.touched.expiry = true;
    if (entry.expiry) {
      entry.expiry.month = twoDigitMonth(entry.expiry.month);
      entry.expiry.year = fullYear(entry.expiry.year);
    }
  },
};

/** The action creators a slice gets for cardEntryReducers: what the card fields dispatch. */
export type CardEntryEvents = CaseReducerActions<typeof cardEntryReducers, string>;

/** What the flow's other events do to its entry. */
export const cardEntryChanges = {
  /** After every deposit attempt (started, failed, unconfirmed): the CVV never outlives one. */
  cvvCleared({ entry }: WithCardEntry) {
    entry.cvv = '';
    entry.touched.cvv = false;
  },
  /** Another card: its own expiry, and a CVV to type again. */
  cardChosen(state: WithCardEntry) {
    state.entry = structuredClone(initialCardEntry);
  },
};

export interface CardEntryView {
  /** As typed, for the field; the deposit sends it only when cvvError is null. */
  cvv: string;
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
    cvv: entry.cvv,
    expiry,
    expiryReadOnly: !entry.expiryEditing && expiryProblem === null,
    expiryError: expiryProblem,
    cvvError: cvvProblem,
    shownExpiryError: entry.touched.expiry || fromSavedCard ? expiryProblem : null,
    shownCvvError: entry.touched.cvv ? cvvProblem : null,
  };
}

/** What the card entry still lacks, named as the submit area says it; empty when ready. */
export const missingFromCardEntry = ({
  expiryError,
  cvvError,
}: Pick<CardEntryView, 'expiryError' | 'cvvError'>): string[] => [
  ...(expiryError ? ['a valid expiry date'] : []),
  ...(cvvError ? ['a 3-digit CVV'] : []),
];
