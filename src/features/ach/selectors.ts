import { createSelector } from '@reduxjs/toolkit';
import type { AccountType, BankAccount } from '@/api/types';
import { UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS } from '@/config/constants';
import { NO_FEE, type AvailableLimit } from '@/lib/chargeSummary';
import { formatMoney } from '@/lib/money';
import {
  MISSING_AMOUNT,
  selectAmount,
  selectAmountCents,
  type AmountState,
} from '@/domain/amount/amountSlice';
import {
  availableLimit,
  selectLimitRecord,
  selectLimitText,
} from '@/domain/funding-sources/charges';
import { selectFigureWait, type FigureSource } from '@/domain/funding-sources/figures';
import type { FundingSourcesState } from '@/domain/funding-sources/fundingSourcesSlice';
import { selectAchAccounts, selectDefaultMethod } from '@/domain/funding-sources/selectors';
import { selectIsCompact, type ContextState } from '@/domain/context/contextSlice';
import { submitLabelFor } from '@/features/bank-link/handoff';
import type { TransactionState } from '@/domain/transaction/transactionSlice';
import { injectedAchSlice, type AchState } from './achSlice';
import type { AchField, AchFields } from './types';
import { validateNewAccount, type AchFieldErrors } from './validation';

/** The slice joins the store with the ACH screens: before that, it reads as its initial state. */
type WithAch = { ach?: AchState };
type WithSources = { fundingSources: FundingSourcesState };

export const selectAch = injectedAchSlice.selectSlice;
export const selectAchMode = (state: WithAch) => selectAch(state).mode;
export const selectTermsShown = (state: WithAch) => selectAch(state).termsShown;

export const selectHasSavedAccounts = (state: WithSources) => selectAchAccounts(state).length > 0;

/** The chosen account; until the user chooses, the default account, else the first. */
export const selectChosenAccount = (state: WithAch & WithSources): BankAccount | null => {
  const accounts = selectAchAccounts(state);
  const find = (id: number | null | undefined) =>
    accounts.find((account) => account.fundingMethodId === id);
  const defaultMethod = selectDefaultMethod(state);
  const defaultId =
    defaultMethod?.fundingMethod === 'ach' ? defaultMethod.fundingMethodId : undefined;
  return find(selectAch(state).selectedId) ?? find(defaultId) ?? accounts[0] ?? null;
};

/** The submit button's name: 'Continue to Bank Verification' for an account to verify first. */
export const selectAchSubmitLabel = (state: WithAch & WithSources) =>
  submitLabelFor(selectAchMode(state) === 'existing' ? selectChosenAccount(state) : null);

/** Checking in the frame and on phones, Saving elsewhere, until the user chooses. */
export const selectAccountType = (state: WithAch & { context: ContextState }): AccountType =>
  selectAch(state).accountType ?? (selectIsCompact(state) ? 'chk' : 'sav');

const selectFields = createSelector(
  [
    (state: WithAch) => selectAch(state).accountNumber,
    (state: WithAch) => selectAch(state).confirmAccountNumber,
    (state: WithAch) => selectAch(state).routingNumber,
    (state: WithAch) => selectAch(state).checkNumber,
  ],
  (accountNumber, confirmAccountNumber, routingNumber, checkNumber): AchFields => ({
    accountNumber,
    confirmAccountNumber,
    routingNumber,
    checkNumber,
  }),
);

export const selectField = (state: WithAch, field: AchField) => selectAch(state)[field];

/** Every rule's verdict on the new account, shown or not. */
const selectNewAccountErrors = createSelector(
  [selectFields, selectAccountType],
  (fields, accountType): AchFieldErrors => validateNewAccount(fields, accountType),
);

/** The message a field shows: only once the user has left it. */
export const selectShownFieldError = (
  state: WithAch & { context: ContextState },
  field: AchField,
): string | null =>
  selectAch(state).touched[field] ? (selectNewAccountErrors(state)[field] ?? null) : null;

type WithForm = WithAch &
  WithSources & { amount: AmountState; transaction: TransactionState; context: ContextState };

/** What Deposit still needs in existing mode: a valid amount and a chosen account. */
export const selectExistingMissing = createSelector(
  [
    (state: WithForm) => selectAmount(state, 'ach').cents === null,
    (state: WithForm) => selectChosenAccount(state) === null,
  ],
  (noAmount, noAccount): string[] => [
    ...(noAmount ? [MISSING_AMOUNT] : []),
    ...(noAccount ? ['a bank account'] : []),
  ],
);

/** What Deposit still needs in new mode: a valid amount and every field rule passed. */
export const selectNewMissing = createSelector(
  [
    (state: WithForm) => selectAmount(state, 'ach').cents === null,
    (state: WithForm) => Object.keys(selectNewAccountErrors(state)).length > 0,
  ],
  (noAmount, badFields): string[] => [
    ...(noAmount ? [MISSING_AMOUNT] : []),
    ...(badFields ? ['valid bank account details'] : []),
  ],
);

/** Whose limit the form shows: the chosen account's; the general record's for a new account. */
const selectAchLimitMethodId = (state: WithAch & WithSources) =>
  selectAchMode(state) === 'existing'
    ? (selectChosenAccount(state)?.fundingMethodId ?? null)
    : null;

/** The terms' cap for an account whose authorization agreement is not received yet. */
const UNREGISTERED_ACH_LIMIT: AvailableLimit = {
  cents: UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS,
  period: 'this week',
};

/**
 * The deposit summary's figures: the amount, no fee, and the limit the deposit is held to: the
 * one shown, and for a new account no more than the terms' weekly cap.
 */
export const selectAchSummary = createSelector(
  [
    (state: WithAch & WithSources & { amount: AmountState }) => selectAmountCents(state, 'ach'),
    (state: WithAch & WithSources) =>
      selectLimitRecord(state, 'ach', selectAchLimitMethodId(state)),
    selectAchMode,
  ],
  (amount, record, mode) => {
    const shown = availableLimit(record);
    const capped = mode === 'new' && (shown?.cents ?? Infinity) > UNREGISTERED_ACH_LIMIT.cents;
    return { amount, fee: NO_FEE, limit: capped ? UNREGISTERED_ACH_LIMIT : shown };
  },
);

/**
 * The one limit line the form shows: the service's figure for the chosen account, or for a new
 * account the terms' weekly cap while it is the lower of the two (with the note saying why);
 * null while the limits load.
 */
export const selectAchLimitLine = createSelector(
  [
    (state: WithAch & WithSources) => selectLimitText(state, 'ach', selectAchLimitMethodId(state)),
    selectAchSummary,
  ],
  (text, summary): { text: string; capped: boolean } | null => {
    if (text === null) return null;
    const capped = text !== 'N/A' && summary.limit === UNREGISTERED_ACH_LIMIT;
    return capped
      ? {
          text: `Weekly Amount Available for Deposit: ${formatMoney(UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS)}`,
          capped,
        }
      : { text, capped };
  },
);

/** An ACH deposit has no fee: its total waits only for the limit. */
export const ACH_FIGURES: readonly FigureSource[] = ['achLimits'];

/** Which figure Deposit waits for (decisions, 'A figure that is not known'); null when none. */
export const selectAchFigureWait = (state: WithSources) => selectFigureWait(state, ACH_FIGURES);
