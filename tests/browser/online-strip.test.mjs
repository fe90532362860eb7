// The online status strip (#online-bar: "Away: Bob", "A bot stands in for
// Bob") and the first board's help line (web/app/help_line.cc,
// screen().helpLine) both stand over the game's top bar: the strip goes just
// under the bar while the line shows (or is still to come), and back over the
// bar once the first press sent the line away. Checked at every animation
// frame from before the table is drawn (a recorder in the page), on a phone,
// a desktop and a 360 px embed. Any game that seats two (never named here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from './harness.mjs';
import { gameFor } from './games.mjs';
import { onlineSpec, openOnline } from './online-harness.mjs';

const spec = onlineSpec();
const GAME = gameFor(2);

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

const where = {
  phone: { device: 'phone', query: '' },
  desktop: { device: 'desktop', query: '' },
  embed360: { device: 'phone', query: '?embed=1', viewport: { width: 360, height: 640 } },
};

for (const [name, w] of Object.entries(where)) {
  test(`${name}: the away strip never lies on the first board's help line, and goes back over the bar after the first press`, { timeout: 90000 }, async () => {
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
    // line away; the strip goes back over the bar.
    if (w.device === 'phone') await page.touchscreen.tap(4, c + 24); else await page.mouse.click(4, c + 24);
    await page.waitForFunction(() => !window.tabula.screen().helpLine);
    await page.waitForFunction((top) => document.getElementById('online-bar').getBoundingClientRect().top < top + 48, c);
    assert.match(await page.$eval('#online-bar', (b) => b.textContent), /Bob/);
    await page.screenshot({ path: `${shots}online-strip-after-${name}.png` });
    const rec = await page.evaluate(() => window.__strip);
    assert.ok(rec.both >= 3, `frames with both shown: ${rec.both}`);
    assert.deepEqual(rec.overlaps, [], `the strip lay on the help line in ${rec.overlaps.length} of ${rec.frames} frames`);
    assert.deepEqual(ann.problems, []);
    await ann.context.close();
  });
}
