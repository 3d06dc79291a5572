/**
 * How saved cards and bank accounts are shown (decisions section 1). The server may send the
 * numbers already masked; only their last characters are read, so the result is the same.
 */

const CARD_VISIBLE = 4;
const ACCOUNT_VISIBLE = 5;

const ACCOUNT_TYPE_LABEL: Record<string, string> = { chk: 'Checking', sav: 'Saving' };

/** 'Visa', '************4242' -> 'VISA **** **** **** 4242' */
export function maskCard(brand: string, accountNumber: string): string {
  return `${brand.toUpperCase()} **** **** **** ${accountNumber.trim().slice(-CARD_VISIBLE)}`;
}

/** The screens' label of an account type: 'chk' -> 'Checking', 'sav' -> 'Saving'. */
export function accountTypeLabel(accountType: string): string {
  return ACCOUNT_TYPE_LABEL[accountType] ?? accountType;
}

/** 'chk', '123456789' -> 'CHECKING ****56789': every character but the last 5 hidden. */
export function maskAccount(accountType: string, accountNumber: string): string {
  const number = accountNumber.trim();
  const hidden = Math.max(number.length - ACCOUNT_VISIBLE, 0);
  const masked = '*'.repeat(hidden) + number.slice(hidden);
  return `${accountTypeLabel(accountType).toUpperCase()} ${masked}`;
}
