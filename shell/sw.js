// Offline play. The page's files (this page, its scripts and style,
// tabula.js and tabula.wasm, the translation tables, the manifest and the
// home-screen icons) are
// copied into the browser's cache when the worker installs and again as they
// are fetched, and so is each game's art atlas (art/<game>.json and
// art/<game>@<scale>x.png, fetched when the game is first shown) and the
// expert's worker (think-worker.js, think.js, think.wasm: 124 KB gzipped,
// fetched when an expert first searches; offline before that, the expert
// thinks on the page's main thread instead); all are
// served from there when the network is gone, so a game on a phone goes on
// in a tunnel and the installed app opens offline. Network
// first: when online, a new build is used at once.
'use strict';
const CACHE = 'tabula-site';
const FILES = [
  './', 'index.html', 'page.css', 'page-words.js', 'page-about.js', 'page-scroll.js', 'page.js', 'replay-link.js',
  'online.js', 'online.css', 'tabula.js', 'tabula.wasm', 'manifest.webmanifest',
  'icon.svg', 'icon-maskable.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png',
  // The languages not compiled into tabula.wasm (page.js fetches the one it needs).
  'i18n/hu.json', 'i18n/es.json', 'i18n/it.json',
];

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // One missing file (a partial deploy) must not stop the others being kept.
  // The browser's own HTTP cache is asked first (not cache: 'reload'): the
  // page has just fetched tabula.wasm and the rest, and fetching them again
  // would double a first visit's bytes. The fetch handler below is network
  // first, so a newer build still replaces these copies on the next visit.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    Promise.all(FILES.map((f) => cache.add(f).catch(() => {})))));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // Online tables are live: never answered from the cache (an old "ok" from
  // online/health would offer Play online with no server in reach).
  if (new URL(request.url).pathname.includes('/online/')) return;
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
