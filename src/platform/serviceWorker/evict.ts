import { cacheKey } from './policy';

/**
 * A script or stylesheet that fails in the page (not the build's copy, or not there) leaves the
 * service worker's caches (sw.ts), so the next load, the page's Reload, asks the network for it
 * (the worker fetches a file of its version it does not hold, and keeps it if it is the build's).
 * Listened for from the start, before the first screen's chunk is asked for. The element's
 * error does not bubble: it is caught on its way down.
 */
export function evictFailedFiles(): void {
  if (process.env.NODE_ENV === 'production' && !__SANDBOX__ && 'caches' in window) {
    window.addEventListener(
      'error',
      ({ target }) => {
        const url =
          target instanceof HTMLScriptElement
            ? target.src
            : target instanceof HTMLLinkElement
              ? target.href
              : '';
        if (url) forget(cacheKey(url)).catch(() => undefined);
      },
      true,
    );
  }
}

async function forget(key: string): Promise<void> {
  for (const name of await caches.keys()) {
    if (name.startsWith('xf-')) await (await caches.open(name)).delete(key);
  }
}
