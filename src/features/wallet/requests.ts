import { depositWithWallet } from '@/api/wallet';
import { TRANSACTION_TYPE, WALLET_DEPOSIT_FEE_CENTS } from '@/config/constants';
import type { Cents } from '@/lib/money';
import type { TransactionRequest } from '@/domain/transaction/request';
import { WALLET_DEPOSIT_FAILED } from './messages';

/**
 * The wallet deposit: its answer's errorMessage is the provider's address, and the provider
 * sends the person back to callBackUrl (decisions section 2).
 */
export function walletDeposit(cents: Cents, callBackUrl: string): TransactionRequest {
  return {
    form: 'paypalDeposit',
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.wallet,
    cents,
    receipt: { feeCents: WALLET_DEPOSIT_FEE_CENTS, method: 'PayPal' },
    post: () => depositWithWallet({ amountCents: cents, callBackUrl }),
    ownFailureMessage: WALLET_DEPOSIT_FAILED,
    leavesForProvider: true,
  };
}
