// Forget is reversible (issue 33 §6) against the real server: My tables'
// Forget asks first, saying what happens (a bot plays at a clocked table;
// elsewhere the others may invite someone; undo for 24 hours); Cancel keeps
// the seat; Leave the seat leaves it (the server frees it for a newcomer),
// the line then says Left with Undo, and Undo gives the seat back and opens
// the table. The script names: forget(table) and unforget(table).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from './harness.mjs';
import { onlineSpec, openOnline } from './online-harness.mjs';
import { gameFor } from './games.mjs';

const spec = onlineSpec();
const game = gameFor(2);

test('phone: Forget asks, Cancel keeps the seat, Leave leaves it, Undo gives it back', async () => {
  const { context, page, problems } = await openOnline(spec.browser, spec.server, 'phone');
  // A: a friend's seat free, no clock. B: against a bot, a day a turn.
  const made = await page.evaluate(async (g) => {
    const on = window.tabula.online;
    const a = await on.create({ game: g, players: 2, bots: [null, null] });
    const ja = await on.join({ table: a.table, name: 'Ann' });
    const b = await on.create({ game: g, players: 2, bots: [null, 'easy'], clock: '1d' });
    const jb = await on.join({ table: b.table, name: 'Ann' });
    on.leave();
    return { a: a.table, b: b.table, ja, jb };
  }, game);
  assert.ok(made.ja.ok && made.jb.ok, JSON.stringify(made));
  const seatFree = (table) => page.evaluate(async (t) => (await (await fetch('online/tables/' + t)).json()).seats[0].taken === false, table);
  const row = (table) => `#online-tables li[data-table="${table}"]`;
  await page.evaluate(() => window.tabula.online.tables());
  await page.evaluate(() => window.tabula.online.open());
  await page.waitForFunction(() => document.querySelectorAll('#online-tables li').length === 2);

  // The clocked table: the question says a bot plays; Cancel keeps all.
  await page.click(`${row(made.b)} .online-forget`);
  const askB = await page.textContent(`${row(made.b)} .online-forget-ask`);
  assert.match(askB, /A bot plays your seat from now on\. You can undo this for 24 hours\./);
  assert.equal(await page.getAttribute(`${row(made.b)} .online-forget-ask`, 'role'), 'alertdialog');
  await page.click(`${row(made.b)} .online-forget-no`);
  await page.waitForSelector(`${row(made.b)} .online-forget`);
  assert.ok(await page.evaluate((b) => !!localStorage.getItem('tabula.online.' + b), made.b), 'cancelled: the token stays');
  assert.equal(await seatFree(made.b), false);
  assert.equal((await page.evaluate(() => window.tabula.online.tables())).find((r) => r.table === made.b).left, null);

  // The question in Hungarian (the page's language), then in English.
  await page.evaluate(() => window.tabula.setLanguage('hu'));
  await page.waitForFunction(() => /Asztalaim/.test(document.querySelector('#online').textContent), null, { timeout: 10000 });
  await page.click(`${row(made.a)} .online-forget`);
  assert.match(await page.textContent(`${row(made.a)} .online-forget-ask`), /meghívhatnak valakit a helyedre\. 24 órán át visszavonhatod\./);
  await page.click(`${row(made.a)} .online-forget-no`);
  await page.evaluate(() => window.tabula.setLanguage('en'));
  await page.waitForFunction(() => /My tables/.test(document.querySelector('#online').textContent), null, { timeout: 10000 });
  // The table without a clock: the others may invite someone.
  await page.click(`${row(made.a)} .online-forget`);
  assert.match(await page.textContent(`${row(made.a)} .online-forget-ask`), /The others may invite someone to take your seat\. You can undo this for 24 hours\./);
  await page.screenshot({ path: `${shots}online-forget-ask-phone.png` });
  await page.click(`${row(made.a)} .online-forget-yes`);
  await page.waitForSelector(`${row(made.a)} .online-undo`);
  assert.match(await page.textContent(row(made.a)), /Left.*Undo/);
  assert.equal(await page.$(`${row(made.a)} .online-forget`), null, 'a left line has no Forget');
  await page.screenshot({ path: `${shots}online-forget-left-phone.png` });
  assert.ok(await seatFree(made.a), 'the server frees the seat for a newcomer');
  const left = (await page.evaluate(() => window.tabula.online.tables())).find((r) => r.table === made.a);
  assert.ok(left.left > Date.now() + 23 * 3600 * 1000, JSON.stringify(left));
  assert.equal(left.yourTurn, false);

  // Undo: the seat is Ann's again and the page is at the table.
  await page.click(`${row(made.a)} .online-undo`);
  await page.waitForFunction((a) => { const o = window.tabula.online; const v = o.view(); return o.table() === a && v && v.seat === 0; }, made.a, { timeout: 30000 });
  // (Not started: the dialog shows this table's seats, no longer My tables.)
  await page.waitForFunction(() => !document.querySelector('#online-tables'), null, { timeout: 10000 });
  assert.equal(await seatFree(made.a), false);
  assert.equal((await page.evaluate(() => window.tabula.online.tables())).find((r) => r.table === made.a).left, null);

  // Scripts: forget() leaves without asking, unforget() takes it back.
  const f = await page.evaluate((b) => window.tabula.online.forget(b), made.b);
  assert.equal(f.ok, true, JSON.stringify(f));
  assert.ok(f.undoUntil > Date.now());
  const u = await page.evaluate((b) => window.tabula.online.unforget(b), made.b);
  assert.deepEqual(u, { ok: true, seat: 0 });
  assert.deepEqual(problems, []);
  await context.close();
});
