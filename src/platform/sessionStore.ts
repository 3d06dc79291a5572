/**
 * The app's sessionStorage keys (decisions section 3; `transactionPending` marks a stored
 * transaction still waiting for its answer). Nothing sensitive is ever stored here.
 */
export type SessionKey =
  | 'transactionType'
  | 'depositedAmount'
  | 'withdrawnAmount'
  | 'errorMessage'
  | 'transactionPending'
  | 'quickDepositIframe';

export function readSession(key: SessionKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be disabled (private mode, embedded frames): the app keeps working from the store.
  }
}

export function removeSession(keys: SessionKey[]): void {
  try {
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // see writeSession
  }
}
