/** The time now, in milliseconds (a receipt's time stamp): `yield* call(now)`. */
export function now(): number {
  return Date.now();
}

/**
 * A wait, for sagas (`yield* call(sleep, ms)`). redux-saga's own `delay` effect would put its
 * implementation in the first bundle, where the effects module lives, for the one lazy screen
 * that waits (bank linking's bounded wait for Link).
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, ms);
  });
}
