import { SIGNATURE_FEE_CENTS } from '@/config/constants';
import type { Cents } from '@/lib/money';
import { DELIVERY_TEXTS } from './messages';

/*
 * What rush delivery and a signature do to a check, for the withdrawal summary (from the form)
 * and the receipt (from the request sent): one rule for both.
 */

/** The courier charge, and the signature fee on top of it; nothing without rush. */
export const checkExtraFeeCents = (
  rush: boolean,
  signature: boolean,
  rushFeeCents: Cents,
): Cents => (rush ? rushFeeCents + (signature ? SIGNATURE_FEE_CENTS : 0) : 0);

/** How the check travels. */
export function checkDeliveryText(rush: boolean, signature: boolean): string {
  if (!rush) return DELIVERY_TEXTS.check;
  return signature ? DELIVERY_TEXTS.checkRushSigned : DELIVERY_TEXTS.checkRush;
}
