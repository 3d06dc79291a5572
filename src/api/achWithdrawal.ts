import { type Cents, centsToWire } from '@/lib/money';
import { postTransaction } from './transaction';
import type { BankAccount } from './types';

/** The ACH withdrawal: the withdraw screens' alone (see api/achAccounts.ts). */

export interface AccountWithdrawal {
  account: BankAccount;
  amountCents: Cents;
}

/** The account goes back exactly as received, plus the amount. */
export function withdrawToAccount({ account, amountCents }: AccountWithdrawal) {
  return postTransaction('/expressfund/withdraw', { ...account, amount: centsToWire(amountCents) });
}
