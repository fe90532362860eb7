// Benchmark (not a test): how long a review takes on this machine, per game.
// Plays a game of each to its end (bots and the human seat's seeded walk, as
// replay-harness.mjs plays), opens its replay and its review with the
// default worlds per move (web/app/review.cc), and times it to the end in
// the bots' worker. Prints one line per game: moves, worlds a move, seconds.
// Usage: TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/bench-review.mjs [GAME...]
import { launchBrowser, openPage, press, SETTLED_SPEED } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameData, gameNames } from './games.mjs';

// Each game's tables: its bench entry (tests/browser/<game>/game.mjs).
const bench = {};
for (const game of gameNames()) bench[game] = await gameData(game, 'bench');
const setups = Object.fromEntries(gameNames().map((game) => [game, { game, ...bench[game].review }]));
const games = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(setups);
const browser = await launchBrowser();
for (const g of games) {
  const { context, page } = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
  const save = await playToEnd(page, { ...setups[g], level: 'easy' });
  await press(page, 'desktop', 'replay:open');
  const t0 = Date.now();
  await press(page, 'desktop', 'review:open');
  // The phases' ends, as the page reports them: the chart (every decision
  // known), the first cost of each decision, the settling.
  const phase = {};
  for (;;) {
    const r = await page.evaluate(() => { const r = window.tabula.review(); return r && { done: r.done, failed: r.failed, decisions: (r.decisions || []).length, costs: (r.costs || []).length }; });
    const t = (Date.now() - t0) / 1000;
    if (r && r.decisions > 0 && phase.chart === undefined) phase.chart = t;
    if (r && r.decisions > 0 && r.costs >= r.decisions && phase.costs === undefined) phase.costs = t;
    if (!r || r.done || r.failed) break;
    if (t > 20 * 60) throw new Error('review not done in 20 minutes');
    await new Promise((ok) => setTimeout(ok, 200));
  }
  const s = (Date.now() - t0) / 1000;
  const r = await page.evaluate(() => window.tabula.review());
  console.log(`${g} ${setups[g].players}p: ${save.actions.length} moves, ${r.playouts} worlds a move, review ${r.failed ? 'FAILED' : 'done'} in ${s.toFixed(1)} s` +
    ` (${(s * 1000 / (save.actions.length + 1)).toFixed(0)} ms a move; chart ${phase.chart?.toFixed(1)} s, ` +
    `costs ${((phase.costs ?? s) - (phase.chart ?? 0)).toFixed(1)} s, settling ${(s - (phase.costs ?? s)).toFixed(1)} s)`);
  await context.close();
}
await browser.close();
