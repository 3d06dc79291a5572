import { DELIVERY_TEXTS } from './messages';

/*
 * How rush delivery and a signature send a check, for the withdrawal summary (from the form)
 * and the receipt (from the request sent): one rule for both. What they cost is the fee rule's
 * (config/fees.ts).
 */

/** How the check travels. */
export function checkDeliveryText(rush: boolean, signature: boolean): string {
  if (!rush) return DELIVERY_TEXTS.check;
  return signature ? DELIVERY_TEXTS.checkRushSigned : DELIVERY_TEXTS.checkRush;
}
