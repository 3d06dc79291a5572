import { type Cents, centsToWire, formatPlain } from '@/lib/money';
import { postTransaction } from './transaction';

export interface WalletDeposit {
  amountCents: Cents;
  /** Where the provider sends the user back (docs/api.md). */
  callBackUrl: string;
}

/** On success errorMessage is the provider's address to redirect to (check it before following). */
export function depositWithWallet({ amountCents, callBackUrl }: WalletDeposit) {
  return postTransaction('/paypal/deposit', { amount: centsToWire(amountCents), callBackUrl });
}

export function withdrawToWallet({ amountCents }: { amountCents: Cents }) {
  return postTransaction('/paypal/withdraw', {
    amount: centsToWire(amountCents),
    note: `Withdrawing ${formatPlain(amountCents)}`,
  });
}
