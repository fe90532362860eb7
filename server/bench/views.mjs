// Views benchmark (not a test): the engine's cost of the views the server
// sends, per game. Whole games are played by the engine's easy bots; at every
// move each seat's view is built as the server builds it (tn_view_pack: the
// observation, its patch from the seat's last one, MessagePack), and the CPU
// it took is summed (process.cpuUsage: this thread only does this). Reports
// microseconds per seat's view, per game, and the bytes of the patches.
//   node bench/views.mjs [--games 20] [--players 3] [--engine build/.../tabula_tables.js]
import { parseArgs } from 'node:util';
import { loadEngine, enginePath } from '../src/engine.mjs';

const { values: opt } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    players: { type: 'string', default: '3' },
    engine: { type: 'string', default: enginePath() },
  },
});
const engine = await loadEngine(opt.engine);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }; // ms

for (const g of engine.games.filter((x) => !x.test_only)) {
  const players = Math.min(g.max_players, Math.max(g.min_players, Number(opt.players)));
  let views = 0, ms = 0, patchBytes = 0, moves = 0;
  for (let i = 0; i < Number(opt.games); i++) {
    const { handle } = engine.create(g.name, players, g.variants[0] ?? '', String(1000 + i));
    for (;;) {
      const t = cpu();
      for (let seat = -1; seat < players; seat++) {
        const v = engine.viewPacked(handle, seat);
        patchBytes += v.patch ? v.patch.length : v.full.length;
        views += 1;
      }
      ms += cpu() - t;
      const st = engine.status(handle);
      if (st.over) break;
      const b = engine.bot(handle, 'easy');
      engine.act(handle, b.seat, b.text);
      moves += 1;
    }
    engine.free(handle);
  }
  console.log(JSON.stringify({ game: g.name, players, games: Number(opt.games), moves, views,
    us_per_view: +((1000 * ms) / views).toFixed(1), bytes_per_view: Math.round(patchBytes / views) }));
}
