import { onTestCleanup } from './cleanups';

type Callback = (lock: Lock | null) => unknown;
interface Waiter {
  grant: () => void;
}

/**
 * A Web Locks manager for jsdom (which has none), shared by every store of a test as the
 * browser's is shared by its tabs: exclusive locks by name, granted in request order,
 * `ifAvailable` and `signal` as the standard says.
 */
export function installFakeLocks() {
  const held = new Set<string>();
  const queues = new Map<string, Waiter[]>();

  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next.grant();
    else held.delete(name);
  };

  const run = (name: string, callback: Callback) => {
    held.add(name);
    return Promise.resolve()
      .then(() => callback({ name, mode: 'exclusive' } as Lock))
      .finally(() => grantNext(name));
  };

  const locks = {
    request(name: string, options: LockOptions | Callback, maybeCallback?: Callback) {
      const callback = (typeof options === 'function' ? options : maybeCallback) as Callback;
      const { ifAvailable, signal } = typeof options === 'function' ? {} : options;
      if (!held.has(name)) return run(name, callback);
      if (ifAvailable) return Promise.resolve(callback(null));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = { grant: () => run(name, callback).then(resolve, reject) };
        const queue = queues.get(name) ?? [];
        queue.push(waiter);
        queues.set(name, queue);
        signal?.addEventListener('abort', () => {
          const at = queue.indexOf(waiter);
          if (at === -1) return;
          queue.splice(at, 1);
          reject(signal.reason);
        });
      });
    },
    query: () => Promise.resolve({ held: [], pending: [] }),
  } as unknown as LockManager;

  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
  onTestCleanup(() => {
    delete (window.navigator as { locks?: LockManager }).locks;
  });
  return { isHeld: (name: string) => held.has(name) };
}
