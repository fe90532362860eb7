// tests/browser/<game>/game.mjs (issue 34 §14): every key a game exports is
// one tests/browser/games.mjs KEYS lists (what it is for, its default); a
// game.mjs that exports only the keys without a default (scripts/new-game.sh's
// stub) answers every gameData() the generic tests ask; no benchmark history
// (a commit's figures) is kept there. No browser: reads the files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { KEYS, dataOf } from './games.mjs';

const here = new URL('./', import.meta.url);
const games = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/game.mjs`, here))).map((d) => d.name);
const stub = new URL('../../scripts/new-game/tests/browser/@game@/game.mjs', import.meta.url);

test('every export of every game.mjs, and of the new-game stub, is a key KEYS lists', async () => {
  assert.ok(games.length > 0);
  for (const file of [...games.map((g) => new URL(`${g}/game.mjs`, here)), stub]) {
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(/^export (?:const|function|async function) (\w+)/gm)].map((m) => m[1]);
    for (const n of names) assert.ok(Object.hasOwn(KEYS, n), `${file.pathname}: "${n}" is not in tests/browser/games.mjs KEYS`);
    for (const [k, v] of Object.entries(KEYS)) if (v.required) assert.ok(names.includes(k), `${file.pathname} lacks "${k}", which has no default`);
  }
});

test('a game.mjs with only the keys without a default answers every key that has one', () => {
  const data = { situationFigures: () => [] };
  const info = { name: games[0], min: 2, max: 4 };  // its words give About's default
  for (const [k, v] of Object.entries(KEYS)) {
    if (v.only) continue;
    const value = dataOf(data, k, info);
    if (k !== 'lessonEmbedKnownFailure') assert.notEqual(value, undefined, k);
  }
  assert.equal(dataOf(data, 'zoomPlayers', { name: 'x', min: 2, max: 2 }), 2, 'a table the game seats');
  assert.equal(dataOf({ zoomPlayers: 4 }, 'zoomPlayers', info), 4, 'an export wins over the default');
  assert.throws(() => dataOf({}, 'situationFigures', info), /no export "situationFigures"/);
  assert.throws(() => dataOf(data, 'noSuchKey', info), /not a key/);
});

test('no game.mjs keeps benchmark history (a commit\'s figures): that goes with the benchmarks', () => {
  for (const g of games) {
    const text = readFileSync(new URL(`${g}/game.mjs`, here), 'utf8');
    assert.doesNotMatch(text, /\bat [0-9a-f]{7,40}\b/, `tests/browser/${g}/game.mjs`);
  }
});
