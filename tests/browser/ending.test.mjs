// The end of a game (issue 32 §5, issue 34 §2), for every game of the build,
// through the real page: the game's last move is played at the real clock
// (a finished game of the game's `replay` table, cut one move short), then
//  - the end sequence runs (window.tabula.screen().ending: count, podium,
//    settled), the podium draws the winner's portrait (explained by the
//    winner's name), the fanfare is heard once (window.tabulaSound.played),
//  - "Play again", "Replay" and "Share" are on the panel, in the accessible
//    layer under those names, and each works while the scores still count,
//  - the live region says the winner ("Winner: Carla") exactly once, and
//    "Game over" at most once; the words layer's turn names the winner,
//  - with reduced motion the podium is there, still, on the next frame.
// Prints the frame times of the sequence on the desktop profile (a
// benchmark figure, not an assertion; the games' tests run three at a time,
// so it is taken beside two other pages).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, recordFrames } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameData, gameNames } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const desktop = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };

async function open({ reducedMotion = 'no-preference' } = {}) {
  const context = await browser.newContext({ ...desktop, reducedMotion });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  const prompted = [];
  page.on('dialog', (d) => { prompted.push(d.defaultValue()); d.dismiss(); });
  await page.goto(base + '?lang=en');
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabulaPage.loadAccess());
  await page.waitForFunction(() => window.tabulaAccess);
  return { context, page, problems, prompted };
}

// The finished game of `game`'s replay table (played fast, once per game:
// the first test to ask plays it, on its page; one asking meanwhile waits).
const finished = {};
async function finishedSave(page, game) {
  finished[game] ??= (async () => {
    const { players, seed } = await gameData(game, 'replay');
    await page.evaluate(() => window.tabula.setSpeed(1000));
    return playToEnd(page, { game, players, seed });
  })();
  return finished[game];
}

const screen = (page) => page.evaluate(() => window.tabula.screen());

// The game cut one move short, every seat played here (so no bot moves
// before the test does), then its last move at the real clock. Resolves
// once the game is over; returns the live region's length before that move.
// `quiet`: first wait until the live region has said the import's batch, for
// a test that reads what is said after the move (the first watch only: the
// buttons' and the reduced-motion checks read nothing said, and waited 1.5 s
// or more each for it).
async function lastMove(page, save, { speed = 1, quiet = false } = {}) {
  const seats = save.options.players;
  const table = { ...save.table, humans: [...Array(seats).keys()] };
  const cut = { ...save, table, actions: save.actions.slice(0, -1) };
  await page.evaluate((t) => window.tabula.importSave(t), JSON.stringify(cut));
  await page.evaluate(() => window.tabula.waitIdle(60000));
  assert.equal((await screen(page)).ending, undefined, 'no end sequence before the end');
  // A first press (on the bar's left end, where nothing is): the page may
  // play sounds from now on, and the first board's help line goes.
  await page.mouse.click(4, (await page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().top)) + 24);
  // The live region's batch of the import (and of the game played before
  // it) is said: nothing new said for 1.5 s.
  let mark = quiet ? -1 : await page.evaluate(() => window.tabulaAccess.spoken.length);
  for (let same = quiet ? 0 : 5; same < 5;) {
    await page.waitForTimeout(300);
    const n = await page.evaluate(() => window.tabulaAccess.spoken.length);
    same = n === mark ? same + 1 : 0;
    mark = n;
  }
  await page.evaluate((x) => window.tabula.setSpeed(x), speed);
  const last = save.actions[save.actions.length - 1];
  assert.equal((await page.evaluate((a) => window.tabula.act(a), last)).ok, true, `the last move, ${last}`);
  await page.waitForFunction(() => { const s = window.tabula.state(); return s && (s.over || s.phase === 'over'); }, null, { timeout: 20000 });
  return mark;
}

async function waitPhase(page, phases) {
  await page.waitForFunction((p) => { const e = window.tabula.screen().ending; return e && p.includes(e.phase); }, phases, { timeout: 20000 });
}

// The three buttons, inside the panel and inside the window; the layer
// names them.
async function buttonsThere(page, where) {
  const { layout, names, w, h } = await page.evaluate(() => {
    window.tabulaAccess.update();
    return { layout: window.tabula.layout(), names: window.tabulaAccess.state().choices.map((c) => c.name), w: innerWidth, h: innerHeight };
  });
  const panel = layout.ending;
  assert.ok(panel, `${where}: the end panel is drawn`);
  for (const id of ['play_again', 'ending:replay', 'replay:share']) {
    const r = layout[id];
    assert.ok(r, `${where}: ${id} on screen`);
    assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h && r.h >= 44, `${where}: ${id} in the window, 44 px (${JSON.stringify(r)})`);
  }
  for (const id of ['play_again', 'replay:share']) {
    const r = layout[id];
    assert.ok(r.x >= panel.x && r.x + r.w <= panel.x + panel.w && r.y >= panel.y && r.y + r.h <= panel.y + panel.h, `${where}: ${id} on the panel`);
  }
  for (const name of ['Play again', 'Replay', 'Share']) assert.ok(names.includes(name), `${where}: "${name}" among the choices (${names})`);
}

async function click(page, id) {
  const r = (await page.evaluate(() => window.tabula.layout()))[id];
  assert.ok(r, `no ${id}`);
  await page.mouse.click(r.x + r.w / 2, r.y + r.h / 2);
}

// Three pages at a time, each its own context: a sequence watched at the
// real clock mostly waits on it (the file took 101 s for 55 CPU-s).
describe('the end of a game', { concurrency: 3 }, () => {
  for (const game of gameNames()) {
    test(`${game}: the end sequence -- scores counted, podium, fanfare, the winner said once, the buttons working`, async () => {
      const { context, page, problems, prompted } = await open();
      const save = await finishedSave(page, game);
      await page.evaluate(() => window.tabula.setSpeed(1));

      // 1. The whole sequence, watched.
      await recordFrames(page);
      const mark = await lastMove(page, save, { quiet: true });
      await waitPhase(page, ['count', 'podium']);
      await buttonsThere(page, `${game} while counting`);
      await page.screenshot({ path: `${shots}ending-${game}-counting.png` });
      await waitPhase(page, ['settled']);
      const frames = await page.evaluate(() => { window.__stop = true; return window.__frames.map((f) => f[0]); });
      await buttonsThere(page, `${game} settled`);
      await page.screenshot({ path: `${shots}ending-${game}-settled.png` });
      const s = await screen(page);
      assert.equal(s.ending.still, false, 'it moved');
      assert.equal(s.animating, undefined, 'settled: nothing moves');
      // The podium: the winner's portrait, explained by the winner's name.
      const turn = await page.evaluate(() => window.tabulaAccess.state().turn);
      const obs = await page.evaluate(() => window.tabula.state());
      const names = await page.evaluate((w) => w.map((x) => window.tabulaAccess.state().names[x]), obs.winners);
      assert.ok(names.length >= 1, 'someone won');
      assert.equal(turn, `${names.length > 1 ? 'Shared win' : 'Winner'}: ${names.join(', ')}`, 'the words layer names the winner');
      const panel = (await page.evaluate(() => window.tabula.layout())).ending;
      const portraits = (await page.evaluate(() => window.tabula.explains())).filter((e) => names.includes(e.title));
      assert.ok(portraits.some((e) => e.x >= panel.x && e.y >= panel.y && e.y + e.h <= panel.y + panel.h && e.w >= 30),
        `the winner's portrait on the podium (${JSON.stringify(portraits)})`);
      assert.ok((await page.evaluate(() => window.tabula.texts())).some((t) => t.text === turn), 'the winner written on the panel');
      // The fanfare, once; no other end sound.
      await page.waitForFunction(() => window.tabulaSound && window.tabulaSound.played.includes('fanfare'), null, { timeout: 10000 });
      const played = await page.evaluate(() => window.tabulaSound.played.slice());
      assert.equal(played.filter((x) => x === 'fanfare').length, 1, `one fanfare (${played})`);
      assert.ok(!played.includes('end'), `no second end sound (${played})`);
      // The live region: the winner once, "Game over" at most once.
      await page.waitForTimeout(1200);
      const spoken = (await page.evaluate(() => window.tabulaAccess.spoken.slice())).slice(mark).join('\n');
      const count = (text, what) => text.split(what).length - 1;
      assert.equal(count(spoken, turn), 1, `the winner said once: ${JSON.stringify(spoken)}`);
      assert.ok(count(spoken, 'Game over') <= 1, `"Game over" said at most once: ${JSON.stringify(spoken)}`);
      const gaps = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
      console.log(`# ending ${game} desktop 1366x768: ${gaps.length} frames, longest ${gaps.at(-1)?.toFixed(1)} ms, p95 ${gaps[Math.floor(gaps.length * 0.95)]?.toFixed(1)} ms, over 33 ms: ${gaps.filter((g) => g > 33.4).length}`);

      // 2. Share, Replay and Play again while the scores are still counting.
      await lastMove(page, save);
      await waitPhase(page, ['count']);
      await click(page, 'replay:share');
      await page.waitForFunction(() => window.tabula.notices().some((n) => n.startsWith('Link copied')), null, { timeout: 10000 })
        .catch(() => {});
      const copied = (await page.evaluate(() => window.tabula.notices())).some((n) => n.startsWith('Link copied'));
      const link = copied ? await page.evaluate(() => navigator.clipboard.readText()) : prompted.at(-1);
      assert.match(String(link), /#replay=/, 'Share made the game\'s link');

      await lastMove(page, save);
      await waitPhase(page, ['count']);
      await click(page, 'ending:replay');
      await page.waitForFunction(() => !!window.tabula.replay(), null, { timeout: 5000 });
      assert.equal((await screen(page)).ending, undefined, 'the replay has no end panel');

      await page.evaluate(() => window.Module.ccall('tabula_tap', 'number', ['string'], ['replay:leave']));
      await lastMove(page, save);
      await waitPhase(page, ['count']);
      await click(page, 'play_again');
      await page.waitForFunction(() => { const s = window.tabula.state(); return s && !s.over && s.phase !== 'over'; }, null, { timeout: 5000 });
      assert.equal((await screen(page)).ending, undefined, 'a new game');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test(`${game}: with reduced motion the podium is there at once, still`, async () => {
      const { context, page, problems } = await open({ reducedMotion: 'reduce' });
      const save = await finishedSave(page, game);
      await lastMove(page, save);
      await page.waitForFunction(() => !!window.tabula.screen().ending, null, { timeout: 10000 });
      await page.evaluate(() => window.tabula.nextFrame());
      const s = await screen(page);
      assert.deepEqual([s.ending.phase, s.ending.still, s.animating], ['settled', true, undefined], JSON.stringify(s));
      // The totals are written at once: no count-up on the way.
      const first = await page.evaluate(() => window.tabula.texts().map((t) => t.text).join('|'));
      await page.waitForTimeout(500);
      await page.evaluate(() => window.tabula.nextFrame());
      assert.equal(await page.evaluate(() => window.tabula.texts().map((t) => t.text).join('|')), first, 'nothing changes: still');
      await buttonsThere(page, `${game} reduced motion`);
      await page.screenshot({ path: `${shots}ending-${game}-still.png` });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
