// The live region reads every log line (issue 34 §4): a whole game of each
// game, one seat played at random and the bots the others, heard through shell/page-access.js's polite live
// region (window.tabulaAccess.spoken, what it said): every line of the final
// log is read as it finally stands, at least as often as the log holds it,
// and no line more often than it newly appeared on screen (counted every
// frame): a line that grew or was reworded, an extension's "places cubes on
// b6, a6", is read again as it now is, and never the same words twice for
// one appearance. (Counting against the final log alone failed one run in
// three under load: "Anna places a cube on b2." was two events of one game,
// the second grown into "cubes on b2, b3" -- read rightly, once each.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, launchBrowser, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';
import { playToEnd } from './replay-harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

for (const game of gameNames()) {
  test(`${game}: every log line of a whole game is read in the live region, once`, async () => {
    const players = await gameData(game, 'accessPlayers');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
    await page.goto(`${base}?game=${game}&lang=en`);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabulaPage.loadAccess());
    await page.waitForFunction(() => window.tabulaAccess);
    await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
    // Each line's appearances: how often its count in the log rose from one
    // frame to the next (the layer reads what a frame left on screen).
    await page.evaluate(() => {
      const appeared = window.appeared = {};
      let before = {};
      (function frame() {
        const now = {};
        for (const l of window.tabula.log()) now[l] = (now[l] ?? 0) + 1;
        for (const l in now) if (now[l] > (before[l] ?? 0)) appeared[l] = (appeared[l] ?? 0) + now[l] - (before[l] ?? 0);
        before = now;
        requestAnimationFrame(frame);
      })();
    });
    // One seat plays at random, the bots the others (replay-harness.mjs).
    await playToEnd(page, { game, players, seed: 9 });
    // The region reads a burst once it is over (700 ms after its last line).
    await page.waitForFunction(() => {
      const said = window.tabulaAccess.spoken.join('\n');
      return window.tabula.log().every((l) => said.includes(l));
    }, null, { timeout: 5000, polling: 100 }).catch(() => {});
    await page.waitForTimeout(900);
    const { spoken, log, appeared } = await page.evaluate(() => ({ spoken: window.tabulaAccess.spoken, log: window.tabula.log(), appeared: window.appeared }));
    const heard = new Map();
    for (const l of spoken.join('\n').split('\n')) heard.set(l, (heard.get(l) ?? 0) + 1);
    const want = new Map();
    for (const l of log) want.set(l, (want.get(l) ?? 0) + 1);
    const wrong = [...want].filter(([l, n]) => (heard.get(l) ?? 0) < n)
      .map(([l, n]) => `"${l}": in the log ${n}x, read ${heard.get(l) ?? 0}x`);
    for (const [l, n] of heard) {
      if (want.has(l) && n > (appeared[l] ?? 0)) wrong.push(`"${l}": appeared ${appeared[l] ?? 0}x, read ${n}x`);
    }
    console.log(`# ${game}: ${log.length} log lines, ${wrong.length} not read as often as they appeared`);
    assert.deepEqual(wrong, [], `${game}: log lines not read once each`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
