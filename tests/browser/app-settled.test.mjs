// What stays on screen is the truth: once a move's animations are over, the
// canvas shows the final state -- never a frame from the middle of a flip,
// a flight or a fade -- at every clock speed. After each move of a played
// game, once idle, two screenshots 300 ms apart must be identical and equal
// to a fresh redraw of the same position. (With a last frame drawn before
// an animation ended, the redraw differs.) That an idle page draws nothing:
// a game's own tests/browser/<game>/idle-frames.test.mjs. The walks run
// three at a time (see the describe below).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, idle, artDrawn } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The canvas's pixels as composited: a clip of the page's screenshot (a
// locator's screenshot first waits for the element to be stable, frames
// this file takes three times a stop).
const canvasShot = async (page) => page.screenshot({
  clip: await page.evaluate(() => { const r = document.getElementById('canvas').getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }),
});

async function settledFrameIsFinal(page, label) {
  await idle(page);
  const a = await canvasShot(page);
  await page.waitForTimeout(300);
  const b = await canvasShot(page);
  await page.evaluate(() => window.Module._tabula_redraw());
  await page.evaluate(() => window.tabula.nextFrame());
  const c = await canvasShot(page);
  if (!a.equals(c)) {
    await page.screenshot({ path: `${shots}settled-fail-${label}.png` });
  }
  assert.ok(a.equals(b), `${label}: the screen changed while idle`);
  assert.ok(a.equals(c), `${label}: the settled frame is not the final state (a redraw differs)`);
}

// Every game of the build, at its table from tests/browser/<game>/game.mjs.
const games = [];
for (const game of gameNames()) {
  const { players, moves } = await gameData(game, 'settledTable');
  games.push([game, `?game=${game}&players=${players}&humans=1&level=easy&seed=5`, moves]);
}

// Three pages at a time, each its own browser context: at speed 1 a page
// mostly waits on the real clock (the bots' pauses, animations of a second
// or more; one game's walk took 46 s of the file's 151 alone), time the
// others' walks now use. What each page checks is its own frames.
describe('every move settles on its final frame', { concurrency: 3 }, () => {
  for (const speed of [1, 6, 25]) {
    for (const [game, query, moves] of games) {
      test(`${game} at speed ${speed}: every move settles on its final frame`, async () => {
        const { context, page, problems } = await openPage(browser, 'desktop', query);
        // The game's art arriving is a change of the screen, not an
        // animation's: under load it came between the two pictures of the
        // start (CI rehearsal of round 18, at speed 1), so it is awaited.
        await artDrawn(page, game);
        await page.evaluate((s) => window.tabula.setSpeed(s), speed);
        await settledFrameIsFinal(page, `${game}-x${speed}-start`);
        for (let i = 0; i < moves; ++i) {
          const legal = await page.evaluate(() => window.tabula.legal());
          if (!legal.length) break;
          const r = await page.evaluate((t) => window.tabula.act(t), legal[(i * 5) % legal.length]);
          assert.equal(r.ok, true);
          await settledFrameIsFinal(page, `${game}-x${speed}-move${i}`);
        }
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }
});
