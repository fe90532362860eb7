// Every legal action within reach at every screen size (issues 25, 34 §1).
// 200% browser zoom on a desktop is a small CSS viewport at two device
// pixels per CSS pixel: a 1280x800 window is 640x400, a 1366x768 laptop is
// 683x384; with the phone (390x844), the smallest embed (360x640) and the
// desktop itself, those are the sizes the page supports. For every game of
// the build, at several points of a game (its start and after a few of the
// seat's decisions), at every size: every LEGAL action of the seat to move
// (window.tabula.legal()) is reachable on screen, not only every choice the
// keyboard and the accessible layer happen to offer. An action is reachable
// when an offered choice makes it or starts it, as web/app/hint.cc finds the
// piece to mark for the expert's move: `action:<action>`, a piece named by
// one of its words (a slot, a square, a card: an id ending in ":<word>" or
// ":<the rest of the action>"), or the opener of its verb (`open:<verb>`);
// and that choice lies on the table, within the page's scroll. On the start
// screen and in the menu every offered choice lies on the table and no two
// overlap; the header's buttons stay on screen; the focus ring scrolls into
// view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameNames, mostSeats } from './games.mjs';
import { reachOf } from './reach.mjs';

let browser, shared;
before(async () => { browser = await launchBrowser(); });
after(async () => { await shared?.context.close(); await browser?.close(); });

const W = 640, H = 400;
const SIZES = [
  { name: '200% of 1280x800', width: 640, height: 400 },
  { name: '200% of 1366x768', width: 683, height: 384 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'embed', width: 360, height: 640 },
  { name: 'desktop', width: 1366, height: 768 },
];
const POINTS = 3;  // checks per game: its start and after every few decisions
// At its start a game is checked at every size; later (to keep the spec
// short) at the smallest height and the smallest width.
const LATER = SIZES.filter((s) => s.name === '200% of 1366x768' || s.name === 'embed');

async function waitSettled(page) {
  await page.evaluate(async () => { await window.tabula.waitIdle(60000); await window.tabula.nextFrame(); });
  if ((await page.evaluate(() => window.tabula.layout()))['v:ready']) {  // a game's opening reveal waits for a person's Ready
    // Clicked on the desktop, where the whole table is in the viewport.
    await page.setViewportSize({ width: SIZES[4].width, height: SIZES[4].height });
    await page.evaluate(async () => { window.scrollTo(0, 0); await window.tabula.nextFrame(); });
    const ready = (await page.evaluate(() => window.tabula.layout()))['v:ready'];
    await page.mouse.click(ready.x + ready.w / 2, ready.y + ready.h / 2);
    await page.evaluate(async () => { await window.tabula.waitIdle(60000); await window.tabula.nextFrame(); });
  }
}

async function offered(page) {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const b = document.getElementById('canvas').getBoundingClientRect();
    return {
      ids: window.tabulaAccess.state().choices.map((c) => c.id),
      layout: window.tabula.layout(),
      legal: window.tabula.legal(),
      canvas: { x: b.left, y: b.top, w: b.width, h: b.height },
      page: { w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight },
    };
  });
}

const onTable = (r, canvas) => r && r.x >= canvas.x - 1 && r.y >= canvas.y - 1 &&
  r.x + r.w <= canvas.x + canvas.w + 1 && r.y + r.h <= canvas.y + canvas.h + 1;

// What is not reachable now: "<action>: why", none if all are.
async function unreachable(page) {
  const { ids, layout, legal, canvas, page: doc } = await offered(page);
  const out = [];
  if (canvas.y + canvas.h > doc.h + 1 || canvas.x + canvas.w > doc.w + 1) out.push('the table is not within the page\'s scroll');
  for (const a of legal) {
    const id = reachOf(a, ids);
    if (!id) out.push(`"${a}": no choice on screen makes it`);
    else if (!onTable(layout[id], canvas)) out.push(`"${a}": its choice "${id}" lies off the table (${JSON.stringify(layout[id])})`);
  }
  return { out, legal: legal.length };
}

async function check(page, where) {
  await page.evaluate(async () => { await window.tabula.waitIdle(60000); await window.tabula.nextFrame(); });
  const { ids, layout, canvas, page: doc } = await offered(page);
  assert.ok(ids.length > 0, `${where}: something to choose`);
  assert.ok(canvas.y + canvas.h <= doc.h + 1 && canvas.x + canvas.w <= W + 1, `${where}: the table is within the page's scroll`);
  const rects = ids.map((id) => [id, layout[id]]);
  for (const [id, r] of rects) assert.ok(onTable(r, canvas), `${where}: "${id}" lies on the table (${JSON.stringify(r)} in ${JSON.stringify(canvas)})`);
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

async function openAt(size, query) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(`${base}${query}`);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabulaPage.loadAccess());
  await page.waitForFunction(() => window.tabulaAccess);
  await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
  return { context, page, problems };
}

for (const game of gameNames()) {
  test(`${game}: every legal action is reachable on screen at every size, at ${POINTS} points of a game`, async () => {
    const players = await gameData(game, 'zoomPlayers');  // the table each game is zoomed at
    const { page, problems } = shared ??= await openAt(SIZES[0], `?lang=en`);  // one page for every game
    problems.length = 0;
    await page.evaluate((o) => window.tabula.start(o), { game, players, humans: 1, level: 'easy', seed: 5 });
    const failures = [];
    let checked = 0;
    for (let point = 0; point < POINTS; ++point) {
      await waitSettled(page);
      if (!(await page.evaluate(() => window.tabula.legal().length))) break;  // over
      for (const size of point ? LATER : SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.evaluate(() => window.tabula.nextFrame());
        const { out, legal } = await unreachable(page);
        checked += legal;
        failures.push(...out.map((x) => `${size.name} ${size.width}x${size.height}, point ${point}: ${x}`));
        if (out.length) await page.screenshot({ path: `${shots}access-zoom-${game}-${size.width}x${size.height}-${point}.png` });
      }
      // A few of the seat's decisions on (the first legal action, as the
      // pace of a game goes: the bots play between them).
      for (let k = 0; k < 4; ++k) {
        await waitSettled(page);
        const legal = await page.evaluate(() => window.tabula.legal());
        if (!legal.length) break;
        await page.evaluate((a) => window.tabula.act(a), legal[(k * 7) % legal.length]);
      }
    }
    console.log(`# ${game}: ${checked} legal actions checked (${SIZES.length} sizes at the start, ${LATER.length} later)`);
    assert.deepEqual(failures, [], `${game}: legal actions out of reach`);
    assert.deepEqual(problems, []);
  });
}
test('at 200% zoom every offered choice of the start screen and the menus is on screen and none overlap', async () => {
  const { context, page, problems } = await openAt({ width: W, height: H }, `?game=${mostSeats().name}&lang=en`);
  const seen = {};
  seen.start = await check(page, 'start');
  await page.screenshot({ path: `${shots}access-zoom200-start.png` });
  for (const box of await page.locator('.chrome button').all()) {
    const b = await box.boundingBox();
    assert.ok(b && b.x + b.width <= W && b.y + b.height <= H, 'a header button is on screen');
  }
  for (const game of gameNames()) {
    const players = await gameData(game, 'zoomPlayers');
    await page.evaluate((o) => window.tabula.start(o), { game, players, humans: 1, level: 'easy', seed: 7 });
    seen[game] = await check(page, `${game} table`);
    await page.screenshot({ path: `${shots}access-zoom200-${game}.png` });
    // Tab until the ring leaves the game (past its last choice), then
    // Shift+Tab comes back onto that last choice: it is scrolled into view.
    await page.evaluate(() => document.activeElement.blur());  // the ring starts afresh
    await page.focus('#canvas');
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
