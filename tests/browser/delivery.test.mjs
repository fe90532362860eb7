// The page as our own server sends it (issue 23): compressed, tabula.wasm
// and the art under URLs naming their version and kept a year, the page
// itself revalidated; a game link plays from it; a reload moves none of the
// big files again, with the service worker or without it. The server
// (server/src/main.mjs on the built site) is started here, behind a proxy
// that sees every request, the service worker's too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { artDrawn, idle, launchBrowser } from './harness.mjs';
import { startServer } from './online-harness.mjs';
import { mostSeats } from './games.mjs';

// Any game at 6 seats: the one seating the most.
const game = mostSeats().name;
const link = `?game=${game}&players=6&humans=1&level=easy&seed=5`;
let browser, server, proxy, base;
const seen = [];  // {path, query, status, encoding, cache} of each request the server answered
before(async () => {
  server = await startServer();
  const target = new URL(server.url);
  proxy = createServer((req, res) => {
    const up = request({ host: target.hostname, port: target.port, path: req.url, method: req.method,
      headers: { ...req.headers, host: target.host } }, (r) => {
      const u = new URL(req.url, server.url);
      seen.push({ path: u.pathname, query: u.search, status: r.statusCode,
        encoding: r.headers['content-encoding'], cache: r.headers['cache-control'] });
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    });
    up.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(up);
  });
  await new Promise((r) => proxy.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${proxy.address().port}/`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  proxy?.close();
  await server?.stop();
});

async function open(serviceWorkers) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, serviceWorkers });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  return { context, page, problems };
}
async function playable(page) {
  await page.evaluate(() => window.tabula.ready);
  const art = await artDrawn(page, game);
  assert.equal(art.state, 'ready', art.error);
  // Playable: a legal move is offered and taken.
  await idle(page);  // an opening reveal waiting for Ready is tapped here
  const legal = await page.evaluate(() => window.tabula.legal());
  assert.ok(legal.length > 0, 'a move to make');
  assert.equal((await page.evaluate((a) => window.tabula.act(a), legal[0])).ok, true);
}
const answered = (from, re) => seen.slice(from).filter((s) => re.test(s.path));

test('a game link plays from our server, compressed, the big files kept a year', async () => {
  const { context, page, problems } = await open('block');
  const from = seen.length;
  await page.goto(base + link);
  await playable(page);
  const [wasm] = answered(from, /\/tabula\.wasm$/);
  assert.equal(wasm.status, 200);
  assert.equal(wasm.encoding, 'br', 'Chromium accepts brotli: tabula.wasm comes as brotli');
  assert.match(wasm.query, /^\?v=[0-9a-f]{16}$/, 'tabula.wasm is asked for by its version');
  assert.equal(wasm.cache, 'public, max-age=31536000, immutable');
  for (const s of answered(from, new RegExp(`/(tabula\\.js|page\\.js|art/${game}\\.json)$`))) {
    assert.equal(s.encoding, 'br', s.path);
    assert.equal(s.cache, 'public, max-age=31536000, immutable', s.path);
  }
  assert.ok(answered(from, new RegExp(`/art/${game}@2x\\.png$`)).every((s) => s.cache.includes('immutable')), 'the atlas too');
  const [index] = answered(from, /\/$/);
  assert.equal(index.cache, 'no-cache', 'the page itself is revalidated');
  assert.equal(index.encoding, 'br');

  // A reload (the saved game forgotten, so the link starts its game again):
  // the page revalidated (304), nothing else asked for again.
  const again = seen.length;
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await playable(page);
  const asked = seen.slice(again);
  assert.deepEqual(asked.filter((s) => s.path === '/').map((s) => s.status), [304], JSON.stringify(asked));
  assert.deepEqual(asked.filter((s) => /\.(wasm|js|css|png)$|\/art\//.test(s.path)).map((s) => s.path), [],
    `nothing big asked for again: ${JSON.stringify(asked)}`);
  assert.deepEqual(problems, []);
  await context.close();
});

// The lobby is not part of a game link's first visit: online.js and
// online.css come once the start screen shows (where Play online is
// offered), even though the server answers online/health.
test('a game link plays without the lobby; the start screen fetches it and offers Play online', async () => {
  const { context, page, problems } = await open('block');
  const from = seen.length;
  await page.goto(base + link);
  await playable(page);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/online/health')));
  await page.waitForTimeout(300);
  assert.deepEqual(answered(from, /\/online\.(js|css)$/), [], 'no lobby before the start screen');
  assert.equal(await page.evaluate(() => window.tabulaOnline.available), false);
  assert.equal(await page.evaluate(() => window.tabula.online), undefined);
  // The menu's New game: the start screen.
  for (const id of ['menu', 'new_game']) {
    const r = (await page.evaluate(() => window.tabula.layout()))[id];
    assert.ok(r, `${id} on screen`);
    await page.mouse.click(r.x + r.w / 2, r.y + r.h / 2);
    await page.evaluate(() => window.tabula.nextFrame());
  }
  assert.equal((await page.evaluate(() => window.tabula.screen())).screen, 'start');
  await page.waitForFunction(() => window.tabulaOnline.available === true, null, { timeout: 10000 });
  await page.waitForFunction(() => 'online' in window.tabula.layout(), null, { timeout: 5000 });
  // online.css is asked for as online.js runs, so on a fast machine Play
  // online can show before the stylesheet's answer is in: wait for both.
  await page.waitForFunction(() => [...document.styleSheets].some((s) => /\/online\.css/.test(s.href || '')), null, { timeout: 5000 });
  for (let i = 0; i < 50 && answered(from, /\/online\.(js|css)$/).length < 2; i++) await page.waitForTimeout(100);
  const lobby = answered(from, /\/online\.(js|css)$/);
  assert.deepEqual(lobby.map((s) => s.path).sort(), ['/online.css', '/online.js'], JSON.stringify(lobby));
  assert.ok(lobby.every((s) => /^\?v=[0-9a-f]{16}$/.test(s.query) && s.encoding === 'br'), JSON.stringify(lobby));
  assert.deepEqual(problems, []);
  await context.close();
});

test('with the service worker, a reload takes tabula.wasm and the page\'s scripts from its cache', async () => {
  const { context, page, problems } = await open('allow');
  await page.goto(base + link);
  await playable(page);
  const kept = await page.evaluate(async () => {
    await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 15000))]);
    for (let i = 0; i < 150; ++i) {
      const keys = (await (await caches.open('tabula-site')).keys()).map((k) => k.url);
      if (keys.some((k) => /\/tabula\.wasm\?v=/.test(k)) && navigator.serviceWorker.controller) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  });
  assert.ok(kept, 'the worker keeps tabula.wasm under its versioned URL');
  // The browser's HTTP cache emptied: only the worker's own cache can spare
  // the requests now (network first, it would ask the server).
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  const again = seen.length;
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await playable(page);
  const asked = seen.slice(again);
  assert.deepEqual(asked.filter((s) => /\/tabula\.(wasm|js)$|\/page\.(js|css)$/.test(s.path)), [],
    `the worker answers them itself: ${JSON.stringify(asked)}`);
  assert.ok(asked.some((s) => s.path === '/'), `the page itself goes to the network first: ${JSON.stringify(asked)}`);
  assert.deepEqual(problems, []);
  await context.close();
});
