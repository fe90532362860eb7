// Benchmark (not a test): a person's bot answer at one table, on an idle
// server and while 30 bots-only hard tables opened through the public API
// play (each created with POST, opened with GET, and watched by a spectator
// from this address as far as the server allows). Each sample is the time
// from the person's action to its next turn divided by the bot moves in
// between. Usage: node bench/shakespeare/bots.mjs [--answers 20] [--tables 30]
import { parseArgs } from 'node:util';
import { startServer } from '../../test/harness.mjs';
import { Player, api } from '../../test/client.mjs';

const { values: opt } = parseArgs({ options: { answers: { type: 'string', default: '20' }, tables: { type: 'string', default: '30' } } });
const N = Number(opt.answers);

async function answers(p, n) {
  const out = [];
  while (out.length < n) {
    const v = await p.until((v) => v.legal.length > 0 || v.over, 120000);
    if (v.over) break;
    const t0 = performance.now();
    p.send('act', { text: v.legal[(v.move * 7 + out.length) % v.legal.length] });
    const w = await p.until((w) => w.move > v.move && (w.legal.length > 0 || w.over), 120000);
    const bots = w.move - v.move - 1;
    if (bots > 0) out.push((performance.now() - t0) / bots);
  }
  return out;
}
const fmt = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return `median ${s[s.length >> 1].toFixed(0)} ms, p90 ${s[Math.floor(s.length * 0.9)].toFixed(0)} ms, max ${s[s.length - 1].toFixed(0)} ms (${s.length})`;
};
async function personTable(base) {
  const c = await api(base, 'POST', '/online/tables', { game: 'shakespeare', players: 2, bots: [null, 'hard'] });
  return new Player(base).join(c.json.table, { name: 'Ann' });
}

const server = await startServer({ env: { TABULA_CREATE_RATE: '100' } });
try {
  const a = await personTable(server.base);
  console.log(`idle:   ${fmt(await answers(a, N))}`);
  await a.leave();
  let watched = 0;
  for (let i = 0; i < Number(opt.tables); i++) {
    const r = await api(server.base, 'POST', '/online/tables', { game: 'shakespeare', players: 4, bots: ['hard', 'hard', 'hard', 'hard'] });
    await api(server.base, 'GET', `/online/tables/${r.json.table}`);
    try { await new Player(server.base).join(r.json.table, { spectate: true }); watched++; } catch {}
  }
  await new Promise((r) => setTimeout(r, 1000));
  const b = await personTable(server.base);
  console.log(`loaded: ${fmt(await answers(b, N))}  (${opt.tables} bots-only hard tables, ${watched} watched)`);
} finally {
  await server.stop();
}
process.exit(0);
