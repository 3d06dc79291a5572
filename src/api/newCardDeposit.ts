import { type Cents, centsToWire } from '@/lib/money';
import { postTransaction } from './transaction';
import type { CardBrand } from './types';

/** A new card's deposit: the card screen's alone (see api/cards.ts). */

export interface NewCardDeposit {
  /** The full card number. */
  accountNumber: string;
  subType: CardBrand;
  /** YYYY-MM-01 */
  expiryDate: string;
  cvcCode: string;
  amountCents: Cents;
}

/** Saves a new card and deposits with it in one call. */
export function addCardAndDeposit({
  accountNumber,
  subType,
  expiryDate,
  cvcCode,
  amountCents,
}: NewCardDeposit) {
  return postTransaction('/card', {
    accountNumber,
    subType,
    expiryDate,
    type: 'cc',
    cvcCode,
    amount: centsToWire(amountCents),
  });
}
