// Offline play. The page's few files (this page, page.js/css, tabula.js and
// tabula.wasm) and each game's art atlas (art/<game>.json and
// art/<game>@<scale>x.png, fetched when the game is first shown) are copied
// into the browser's cache as they are fetched and served from there when
// the network is gone, so a game on a phone goes on in a tunnel. Network
// first: when online, a new build is used at once.
'use strict';
const CACHE = 'tabula-site';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })
      // Offline: the same file, whatever the URL options (?game=...) were.
      .catch(() => caches.match(request, { ignoreSearch: true })
        .then((cached) => cached || Response.error())));
});
