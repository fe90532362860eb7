// The C++ engine compiled for Node (server/engine/tables.cc, CMake target
// tabula_tables): one module instance holds many tables by handle. Every
// call goes through text, so this file is the only place that knows ccall.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');

export function enginePath() {
  return process.env.TABULA_ENGINE || path.join(ROOT, 'build/wasm/server/tabula_tables.js');
}

export async function loadEngine(file = enginePath()) {
  const require = createRequire(import.meta.url);
  let factory;
  try {
    factory = require(file);
  } catch (e) {
    throw new Error(`cannot load the engine module ${file} (build it: bash scripts/build-site.sh tabula_tables): ${e.message}`);
  }
  // The wasm bytes handed over directly: Node 18+'s built-in fetch would
  // otherwise make emscripten try to fetch() a file path.
  // Emscripten's Node glue adds process-wide handlers that rethrow any
  // uncaught error from inside the module's one minified line, so Node
  // printed 15 KB of engine code before the server's own message. They are
  // removed again: the server reports its own errors (main.mjs).
  const before = { uncaughtException: process.listeners('uncaughtException'), unhandledRejection: process.listeners('unhandledRejection') };
  const M = await factory({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
  for (const [event, kept] of Object.entries(before))
    for (const l of process.listeners(event)) if (!kept.includes(l)) process.removeListener(event, l);
  const call = (name, ...args) =>
    JSON.parse(M.ccall(name, 'string', args.map((a) => (typeof a === 'number' ? 'number' : 'string')), args));
  const games = call('tn_games');
  return {
    games,
    game: (name) => games.find((g) => g.name === name) || null,
    create: (game, players, variant, seed) => call('tn_create', game, players, variant, seed),
    restore: (save) => call('tn_restore', typeof save === 'string' ? save : JSON.stringify(save)),
    free: (handle) => M.ccall('tn_free', null, ['number'], [handle]),
    act: (handle, seat, text) => call('tn_act', handle, seat, text),
    view: (handle, seat) => call('tn_view', handle, seat),
    // {observation, legal, current, over} as MessagePack bytes (a copy), or
    // null for no such table: what the room sends, never parsed here.
    viewPacked: (handle, seat) => {
      const at = M._tn_view_pack(handle, seat);
      return at ? M.HEAPU8.slice(at, at + M._tn_out_size()) : null;
    },
    status: (handle) => call('tn_status', handle),
    save: (handle) => call('tn_save', handle),
    bot: (handle, level) => call('tn_bot', handle, level),
  };
}

// The save the engine restores from a stored table record.
export function saveOf(record, actions) {
  return {
    format: 'tabula-save',
    version: record.saveVersion ?? 1,
    game: record.game,
    options: { players: record.players, variant: record.variant, settings: {} },
    seed: record.seed,
    actions,
    table: {},
  };
}
