import type { FailedFile } from './policy';

/**
 * A script, stylesheet or image that fails in the page (not the build's copy, or not there) is
 * told to the service worker (sw.ts), which drops it from its caches and asks the server for it
 * past the HTTP cache, so the next load, the page's Reload, gets the server's copy. Listened for
 * from the start, before the first screen's chunk is asked for. The element's error does not
 * bubble: it is caught on its way down.
 */
export function evictFailedFiles(): void {
  if (process.env.NODE_ENV === 'production' && !__SANDBOX__) {
    window.addEventListener(
      'error',
      ({ target }) => {
        // A script's or an image's src, a stylesheet's href; a script's runtime error is the
        // window's, which has neither.
        const { src, href } = target as { src?: string; href?: string };
        const failed: FailedFile = { failed: src || href! };
        if (failed.failed) navigator.serviceWorker?.controller?.postMessage(failed);
      },
      true,
    );
  }
}
