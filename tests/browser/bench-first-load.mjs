// Benchmark (not a test): what a first visit really fetches. Serves a built
// site itself, so it sees every request the browser makes (the page's, the
// wasm's, the art's and the service worker's), and counts each response at
// its gzip -9 size, as a compressing server would send it. A visit is a game
// link opened in a fresh browser profile at a device pixel ratio, counted
// until the game is interactive with its art drawn (no service worker); one
// more visit per ratio lets the service worker run, and lists what its
// offline copy adds in the 3 s after.
// Usage: node tests/browser/bench-first-load.mjs SITE_DIR [GAME...]
//   (run by scripts/measure.sh; prints one line per DPR and game)
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { artDrawn } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

const site = process.argv[2] ?? 'build/wasm/site';
const games = process.argv.slice(3).length ? process.argv.slice(3) : gameNames();
// Each game's link at its firstLoad table (tests/browser/<game>/game.mjs,
// the table first-load.test.mjs checks the budget at).
const links = {};
for (const g of games) links[g] = `?game=${g}&players=${(await gameData(g, 'firstLoad')).players}&humans=1&level=easy&seed=5`;
const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.json': 'application/json', '.png': 'image/png', '.webp': 'image/webp', '.svg': 'image/svg+xml',
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
const sum = (xs) => xs.reduce((a, x) => a + x.gz, 0);
// One visit: the game link until its art is drawn; `worker` lets the
// service worker run (its offline copies are then counted too, for 3 s more).
async function visit(dpr, game, worker) {
  const viewport = dpr === 1 ? { width: 1280, height: 800 } : { width: 390, height: 844 };
  const context = await browser.newContext({ viewport, deviceScaleFactor: dpr,
    serviceWorkers: worker ? 'allow' : 'block' });
  const page = await context.newPage();
  log = [];
  await page.goto(base + links[game]);
  await page.evaluate(() => window.tabula.ready);
  const art = await artDrawn(page, game);
  if (worker) await page.waitForTimeout(3000);
  const fetched = log;
  log = null;
  await context.close();
  return { fetched, art };
}
let worst = 0;
for (const dpr of [1, 2, 3]) {
  for (const game of games) {
    const { fetched, art } = await visit(dpr, game, false);
    const total = sum(fetched);
    worst = Math.max(worst, total);
    console.log(`DPR ${dpr} ${game.padEnd(11)} to play, art ${art.state} @${art.scale}x: ` +
      `${total} bytes gzipped (${kib(total)} KiB) in ${fetched.length} requests`);
    console.log(`    ${fetched.map((x) => `${x.path.slice(1)} ${kib(x.gz)}`).join(', ')}`);
  }
  // The same visit with the service worker: what its offline copy adds.
  const { fetched } = await visit(dpr, games[0], true);
  const seen = new Set();
  const extra = fetched.filter((x) => { const again = seen.has(x.path); seen.add(x.path); return again || !x.path.match(/^\/(index\.html|page|tabula|online\.js|online\/health|art\/|icon\.svg)/); });
  console.log(`DPR ${dpr} ${games[0]} with the service worker: ${kib(sum(fetched))} KiB in all; ` +
    `its offline copies add ${kib(sum(extra))} KiB (${extra.map((x) => x.path.slice(1)).join(', ')})`);
}
console.log(`first load to play, worst case: ${worst} bytes gzipped (${kib(worst)} KiB; budget 550 KiB)`);
await browser.close();
server.close();
