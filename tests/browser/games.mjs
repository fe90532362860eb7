// The games the site ships, asked of the build (engine/games.cc, the one
// list, through the wasm tabula-cli: build/wasm/tabula-cli.js, or TABULA_CLI):
// a browser test that loops over games takes them from here, never from a
// list of its own, so a new game is tested without being named. A per-game
// table goes through entry(): a game it lacks fails loudly, never silently
// untested. Not a test file itself.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
// tests/browser/<game>/game.mjs, one export per need. KEYS below is the one
// list of them: what each is for, which test asks, and the default a game
// gets when its game.mjs leaves the key out (so scripts/new-game.sh's stub
// exports only what has none). A key without a default that a game lacks,
// or a game without its game.mjs, fails loudly, naming both; an export that
// KEYS does not list fails game-data.test.mjs. Benchmark figures and their
// history belong to the benchmarks (tests/browser/bench-*.mjs, docs/), not here.
//
// `table` in the defaults: the game's table for a generic check, 3 seats
// where it can (else its nearest player count).
const table = (g) => Math.min(Math.max(3, g.min), g.max);
export const KEYS = {
  // -- no default: each game says it --
  // access-situation: (state, seat) => the figures the seat's "On the table"
  // line must say, as strings, from the seat's own view.
  situationFigures: { required: true },
  // -- defaults --
  // page-about: the credits About shows ({designer, edition, artist or null,
  // reconstructed: {en, hu, es, it} as regexps}); default: the game's own
  // words, assets/i18n/<game>/<lang>.json "about".
  about: { default: (g) => aboutFromWords(g.name) },
  // access-zoom, access-shots, access (its whole game from the accessible
  // layer), polish-page (the pass-the-device screen), learn (examples, hint,
  // help line), art (the atlas checked): the table each is shown at.
  zoomPlayers: { default: table },
  shotPlayers: { default: table },
  accessPlayers: { default: table },
  passPlayers: { default: table },
  learnPlayers: { default: table },
  artPlayers: { default: table },
  // art: the turns its phone walk plays in CI (views-phones walks whole games).
  artPhoneTurns: { default: () => 1 },
  // app-settled: the table whose first moves must each settle on a final frame.
  settledTable: { default: (g) => ({ players: table(g), moves: 4 }) },
  // views-phones: whole games walked on phones and 360 px embeds (false: the
  // game walks its phones in a test of its own).
  phoneWalk: { default: () => true },
  // replay: the finished game shared as a link (players, seed), the words only
  // a live table draws (liveWords(its words in English)), and checks of a
  // seat's view (hidden(seen, other seat)), of Show everything and of the end.
  replay: { default: (g) => ({ players: table(g), seed: 1, liveWords: () => [], hidden() {}, everything() {}, end() {} }) },
  // bench-*.mjs (measures, not tests): player counts per benchmark, the
  // review's game, the wire's link and an optional first-visit budget in bytes.
  bench: {
    default: (g) => ({ expert: [table(g)], frames: table(g), idle: [table(g)], links: [table(g)], page: [table(g)],
      review: { players: table(g), seed: 1 }, wire: table(g) }),
  },
  // readme-shots: the README's picture (players, moves played first, optional pose(page)).
  readmeShot: { default: (g) => ({ players: table(g), moves: 0 }) },
  // lesson-shots: the lesson's steps shown.
  lessonShotSteps: { default: () => [1] },
  // first-load: its game link's table (the budget itself is the test's).
  firstLoad: { default: (g) => ({ players: table(g) }) },
  // replay-embed: the finished games replayed in a 360x640 embed ({players,
  // seed, end: its last move checked too}) and the game's own checks of what
  // is drawn there (check(layout, explains, players) => problems), or none.
  replayEmbed: { default: (g) => ({ tables: [{ players: table(g), seed: 11, end: true }], check: () => [] }) },
  // lesson-embed: a lesson step known to fail in a 360x640 embed ({step, why}), or null.
  lessonEmbedKnownFailure: { default: () => null },
  // -- only where it applies (gamesWith(key) picks the games that export it) --
  // Its opening waits for a person's Ready (v:ready): a test whose first press must be its own picks another.
  openingReady: { only: true },
  // access-settings, access: a move that animates ({players, action: RegExp}).
  reducedMotionMove: { only: true },
  // expert-think, offline: the table its expert thinks at ({players}), a game whose expert answers in seconds.
  expertTable: { only: true },
  // page-embed: it shows its log at 720 px, a wheel over it scrolls it ({players}).
  embedWheel: { only: true },
  // page-embed: its board's pieces are tappable, a swipe from one plays nothing ({players, square: id prefix}).
  embedSwipe: { only: true },
  // polish-words: its table prompts with the pointer's verb ({players, seed}).
  pointerPrompt: { only: true },
  // art, views-phones: sprites its board must ask for ({prefix, why}).
  artMustAsk: { only: true },
  // review-shots: the worlds a move its slow review is shown with.
  reviewShotPlayouts: { only: true },
};

// The About words of a game's own i18n files, as page-about checks them.
function aboutFromWords(game) {
  const words = (lang) => JSON.parse(readFileSync(new URL(`../../assets/i18n/${game}/${lang}.json`, import.meta.url), 'utf8')).about ?? {};
  const en = words('en');
  const start = (text) => new RegExp((text ?? '').split(/\s+/).slice(0, 3).join(' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    designer: en.designer, edition: en.edition, artist: en.artist ?? null,
    reconstructed: Object.fromEntries(['en', 'hu', 'es', 'it'].map((l) => [l, start(words(l).reconstructed)])),
  };
}

async function gameModule(game) {
  try {
    return await import(`./${game}/game.mjs`);
  } catch (e) {
    throw new Error(`tests/browser/${game}/game.mjs is missing or broken (every game the build lists needs it): ${e.message}`);
  }
}
// `key` of a game's module `data` (info: {name, min, max}): its export, else
// KEYS' default, else a loud failure.
export function dataOf(data, key, info) {
  if (Object.hasOwn(data, key)) return data[key];
  const k = KEYS[key];
  if (!k) throw new Error(`"${key}" is not a key of tests/browser/games.mjs KEYS: list it there, with what it is for`);
  if (k.default) return k.default(info);
  throw new Error(`tests/browser/${info.name}/game.mjs has no export "${key}"${k.required ? ' (it has no default)' : ''}: add one`);
}
const infoOf = (game) => shippedGames().find((g) => g.name === game) ?? { name: game, min: 2, max: 4 };
export async function gameData(game, key) {
  return dataOf(await gameModule(game), key, infoOf(game));
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
