/**
 * 'existing': deposit from a saved account; 'new': type in a new account. null until the saved
 * accounts are known (no accounts may mean the new form or the bank-linking route).
 */
export type AchMode = 'existing' | 'new';

/**
 * The typed fields of a new account. Their names are the DevTools sanitizer's keys
 * (src/lib/sanitize.ts), in the slice and in every action payload, so they are always masked.
 */
export type AchField = 'accountNumber' | 'confirmAccountNumber' | 'routingNumber' | 'checkNumber';
export type AchFields = Record<AchField, string>;
