import type { ApiResult } from '@/api/client';
import type { TransactionResponse } from '@/api/transaction';
import type { TransactionType } from '@/config/constants';
import type { AmountForm } from '@/config/forms';
import type { Cents } from '@/lib/money';
import type { SourceKey } from '@/domain/funding-sources/fundingSourcesSlice';
import type { ReceiptDetails, TransactionDirection } from './transactionSlice';

/** What a flow hands to submitTransaction: its form, its figures, and its POST. */
export interface TransactionRequest {
  form: AmountForm;
  direction: TransactionDirection;
  transactionType: TransactionType;
  cents: Cents;
  receipt: ReceiptDetails;
  /** The POST, bound to its body. Called once; never retried. */
  post: () => Promise<ApiResult<TransactionResponse>>;
  /**
   * The flow's own catalogue text for a failure (the wallet deposit and the bank link have
   * one), shown for a failed call and for a refusal that comes without a message.
   */
  ownFailureMessage?: string;
  /**
   * The saved methods and limits this transaction changes on the server (a new card or account
   * joins its list, the limit is used up): fetched again, with the balances, after an outcome
   * that may have changed them unseen (an unknown outcome or a 5xx). A success's own flow
   * refreshes them as it completes.
   */
  mayChange?: SourceKey[];
  /**
   * Its answer sends the person on to a provider (the wallet deposit), where the money moves:
   * the account's other tabs hear that a deposit was left for the provider, not made.
   */
  leavesForProvider?: true;
}
