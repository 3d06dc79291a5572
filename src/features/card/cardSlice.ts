import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CARD_NUMBER_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  cardEntryChanges,
  initialCardEntry,
  type CardEntry,
} from '@/components/card-fields/cardEntry';
import { onlyDigits, type Expiry } from '@/components/card-fields/rules';
import type { AmountForm } from '@/features/amount/amountSlice';
import { locationChanged } from '@/features/navigation/locationSlice';
import {
  transactionFailed,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
} from '@/features/transaction/transactionSlice';

export const CARD_FORM: AmountForm = 'card';

/** The routes of the card screen: the first is existing mode, the others new mode. */
export const CARD_ROUTES: readonly string[] = [
  paths.cardFunding,
  paths.newCard,
  paths.newCardShort,
];
export const isNewCardRoute = (pathname: string) =>
  pathname === paths.newCard || pathname === paths.newCardShort;

/**
 * The card screen's form. The full card number (`cardNumber`) and the CVV (`entry.cvv`) live
 * only here, under keys the DevTools sanitizer masks; they are dropped when the screen is left
 * or the deposit succeeds, and the CVV after every attempt.
 */
export interface CardState {
  /** The saved card chosen by the user; null: the default card, else the first. */
  chosenId: number | null;
  entry: CardEntry;
  /** Digits only. */
  cardNumber: string;
  cardNumberTouched: boolean;
  markAsDefault: boolean;
}

export const initialCardState: CardState = {
  chosenId: null,
  entry: initialCardEntry,
  cardNumber: '',
  cardNumberTouched: false,
  markAsDefault: false,
};

const fresh = (): CardState => structuredClone(initialCardState);

const isCardForm = (action: { payload: { form: AmountForm } }) => action.payload.form === CARD_FORM;

export const cardSlice = createSlice({
  name: 'card',
  initialState: fresh,
  reducers: {
    /** The screen opened (or switched between existing and new mode). */
    opened: () => fresh(),
    cardChosen(state, action: PayloadAction<{ fundingMethodId: number }>) {
      state.chosenId = action.payload.fundingMethodId;
      cardEntryChanges.cardChosen(state.entry);
    },
    /** Payload keys are the sanitizer's names, so DevTools masks what was typed. */
    numberTyped(state, action: PayloadAction<{ cardNumber: string }>) {
      state.cardNumber = onlyDigits(action.payload.cardNumber).slice(0, CARD_NUMBER_LENGTH);
    },
    numberLeft(state) {
      state.cardNumberTouched = true;
    },
    cvvTyped(state, action: PayloadAction<{ cvv: string }>) {
      cardEntryChanges.cvvTyped(state.entry, action.payload.cvv);
    },
    cvvLeft(state) {
      cardEntryChanges.cvvLeft(state.entry);
    },
    expiryTyped(state, action: PayloadAction<Expiry>) {
      cardEntryChanges.expiryTyped(state.entry, action.payload);
    },
    expiryFocused(state) {
      cardEntryChanges.expiryFocused(state.entry);
    },
    expiryLeft(state) {
      cardEntryChanges.expiryLeft(state.entry);
    },
    markAsDefaultToggled(state, action: PayloadAction<{ checked: boolean }>) {
      state.markAsDefault = action.payload.checked;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(transactionStarted, (state, action) => {
        if (isCardForm(action)) cardEntryChanges.cvvCleared(state.entry);
      })
      .addCase(transactionFailed, (state, action) => {
        // The card number stays, so a declined card can be corrected; the CVV never does.
        if (isCardForm(action)) cardEntryChanges.cvvCleared(state.entry);
      })
      .addCase(transactionUnconfirmed, (state, action) => {
        if (isCardForm(action)) cardEntryChanges.cvvCleared(state.entry);
      })
      .addCase(transactionSucceeded, (state, action) => (isCardForm(action) ? fresh() : state))
      .addCase(locationChanged, (state, action) =>
        CARD_ROUTES.includes(action.payload.pathname) ? state : fresh(),
      );
  },
});

export const {
  opened: cardScreenOpened,
  cardChosen,
  numberTyped: cardNumberTyped,
  numberLeft: cardNumberLeft,
  cvvTyped: cardCvvTyped,
  cvvLeft: cardCvvLeft,
  expiryTyped: cardExpiryTyped,
  expiryFocused: cardExpiryFocused,
  expiryLeft: cardExpiryLeft,
  markAsDefaultToggled,
} = cardSlice.actions;

export const cardDepositSubmitted = createAction('cardDeposit/submitted');
export const cardBackPressed = createAction('card/backPressed');
export const cardAddNewPressed = createAction('card/addNewPressed');
