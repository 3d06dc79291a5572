import { type Cents, centsToWire } from '@/lib/money';
import { postTransaction } from './transaction';
import type { BankAccount } from './types';

/* A deposit from a saved account: sent only by a submit, so not in the home's download. */

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
