// The games the site ships, asked of the build (engine/games.cc, the one
// list, through the wasm tabula-cli: build/wasm/tabula-cli.js, or TABULA_CLI):
// a browser test that loops over games takes them from here, never from a
// list of its own, so a new game is tested without being named. A per-game
// table goes through entry(): a game it lacks fails loudly, never silently
// untested. Not a test file itself.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = process.env.TABULA_CLI ?? fileURLToPath(new URL('../../build/wasm/tabula-cli.js', import.meta.url));

let cached = null;
// [{ name, min, max }] in the registry's order, without the test-only games.
export function shippedGames() {
  if (cached) return cached;
  const out = execFileSync(process.execPath, ['--no-experimental-fetch', cli, 'games'], { encoding: 'utf8' });
  cached = out.trim().split('\n').map((line) => line.split('\t')).filter((f) => !f.includes('test-only')).map((f) => {
    const [min, max] = f[1].split(' ')[0].split('-').map(Number);
    return { name: f[0], min, max };
  });
  if (!cached.length) throw new Error(`${cli} games listed no game`);
  return cached;
}
export const gameNames = () => shippedGames().map((g) => g.name);

// table[game], or a loud failure naming the table a new game must be added to.
export function entry(table, game, what) {
  if (!Object.hasOwn(table, game)) {
    throw new Error(`${what} has no entry for the game "${game}" (engine/games.cc lists it): add one`);
  }
  return table[game];
}

// The first shipped game that seats `players` (a test that only needs some
// table of that size; `not`: another than that game), and the one seating
// the most (ties: the first listed).
export function gameFor(players, not = null) {
  const g = shippedGames().find((x) => x.min <= players && players <= x.max && x.name !== not);
  if (!g) throw new Error(`no game of the build's list seats ${players} players${not ? ` besides ${not}` : ''}`);
  return g.name;
}
export const mostSeats = () => shippedGames().reduce((a, g) => (g.max > a.max ? g : a));

// What a generic test needs to know of one game (its figures in words, the
// table it is shown at...), kept in the game's folder:
// tests/browser/<game>/game.mjs, one export per need. A game without the
// file or the export fails loudly, naming both.
async function gameModule(game) {
  try {
    return await import(`./${game}/game.mjs`);
  } catch (e) {
    throw new Error(`tests/browser/${game}/game.mjs is missing or broken (every game the build lists needs it): ${e.message}`);
  }
}
export async function gameData(game, key) {
  const data = await gameModule(game);
  if (!Object.hasOwn(data, key)) throw new Error(`tests/browser/${game}/game.mjs has no export "${key}": add one`);
  return data[key];
}
// The same for an export a game may leave out (`fallback` then).
export async function gameDataOptional(game, key, fallback) {
  const data = await gameModule(game);
  return Object.hasOwn(data, key) ? data[key] : fallback;
}

// The games of the build whose game.mjs exports `key` (a test that needs a
// game with some property, e.g. a move to watch animate), in the list's
// order; a game without its game.mjs still fails loudly.
export async function gamesWith(key) {
  const out = [];
  for (const game of gameNames()) if (Object.hasOwn(await gameModule(game), key)) out.push(game);
  return out;
}

// The first shipped game seating `players` whose opening does not wait for a
// person's Ready (its game.mjs exports openingReady): for a test whose first
// press, or first screen, must be its own.
export async function gameWithoutReady(players) {
  const ready = await gamesWith('openingReady');
  const g = shippedGames().find((x) => x.min <= players && players <= x.max && !ready.includes(x.name));
  if (!g) throw new Error(`no game of the build's list seats ${players} players without an opening Ready`);
  return g.name;
}
