// The art atlases (assets/art -> site/art, drawn by web/ui/atlas.cc):
// every atlas is within budget and has no blank sprite; a played game of
// each kind asks only for sprites its atlas holds, loads the atlas for the
// device pixel ratio, and shows a progress indicator while it arrives.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { createServer, request } from 'node:http';
import { base, shots, launchBrowser, openPage, press, idle, state, full } from './harness.mjs';
import { gameData, gameFor, gameNames, gamesWith, mostSeats } from './games.mjs';
import { pngPixels } from './png-pixels.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Every game of the build, at its table (tests/browser/<game>/game.mjs).
const games = {};
for (const game of gameNames()) games[game] = `?game=${game}&players=${await gameData(game, 'artPlayers')}&humans=1&level=easy&seed=5`;
// Two of them for the loading tests: the one seating the most, and another.
const first = mostSeats().name;
const second = gameFor(3, first);
const artReport = (page) => page.evaluate(() => JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])));

async function fetchBytes(url) {
  const r = await fetch(url);
  assert.equal(r.status, 200, `${url}: HTTP ${r.status}`);
  return Buffer.from(await r.arrayBuffer());
}

describe('atlases', () => {
  for (const game of Object.keys(games)) {
    test(`${game}: index, sizes and budget at 1x, 2x, 3x`, async () => {
      const index = JSON.parse((await fetchBytes(`${base}art/${game}.json`)).toString());
      assert.deepEqual(index.scales, [1, 2, 3]);
      assert.ok(Object.keys(index.sprites).length > 0);
      for (const s of index.scales) {
        const png = await fetchBytes(`${base}art/${game}@${s}x.png`);
        // PNG IHDR: width and height, big-endian at bytes 16 and 20.
        assert.equal(png.readUInt32BE(16), index.size[0] * s, `${game}@${s}x width`);
        assert.equal(png.readUInt32BE(20), index.size[1] * s, `${game}@${s}x height`);
        const gz = gzipSync(png, { level: 9 }).length;
        assert.ok(gz <= 150 * 1024, `${game}@${s}x is ${gz} bytes gzipped, over the 150 KiB budget`);
      }
    });
  }

  // The page fetches the WebP (shell/page.js fetchArt) and WebGL takes the
  // browser's decoded bitmap as it is (web/ui/atlas.cc js_art_upload, whose
  // settings this repeats): lossless, so the texture must hold the PNG's
  // pixels, decoded here in Node, byte for byte: straight alpha, colour
  // under transparent pixels included (cwebp -exact; linear filtering blends
  // it in at a sprite's edge). The 2D canvas's readback the page used
  // before differed in 230,017 bytes of one 1x atlas (premultiplied).
  test('the WebP atlases reach WebGL with the PNG\'s pixels, and fewer bytes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base + `art/${first}.json`);  // same origin for fetch()
    for (const game of Object.keys(games)) {
      for (const s of [1, 2]) {
        const png = await fetchBytes(`${base}art/${game}@${s}x.png`);
        const want = pngPixels(png);
        const got = await page.evaluate(async (url) => {
          const blob = await (await fetch(url)).blob();
          const bmp = await createImageBitmap(blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
          const gl = new OffscreenCanvas(1, 1).getContext('webgl');
          gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
          gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, bmp.width, bmp.height, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
          gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
          gl.pixelStorei(gl.UNPACK_COLORSPACE_CONVERSION_WEBGL, gl.NONE);
          gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, gl.RGBA, gl.UNSIGNED_BYTE, bmp);
          gl.bindFramebuffer(gl.FRAMEBUFFER, gl.createFramebuffer());
          gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, gl.getParameter(gl.TEXTURE_BINDING_2D), 0);
          const d = new Uint8Array(bmp.width * bmp.height * 4);
          gl.readPixels(0, 0, bmp.width, bmp.height, gl.RGBA, gl.UNSIGNED_BYTE, d);
          let b64 = '';
          for (let i = 0; i < d.length; i += 0x8000) b64 += String.fromCharCode.apply(null, d.subarray(i, i + 0x8000));
          return { size: blob.size, w: bmp.width, h: bmp.height, d: btoa(b64) };
        }, `/art/${game}@${s}x.webp`);
        assert.deepEqual([got.w, got.h], [want.width, want.height], `${game}@${s}x: the WebP's size`);
        const d = Buffer.from(got.d, 'base64');
        let differ = 0;
        for (let i = 0; i < d.length; ++i) if (d[i] !== want.rgba[i]) differ++;
        assert.equal(differ, 0, `${game}@${s}x: ${differ} bytes of pixels differ from the PNG's`);
        assert.ok(got.size < png.length, `${game}@${s}x: WebP ${got.size} bytes, PNG ${png.length}`);
      }
    }
    await context.close();
  });

  test('no sprite is blank: each has drawn pixels, more than one colour, inside its rectangle', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base + `art/${first}.json`);  // same origin for fetch()
    const blank = await page.evaluate(async (names) => {
      const out = [];
      for (const game of names) {
        const index = await (await fetch(`/art/${game}.json`)).json();
        for (const s of index.scales) {
          const bmp = await createImageBitmap(await (await fetch(`/art/${game}@${s}x.png`)).blob());
          const c = new OffscreenCanvas(bmp.width, bmp.height);
          const cx = c.getContext('2d');
          cx.drawImage(bmp, 0, 0);
          for (const [name, [x, y, w, h]] of Object.entries(index.sprites)) {
            const d = cx.getImageData(x * s, y * s, w * s, h * s).data;
            let opaque = 0;
            const colours = new Set();
            for (let i = 0; i < d.length; i += 4) {
              if (d[i + 3] > 32) { opaque++; colours.add((d[i] >> 4) << 8 | (d[i + 1] >> 4) << 4 | d[i + 2] >> 4); }
            }
            const share = opaque / (w * s * h * s);
            if (share < 0.2 || colours.size < 3) out.push(`${game}@${s}x ${name}: ${Math.round(share * 100)}% drawn, ${colours.size} colours`);
          }
        }
      }
      return out;
    }, Object.keys(games));
    assert.deepEqual(blank, []);
    await context.close();
  });
});

// Plays the human seat for `moves` turns, checking the art report after
// each (every sprite asked for is in the atlas), and every 8 turns, and at
// the end, each of the view's tabs (company boards, museum, players, log).
async function playChecking(page, device, game, moves) {
  const visitTabs = async () => {
    const layout = await page.evaluate(() => window.tabula.layout());
    for (const id of Object.keys(layout).filter((k) => k.startsWith('v:tab:'))) {
      await press(page, device, id);
      assert.deepEqual((await artReport(page)).missing, [], `sprites the ${game} atlas lacks (${id})`);
    }
  };
  for (let i = 0; i < moves; ++i) {
    await idle(page);
    const s = await state(page);
    const report = await artReport(page);
    assert.deepEqual(report.missing, [], `sprites the ${game} atlas lacks`);
    if (s.over) { await visitTabs(); return s; }
    if (i % 8 === 0) await visitTabs();
    const legal = await page.evaluate(() => window.tabula.legal());
    if (!legal.length) break;
    const r = await page.evaluate((t) => window.tabula.act(t), legal[(i * 5) % legal.length]);
    assert.equal(r.ok, true, r.reason);
  }
  return state(page);
}

// How many turns each walk plays: 40, but on the phone a game's artPhoneTurns
// in CI (1 where views-phones.test.mjs walks its whole games on a phone and
// a 360 px embed checking the same art report on every screen and tab;
// TABULA_BROWSER_FULL=1: 40 here too).
const phoneTurns = {};
for (const game of gameNames()) phoneTurns[game] = await gameData(game, 'artPhoneTurns');
const movesOf = (device, game) => (device === 'phone' && !full ? phoneTurns[game] : 40);
// Sprites a game's board must ask for (its artMustAsk: { prefix, why }).
const mustAsk = {};
for (const game of await gamesWith('artMustAsk')) mustAsk[game] = await gameData(game, 'artMustAsk');

for (const device of ['phone', 'desktop']) {
  describe(`art in played games on ${device}`, () => {
    for (const [game, query] of Object.entries(games)) {
      const moves = movesOf(device, game);
      test(`${game}: the atlas loads once shown and every sprite asked for exists (${moves} turn${moves > 1 ? 's' : ''})`, async (t) => {
        if (moves < 40) t.diagnostic('1 turn in CI: views-phones.test.mjs walks whole games with the art report; TABULA_BROWSER_FULL=1 plays 40');
        const { context, page, problems } = await openPage(browser, device, '');
        // The start screen alone fetches no art.
        assert.deepEqual(Object.keys((await artReport(page)).games), []);
        await page.goto(base + query);
        await page.evaluate(() => window.tabula.ready);
        await page.evaluate(() => window.tabula.setSpeed(25));
        await page.waitForFunction((g) => {
          const r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], []));
          return r.games[g] && r.games[g].state !== 'loading';
        }, game, { timeout: 20000 });
        let report = await artReport(page);
        assert.equal(report.games[game].state, 'ready', report.games[game].error);
        assert.equal(report.games[game].scale, device === 'phone' ? 2 : 1, 'a 3x phone gets the 2x atlas (web/ui/atlas.cc scale_for)');
        assert.equal(report.games[game].upload, 'webgl', 'WebGL took the browser\'s decoded bitmap itself, no readback through script (issue 35)');
        assert.deepEqual(Object.keys(report.games), [game], 'only the game shown has its art fetched');
        await playChecking(page, device, game, moves);
        report = await artReport(page);
        const index = await (await fetch(`${base}art/${game}.json`)).json();
        const asked = report.asked.filter((n) => n.startsWith(game + '/'));
        assert.ok(asked.length >= 3, `the ${game} board draws sprites (asked: ${asked})`);
        for (const n of asked) assert.ok(index.sprites[n.slice(game.length + 1)], `${n} is in the atlas`);
        if (mustAsk[game]) {
          assert.ok(asked.some((n) => n.startsWith(`${game}/${mustAsk[game].prefix}`)),
            `${mustAsk[game].why} (asked: ${asked})`);
        }
        await page.screenshot({ path: `${shots}art-${game}-${device}.png` });
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  });
}

for (const [lang, words] of [['en', /^Loading art…/], ['hu', /^Képek betöltése…/]]) test(`${lang}: a progress indicator shows while an atlas arrives, in the page's language, and goes when it has`, async () => {
  // No service worker: its own fetches would pass by page.route.
  const context = await browser.newContext({ viewport: { width: 800, height: 700 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/art/*.{png,webp}*', async (route) => { await held; await route.continue(); });
  await page.goto(base + games[first] + `&lang=${lang}`);
  await page.evaluate(() => window.tabula.ready);
  const bar = page.locator('.art-progress');
  await bar.waitFor({ state: 'attached', timeout: 10000 });
  assert.match(await bar.textContent(), words);
  assert.match(await bar.getAttribute('aria-label'), words);
  assert.equal((await artReport(page)).games[first].state, 'loading');
  release();
  await bar.waitFor({ state: 'detached', timeout: 10000 });
  await page.waitForFunction((g) =>
    JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])).games[g].state === 'ready', first);
  await context.close();
});

test('offline, a game shown before still gets its art (shell/sw.js keeps the atlas)', async () => {
  const { context, page } = await openPage(browser, 'desktop', games[second]);
  const worker = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 10000)),
  ]));
  assert.ok(worker, 'a service worker is registered');
  // Once more under the worker's control, so the atlas passes through it.
  // The link's game is autosaved by now: a reload offers Continue first.
  const showGame = async () => {
    if ((await page.evaluate(() => window.tabula.screen())).screen === 'start') await press(page, 'desktop', 'continue');
  };
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  await showGame();
  await page.waitForFunction((g) =>
    JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])).games[g]?.state === 'ready',
    second, { timeout: 20000 });
  await context.setOffline(true);
  await page.goto(base + games[second]);
  await page.evaluate(() => window.tabula.ready);
  await showGame();
  await page.waitForFunction((g) =>
    JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])).games[g]?.state !== 'loading',
    second, { timeout: 20000 });
  const report = await artReport(page);
  assert.equal(report.games[second].state, 'ready', report.games[second].error);
  await context.close();
});

test('a first visit downloads tabula.wasm once, the service worker included', async () => {
  // A counting proxy in front of the site sees every request, the worker's too.
  const fetched = [];
  const target = new URL(base);
  const proxy = createServer((req, res) => {
    const up = request({ host: target.hostname, port: target.port, path: req.url, method: req.method,
      headers: { ...req.headers, host: target.host } }, (r) => {
      fetched.push({ path: new URL(req.url, base).pathname, status: r.statusCode });
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    });
    up.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(up);
  });
  await new Promise((r) => proxy.listen(0, '127.0.0.1', r));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${proxy.address().port}/?game=${first}&players=5&humans=1&seed=3`);
  await page.evaluate(() => window.tabula.ready);
  // Wait until the worker has installed and kept its copy of the wasm.
  const kept = await page.evaluate(async () => {
    await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 10000))]);
    for (let i = 0; i < 100; ++i) {
      const cache = await caches.open('tabula-site');
      if (await cache.match(new URL('tabula.wasm', location.href).href, { ignoreSearch: true })) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  });
  assert.ok(kept, 'the service worker keeps tabula.wasm for offline play');
  const wasm = fetched.filter((f) => f.path.endsWith('/tabula.wasm') && f.status === 200);
  assert.equal(wasm.length, 1, `tabula.wasm downloaded ${wasm.length} times: ${JSON.stringify(fetched)}`);
  await context.close();
  proxy.close();
});
