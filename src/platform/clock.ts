/** The time now, in milliseconds (a receipt's time stamp): `yield* call(now)`. */
export function now(): number {
  return Date.now();
}

/**
 * A wait, for sagas (`yield* call(sleep, ms)`): bank linking's bounded wait for Link. The timer is
 * the browser's, so it is called here, with the page's other browser calls.
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, ms);
  });
}

/** How long a page that paints nothing (a hidden tab) holds what waits for the next paint. */
const UNPAINTED_WAIT_MS = 100;

/**
 * Resolves in a task after the next frame has been painted, so work that can wait leaves that
 * frame to what the person is waiting for (`yield* call(afterNextPaint)`). A hidden page paints
 * no frame: there it resolves after UNPAINTED_WAIT_MS.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const unpainted = window.setTimeout(resolve, UNPAINTED_WAIT_MS);
    window.requestAnimationFrame(() => {
      window.setTimeout(() => {
        window.clearTimeout(unpainted);
        resolve();
      }, 0);
    });
  });
}
