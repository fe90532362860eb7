// The online status strip (#online-bar: "Away: Bob", "A bot stands in for
// Bob") and the first board's help line (web/app/help_line.cc,
// screen().helpLine) both stand over the game's top bar: the strip goes just
// under the bar while the line shows (or is still to come), and back over the
// bar once the first press sent the line away. Checked at every animation
// frame from before the table is drawn (a recorder in the page), on a phone,
// a desktop and a 360 px embed. Any game that seats two (never named here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shots } from './harness.mjs';
import { gameFor } from './games.mjs';
import { onlineSpec, openOnline } from './online-harness.mjs';
import { loadEngine } from '../../server/src/engine.mjs';

// The server's clock is moved on through this file (an injected clock:
// TABULA_CLOCK_SKEW_FILE), never waited for.
const skew = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-strip-')), 'skew');
fs.writeFileSync(skew, '0');
const spec = onlineSpec({ env: { TABULA_CLOCK_SKEW_FILE: skew, TABULA_CLOCK_TICK_MS: '100', TABULA_CLOCK_SCAN_MS: '200' } });
const GAME = gameFor(2);
const MIN = 60 * 1000;

// The two-seat game that ends soonest when both seats take their first
// legal action (the engine for Node, three seeds): the end is reached in
// a few moves.
async function quickGame() {
  const engine = await loadEngine();
  let best = null;
  for (const g of engine.games.filter((x) => !x.test_only && x.min_players <= 2 && 2 <= x.max_players)) {
    let most = 0;
    for (const seed of ['1', '2', '3']) {
      const c = engine.create(g.name, 2, '', seed);
      let i = 0;
      for (; i < 300 && c.ok && !engine.status(c.handle).over; ++i) {
        const st = engine.status(c.handle);
        engine.act(c.handle, st.current, engine.view(c.handle, st.current).legal[0]);
      }
      if (c.ok) engine.free(c.handle);
      most = Math.max(most, c.ok ? i : 300);
    }
    if (!best || most < best.moves) best = { name: g.name, moves: most };
  }
  return best.name;
}

// Run in the page before its own scripts: each frame, whether the strip and
// the help line are both shown and whether their boxes meet.
function recordOverlaps() {
  window.__strip = { frames: 0, both: 0, overlaps: [] };
  const look = () => {
    try {
      const bar = document.getElementById('online-bar');
      const h = window.tabula && window.tabula.screen && window.tabula.screen().helpLine;
      if (bar && !bar.hidden && h) {
        const c = document.getElementById('canvas').getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        const l = { x: h.x + c.left, y: h.y + c.top, w: h.w, h: h.h };
        window.__strip.both += 1;
        const ox = Math.min(b.right, l.x + l.w) - Math.max(b.left, l.x);
        const oy = Math.min(b.bottom, l.y + l.h) - Math.max(b.top, l.y);
        if (ox > 0 && oy > 0) window.__strip.overlaps.push({ bar: [b.left, b.top, b.width, b.height], line: l });
      }
      window.__strip.frames += 1;
    } catch (e) { /* before the wasm runs */ }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

// What the strip lies on (the App's last frame: its tap targets and its
// words, by id or "text"): [] when nothing. barOnly: only what is in the
// game's top bar. Else anything, but a target the strip lies wholly inside
// is the ground it stands on (the felt), not a thing on it.
async function stripOn(page, { barOnly }) {
  await page.evaluate(() => window.tabula.nextFrame());
  return page.evaluate((barOnly) => {
    const bar = document.getElementById('online-bar');
    if (!bar || bar.hidden) return [];
    const b = bar.getBoundingClientRect();
    const top = document.getElementById('canvas').getBoundingClientRect().top;
    const keep = ([, x, y, w, h]) => (barOnly
      ? y >= top - 1 && y + h <= top + 48 + 1
      : !(x <= b.left && x + w >= b.right && y <= b.top && y + h >= b.bottom));
    const meets = ([, x, y, w, h]) => Math.min(b.right, x + w) - Math.max(b.left, x) > 1 && Math.min(b.bottom, y + h) - Math.max(b.top, y) > 1;
    return Object.entries(window.tabula.layout()).filter(([id]) => id !== 'overlay').map(([id, r]) => [id, r.x, r.y, r.w, r.h])
      .concat(window.tabula.texts().map((t) => [`"${t.text}"`, t.x, t.y, t.w, t.size]))
      .filter((box) => keep(box) && meets(box)).map(([id]) => id);
  }, barOnly);
}
const stripOnBar = (page) => stripOn(page, { barOnly: true });
const stripOnTable = (page) => stripOn(page, { barOnly: false });

const where = {
  phone: { device: 'phone', query: '' },
  desktop: { device: 'desktop', query: '' },
  embed360: { device: 'phone', query: '?embed=1', viewport: { width: 360, height: 640 } },
};

for (const [name, w] of Object.entries(where)) {
  test(`${name}: the away strip never lies on the first board's help line, and after the first press stands over the bar where the bar has room (else under it), covering nothing of it`, { timeout: 90000 }, async () => {
    const bob = await openOnline(spec.browser, spec.server, 'desktop');
    const table = await bob.page.evaluate(async (game) => {
      const on = window.tabula.online;
      const c = await on.create({ game, players: 2, bots: [null, null] });
      await on.join({ table: c.table, name: 'Bob' });
      return c.table;
    }, GAME);
    const ann = await openOnline(spec.browser, spec.server, w.device, { query: w.query, init: recordOverlaps });
    const { page } = ann;
    if (w.viewport) await page.setViewportSize(w.viewport);
    assert.equal((await page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Ann' }), table)).ok, true);
    await page.waitForFunction(() => window.tabula.screen().screen === 'table' && window.tabula.screen().helpLine);
    // Bob goes: "Away: Bob" while the help line still shows.
    await bob.context.close();
    await page.waitForFunction(() => /Bob/.test(document.getElementById('online-bar')?.textContent || '') && !document.getElementById('online-bar').hidden);
    const both = await page.evaluate(() => window.__strip.both);
    await page.waitForFunction((n) => window.__strip.both >= n + 3, both);  // a few frames with both shown
    assert.ok(await page.evaluate(() => !!window.tabula.screen().helpLine), 'the help line still shows');
    await page.screenshot({ path: `${shots}online-strip-help-line-${name}.png` });
    const c = await page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().top);
    const under = await page.$eval('#online-bar', (b) => b.getBoundingClientRect().top);
    assert.ok(under >= c + 48, `the strip under the game's top bar while the line shows (${under} vs ${c} + 48)`);
    // The first press (the bar's left end, nothing to tap there) sends the
    // line away; the strip goes back over the bar where the bar has room for
    // it (a desktop), else it stays under it (a phone's bar is full: it hid
    // the speaker and Replay there, issue 34 §11).
    if (w.device === 'phone') await page.touchscreen.tap(4, c + 24); else await page.mouse.click(4, c + 24);
    await page.waitForFunction(() => !window.tabula.screen().helpLine);
    if (name === 'desktop') await page.waitForFunction((top) => document.getElementById('online-bar').getBoundingClientRect().top < top + 48, c);
    else await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))));
    assert.match(await page.$eval('#online-bar', (b) => b.textContent), /Bob/);
    assert.deepEqual(await stripOnBar(page), [], `${name}: the strip covers nothing of the top bar`);
    // Under the bar it covers nothing of the table either: on a phone the
    // top seat's cards stand there ("Away: Bob" lay on the middle one).
    if (name !== 'desktop') assert.deepEqual(await stripOnTable(page), [], `${name}: the strip under the bar covers nothing of the table`);
    // The page's header at a table: its buttons on the screen, not past its
    // edge (a phone's ran off it: Export and Import save beside the bell,
    // React and Chat; at an online table those two are hidden).
    const header = await page.$$eval('.chrome button', (bs) => bs.filter((b) => b.offsetParent).map((b) => ({ id: b.id, right: b.getBoundingClientRect().right })));
    const width = await page.evaluate(() => window.innerWidth);
    assert.deepEqual(header.filter((b) => b.right > width + 0.5), [], `${name}: the header's buttons within the screen`);
    assert.ok(!header.some((b) => /^(export|import)-btn$/.test(b.id)), `${name}: no Export or Import save at an online table`);
    await page.screenshot({ path: `${shots}online-strip-after-${name}.png` });
    const rec = await page.evaluate(() => window.__strip);
    assert.ok(rec.both >= 3, `frames with both shown: ${rec.both}`);
    assert.deepEqual(rec.overlaps, [], `the strip lay on the help line in ${rec.overlaps.length} of ${rec.frames} frames`);
    assert.deepEqual(ann.problems, []);
    await ann.context.close();
  });
}

// Issue 34 §11, a phone at a clocked table: the top bar says "Online" (and
// the game's turn where it has one) as the desktop's does; when a bot takes
// the reader's own late turn the strip says so to them ("you"), never by
// their name; once the game is over it no longer says who is away.
test('a phone: the bar says Online, the strip speaks to the seat a bot plays, and says nothing of who is away once the game is over', { timeout: 120000 }, async () => {
  const game = await quickGame();
  // Every text the strip ever showed on a page.
  const record = () => {
    window.__said = [];
    new MutationObserver(() => {
      const b = document.getElementById('online-bar');
      if (b && !b.hidden && window.__said.at(-1) !== b.textContent) window.__said.push(b.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  };
  const ann = await openOnline(spec.browser, spec.server, 'phone', { init: record });
  const { page } = ann;
  const table = await page.evaluate(async (g) => {
    const on = window.tabula.online;
    const c = await on.create({ game: g, players: 2, bots: [null, null], clock: 'live' });
    await on.join({ table: c.table, name: 'Ann' });
    return c.table;
  }, game);
  const bob = await openOnline(spec.browser, spec.server, 'desktop', { init: record });
  assert.equal((await bob.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Bob' }), table)).ok, true);
  await page.waitForFunction(() => window.tabula.screen().screen === 'table' && window.tabula.online.view()?.started);
  const c = await page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().top);
  await page.touchscreen.tap(4, c + 24);
  await page.waitForFunction(() => !window.tabula.screen().helpLine);
  // The phone's bar: "Online" (· the game's turn), beside or under the title.
  const online = await page.waitForFunction((top) => window.tabula.texts().find((t) => t.y >= top - 1 && t.y + t.size <= top + 49 && /^Online( · .+)?$/.test(t.text)), c, { timeout: 5000 })
    .then((h) => h.jsonValue()).catch(() => null);
  assert.ok(online, `the phone's top bar says Online (${JSON.stringify(await page.evaluate((top) => window.tabula.texts().filter((t) => t.y < top + 48).map((t) => t.text), c))})`);
  await page.screenshot({ path: `${shots}online-strip-bar-online-phone.png`, clip: { x: 0, y: 0, width: 390, height: 140 } });

  // Bob plays until it is Ann's turn; then her time runs out with her at
  // the table: a bot plays her turn, and her strip says so to her.
  const me = await page.evaluate(() => window.tabula.online.view().seat);
  let move;
  for (let i = 0; i < 20; i++) {
    const v = await bob.page.evaluate(() => window.tabula.online.view());
    move = v.move;
    if (v.current === me) break;
    if (v.current === v.seat && v.legal.length) await bob.page.evaluate((a) => window.tabulaOnline.act(a), v.legal[0]);
    await bob.page.waitForFunction((m) => window.tabula.online.view().move > m || window.tabula.online.view().current !== window.tabula.online.view().seat, v.move);
  }
  // Ann's turn from Bob's view: Ann's page may still be at Bob's last move
  // (then 'a later move' on her page was Bob's, not the bot's). Her page
  // reaches that move first; what the strip said to her is waited for too
  // (it changes in the view the stand-in's clock comes with, which reaches
  // Bob's page and hers in no set order).
  await page.waitForFunction((m) => window.tabula.online.view().move >= m, move, { timeout: 20000 });
  fs.writeFileSync(skew, String(5.2 * MIN));
  await page.waitForFunction((m) => window.tabula.online.view().move > m, move, { timeout: 30000 });
  await bob.page.waitForFunction(() => window.__said.some((w) => /A bot stands in for Ann/.test(w)), null, { timeout: 10000 });
  await page.waitForFunction(() => window.__said.some((w) => /Your time ran out: a bot is playing this turn for you/.test(w)), null, { timeout: 10000 })
    .catch(() => {});
  const said = await page.evaluate(() => window.__said);
  assert.ok(said.some((w) => /Your time ran out: a bot is playing this turn for you/.test(w)), `said to Ann: ${JSON.stringify(said)}`);
  assert.ok(!said.some((w) => /Ann/.test(w)), `never Ann's own name to Ann: ${JSON.stringify(said)}`);

  // Both play to the end; then Bob goes: nothing about who is away.
  for (let i = 0; i < 300; i++) {
    const v = await page.evaluate(() => window.tabula.online.view());
    if (v.over) break;
    const who = v.current === v.seat ? page : bob.page;
    // Bob's page may be a move behind Ann's (CI rehearsal 3 of round 17:
    // it read the move before, saw no turn of its own, and nobody played).
    await who.waitForFunction((m) => window.tabula.online.view().move >= m, v.move);
    const w = await who.evaluate(() => window.tabula.online.view());
    if (w.current === w.seat && w.legal.length) await who.evaluate((a) => window.tabulaOnline.act(a), w.legal[0]);
    await page.waitForFunction((m) => window.tabula.online.view().move > m || window.tabula.online.view().over, v.move, { timeout: 20000 });
  }
  await page.waitForFunction(() => window.tabula.online.view().over);
  await bob.context.close();
  await page.waitForFunction(() => window.tabula.online.view().seats.some((s) => s.away));
  await page.waitForTimeout(300);
  const strip = await page.$eval('#online-bar', (b) => (b.hidden ? '' : b.textContent));
  assert.doesNotMatch(strip, /Bob|bot/, `the strip after the end: "${strip}"`);
  assert.deepEqual(await stripOnBar(page), []);
  await page.screenshot({ path: `${shots}online-strip-end-phone.png` });
  assert.deepEqual(ann.problems, []);
  await ann.context.close();
});
