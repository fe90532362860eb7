// Joins the online page's parts into the one site/online.js the page loads
// (web/CMakeLists.txt, target `site`): the words of the four languages
// (assets/i18n-online/<lang>.json) as WORDS, then shell/online-parts/*.js in
// the order below, all inside one function, as the single file was before it
// was split (issue 33 §7). One file still: the lobby costs a game link's
// first visit nothing (page.js loads it only when a Tabula server answers)
// and the words need no request of their own before the lobby can speak.
// Usage: node scripts/online-bundle.mjs OUT_FILE
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// The order matters only where a part runs something as it loads (the
// lobby, the API object, boot last); each part's first lines say what it holds.
export const PARTS = [
  'words.js', 'helpers.js', 'games.js', 'my-tables.js', 'connection.js', 'status-strip.js',
  'rematch.js', 'clock.js', 'reactions.js', 'chat.js', 'lobby.js', 'api.js', 'start-screen.js',
  'turn-signals.js', 'notify.js', 'account.js', 'leave-seat.js', 'account-dialog.js', 'history.js', 'live.js',
  'friends.js', 'profile.js', 'boot.js',
];
export const LANGUAGES = ['en', 'hu', 'es', 'it'];
// Each part's note on how it is joined: said once, above, not 15 times in the page's bytes.
const PART_NOTE = /^\/\/ A part of online\.js: scripts\/online-bundle\.mjs joins shell\/online-parts\/\n\/\/ in its PARTS order inside one function, so the parts share one scope\.\n/m;

export function bundle() {
  const dir = path.join(root, 'shell/online-parts');
  const present = fs.readdirSync(dir).filter((f) => f.endsWith('.js')).sort();
  const missing = present.filter((f) => !PARTS.includes(f));
  if (missing.length) throw new Error(`online-bundle: ${missing.join(', ')} not in PARTS (scripts/online-bundle.mjs)`);
  const packs = LANGUAGES.map((l) => JSON.parse(fs.readFileSync(path.join(root, 'assets/i18n-online', l + '.json'), 'utf8')));
  // Every word in every language: a word missing from one stops the build.
  LANGUAGES.forEach((l, i) => {
    const lacks = Object.keys(packs[0]).filter((k) => typeof packs[i][k] !== 'string' || !packs[i][k]);
    const extra = Object.keys(packs[i]).filter((k) => !(k in packs[0]));
    if (lacks.length || extra.length) throw new Error(`online-bundle: assets/i18n-online/${l}.json lacks ${lacks.join(', ') || '-'}, has only it ${extra.join(', ') || '-'}`);
  });
  const words = LANGUAGES.map((l, i) => `    ${l}: ${JSON.stringify(packs[i])}`).join(',\n');
  const indent = (text) => text.split('\n').map((s) => (s ? '  ' + s : s)).join('\n');
  const body = PARTS.map((f) => `  // ---- shell/online-parts/${f} ----\n` +
    indent(fs.readFileSync(path.join(dir, f), 'utf8').replace(PART_NOTE, '').replace(/\n+$/, ''))).join('\n\n');
  return `// Online tables: the "Play online" lobby (HTML dialogs over the canvas),
// the Colyseus connection to this page's own server, and window.tabula.online.
// Made by scripts/online-bundle.mjs from shell/online-parts/ (joined in its
// PARTS order inside this one function: the parts share one scope) and
// assets/i18n-online/: edit those, not this file.
// The server is authoritative: this file only forwards the seat's action
// texts and hands every "view" it receives (this seat's observation and legal
// texts, never anyone else's secrets) to the wasm App, which draws it like a
// local game. On a plain static host there is no /online/health: nothing here
// shows, and the Colyseus client (served by the server) is never loaded.
(function () {
  'use strict';
  // Someone set window.tabulaOnline before us (a test's stand-in, a host page
  // with its own server glue): theirs stands.
  // (page.js's placeholder, {available: false, placeholder: true}, is replaced.)
  if (window.tabulaOnline && !window.tabulaOnline.placeholder) return;
  // ---- the words, in the page's four languages (assets/i18n-online/) ----
  var WORDS = {
${words}
  };

${body}
})();
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) { console.error('usage: node scripts/online-bundle.mjs OUT_FILE'); process.exit(2); }
  fs.writeFileSync(out, bundle());
}
