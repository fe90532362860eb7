// Benchmark (not a test): what this browser's WebGL costs a frame with no
// game code at all, to weigh bench-frames.mjs's figures. A bare page holds a
// WebGL canvas of the page's size (390x844 CSS px at BENCH_DPR, default 3;
// the page's own context attributes: no alpha, no antialias), and each
// animation frame clears it and draws N full-screen quads, blended or not.
// It prints the median frame interval per case: "clear only" is what
// presenting a frame costs (in headless Chromium without a GPU: SwiftShader
// plus reading the canvas back for the software compositor), and each
// full-screen quad adds one screen of fill.
// Usage: node tests/browser/bench-fill.mjs [frames]   (no server needed)
import { chromium } from 'playwright-core';

const frames = Number(process.argv[2] ?? 40);
const dpr = Number(process.env.BENCH_DPR ?? 3);
const browser = await chromium.launch({
  executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr });
const page = await context.newPage();
await page.setContent('<body style="margin:0"><canvas id="c" style="width:390px;height:844px;display:block"></canvas></body>');

const cases = [
  ['clear only, depth buffer', { depth: true, quads: 0 }],
  ['clear only, no depth buffer', { depth: false, quads: 0 }],
  ['clear + 1 opaque quad', { depth: false, quads: 1, blend: false }],
  ['clear + 1 blended quad', { depth: false, quads: 1, blend: true }],
  ['clear + 3 blended quads', { depth: false, quads: 3, blend: true }],
  ['clear + 6 blended quads', { depth: false, quads: 6, blend: true }],
  // As the page draws now: the canvas keeps its pixels, and a frame redraws
  // only a part of it (a scissor box of `part` of the screen).
  ['kept canvas, 1 blended quad over 1 %', { depth: false, quads: 1, blend: true, keep: true, part: 0.01 }],
  ['kept canvas, 1 blended quad over 10 %', { depth: false, quads: 1, blend: true, keep: true, part: 0.1 }],
  ['kept canvas, 4 blended quads over 10 %', { depth: false, quads: 4, blend: true, keep: true, part: 0.1 }],
];
for (const [name, opts] of cases) {
  const ms = await page.evaluate(([o, n, ratio]) => new Promise((done) => {
    // A fresh canvas per case: context attributes are fixed at creation.
    const old = document.getElementById('c');
    const c = old.cloneNode();
    old.replaceWith(c);
    c.width = 390 * ratio;
    c.height = 844 * ratio;
    const gl = c.getContext('webgl', { alpha: false, antialias: false, depth: o.depth, stencil: false, premultipliedAlpha: true, preserveDrawingBuffer: !!o.keep });
    const sh = (type, src) => { const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); return s; };
    const p = gl.createProgram();
    gl.attachShader(p, sh(gl.VERTEX_SHADER, 'attribute vec2 a; void main() { gl_Position = vec4(a, 0.0, 1.0); }'));
    gl.attachShader(p, sh(gl.FRAGMENT_SHADER, 'precision mediump float; uniform vec4 u; void main() { gl_FragColor = u; }'));
    gl.linkProgram(p);
    gl.useProgram(p);
    gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]), gl.STATIC_DRAW);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    const u = gl.getUniformLocation(p, 'u');
    if (o.blend) { gl.enable(gl.BLEND); gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA); }
    const times = [];
    const tick = (t) => {
      times.push(t);
      if (o.keep) {
        gl.enable(gl.SCISSOR_TEST);
        gl.scissor(0, 0, c.width, Math.round(c.height * o.part));
      } else {
        gl.clearColor(0.1, 0.05, 0.1, 1);
        gl.clear(gl.COLOR_BUFFER_BIT | (o.depth ? gl.DEPTH_BUFFER_BIT : 0));
      }
      for (let q = 0; q < o.quads; ++q) { gl.uniform4f(u, 0.3, 0.1 * q + 0.01 * (times.length % 9), 0.2, 0.5); gl.drawArrays(gl.TRIANGLES, 0, 6); }
      if (times.length > n) {
        const gaps = times.slice(1).map((x, i) => x - times[i]).sort((a, b) => a - b);
        done(gaps[Math.floor(gaps.length / 2)]);
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }), [opts, frames, dpr]);
  console.log(`DPR ${dpr} (${390 * dpr}x${844 * dpr}) ${name}: median frame ${ms.toFixed(1)} ms (${(1000 / ms).toFixed(1)} fps)`);
}
await browser.close();
