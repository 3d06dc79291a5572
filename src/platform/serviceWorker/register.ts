/**
 * Registers the production build's service worker (sw.ts, issue 27 item 3) once the app has
 * taken over, so it never competes with the first paint. Sandbox builds (msw's worker owns the
 * scope) and the dev server never do: the branch is dead code there. A browser without service
 * workers, or a registration that fails, changes nothing: the page works from the network.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV === 'production' && !__SANDBOX__) {
    navigator.serviceWorker?.register('sw.js').catch(() => undefined);
  }
}
