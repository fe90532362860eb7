// Clocks and the bot that stands in (issue 24 §3), from the screen: the
// creator picks "Live: 5 min a turn" in Play online at phone size, the seat
// to play shows its time left on its plate, the server's clock is moved on
// past the turn (TABULA_CLOCK_SKEW_FILE: an injected clock, never waited
// for), the bot's move for the away seat arrives, and the seat is its
// player's again (the late turn only, issue 34 §12). Screenshots: phone 390x844, desktop and a 360 px window.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shots } from './harness.mjs';
import { onlineSpec, openOnline } from './online-harness.mjs';
import { gameWithoutReady } from './games.mjs';

const skew = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-clock-')), 'skew');
fs.writeFileSync(skew, '0');
const spec = onlineSpec({ env: { TABULA_CLOCK_SKEW_FILE: skew, TABULA_CLOCK_TICK_MS: '100', TABULA_CLOCK_SCAN_MS: '200' } });
const MIN = 60 * 1000;
// A two-seat table whose plates show from the first view (no opening Ready over them).
const game = await gameWithoutReady(2);
// The texts drawn on the canvas in the last frame.
const drawn = (page) => page.evaluate(() => window.tabula.texts().map((t) => t.text));

test('a live clock: the time on the plate, then a bot plays the away seat for its late turn only', { timeout: 120000 }, async () => {
  const ann = await openOnline(spec.browser, spec.server, 'phone');
  const { page } = ann;
  // The creator's dialog at phone size: a two-seat table, the pace "live".
  await page.evaluate(() => window.tabulaOnline.open());
  await page.waitForSelector('#online[open]');
  await page.tap(`#online-game-${game}`);
  while (!(await page.$eval('#online-players-minus', (b) => b.disabled))) await page.tap('#online-players-minus');
  await page.selectOption('#online-seat-1', '');
  for (const p of ['none', 'live', '1d', '3d', '7d']) assert.ok(await page.$(`#online-clock-${p}`), `the pace ${p} is offered`);
  assert.equal(await page.$eval('#online-clock-none', (b) => b.getAttribute('aria-checked')), 'true', 'no clock unless chosen');
  await page.tap('#online-clock-live');
  assert.equal(await page.$eval('#online-clock-live', (b) => b.getAttribute('aria-checked')), 'true');
  const sizes = await page.$$eval('#online [role=radio]', (bs) => bs.map((b) => b.getBoundingClientRect().height));
  assert.ok(sizes.every((h) => h >= 44), `44 px targets: ${sizes}`);
  await page.fill('#online-name', 'Ann');
  await page.$eval('#online-clock-live', (b) => b.scrollIntoView());
  await page.screenshot({ path: `${shots}online-clock-create-phone.png` });
  await page.tap('#online-create');
  await page.waitForFunction(() => window.tabula.online.view()?.table);
  const table = await page.evaluate(() => window.tabula.online.view().table);

  const bob = await openOnline(spec.browser, spec.server, 'desktop');
  assert.equal((await bob.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Bob' }), table)).ok, true);
  // Spectators at phone size, desktop and 360 px: whoever goes away, they
  // show the table.
  const ctx360 = await spec.browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const w360 = await ctx360.newPage();
  await w360.goto(spec.server.url);
  await w360.evaluate(() => window.tabula.ready);
  await w360.waitForFunction(() => window.tabulaOnline && window.tabulaOnline.available);
  assert.equal((await w360.evaluate((t) => window.tabula.online.watch({ table: t }), table)).ok, true);
  const watchPhone = await openOnline(spec.browser, spec.server, 'phone');
  assert.equal((await watchPhone.page.evaluate((t) => window.tabula.online.watch({ table: t }), table)).ok, true);
  const watchDesk = await openOnline(spec.browser, spec.server, 'desktop');
  assert.equal((await watchDesk.page.evaluate((t) => window.tabula.online.watch({ table: t }), table)).ok, true);

  // Started: the seat to play shows its time on its plate (m:ss).
  const v = await page.waitForFunction(() => { const v = window.tabula.online.view(); return v?.started && v.clock ? v : null; }).then((h) => h.jsonValue());
  assert.equal(v.clock.pace, 'live');
  const first = v.current;
  const firstName = first === v.seat ? 'Ann' : 'Bob';
  // On a phone the players' rows are a tab of their own: shown there.
  const playersTab = (p) => p.evaluate(() => window.Module.ccall('tabula_tap', 'number', ['string'], ['v:tab:players']));
  await playersTab(watchPhone.page);
  await playersTab(w360);
  for (const p of [watchPhone.page, watchDesk.page]) {
    await p.waitForFunction((n) => window.tabula.texts().some((t) => new RegExp(`^${n} · [45]:\\d\\d$`).test(t.text)), firstName, { timeout: 20000 }).catch(async (e) => { console.log('DEBUG', JSON.stringify(await p.evaluate(() => window.tabula.texts().map((t) => t.text)))); throw e; });
  }
  const notes = await watchPhone.page.evaluate(() => window.tabula.online.clock());
  assert.match(notes.notes[first], /^[45]:\d\d$/);
  assert.ok(notes.left > 4 * MIN && notes.left <= 5 * MIN, `about 5 minutes left (${notes.left})`);
  await watchPhone.page.screenshot({ path: `${shots}online-clock-time-phone.png` });
  await watchDesk.page.screenshot({ path: `${shots}online-clock-time-desktop.png` });

  // The seat to play goes away; the clock is moved past its turn.
  const away = first === v.seat ? ann : bob;
  const here = away === ann ? bob : ann;
  await away.context.close();
  fs.writeFileSync(skew, String(5.2 * MIN));
  // The stand-in plays that late turn only (issue 34 §12): its move
  // arrives, and then the seat is its player's again, its plate showing its
  // whole time once it is to play (the "bot plays" plate and strip are for
  // the moments the bot holds the seat, and a gone seat: the server's
  // test/clock.test.mjs, tests/browser/online-strip.test.mjs).
  for (const p of [here.page, watchPhone.page, watchDesk.page, w360]) {
    await p.waitForFunction(({ first, move }) => {
      const v = window.tabula.online.view();
      return v && v.move > move && v.current !== first && !v.clock.standIn.includes(first);
    }, { first, move: v.move }, { timeout: 30000 });
    assert.notEqual((await p.evaluate(() => window.tabula.online.clock())).notes[first], 'bot plays');
  }
  assert.doesNotMatch(await here.page.$eval('#online-bar', (b) => (b.hidden ? '' : b.textContent)), new RegExp(`A bot stands in for ${firstName}`));
  await watchPhone.page.screenshot({ path: `${shots}online-clock-standin-phone.png` });
  await w360.screenshot({ path: `${shots}online-clock-standin-360.png` });
  await watchDesk.page.screenshot({ path: `${shots}online-clock-standin-desktop.png` });
  for (const p of [here, watchPhone, watchDesk]) assert.deepEqual(p.problems, []);
  for (const c of [here.context, watchPhone.context, watchDesk.context, ctx360]) await c.close();
});
