// Accounts on the scaled server (issue 33 §1): two processes on Redis +
// PostgreSQL. A session made on one process works on the other, the
// account's tables are listed by either, a code made on one signs a device
// in on the other (once), and "sign out everywhere" asked of one process
// signs the session out on both. (Passkeys themselves are proven in a real
// browser, tests/browser/online-account.test.mjs: here Ann's account and
// first session are written into PostgreSQL as registration writes them.)
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import pg from 'pg';
import { Player, api } from './client.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameWhere } from './any_game.mjs';

const missing = missingServices();
const skip = missing.length ? `missing ${missing.join(', ')}: run bash server/setup.sh` : false;
let pair;
before(async () => { if (!skip) pair = await startPair({}); });
after(async () => { await pair?.stop(); });

const hash = (s) => crypto.createHash('sha256').update(s).digest('hex');
async function call(base, method, path, { cookie, body } = {}) {
  const r = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(cookie ? { Cookie: `tabula_session=${cookie}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, setCookie: r.headers.get('set-cookie'), json: await r.json() };
}

test('a session, the tables and a code work through either process', { skip }, async () => {
  const { a, b, postgres } = pair;
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const session = crypto.randomBytes(32).toString('base64url');
  const at = Date.now();
  await db.query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3)', ['ann-account-0001', 'Ann', at]);
  await db.query('INSERT INTO sessions (id_hash, account_id, device, how, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $5)',
    [hash(session), 'ann-account-0001', 'Chrome · Android', 'passkey', at]);
  await db.end();

  for (const base of [a.base, b.base]) {
    const me = await call(base, 'GET', '/online/account', { cookie: session });
    assert.deepEqual([me.json.signedIn, me.json.name, me.json.devices.length], [true, 'Ann', 1], base);
  }
  // A seat taken through process a, given to the account there, listed by b.
  const game = gameWhere((g) => g.min_players <= 2, 'seats 2 players').name;
  const t = await api(a.base, 'POST', '/online/tables', { game, players: 2, bots: [null, null] });
  const ann = await new Player(a.base).join(t.json.table, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const give = await call(a.base, 'POST', '/online/account/seats', { cookie: session, body: { seats: [{ table: t.json.table, token: ann.seat.token }] } });
  assert.equal(give.json.added, 1);
  const listed = await call(b.base, 'GET', '/online/account/tables', { cookie: session });
  assert.deepEqual(listed.json.tables, [{ table: t.json.table, token: ann.seat.token }]);
  // A token the table does not know is no seat.
  const fake = await call(b.base, 'POST', '/online/account/seats', { cookie: session, body: { seats: [{ table: t.json.table, token: 'y'.repeat(32) }] } });
  assert.equal(fake.json.added, 0);

  // A code from a, used on b: a second session, HttpOnly, SameSite=Lax (no Secure over http).
  const code = await call(a.base, 'POST', '/online/account/code', { cookie: session, body: {} });
  assert.match(code.json.code, /^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  assert.ok(code.json.qr.size >= 21 && code.json.qr.modules.length === code.json.qr.size ** 2);
  const used = await call(b.base, 'POST', '/online/account/code/use', { body: { code: code.json.code.toLowerCase().replace('-', ' ') } });
  assert.equal(used.json.ok, true, JSON.stringify(used.json));
  assert.match(used.setCookie, /^tabula_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  const laptop = used.setCookie.split(';')[0].split('=')[1];
  const twice = await call(a.base, 'POST', '/online/account/code/use', { body: { code: code.json.code } });
  assert.equal(twice.status, 403, 'one use, whichever process is asked');
  const both = await call(a.base, 'GET', '/online/account', { cookie: laptop });
  assert.equal(both.json.devices.length, 2);

  // Sign out everywhere, asked of b: a's answer for either cookie is "signed out".
  const out = await call(b.base, 'POST', '/online/account/signout', { cookie: laptop, body: { everywhere: true } });
  assert.equal(out.json.ok, true);
  assert.match(out.setCookie, /Max-Age=0/);
  for (const c of [session, laptop]) assert.equal((await call(a.base, 'GET', '/online/account', { cookie: c })).json.signedIn, false);
  assert.equal((await call(a.base, 'GET', '/online/account/tables', { cookie: session })).status, 401);
  await ann.leave();
});
