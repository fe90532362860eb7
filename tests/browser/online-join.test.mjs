// Joining a busy server (issue 31 §5): a join that meets the server's
// passing refusals -- a store too slow to answer the table's GET (503), the
// matchmaking rate limit (429) -- says "Joining…" in the strip and tries
// again until it is in (shell/online-parts/connection.js enter()); a join
// the server refuses for good (no such table) is said at once, never tried
// again. The refusals are the server's own answers, replayed by the page's
// network layer (page.route) so that they come exactly when the test says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlineSpec, openOnline, recordStrip } from './online-harness.mjs';
import { gameWithoutReady } from './games.mjs';

const spec = onlineSpec();
const game = await gameWithoutReady(2);

test('refusals that pass (503, 429) are tried again under "Joining…", and the seat is taken', async () => {
  const ann = await openOnline(spec.browser, spec.server, 'phone');
  const bob = await openOnline(spec.browser, spec.server, 'desktop', { query: '?lang=hu' });
  const table = await ann.page.evaluate(async (game) => {
    const c = await window.tabula.online.create({ game, players: 2, bots: [null, null] });
    await window.tabula.online.join({ table: c.table, name: 'Ann' });
    return c.table;
  }, game);

  // Bob's first GET of the table meets a slow store, his first two joins
  // the rate limit: the answers server/src/http.mjs and origin.mjs give.
  const asked = { get: 0, join: 0 };
  await bob.page.route((url) => url.pathname.endsWith(`/online/tables/${table}`), (route) => {
    if (route.request().method() !== 'GET' || asked.get++ > 0) return route.continue();
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ ok: false, reason: 'the database is unavailable: timeout' }) });
  });
  await bob.page.route((url) => url.pathname.includes('/matchmake/joinById/'), (route) => {
    if (asked.join++ >= 2) return route.continue();
    return route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '5' }, body: JSON.stringify({ ok: false, reason: 'too many join requests; wait a little' }) });
  });
  await bob.page.evaluate(recordStrip);
  const joined = await bob.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Bob' }), table);
  assert.deepEqual(joined, { ok: true, seat: 1 });
  // One refused GET, then a GET before each join: two refused, one let in.
  assert.equal(asked.join, 3);
  assert.equal(asked.get, 4);
  const strip = await bob.page.evaluate(() => window.__strip);
  assert.ok(strip.includes('Csatlakozás…'), `the strip said "Joining…" in Hungarian while it tried: ${JSON.stringify(strip)}`);
  await bob.page.waitForFunction(() => window.tabula.online.view()?.started);
  assert.ok(!/Csatlakozás/.test(await bob.page.$eval('#online-bar', (b) => (b.hidden ? '' : b.textContent))), 'and stops saying it once in');
  // Both are at the table: the game began with two seated people.
  await ann.page.waitForFunction(() => window.tabula.online.view()?.started);
  for (const p of [ann, bob]) { assert.deepEqual(p.problems, []); await p.context.close(); }
});

test('a refusal for good (no such table) is said at once, not tried again', async () => {
  const cid = await openOnline(spec.browser, spec.server, 'phone');
  let gets = 0;
  await cid.page.route((url) => url.pathname.includes('/online/tables/'), (route) => { ++gets; return route.continue(); });
  const t0 = Date.now();
  const r = await cid.page.evaluate(() => window.tabula.online.join({ table: 'NoSuchTable0123456789', name: 'Cid' }));
  assert.equal(r.ok, false);
  assert.equal(gets, 1, 'one GET: a 404 is not tried again');
  assert.ok(Date.now() - t0 < 5000, `answered in ${Date.now() - t0} ms`);
  assert.equal(await cid.page.evaluate(() => { const b = document.getElementById('online-bar'); return !b || b.hidden || !/Joining/.test(b.textContent); }), true,
    'no "Joining…" left in the strip');
  assert.deepEqual(cid.problems, []);
  await cid.context.close();
});
