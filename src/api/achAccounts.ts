import * as v from 'valibot';
import { get } from './client';
import { ACCOUNTS_PATH } from './wire';
import { BankAccount } from './types';

export type { BankAccount } from './types';

/*
 * The call the deposit home makes. The deposits and the withdrawal, which only a submit makes,
 * are api/savedAccountDeposit.ts, api/achNewAccounts.ts and api/achWithdrawal.ts: webpack keeps
 * every export of a module wherever the module goes, so they would ride in the home's download.
 */

/** The saved bank (ACH) accounts; a 404 means there are none. */
export function fetchAchAccounts() {
  return get(ACCOUNTS_PATH, { schema: v.array(BankAccount) });
}
