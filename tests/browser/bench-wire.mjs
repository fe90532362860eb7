// Benchmark (not a test): the bytes our own server really sends a browser
// (issue 23). Starts server/src/main.mjs on the built site (as
// scripts/serve.sh does; or uses a running one: --url), puts a counting relay
// in front of it and opens game links in Chromium through the relay, so every
// byte on the wire is counted, headers included, the service worker's own
// requests too (which CDP on the page does not see). Each response's bytes
// are put down to the request line before them on the same connection.
// Per game and DPR, until the game is playable (ready, its art drawn):
//   first   a first visit, no service worker
//   reload  the same browser reloads, no service worker
//   sw      a reload once the service worker has installed (its tabula.wasm
//           bytes are reported apart)
// --slow4g adds the time to playable of a first visit on a phone profile
// (150 ms, 1.6 Mbps down, 750 kbps up; CPU 4x slower), per game at DPR 2.
// Usage: node tests/browser/bench-wire.mjs [--url URL] [--games a,b] [--dprs 1,2,3] [--slow4g]
//   TABULA_SITE / TABULA_SERVER as for online-harness.mjs (the site and the
//   server's entry point: measure an older build by pointing them at it).
import net from 'node:net';
import { artDrawn, launchBrowser } from './harness.mjs';
import { startServer } from './online-harness.mjs';
import { gameData, gameNames } from './games.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const games = arg('games', gameNames().join(',')).split(',');
const dprs = arg('dprs', '1,2,3').split(',').map(Number);
const slow4g = process.argv.includes('--slow4g');
// Each game's tables: its bench entry (tests/browser/<game>/game.mjs).
const bench = {};
for (const game of gameNames()) bench[game] = await gameData(game, 'bench');
const links = Object.fromEntries(gameNames().map((g) => [g, `?game=${g}&players=${bench[g].wire}&humans=1&level=easy&seed=5`]));
// A first visit at DPR 2 within a game's bench.wireFirstBudget (where it has
// one); every reload of every game within 30 KiB.
const BUDGET = { reload: 30 * 1024 };

const server = arg('url') ? null : await startServer();
const target = new URL(arg('url') ?? server.url);

// The relay: bytes from the server, by the path of the request they answer.
let counts = new Map();  // path -> bytes
const relay = net.createServer((client) => {
  const up = net.connect(Number(target.port), target.hostname);
  let current = '(before any request)';
  client.on('data', (d) => {
    const line = /^(?:GET|HEAD|POST|PUT|DELETE|OPTIONS) (\S+) HTTP\/1\.1$/m.exec(d.toString('latin1'));
    if (line) current = line[1];
    up.write(d);
  });
  up.on('data', (d) => { counts.set(current, (counts.get(current) ?? 0) + d.length); client.write(d); });
  const close = () => { client.destroy(); up.destroy(); };
  client.on('close', close); up.on('close', close);
  client.on('error', close); up.on('error', close);
});
await new Promise((r) => relay.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${relay.address().port}/`;

const browser = await launchBrowser();
const kib = (n) => (n / 1024).toFixed(1);
const total = (m) => [...m.values()].reduce((a, b) => a + b, 0);
const wasmBytes = (m) => [...m].filter(([p]) => /\/tabula\.wasm(\?|$)/.test(p)).reduce((a, [, b]) => a + b, 0);
const listing = (m) => [...m].sort((a, b) => b[1] - a[1]).map(([p, b]) => `${p.slice(1).replace(/\?v=[0-9a-f]+/, '?v')} ${kib(b)}`).join(', ');

// Counts the bytes of `step` (a navigation) until the game is playable
// (on a busy machine the art may not come in artDrawn's 30 s: said, not fatal).
async function counted(page, game, step) {
  counts = new Map();
  const began = Date.now();
  await step();
  await page.evaluate(() => window.tabula.ready);
  const interactive = total(counts);  // the game takes input; its art may still be on the way
  const art = await artDrawn(page, game).catch((e) => ({ state: `not drawn (${e.message.split('\n')[0]})`, scale: '?' }));
  const ms = Date.now() - began;
  const got = counts;
  counts = new Map();
  return { got, ms, art, interactive };
}

function context(dpr, serviceWorkers) {
  const viewport = dpr === 1 ? { width: 1280, height: 800 } : { width: 390, height: 844 };
  return browser.newContext({ viewport, deviceScaleFactor: dpr, serviceWorkers });
}

const failures = [];
for (const dpr of dprs) {
  for (const game of games) {
    const url = base + links[game];
    // No service worker: a first visit, then a reload.
    let ctx = await context(dpr, 'block');
    let page = await ctx.newPage();
    const first = await counted(page, game, () => page.goto(url));
    // (The saved game forgotten, so the link starts its game again.)
    const reload = await counted(page, game, () => page.evaluate(() => localStorage.clear()).then(() => page.reload()));
    await ctx.close();
    // With it: a visit, the worker installed and holding tabula.wasm, a reload.
    ctx = await context(dpr, 'allow');
    page = await ctx.newPage();
    await counted(page, game, () => page.goto(url));
    const installed = await page.evaluate(async () => {
      await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 15000))]);
      for (let i = 0; i < 150; ++i) {
        const keys = await (await caches.open('tabula-site')).keys();
        if (keys.some((k) => /\/tabula\.wasm(\?|$)/.test(k.url)) && navigator.serviceWorker.controller) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    });
    const sw = await counted(page, game, () => page.evaluate(() => localStorage.clear()).then(() => page.reload()));
    await ctx.close();
    console.log(`DPR ${dpr} ${game.padEnd(11)} art @${first.art.scale}x ${first.art.state}: ` +
      `first ${kib(total(first.got))} KiB in ${first.ms} ms (${kib(first.interactive)} KiB by tabula.ready); reload ${kib(total(reload.got))} KiB; ` +
      `reload with the service worker${installed ? '' : ' (NOT installed)'} ${kib(total(sw.got))} KiB, ` +
      `tabula.wasm ${wasmBytes(sw.got)} bytes`);
    console.log(`    first: ${listing(first.got)}`);
    console.log(`    reload: ${listing(reload.got)}`);
    console.log(`    with the worker: ${listing(sw.got)}`);
    const firstBudget = bench[game].wireFirstBudget;
    if (firstBudget && dpr === 2 && total(first.got) > firstBudget)
      failures.push(`${game} DPR 2 first visit ${kib(total(first.got))} KiB > ${kib(firstBudget)} KiB`);
    if (total(reload.got) > BUDGET.reload) failures.push(`${game} DPR ${dpr} reload ${kib(total(reload.got))} KiB > 30 KiB`);
    if (wasmBytes(sw.got) > 0) failures.push(`${game} DPR ${dpr}: the reload with the service worker moved tabula.wasm`);
  }
}

if (slow4g) {
  for (const game of games) {
    const ctx = await context(2, 'block');
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions',
      { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const first = await counted(page, game, () => page.goto(base + links[game], { timeout: 120000 }));
    console.log(`slow 4G, 4x CPU, DPR 2 ${game.padEnd(11)}: playable in ${(first.ms / 1000).toFixed(1)} s ` +
      `(${kib(total(first.got))} KiB)`);
    await ctx.close();
  }
}

const budgeted = games.filter((g) => bench[g].wireFirstBudget).map((g) => `${g} DPR 2 first visit <= ${kib(bench[g].wireFirstBudget)} KiB`);
console.log(failures.length ? `over budget:\n  ${failures.join('\n  ')}` : `within budget: ${budgeted.map((s) => s + ', ').join('')}` +
  'every reload <= 30 KiB, no tabula.wasm byte on a reload with the service worker');
await browser.close();
relay.close();
await server?.stop();
process.exit(0);
