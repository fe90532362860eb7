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
// in a tunnel and the installed app opens offline.
// A URL that names its content's version (tabula.wasm?v=<hash>, see
// scripts/site-delivery.mjs) never changes: it is answered from the cache
// first, so a visit with this worker moves no byte of tabula.wasm. Every
// other URL (the page itself, this worker, the manifest, the atlases) is
// network first: when online, a new build is used at once, and it names
// new versions.
'use strict';
const CACHE = 'tabula-site';
// file -> version; filled in by the site build (empty in shell/, so a page
// served straight from there works, network first).
const VERSIONS = {};
const versioned = (f) => (VERSIONS[f] ? `${f}?v=${VERSIONS[f]}` : f);
const FILES = [
  './', 'index.html', 'page.css', 'page-words.js', 'page-about.js', 'page-scroll.js', 'page.js', 'replay-link.js',
  'online.js', 'online.css', 'page-access.js', 'page-access.css', 'page-sound.js', 'page-situation.js', 'tabula.js', 'tabula.wasm', 'manifest.webmanifest',
  'icon.svg', 'icon-maskable.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png',
  // The languages not compiled into tabula.wasm (page.js fetches the one it needs).
  'i18n/hu.json', 'i18n/es.json', 'i18n/it.json',
  // The review's words (web/app/review.cc fetches them when a review opens).
  'i18n/review/en.json', 'i18n/review/hu.json', 'i18n/review/es.json', 'i18n/review/it.json',
  // Each game's words, i18n/<game>/<lang>.json (web/app/words.cc fetches a
  // game's with it): every pack the site build listed.
  ...Object.keys(VERSIONS).filter((f) => /^i18n\/[^/]+\/[a-z]{2}\.json$/.test(f) && !f.startsWith('i18n/review/')),
];

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // One missing file (a partial deploy) must not stop the others being kept.
  // The browser's own HTTP cache is asked first (not cache: 'reload'): the
  // page has just fetched tabula.wasm and the rest, and fetching them again
  // would double a first visit's bytes (a versioned URL is there for a year;
  // a bare one the browser revalidates, a 304 at most).
  event.waitUntil(caches.open(CACHE).then((cache) =>
    Promise.all(FILES.map((f) => cache.add(versioned(f)).catch(() => {})))));
});
// The copies of older versions are let go (the bare URLs are replaced in place).
self.addEventListener('activate', (event) => event.waitUntil(caches.open(CACHE)
  .then((cache) => cache.keys().then((keys) => Promise.all(keys.map((request) => {
    const url = new URL(request.url);
    const file = url.pathname.slice(new URL(self.registration.scope).pathname.length);
    const v = url.searchParams.get('v');
    return v && v !== VERSIONS[file] ? cache.delete(request) : null;
  }))))
  .then(() => self.clients.claim())));

// A good answer is kept for offline use.
function keep(event, request, response) {
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}
// Offline: the same file, whatever the URL options (?game=..., ?v=...) were.
const kept = (request) => caches.match(request, { ignoreSearch: true }).then((cached) => cached || Response.error());

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Online tables are live: never answered from the cache (an old "ok" from
  // online/health would offer Play online with no server in reach).
  if (url.pathname.includes('/online/')) return;
  const fromNetwork = () => fetch(request).then((response) => keep(event, request, response));
  event.respondWith(url.searchParams.has('v')
    ? caches.match(request).then((cached) => cached || fromNetwork()).catch(() => kept(request))
    : fromNetwork().catch(() => kept(request)));
});

// "Your turn" with the page closed (issue 24 §2): the server's Web Push
// message carries the table id, the game, the other players' names and the
// player's language, nothing else; the words are made here. A tap opens that
// table: in this site's open tab if there is one, else in a new one.
const TURN_WORDS = {
  en: { with: 'Your turn — {game} with {names}', alone: 'Your turn — {game}', body: 'Tap to open the table.' },
  hu: { with: 'Te jössz — {game}, veled játszik: {names}', alone: 'Te jössz — {game}', body: 'Koppints az asztal megnyitásához.' },
  es: { with: 'Te toca — {game} con {names}', alone: 'Te toca — {game}', body: 'Toca para abrir la mesa.' },
  it: { with: 'Tocca a te — {game} con {names}', alone: 'Tocca a te — {game}', body: 'Tocca per aprire il tavolo.' },
};
// A clocked turn's reminder at 3/4 of its time (issue 24 §3): `left` (ms).
const REMIND_WORDS = {
  en: { title: 'Time is running out — {game}', body: 'When your turn\'s time is up, a bot plays for you until you are back. Tap to open the table.' },
  hu: { title: 'Fogy az idő — {game}', body: 'Ha lejár a köröd ideje, egy gép játszik helyetted, amíg vissza nem jössz. Koppints az asztal megnyitásához.' },
  es: { title: 'Se acaba el tiempo — {game}', body: 'Cuando se acabe el tiempo de tu turno, un bot jugará por ti hasta que vuelvas. Toca para abrir la mesa.' },
  it: { title: 'Il tempo sta per scadere — {game}', body: 'Allo scadere del tuo turno un bot gioca al posto tuo finché non torni. Tocca per aprire il tavolo.' },
};
function turnTitle(d) {
  if (typeof d.left === 'number') {
    const r = REMIND_WORDS[d.lang] || REMIND_WORDS.en;
    return { title: r.title.replace('{game}', typeof d.title === 'string' && d.title ? d.title : String(d.game || 'Tabula')), body: r.body };
  }
  const w = TURN_WORDS[d.lang] || TURN_WORDS[(self.navigator.language || 'en').slice(0, 2)] || TURN_WORDS.en;
  const names = Array.isArray(d.names) ? d.names.filter((n) => typeof n === 'string') : [];
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? '…' : '');
  // The game's title as the server's engine lists it.
  const game = typeof d.title === 'string' && d.title ? d.title : String(d.game || 'Tabula');
  return { title: (names.length ? w.with : w.alone).replace('{game}', game).replace('{names}', shown), body: w.body };
}
// "Play again" (issue 24 §4): {kind: 'rematch', table (the new one), from
// (the finished one), game, title, names: [who asked], lang}. A tap opens
// ?table=new&from=old: the old seat's token takes the reserved seat.
const AGAIN_WORDS = {
  en: { title: '{name} wants to play again — {game}', body: 'Tap to join the new table.' },
  hu: { title: '{name} újra játszana — {game}', body: 'Koppints, és ülj le az új asztalhoz.' },
  es: { title: '{name} quiere jugar otra vez — {game}', body: 'Toca para unirte a la nueva mesa.' },
  it: { title: '{name} vuole giocare ancora — {game}', body: 'Tocca per sederti al nuovo tavolo.' },
};
// "{name} … {game}": a rematch's or an invitation's title, from `words`.
function namedTitle(words, d) {
  const w = words[d.lang] || words.en;
  const name = Array.isArray(d.names) && typeof d.names[0] === 'string' ? d.names[0] : '';
  const game = typeof d.title === 'string' && d.title ? d.title : String(d.game || 'Tabula');
  return { title: w.title.replace('{name}', name).replace('{game}', game), body: w.body };
}
// A friend's invitation (issue 33 §4, server/src/invitations.mjs): {kind:
// 'invite', table, from? (a rematch's old table), game, title, names: [who
// invites], lang}. A tap opens ?table=…(&from=…) like a rematch.
const INVITE_WORDS = {
  en: { title: '{name} invites you to {game}', body: 'Tap to take your seat.' },
  hu: { title: '{name} meghív: {game}', body: 'Koppints, és ülj le a helyedre.' },
  es: { title: '{name} te invita a {game}', body: 'Toca para ocupar tu asiento.' },
  it: { title: '{name} ti invita a {game}', body: 'Tocca per prendere il tuo posto.' },
};
const TABLE_ID = /^[A-Za-z0-9_-]{16,64}$/;
self.addEventListener('push', (event) => {
  let d = {};
  try { d = event.data ? event.data.json() : {}; } catch (e) { d = {}; }
  if (!TABLE_ID.test(d.table || '')) return;
  const again = d.kind === 'rematch' && TABLE_ID.test(d.from || '');
  const invite = d.kind === 'invite';
  const { title, body } = again ? namedTitle(AGAIN_WORDS, d) : invite ? namedTitle(INVITE_WORDS, d) : turnTitle(d);
  const from = (again || invite) && TABLE_ID.test(d.from || '') ? d.from : null;
  event.waitUntil(self.registration.showNotification(title, {
    body, tag: `tabula-${d.table}`, renotify: true, icon: 'icon-192.png', data: from ? { table: d.table, from } : { table: d.table },
  }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const table = event.notification.data && event.notification.data.table;
  if (!table) return;
  const from = event.notification.data.from;
  const url = new URL(`./?table=${encodeURIComponent(table)}${from ? `&from=${encodeURIComponent(from)}` : ''}`, self.registration.scope).href;
  event.waitUntil(self.clients.matchAll({ type: 'window' }).then((list) => {
    const tab = list.find((c) => c.url.startsWith(self.registration.scope));
    if (!tab) return self.clients.openWindow(url);
    return tab.navigate(url).then((c) => (c || tab).focus().catch(() => {}), () => self.clients.openWindow(url));
  }));
});
