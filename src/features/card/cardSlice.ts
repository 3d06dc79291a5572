import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/domain/rootReducer';
import type { CardBrand } from '@/api/types';
import { paths } from '@/config/paths';
import {
  cardEntryChanges,
  cardEntryReducers,
  initialCardEntry,
  type CardEntry,
} from '@/components/card-fields/cardEntry';
import type { AmountForm } from '@/config/forms';
import { locationChanged } from '@/domain/location/locationSlice';
import { addFormLifeCycle, refusedWhileLocked, type FormLock } from '@/domain/transaction/formLock';

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
 * or the deposit succeeds, and the CVV after every attempt. While the deposit is sent the form
 * is locked: every event of the form is refused until the answer (formLock).
 */
export interface CardState extends FormLock {
  /** The saved card chosen by the user; null: the default card, else the first. */
  chosenId: number | null;
  entry: CardEntry;
  /** As the field reads it (spaces and dashes dropped), kept whole for cardNumberError. */
  cardNumber: string;
  cardNumberTouched: boolean;
  markAsDefault: boolean;
}

const initialCardState: CardState = {
  chosenId: null,
  entry: initialCardEntry,
  cardNumber: '',
  cardNumberTouched: false,
  markAsDefault: false,
  locked: false,
};

const fresh = (): CardState => structuredClone(initialCardState);

export const cardSlice = createSlice({
  name: 'card',
  initialState: fresh,
  reducers: refusedWhileLocked<CardState>()({
    /**
     * The saga starts the form afresh when the screen opens (or switches mode). The view's own
     * 'card/opened' changes no state, so a replayed log is not wiped when the screen mounts.
     */
    formStarted: () => fresh(),
    cardChosen(state, action: PayloadAction<{ fundingMethodId: number }>) {
      state.chosenId = action.payload.fundingMethodId;
      cardEntryChanges.cardChosen(state);
    },
    /** Payload keys are the sanitizer's names, so DevTools masks what was typed. */
    numberTyped(state, action: PayloadAction<{ cardNumber: string }>) {
      state.cardNumber = action.payload.cardNumber;
    },
    numberLeft(state) {
      state.cardNumberTouched = true;
    },
    ...cardEntryReducers,
    markAsDefaultToggled(state, action: PayloadAction<{ checked: boolean }>) {
      state.markAsDefault = action.payload.checked;
    },
  }),
  extraReducers: (builder) => {
    builder.addCase(locationChanged, (state, action) =>
      CARD_ROUTES.includes(action.payload.pathname) ? state : fresh(),
    );
    addFormLifeCycle(builder, CARD_FORM, {
      succeeded: () => fresh(),
      // The card number stays, so a declined card can be corrected; the CVV never does.
      attempted: cardEntryChanges.cvvCleared,
    });
  },
});

declare module '@/domain/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof cardSlice> {}
}

/** Joins the store when its screen is loaded; until then its selectors read the initial state. */
export const injectedCardSlice = cardSlice.injectInto(rootReducer);

/** The card screen opened (or switched between existing and new mode). */
export const cardScreenOpened = createAction('card/opened');

export const {
  formStarted: cardFormStarted,
  cardChosen,
  numberTyped: cardNumberTyped,
  numberLeft: cardNumberLeft,
  cvvTyped: cardCvvTyped,
  expiryTyped: cardExpiryTyped,
  markAsDefaultToggled,
} = cardSlice.actions;

export const cardDepositSubmitted = createAction('card/depositSubmitted');

/**
 * A new card's deposit succeeded with 'Mark as default' ticked; making it the default follows
 * the confirmation. The cards known before and the new one's brand and last 4 digits find it in
 * the list fetched again.
 */
export const newCardDepositedAsDefault = createAction<{
  knownIds: number[];
  brand: CardBrand;
  last4: string;
}>('cardDeposit/newCardToMarkDefault');
export const cardBackPressed = createAction('card/backPressed');
export const cardAddNewPressed = createAction('card/addNewPressed');
