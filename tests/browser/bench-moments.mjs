// Benchmark (not a test; not run by CI): the frames of a game's moments
// (issue 32's "frame time during the end sequence and a swap"), on the
// desktop profile (1280x800, DPR 1) in headless Chromium. Each game is played
// to its end with its animations on (the human seat picks by a seeded walk,
// random bots, the clock at BENCH_SPEED times, default 2: every animation
// still draws its frames, each frame costs what it would at 1x). Every
// requestAnimationFrame callback of the page is timed and tagged with what
// was on screen: "moves" (anything animating: a swap of cards under the
// table, cards travelling, coins) or "ending" (the end sequence: counting,
// podium, fanfare, while window.tabula.screen().ending is there). Printed
// per game and moment: frames, the main-loop callback (our wasm's whole
// frame: draw code, text, SDL's batching, the WebGL calls issued) p50 / p99
// / max and how many took over 33 ms, and the rAF interval p50 / p99 (here
// SwiftShader's raster sets it: the interval is the software GPU's, the
// callback is ours).
// Usage:
//   TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/bench-moments.mjs
//   BENCH_GAMES=<game>:6,<game>:13,<other>:3 (default: each game at
//   its bench-frames players), BENCH_SPEED=2, BENCH_SEED=11,
//   BENCH_OVER=25 (also list every callback over that many ms: a single
//   slow frame is what issue 32's limit is about, and a p99 hides it),
//   BENCH_CPU=1 (with a trace: beside each listed callback's wall time, the
//   main thread's CPU time in it, which a loaded machine does not stretch,
//   and how long it waited on the GPU process: a sync WebGL call waits for
//   every draw queued before it)
import { chromium } from 'playwright-core';
import { base } from './harness.mjs';
import { seededWalk } from './seeded-walk.mjs';
import { gameData, gameNames } from './games.mjs';

const speed = Number(process.env.BENCH_SPEED ?? 2);
const seed = Number(process.env.BENCH_SEED ?? 11);
const over = process.env.BENCH_OVER ? Number(process.env.BENCH_OVER) : null;
const cpu = !!process.env.BENCH_CPU;
const bench = {};
for (const game of gameNames()) bench[game] = await gameData(game, 'bench');
const games = (process.env.BENCH_GAMES ?? gameNames().map((g) => `${g}:${bench[g].frames}`).join(',')).split(',').map((s) => s.split(':'));

const browser = await chromium.launch({
  executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const q = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN; };
const fmt = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');

// Installed before the page's scripts: each rAF callback timed, then tagged.
// WebGL calls are counted per callback: texture uploads (new text sizes,
// an atlas) and draws, which say what a slow frame was doing.
function hooks() {
  const counts = { tex: 0, draw: 0 };
  const kinds = { texImage2D: 'tex', texSubImage2D: 'tex', drawArrays: 'draw', drawElements: 'draw' };
  for (const [name, kind] of Object.entries(kinds)) {
    const f = WebGLRenderingContext.prototype[name];
    WebGLRenderingContext.prototype[name] = function (...args) { counts[kind]++; return f.apply(this, args); };
  }
  const raf = window.requestAnimationFrame.bind(window);
  window.__frames = [];
  window.requestAnimationFrame = (cb) => {
    let id = 0;  // the trace's name for this callback (BENCH_CPU)
    id = raf((t) => {
    counts.tex = counts.draw = 0;
    const spent = () => (window.Module && window.Module.tabulaSpent ? window.Module.tabulaSpent.fonts : 0);
    const f0 = spent();
    const s = performance.now();
    const r = cb(t);
    const main = performance.now() - s;
    const fonts = spent() - f0;  // of which text: glyphs rasterised and uploaded
    const { tex, draw } = counts;
    let moment = 'still';
    try {
      const sc = window.tabula && window.tabula.screen && window.tabula.screen();
      if (sc && sc.ending) moment = 'ending';
      else if (sc && sc.animating) moment = 'moves';
    } catch (e) { /* before the App runs */ }
    window.__frames.push({ t, main, moment, tex, draw, fonts, id });
    return r;
    });
    return id;
  };
}

console.log(`== frames of a game's moments: desktop 1280x800 DPR 1, clock ${speed}x, seed ${seed} ==`);
for (const [game, players] of games) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await context.addInitScript(hooks);
  const page = await context.newPage();
  await page.goto(`${base}?game=${game}`);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((x) => window.tabula.setSpeed(x), speed);
  // (Before the table starts: its first frames, the art arriving, are traced too.)
  if (cpu) await browser.startTracing(page, { categories: ['devtools.timeline', 'gpu'] });
  const r = await page.evaluate((o) => window.tabula.start(o), { game, players: Number(players), humans: 1, level: 'random', seed: String(seed) });
  if (!r.ok) throw new Error(`${game}: ${r.reason}`);
  await page.evaluate(() => { window.__frames.length = 0; });
  const began = Date.now();
  // The human's turns by a seeded walk; the page runs its animations and bots meanwhile.
  await seededWalk(page, { seed, steps: 5000 });
  await page.evaluate(async () => {
    // The end sequence to its settled state.
    for (let i = 0; i < 2000; ++i) {
      const e = window.tabula.screen().ending;
      if (!e || e.phase === 'settled') break;
      await window.tabula.nextFrame();
    }
  });
  const frames = await page.evaluate(() => window.__frames);
  if (cpu) {
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const fired = new Map();
    for (const e of events) if (e.name === 'FireAnimationFrame' && e.ph === 'X') fired.set(e.args?.data?.id, e);
    const finishes = events.filter((e) => e.name === 'CommandBufferHelper::Finish' && e.ph === 'X');
    for (const f of frames) {
      const e = fired.get(f.id);
      if (!e) continue;
      f.cpu = (e.tdur ?? 0) / 1000;
      f.wait = finishes.filter((w) => w.pid === e.pid && w.tid === e.tid && w.ts >= e.ts && w.ts <= e.ts + e.dur).reduce((a, w) => a + w.dur / 1000, 0);
    }
  }
  const secs = (Date.now() - began) / 1000;
  const { loadavg } = await import('node:os');
  console.log(`${game} ${players}p: ${frames.length} frames in ${secs.toFixed(0)} s (load ${loadavg().map((x) => x.toFixed(1)).join(' ')})`);
  for (const moment of ['moves', 'ending']) {
    const f = frames.filter((x) => x.moment === moment);
    const main = f.map((x) => x.main);
    const gaps = [];
    for (let i = 1; i < frames.length; ++i) if (frames[i].moment === moment && frames[i - 1].moment === moment) gaps.push(frames[i].t - frames[i - 1].t);
    console.log(`  ${moment.padEnd(6)} ${String(f.length).padStart(5)} frames; main-loop callback p50 ${fmt(q(main, 0.5))} p99 ${fmt(q(main, 0.99))} max ${fmt(Math.max(...main))} ms, ` +
      `${main.filter((m) => m > 33).length} over 33 ms; rAF interval p50 ${fmt(q(gaps, 0.5))} p99 ${fmt(q(gaps, 0.99))} ms`);
    if (cpu) {
      const c = f.filter((x) => x.cpu !== undefined).map((x) => x.cpu + x.wait);
      console.log(`  ${''.padEnd(6)} cpu + GPU wait p50 ${fmt(q(c, 0.5))} p99 ${fmt(q(c, 0.99))} max ${fmt(Math.max(...c))} ms, ${c.filter((m) => m > 33).length} over 33 ms`);
    }
  }
  // The slowest callbacks, when in the game (s from its start) and in what moment.
  const slow = frames.map((x, i) => ({ ...x, i })).sort((a, b) => b.main - a.main).slice(0, 4);
  if (over !== null) {
    const list = frames.filter((x) => x.main > over).map((x) => `${fmt(x.main)} ms (${x.moment}, ${((x.t - frames[0].t) / 1000).toFixed(1)} s, ${x.tex} uploads, ${x.draw} draws, text ${fmt(x.fonts)} ms${cpu ? `, cpu ${fmt(x.cpu)} ms, GPU wait ${fmt(x.wait)} ms` : ''})`);
    console.log(`  over ${over} ms: ${list.length ? list.join(', ') : 'none'}`);
  }
  console.log(`  slowest: ${slow.map((x) => `${fmt(x.main)} ms (${x.moment}, ${((x.t - frames[0].t) / 1000).toFixed(1)} s, ${x.tex} uploads, ${x.draw} draws)`).join(', ')}`);
  await context.close();
}
await browser.close();
