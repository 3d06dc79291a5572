/** 'PO Box', 'P.O. Box', 'Post Office Box', in any case (decisions: rush courier to a PO Box). */
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

/**
 * A courier cannot deliver to a PO Box: a rush check to one is refused by the form and by the
 * service, so a courier fee is never taken for a delivery that cannot happen.
 */
export const isPoBox = (address: string): boolean => PO_BOX.test(address);
