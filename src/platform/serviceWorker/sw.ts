/**
 * The production build's service worker (issue 27, item 3), emitted as dist/sw.js, unhashed,
 * by webpack.config.ts, which writes the build's precache list and version into it. Sandbox
 * builds and the dev server have none (msw's worker owns the scope there).
 *
 * - Install: the shell (index.html, asked for past the HTTP cache) and the files the home needs
 *   (the first bundle, the stylesheet and its images, the quick deposit's chunks) go into
 *   `xf-<version>`; the new worker then takes over at once (skipWaiting), so a new deploy
 *   reaches a returning visitor at the latest on the second load.
 * - Activate: every other `xf-` cache (an older deploy's) is deleted.
 * - Fetch (policy.ts): the shell is stale-while-revalidate (answered from the cache with no
 *   round trip, refreshed in the background for the next load; a reload asks the network
 *   first, so Reload after a missing chunk gets the new deploy); a precached file is
 *   cache-first; anything else is not touched.
 */
import { SW_MANIFEST_PLACEHOLDER, type SwManifest } from './manifest';
import { cacheKey, routeOf } from './policy';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

// webpack.config.ts (ServiceWorkerPlugin) writes the build's manifest in place of the placeholder.
const manifest = JSON.parse(SW_MANIFEST_PLACEHOLDER) as SwManifest;
const worker = self as unknown as WorkerScope;
const scope = worker.registration.scope;
const CACHE = `xf-${manifest.version}`;
const precached = new Set(manifest.files);

/** Only a plain, whole answer of this origin is kept (no error page, no redirect). */
const storable = (response: Response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected;

/** The shell from the network, kept for the next load when it is storable. */
async function freshShell(): Promise<Response> {
  const response = await fetch(scope, { cache: 'no-cache' });
  if (storable(response)) await (await caches.open(CACHE)).put(scope, response.clone());
  return response;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(manifest.files.map((file) => scope + file));
      const shell = await fetch(scope, { cache: 'no-cache' });
      if (!storable(shell)) throw new Error(`The shell answered ${shell.status}`);
      await cache.put(scope, shell);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('xf-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(request, scope, precached);
  if (route === 'cached') {
    event.respondWith(
      caches
        .match(cacheKey(request.url), { cacheName: CACHE, ignoreVary: true })
        .then((cached) => cached ?? fetch(request)),
    );
  } else if (route === 'shell') {
    const network = freshShell();
    // Kept alive until the refreshed shell is stored; a failure only means the next load is stale.
    event.waitUntil(network.catch(() => undefined));
    const reload = request.cache === 'no-cache' || request.cache === 'reload';
    event.respondWith(
      caches
        .match(scope, { cacheName: CACHE, ignoreVary: true })
        .then((cached) =>
          cached && !reload
            ? cached
            : network.catch((error: unknown) => cached ?? Promise.reject(error)),
        ),
    );
  }
});
