import { type Cents, centsToWire } from '@/lib/money';
import { postTransaction } from './transaction';
import type { Card } from './types';

/* A deposit with a saved card: sent only by a submit, so not in the home's download (api/cards.ts). */

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
