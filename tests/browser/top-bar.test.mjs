// The top bar's buttons never lie on each other or on the game's title: at
// the end of a game of each game (Replay where Undo was, which is wider) and
// in its replay (Review), on a phone, in a 360 px embed and on a desktop, in
// English and in Hungarian (the longest labels). The speaker was once drawn
// under a phone's Replay button. At the end, no label is cut off with "…"
// in any of the four languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameData, gameNames } from './games.mjs';
import { assertNoneCut, langs, texts } from './words.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const BAR = 48;  // web/app/app.cc bar_h
const sizes = { phone: { width: 390, height: 844 }, embed360: { width: 360, height: 640 }, desktop: { width: 1280, height: 800 } };

// Every tap target in the bar and every text drawn there outside them (the
// title, the turn note), checked against each other and the window's edges;
// returns the ids found.
async function checkBar(page, where) {
  await page.evaluate(() => window.tabula.nextFrame());
  await page.evaluate(() => window.tabula.nextFrame());
  const { layout, texts, width, top, line } = await page.evaluate(() => {
    // The first board's help line (web/app/help_line.cc) stands over the
    // bar until the first press, by design: its words are not the bar's.
    const h = window.tabula.screen().helpLine, c = document.getElementById('canvas').getBoundingClientRect();
    return { layout: window.tabula.layout(), texts: window.tabula.texts(), width: window.innerWidth, top: c.top,
             line: h ? { x: h.x + c.left, y: h.y + c.top, w: h.w, h: h.h } : null };
  });
  // (Page px: the bar is the canvas's first 48 px, under the page's header.)
  const inBar = Object.entries(layout).filter(([id, r]) => r.y >= top - 1 && r.y + r.h <= top + BAR + 1 && id !== 'overlay');
  const inside = (t, r) => t.x >= r.x - 1 && t.x + t.w <= r.x + r.w + 1 && t.y >= r.y - 1 && t.y + t.size <= r.y + r.h + 1;
  const free = texts.filter((t) => t.y >= top - 1 && t.y < top + BAR && !inBar.some(([, r]) => inside(t, r)) && !(line && inside(t, line)));
  assert.ok(free.length >= 1 || where.includes('360'), `${where}: the title is drawn (${JSON.stringify(texts.filter((t) => t.y < top + BAR))})`);
  const boxes = inBar.concat(free.map((t) => [`"${t.text}"`, { x: t.x, y: t.y, w: t.w, h: t.size }]));
  for (const [id, r] of boxes) assert.ok(r.x >= 0 && r.x + r.w <= width + 1, `${where}: ${id} inside the window (${JSON.stringify(r)})`);
  for (let i = 0; i < boxes.length; ++i) {
    for (let j = i + 1; j < boxes.length; ++j) {
      const [ia, a] = boxes[i], [ib, b] = boxes[j];
      const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      assert.ok(!(ox > 1 && oy > 1), `${where}: ${ia} and ${ib} overlap (${JSON.stringify(a)} / ${JSON.stringify(b)})`);
    }
  }
  return inBar.map(([id]) => id);
}

for (const game of gameNames()) {
  test(`${game}: the top bar at the end and in the replay, phone, 360 px and desktop, en and hu`, async () => {
    const { players, seed } = await gameData(game, 'replay');
    const { context, page } = await openPage(browser, 'phone', `?game=${game}`);
    await playToEnd(page, { game, players, seed });
    // A first press sends the first board's help line away (it stands over
    // the bar until then): on the bar's left end, where nothing is to tap.
    const c = await page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().top);
    await page.touchscreen.tap(4, c + 24);
    await page.waitForFunction(() => !window.tabula.screen().helpLine, null, { timeout: 5000 });
    await page.screenshot({ path: `${shots}top-bar-${game}-end-phone.png` });
    for (const lang of ['en', 'hu']) {
      await page.evaluate((l) => window.tabula.setLanguage(l), lang);
      for (const [name, size] of Object.entries(sizes)) {
        await page.setViewportSize(size);
        const ids = await checkBar(page, `${game} end, ${lang}, ${name}`);
        assert.ok(ids.includes('replay:open'), `${game} end, ${lang}, ${name}: Replay offered (${ids})`);
        assert.ok(ids.includes('help') && ids.includes('menu'), `${game} end, ${lang}, ${name}: ${ids}`);
        if (name === 'desktop') assert.ok(ids.includes('sound'), `${game} end, ${lang}, desktop: the speaker (${ids})`);
      }
      await page.setViewportSize(sizes.phone);
    }
    await page.screenshot({ path: `${shots}top-bar-${game}-end-hu-phone.png`, clip: { x: 0, y: 0, width: 390, height: 120 } });
    // The end panel and the tabs in every language at every size: no word
    // cut off with "…" (a score table's column heads and a phone's tabs
    // were, in a 360 px embed).
    for (const lang of langs) {
      await page.evaluate((l) => window.tabula.setLanguage(l), lang);
      await page.evaluate(() => window.tabula.waitIdle(60000)); // its words are here
      for (const [name, size] of Object.entries(sizes)) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.tabula.nextFrame());
        await page.evaluate(() => window.tabula.nextFrame());
        assertNoneCut(await texts(page), `${game} end, ${lang}, ${name}`);
      }
    }
    await page.setViewportSize(sizes.phone);
    // The replay: Review takes Replay's place.
    await page.evaluate(() => window.tabula.setLanguage('en'));
    await page.evaluate(() => window.tabula.nextFrame());
    await page.evaluate(() => window.Module.ccall('tabula_tap', 'number', ['string'], ['replay:open']));
    await page.waitForFunction(() => !!window.tabula.layout()['review:open'], null, { timeout: 10000 });
    for (const lang of ['en', 'hu']) {
      await page.evaluate((l) => window.tabula.setLanguage(l), lang);
      for (const [name, size] of Object.entries(sizes)) {
        await page.setViewportSize(size);
        const ids = await checkBar(page, `${game} replay, ${lang}, ${name}`);
        assert.ok(ids.includes('review:open'), `${game} replay, ${lang}, ${name}: Review offered (${ids})`);
      }
    }
    await context.close();
  });
}
