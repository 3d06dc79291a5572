import { createSelector } from '@reduxjs/toolkit';
import type { Address, BankAccount } from '@/api/types';
import { SIGNATURE_FEE_CENTS } from '@/config/constants';
import { isPoBox } from '@/config/courier';
import { withdrawalFeeCents, withFeeCents, type Withdrawal } from '@/config/fees';
import { dollarsToCents, formatMoney, type Cents } from '@/lib/money';
import { selectAmount, selectAmountCents, type AmountState } from '@/domain/amount/amountSlice';
import type { BalanceState } from '@/domain/balance/balanceSlice';
import type { FundingSourcesState, SourceKey } from '@/domain/funding-sources/fundingSourcesSlice';
import { selectAchAccounts, selectCustomer } from '@/domain/funding-sources/selectors';
import type { SessionState } from '@/domain/session/sessionSlice';
import { selectIsSubmitting, type TransactionState } from '@/domain/transaction/transactionSlice';
import { checkDeliveryText } from './checkCharges';
import { DELIVERY_TEXTS, WITHDRAW_MESSAGES } from './messages';
import { injectedWithdrawSlice, type WithdrawForm, type WithdrawState } from './withdrawSlice';

/** The slice joins the store with the withdraw screens: before that, it reads as its initial state. */
type WithWithdraw = { withdraw?: WithdrawState };
type WithSources = { fundingSources: FundingSourcesState };

export const selectWithdraw = injectedWithdrawSlice.selectSlice;
export const selectWithdrawMethod = (state: WithWithdraw) => selectWithdraw(state).method;
export const selectMethodError = (state: WithWithdraw) => selectWithdraw(state).methodError;
/** When the withdrawal form opened: the check's processing day is counted from it. */
export const selectEstimatesReckonedAt = (state: WithWithdraw) => selectWithdraw(state).reckonedAt;

/** The ACH option waits for the saved accounts: only then can Proceed tell whether there are any. */
export const selectIsAchOptionReady = (state: WithSources) =>
  state.fundingSources.achAccounts.status === 'loaded';

/** ACH is chosen and the person has no saved account to withdraw to. */
export const selectAchChosenWithoutAccount = (state: WithWithdraw & WithSources) =>
  selectWithdrawMethod(state) === 'ach' &&
  selectIsAchOptionReady(state) &&
  selectAchAccounts(state).length === 0;

/** Why Proceed is disabled, or null when it is enabled. */
export const selectProceedBlock = (
  state: WithWithdraw & WithSources & { session: SessionState },
): string | null => {
  if (state.session.popup !== null) return WITHDRAW_MESSAGES.popupOpen;
  if (selectWithdrawMethod(state) === null) return WITHDRAW_MESSAGES.chooseMethod;
  if (selectAchChosenWithoutAccount(state)) return WITHDRAW_MESSAGES.noAchAccount;
  return null;
};

export const selectWithdrawableCents = (state: { balance: BalanceState }): Cents | null =>
  state.balance.available.cents;

/** What each form loads besides the balances: the summary's billing address and its own lists. */
export const FORM_SOURCES: Record<WithdrawForm, readonly SourceKey[]> = {
  paypalWithdraw: ['billingAddress'],
  checkWithdraw: ['billingAddress', 'customer', 'deliveryAddresses'],
  achWithdraw: ['billingAddress', 'achAccounts'],
};

export interface AddressLine {
  label: string;
  value: string;
}

const orNotAvailable = (text: string | undefined) => text?.trim() || WITHDRAW_MESSAGES.notAvailable;

/** The billing address's five parts, each 'N/A' when missing. */
export const selectBillingAddressLines = createSelector(
  [(state: WithSources) => state.fundingSources.billingAddress.data],
  (address): AddressLine[] => [
    { label: 'Address', value: orNotAvailable(address?.address) },
    { label: 'City', value: orNotAvailable(address?.city) },
    { label: 'State', value: orNotAvailable(address?.state) },
    { label: 'Zip', value: orNotAvailable(address?.zip) },
    { label: 'Country', value: orNotAvailable(address?.country) },
  ],
);

// Check withdrawal

export type DeliveryAddress = Address & { addressType: string };

/** Check-delivery addresses; one without an addressType cannot be asked for, so it is left out. */
export const selectDeliveryAddresses = createSelector(
  [(state: WithSources) => state.fundingSources.deliveryAddresses.data],
  (addresses): DeliveryAddress[] =>
    (addresses ?? []).filter((address): address is DeliveryAddress => !!address.addressType),
);

/** The chosen address's index; the first address until the user chooses. */
export const selectChosenAddressIndex = (state: WithSources & WithWithdraw): number | null => {
  const count = selectDeliveryAddresses(state).length;
  const chosen = selectWithdraw(state).addressIndex;
  if (chosen !== null && chosen < count) return chosen;
  return count > 0 ? 0 : null;
};

export const selectRush = (state: WithWithdraw) => selectWithdraw(state).rush;

/** Rush is Yes and the chosen address is a PO Box, which couriers cannot deliver to. */
export const selectRushToPoBox = (state: WithSources & WithWithdraw): boolean => {
  const index = selectChosenAddressIndex(state);
  if (!selectRush(state) || index === null) return false;
  return isPoBox(selectDeliveryAddresses(state)[index]?.address ?? '');
};
export const selectSignature = (state: WithWithdraw) => selectWithdraw(state).signature;

/** The rush (courier) charge: the customer's fedExCharge (spec section 9); 0 until it is known. */
export const selectRushFeeCents = (state: WithSources): Cents => {
  const customer = selectCustomer(state);
  return customer ? dollarsToCents(customer.fedExCharge) : 0;
};

/** The rush charge can be offered only once the customer's fedExCharge is known. */
export const selectIsRushAvailable = (state: WithSources) => selectCustomer(state) !== null;

/** The form's withdrawal as the fee rule reads it: a check with its rush and signature. */
const selectWithdrawal = (state: WithSources & WithWithdraw, form: WithdrawForm): Withdrawal => {
  if (form === 'paypalWithdraw') return { method: 'paypal' };
  if (form === 'achWithdraw') return { method: 'ach' };
  const { rush, signature } = selectWithdraw(state);
  return { method: 'check', rush, signature, rushFeeCents: selectRushFeeCents(state) };
};

/** What the withdrawal costs besides its amount, taken from the balance. */
export const selectWithdrawalFeeCents = (
  state: WithSources & WithWithdraw,
  form: WithdrawForm,
): Cents => withdrawalFeeCents(selectWithdrawal(state, form));

/**
 * The server decides; the form only warns when the amount and its fees are above the
 * withdrawable balance (decisions, 'Fees (withdrawals)').
 */
export const selectExceedsWithdrawable = (
  state: WithSources & WithWithdraw & { amount: AmountState; balance: BalanceState },
  form: WithdrawForm,
) => {
  const { cents } = selectAmount(state, form);
  const withdrawable = selectWithdrawableCents(state);
  return (
    cents !== null &&
    withdrawable !== null &&
    withFeeCents(cents, selectWithdrawalFeeCents(state, form)) > withdrawable
  );
};

/**
 * The most the form can withdraw now: the withdrawable balance less the form's fees (the check's
 * courier and signature as chosen); null while the balance is not known or nothing is left.
 */
export const selectMostWithdrawableCents = (
  state: WithSources & WithWithdraw & { balance: BalanceState },
  form: WithdrawForm,
): Cents | null => {
  const withdrawable = selectWithdrawableCents(state);
  if (withdrawable === null) return null;
  const most = withdrawable - selectWithdrawalFeeCents(state, form);
  return most > 0 ? most : null;
};

/** What rush delivery and a signature add to the check: shown next to the amount. */
export const selectCheckExtraFeeCents = (state: WithSources & WithWithdraw): Cents =>
  selectWithdrawalFeeCents(state, 'checkWithdraw');

/** How a withdrawal arrives: the check's words depend on rush and signature. */
const selectDeliveryText = (state: WithWithdraw, form: WithdrawForm): string => {
  if (form !== 'checkWithdraw') return DELIVERY_TEXTS[form];
  const { rush, signature } = selectWithdraw(state);
  return checkDeliveryText(rush, signature);
};

/** The check's fee in parts, e.g. 'courier $25.00, signature $5.00'; null for other forms. */
const selectCheckFeeParts = (state: WithSources & WithWithdraw, form: WithdrawForm) => {
  if (form !== 'checkWithdraw' || !selectRush(state)) return null;
  const parts = [`courier ${formatMoney(selectRushFeeCents(state))}`];
  if (selectSignature(state)) parts.push(`signature ${formatMoney(SIGNATURE_FEE_CENTS)}`);
  return parts.join(', ');
};

/**
 * The withdrawal summary's figures. The amount is what is paid out: a fee is taken from the
 * balance besides it (the check's fedexAmount travels apart from the amount; decisions).
 */
export const selectWithdrawalCharges = createSelector(
  [
    (state: WithSources & WithWithdraw & { amount: AmountState }, form: WithdrawForm) =>
      selectAmountCents(state, form),
    selectWithdrawalFeeCents,
    selectCheckFeeParts,
    selectDeliveryText,
  ],
  (amount, fee, feeParts, delivery) => ({ amount, fee, feeParts, delivery }),
);

// ACH withdrawal

/** The chosen account; the first account until the user chooses. */
export const selectChosenAccount = (state: WithSources & WithWithdraw): BankAccount | null => {
  const accounts = selectAchAccounts(state);
  const chosen = selectWithdraw(state).fundingMethodId;
  return accounts.find((account) => account.fundingMethodId === chosen) ?? accounts[0] ?? null;
};

// Submit

type WithForms = WithWithdraw &
  WithSources & { amount: AmountState; transaction: TransactionState };

/** Why Withdraw is disabled, or null when the form can be sent. */
export const selectSubmitBlock = (state: WithForms, form: WithdrawForm): string | null => {
  if (selectIsSubmitting(state, form)) return null;
  if (selectAmount(state, form).cents === null) return WITHDRAW_MESSAGES.enterAmount;
  if (form === 'checkWithdraw') {
    if (selectChosenAddressIndex(state) === null) return WITHDRAW_MESSAGES.chooseAddress;
    if (selectWithdraw(state).rush && !selectIsRushAvailable(state)) {
      return WITHDRAW_MESSAGES.rushUnavailable;
    }
    if (selectRushToPoBox(state)) return WITHDRAW_MESSAGES.rushToPoBox;
  }
  if (form === 'achWithdraw' && selectChosenAccount(state) === null) {
    return WITHDRAW_MESSAGES.chooseAccount;
  }
  return null;
};
