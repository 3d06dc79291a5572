/**
 * The app's sessionStorage keys (decisions section 3; `transactionPending` marks a stored
 * transaction still waiting for its answer, `transactionMember` names the member it belongs to, `depositReturnTo` the deposit link's
 * main-site address a wallet deposit at the provider goes back to, `moneyPostInFlight` the money
 * POST awaiting its answer: member, type, amount and time, `transactionReceipt` a completed
 * transaction's receipt: its time, fee, masked method and delivery, `reloadedFromVersion` the
 * first bundle of a version the page left by reloading after a deploy: newVersion.ts). Nothing sensitive is ever stored here, with one
 * decided exception: `bankLinkResume` holds a Link token and an amount for the length of a bank's
 * OAuth round trip only (decisions section 6; bank-link/oauthResume.ts).
 */
export type SessionKey =
  | 'transactionType'
  | 'depositedAmount'
  | 'withdrawnAmount'
  | 'errorMessage'
  | 'transactionPending'
  | 'transactionMember'
  | 'depositReturnTo'
  | 'quickDepositIframe'
  | 'bankLinkResume'
  | 'moneyPostInFlight'
  | 'transactionReceipt'
  | 'reloadedFromVersion';

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
