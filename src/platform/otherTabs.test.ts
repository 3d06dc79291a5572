import { installFakeLocks } from '@/test/fakeLocks';
import { takeMoneyLock, tellOtherTabs, type MoneyLock, type TabOutcome } from './otherTabs';

/**
 * The money lock and the outcome channel alone (decisions section 6, two tabs), with the fake
 * Web Locks manager every tab of a test shares and Node's BroadcastChannel. The whole flow, two
 * stores and screens, is twoTabs.test.tsx.
 */
const outcome = (account: string, cents = 100_00): TabOutcome => ({
  account,
  direction: 'deposit',
  cents,
  outcome: 'succeeded',
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the lock as a first tab does; it must be free. */
async function holdLock(account: string) {
  const lock = await takeMoneyLock(account, 1000);
  if (lock.kind !== 'held') throw new Error(`expected to hold the lock, got ${lock.kind}`);
  return lock.release;
}

/** How another tab's hold ended for a submit that found the lock busy; it must be busy. */
async function holdEnded(lock: Promise<MoneyLock>) {
  const taken = await lock;
  if (taken.kind !== 'busy') throw new Error(`expected the lock to be busy, got ${taken.kind}`);
  return taken.ended;
}

/** A first tab holds the lock, and a second one is waiting for it. */
async function secondTabWaiting() {
  const release = await holdLock('uid-a');
  const second = holdEnded(takeMoneyLock('uid-a', 5000));
  await pause(20);
  return { release, second };
}

describe('takeMoneyLock (two tabs of one browser)', () => {
  it('without Web Locks, the submit posts as before', async () => {
    expect(await takeMoneyLock('uid-a', 1000)).toEqual({ kind: 'unsupported' });
  });

  it("holds the account's lock until released; meanwhile another tab cannot take it", async () => {
    const locks = installFakeLocks();
    const release = await holdLock('uid-a');
    expect(locks.isHeld('xpressfunding-money:uid-a')).toBe(true);
    release();
    await pause(0);
    expect(locks.isHeld('xpressfunding-money:uid-a')).toBe(false);
    // Free again: the next submit holds it at once.
    const again = await holdLock('uid-a');
    again();
  });

  it("another account's lock is another lock", async () => {
    installFakeLocks();
    const releaseA = await holdLock('uid-a');
    const releaseB = await holdLock('uid-b');
    releaseB();
    releaseA();
  });

  it("held by another tab: waits, posts nothing, and hears that tab's outcome for this account", async () => {
    installFakeLocks();
    const { release, second } = await secondTabWaiting();
    // Another account's outcome is not this tab's business; of this account's, the last counts.
    tellOtherTabs(outcome('uid-b'));
    tellOtherTabs(outcome('uid-a', 50_00));
    tellOtherTabs({ ...outcome('uid-a'), outcome: 'failed' });
    await pause(20);
    release();
    expect(await second).toEqual({
      kind: 'waited',
      heard: { account: 'uid-a', direction: 'deposit', cents: 100_00, outcome: 'failed' },
    });
  });

  it('an outcome that trails the released lock by less than 200 ms is still heard', async () => {
    installFakeLocks();
    const { release, second } = await secondTabWaiting();
    release();
    // Said as the lock comes free: it reaches this tab after the lock does.
    tellOtherTabs(outcome('uid-a'));
    expect(await second).toEqual({ kind: 'waited', heard: outcome('uid-a') });
  });

  it('a message on the channel that is no outcome (null, text) is passed over', async () => {
    installFakeLocks();
    const { release, second } = await secondTabWaiting();
    const channel = new BroadcastChannel('xpressfunding-money');
    channel.postMessage(null);
    channel.postMessage('uid-a');
    channel.close();
    tellOtherTabs(outcome('uid-a'));
    await pause(20);
    release();
    expect(await second).toEqual({ kind: 'waited', heard: outcome('uid-a') });
  });

  it('having heard the outcome, does not wait for one after the lock comes free', async () => {
    installFakeLocks();
    const { release, second } = await secondTabWaiting();
    tellOtherTabs(outcome('uid-a'));
    await pause(20);
    const timers = jest.spyOn(window, 'setTimeout');
    release();
    expect(await second).toEqual({ kind: 'waited', heard: outcome('uid-a') });
    // No 200 ms grace for a trailing outcome: the person is told at once.
    expect(timers).not.toHaveBeenCalledWith(expect.any(Function), 200);
    timers.mockRestore();
  });

  it('where there is no BroadcastChannel, still waits for the other tab and posts nothing', async () => {
    installFakeLocks();
    const original = globalThis.BroadcastChannel;
    const release = await holdLock('uid-a');
    // @ts-expect-error: a browser with Web Locks and without BroadcastChannel
    delete globalThis.BroadcastChannel;
    try {
      const second = holdEnded(takeMoneyLock('uid-a', 5000));
      await pause(20);
      release();
      expect(await second).toEqual({ kind: 'waited', heard: null });
      const third = await holdLock('uid-a');
      expect(await holdEnded(takeMoneyLock('uid-a', 50))).toEqual({ kind: 'timedOut' });
      third();
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });

  it('hears nothing when the other tab says nothing, or only of another account', async () => {
    installFakeLocks();
    const { release, second } = await secondTabWaiting();
    tellOtherTabs(outcome('uid-b'));
    await pause(20);
    release();
    expect(await second).toEqual({ kind: 'waited', heard: null });
  });

  it('gives up after the wait while the other tab still holds the lock, and leaves it to that tab', async () => {
    const locks = installFakeLocks();
    const release = await holdLock('uid-a');
    const started = Date.now();
    expect(await holdEnded(takeMoneyLock('uid-a', 100))).toEqual({ kind: 'timedOut' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(locks.isHeld('xpressfunding-money:uid-a')).toBe(true);
    // The tab that gave up is out of the queue: the lock comes free when its holder is done.
    release();
    await pause(0);
    expect(locks.isHeld('xpressfunding-money:uid-a')).toBe(false);
  });

  it('closes its channel once it returns, whether it heard or gave up', async () => {
    installFakeLocks();
    const close = jest.spyOn(BroadcastChannel.prototype, 'close');
    const { release, second } = await secondTabWaiting();
    release();
    await second;
    expect(close).toHaveBeenCalledTimes(1);
    const third = await holdLock('uid-a');
    expect(await holdEnded(takeMoneyLock('uid-a', 50))).toEqual({ kind: 'timedOut' });
    expect(close).toHaveBeenCalledTimes(2);
    third();
    close.mockRestore();
  });
});

describe('tellOtherTabs', () => {
  it('does nothing where there is no BroadcastChannel', () => {
    const original = globalThis.BroadcastChannel;
    // @ts-expect-error: a browser without it
    delete globalThis.BroadcastChannel;
    try {
      expect(() => tellOtherTabs(outcome('uid-a'))).not.toThrow();
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });
});
