// Benchmark helper (not a test; not run by CI): where the slowest frames of a
// game's first moments go, by function. bench-moments.mjs says which frames
// are slow (issue 32: none over 33 ms on the desktop profile); this plays the
// same table (same seed, same walk, same clock) for PROFILE_SECONDS with V8's
// sampling profiler on, cuts the samples into the page's animation-frame
// callbacks, and prints the PROFILE_TOP slowest with their heaviest
// functions (self time). Names need a tabula.wasm linked with
// --profiling-funcs (the link command in
// build/wasm/web/CMakeFiles/tabula_web.dir/link.txt, its -o elsewhere,
// copied over a copy of the site).
// Usage:
//   TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/profile-moments.mjs
//   PROFILE_GAME=<game>:<players> (required), PROFILE_SECONDS=4, PROFILE_TOP=6, BENCH_SPEED=2, BENCH_SEED=11
//   PROFILE_PICK=<regexp>: only those functions' inclusive times.
//   PROFILE_TRACE=1: instead of sampling, a trace: each animation frame's
//   wall time, the main thread's CPU time in it (a loaded machine
//   stretches the first, not the second) and its waits on the GPU process
//   (a sync WebGL call, e.g. SDL checking a shader it just compiled, waits
//   for every draw queued before it), with its WebGL uploads and draws and
//   the trace events inside it (PROFILE_EVENT_US=1000: those that long).
import { chromium } from 'playwright-core';
import { base } from './harness.mjs';
import { seededWalk } from './seeded-walk.mjs';

const [game, players] = (process.env.PROFILE_GAME ?? (() => { throw new Error('PROFILE_GAME=<game>:<players>'); })()).split(':');
const seconds = Number(process.env.PROFILE_SECONDS ?? 4);
const top = Number(process.env.PROFILE_TOP ?? 6);
const speed = Number(process.env.BENCH_SPEED ?? 2);
const seed = Number(process.env.BENCH_SEED ?? 11);

const browser = await chromium.launch({
  executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
// Every rAF callback runs inside a function of a known name: the profile's
// frames are the runs of samples under it.
// Each also notes (by its request id, as the trace names it) the WebGL
// uploads and draws it made and the text work in it (ui/font.cc's count).
await context.addInitScript(() => {
  const counts = { tex: 0, draw: 0 };
  const kinds = { texImage2D: 'tex', texSubImage2D: 'tex', drawArrays: 'draw', drawElements: 'draw' };
  for (const [name, kind] of Object.entries(kinds)) {
    const f = WebGLRenderingContext.prototype[name];
    WebGLRenderingContext.prototype[name] = function (...args) { counts[kind]++; return f.apply(this, args); };
  }
  const raf = window.requestAnimationFrame.bind(window);
  window.__frames = {};
  window.requestAnimationFrame = (cb) => {
    let id = 0;
    id = raf(function tabulaFrameCallback(t) {
      counts.tex = counts.draw = 0;
      const spent = () => (window.Module && window.Module.tabulaSpent ? window.Module.tabulaSpent.fonts : 0);
      const f0 = spent();
      const r = cb(t);
      let moment = 'still';
      try {
        const sc = window.tabula.screen();
        moment = sc.ending ? 'ending' : sc.animating ? 'moves' : 'still';
      } catch (e) { /* before the App runs */ }
      window.__frames[id] = { tex: counts.tex, draw: counts.draw, text: spent() - f0, moment };
      return r;
    });
    return id;
  };
});
const page = await context.newPage();
await page.goto(`${base}?game=${game}`);
await page.evaluate(() => window.tabula.ready);
await page.evaluate((x) => window.tabula.setSpeed(x), speed);
const trace = !!process.env.PROFILE_TRACE;
const cdp = await context.newCDPSession(page);
if (trace) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'gpu', 'toplevel', 'blink', 'v8', 'cc'] });
} else {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}
const r = await page.evaluate((o) => window.tabula.start(o), { game, players: Number(players), humans: 1, level: 'random', seed: String(seed) });
if (!r.ok) throw new Error(`${game}: ${r.reason}`);
await seededWalk(page, { seed, seconds });
if (trace) {
  const noted = await page.evaluate(() => window.__frames);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await browser.close();
  const frames = events.filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X');
  const t0 = frames.length ? frames[0].ts : 0;
  const finishes = events.filter((e) => e.name === 'CommandBufferHelper::Finish' && e.ph === 'X');
  const waited = frames.map((f) => finishes.filter((e) => e.pid === f.pid && e.tid === f.tid && e.ts >= f.ts && e.ts <= f.ts + f.dur).reduce((a, e) => a + e.dur / 1000, 0)).filter((w) => w > 0);
  console.log(`${game} ${players}p: ${frames.length} animation frames in ${seconds} s; ${waited.length} waited on the GPU process (${waited.map((w) => w.toFixed(1)).join(', ') || 'none'} ms); the ${top} costliest in CPU:`);
  for (const f of [...frames].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, top))
  {
    const n = noted[f.args?.data?.id] ?? {};
    const wait = events.filter((e) => e.name === 'CommandBufferHelper::Finish' && e.ph === 'X' && e.pid === f.pid && e.tid === f.tid && e.ts >= f.ts && e.ts <= f.ts + f.dur).reduce((a, e) => a + e.dur / 1000, 0);
    console.log(`  at ${((f.ts - t0) / 1e6).toFixed(2)} s: wall ${(f.dur / 1000).toFixed(1)} ms, cpu ${((f.tdur ?? 0) / 1000).toFixed(1)} ms, GPU wait ${wait.toFixed(1)} ms (${n.moment}, ${n.tex} uploads, ${n.draw} draws, text ${n.text?.toFixed(1)} ms)`);
    // What inside it took a millisecond or more (the main thread's own events).
    const inside = events.filter((e) => e.ph === 'X' && e.pid === f.pid && e.tid === f.tid && e.ts >= f.ts && e.ts + e.dur <= f.ts + f.dur && e !== f && e.dur >= Number(process.env.PROFILE_EVENT_US ?? 1000));
    for (const e of inside) console.log(`    ${e.name}: wall ${(e.dur / 1000).toFixed(1)} ms, cpu ${((e.tdur ?? 0) / 1000).toFixed(1)} ms`);
  }
  // Round trips to the GPU process (a sync WebGL call waits for every draw
  // queued before it): where they were and what asked.
  const main = new Set(frames.map((f) => `${f.pid}:${f.tid}`));
  const waits = events.filter((e) => e.name === 'CommandBufferHelper::Finish' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  for (const w of waits) {
    const f = frames.find((x) => x.pid === w.pid && x.tid === w.tid && w.ts >= x.ts && w.ts <= x.ts + x.dur);
    const by = events.filter((e) => e.ph === 'X' && e.tid === w.tid && e.pid === w.pid && e.ts <= w.ts && e.ts + e.dur >= w.ts + w.dur && /GLES2Implementation|WebGL/.test(e.name)).map((e) => e.name);
    console.log(`  GPU round trip at ${((w.ts - t0) / 1e6).toFixed(2)} s: ${(w.dur / 1000).toFixed(1)} ms, ${f ? 'in a frame' : 'outside frames'}, by ${by.join(' < ') || '?'}`);
  }
  process.exit(0);
}
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// Short names: C++ signatures without their arguments and templates.
const short = (s) => { let d = 0, o = ''; for (const ch of s) { if (ch === '<' || ch === '(') ++d; if (!d) o += ch; if ((ch === '>' || ch === ')') && d) --d; } return o.replace(/tabula::web::|std::__2::/g, '') || s; };
const name = (n) => (n.callFrame.functionName ? short(n.callFrame.functionName) : `(${n.callFrame.url.split('/').pop() || 'program'})`);
const inFrame = (id) => { for (let x = id; x !== undefined; x = parent.get(x)) if (name(nodes.get(x)) === 'tabulaFrameCallback') return true; return false; };
const frames = [];
let cur = null;
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; ++i) {
  t += profile.timeDeltas[i];
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const id = profile.samples[i];
  if (!inFrame(id)) { cur = null; continue; }
  if (!cur) { cur = { start: (t - profile.startTime) / 1e6, ms: 0, self: new Map(), incl: new Map() }; frames.push(cur); }
  cur.ms += dt;
  const n = nodes.get(id);
  cur.self.set(name(n), (cur.self.get(name(n)) ?? 0) + dt);
  const seen = new Set();
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const nm = name(nodes.get(x));
    if (seen.has(nm)) continue;
    seen.add(nm);
    cur.incl.set(nm, (cur.incl.get(nm) ?? 0) + dt);
  }
}
const fmt = (x) => x.toFixed(1);
console.log(`${game} ${players}p: ${frames.length} frames profiled in ${seconds} s`);
for (const f of [...frames].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  const self = [...f.self].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${fmt(v)}`).join(', ');
  const pick = process.env.PROFILE_PICK ? new RegExp(process.env.PROFILE_PICK) : null;
  const incl = [...f.incl].filter(([k]) => !pick || pick.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${k} ${fmt(v)}`).join(', ');
  console.log(`\n${fmt(f.ms)} ms at ${fmt(f.start)} s\n  self: ${self}\n  incl: ${incl}`);
}
