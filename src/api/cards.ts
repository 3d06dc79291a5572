import * as v from 'valibot';
import { get } from './client';
import { CARDS_PATH } from './wire';
import { Card } from './types';

export type { Card } from './types';

/*
 * The call the deposit home makes. The deposits, which only a submit makes (the quick deposit's
 * and the card screen's), are api/savedCardDeposit.ts and api/newCardDeposit.ts: webpack keeps
 * every export of a module wherever the module goes, so they would ride in the home's download.
 */

/** The saved cards; a 404 means there are none. */
export function fetchCards() {
  return get(CARDS_PATH, { schema: v.array(Card) });
}
