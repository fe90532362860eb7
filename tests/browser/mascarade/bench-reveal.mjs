// How long Mascarade's opening reveal shows the cards face up (issue 26):
// a game starts at the clock's own pace, and every animation frame the
// characters' names drawn on the table are counted. Prints, per player count,
// when the faces came up, when they went down, and whether a Ready button
// held them (then "down" is after the Ready tap this script makes at
// HOLD seconds).
//   TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/mascarade/bench-reveal.mjs [players...]
import { readFileSync } from 'node:fs';
import { launchBrowser, openPage } from '../harness.mjs';

const names = Object.values(JSON.parse(readFileSync(new URL('../../../assets/i18n/mascarade/en.json', import.meta.url))).characters)
  .map((c) => c.name);
const HOLD = 6;  // seconds before this script taps Ready, when there is one
const counts = process.argv.slice(2).map(Number).filter(Boolean);
const browser = await launchBrowser();
for (const players of counts.length ? counts : [5, 13]) {
  for (const device of ['phone', 'desktop']) {
    const { context, page } = await openPage(browser, device, '?lang=en', { speed: 1 });
    // The frames are watched in the page; this script taps Ready as a person would.
    await page.evaluate(({ players, names }) => {
      const t0 = performance.now();
      const r = window.__reveal = { up: -1, down: -1, ready: null, done: false };
      window.tabula.start({ game: 'mascarade', players, humans: 1, level: 'easy', seed: 7, lang: 'en' });
      (function watch() {
        const t = (performance.now() - t0) / 1000;
        const faces = window.tabula.texts().filter((x) => names.includes(x.text)).length;
        const b = window.tabula.layout()['v:ready'];
        if (b && !r.ready) r.ready = { x: b.x + b.w / 2, y: b.y + b.h / 2, at: t };
        if (faces >= players && r.up < 0) r.up = t;
        if (r.up >= 0 && faces < players && r.down < 0) r.down = t;
        if (r.down >= 0 || t > 30) { r.done = true; return; }
        requestAnimationFrame(watch);
      })();
    }, { players, names });
    const start = Date.now();
    let tapped = -1;
    for (;;) {
      const r = await page.evaluate(() => window.__reveal);
      if (r.done) break;
      if (r.ready && tapped < 0 && (Date.now() - start) / 1000 > HOLD) {
        tapped = (Date.now() - start) / 1000;
        await (device === 'phone' ? page.touchscreen.tap(r.ready.x, r.ready.y) : page.mouse.click(r.ready.x, r.ready.y));
      }
      await new Promise((res) => setTimeout(res, 20));
    }
    const r = await page.evaluate(() => window.__reveal);
    r.tapped = tapped;
    const f = (x) => (x < 0 ? '-' : `${x.toFixed(2)} s`);
    console.log(`${players} players, ${device}: faces up at ${f(r.up)}, down at ${f(r.down)}` +
      (r.ready ? ` (held by Ready, tapped at ${f(r.tapped)}: ${f(r.down - r.tapped)} after it)` : ` (shown ${f(r.down - r.up)})`));
    await context.close();
  }
}
await browser.close();
