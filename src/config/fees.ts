import { SIGNATURE_FEE_CENTS, WALLET_WITHDRAWAL_FEE_CENTS } from './constants';

/*
 * The fee rule (decisions, 'Fees (deposits)' and 'Fees (withdrawals)'), one owner for the
 * summaries, the receipts, the withdrawable warning and the sandbox: a fee is paid besides the
 * amount, never out of it. Amounts in integer cents.
 */

/** A check's extras: rush delivery at the customer's courier charge, a signature with rush. */
export interface CheckExtras {
  rush: boolean;
  signature: boolean;
  rushFeeCents: number;
}

export type Withdrawal =
  { method: 'paypal' } | { method: 'ach' } | ({ method: 'check' } & CheckExtras);

/**
 * What a withdrawal costs besides its amount: the wallet's $1; for a check the courier charge
 * with rush and the signature fee on top of it (a signature is only offered with rush); ACH none.
 */
export function withdrawalFeeCents(withdrawal: Withdrawal): number {
  switch (withdrawal.method) {
    case 'paypal':
      return WALLET_WITHDRAWAL_FEE_CENTS;
    case 'check':
      if (!withdrawal.rush) return 0;
      return withdrawal.rushFeeCents + (withdrawal.signature ? SIGNATURE_FEE_CENTS : 0);
    default:
      return 0;
  }
}

/**
 * What moves with the fee: a deposit's payer is charged this and the account credited the
 * amount; a withdrawal's payee receives the amount and the balance falls by this.
 */
export const withFeeCents = (amountCents: number, feeCents: number): number =>
  amountCents + feeCents;
