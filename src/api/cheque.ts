import { type Cents, centsToWire } from '@/lib/money';
import { postTransaction } from './transaction';

export interface CheckWithdrawal {
  amountCents: Cents;
  rushDeliverySelected: boolean;
  /** The chosen delivery address's addressType ('residence' or 'mailing'). */
  addressType: string;
  signature: boolean;
  /** The customer's fedExCharge; sent only when rush delivery is chosen. */
  fedexAmountCents: Cents;
}

/** Exactly these five fields: nothing else of the customer or the address is sent. */
export function withdrawByCheck({
  amountCents,
  rushDeliverySelected,
  addressType,
  signature,
  fedexAmountCents,
}: CheckWithdrawal) {
  return postTransaction('/cheque/withdraw', {
    amount: centsToWire(amountCents),
    rushDeliverySelected,
    addressType,
    signature,
    fedexAmount: rushDeliverySelected ? centsToWire(fedexAmountCents) : 0,
  });
}
