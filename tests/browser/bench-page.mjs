// Benchmark (not a test): what the page costs a visitor. Run by
// scripts/measure.sh against a served build/wasm/site:
//   - navigation -> interactive (window.tabula.ready), median of N loads
//   - the hard bot's decision time at 13 players, in the browser's wasm
//   - restoring a whole game (what Continue, an import or an undo costs),
//     for each save listed in TABULA_SAVES (comma-separated paths)
// Usage: TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/bench-page.mjs [loads]
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { gameData, gameNames } from './games.mjs';

const base = process.env.TABULA_URL ?? 'http://127.0.0.1:8080/';
const loads = Number(process.argv[2] ?? 7);
const browser = await chromium.launch({
  executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const ready = [];
for (let i = 0; i < loads; ++i) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  await page.goto(base);
  // performance.now() counts from navigation start.
  ready.push(await page.evaluate(async () => { await window.tabula.ready; return performance.now(); }));
  await context.close();
}
console.log(`navigation -> interactive: median ${median(ready).toFixed(0)} ms ` +
  `(min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}, ${loads} loads)`);

const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto(base);
await page.evaluate(() => window.tabula.ready);
// Each game's tables: its bench entry (tests/browser/<game>/game.mjs).
const bench = {};
for (const game of gameNames()) bench[game] = await gameData(game, 'bench');
for (const [game, players] of gameNames().flatMap((g) => bench[g].page.map((n) => [g, n]))) {
  const r = await page.evaluate(([g, n]) => window.tabula.benchBot
    ? window.tabula.benchBot(g, n, 'hard', 200) : null, [game, players]);
  if (r) {
    console.log(`${game} ${players}p hard bot in the browser: median ${r.median_ms.toFixed(1)} ms, ` +
      `worst ${r.max_ms.toFixed(1)} ms over ${r.decisions} decisions`);
  } else {
    console.log('window.tabula.benchBot is missing from this build');
  }
}
for (const path of (process.env.TABULA_SAVES ?? '').split(',').filter(Boolean)) {
  const text = readFileSync(path, 'utf8');
  const save = JSON.parse(text);
  const ms = [];
  for (let i = 0; i < 7; ++i) {
    ms.push(await page.evaluate((t) => {
      const t0 = performance.now();
      window.tabula.importSave(t);
      return performance.now() - t0;
    }, text));
  }
  console.log(`restore a finished ${save.game} ${save.options.players}p game (${save.actions.length} actions): ` +
    `median ${median(ms).toFixed(1)} ms, worst ${Math.max(...ms).toFixed(1)} ms`);
}
await browser.close();
