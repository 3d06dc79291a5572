import * as v from 'valibot';
import { type Cents, centsToWire } from '@/lib/money';
import { get } from './client';
import { postTransaction } from './transaction';
import { type AccountType, BankAccount } from './types';

export type { AccountType, BankAccount } from './types';

/** The saved bank (ACH) accounts; a 404 means there are none. */
export function fetchAchAccounts() {
  return get('/expressfund', { schema: v.array(BankAccount) });
}

export const SAVED_ACCOUNT_DEPOSIT_PATH = '/expressfund/deposit';

export interface SavedAccountDeposit {
  account: BankAccount;
  amountCents: Cents;
  /** Under /api/funding; the caller may name another deposit path. */
  path?: string;
}

/** The account goes back exactly as received, plus the amount. */
export function depositWithSavedAccount({
  account,
  amountCents,
  path = SAVED_ACCOUNT_DEPOSIT_PATH,
}: SavedAccountDeposit) {
  return postTransaction(path, { ...account, amount: centsToWire(amountCents) });
}

export interface NewAccountDeposit {
  accountNumber: string;
  routingNumber: string;
  accountType: AccountType;
  /** Sent only for a checking account. */
  checkNumber: string | null;
  amountCents: Cents;
}

/** Deposits from a bank account typed in by hand; fundingMethodId 0 marks a new account. */
export function depositWithNewAccount({
  accountNumber,
  routingNumber,
  accountType,
  checkNumber,
  amountCents,
}: NewAccountDeposit) {
  return postTransaction('/v2/ach', {
    accountNumber,
    amount: centsToWire(amountCents),
    abaNumber: routingNumber,
    fundingMethodId: 0,
    accountType,
    checkNumber: accountType === 'chk' ? checkNumber : null,
  });
}

export interface BankLinkDeposit {
  amountCents: Cents;
  /** Link's public_token. */
  publicToken: string;
  /** Link's account_id (or the first account's id). */
  accountId: string;
  /** Link's link_session_id. */
  linkSessionId: string;
}

/** Deposits from an account just linked through the bank-linking flow. */
export function depositWithBankLink({
  amountCents,
  publicToken,
  accountId,
  linkSessionId,
}: BankLinkDeposit) {
  return postTransaction('/v2/ach', {
    amount: centsToWire(amountCents),
    fundingMethodId: 0,
    plaidAccessToken: publicToken,
    plaidAccountId: accountId,
    plaidLinkSessionId: linkSessionId,
  });
}

export interface AccountWithdrawal {
  account: BankAccount;
  amountCents: Cents;
}

/** The account goes back exactly as received, plus the amount. */
export function withdrawToAccount({ account, amountCents }: AccountWithdrawal) {
  return postTransaction('/expressfund/withdraw', { ...account, amount: centsToWire(amountCents) });
}
