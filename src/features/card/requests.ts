import { depositWithSavedCard } from '@/api/savedCardDeposit';
import type { Card } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import { maskCard } from '@/lib/masking';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import type { TransactionRequest } from '@/domain/transaction/request';

/**
 * The saved card's deposit, built once for the card screen and the home's quick deposit (a new
 * card's deposit, which only the card screen makes, is newCardRequest.ts). The CVV lives only in
 * the POST's closure, never in an action.
 */

export interface SavedCardDepositInput {
  form: AmountForm;
  card: Card;
  cvcCode: string;
  /** YYYY-MM-01 */
  expiryDate: string;
  cents: Cents;
  /** The brand's fee, for the receipt. */
  feeCents: Cents;
}

export function savedCardDeposit({
  form,
  card,
  cvcCode,
  expiryDate,
  cents,
  feeCents,
}: SavedCardDepositInput): TransactionRequest {
  return {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.cardDeposit,
    cents,
    receipt: { feeCents, method: maskCard(card.subType, card.accountNumber) },
    mayChange: ['ccLimits'],
    post: () => depositWithSavedCard({ card, cvcCode, expiryDate, amountCents: cents }),
  };
}
