/* global __VERSION__, __PRECACHE__ */
/* Yo service worker (spec 4.9). Built by build/serviceWorker.ts: __PRECACHE__ and __VERSION__ are filled in. */
const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const CACHE = `yo-shell-${VERSION}`;
/** The files opened since (the signed-in area, later steps): per version, so none outlives it. */
const RUNTIME = `yo-runtime-${VERSION}`;
/** The app without a prerendered page in it: it opens any route offline. */
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  // The new version waits until the page tells it to take over (skip-waiting, then a reload).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL, ...PRECACHE])));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('yo-') && key !== CACHE && key !== RUNTIME)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The API and the sandbox always need the network; the app shows its offline message.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/sandbox/')) return;

  if (request.mode === 'navigate') {
    // Pages: the network first (fresh, prerendered where the build has it), the cached shell
    // when offline.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(SHELL, { cacheName: CACHE }).then((cached) => cached || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: the cache first, then the network (kept for next time).
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(RUNTIME).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
