/** A phone number as a tel: link: '1-800-555-0134' -> 'tel:18005550134'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
