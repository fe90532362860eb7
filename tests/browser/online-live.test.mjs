// My tables and "your turn" live on every open page (issue 33 §2), with a
// real browser and the real server on http://localhost (passkeys need a
// domain). Two browser contexts are two devices of one account: the phone
// creates the account (Chromium's virtual authenticator) and adds the
// laptop with a code; the laptop sits at a table (its seat becomes the
// account's) and plays against Bob, a program at the other seat. The
// phone's start screen, never reloaded and never at the table, shows the
// table in My tables and says "your turn" (the list, the tab's title, the
// badge count) after each of Bob's moves, and no longer after the laptop's.
// Printed: the time from a move to the phone's page showing it, p50/p99.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, devices } from './harness.mjs';
import { startServer, addPasskeys } from './online-harness.mjs';
import { gameFor } from './games.mjs';
import { Player } from '../../server/test/client.mjs';

let browser, server, local;
before(async () => {
  browser = await launchBrowser();
  server = await startServer({ host: 'localhost' });
  local = server.url.replace('127.0.0.1', 'localhost');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function device(kind, { passkey = false, url = local } = {}) {
  const context = await browser.newContext({ ...devices[kind] });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  if (passkey) {
    await addPasskeys(context, page);
  }
  await page.goto(url);
  await page.evaluate(() => window.tabula.ready);
  await page.waitForFunction(() => window.tabulaOnline && window.tabulaOnline.available);
  return { context, page, problems };
}
const quantile = (xs, p) => { const s = xs.slice().sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };

test('the phone\'s open start screen shows each move of the laptop\'s table without a reload', async () => {
  const phone = await device('phone', { passkey: true });
  const reg = await phone.page.evaluate(() => window.tabula.online.register('Ann'));
  assert.ok(reg.ok, JSON.stringify(reg));
  const code = await phone.page.evaluate(() => window.tabula.online.addDevice());
  const laptop = await device('desktop', { url: code.link });
  await laptop.page.waitForFunction(() => localStorage.getItem('tabula.online.account'), null, { timeout: 15000 });

  // The phone is signed in with no table: its live stream is open (the
  // account's) and listening (its `ready` came: `opened` counts them).
  await phone.page.waitForFunction(() => window.tabula.online._live && window.tabula.online._live.open && window.tabula.online._live.opened >= 1);
  const opened = await phone.page.evaluate(() => window.tabula.online._live.opened);

  // The laptop makes a table for two persons and sits; Bob takes the other seat.
  const game = gameFor(2);
  const made = await laptop.page.evaluate(async (g) => {
    const on = window.tabula.online;
    const t = await on.create({ game: g, players: 2, bots: [null, null] });
    const j = await on.join({ table: t.table, name: 'Ann' });
    return { table: t.table, seat: j.seat, ok: j.ok };
  }, game);
  assert.ok(made.ok, JSON.stringify(made));
  const bob = await new Player(server.url.replace(/\/$/, '')).join(made.table, { name: 'Bob' });
  await bob.until((v) => bob.seat && v.started);
  await laptop.page.waitForFunction(() => { const v = window.tabula.online.view(); return v && v.started; });

  // The phone hears of the account's new table and lists it, no reload.
  await phone.page.waitForFunction((t) => document.querySelector(`#online-home [data-table="${t}"], #online-home .online-open`), made.table, { timeout: 10000 });
  const shows = ([table, yourTurn, move]) => {
    const k = JSON.parse(localStorage.getItem('tabula.online-tables') || '{}')[table] || {};
    const listed = !!document.querySelector('#online-home:not([hidden]) .your-turn');
    return k.move === move && listed === yourTurn && document.title.startsWith('●') === yourTurn &&
      window.tabula.online._badge === (yourTurn ? 1 : 0);
  };

  const delays = [];
  const seen = { ann: 0, bob: 0 };
  for (let i = 0; i < 12 && !bob.view.over; i++) {
    const v = bob.view;
    const move = v.move + 1;
    let at;
    if (v.legal.length) {
      at = performance.now();
      bob.send('act', { text: v.legal[0] });
      seen.bob += 1;
    } else {
      at = performance.now();
      const ok = await laptop.page.evaluate((m) => {
        const on = window.tabula.online;
        const lv = on.view();
        if (!lv || lv.move !== m - 1 || !lv.legal.length) return false;
        on.act(lv.legal[0]);
        return true;
      }, move);
      if (!ok) { await new Promise((r) => setTimeout(r, 50)); i--; continue; }
      seen.ann += 1;
    }
    await bob.until((w) => w.move >= move, 10000);
    const annTurn = !bob.view.over && bob.view.current === made.seat;
    await phone.page.waitForFunction(shows, [made.table, annTurn, bob.view.move], { timeout: 15000, polling: 'raf' });
    delays.push(performance.now() - at);
    await laptop.page.waitForFunction((m) => window.tabula.online.view().move >= m, bob.view.move);
  }
  assert.ok(seen.ann > 0 && seen.bob > 0, JSON.stringify(seen));
  console.log(`[live] move -> the other device's open page shows it, ${delays.length} moves: p50 ${quantile(delays, 0.5).toFixed(0)} ms, p99 ${quantile(delays, 0.99).toFixed(0)} ms`);
  assert.ok(quantile(delays, 0.5) < 1000, 'shown within a second');
  // One stream all along: nothing reconnected, nothing polled.
  assert.equal(await phone.page.evaluate(() => window.tabula.online._live.opened), opened);
  // The phone's page was never reloaded: its tables() still agrees with the server.
  const rows = await phone.page.evaluate(() => window.tabula.online.tables());
  assert.deepEqual(rows.map((r) => r.table), [made.table]);
  assert.deepEqual([...phone.problems, ...laptop.problems], []);
  await bob.leave();
});

// A guest's browser (no account) with Cleo seated at a new table for two
// in one tab: her seat token is all this browser has.
async function guestCleo() {
  const context = await browser.newContext({ ...devices.desktop });
  const table = await context.newPage();
  await table.goto(local);
  await table.waitForFunction(() => window.tabulaOnline && window.tabulaOnline.available);
  const made = await table.evaluate(async (g) => {
    const on = window.tabula.online;
    const t = await on.create({ game: g, players: 2, bots: [null, null] });
    const j = await on.join({ table: t.table, name: 'Cleo' });
    return { table: t.table, seat: j.seat };
  }, gameFor(2));
  return { context, table, made };
}

test('a guest\'s second tab shows "your turn" from its seat tokens alone', async () => {
  const { context, made } = await guestCleo();
  // The same browser's start screen in another tab (no account: its tokens).
  const home = await context.newPage();
  await home.goto(local);
  await home.waitForFunction(() => window.tabula.online && window.tabula.online._live && window.tabula.online._live.opened >= 1);
  const dan = await new Player(server.url.replace(/\/$/, '')).join(made.table, { name: 'Dan' });
  await dan.until((v) => dan.seat && v.started);
  // Dan plays until it is Cleo's turn; the other tab says so.
  while (dan.view.legal.length) {
    const m = dan.view.move;
    dan.send('act', { text: dan.view.legal[0] });
    await dan.until((v) => v.move > m);
  }
  await home.waitForFunction(() => document.title.startsWith('●') && window.tabula.online._badge === 1, null, { timeout: 15000 });
  await dan.leave();
  await context.close();
});

// The moves made while a page's stream is on its way (after the page read
// its tables, before the server listens for it) reach the page too: the
// stream's `ready` has it read its tables once more. Here the stream's
// request is held back until Dan has played up to Cleo's turn; before that
// read, such a page never said "your turn" (CI of round 17).
test('a move made while the stream is on its way still says "your turn"', async () => {
  const { context, table, made } = await guestCleo();
  const dan = await new Player(server.url.replace(/\/$/, '')).join(made.table, { name: 'Dan' });
  await dan.until((v) => dan.seat && v.started);
  // Cleo plays until it is Dan's turn, then leaves her tab: from here on
  // only the stream (or a read) can tell this browser of a move.
  await table.waitForFunction(() => window.tabula.online.view()?.started);
  for (let i = 0; i < 50; i++) {
    const v = await table.evaluate(() => window.tabula.online.view());
    if (!v.legal.length) break;
    await table.evaluate((a) => window.tabulaOnline.act(a), v.legal[0]);
    await table.waitForFunction((m) => window.tabula.online.view().move > m, v.move);
  }
  await dan.until((v) => v.legal.length > 0);
  const before = dan.view.move;
  await table.close();

  let release;
  const held = new Promise((r) => { release = r; });
  let asked = 0;
  const home = await context.newPage();
  await home.route('**/online/live', async (route) => { asked += 1; await held; await route.continue(); });
  const read = home.waitForResponse((r) => r.url().endsWith(`/online/tables/${made.table}/summary`));
  await home.goto(local);
  // The start screen has read its table (Dan's turn); its stream waits at the door.
  assert.equal((await (await read).json()).move, before);
  await home.waitForFunction(() => window.tabula.online._live && window.tabula.online._live.open);
  await home.waitForTimeout(200);  // (the read's answer handled)
  assert.ok(!(await home.evaluate(() => document.title)).startsWith('●'), 'not Cleo\'s turn yet');
  while (dan.view.legal.length) {
    const m = dan.view.move;
    dan.send('act', { text: dan.view.legal[0] });
    await dan.until((v) => v.move > m);
  }
  assert.equal(await home.evaluate(() => window.tabula.online._live.opened), 0, 'the stream was held until now');
  release();
  await home.waitForFunction(() => window.tabula.online._live.opened >= 1);
  await home.waitForFunction(() => document.title.startsWith('●') && window.tabula.online._badge === 1, null, { timeout: 15000 });
  assert.equal(asked, 1);
  await dan.leave();
  await context.close();
});
