// Benchmark (not a test): what a first visit really fetches. Serves a built
// site itself, so it sees every request the browser makes (the page's, the
// wasm's, the art's and the service worker's), and counts each response at
// its gzip -9 size, as a compressing server would send it. A visit is a game
// link opened in a fresh browser profile at a device pixel ratio, counted
// until the game is interactive with its art drawn; what arrives in the next
// three seconds (the service worker's own copies) is listed apart.
// Usage: node tests/browser/bench-first-load.mjs SITE_DIR [GAME...]
//   (run by scripts/measure.sh; prints one line per DPR and game)
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const site = process.argv[2] ?? 'build/wasm/site';
const games = process.argv.slice(3).length ? process.argv.slice(3) : ['mascarade', 'shakespeare', 'mykerinos'];
const links = {
  mascarade: '?game=mascarade&players=6&humans=1&level=easy&seed=5',
  shakespeare: '?game=shakespeare&players=3&humans=1&level=easy&seed=5',
  mykerinos: '?game=mykerinos&players=3&humans=1&level=easy&seed=5',
};
const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};
const gzipped = new Map();  // path -> gzip -9 bytes
let log = null;              // [{path, gz}] of the visit being counted
const server = createServer((req, res) => {
  let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(site, path));
  let body, modified;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new Error();
    body = readFileSync(file);
    modified = new Date(Math.floor(st.mtimeMs / 1000) * 1000);
  } catch {
    res.writeHead(404); res.end(); return;
  }
  // Like a plain static server (python3 -m http.server, scripts/serve.sh):
  // Last-Modified, no Cache-Control, and 304 for an unchanged file.
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  if (since >= modified.getTime()) {
    log?.push({ path: path + ' (304)', gz: 0 });
    res.writeHead(304); res.end(); return;
  }
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(body, { level: 9 }).length);
  log?.push({ path, gz: gzipped.get(path) });
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length, 'last-modified': modified.toUTCString() });
  res.end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
const kib = (n) => (n / 1024).toFixed(1);
let worst = 0;
for (const dpr of [1, 2, 3]) {
  for (const game of games) {
    const viewport = dpr === 1 ? { width: 1280, height: 800 } : { width: 390, height: 844 };
    const context = await browser.newContext({ viewport, deviceScaleFactor: dpr });
    const page = await context.newPage();
    log = [];
    await page.goto(base + links[game]);
    await page.evaluate(() => window.tabula.ready);
    await page.waitForFunction((g) => {
      const r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], []));
      return r.games[g] && r.games[g].state !== 'loading';
    }, game, { timeout: 30000 });
    // One more frame, so the art has been drawn.
    await page.evaluate(() => window.tabula.nextFrame());
    const state = JSON.parse(await page.evaluate(() => window.Module.ccall('tabula_art', 'string', [], []))).games[game];
    const first = log;
    log = [];
    await page.waitForTimeout(3000);
    const later = log;
    log = null;
    await context.close();
    const sum = (xs) => xs.reduce((a, x) => a + x.gz, 0);
    const total = sum(first);
    worst = Math.max(worst, total);
    const each = first.map((x) => `${x.path.slice(1)} ${kib(x.gz)}`).join(', ');
    console.log(`DPR ${dpr} ${game.padEnd(11)} until interactive with art (${state.state} @${state.scale}x): ` +
      `${total} bytes gzipped (${kib(total)} KiB) in ${first.length} requests`);
    console.log(`    ${each}`);
    console.log(`    then, within 3 s: ${later.length} requests, ${kib(sum(later))} KiB` +
      (later.length ? ` (${later.map((x) => x.path.slice(1)).join(', ')})` : ''));
  }
}
console.log(`first load, worst case: ${worst} bytes gzipped (${kib(worst)} KiB; budget 550 KiB)`);
await browser.close();
server.close();
