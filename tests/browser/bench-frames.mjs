// Benchmark (not a test): where a drawn frame's time goes. Each game's table
// is set up (one human seat against hard bots, played until the human is to
// move and nothing animates), then redrawn every animation frame for a while
// (window.Module._tabula_redraw: the same full draw an animated frame makes,
// of a scene that does not change). Per frame it reports
//   - interval: requestAnimationFrame to requestAnimationFrame (1000/fps);
//   - main: the time inside the page's main-loop callback (our wasm: the
//     views' draw code, text, SDL's batching, plus issuing the WebGL calls);
//   - finish: with BENCH_FINISH=1, gl.finish() after the callback, i.e. how
//     long the GPU side (SwiftShader here) takes to raster what was issued;
//   - WebGL calls: draws, texture uploads, buffer uploads, state changes;
//   - with BENCH_FILL=1, the fill: the area of every triangle drawn, in
//     screens (the drawing buffer's area; the slow part of a frame here,
//     see bench-fill.mjs). Its bookkeeping slows the callback itself.
// BENCH_PROFILE=1 also samples the main thread (CDP Profiler) and prints the
// functions with the most self time; wasm names need a build linked with
// --profiling-funcs (docs/BOTS.md, "In the browser").
// BENCH_TRACE=1 records a Chromium trace and prints each thread's busy time
// per frame (renderer main thread, GPU thread, compositor).
// Usage:
//   TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/bench-frames.mjs [frames]
//   BENCH_DPR=1 (default 3), BENCH_GAMES=GAME:6,OTHER:2 (default: each game's bench.frames)
import { chromium } from 'playwright-core';
import { base } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

const frames = Number(process.argv[2] ?? 120);
const dpr = Number(process.env.BENCH_DPR ?? 3);
const finish = process.env.BENCH_FINISH === '1';
const profile = process.env.BENCH_PROFILE === '1';
const fill = process.env.BENCH_FILL === '1';
const trace = process.env.BENCH_TRACE === '1';
// Each game's tables: its bench entry (tests/browser/<game>/game.mjs).
const bench = {};
for (const game of gameNames()) bench[game] = await gameData(game, 'bench');
const games = (process.env.BENCH_GAMES ?? gameNames().map((g) => `${g}:${bench[g].frames}`).join(',')).split(',').map((s) => s.split(':'));
const viewport = dpr === 1 && process.env.BENCH_DESKTOP === '1' ? { width: 1280, height: 800 } : { width: 390, height: 844 };

const browser = await chromium.launch({
  executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)] : NaN; };
const fmt = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const fmt2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '-');

// Installed before the page's scripts: every requestAnimationFrame callback
// of the page is timed, WebGL calls are counted per frame.
function hooks({ doFinish, doFill }) {
  const counts = { draw: 0, tex: 0, buf: 0, state: 0 };
  const kinds = {
    drawArrays: 'draw', drawElements: 'draw', texImage2D: 'tex', texSubImage2D: 'tex',
    bufferData: 'buf', bufferSubData: 'buf', useProgram: 'state', bindTexture: 'state',
    blendFuncSeparate: 'state', scissor: 'state', enable: 'state', disable: 'state', uniform4f: 'state',
  };
  for (const proto of [WebGLRenderingContext.prototype, window.WebGL2RenderingContext && WebGL2RenderingContext.prototype]) {
    if (!proto) continue;
    for (const [name, kind] of Object.entries(kinds)) {
      const f = proto[name];
      proto[name] = function (...args) { counts[kind]++; return f.apply(this, args); };
    }
  }
  // Fill: the area of every triangle drawn, from the vertex data SDL
  // uploads (position is attribute 0, two floats in device px).
  let verts = null, posStride = 8, posOffset = 0;
  counts.fill = 0;
  for (const proto of doFill ? [WebGLRenderingContext.prototype] : []) {
    const bufferData = proto.bufferData, bufferSubData = proto.bufferSubData, pointer = proto.vertexAttribPointer, drawArrays = proto.drawArrays;
    proto.bufferData = function (target, data, ...rest) {
      if (target === this.ARRAY_BUFFER && data && data.byteLength) verts = new DataView(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
      return bufferData.call(this, target, data, ...rest);
    };
    proto.bufferSubData = function (target, off, data, ...rest) {
      if (target === this.ARRAY_BUFFER && off === 0 && data && data.byteLength) verts = new DataView(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
      return bufferSubData.call(this, target, off, data, ...rest);
    };
    proto.vertexAttribPointer = function (index, size, type, norm, stride, offset) {
      if (index === 0) { posStride = stride || 8; posOffset = offset; }
      return pointer.call(this, index, size, type, norm, stride, offset);
    };
    proto.drawArrays = function (mode, first, count) {
      if (mode === this.TRIANGLES && verts) {
        let area = 0;
        for (let i = first; i + 2 < first + count; i += 3) {
          const p = [0, 1, 2].map((k) => posOffset + (i + k) * posStride);
          if (p[2] + 8 > verts.byteLength) break;
          const [x0, y0, x1, y1, x2, y2] = [verts.getFloat32(p[0], true), verts.getFloat32(p[0] + 4, true), verts.getFloat32(p[1], true),
            verts.getFloat32(p[1] + 4, true), verts.getFloat32(p[2], true), verts.getFloat32(p[2] + 4, true)];
          area += Math.abs((x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)) / 2;
        }
        counts.fill += area / (this.drawingBufferWidth * this.drawingBufferHeight);
      }
      return drawArrays.call(this, mode, first, count);
    };
  }
  let gl = null;
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const c = getContext.call(this, type, ...rest);
    if (type.startsWith('webgl') && c) window.__gl = gl = c;
    return c;
  };
  const raf = window.requestAnimationFrame.bind(window);
  window.__rec = null;
  window.requestAnimationFrame = (cb) => raf((t) => {
    if (cb.__mine || !window.__rec) return cb(t);
    for (const k in counts) counts[k] = 0;
    const s = performance.now();
    const r = cb(t);
    const e = performance.now();
    let f = 0;
    if (doFinish && gl && counts.draw) { gl.finish(); f = performance.now() - e; }
    window.__rec.push({ t, main: e - s, finish: f, ...counts });
    return r;
  });
}

for (const [game, players] of games) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: dpr, isMobile: dpr > 1, hasTouch: dpr > 1 });
  await context.addInitScript(hooks, { doFinish: finish, doFill: fill });
  const page = await context.newPage();
  await page.goto(base);
  await page.evaluate(() => window.tabula.ready);
  const r = await page.evaluate(([g, n]) => window.tabula.start({ game: g, players: n, humans: 1, level: 'hard', seed: '7' }), [game, Number(players)]);
  if (!r.ok) throw new Error(`${game} ${players}p: ${r.reason}`);
  // A few of the human's moves, so the table and log are not empty.
  await page.evaluate(() => window.tabula.setSpeed(1000));
  for (let k = 0; k < 3; ++k) {
    await page.evaluate(() => window.tabula.waitIdle(60000));
    const legal = await page.evaluate(() => window.tabula.legal());
    if (!legal.length) break;
    await page.evaluate((a) => window.tabula.act(a), legal[0]);
  }
  await page.evaluate(() => window.tabula.waitIdle(60000));
  await page.evaluate(() => window.tabula.setSpeed(1));
  const cdp = await context.newCDPSession(page);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (trace) {
    await browser.startTracing(page, { categories: ['toplevel', 'gpu', 'viz', 'cc', 'benchmark', 'disabled-by-default-devtools.timeline', 'devtools.timeline', 'blink'] });
  }
  // Redraw every frame, `frames` times.
  await page.evaluate((n) => new Promise((done) => {
    window.__rec = [];
    let k = 0;
    const tick = () => {
      if (k++ >= n) { done(); return; }
      window.Module._tabula_redraw();
      requestAnimationFrame(tick);
    };
    tick.__mine = true;
    requestAnimationFrame(tick);
  }), frames);
  const rec = await page.evaluate(() => { const r = window.__rec; window.__rec = null; return r; });
  if (process.env.BENCH_ATTRS === '1') console.log(await page.evaluate(() => JSON.stringify([window.__gl.getContextAttributes(), window.__gl.drawingBufferWidth, window.__gl.drawingBufferHeight])));
  const drawn = rec.filter((x) => x.draw > 0);
  const gaps = [];
  for (let i = 1; i < drawn.length; ++i) gaps.push(drawn[i].t - drawn[i - 1].t);
  const m = (k) => fmt(median(drawn.map((x) => x[k])));
  console.log(`${game} ${players}p DPR ${dpr} ${viewport.width}x${viewport.height}: ${drawn.length} drawn frames, ` +
    `interval median ${fmt(median(gaps))} ms (${fmt(1000 / median(gaps))} fps); main-loop callback median ${m('main')} ms` +
    (finish ? `, gl.finish after it ${m('finish')} ms` : '') +
    `; per frame WebGL: ${fill ? `${fmt2(median(drawn.map((x) => x.fill)))} screens of fill, ` : ''}${m('draw')} draws, ${m('tex')} texture uploads, ${m('buf')} buffer uploads, ${m('state')} state calls`);
  if (profile) {
    const { profile: p } = await cdp.send('Profiler.stop');
    const self = new Map();
    const dt = p.timeDeltas ?? [];
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    for (let i = 0; i < p.samples.length; ++i) {
      const n = byId.get(p.samples[i]);
      const name = n.callFrame.functionName || `(${n.callFrame.url.split('/').pop() || 'anonymous'})`;
      self.set(name, (self.get(name) ?? 0) + (dt[i] ?? 0) / 1000);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log(`  profile (self time over ${drawn.length} frames, ms per frame; ${fmt(total / drawn.length)} ms sampled per frame incl. idle):`);
    for (const [name, ms] of top) console.log(`    ${fmt(ms / drawn.length).padStart(6)}  ${name}`);
  }
  if (trace) {
    const raw = (await browser.stopTracing()).toString();
    if (process.env.BENCH_TRACE_FILE) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE_FILE, raw);
    const events = JSON.parse(raw).traceEvents;
    const names = new Map();
    for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
    // Busy time per thread: the union of its complete ('X') events.
    const per = new Map();
    for (const e of events) {
      if (e.ph !== 'X' || !e.dur) continue;
      const key = `${e.pid}:${e.tid}`;
      if (!per.has(key)) per.set(key, []);
      per.get(key).push([e.ts, e.ts + e.dur, e.name]);
    }
    const rows = [];
    for (const [key, spans] of per) {
      spans.sort((a, b) => a[0] - b[0]);
      let busy = 0, end = -Infinity;
      const top = new Map();
      for (const [s, e, name] of spans) {
        if (s >= end) { top.set(name, (top.get(name) ?? 0) + (e - s)); }
        if (e > end) { busy += e - Math.max(s, end); end = e; }
      }
      const best = [...top.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([n, us]) => `${n} ${fmt(us / 1000 / drawn.length)}`).join(', ');
      rows.push([busy / 1000 / drawn.length, `${names.get(key) ?? key}`, best]);
    }
    rows.sort((a, b) => b[0] - a[0]);
    console.log(`  trace (busy ms per drawn frame, by thread; top-level events):`);
    for (const [ms, name, best] of rows.slice(0, 8)) console.log(`    ${fmt(ms).padStart(6)}  ${name}: ${best}`);
  }
  await context.close();
}
await browser.close();
