const pending: (() => void)[] = [];

/** Registers something to undo after the current test (subscriptions, timers). */
export function onTestCleanup(cleanup: () => void): void {
  pending.push(cleanup);
}

export function runCleanups(): void {
  while (pending.length) pending.pop()?.();
}
