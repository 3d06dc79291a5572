import { depositWithSavedAccount } from '@/api/savedAccountDeposit';
import type { BankAccount } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import { maskAccount } from '@/lib/masking';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import type { TransactionRequest } from '@/domain/transaction/request';

/**
 * The saved account's deposit, built once for the ACH screen and the home's quick deposit (a new
 * account's deposit, which only the ACH screen makes, is newAccountRequest.ts). The account number
 * lives only in the POST's closure, never in an action.
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
