// Friends on the scaled server (issue 33 §4): two processes on Redis +
// PostgreSQL, so every statement of friends_store.mjs runs in PostgreSQL's
// dialect. Ann asks through one process and Bob answers through the other;
// the shared-table proof, the lists, an invitation and a public profile read
// the same rows from either. (Accounts and sessions are written into
// PostgreSQL as registration writes them, as accounts_scale.test.mjs does.)
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
async function call(base, method, path, who, body) {
  const r = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(who ? { Cookie: `tabula_session=${who.session}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const j = await r.json();
  j.http = r.status;
  return j;
}

test('asked on one process, answered on the other; lists, an invitation and a profile from either', { skip }, async () => {
  const { a, b, postgres } = pair;
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const people = [];
  for (const name of ['Ann', 'Bob', 'Cid']) {
    const p = { id: `acct-${name}-${crypto.randomBytes(4).toString('hex')}`, name, session: crypto.randomBytes(32).toString('base64url') };
    await db.query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3)', [p.id, name, Date.now()]);
    await db.query('INSERT INTO sessions (id_hash, account_id, device, how, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [hash(p.session), p.id, 'test', 'passkey', Date.now()]);
    people.push(p);
  }
  await db.end();
  const [ann, bob, cid] = people;
  const game = gameWhere((g) => g.min_players <= 3 && g.max_players >= 3, 'seats 3 players').name;
  async function sit(base, p, table) {
    const pl = await new Player(base).join(table, { name: p.name });
    await pl.until(() => pl.seat);
    assert.equal((await call(base, 'POST', '/online/account/seats', p, { seats: [{ table, token: pl.seat.token }] })).added, 1);
    return pl;
  }
  const t1 = (await api(a.base, 'POST', '/online/tables', { game, players: 3, bots: [null, null, null] })).json.table;
  const seated = [await sit(a.base, ann, t1), await sit(b.base, bob, t1)];

  assert.equal((await call(a.base, 'POST', '/online/account/friends/ask', ann, { account: cid.id })).http, 403);
  assert.equal((await call(a.base, 'POST', '/online/account/friends/ask', ann, { account: bob.id })).friendship, 'asked');
  assert.deepEqual((await call(b.base, 'GET', '/online/account/friends', bob)).friends.map((f) => [f.id, f.name, f.status]), [[ann.id, 'Ann', 'asking']]);
  assert.equal((await call(b.base, 'POST', '/online/account/friends/answer', bob, { account: ann.id, yes: true })).friendship, 'friend');
  assert.equal((await call(a.base, 'GET', '/online/account/friends', ann)).friends[0].status, 'friend');

  // Bob's new table, an invitation through b, seen through a.
  const t2 = (await api(b.base, 'POST', '/online/tables', { game, players: 3, bots: [null, null, null] })).json.table;
  seated.push(await sit(b.base, bob, t2));
  assert.equal((await call(b.base, 'POST', '/online/account/friends/invite', bob, { friend: ann.id, table: t2 })).ok, true);
  const w = (await call(a.base, 'GET', '/online/account/friends?page=/', ann)).friends[0].waiting;
  assert.deepEqual(w.map((x) => [x.table, x.invited]), [[t2, true]]);

  // A profile made public on a, read by Cid on b; private again, refused.
  assert.equal((await call(b.base, 'GET', `/online/profile/${ann.id}`, cid)).http, 403);
  assert.equal((await call(a.base, 'POST', '/online/account/profile', ann, { public: true })).public, true);
  const p = await call(b.base, 'GET', `/online/profile/${ann.id}`, cid);
  assert.deepEqual([p.ok, p.name, p.public, p.mine], [true, 'Ann', true, false]);
  await call(a.base, 'POST', '/online/account/profile', ann, { public: false });
  assert.equal((await call(b.base, 'GET', `/online/profile/${ann.id}`, cid)).http, 403);

  // Removed through b: gone for both, with the invitation.
  await call(b.base, 'POST', '/online/account/friends/remove', bob, { account: ann.id });
  assert.deepEqual((await call(a.base, 'GET', '/online/account/friends', ann)).friends, []);
  for (const pl of seated) await pl.leave();
});
