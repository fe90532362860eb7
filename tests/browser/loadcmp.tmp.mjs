// One-off: navigation -> interactive for two served sites, interleaved.
import { chromium } from 'playwright-core';
const [a, b, n = '9'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const res = { a: { start: [], game: [], art: [] }, b: { start: [], game: [], art: [] } };
for (let i = 0; i < Number(n); ++i) {
  for (const [k, base] of [['a', a], ['b', b]]) {
    for (const [what, q] of [['start', ''], ['game', '?game=mascarade&players=5&humans=1&seed=4']]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(base + q);
      res[k][what].push(await page.evaluate(async () => { await window.tabula.ready; return performance.now(); }));
      if (what === 'game') {
        const t = await page.evaluate(async () => {
          for (;;) {
            let r = null;
            try { r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])); } catch (e) { return null; }
            if (r.games.mascarade && r.games.mascarade.state !== 'loading') return performance.now();
            await new Promise((f) => setTimeout(f, 10));
          }
        });
        if (t) res[k].art.push(t);
      }
      await context.close();
    }
  }
}
for (const k of ['a', 'b']) {
  const r = res[k];
  console.log(`${k === 'a' ? a : b}: start screen ready median ${median(r.start).toFixed(0)} ms; game URL ready median ${median(r.game).toFixed(0)} ms` +
    (r.art.length ? `; its art drawn-ready median ${median(r.art).toFixed(0)} ms` : '') + ` (${n} loads each, phone DPR 3)`);
}
await browser.close();
