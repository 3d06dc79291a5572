import { type Cents, centsToWire } from '@/lib/money';
import { postTransaction } from './transaction';
import type { AccountType } from './types';

/** Deposits from an account not saved yet: the ACH and bank-linking screens' (see api/achAccounts.ts). */

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
