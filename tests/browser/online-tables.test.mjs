// My tables (issue 24 §1) against the real server: two tables created from
// one browser are both listed by window.tabula.online.tables() and in the
// Play online dialog, the one where it is this seat's turn first; a tap on a
// line opens that table (its seat again); a table can be forgotten (asked first; the
// line then says Left, with Undo); tokens kept before the list existed are migrated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from './harness.mjs';
import { gameTitles, onlineSpec, openOnline } from './online-harness.mjs';
import { gameFor } from './games.mjs';

const spec = onlineSpec();
// Two games of the build: a's two seats, b's three.
const gameB = gameFor(3);
const gameA = gameFor(2, gameB);

test('phone: two tables listed (your turn first), one opened, one forgotten', async () => {
  const { context, page, problems } = await openOnline(spec.browser, spec.server, 'phone');

  // Table A: a friend's seat still free (not started: nobody's turn).
  // Table B: against a bot, so it starts and soon waits for this seat.
  const title = await gameTitles(spec.server);
  const made = await page.evaluate(async (g) => {
    const on = window.tabula.online;
    const a = await on.create({ game: g.a, players: 2, bots: [null, null] });
    const ja = await on.join({ table: a.table, name: 'Ann' });
    const b = await on.create({ game: g.b, players: 3, bots: [null, 'easy', 'easy'] });
    const jb = await on.join({ table: b.table, name: 'Ann' });
    return { a: a.table, b: b.table, ja, jb };
  }, { a: gameA, b: gameB });
  assert.ok(made.ja.ok && made.jb.ok, JSON.stringify(made));
  await page.waitForFunction(() => { const v = window.tabula.online.view(); return v && v.started && v.legal.length > 0; }, null, { timeout: 60000 });

  let rows = await page.evaluate(() => window.tabula.online.tables());
  assert.equal(rows.length, 2, JSON.stringify(rows));
  assert.deepEqual(Object.keys(rows[0]).sort(), ['game', 'lastMoveAt', 'left', 'names', 'over', 'pace', 'players', 'rematch', 'seat', 'table', 'yourTurn']);
  assert.equal(rows[0].table, made.b, 'the your-turn table first');
  assert.equal(rows[0].yourTurn, true);
  assert.equal(rows[0].game, gameB);
  assert.equal(rows[0].seat, 0);
  assert.equal(rows[0].names[0], 'Ann');
  assert.ok(rows[0].lastMoveAt > Date.now() - 120000);
  assert.deepEqual({ ...rows[1], lastMoveAt: 0 }, { table: made.a, game: gameA, players: 2, names: ['Ann', null], seat: 0, left: null, yourTurn: false, lastMoveAt: 0, over: false, rematch: null, pace: 'none' });

  // Migration: a browser from before the list kept only tokens (and the
  // last table): the list is rebuilt from them.
  await page.evaluate((a) => { localStorage.removeItem('tabula.online-tables'); localStorage.setItem('tabula.online-last', a); }, made.a);
  rows = await page.evaluate(() => window.tabula.online.tables());
  assert.deepEqual(rows.map((r) => r.table), [made.b, made.a]);
  assert.equal(await page.evaluate(() => localStorage.getItem('tabula.online-last')), null);

  // The start screen, after leaving the table: My tables under its buttons,
  // your turn first (the server's lastMoveAt: the summary and the view agree).
  await page.evaluate(() => window.tabula.online.leave());
  await page.waitForFunction(() => document.querySelectorAll('#online-home:not([hidden]) li').length === 2);
  const start = await page.$$eval('#online-home li', (lis) => lis.map((li) => ({ table: li.dataset.table, text: li.textContent })));
  assert.deepEqual(start.map((l) => l.table), [made.b, made.a]);
  assert.match(start[0].text, new RegExp(`${title[gameB]}.*Your turn`));
  const below = () => page.evaluate(() => {
    const L = window.tabula.layout();
    const lowest = Math.max(...Object.values(L).map((r) => r.y + r.h));
    return document.querySelector('#online-home').getBoundingClientRect().top - lowest;
  });
  // (Placed again once the start screen's frames are drawn.)
  await page.waitForFunction(() => {
    const L = window.tabula.layout();
    const lowest = Math.max(...Object.values(L).map((r) => r.y + r.h));
    const d = document.querySelector('#online-home').getBoundingClientRect().top - lowest;
    return d >= 0 && d < 40;
  }, null, { timeout: 5000 }).catch(async () => assert.fail(`the list sits under the start screen's buttons (${await below()} px)`));
  await page.screenshot({ path: `${shots}online-my-tables-start-screen-phone.png` });
  assert.equal(await page.title() === '● Your turn — Tabula', false, 'no "your turn" title away from the table');

  // The dialog: both lines, your turn first, in words.
  await page.evaluate(() => window.tabula.online.open());
  await page.waitForFunction(() => document.querySelectorAll('#online-tables li').length === 2);
  const lines = await page.$$eval('#online-tables li', (lis) => lis.map((li) => ({ table: li.dataset.table, text: li.textContent, cls: li.className })));
  assert.equal(lines[0].table, made.b);
  assert.match(lines[0].text, new RegExp(`${title[gameB]}.*Your turn`));
  assert.match(lines[0].cls, /your-turn/);
  assert.match(lines[1].text, new RegExp(`${title[gameA]}.*Waiting for players`));
  // Expert bots are offered online too.
  assert.deepEqual(await page.$$eval('#online-seat-1 option', (os) => os.map((o) => [o.value, o.textContent])),
    [['', 'Friend'], ['easy', 'Bot (easy)'], ['hard', 'Bot (hard)'], ['expert', 'Bot (expert)']]);
  // 44 px targets on a phone.
  const sizes = await page.$$eval('#online-tables button', (bs) => bs.map((b) => b.getBoundingClientRect().height));
  assert.ok(sizes.every((h) => h >= 44), JSON.stringify(sizes));
  await page.screenshot({ path: `${shots}online-my-tables-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}online-my-tables-desktop.png` });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.screenshot({ path: `${shots}online-my-tables-360.png` });

  // The same words in Hungarian: the open dialog follows the game's
  // language (it once kept the words of the moment it was opened).
  await page.evaluate(() => window.tabula.setLanguage('hu'));
  await page.waitForFunction(() => /Asztalaim/.test(document.querySelector('#online').textContent) && /Te jössz/.test(document.querySelector('#online-tables').textContent), null, { timeout: 10000 });
  await page.evaluate(() => window.tabula.setLanguage('en'));
  await page.waitForFunction(() => /My tables/.test(document.querySelector('#online').textContent), null, { timeout: 10000 });
  assert.equal(await page.evaluate(() => document.querySelector('#online').open), true, 'still open');

  // Forget A: it asks, then the seat is left; the line stays 24 hours
  // with Undo (online-forget.test.mjs), last.
  await page.click(`#online-tables li[data-table="${made.a}"] .online-forget`);
  await page.click(`#online-tables li[data-table="${made.a}"] .online-forget-yes`);
  await page.waitForSelector(`#online-tables li[data-table="${made.a}"] .online-undo`);
  rows = await page.evaluate(() => window.tabula.online.tables());
  assert.deepEqual(rows.map((r) => r.table), [made.b, made.a]);
  assert.ok(rows[1].left > Date.now());

  // One tap opens B: the same seat, its turn.
  await page.click(`#online-tables li[data-table="${made.b}"] .online-open`);
  await page.waitForFunction((b) => { const o = window.tabula.online; const v = o.view(); return o.table() === b && v && v.seat === 0 && v.legal.length > 0; }, made.b, { timeout: 30000 });
  assert.equal(await page.evaluate(() => document.querySelector('#online')?.open || false), false, 'the dialog closed');
  assert.deepEqual(problems, []);
  await context.close();
});
