// The service worker's kill switch (docs/deploy.md): deployed as dist/sw.js in place of the
// build's, it is installed on a returning visitor's next load, deletes every cache of the
// origin and unregisters itself. Pages already open keep running from the network (it has no
// fetch handler); the next load has no worker. The app registers sw.js again on every start,
// which installs this again and it removes itself again: harmless, and it keeps working for
// visitors who come back months later. It never reloads a page (that would loop).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
