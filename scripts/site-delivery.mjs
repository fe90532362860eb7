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
//  2. Every text and wasm file gets <file>.br (brotli, quality 11) and
//     <file>.gz (gzip -9) beside it, when smaller, for the server to send to
//     a browser that accepts them; stale copies are removed.
// Usage: node scripts/site-delivery.mjs SITE_DIR
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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
console.log(`[site-delivery] ${Object.keys(versions).length} files versioned; ${kept} files' copies kept, ` +
  `the others' (${kib(raw)}) made: brotli ${kib(br)}, gzip ${kib(gz)} (${Date.now() - began} ms)`);
