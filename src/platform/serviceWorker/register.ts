import { KEEP_VERSION } from './policy';

/**
 * Registers the production build's service worker (sw.ts) once the app has
 * taken over, so it never competes with the first paint, and once the page is idle asks it to
 * keep the rest of its version (every other screen's chunk), so a deploy that deletes them does
 * not strand this page. Sandbox builds (msw's worker owns the scope) and the dev server never do:
 * the branch is dead code there. A browser without service workers, or a registration that
 * fails, changes nothing: the page works from the network.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV === 'production' && !__SANDBOX__) {
    const workers = navigator.serviceWorker;
    workers
      ?.register('sw.js')
      .then(() => workers.ready)
      .then(({ active }) => {
        // Safari has no requestIdleCallback: the next task there.
        (window.requestIdleCallback ?? setTimeout)(() => active?.postMessage(KEEP_VERSION));
      })
      .catch(() => undefined);
  }
}
