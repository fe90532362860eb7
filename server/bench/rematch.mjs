// How long "Play again" takes at the server (issue 24 §4): a real server
// (SQLite, or PostgreSQL with TABULA_DATABASE_URL), N two-person tables
// played to their end, then per table the first ask (makes the rematch: one
// transaction of table, seats and link) and M later asks (read the link).
//   cd server && node bench/rematch.mjs [tables=10] [asks=10]
import { startServer } from '../test/harness.mjs';
import { Player, api, playOut } from '../test/client.mjs';
import { gameEndingOnFirstChoices } from '../test/any_game.mjs'; // a two-seat game that ends on first choices (issue 27: no game named here)

const tables = Number(process.argv[2]) || 10;
const game = gameEndingOnFirstChoices(2); // playOut takes each seat's first legal action
const asks = Number(process.argv[3]) || 10; // (the route allows 5 a second per address, burst 30)
const q = (xs, p) => { const s = xs.slice().sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1); };

const server = await startServer({ env: { TABULA_CREATE_RATE: '100' } });
const made = [];
const again = [];
try {
  for (let i = 0; i < tables; i++) {
    const table = (await api(server.base, 'POST', '/online/tables', { game: game.name, players: 2, bots: [null, null] })).json.table;
    const a = await new Player(server.base).join(table, { name: 'Ann' });
    await a.until(() => a.seat);
    const b = await new Player(server.base).join(table, { name: 'Bob' });
    await b.until((v) => b.seat && v.started);
    await Promise.all([playOut(a), playOut(b)]);
    await new Promise((r) => setTimeout(r, (asks + 1) * 200)); // the rate limit's bucket refills (not timed)
    let t0 = performance.now();
    const r = await api(server.base, 'POST', `/online/tables/${table}/rematch`, { token: a.seat.token });
    made.push(performance.now() - t0);
    if (!r.json?.made) throw new Error(`not made: ${JSON.stringify(r.json)}`);
    for (let k = 0; k < asks; k++) {
      t0 = performance.now();
      await api(server.base, 'POST', `/online/tables/${table}/rematch`, { token: b.seat.token });
      again.push(performance.now() - t0);
    }
    await a.leave();
    await b.leave();
  }
  console.log(`${made.length} rematches made: p50 ${q(made, 0.5)} p99 ${q(made, 0.99)} ms; ${again.length} later asks (same table): p50 ${q(again, 0.5)} p99 ${q(again, 0.99)} ms (HTTP round trip on loopback)`);
} finally {
  await server.stop();
}
