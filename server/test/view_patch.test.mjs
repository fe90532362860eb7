// Views as patches (server/engine/tables.cc, src/view_patch.mjs): a seat's
// observation is sent whole once per connection, then only what changed.
// - Engine: over whole games of every game the engine lists, each seat's
//   patch applied to its previous observation gives exactly its observation
//   at that move, what never changes (a board's layout) is never in a patch,
//   and the patches are a small part of the whole views' bytes.
// - Server: a spectator joining mid-game gets a whole view first, then
//   patches; every view a client rebuilds is that seat's observation.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { unpack } from '@colyseus/msgpackr'; // the MessagePack Colyseus itself packs with
import { loadEngine } from '../src/engine.mjs';
import { applyViewPatch } from '../src/view_patch.mjs';
import { startServer } from './harness.mjs';
import { Player, api, playOut } from './client.mjs';
import { everyGameTables, picker } from './play.mjs';

const engine = await loadEngine();
const CASES = everyGameTables(engine.games, { players: 3, humans: 3 });

for (const c of CASES) {
  test(`${c.game}${c.variant ? ` ${c.variant}` : ''} ${c.players}p: each seat's patches rebuild its observation at every move`, () => {
    const h = engine.create(c.game, c.players, c.variant, '77').handle;
    const seats = [-1, ...Array.from({ length: c.players }, (_, i) => i)];
    const prev = new Map(); // seat -> {move, observation}
    const unchanged = new Map(); // seat -> keys in no patch so far
    let fullBytes = 0, patchBytes = 0, patches = 0;
    for (let move = 0; ; move++) {
      for (const seat of seats) {
        const v = engine.viewPacked(h, seat, true);
        const full = unpack(v.full);
        assert.equal(v.move, move);
        const truth = engine.view(h, seat).observation;
        if (move === 0) {
          assert.equal(v.patch, null, 'no patch before a first view');
          unchanged.set(seat, new Set(Object.keys(truth)));
        } else {
          assert.equal(v.base, move - 1);
          const raw = unpack(v.patch);
          assert.equal(raw.observation, undefined, 'a patch carries no whole observation');
          const rebuilt = applyViewPatch(prev.get(seat), { move, ...raw });
          assert.deepEqual(rebuilt.observation, truth, `seat ${seat} move ${move}: the patch`);
          assert.deepEqual(raw.legal, full.legal);
          for (const k of [...Object.keys(raw.patch.set || {}), ...Object.keys(raw.patch.items || {}), ...Object.keys(raw.patch.append || {})]) unchanged.get(seat).delete(k);
          fullBytes += v.full.length;
          patchBytes += v.patch.length;
          patches++;
        }
        prev.set(seat, { move, observation: truth });
      }
      const st = engine.status(h);
      if (st.over) break;
      const bot = engine.bot(h, 'easy');
      assert.ok(engine.act(h, bot.seat, bot.text).ok);
    }
    engine.free(h);
    // Something never changed, and was never sent again (every game has its
    // game name and player count in its observation, at least).
    for (const [seat, keys] of unchanged) assert.ok(keys.size > 0, `seat ${seat}: some key was never resent`);
    assert.ok(patchBytes < fullBytes / 3, `patches ${patchBytes} B, whole views ${fullBytes} B over ${patches} views`);
    console.log(`# ${c.game} ${c.players}p: ${patches} patches, ${(patchBytes / patches).toFixed(0)} B each against ${(fullBytes / patches).toFixed(0)} B whole`);
  });
}

test('a spectator joining mid-game gets the whole view, then patches; every view rebuilt is its seat\'s', async () => {
  const server = await startServer();
  after(() => server.stop());
  const c = CASES[0];
  const r = await api(server.base, 'POST', '/online/tables', { game: c.game, players: c.players, variant: c.variant, bots: [null, ...Array(c.players - 1).fill('easy')] });
  const table = r.json.table;
  const a = await new Player(server.base).join(table, { name: 'A' });
  const pick = picker(5);
  await playOut(a, pick, 120000, (v) => v.move >= 4);
  const watcher = await new Player(server.base).join(table, { spectate: true });
  const final = await playOut(a, pick, 120000);
  await watcher.until((v) => v.over, 30000);
  const views = watcher.messages.filter((m) => m.type === 'view');
  assert.ok(views[0].raw.observation, 'the first view of a connection is whole');
  assert.ok(watcher.patches > 0 && a.patches > 0, 'later views came as patches');
  // Each rebuilt view is the engine's observation of that seat at that move.
  const save = final.save;
  const h = engine.create(save.game, save.options.players, save.options.variant, save.seed).handle;
  const byMove = new Map();
  for (const p of [a, watcher]) for (const m of p.messages) if (m.type === 'view' && m.data.observation) {
    if (!byMove.has(m.data.move)) byMove.set(m.data.move, []);
    byMove.get(m.data.move).push(m.data);
  }
  let checked = 0;
  for (let move = 0; move <= save.actions.length; move++) {
    if (move > 0) assert.ok(engine.act(h, engine.status(h).current, save.actions[move - 1]).ok);
    for (const v of byMove.get(move) || []) {
      assert.deepEqual(v.observation, engine.view(h, v.seat).observation, `seat ${v.seat} move ${move}`);
      checked++;
    }
  }
  engine.free(h);
  assert.ok(checked > save.actions.length, `${checked} views checked`);
  await a.leave();
  await watcher.leave();
});
