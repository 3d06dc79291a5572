import { depositWithNewAccount } from '@/api/achNewAccounts';
import type { AccountType } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import { maskAccount } from '@/lib/masking';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import type { TransactionRequest } from '@/domain/transaction/request';

/**
 * A new account's deposit, for the ACH screen (the saved account's is requests.ts). The account,
 * routing and check numbers live only in the POST's closure, never in an action.
 */

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
