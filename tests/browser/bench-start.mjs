// Benchmark (not a test; not run by CI): what starting a game link costs a
// phone's main thread (issue 35). Wall time on this shared machine follows
// its load; Chromium's own thread-time counters do not, so the figure that
// matters here is CPU: the renderer main thread's task and script time from
// navigation to window.tabula.ready (CDP Performance.enable with
// timeDomain "threadTicks", then Performance.getMetrics: TaskDuration,
// ScriptDuration). A phone context (390x844, touch) at DPR 2 and 3, the
// service worker blocked (it would serve a second visit from its cache), no
// throttling. Median of 5 loads per game and DPR.
// Beside it, from the performance.marks the page sets (shell/page.js, the
// wasm's platform::mark): when tabula.wasm had arrived, how long its
// compile and instantiation took, when main() ran and the first frame was
// drawn, and the CPU the fonts, the atlases and the first settled frame
// took on the way, and when the game's words (the language pack) came.
// --slow4g adds a first visit on slow 4G (150 ms, 1.6 Mbps down) with the CPU
// 4x slower, per game at DPR 2, to ready and to its art drawn (wall clock:
// the load average is printed beside it).
// Usage: node tests/browser/bench-start.mjs [--url URL] [--site DIR] [--games a,b]
//          [--dprs 2,3] [--runs 5] [--slow4g]
//   without --url it serves --site (default build/wasm/site) with our own
//   server, as scripts/serve.sh does: brotli, versioned URLs. (Until round 19
//   it used python's http.server, which sends every file uncompressed: its
//   slow-4G figure carried 1 MB of tabula.wasm instead of 355 KiB.)
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const games = arg('games', gameNames().join(',')).split(',');
const dprs = arg('dprs', '2,3').split(',').map(Number);
const runs = Number(arg('runs', '5'));
const slow4g = process.argv.includes('--slow4g');

let server = null;
let base = arg('url', process.env.TABULA_URL);
if (!base) {
  process.env.TABULA_SITE = arg('site', fileURLToPath(new URL('../../build/wasm/site', import.meta.url)));
  const { startServer } = await import('./online-harness.mjs');  // reads TABULA_SITE as it loads
  server = await startServer();
  base = server.url;
}

// Each game's link as bench-wire.mjs opens it (its bench.wire table).
const links = {};
for (const g of gameNames()) links[g] = `?game=${g}&players=${(await gameData(g, 'bench')).wire}&humans=1&level=easy&seed=5`;

const browser = await launchBrowser();
const median = (xs) => { const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b); return v.length ? v[Math.floor(v.length / 2)] : NaN; };
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const ms = (x) => (Number.isFinite(x) ? Math.round(x).toString() : '-');

function context(dpr) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
}

// What the page noted on the way to ready (all ms since navigation, the
// spent.* figures CPU ms summed over the calls).
const notes = () => {
  const marks = {};
  for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('tabula:') && !(m.name in marks)) marks[m.name] = m.startTime;
  const res = performance.getEntriesByType('resource');
  const ended = (re) => { const r = res.find((e) => re.test(e.name)); return r ? r.responseEnd : NaN; };
  const began = (re) => { const r = res.find((e) => re.test(e.name)); return r ? r.startTime : NaN; };
  return {
    marks,
    spent: Object.assign({}, window.Module && window.Module.tabulaSpent),
    wasmStart: began(/\/tabula\.wasm/), wasmEnd: ended(/\/tabula\.wasm/),
    wordsStart: began(/\/i18n\/[a-z]+\/[a-z]{2}\.json/), wordsEnd: ended(/\/i18n\/[a-z]+\/[a-z]{2}\.json/),
    artStart: began(/\/art\/.*\.(png|webp)/), artEnd: ended(/\/art\/.*\.(png|webp)/),
    ready: window.tabula.loadMs,
  };
};

async function once(game, dpr) {
  const ctx = await context(dpr);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(base + links[game]);
  await page.evaluate(() => window.tabula.ready);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (n) => 1000 * (metrics.find((m) => m.name === n)?.value ?? NaN);
  const n = await page.evaluate(notes);
  // Ready is the first settled frame; the game's art may come after it (a
  // build that fetches it late) or before (one that fetches it early and
  // decodes it on the way): the CPU to the art drawn counts both alike.
  const artAt = await page.waitForFunction((g) => {
    const r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])).games[g];
    return r && r.state !== 'loading' && performance.now();
  }, game, { timeout: 30000, polling: 20 }).then((h) => h.jsonValue(), () => NaN);
  await page.evaluate(() => window.tabula.nextFrame());
  const drawn = (await cdp.send('Performance.getMetrics')).metrics;
  const artTask = 1000 * (drawn.find((m) => m.name === 'TaskDuration')?.value ?? NaN);
  await ctx.close();
  const m = n.marks;
  return {
    task: metric('TaskDuration'), script: metric('ScriptDuration'), layout: metric('LayoutDuration'),
    wasmFetched: n.wasmEnd,
    compile: m['tabula:wasm-compiled'] - m['tabula:wasm-compile'],
    instantiate: m['tabula:wasm-instantiated'] - m['tabula:wasm-compiled'],
    main: m['tabula:main'], firstFrame: m['tabula:first-frame'],
    mainToFrame: m['tabula:first-frame'] - m['tabula:main'],
    fonts: n.spent.fonts ?? 0, atlases: n.spent.atlases ?? 0,
    wordsAsked: n.wordsStart, wordsHere: n.wordsEnd, artAsked: n.artStart,
    settle: n.ready - m['tabula:first-frame'], ready: n.ready,
    artTask, artAt,
  };
}

console.log(`== start-up: main-thread CPU, navigation -> window.tabula.ready (thread ticks; median of ${runs}; phone, no service worker, no throttling) ==`);
for (const dpr of dprs) {
  for (const game of games) {
    const rs = [];
    const before = load();
    for (let i = 0; i < runs; ++i) rs.push(await once(game, dpr));
    const med = (k) => ms(median(rs.map((r) => r[k])));
    console.log(`DPR ${dpr} ${game.padEnd(11)} CPU: task ${med('task')} ms, script ${med('script')} ms, layout ${med('layout')} ms ` +
      `(tasks of all ${runs}: ${rs.map((r) => ms(r.task)).join(' ')}); to the art drawn: task ${med('artTask')} ms`);
    console.log(`    wall (load ${before}): wasm fetched ${med('wasmFetched')}, compile ${med('compile')} + instantiate ${med('instantiate')}, ` +
      `main ${med('main')}, first frame ${med('firstFrame')} (main->frame ${med('mainToFrame')}), ready ${med('ready')} ms; ` +
      `words asked ${med('wordsAsked')} here ${med('wordsHere')}, atlas asked ${med('artAsked')}; ` +
      `CPU in fonts ${med('fonts')} ms, atlases ${med('atlases')} ms; first frame -> settled ${med('settle')} ms; art drawn ${med('artAt')} ms`);
  }
}

if (slow4g) {
  console.log('== slow 4G (150 ms, 1.6 Mbps), CPU 4x slower, DPR 2, no service worker: wall clock to ready and to the art drawn ==');
  for (const game of games) {
    const ctx = await context(2);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const before = load();
    await page.goto(base + links[game], { timeout: 120000 });
    const ready = await page.evaluate(async () => { await window.tabula.ready; return window.tabula.loadMs; });
    const art = await page.waitForFunction((g) => {
      const r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])).games[g];
      return r && r.state !== 'loading' && performance.now();
    }, game, { timeout: 120000 }).then((h) => h.jsonValue(), () => NaN);
    console.log(`  ${game.padEnd(11)} ready ${(ready / 1000).toFixed(2)} s, art drawn ${(art / 1000).toFixed(2)} s (load before ${before}, after ${load()})`);
    await ctx.close();
  }
}

await browser.close();
await server?.stop();
process.exit(0);
