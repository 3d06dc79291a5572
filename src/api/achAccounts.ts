import * as v from 'valibot';
import { type Cents, centsToWire } from '@/lib/money';
import { get } from './client';
import { postTransaction } from './transaction';
import { BankAccount } from './types';

export type { BankAccount } from './types';

/*
 * The calls the deposit home makes or may make (its quick deposit posts from a saved account).
 * The deposits from an account not saved yet and the withdrawal are api/achNewAccounts.ts and
 * api/achWithdrawal.ts: webpack keeps every export of a module wherever the module goes, so
 * they would ride in the home's download.
 */

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
