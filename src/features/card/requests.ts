import { addCardAndDeposit, depositWithSavedCard } from '@/api/cards';
import type { Card, CardBrand } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import { maskCard } from '@/lib/masking';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import type { TransactionRequest } from '@/features/transaction/submitTransaction';

/**
 * The card deposits, built once for the card screen and the home's quick deposit. The card
 * number and CVV live only in the POST's closure, never in an action.
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

export interface NewCardDepositInput {
  form: AmountForm;
  cardNumber: string;
  brand: CardBrand;
  cvcCode: string;
  /** YYYY-MM-01 */
  expiryDate: string;
  cents: Cents;
  feeCents: Cents;
}

export function newCardDeposit({
  form,
  cardNumber,
  brand,
  cvcCode,
  expiryDate,
  cents,
  feeCents,
}: NewCardDepositInput): TransactionRequest {
  return {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.cardDeposit,
    cents,
    receipt: { feeCents, method: maskCard(brand, cardNumber) },
    mayChange: ['cards', 'ccLimits'],
    post: () =>
      addCardAndDeposit({
        accountNumber: cardNumber,
        subType: brand,
        expiryDate,
        cvcCode,
        amountCents: cents,
      }),
  };
}
