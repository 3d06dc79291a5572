import { addCardAndDeposit } from '@/api/newCardDeposit';
import type { CardBrand } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import { maskCard } from '@/lib/masking';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import type { TransactionRequest } from '@/domain/transaction/request';

/**
 * A new card's deposit, for the card screen (the saved card's is requests.ts). The card number
 * and CVV live only in the POST's closure, never in an action.
 */

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
