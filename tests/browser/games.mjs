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
