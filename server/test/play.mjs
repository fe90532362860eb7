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

// The tables a whole-game test plays, from the engine's list of games (the
// server's `engine.games`, the registry: a test never lists games itself, so
// a new game is played without being named): for each game and each of its
// variants, `players` seats (brought into its range), `humans` of them people
// (at most the seats) and the rest `bots`.
export function everyGameTables(games, { players, humans, bots = 'easy' }) {
  // TABULA_ONLY_TEST_GAMES=1 (scripts/test.sh, with an engine built with the
  // games only the tests play): those games alone; none is a failure.
  if (process.env.TABULA_ONLY_TEST_GAMES === '1') games = games.filter((g) => g.test_only);
  const tables = [];
  for (const g of games) {
    const n = Math.min(Math.max(players, g.min_players, 2), g.max_players);
    for (const variant of g.variants) tables.push({ game: g.name, players: n, humans: Math.min(humans, n), bots, variant });
  }
  if (tables.length === 0) throw new Error('the engine lists no game');
  return tables;
}
