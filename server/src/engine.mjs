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
    // `seat`'s view at this move as MessagePack bytes (copies), never parsed
    // here: {patch, base, move} -- `patch` is {patch, legal, current, over},
    // what changed since the seat's observation at move `base` (the last
    // one the engine built for that seat; null when there is none) -- and
    // `full`, the whole {observation, legal, current, over}, when asked for
    // or when there is no patch. null for no such table. Each call is a new
    // base for the seat's next patch (server/engine/tables.cc).
    viewPacked: (handle, seat, full = false) => {
      if (!M._tn_view_pack(handle, seat, full ? 1 : 0)) return null;
      const bytes = (data, size) => { const n = size(); return n ? M.HEAPU8.slice(data(), data() + n) : null; };
      const patch = bytes(M._tn_patch_data, M._tn_patch_size);
      return { patch, base: patch ? M._tn_patch_base() : -1, move: M._tn_view_move(), full: bytes(M._tn_full_data, M._tn_full_size) };
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
