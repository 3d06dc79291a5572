import { createSelector } from '@reduxjs/toolkit';
import type { Card } from '@/api/types';
import { paths } from '@/config/paths';
import { missingFromCardEntry, viewCardEntry } from '@/components/card-fields/cardEntry';
import { expiryToWire, monthNumber, splitExpiryDate } from '@/components/card-fields/rules';
import { cardBrand, cardNumberError } from './cardNumberRules';
import { MISSING_AMOUNT, selectAmountCents, type AmountState } from '@/domain/amount/amountSlice';
import type { FundingSourcesState } from '@/domain/funding-sources/fundingSourcesSlice';
import {
  availableLimit,
  cardDepositFee,
  selectLimitRecord,
  selectLimitText,
} from '@/domain/funding-sources/charges';
import { selectFigureWait, type FigureSource } from '@/domain/funding-sources/figures';
import { selectCustomer } from '@/domain/funding-sources/selectors';
import type { ContextState } from '@/domain/context/contextSlice';
import type { LocationState } from '@/domain/location/locationSlice';
import { CARD_FORM, injectedCardSlice, isNewCardRoute, type CardState } from './cardSlice';

export type CardScreenState = {
  card?: CardState;
  fundingSources: FundingSourcesState;
  amount: AmountState;
  location: LocationState;
  context: ContextState;
};

/** The slice joins the store with the card screen: until then it reads as new. */
const selectCard = injectedCardSlice.selectSlice;
const selectCardsSource = (state: CardScreenState) => state.fundingSources.cards;
const selectDefaultSource = (state: CardScreenState) => state.fundingSources.defaultMethod;
const selectPathname = (state: CardScreenState) => state.location.pathname;
/** The calendar month, a number, so the memoised views below stay stable within a month. */
const selectThisMonth = () => monthNumber(new Date());

/**
 * 'new' on the new-card routes and when there is no saved card (an empty list or a 404);
 * 'loading' until the list is known; 'failed' when it could not be fetched.
 */
export const selectCardMode = createSelector(
  [selectPathname, selectCardsSource],
  (pathname, cards) => {
    if (isNewCardRoute(pathname)) return 'new' as const;
    if (cards.status === 'failed') return 'failed' as const;
    if (cards.status !== 'loaded') return 'loading' as const;
    return (cards.data ?? []).length === 0 ? ('new' as const) : ('existing' as const);
  },
);

/** The saved cards are known and there are none: the no-card message shows. */
export const selectHasNoCards = (state: CardScreenState) => {
  const cards = selectCardsSource(state);
  return cards.status === 'loaded' && (cards.data ?? []).length === 0;
};

/** The user's choice, else the default card (spec section 4, On load), else the first. */
export const selectChosenCard = createSelector(
  [selectCard, selectCardsSource, selectDefaultSource],
  ({ chosenId }, cards, defaultSource): Card | null => {
    const list = cards.data ?? [];
    const defaultMethod = defaultSource.data;
    const defaultId = defaultMethod?.fundingMethod === 'cc' ? defaultMethod.fundingMethodId : null;
    return (
      list.find((card) => card.fundingMethodId === chosenId) ??
      list.find((card) => card.fundingMethodId === defaultId) ??
      list[0] ??
      null
    );
  },
);

/** Everything the card fields show: values, read-only state, live errors, the brand. */
export const selectCardForm = createSelector(
  [selectCard, selectCardMode, selectChosenCard, selectThisMonth],
  (card, mode, chosen, thisMonth) => {
    const existing = mode === 'existing';
    const savedExpiry = existing && chosen ? splitExpiryDate(chosen.expiryDate) : null;
    const entry = viewCardEntry(card.entry, savedExpiry, thisMonth);
    const numberError = existing ? null : cardNumberError(card.cardNumber);
    return {
      ...entry,
      cardNumber: card.cardNumber,
      numberError,
      shownNumberError: card.cardNumberTouched ? numberError : null,
      /** The brand of the chosen card, or the one the typed number shows. */
      brand: existing ? (chosen?.subType ?? null) : cardBrand(card.cardNumber),
      markAsDefault: card.markAsDefault,
    };
  },
);

/** What is still missing before Deposit can be pressed (spec section 5); empty when ready. */
export const selectCardDepositMissing = createSelector(
  [
    selectCardMode,
    selectChosenCard,
    selectCardForm,
    (state: CardScreenState) => selectAmountCents(state, CARD_FORM),
  ],
  (mode, chosen, form, cents): string[] => {
    const missing: string[] = [];
    if (cents === null) missing.push(MISSING_AMOUNT);
    if (mode === 'existing' && !chosen) missing.push('a card');
    if (mode === 'new' && form.numberError) missing.push('a valid card number');
    missing.push(...missingFromCardEntry(form));
    if (mode === 'loading' || mode === 'failed') missing.push('a card');
    return missing;
  },
);

/**
 * The deposit to send, read by the saga when Deposit is pressed; null while anything is
 * missing. It carries the card number and CVV: it is never put into an action or stored.
 */
export const selectCardDeposit = (state: CardScreenState) => {
  const cents = selectAmountCents(state, CARD_FORM);
  // Stryker disable next-line ConditionalExpression: the missing list holds the amount whenever it is null, so the second test returns too; the first is for the type checker
  if (cents === null || selectCardDepositMissing(state).length > 0) return null;
  // No money moves while a figure of its total is unknown (decisions).
  if (selectFigureWait(state, CARD_FIGURES) !== null) return null;
  const mode = selectCardMode(state);
  const form = selectCardForm(state);
  const chosen = selectChosenCard(state);
  const common = {
    cents,
    cvcCode: form.cvv,
    expiryDate: expiryToWire(form.expiry),
    // Stryker disable next-line OptionalChaining: the fee is null only without the customer record, and the figure wait above has returned then
    feeCents: selectCardSummary(state).fee?.min ?? 0,
  };
  if (mode === 'existing' && chosen) return { kind: 'saved' as const, card: chosen, ...common };
  // Stryker disable next-line ConditionalExpression,LogicalOperator: reached only when nothing is missing, where a new card's valid number gives its brand; the test is for the type checker
  if (mode === 'new' && form.brand) {
    return {
      kind: 'new' as const,
      cardNumber: form.cardNumber,
      brand: form.brand,
      markAsDefault: form.markAsDefault,
      ...common,
    };
  }
  return null;
};

/**
 * The fee is not known: it needs the customer record (without it the summary's fee is null
 * already) and, for a saved card, its brand.
 */
const selectCardFeePending = (state: CardScreenState) => selectCardMode(state) === 'loading';

/** The fee under the form: null while it is not known (its line is kept). */
export const selectCardNotesFee = (state: CardScreenState) =>
  selectCardFeePending(state) ? null : selectCardSummary(state).fee;

/** The figures of a card deposit's total: the brand's fee and the card's limit. */
export const CARD_FIGURES: readonly FigureSource[] = ['customer', 'ccLimits'];

/** Whose limit the form shows: the chosen card's in existing mode; the general record's else. */
const selectLimitMethodId = (state: CardScreenState) =>
  selectCardMode(state) === 'existing' ? (selectChosenCard(state)?.fundingMethodId ?? null) : null;

export const selectCardLimitText = (state: CardScreenState) =>
  selectLimitText(state, 'cc', selectLimitMethodId(state));

/** The deposit summary's figures: amount, the brand's fee (a range until known), the limit. */
export const selectCardSummary = createSelector(
  [
    (state: CardScreenState) => selectAmountCents(state, CARD_FORM),
    selectCustomer,
    (state: CardScreenState) => selectCardForm(state).brand,
    (state: CardScreenState) => selectLimitRecord(state, 'cc', selectLimitMethodId(state)),
  ],
  (amount, customer, brand, record) => ({
    amount,
    fee: cardDepositFee(customer, brand),
    limit: availableLimit(record),
  }),
);

/**
 * Where the back arrow goes: the frame's quick-deposit home, the existing cards from new mode,
 * else back in history (null).
 */
export const selectCardBackTarget = (state: CardScreenState): string | null => {
  if (state.context.quickDepositFrame) return paths.home;
  const hasCards = (selectCardsSource(state).data ?? []).length > 0;
  return isNewCardRoute(state.location.pathname) && hasCards ? paths.cardFunding : null;
};
