import { depositWithNewAccount, depositWithSavedAccount } from '@/api/achAccounts';
import type { AccountType, BankAccount } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import { maskAccount } from '@/lib/masking';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import type { TransactionRequest } from '@/features/transaction/submitTransaction';

/**
 * The ACH deposits, built once for the ACH screen and the home's quick deposit. The account,
 * routing and check numbers live only in the POST's closure, never in an action.
 */

export interface SavedAccountDepositInput {
  form: AmountForm;
  account: BankAccount;
  cents: Cents;
}

export function savedAccountDeposit({
  form,
  account,
  cents,
}: SavedAccountDepositInput): TransactionRequest {
  return {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.achDeposit,
    cents,
    receipt: { feeCents: 0, method: maskAccount(account.accountType, account.accountNumber) },
    mayChange: ['achLimits'],
    post: () => depositWithSavedAccount({ account, amountCents: cents }),
  };
}

export interface NewAccountDepositInput {
  form: AmountForm;
  accountNumber: string;
  routingNumber: string;
  accountType: AccountType;
  /** The API sends it for a checking account only. */
  checkNumber: string;
  cents: Cents;
}

export function newAccountDeposit({
  form,
  accountNumber,
  routingNumber,
  accountType,
  checkNumber,
  cents,
}: NewAccountDepositInput): TransactionRequest {
  return {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.achDeposit,
    cents,
    receipt: { feeCents: 0, method: maskAccount(accountType, accountNumber) },
    mayChange: ['achAccounts', 'achLimits'],
    post: () =>
      depositWithNewAccount({
        accountNumber,
        routingNumber,
        accountType,
        checkNumber,
        amountCents: cents,
      }),
  };
}
