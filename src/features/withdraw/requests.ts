import { withdrawToAccount } from '@/api/achWithdrawal';
import { withdrawByCheck } from '@/api/cheque';
import { withdrawToWallet } from '@/api/wallet';
import type { BankAccount } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import { withdrawalFeeCents } from '@/config/fees';
import { maskAccount } from '@/lib/masking';
import { checkDeliveryText } from './checkCharges';
import { DELIVERY_TEXTS } from './messages';
import type { Cents } from '@/lib/money';
import { TRANSACTION_MESSAGES } from '@/domain/transaction/messages';
import type { TransactionRequest } from '@/domain/transaction/request';

/** The three withdrawals, one builder each, bound to what the form shows. */

export function walletWithdrawal(cents: Cents): TransactionRequest {
  return {
    form: 'paypalWithdraw',
    direction: 'withdraw',
    transactionType: TRANSACTION_TYPE.wallet,
    cents,
    receipt: {
      feeCents: withdrawalFeeCents({ method: 'paypal' }),
      method: 'PayPal',
      delivery: DELIVERY_TEXTS.paypalWithdraw,
    },
    post: () => withdrawToWallet({ amountCents: cents }),
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
    receipt: {
      feeCents: withdrawalFeeCents({
        method: 'check',
        rush: rushDeliverySelected,
        signature,
        rushFeeCents: fedexAmountCents,
      }),
      method: `Check to your ${addressType} address`,
      delivery: checkDeliveryText(rushDeliverySelected, signature),
    },
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
    receipt: {
      feeCents: withdrawalFeeCents({ method: 'ach' }),
      method: maskAccount(account.accountType, account.accountNumber),
      delivery: DELIVERY_TEXTS.achWithdraw,
    },
    post: () => withdrawToAccount({ account, amountCents: cents }),
  };
}
