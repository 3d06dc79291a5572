import { createSelector } from '@reduxjs/toolkit';
import type { BankAccount, Card } from '@/api/types';
import { missingFromCardEntry, viewCardEntry } from '@/components/card-fields/cardEntry';
import { expiryToWire, monthNumber, splitExpiryDate } from '@/components/card-fields/rules';
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
import { NO_FEE } from '@/lib/chargeSummary';
import { QUICK_DEPOSIT_FORM } from './quickDepositForm';
import { injectedQuickDepositSlice, type QuickDepositState } from './quickDepositSlice';

export type HomeState = {
  /** Absent until the quick deposit has loaded. */
  quickDeposit?: QuickDepositState;
  fundingSources: FundingSourcesState;
  amount: AmountState;
};

export type QuickDepositMethod =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'cc'; card: Card }
  | { kind: 'ach'; account: BankAccount };

const settled = (status: string) => status === 'loaded' || status === 'failed';
const NONE: QuickDepositMethod = { kind: 'none' };
const LOADING: QuickDepositMethod = { kind: 'loading' };

/**
 * The default funding method picked out of its list by fundingMethodId (spec section 4, On
 * load). No quick deposit without a default, or when the default is not in the list.
 */
export const selectQuickDepositMethod = createSelector(
  [
    (state: HomeState) => state.fundingSources.defaultMethod,
    (state: HomeState) => state.fundingSources.cards,
    (state: HomeState) => state.fundingSources.achAccounts,
  ],
  (defaultSource, cards, accounts): QuickDepositMethod => {
    if (!settled(defaultSource.status)) return LOADING;
    const { fundingMethod = null, fundingMethodId = null } = defaultSource.data ?? {};
    if (fundingMethod === 'cc') {
      if (!settled(cards.status)) return LOADING;
      const card = cards.data?.find((item) => item.fundingMethodId === fundingMethodId);
      return card ? { kind: 'cc', card } : NONE;
    }
    if (fundingMethod === 'ach') {
      if (!settled(accounts.status)) return LOADING;
      const account = accounts.data?.find((item) => item.fundingMethodId === fundingMethodId);
      return account ? { kind: 'ach', account } : NONE;
    }
    return NONE;
  },
);

export const selectQuickCardForm = createSelector(
  [
    (state: HomeState) => injectedQuickDepositSlice.selectSlice(state).entry,
    selectQuickDepositMethod,
    () => monthNumber(new Date()),
  ],
  (entry, method, thisMonth) =>
    viewCardEntry(
      entry,
      method.kind === 'cc' ? splitExpiryDate(method.card.expiryDate) : null,
      thisMonth,
    ),
);

/** What is still missing before Deposit can be pressed; empty when ready. */
export const selectQuickDepositMissing = createSelector(
  [
    selectQuickDepositMethod,
    selectQuickCardForm,
    (state: HomeState) => selectAmountCents(state, QUICK_DEPOSIT_FORM),
  ],
  (method, form, cents): string[] => {
    const missing: string[] = [];
    if (cents === null) missing.push(MISSING_AMOUNT);
    if (method.kind === 'cc') missing.push(...missingFromCardEntry(form));
    return missing;
  },
);

/** The figures of the default method's total: a card's fee and limit, an account's limit. */
const QUICK_FIGURES: Record<QuickDepositMethod['kind'], readonly FigureSource[]> = {
  cc: ['customer', 'ccLimits'],
  ach: ['achLimits'],
  none: [],
  loading: [],
};

export const selectQuickFigures = (state: HomeState): readonly FigureSource[] =>
  QUICK_FIGURES[selectQuickDepositMethod(state).kind];

/** The deposit to send, read by the saga; null while anything is missing. Holds the CVV. */
export const selectQuickDepositPlan = (state: HomeState) => {
  const method = selectQuickDepositMethod(state);
  const cents = selectAmountCents(state, QUICK_DEPOSIT_FORM);
  if (cents === null || selectQuickDepositMissing(state).length > 0) return null;
  // No money moves while a figure of its total is unknown (decisions).
  if (selectFigureWait(state, selectQuickFigures(state)) !== null) return null;
  if (method.kind === 'ach') return { kind: 'ach' as const, account: method.account, cents };
  if (method.kind !== 'cc') return null;
  const form = selectQuickCardForm(state);
  return {
    kind: 'cc' as const,
    card: method.card,
    cvcCode: form.cvv,
    expiryDate: expiryToWire(form.expiry),
    cents,
    feeCents: selectQuickSummary(state).fee?.min ?? 0,
  };
};

/** The default method as its limit records name it: 'cc' or 'ach', and its fundingMethodId. */
const selectLimitKey = (state: HomeState) => {
  const method = selectQuickDepositMethod(state);
  if (method.kind === 'cc') return { type: 'cc', id: method.card.fundingMethodId } as const;
  return method.kind === 'ach'
    ? ({ type: 'ach', id: method.account.fundingMethodId } as const)
    : null;
};

export const selectQuickLimitText = (state: HomeState) => {
  const key = selectLimitKey(state);
  return key && selectLimitText(state, key.type, key.id);
};

/** The limit shown for the default method: its own record, else the general one. */
const selectQuickLimitRecord = (state: HomeState) => {
  const key = selectLimitKey(state);
  return key && selectLimitRecord(state, key.type, key.id);
};

/** The deposit summary's figures: amount, the default card's brand fee (ACH: none), the limit. */
export const selectQuickSummary = createSelector(
  [
    (state: HomeState) => selectAmountCents(state, QUICK_DEPOSIT_FORM),
    selectQuickDepositMethod,
    selectCustomer,
    selectQuickLimitRecord,
  ],
  (amount, method, customer, record) => ({
    amount,
    fee: method.kind === 'cc' ? cardDepositFee(customer, method.card.subType) : NO_FEE,
    limit: availableLimit(record),
  }),
);
