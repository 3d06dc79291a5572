/**
 * A script, stylesheet or image that fails in the page (not the build's copy, or not there)
 * leaves the service worker's caches (sw.ts), so the next load, the page's Reload, asks the
 * network for it (the worker fetches a file of its version it does not hold, and keeps it if it
 * is the build's). Listened for from the start, before the first screen's chunk is asked for.
 * The element's error does not bubble: it is caught on its way down.
 */
export function evictFailedFiles(): void {
  // Where the page has no Cache Storage (not a secure context), forget fails, and is let be.
  if (process.env.NODE_ENV === 'production' && !__SANDBOX__) {
    window.addEventListener(
      'error',
      ({ target }) => {
        // A script's or an image's src, a stylesheet's href; a script's runtime error is the
        // window's, which has neither.
        const { src, href } = target as { src?: string; href?: string };
        if (src || href) forget(src || href!).catch(() => undefined);
      },
      true,
    );
  }
}

/** The file leaves every cache of the origin: the worker's are the only ones. */
async function forget(url: string): Promise<void> {
  for (const name of await caches.keys()) {
    // The worker keys a file by its address without query (policy.ts, cacheKey).
    await (await caches.open(name)).delete(url, { ignoreSearch: true });
  }
}
