// The last step of the site build (web/CMakeLists.txt, target `site`): makes
// build/wasm/site ready to be sent like a real site (issue 23).
//  1. Each file's version, the start of its content's SHA-256
//     (server/src/static.mjs, contentVersion), goes into the URLs that name
//     it: index.html's own <script>/<link> tags get `?v=<version>`, and a
//     <meta name="tabula-versions"> lists the rest for shell/page.js
//     (tabula.wasm, the translation tables, the scripts it loads later);
//     shell/sw.js gets the same list. Our server sends a URL whose ?v= is the
//     content's version as `immutable` for a year; index.html, sw.js and any
//     URL without it are revalidated (ETag, 304). File names do not change,
//     so a plain static host (GitHub Pages, python3 -m http.server) serves
//     the same files: it just ignores the query.
//  0. Before both: the comments go from the shell's own scripts (page.js and
//     the scripts it loads, sw.js): they are half of page.js, and page.js
//     is on every first load (issue 35: its brotli 10.3 -> 6.6 KiB). Cut by
//     acorn's parser (Debian's node-acorn, which emscripten depends on), so
//     strings, regular expressions and templates are never touched; a
//     script it cannot parse, or no acorn at all, is left whole.
//  2. Every text and wasm file gets <file>.br (brotli, quality 11) and
//     <file>.gz (gzip -9) beside it, when smaller, for the server to send to
//     a browser that accepts them; stale copies are removed.
// Usage: node scripts/site-delivery.mjs SITE_DIR
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { COMPRESSIBLE, contentVersion } from '../server/src/static.mjs';

const site = path.resolve(process.argv[2] || 'build/wasm/site');
if (!fs.existsSync(path.join(site, 'index.html'))) {
  console.error(`[site-delivery] no index.html in ${site}`);
  process.exit(1);
}

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile()) out.push(p);
  }
  return out;
}
const rel = (f) => path.relative(site, f).split(path.sep).join('/');
const isCopy = (f) => /\.(br|gz)$/.test(f);

// Files whose URL stays bare: the page itself and its service worker (always
// revalidated: they carry everyone else's versions), what an installed app
// knows by name (the manifest and its icons), the worker that
// web/platform/thinker.cc starts by name, and the online check.
const BARE = /^(index\.html|sw\.js|manifest\.webmanifest|icon[^/]*|think-worker\.js|online\/.*)$/;

// 0. The shell's scripts without their comments (emscripten's tabula.js and
// think.js come minified). A line comment becomes nothing (its line break
// stays), a block comment a line break where it held one (automatic
// semicolons stay where they were), else a space (tokens stay apart).
let acorn = null;
for (const where of ['acorn', '/usr/share/nodejs/acorn']) {
  try { acorn = createRequire(import.meta.url)(where); break; } catch { /* next */ }
}
if (!acorn) console.warn('[site-delivery] no acorn (node-acorn): the scripts keep their comments');
const EMSCRIPTEN_MADE = /^(tabula|think)\.js$/;
function withoutComments(src) {
  const cuts = [];
  const options = { ecmaVersion: 'latest', allowHashBang: true, onComment: (block, text, start, end) => cuts.push([start, end, !block ? '' : /\n/.test(text) ? '\n' : ' ']) };
  try { acorn.parse(src, { ...options, sourceType: 'script' }); } catch {
    cuts.length = 0;
    acorn.parse(src, { ...options, sourceType: 'module' });
  }
  let out = '', at = 0;
  for (const [start, end, gap] of cuts) { out += src.slice(at, start) + gap; at = end; }
  return out + src.slice(at);
}
let stripped = 0;
for (const f of walk(site)) {
  if (!acorn || isCopy(f) || path.extname(f) !== '.js' || EMSCRIPTEN_MADE.test(rel(f))) continue;
  const src = fs.readFileSync(f, 'utf8');
  try {
    const out = withoutComments(src);
    if (out !== src) { fs.writeFileSync(f, out); stripped += src.length - out.length; }
  } catch (e) {
    console.warn(`[site-delivery] ${rel(f)} keeps its comments (${e.message})`);
  }
}

const files = walk(site).filter((f) => !isCopy(f));
const versions = {};
for (const f of files) {
  const name = rel(f);
  if (!BARE.test(name)) versions[name] = contentVersion(fs.readFileSync(f));
}

// index.html: its own tags, then the list for page.js (replaced on a rerun).
const indexFile = path.join(site, 'index.html');
let index = fs.readFileSync(indexFile, 'utf8');
index = index.replace(/(\s(?:src|href)=")([^"?#]+)(?:\?v=[0-9a-f]*)?"/g,
  (all, attr, name) => (versions[name] ? `${attr}${name}?v=${versions[name]}"` : all));
const list = Object.entries(versions).map(([n, v]) => `${n}=${v}`).join(' ');
const meta = `<meta name="tabula-versions" content="${list}">`;
index = /<meta name="tabula-versions"[^>]*>/.test(index)
  ? index.replace(/<meta name="tabula-versions"[^>]*>/, meta)
  : index.replace('</head>', `${meta}\n</head>`);
fs.writeFileSync(indexFile, index);

// sw.js: the same list, in place of its empty VERSIONS.
const swFile = path.join(site, 'sw.js');
if (fs.existsSync(swFile)) {
  const sw = fs.readFileSync(swFile, 'utf8');
  const filled = sw.replace(/^const VERSIONS = .*;$/m, `const VERSIONS = ${JSON.stringify(versions)};`);
  if (filled === sw && !sw.includes('const VERSIONS = {"')) {
    console.error('[site-delivery] sw.js has no `const VERSIONS = ...;` line to fill in');
    process.exit(1);
  }
  fs.writeFileSync(swFile, filled);
}

// The compressed copies, after the rewrites above. Brotli at quality 11
// takes seconds for the wasm files: a copy made from the same content by an
// earlier run (the build copies every file again each time) is kept, its
// time brought up to its file's so the server does not take it for stale.
const cacheFile = path.join(path.dirname(site), `.${path.basename(site)}-delivery.json`);
let made = {};
try { made = JSON.parse(fs.readFileSync(cacheFile, 'utf8')); } catch { /* a first build */ }
let raw = 0, br = 0, gz = 0, kept = 0;
const began = Date.now();
for (const f of walk(site)) {
  if (isCopy(f)) {
    if (!fs.existsSync(f.replace(/\.(br|gz)$/, ''))) fs.rmSync(f);  // its file is gone
    continue;
  }
  if (!COMPRESSIBLE.has(path.extname(f))) continue;
  const bytes = fs.readFileSync(f);
  const version = contentVersion(bytes);
  const before = made[rel(f)];
  if (before && before.version === version &&
      ['.br', '.gz'].every((suffix) => fs.existsSync(f + suffix) === before[suffix])) {
    const after = (fs.statSync(f).mtimeMs + 1) / 1000;  // a millisecond after the file's
    for (const suffix of ['.br', '.gz']) if (before[suffix]) fs.utimesSync(f + suffix, after, after);
    ++kept;
    continue;
  }
  made[rel(f)] = { version };
  const text = path.extname(f) !== '.wasm';
  const copies = {
    '.br': zlib.brotliCompressSync(bytes, { params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: text ? zlib.constants.BROTLI_MODE_TEXT : zlib.constants.BROTLI_MODE_GENERIC,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    '.gz': zlib.gzipSync(bytes, { level: 9 }),
  };
  raw += bytes.length;
  for (const [suffix, data] of Object.entries(copies)) {
    // Not worth a copy when it saves nothing (a tiny file): served as is.
    if (data.length < bytes.length) fs.writeFileSync(f + suffix, data);
    else fs.rmSync(f + suffix, { force: true });
    made[rel(f)][suffix] = data.length < bytes.length;
    if (suffix === '.br') br += Math.min(data.length, bytes.length); else gz += Math.min(data.length, bytes.length);
  }
}
fs.writeFileSync(cacheFile, JSON.stringify(made));
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`[site-delivery] ${kib(stripped)} of comments cut from the scripts; ` +
  `${Object.keys(versions).length} files versioned; ${kept} files' copies kept, ` +
  `the others' (${kib(raw)}) made: brotli ${kib(br)}, gzip ${kib(gz)} (${Date.now() - began} ms)`);
