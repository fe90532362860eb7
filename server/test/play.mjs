// Plays one online table to its end: `humans` clients take seats by name
// (the other seats are bots), optional spectator, each human picks a
// pseudo-random legal action. Returns the players (with every message they
// received) and the table id.
import { Player, api, playOut } from './client.mjs';

export function picker(seed) {
  let x = seed >>> 0 || 1;
  return (legal) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return legal[x % legal.length];
  };
}

export async function playTable(base, { game, players, humans = 1, bots = 'easy', variant = '', spectate = false, seed = 1, ms = 300000 }) {
  const seats = Array.from({ length: players }, (_, i) => (i < humans ? null : bots));
  const c = await api(base, 'POST', '/online/tables', { game, players, variant, bots: seats });
  if (!c.json?.ok) throw new Error(`create: ${JSON.stringify(c.json)}`);
  const table = c.json.table;
  const people = [];
  for (let i = 0; i < humans; i++) people.push(await new Player(base).join(table, { name: `P${i}` }));
  const watcher = spectate ? await new Player(base).join(table, { spectate: true }) : null;
  const finals = await Promise.all(people.map((p, i) => playOut(p, picker(seed * 31 + i), ms)));
  if (watcher) await watcher.until((v) => v.over, 30000);
  return { table, people, watcher, finals };
}
