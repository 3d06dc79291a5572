/**
 * Masks sensitive values before Redux DevTools shows or exports them. Any key naming a card,
 * CVV, account, routing or check number or a token is replaced, at any depth.
 */
const SENSITIVE_KEY =
  /^(cardNumber|accountNumber|confirmAccountNumber|routingNumber|abaNumber|checkNumber|cvv|cvcCode|cvc|token|plaidToken|linkToken|publicToken|public_token|plaidAccessToken|xAuthToken|password)$/i;

/** Masked values are blanked, so a replayed log shows those fields empty. */
export const MASK = '';

/** A value the server already masked ('************4242') is no secret and keeps its last digits. */
const alreadyMasked = (value: unknown) => typeof value === 'string' && value.includes('*');

export function maskSensitive<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskSensitive) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      SENSITIVE_KEY.test(key) && inner !== null && !alreadyMasked(inner)
        ? MASK
        : maskSensitive(inner);
  }
  return out as T;
}

/** Runs of digits as long as a card, account or routing number (spaces and dashes between). */
const LONG_NUMBER = /\d(?:[ -]?\d){7,}/g;
export const MASKED_NUMBER = '[number]';

/**
 * Masks, in free text (an error's message or stack), every run of eight or more digits: a card,
 * account or routing number that found its way into a message. A stack's line and column
 * numbers are shorter.
 */
export function maskNumbersInText(text: string): string {
  return text.replace(LONG_NUMBER, MASKED_NUMBER);
}
