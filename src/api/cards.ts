import * as v from 'valibot';
import { type Cents, centsToWire } from '@/lib/money';
import { get } from './client';
import { postTransaction } from './transaction';
import { Card, type CardBrand } from './types';

export type { Card, CardBrand } from './types';

/** The saved cards; a 404 means there are none. */
export function fetchCards() {
  return get('/getcardfundingmethod', { schema: v.array(Card) });
}

export interface SavedCardDeposit {
  card: Card;
  cvcCode: string;
  amountCents: Cents;
  /** YYYY-MM-01 */
  expiryDate: string;
}

/** The card goes back exactly as received, with the CVV, the amount and the expiry date. */
export function depositWithSavedCard({ card, cvcCode, amountCents, expiryDate }: SavedCardDeposit) {
  return postTransaction('/deposit/card', {
    ...card,
    cvcCode,
    amount: centsToWire(amountCents),
    expiryDate,
  });
}

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
