import { withdrawToAccount } from '@/api/achAccounts';
import { withdrawByCheck } from '@/api/cheque';
import { withdrawToPaypal } from '@/api/paypal';
import type { BankAccount } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import type { Cents } from '@/lib/money';
import { TRANSACTION_MESSAGES } from '@/features/transaction/messages';
import type { TransactionRequest } from '@/features/transaction/submitTransaction';

/** The three withdrawals, one builder each, bound to what the form shows. */

export function walletWithdrawal(cents: Cents): TransactionRequest {
  return {
    form: 'paypalWithdraw',
    direction: 'withdraw',
    transactionType: TRANSACTION_TYPE.wallet,
    cents,
    post: () => withdrawToPaypal({ amountCents: cents }),
    // Spec section 8: the wallet withdrawal has only the generic failure text.
    ownFailureMessage: TRANSACTION_MESSAGES.generic,
  };
}

export interface CheckWithdrawalInput {
  cents: Cents;
  addressType: string;
  rushDeliverySelected: boolean;
  signature: boolean;
  fedexAmountCents: Cents;
}

export function checkWithdrawal({
  cents,
  addressType,
  rushDeliverySelected,
  signature,
  fedexAmountCents,
}: CheckWithdrawalInput): TransactionRequest {
  return {
    form: 'checkWithdraw',
    direction: 'withdraw',
    transactionType: TRANSACTION_TYPE.checkWithdrawal,
    cents,
    post: () =>
      withdrawByCheck({
        amountCents: cents,
        rushDeliverySelected,
        addressType,
        signature,
        fedexAmountCents,
      }),
  };
}

export function achWithdrawal(account: BankAccount, cents: Cents): TransactionRequest {
  return {
    form: 'achWithdraw',
    direction: 'withdraw',
    transactionType: TRANSACTION_TYPE.achWithdrawal,
    cents,
    post: () => withdrawToAccount({ account, amountCents: cents }),
  };
}
