// No frame of a game waits on the GPU process (issue 32: no frame over
// 33 ms during moves). A WebGL call that returns an answer (a shader's
// compile status, a program's link status, an error, pixels) is a round trip
// that waits for every draw queued before it, and in headless Chromium's
// software GPU a queued full screen is some 50 ms: the frame that made it
// took that long on an idle machine and longer on a busy one. SDL's GLES2
// renderer asks such things when it makes a shader program, i.e. the first
// time a texture of a new format is drawn: text and art share one format
// (web/ui/font.cc) so that happens on the first frame, not when the art
// arrives in the middle of the first moves. Counted from the start screen's
// first frame on: a game started, its art arriving and drawn, a few moves
// with their animations.
// Where the time went, should this fail: tests/browser/profile-moments.mjs
// (PROFILE_TRACE=1 shows each frame's waits on the GPU process).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, devices, launchBrowser, artDrawn, playSomeMoves } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Installed before the page's scripts: each call that waits for an answer,
// named, with whether an animation frame was running it.
function countRoundTrips() {
  window.__roundTrips = [];
  let inFrame = false;
  for (const name of ['getShaderParameter', 'getProgramParameter', 'getError', 'readPixels', 'finish']) {
    for (const proto of [WebGLRenderingContext.prototype, window.WebGL2RenderingContext?.prototype]) {
      if (!proto || !proto[name]) continue;
      const f = proto[name];
      proto[name] = function (...args) {
        window.__roundTrips.push({ name, inFrame, stack: new Error().stack.split('\n').slice(2, 6).join(' | ') });
        return f.apply(this, args);
      };
    }
  }
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => {
    inFrame = true;
    try { return cb(t); } finally { inFrame = false; }
  });
}

for (const game of gameNames()) {
  test(`${game}: after the first frame, no frame waits on the GPU process (art arriving, first moves)`, async () => {
    const context = await browser.newContext(devices.desktop);
    try {
      await context.addInitScript(countRoundTrips);
      const page = await context.newPage();
      const players = await gameData(game, 'artPlayers');
      // The start screen first (it fetches no art): the table's art then
      // arrives while the game is under way, as for a person who chose it.
      await page.goto(`${base}?game=${game}`);
      await page.evaluate(() => window.tabula.ready);
      await page.evaluate(() => window.tabula.nextFrame());
      // What the first frame made (its shader programs) is not counted.
      await page.evaluate(() => { window.__roundTrips.length = 0; });
      await page.evaluate(() => window.tabula.setSpeed(5));
      const r = await page.evaluate((o) => window.tabula.start(o), { game, players, humans: 1, level: 'easy', seed: '5' });
      assert.ok(r.ok, r.reason);
      const art = await artDrawn(page, game);
      assert.equal(art.state, 'ready', `${game}'s art did not load: ${art.error}`);
      await playSomeMoves(page, 3);
      const trips = (await page.evaluate(() => window.__roundTrips)).filter((x) => x.inFrame);
      assert.deepEqual(trips.map((x) => `${x.name} (${x.stack})`), [], `${game}: frames waited on the GPU process`);
    } finally {
      await context.close();
    }
  });
}
