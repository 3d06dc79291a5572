import * as v from 'valibot';
import { type Cents, centsToWire } from '@/lib/money';
import { get } from './client';
import { postTransaction } from './transaction';
import { Card } from './types';

export type { Card } from './types';

/*
 * The calls the deposit home makes or may make (its quick deposit posts with a saved card). A
 * new card's deposit, which only the card screen makes, is api/newCardDeposit.ts: webpack keeps
 * every export of a module wherever the module goes, so it would ride in the home's download.
 */

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
