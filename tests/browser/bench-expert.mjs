// Benchmark (not a test): the expert level in the browser, at phone
// emulation (390x844, 3x). The search runs in a Web Worker
// (web/think/think.cc, web/platform/thinker.cc), or with BENCH_THINKER=page a
// slice per frame on the main thread (web/app/local_table.cc,
// LocalTable::think_bot, the page's fallback), so this reports
//   - frames per second while a bot thinks: the intervals between
//     requestAnimationFrame callbacks whose frame began during thinking,
//     median and worst;
//   - the expert's decision time, wall clock from its first slice to its
//     decision, median and worst (window.tabula.screen().bot.decisions_ms);
//   - the same decisions in one call (window.tabula.benchBot), for comparison.
// One human seat plays its first legal action; every other seat is expert.
// Usage:
//   TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/bench-expert.mjs [seconds per game]
//   TABULA_CPU_THROTTLE=4 slows the CPU as DevTools' phone presets do.
//   BENCH_DPR=1 (default 3) for the same phone at one device pixel per CSS px.
//   "drawn frames" are the frames in which the page drew (WebGL draw calls in
//   its main-loop callback), each timed to the next frame.
//   BENCH_TABLES="GAME:2" measures only the tables it names (game:players).
//   BENCH_THINKER=page keeps the search on the main thread, in slices.
//   BENCH_LEVEL=hard plays the same tables against hard bots, which decide in
//   one call: their "all frames" line is the baseline for what drawing alone
//   costs this renderer (docs/BOTS.md, "In the browser").
import { chromium } from 'playwright-core';
import { base, recordFrames } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

const seconds = Number(process.argv[2] ?? 40);
const throttle = Number(process.env.TABULA_CPU_THROTTLE ?? 1);
const level = process.env.BENCH_LEVEL ?? 'expert';
const dpr = Number(process.env.BENCH_DPR ?? 3);
const thinker = process.env.BENCH_THINKER ?? 'worker';
// Each game's tables: its bench entry (tests/browser/<game>/game.mjs).
const bench = {};
for (const game of gameNames()) bench[game] = await gameData(game, 'bench');
// BENCH_TABLES="GAME:2 OTHER:2" measures only those tables.
const tables = process.env.BENCH_TABLES
  ? process.env.BENCH_TABLES.split(/\s+/).filter(Boolean).map((t) => { const [g, n] = t.split(':'); return [g, Number(n)]; })
  : gameNames().flatMap((g) => bench[g].expert.map((n) => [g, n]));

const browser = await chromium.launch({
  executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const quantile = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const fmt = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');

for (const [game, players] of tables) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
  // The page's own main-loop callbacks: when each ran and whether it drew
  // (WebGL draw calls), so drawn frames can be told from frames with
  // nothing to draw.
  await context.addInitScript(() => {
    let draws = 0;
    const drawArrays = WebGLRenderingContext.prototype.drawArrays;
    WebGLRenderingContext.prototype.drawArrays = function (...a) { draws++; return drawArrays.apply(this, a); };
    const raf = window.requestAnimationFrame.bind(window);
    window.__drawn = [];
    window.requestAnimationFrame = (cb) => raf((t) => {
      const before = draws;
      const r = cb(t);
      if (draws > before && !window.__stop) window.__drawn.push(t);
      return r;
    });
  });
  const page = await context.newPage();
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  await page.goto(base);
  await page.evaluate(() => window.tabula.ready);
  if (thinker === 'page') await page.evaluate(() => { window.tabulaThinker = 'page'; });
  // A solo game has no bot: its expert plays the human seat's
  // decisions through benchBot only.
  const solo = players === 1;
  if (!solo) {
    const r = await page.evaluate(([g, n, l]) => window.tabula.start({ game: g, players: n, humans: 1, level: l, seed: '7' }), [game, players, level]);
    if (!r.ok) throw new Error(`${game} ${players}p: ${r.reason}`);
    // Every frame: its time, and whether a bot was thinking as it began.
    await recordFrames(page);
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      const legal = await page.evaluate(() => window.tabula.legal());
      if (legal.length) await page.evaluate((a) => window.tabula.act(a), legal[0]);
      else if (await page.evaluate(() => window.tabula.botsIdle())) break;  // the game is over
      else await page.waitForTimeout(50);
    }
    const { frames, bot, drawn } = await page.evaluate(() => {
      window.__stop = true;
      return { frames: window.__frames, bot: window.tabula.screen().bot, drawn: window.__drawn };
    });
    // A drawn frame's time: from its start to the next frame's.
    const times = frames.map((f) => f[0]);
    const drawnGaps = [], drawnThinking = [];
    for (const t of drawn) {
      const i = times.indexOf(t);
      if (i >= 0 && i + 1 < times.length) {
        drawnGaps.push(times[i + 1] - t);
        if (frames[i][1]) drawnThinking.push(times[i + 1] - t);
      }
    }
    const gaps = [];
    for (let i = 1; i < frames.length; ++i) if (frames[i - 1][1]) gaps.push(frames[i][0] - frames[i - 1][0]);
    const all = [];
    for (let i = 1; i < frames.length; ++i) all.push(frames[i][0] - frames[i - 1][0]);
    const ms = bot.decisions_ms.filter((x) => x > 0.5);  // forced moves and easy shortcuts decide at once
    const worker = bot.decisions_where.filter((w) => w === 'worker').length;
    console.log(`${game} ${players}p ${level} DPR ${dpr}, ${bot.decisions_ms.length} decisions (${ms.length} searched, ` +
      `${worker} in the worker), ` +
      `decision median ${fmt(quantile(ms, 0.5))} ms, worst ${fmt(Math.max(...ms))} ms; ` +
      `while thinking ${gaps.length} frames: median ${fmt(1000 / quantile(gaps, 0.5))} fps, ` +
      `worst gap ${fmt(Math.max(...gaps))} ms (p99 ${fmt(quantile(gaps, 0.99))} ms, ` +
      `${gaps.filter((g) => g > 20).length} frames over 20 ms); all frames median ${fmt(1000 / quantile(all, 0.5))} fps; ` +
      `drawn frames: ${drawnGaps.length}, median ${fmt(1000 / quantile(drawnGaps, 0.5))} fps (p90 gap ${fmt(quantile(drawnGaps, 0.9))} ms), ` +
      `of them while thinking: ${drawnThinking.length}, median ${fmt(1000 / quantile(drawnThinking, 0.5))} fps`);
  }
  const one = await page.evaluate(([g, n, l]) => window.tabula.benchBot(g, n, l, 12), [game, players, level]);
  console.log(`${game} ${players}p ${level}, one call (benchBot, 12 decisions): median ${fmt(one.median_ms)} ms, worst ${fmt(one.max_ms)} ms`);
  await context.close();
}
await browser.close();
