// node bench/push.mjs [--seats 100] [--rounds 3]
// Time from an accepted move to its "your turn" push request leaving the
// server, with `seats` seats subscribed (issue 24). Two-seat tables (of the first game the engine lists that seats two), one
// per subscribed seat: seat Q is subscribed and away, seat P is connected and
// plays; each of P's moves that makes Q due sends Q a push (to a decrypting
// receiver on loopback, test/push_receiver.mjs). Q comes back only to play its
// own turn and leaves again; `rounds` pushes per table.
// Reported: the server's own measure (TABULA_TIMING: move durable -> the
// push request written to its socket) and, from outside, P's act sent -> the
// push received (engine, store, views, encryption and loopback included).
import { startServer } from '../test/harness.mjs';
import { Player, createTable } from '../test/client.mjs';
import { startReceiver } from '../test/push_receiver.mjs';
import { gameFor } from '../test/any_game.mjs'; // any game of two seats (issue 27: no game named here)

const arg = (name, d) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? Number(process.argv[i + 1]) : d; };
const SEATS = arg('seats', 100);
const ROUNDS = arg('rounds', 3);
const q = (xs, p) => { const s = xs.slice().sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };

const rx = await startReceiver();
const server = await startServer({ env: { TABULA_PUSH_LOOPBACK: '1', TABULA_TIMING: '1', TABULA_CREATE_RATE: '1000' } });
const outside = [];
let cut = 0;

async function table(i) {
  const id = (await createTable(server.base, { game: gameFor(2).name, players: 2, bots: [null, null] })).json.table;
  const q0 = await new Player(server.base).join(id, { name: `Q${i}` });
  await q0.until(() => q0.seat);
  const p = await new Player(server.base).join(id, { name: `P${i}` });
  await p.until((v) => p.seat && v.started);
  const name = `q${i}`;
  const subscription = rx.subscribe(name);
  let r;
  for (;;) { // the subscriptions' rate limit (2 a second per address, burst 20)
    r = await fetch(`${server.base}/online/tables/${id}/push`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: q0.seat.token, subscription, lang: 'en' }),
    });
    if (r.status !== 429) break;
    await new Promise((res) => setTimeout(res, 1000));
  }
  if (!r.ok) throw new Error(`subscribe: ${await r.text()}`);
  const qSeat = q0.seat.seat;
  let qp = q0;
  let pushes = 0;
  for (;;) {
    const v = p.view;
    if (v.over || pushes >= ROUNDS) break;
    if (v.current === qSeat) {
      // Q's turn: Q comes back, plays, leaves.
      if (!qp) { qp = await new Player(server.base).join(id, { token: q0.seat.token }); }
      const w = await qp.until((w) => w.move >= v.move && (w.legal.length > 0 || w.over || w.current !== qSeat));
      if (w.legal.length > 0) { qp.send('act', { text: w.legal[Math.floor(Math.random() * w.legal.length)] }); await p.until((x) => x.move > w.move); }
      continue;
    }
    if (qp) { await qp.leave(); qp = null; }
    if (!v.legal.length) { await p.until((x) => x.move > v.move || x.legal.length > 0); continue; }
    const before = rx.got.filter((g) => g.name === name).length;
    const t0 = performance.now();
    p.send('act', { text: v.legal[Math.floor(Math.random() * v.legal.length)] });
    const after = await p.until((x) => x.move > v.move);
    if (after.current === qSeat && !after.over) {
      const got = await rx.until((g) => g.filter((x) => x.name === name).length > before, 30000).catch(() => null);
      if (got) { outside.push(got.filter((x) => x.name === name)[before].at - t0); pushes++; } else cut++;
    }
  }
  await qp?.leave();
  await p.leave();
}

const t = performance.now();
await Promise.all(Array.from({ length: SEATS }, (_, i) => table(i)));
const secs = ((performance.now() - t) / 1000).toFixed(1);
await server.stop();
const line = server.log().split('\n').find((l) => l.includes('pushes; move stored'));
console.log(`${SEATS} seats subscribed, ${outside.length} pushes in ${secs} s (${cut} not received)`);
console.log(`server: ${line ? line.replace('[timing] ', '') : '(no timing line)'}`);
console.log(`outside: act sent -> push received p50 ${q(outside, 0.5).toFixed(1)} p99 ${q(outside, 0.99).toFixed(1)} ms`);
await rx.close();
process.exit(0);
