/**
 * Other tabs of this browser (decisions section 6, two tabs): a money submit holds a Web Lock
 * named for the account while its POST is on its way, and tells the other tabs its outcome on a
 * BroadcastChannel. Where Web Locks are missing, nothing changes. Two devices are not covered.
 */
export interface TabOutcome {
  /** The account (the member's uid): only its own tabs listen. */
  account: string;
  direction: 'deposit' | 'withdraw';
  cents: number;
  /** 'leftForProvider': a wallet deposit went to PayPal, not yet made. */
  outcome: 'succeeded' | 'failed' | 'leftForProvider' | 'unknown';
}

/** How another tab's hold on the lock ended for this tab, which posts nothing either way. */
export type OtherTabHold =
  /** That tab let go; what it said, if anything. */
  | { kind: 'waited'; heard: TabOutcome | null }
  /** That tab held it past the wait. */
  | { kind: 'timedOut' };

export type MoneyLock =
  /** No Web Locks here: post as before. */
  | { kind: 'unsupported' }
  /** Nobody held it: this tab posts, then releases it. */
  | { kind: 'held'; release: () => void }
  /**
   * Another tab holds it: this tab is already waiting (and listening to that tab) when this
   * comes back; `ended` settles when that tab lets go or the wait is over.
   */
  | { kind: 'busy'; ended: Promise<OtherTabHold> };

const CHANNEL = 'xpressfunding-money';
/** After the lock comes free, how long the outcome may trail it (two separate queues). */
const OUTCOME_GRACE_MS = 200;

const lockName = (account: string) => `xpressfunding-money:${account}`;

function isTabOutcome(data: unknown, account: string): data is TabOutcome {
  return typeof data === 'object' && data !== null && (data as TabOutcome).account === account;
}

/** Requests the lock and resolves once granted with its release (null: not granted at once). */
function requestLock(
  locks: LockManager,
  name: string,
  options: LockOptions,
): Promise<(() => void) | null> {
  return new Promise((resolve, reject) => {
    locks
      .request(name, options, (lock) => {
        if (lock === null) {
          resolve(null);
          return undefined;
        }
        return new Promise<void>((release) => resolve(() => release()));
      })
      .catch(reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Takes the account's money lock if it is free. Held by another tab, it starts waiting for it, up
 * to `waitMs`, and comes back at once: the caller can show that it is busy meanwhile. Once that
 * tab lets go, the lock is released at once: this tab's submit does not post, and the person
 * presses again once told.
 */
export async function takeMoneyLock(account: string, waitMs: number): Promise<MoneyLock> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return { kind: 'unsupported' };
  const name = lockName(account);
  const free = await requestLock(locks, name, { ifAvailable: true });
  if (free) return { kind: 'held', release: free };
  return { kind: 'busy', ended: waitOutOtherTab(locks, name, account, waitMs) };
}

/** The other tab's hold, waited out (at most `waitMs`) while listening to what it says. */
async function waitOutOtherTab(
  locks: LockManager,
  name: string,
  account: string,
  waitMs: number,
): Promise<OtherTabHold> {
  const heard: TabOutcome[] = [];
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', ({ data }: MessageEvent) => {
    if (isTabOutcome(data, account)) heard.push(data);
  });
  const gaveUp = new AbortController();
  const timer = window.setTimeout(() => gaveUp.abort(), waitMs);
  try {
    const release = await requestLock(locks, name, { signal: gaveUp.signal });
    release?.();
    if (heard.length === 0) await pause(OUTCOME_GRACE_MS);
    return { kind: 'waited', heard: heard.at(-1) ?? null };
  } catch {
    return { kind: 'timedOut' };
  } finally {
    window.clearTimeout(timer);
    channel?.close();
  }
}

/**
 * Hears what this account's other tabs tell (a deposit finished in a window the quick-deposit
 * frame opened). Returns the function that stops listening.
 */
export function subscribeToOtherTabs(
  account: string,
  onOutcome: (outcome: TabOutcome) => void,
): () => void {
  if (typeof BroadcastChannel !== 'function') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', ({ data }: MessageEvent) => {
    if (isTabOutcome(data, account)) onOutcome(data);
  });
  return () => channel.close();
}

/** Tells this account's other tabs what became of the submit that held the lock. */
export function tellOtherTabs(outcome: TabOutcome): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(outcome);
  channel.close();
}
