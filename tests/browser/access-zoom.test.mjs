// 200% browser zoom on a desktop (issue 25): a 1280x800 window zoomed to
// 200% is a 640x400 CSS viewport at two device pixels per CSS pixel. The
// games need 480 px of height, so there the table keeps 520 px and the page
// scrolls (page-access.css). On the start screen, the menus and each game's
// table, every choice the keyboard and the accessible layer offer lies on
// the table, within the page's scroll, and no two of them overlap; the
// header's buttons stay on screen; the focus ring scrolls into view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameNames, mostSeats } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const W = 640, H = 400;

async function check(page, where) {
  await page.evaluate(async () => { await window.tabula.waitIdle(60000); await window.tabula.nextFrame(); });
  const { ids, layout, canvas, page: doc } = await page.evaluate(() => {
    window.scrollTo(0, 0);
    const b = document.getElementById('canvas').getBoundingClientRect();
    return {
      ids: window.tabulaAccess.state().choices.map((c) => c.id),
      layout: window.tabula.layout(),
      canvas: { x: b.left, y: b.top, w: b.width, h: b.height },
      page: { w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight },
    };
  });
  assert.ok(ids.length > 0, `${where}: something to choose`);
  assert.ok(canvas.y + canvas.h <= doc.h + 1 && canvas.x + canvas.w <= W + 1, `${where}: the table is within the page's scroll`);
  const rects = ids.map((id) => [id, layout[id]]);
  for (const [id, r] of rects) {
    assert.ok(r.x >= canvas.x - 1 && r.y >= canvas.y - 1 && r.x + r.w <= canvas.x + canvas.w + 1 && r.y + r.h <= canvas.y + canvas.h + 1,
      `${where}: "${id}" lies on the table (${JSON.stringify(r)} in ${JSON.stringify(canvas)})`);
  }
  for (let i = 0; i < rects.length; ++i) {
    for (let j = i + 1; j < rects.length; ++j) {
      const [a, ra] = rects[i], [b, rb] = rects[j];
      const ox = Math.min(ra.x + ra.w, rb.x + rb.w) - Math.max(ra.x, rb.x);
      const oy = Math.min(ra.y + ra.h, rb.y + rb.h) - Math.max(ra.y, rb.y);
      assert.ok(ox <= 1 || oy <= 1, `${where}: "${a}" and "${b}" overlap`);
    }
  }
  return ids.length;
}

test('at 200% zoom every choice is on screen and none overlap', async () => {
  const context = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(`${base}?game=${mostSeats().name}&lang=en`);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabulaPage.loadAccess());
  await page.waitForFunction(() => window.tabulaAccess);
  await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
  const seen = {};
  seen.start = await check(page, 'start');
  await page.screenshot({ path: `${shots}access-zoom200-start.png` });
  for (const box of await page.locator('.chrome button').all()) {
    const b = await box.boundingBox();
    assert.ok(b && b.x + b.width <= W && b.y + b.height <= H, 'a header button is on screen');
  }
  for (const game of gameNames()) {
    const players = await gameData(game, 'zoomPlayers');  // the table each game is zoomed at
    await page.evaluate((o) => window.tabula.start(o), { game, players, humans: 1, level: 'easy', seed: 7 });
    seen[game] = await check(page, `${game} table`);
    await page.screenshot({ path: `${shots}access-zoom200-${game}.png` });
    // Tab to the last choice (at the bottom of the table): it is scrolled
    // into view with its ring.
    await page.evaluate(() => document.activeElement.blur());  // the ring starts afresh
    await page.focus('#canvas');
    // Tab until the ring leaves the game (past its last choice), then
    // Shift+Tab comes back onto that last choice.
    for (let k = 0; k <= seen[game] + 1; ++k) {
      await page.keyboard.press('Tab');
      await page.evaluate(() => window.tabula.nextFrame());
      if (!(await page.evaluate(() => window.tabulaAccess.state().focus))) break;
    }
    await page.keyboard.press('Shift+Tab');
    await page.evaluate(() => window.tabula.nextFrame());
    // The page scrolls the ring into view once the layer has seen the new
    // focus (page-access.js updates a little after a frame): wait for it.
    const inView = (h) => {
      const r = window.tabula.layout()[window.tabulaAccess.state().focus];
      return !!r && r.y >= 0 && r.y + r.h <= h + 1;
    };
    await page.waitForFunction(inView, H, { timeout: 3000 }).catch(() => {});
    const ring = await page.evaluate(() => window.tabula.layout()[window.tabulaAccess.state().focus]);
    assert.ok(ring && ring.y >= 0 && ring.y + ring.h <= H + 1, `${game}: the ringed last choice is in view (${JSON.stringify(ring)})`);
    await page.keyboard.press('Escape');
    await page.focus('#canvas');
    await page.keyboard.press('m');
    seen[`${game} menu`] = await check(page, `${game} menu`);
    await page.keyboard.press('Escape');
  }
  console.log(`# 200% zoom (${W}x${H} at DPR 2): choices checked ${JSON.stringify(seen)}`);
  assert.deepEqual(problems, []);
  await context.close();
});
