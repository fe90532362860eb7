// What a dropped connection and a server restart cost a player: seconds
// from the drop (a socket cut without a goodbye) or from the restart
// command (after kill -9) until the player, returning with the seat token
// kept in the browser, has its legal actions again. Not a test.
//   node bench/recover.mjs [--runs 5]
import { parseArgs } from 'node:util';
import { startServer } from '../test/harness.mjs';
import { Player, api } from '../test/client.mjs';
import { gameFor } from '../test/any_game.mjs'; // any game of two seats (issue 27: no game named here)

const { values: opt } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function seatedTable(base) {
  const c = await api(base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2, bots: [null, 'easy'] });
  const p = await new Player(base).join(c.json.table, { name: 'Ann' });
  await p.until((v) => v.legal.length > 0);
  return { table: c.json.table, p };
}

const drops = [];
const restarts = [];
let server = await startServer();
for (let i = 0; i < Number(opt.runs); i++) {
  const { table, p } = await seatedTable(server.base);
  const t0 = performance.now();
  p.room.connection.transport.ws._socket.destroy(); // the network is gone
  const back = await new Player(server.base).join(table, { token: p.seat.token });
  await back.until((v) => v.legal.length > 0);
  drops.push((performance.now() - t0) / 1000);
  // The other players see the seat away until the old connection times out
  // or the player is back; here it is back at once.
  await back.leave();

  const again = await seatedTable(server.base);
  await server.kill9();
  const t1 = performance.now();
  server = await startServer({ port: server.port, env: { TABULA_DATA: server.data } });
  const back2 = await new Player(server.base).join(again.table, { token: again.p.seat.token });
  await back2.until((v) => v.legal.length > 0);
  restarts.push((performance.now() - t1) / 1000);
  await back2.leave();
}
await server.stop();
console.log(`# dropped connection -> acting again (rejoin with token): median ${median(drops).toFixed(3)} s, max ${Math.max(...drops).toFixed(3)} s over ${drops.length}`);
console.log(`# kill -9 -> restart -> acting again: median ${median(restarts).toFixed(2)} s, max ${Math.max(...restarts).toFixed(2)} s over ${restarts.length} (includes starting node and loading the engine)`);
process.exit(0);
