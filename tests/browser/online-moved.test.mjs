// A table that moved (issue 24): with PostgreSQL, the server process that
// loses a table's lease closes its room with code 4010 ("this table moved").
// The page must ask GET online/tables/:id again and rejoin with its seat
// token, so the player just keeps playing: here the lease is taken from the
// server behind its back (as another process would), the page's socket is
// closed with 4010, and the page is back at its seat and can act, with no
// click. Skipped where PostgreSQL 15 is not installed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { launchBrowser } from './harness.mjs';
import { openOnline, startServer } from './online-harness.mjs';
import { gameFor } from './games.mjs';
import { missingServices, startPostgres } from '../../server/test/services.mjs';

const missing = missingServices().filter((m) => /PostgreSQL/.test(m));
let browser, server, pg;
before(async () => {
  if (missing.length) return;
  pg = await startPostgres();
  browser = await launchBrowser();
  server = await startServer({ env: { TABULA_DATABASE_URL: pg.url, TABULA_LEASE_MS: '2000' } });
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await pg?.stop();
});

test('a room closed with 4010 is rejoined at the same seat, and play goes on', { skip: missing.length ? missing.join(', ') : false }, async () => {
  // Every close code the page's sockets see.
  const { context, page, problems } = await openOnline(browser, server, 'desktop', { init: () => {
    window.__closes = [];
    const WS = window.WebSocket;
    window.WebSocket = class extends WS {
      constructor(...a) { super(...a); this.addEventListener('close', (e) => window.__closes.push(e.code)); }
    };
  } });
  const made = await page.evaluate(async (game) => {
    const on = window.tabula.online;
    const c = await on.create({ game, players: 3, bots: [null, 'easy', 'easy'] });
    return { table: c.table, join: await on.join({ table: c.table, name: 'Ann' }) };
  }, gameFor(3));
  assert.ok(made.join.ok, JSON.stringify(made));
  // (after: a view counted past that many; the page keeps its last view
  // while it rejoins, and connected() is true before the new room's view.)
  const myTurn = (after = -1) => page.waitForFunction((n) => { const o = window.tabula.online; const v = o.view(); return o.connected() && o.views() > n && v && v.started && v.legal.length > 0; }, after, { timeout: 60000 });
  await myTurn();
  const before = await page.evaluate(() => ({ move: window.tabula.online.view().move, seat: window.tabula.online.seat(), views: window.tabula.online.views() }));

  // Another "process" takes the lease (it expires in 3 s, as a dead
  // process's would): this server's next renewal finds it lost.
  execFileSync('psql', [pg.url, '-qc', `UPDATE leases SET owner = 'another-process', until = clock_timestamp() + interval '3 seconds' WHERE table_id = '${made.table}'`]);
  await page.waitForFunction(() => window.__closes.includes(4010), null, { timeout: 20000 });
  assert.match(server.log.join(''), /closing this room/);

  // Back at the same seat by itself (a view from the new room: the old
  // room's last view stays on the page until then, and an act sent before
  // it would be answered by the new room's greeting, at the same move), and
  // the table takes this seat's move.
  await myTurn(before.views);
  const after = await page.evaluate(() => ({ move: window.tabula.online.view().move, seat: window.tabula.online.seat(), table: window.tabula.online.table() }));
  assert.deepEqual(after, { move: before.move, seat: before.seat, table: made.table });
  const acted = await page.evaluate(() => window.tabula.online.act(window.tabula.online.legal()[0]));
  assert.deepEqual(acted, { ok: true });
  // (act() resolves at the next view, whatever it is: wait for the move itself.)
  await page.waitForFunction((m) => window.tabula.online.view().move > m, before.move, { timeout: 30000 });
  assert.deepEqual(problems, []);
  await context.close();
});
