/**
 * The one fact this device remembers across visits: the kind of the member's quick deposit last
 * time ('cc' for a default card, 'ach' for a default account; nothing when there was none), so a
 * phone's first paint can put the quick deposit above the method tiles without anything moving,
 * and the page's head asks first for what that quick deposit waits for. Nothing personal: no
 * name, id, number or figure. The inline start-up script reads the same key, which the build
 * writes into it (scripts/prerender/chooser.js, app/chooserRules.ts).
 */
export const QUICK_DEPOSIT_KIND_KEY = 'xpbQuickDepositKind';

export function readHadQuickDeposit(): boolean {
  try {
    return window.localStorage.getItem(QUICK_DEPOSIT_KIND_KEY) !== null;
  } catch {
    // Storage can be disabled (private mode, sandboxed frames): the spec's order then.
    return false;
  }
}

/** The default method's kind as it answered: 'cc', 'ach', or null for none. */
export function rememberQuickDeposit(kind: 'cc' | 'ach' | null): void {
  try {
    if (kind === null) window.localStorage.removeItem(QUICK_DEPOSIT_KIND_KEY);
    else window.localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, kind);
  } catch {
    // see readHadQuickDeposit
  }
}
