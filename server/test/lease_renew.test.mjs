// Two processes on Redis + PostgreSQL: a process renews the leases of all
// its rooms together (rooms.mjs, one statement every TABULA_LEASE_MS/4), and
// a room whose lease another owner took closes with code 4010 while the
// others play on.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { Player, api } from './client.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameFor } from './any_game.mjs';

const missing = missingServices();
const skip = missing.length ? `missing ${missing.join(', ')}: run bash server/setup.sh` : false;
const LEASE_MS = 4000;
let pair;
before(async () => { if (!skip) pair = await startPair({ TABULA_LEASE_MS: String(LEASE_MS) }); });
after(async () => { await pair?.stop(); });

test('every room\'s lease is renewed; a stolen one closes its room alone (4010)', { skip }, async () => {
  const { a, postgres } = pair;
  const people = [];
  for (let i = 0; i < 3; i++) {
    const c = await api(a.base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2, bots: [null, 'easy'] });
    const p = await new Player(a.base).join(c.json.table, { name: `P${i}` });
    p.table = c.json.table;
    p.closed = null;
    p.room.onLeave((code) => { p.closed = code; });
    await p.until((v) => v.started);
    people.push(p);
  }
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  try {
    const leases = async () => (await db.query(
      `SELECT table_id, owner, until > clock_timestamp() AS live, until FROM leases WHERE table_id = ANY($1)`, [people.map((p) => p.table)])).rows;
    const first = await leases();
    assert.equal(first.length, 3);
    assert.equal(new Set(first.map((r) => r.owner)).size, 1, 'one owner: process a');
    // Past one and a half lease periods, every lease is still live (renewed:
    // without renewal each would have expired by now) and later than before.
    await new Promise((r) => setTimeout(r, LEASE_MS * 1.5));
    const later = await leases();
    for (const row of later) {
      assert.equal(row.live, true, `table ${row.table_id}: lease renewed`);
      assert.ok(row.until > first.find((f) => f.table_id === row.table_id).until);
    }
    // Another owner takes the second table's lease: its room closes with
    // 4010 at the next renewal; the others stay.
    await db.query(`UPDATE leases SET owner = 'thief', until = clock_timestamp() + interval '1 hour' WHERE table_id = $1`, [people[1].table]);
    const deadline = Date.now() + LEASE_MS * 3;
    while (people[1].closed === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(people[1].closed, 4010);
    assert.equal(people[0].closed, null);
    assert.equal(people[2].closed, null);
    // The others still play: an action is stored and answered.
    const p = people[0];
    const v = await p.until((v) => v.legal.length > 0, 30000);
    p.send('act', { text: v.legal[0] });
    await p.until((w) => w.move > v.move, 30000);
  } finally {
    await db.end();
    for (const p of [people[0], people[2]]) await p.leave();
  }
});
