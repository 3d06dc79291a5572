/**
 * The one fact this device remembers across visits: whether the member had a
 * quick deposit (a default card or account) last time, so a phone's first paint can put the
 * quick deposit above the method tiles without anything moving. Nothing personal: no name, id,
 * method or figure. The inline start-up script reads the same key, which the build writes into it
 * (scripts/prerender/chooser.js, app/chooserRules.ts).
 */
export const HAD_QUICK_DEPOSIT_KEY = 'xpbHadQuickDeposit';

export function readHadQuickDeposit(): boolean {
  try {
    return window.localStorage.getItem(HAD_QUICK_DEPOSIT_KEY) === 'true';
  } catch {
    // Storage can be disabled (private mode, sandboxed frames): the spec's order then.
    return false;
  }
}

export function rememberHadQuickDeposit(had: boolean): void {
  try {
    window.localStorage.setItem(HAD_QUICK_DEPOSIT_KEY, String(had));
  } catch {
    // see readHadQuickDeposit
  }
}
