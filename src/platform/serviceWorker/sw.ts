/**
 * The production build's service worker, emitted as dist/sw.js, unhashed,
 * by webpack.config.ts, which writes the build's files with their integrity and the version into
 * it. Sandbox builds and the dev server have none (msw's worker owns the scope there).
 *
 * - Every file it keeps is the build's: its body gives the integrity the manifest names. A copy
 *   that does not (an error page a proxy answered 200, a stale copy in the HTTP cache) is asked
 *   for once more past the HTTP cache, and is never kept.
 * - Install: the shell (index.html) and the files the home needs (the first bundle, the
 *   stylesheet and its images, the quick deposit's chunks) go into `xf-<version>`; if one of
 *   them cannot be had as the build's, the install fails and the browser tries again on a later
 *   visit. The new worker then takes over at once (skipWaiting), so a new deploy reaches a
 *   returning visitor on the load after the visit its worker installed in.
 * - Once a page is idle it posts KEEP_VERSION: the version's other files are fetched one at a
 *   time, at low priority, unless the link is slow (policy.ts), and kept for a page of this
 *   version that outlives the worker: the next deploy's worker answers that page's chunks from
 *   here though the deploy deleted them from the server.
 * - Activate: the previous version's cache stays (a page of that version may still be open);
 *   every older `xf-` cache is deleted.
 * - Fetch (policy.ts): the shell is stale-while-revalidate (answered from the cache with no
 *   round trip, refreshed in the background; a reload asks the network first, so Reload after a
 *   missing chunk gets the new deploy); a file kept at install is cache-first, fetched and kept
 *   again when missing (a file that failed in a page leaves the caches: evict.ts); an older
 *   version's file comes from whichever cache kept it; anything else (this version's other
 *   chunks too, which the HTTP cache keeps) is not touched.
 */
import { SW_MANIFEST_PLACEHOLDER, type SwManifest } from './manifest';
import { integrityOf } from './integrity';
import {
  cacheKey,
  KEEP_VERSION,
  keepsRestAhead,
  routeOf,
  type FailedFile,
  type SwConnection,
} from './policy';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  registration: { scope: string };
  navigator: { connection?: SwConnection };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

// webpack.config.ts (ServiceWorkerPlugin) writes the build's manifest in place of the placeholder.
const manifest = JSON.parse(SW_MANIFEST_PLACEHOLDER) as SwManifest;
const worker = self as unknown as WorkerScope;
const scope = worker.registration.scope;
const CACHE = `xf-${manifest.version}`;
const integrities = new Map(manifest.files.map(({ file, integrity }) => [file, integrity]));
const precached = new Set(integrities.keys());
const version = new Set([...precached, ...manifest.rest.map(({ file }) => file)]);

/** Only a plain, whole answer of this origin is kept (no error, no redirect). */
const storable = (response: Response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected;

/**
 * A file of this version from the network (the shell is ''), kept when its body is the build's.
 * Each cache mode is tried in turn until one answers the build's copy; the last answer is
 * returned either way, for the page to meet as it would without the worker.
 */
async function fetchAndKeep(
  file: string,
  integrity: string,
  modes: RequestCache[],
  init: RequestInit = {},
): Promise<{ response: Response; kept: boolean }> {
  let response = Response.error();
  for (const cache of modes) {
    response = await fetch(scope + file, { ...init, cache });
    if (
      storable(response) &&
      (await integrityOf(await response.clone().arrayBuffer())) === integrity
    ) {
      await (await caches.open(CACHE)).put(scope + file, response.clone());
      return { response, kept: true };
    }
  }
  return { response, kept: false };
}

/** A hashed file: the HTTP cache's copy, else the server's. */
const FILE_MODES: RequestCache[] = ['default', 'reload'];
/** The shell, revalidated (index.html is served no-cache anyway). */
const SHELL_MODES: RequestCache[] = ['no-cache'];

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const wanted = [
        fetchAndKeep('', manifest.shell, SHELL_MODES),
        ...manifest.files.map(({ file, integrity }) => fetchAndKeep(file, integrity, FILE_MODES)),
      ];
      // Every answer awaited, so nothing is kept after a failure's cleanup.
      const answers = await Promise.allSettled(wanted);
      if (!answers.every((answer) => answer.status === 'fulfilled' && answer.value.kept)) {
        // Nothing of a failed install (a wrong copy, no answer) is kept: the next visit's install
        // starts afresh, and the previous version's cache stays the one before the current.
        await caches.delete(CACHE);
        throw new Error(`The files of version ${manifest.version} are not the build's`);
      }
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => {
      // Cache Storage lists its caches in the order they were made: the last is the previous
      // version's, kept while a page of it may still be open.
      const older = names.filter((name) => name.startsWith('xf-') && name !== CACHE).slice(0, -1);
      return Promise.all(older.map((name) => caches.delete(name)));
    }),
  );
});

/** The version's files not yet kept, one at a time, so each waits behind the page's requests. */
async function keepRest(): Promise<void> {
  if (!keepsRestAhead(worker.navigator.connection)) return;
  const cache = await caches.open(CACHE);
  for (const { file, integrity } of manifest.rest) {
    if (await cache.match(scope + file)) continue;
    await fetchAndKeep(file, integrity, FILE_MODES, { priority: 'low' }).catch(() => undefined);
  }
}
let keeping: Promise<void> | undefined;

/**
 * A file that failed in a page (evict.ts) leaves every cache, and is asked for past the HTTP
 * cache, whose copy (kept a year) may be the same wrong one, so the page's Reload meets the
 * server's. A file of this version is fetched and kept again when next asked for.
 */
async function forget(url: string): Promise<void> {
  const key = cacheKey(url);
  // Another origin's file (Plaid's script) is none of the worker's.
  if (!key.startsWith(scope)) return;
  for (const name of await caches.keys()) await (await caches.open(name)).delete(key);
  await fetch(key, { cache: 'reload' }).catch(() => undefined);
}

worker.addEventListener('message', (event) => {
  const message = event.data as typeof KEEP_VERSION | FailedFile;
  if (message === KEEP_VERSION) {
    // Two tabs ask once.
    keeping ??= keepRest().finally(() => (keeping = undefined));
    event.waitUntil(keeping);
  } else if (message.failed) {
    event.waitUntil(forget(message.failed));
  }
});

/** The shell from the network, kept for the next load when it is this version's. */
const freshShell = async () => (await fetchAndKeep('', manifest.shell, SHELL_MODES)).response;

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const key = cacheKey(request.url);
  const route = routeOf(request, scope, precached, version);
  if (route === 'cached') {
    const file = key.slice(scope.length);
    event.respondWith(
      caches
        .match(key, { cacheName: CACHE, ignoreVary: true })
        .then(
          async (cached) =>
            cached ?? (await fetchAndKeep(file, integrities.get(file) ?? '', FILE_MODES)).response,
        )
        // Whatever fails while keeping it (the cache, a digest), the page still gets the file,
        // as it would with no worker.
        .catch(() => fetch(request)),
    );
  } else if (route === 'kept') {
    event.respondWith(
      caches.match(key, { ignoreVary: true }).then((kept) => kept ?? fetch(request)),
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
