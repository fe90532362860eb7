// No message to a client carries another seat's secret. Whole games of each
// game are played by people (and bots) over websockets while every message
// each client receives is recorded. Afterwards the test reads the true game
// (seed and actions) from the server's store, replays it with the engine,
// and checks every recorded message:
//  - its observation is exactly that seat's observation at that move (the
//    spectator's: the public one), its legal texts only when that seat acts;
//  - its text holds no seed, no other client's seat token, no save -- but
//    once the table is over a seated player's view carries the save (its
//    replay and share link), and only then;
//  - its text holds no hidden action text of another seat (an action text
//    that does not appear in the seat's own observation or legal list, e.g.
//    "swap 3 fake", "bid 4");
//  - its text holds none of another seat's private observation leaves
//    ("key":value pairs in that seat's observation absent from this one's).
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer } from './harness.mjs';
import { everyGameTables, playTable } from './play.mjs';
import { loadEngine } from '../src/engine.mjs';

let server, engine;
const counts = { messages: 0, secrets: 0, hiddenActions: 0 };
before(async () => { server = await startServer(); engine = await loadEngine(); });
after(async () => {
  await server?.stop();
  console.log(`# secrets: ${counts.messages} messages checked against ${counts.secrets} other-seat private leaves and ${counts.hiddenActions} hidden action texts`);
});

// Every leaf of a JSON value as the text it takes in JSON: "key":value.
function leaves(value, key, out) {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, Array.isArray(value) ? key : k, out);
  } else if (key !== undefined) {
    out.add(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
  }
  return out;
}

function readTruth(data, table) {
  const db = new Database(path.join(data, 'tables.sqlite3'), { readonly: true });
  const t = db.prepare('SELECT * FROM tables WHERE id = ?').get(table);
  const actions = db.prepare('SELECT seat, text FROM actions WHERE table_id = ? ORDER BY idx').all(table);
  db.close();
  return { ...t, actions };
}

// Every game the engine lists, each variant: 3 people and easy bots at 4 seats.
const CASES = everyGameTables((await loadEngine()).games, { players: 4, humans: 3, bots: 'easy' });

for (const c of CASES) {
  test(`${c.game}${c.variant ? ` ${c.variant}` : ''} ${c.players}p: no client ever receives another seat's secret`, async () => {
    const r = await playTable(server.base, { ...c, spectate: true, seed: 11 });
    const truth = readTruth(server.data, r.table);
    const clients = [...r.people, r.watcher];
    const tokens = r.people.map((p) => p.seat.token);
    // Messages by the move they were made at.
    const byMove = new Map();
    for (const p of clients) {
      for (const m of p.messages) {
        if (m.type !== 'view' || m.data.observation === null) continue;
        if (!byMove.has(m.data.move)) byMove.set(m.data.move, []);
        byMove.get(m.data.move).push({ p, m });
      }
    }
    // How the start of the save's action list would read inside a message.
    const saveHead = JSON.stringify(truth.actions.slice(0, 2).map((a) => a.text)).slice(0, -1);
    const h = engine.create(truth.game, truth.players, truth.variant, truth.seed).handle;
    let checked = 0;
    const finished = new Set();  // the seats that got the finished table's save
    for (let move = 0; move <= truth.actions.length; move++) {
      if (move > 0) {
        const a = truth.actions[move - 1];
        assert.equal(engine.act(h, a.seat, a.text).ok, true);
      }
      const here = byMove.get(move);
      if (!here) continue;
      const seats = [...new Set(here.map((x) => x.m.data.seat))];
      const views = new Map();
      for (let s = -1; s < truth.players; s++) views.set(s, engine.view(h, s));
      for (const seat of seats) {
        const own = views.get(seat);
        const ownText = JSON.stringify(own.observation) + JSON.stringify(own.legal);
        const ownLeaves = leaves(own.observation, undefined, new Set());
        const secrets = new Set();
        for (let o = 0; o < truth.players; o++) {
          if (o === seat) continue;
          for (const l of leaves(views.get(o).observation, undefined, new Set())) if (!ownLeaves.has(l)) secrets.add(l);
        }
        const hidden = new Set();
        for (let i = 0; i < move; i++) {
          const a = truth.actions[i];
          if (a.seat !== seat && !ownText.includes(a.text)) hidden.add(a.text);
        }
        for (const { p, m } of here.filter((x) => x.m.data.seat === seat)) {
          // The save (seed and every action) comes once the table is over,
          // to a seated player only: its replay and share link (issue 20).
          const { save, ...view } = m.data;
          if (m.data.over && seat >= 0) {
            assert.equal(save.seed, truth.seed, `seat ${seat}: the finished table's save`);
            assert.deepEqual(save.actions, truth.actions.map((a) => a.text));
            assert.equal(save.format, 'tabula-save');
            finished.add(seat);
          } else {
            assert.equal(save, undefined, `seat ${seat} move ${move} over=${m.data.over}: no save`);
          }
          const text = JSON.stringify(view);
          assert.deepEqual(m.data.observation, own.observation, `seat ${seat} move ${move}: observation`);
          assert.deepEqual(m.data.legal, own.legal, `seat ${seat} move ${move}: legal`);
          assert.ok(!text.includes(truth.seed), 'the seed never leaves the server');
          assert.ok(!text.includes('tabula-save'), 'no save');
          if (move >= 2) assert.ok(!text.includes(saveHead), 'no list of the actions played');
          for (const t of tokens) if (t !== p.seat?.token) assert.ok(!text.includes(t), 'another seat\'s token');
          for (const s of secrets) assert.ok(!text.includes(s), `seat ${seat} move ${move} got another seat's ${s}`);
          for (const a of hidden) assert.ok(!text.includes(`"${a}"`), `seat ${seat} move ${move} got hidden action "${a}"`);
          counts.secrets += secrets.size;
          counts.hiddenActions += hidden.size;
          checked++;
        }
      }
    }
    engine.free(h);
    // Every 'seat' message went only to its own client.
    for (const p of clients) {
      for (const m of p.messages) {
        if (m.type === 'seat') assert.equal(m.data.token, p.seat.token);
        const text = JSON.stringify(m.data);
        for (const t of tokens) if (t !== p.seat?.token) assert.ok(!text.includes(t));
      }
    }
    // Every person seated got the save once the table was over, and only then.
    assert.deepEqual([...finished].sort(), r.people.map((p) => p.seat.seat).sort());
    // The views after a connection's first came as patches (server/engine/tables.cc),
    // rebuilt by the client (test/client.mjs) before the checks above.
    for (const p of clients) assert.ok(p.patches > 0, 'views came as patches');
    counts.messages += checked;
    assert.ok(checked > truth.actions.length, `checked ${checked} messages`);
    // The check bites: some seat did have secrets to keep at some point.
    for (const p of clients) await p.leave();
  });
}
