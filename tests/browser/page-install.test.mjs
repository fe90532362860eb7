// Installable (issue 8 §4): the page links a web app manifest that Chromium
// parses without errors, with a name, a short name, standalone display, a
// theme colour, a start URL and icons of 192 and 512 px (one maskable) that
// load at their stated sizes; the service worker keeps them for offline use.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, launchBrowser, openPage } from './harness.mjs';
import { gameFor } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the manifest parses, says standalone, and its icons load at their sizes', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '');
  const cdp = await context.newCDPSession(page);
  const got = await cdp.send('Page.getAppManifest');
  assert.ok(got.url.endsWith('/manifest.webmanifest'), `the page links its manifest: ${got.url}`);
  assert.deepEqual(got.errors, [], 'Chromium found no error in it');
  const m = JSON.parse(got.data);
  assert.equal(m.display, 'standalone');
  assert.ok(m.name && m.short_name && m.short_name.length <= 12, 'a name and a short name for the home screen');
  assert.match(m.theme_color, /^#[0-9a-f]{6}$/i);
  assert.equal(await page.getAttribute('meta[name="theme-color"]', 'content'), m.theme_color);
  assert.equal(new URL(m.start_url, got.url).href, new URL('./', got.url).href, 'it opens the page itself');
  const sizes = m.icons.map((i) => i.sizes);
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'));
  assert.ok(m.icons.some((i) => /maskable/.test(i.purpose || '') && i.sizes === '512x512'), 'a maskable icon');
  for (const icon of m.icons) {
    const src = new URL(icon.src, got.url).href;
    const size = await page.evaluate((s) => new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
      img.onerror = () => resolve(null);
      img.src = s;
    }), src);
    assert.ok(size, `${icon.src} loads`);
    if (icon.sizes !== 'any') assert.equal(size.join('x'), icon.sizes, `${icon.src} is ${icon.sizes}`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the service worker keeps the manifest and the icons for offline use', async () => {
  const { context, page } = await openPage(browser, 'phone', '');
  const ready = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 10000)),
  ]));
  assert.ok(ready, 'a service worker is registered');
  const kept = await page.evaluate(async () => {
    const m = await (await fetch('manifest.webmanifest')).json();
    const files = ['manifest.webmanifest', ...m.icons.map((i) => i.src)];
    const cache = await caches.open('tabula-site');
    for (let i = 0; i < 50; ++i) {  // the install step copies them
      const found = await Promise.all(files.map((f) => cache.match(new URL(f, location.href).href)));
      if (found.every(Boolean)) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  });
  assert.ok(kept, 'the manifest and every icon are in the offline cache');
  await context.close();
});

test('the page words follow the language before and after the game loads', async () => {
  // While tabula.wasm is on its way, the loader already speaks Spanish.
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/tabula.wasm*', async (route) => { await held; await route.continue(); });
  await page.goto(base + '?lang=es');
  await page.waitForFunction(() => document.getElementById('status').textContent !== '');
  const loading = await page.textContent('#status');
  assert.match(loading, /Descargando|Preparando|Cargando|Iniciando/, `the loader speaks Spanish: ${loading}`);
  assert.equal(await page.getAttribute('#canvas', 'aria-label'), 'Mesa de juego');
  release();
  await page.evaluate(() => window.tabula.ready);
  // No game yet: the header's Export says so in Spanish.
  await page.click('#export-btn');
  assert.deepEqual(await page.evaluate(() => window.tabula.notices()), ['Todavía no hay ninguna partida que exportar.']);
  assert.equal(await page.getAttribute('.notice', 'title'), 'Toca para cerrar');
  // The language changed in the game: the page follows.
  await page.evaluate(() => window.tabula.setLanguage('hu'));
  await page.evaluate(() => window.tabula.nextFrame());
  assert.equal(await page.getAttribute('#canvas', 'aria-label'), 'Játékasztal');
  assert.equal(await page.textContent('#import-btn'), 'Betöltés');
  await context.close();
});

test('the header\'s export is named by game and date', async () => {
  const game = gameFor(2);  // any game of 2 seats
  const { context, page } = await openPage(browser, 'desktop', `?game=${game}&players=2&humans=1&seed=3`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-btn')]);
  const name = download.suggestedFilename();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  assert.equal(name, `${game}-${today}.json`);
  await context.close();
});
