/**
 * The reference page's service worker, for `BENCH_PAGES=reference-sw` (scripts/bench.mjs): the
 * page and its script served from the worker's cache, as the app's are on a returning visit,
 * and nothing else. So the least any page that keeps itself in a service worker pays for a quick
 * deposit: the floor under the app's returning visit. The bench writes the script's hashed path
 * in place of REFERENCE_SCRIPT.
 */
const FILES = ['/', 'REFERENCE_SCRIPT'];

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(caches.open('reference').then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  const file = event.request.mode === 'navigate' ? '/' : url.pathname;
  if (!FILES.includes(file)) return;
  event.respondWith(caches.match(file).then((kept) => kept ?? fetch(event.request)));
});
