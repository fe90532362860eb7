// The expert searches in a Web Worker (web/think/think.cc, run by
// shell/think-worker.js; web/platform/thinker.cc), or, where the page has no
// worker, a slice a frame on the main thread (web/app/local_table.cc,
// think_bot):
//  - the page keeps drawing while it thinks, either way: nine gaps in ten
//    between animation frames while it thinks are under 250 ms -- or, on a
//    machine so loaded that frames without any thinking already come that
//    late, under twice theirs -- and none reaches a second, or three times
//    the worst without thinking (a search in one call takes 100-1500 ms in
//    wasm, several times more under load);
//  - the worker decides what the page would: a game against worker bots and
//    one against main-thread bots are the same game;
//  - a worker that cannot load (think-worker.js missing) leaves the page
//    thinking on its main thread, and the game goes on;
//  - an undo while it thinks (or once it has decided, before it plays)
//    drops its search: the game then goes on
//    exactly as one in which the undone move was never played (a decision
//    thought out for the old position would make it differ, or be illegal).
import test from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, recordFrames } from './harness.mjs';
import { gameData, gamesWith } from './games.mjs';

// The game the expert is tested at: the first with an expertTable (tests/browser/<game>/game.mjs).
const [expertGame] = await gamesWith('expertTable');
if (!expertGame) throw new Error('no game of the build has an expertTable (tests/browser/<game>/game.mjs)');
const table = { game: expertGame, players: (await gameData(expertGame, 'expertTable')).players, humans: 1, level: 'expert', seed: '11' };

const thinking = (page) => page.evaluate(() => !!(window.tabula.screen().bot || {}).thinking);
const legal = (page) => page.evaluate(() => window.tabula.legal());

// Waits until the human seat is to play (the bots have moved). These tests
// stop a few turns into a game, so no game ends under them: an empty list
// is never an answer (on a loaded CI machine botsIdle() was once true for a
// moment after an act with the human not yet to play, and the old "the game
// is over" shortcut returned [] there).
async function humanTurn(page, ms = 60000) {
  const until = Date.now() + ms;
  for (;;) {
    const l = await legal(page);
    if (l.length) return l;
    assert.ok(Date.now() < until, 'the bots did not move within a minute');
    await page.waitForTimeout(20);
  }
}

// Plays three human turns (the first legal action each) against the
// expert, recording frames; checks the gaps between frames begun while a bot
// thought (at least `minFrames` of them) and returns the bots' report.
async function playWhileRecording(page, minFrames) {
  await page.evaluate(() => window.tabula.setSpeed(1));
  assert.equal((await page.evaluate((t) => window.tabula.start(t), table)).ok, true);
  await recordFrames(page);
  for (let turns = 0; turns < 3; ++turns) {
    const l = await humanTurn(page);
    assert.equal((await page.evaluate((a) => window.tabula.act(a), l[0])).ok, true);
  }
  await humanTurn(page);
  const { frames, bot } = await page.evaluate(() => {
    window.__stop = true;
    return { frames: window.__frames, bot: window.tabula.screen().bot };
  });
  const gaps = [], idleGaps = [];
  for (let i = 1; i < frames.length; ++i) (frames[i - 1][1] ? gaps : idleGaps).push(frames[i][0] - frames[i - 1][0]);
  assert.ok(gaps.length >= minFrames, `frames were drawn while it thought (${gaps.length})`);
  // Most frames come on time: the 90th percentile of the gaps while it
  // thought, against the same of the frames without thinking. One late frame
  // on a loaded CI machine (the sanitizer lane runs beside this) is not the
  // search: a CI run once saw 633 ms against 267 without thinking, with the
  // slices working. A whole search in one call (100-1500 ms) still shows.
  const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(0.9 * (xs.length - 1))] ?? 0;
  const late = p90(gaps), lateIdle = p90(idleGaps);
  assert.ok(late < Math.max(250, 2 * lateIdle),
    `90th percentile gap between frames while the expert thought: ${late.toFixed(0)} ms (without thinking: ${lateIdle.toFixed(0)} ms)`);
  const worst = Math.max(...gaps), worstIdle = Math.max(0, ...idleGaps);
  assert.ok(worst < Math.max(1000, 3 * worstIdle),
    `longest gap between frames while the expert thought: ${worst.toFixed(0)} ms (without thinking: ${worstIdle.toFixed(0)} ms)`);
  return bot;
}

test('the page keeps drawing while the expert thinks in its worker', async () => {
  const browser = await launchBrowser();
  try {
    const { page, problems } = await openPage(browser, 'phone');
    // A worker's decision takes a few frames (its search is 20-100 ms).
    const bot = await playWhileRecording(page, 2);
    const searches = bot.decisions_where.filter((w) => w === 'worker').length;
    assert.ok(searches >= 2, `the worker made the expert's decisions (${bot.decisions_where})`);
    assert.deepEqual(bot.decisions_where.filter((w, i) => w === 'page' && bot.decisions_slices[i] > 1), [],
      'no search ran on the main thread');
    assert.deepEqual(problems, [], 'page problems');
  } finally {
    await browser.close();
  }
});

test('without a worker the expert thinks a slice a frame, and the page keeps drawing', async () => {
  const browser = await launchBrowser();
  try {
    const { page, problems } = await openPage(browser, 'phone');
    await page.evaluate(() => { window.tabulaThinker = 'page'; });
    // Slices stretch a decision over many frames.
    const bot = await playWhileRecording(page, 10);
    assert.ok(!bot.decisions_where.includes('worker'), `no worker was asked (${bot.decisions_where})`);
    const searched = bot.decisions_slices.filter((n) => n > 1).length;
    assert.ok(searched >= 2, `the expert searched over several frames (slices: ${bot.decisions_slices})`);
    assert.deepEqual(problems, [], 'page problems');
  } finally {
    await browser.close();
  }
});

test('a worker that cannot load leaves the search on the page, and the game goes on', async () => {
  const browser = await launchBrowser();
  try {
    const { page, problems } = await openPage(browser, 'phone');
    let asked = 0;
    await page.context().route('**/think-worker.js', (route) => { ++asked; return route.fulfill({ status: 404, body: 'gone' }); });
    assert.equal((await page.evaluate((t) => window.tabula.start(t), table)).ok, true);
    for (let turns = 0; turns < 2; ++turns) {
      const l = await humanTurn(page);
      assert.equal((await page.evaluate((a) => window.tabula.act(a), l[0])).ok, true);
    }
    await humanTurn(page);
    const bot = await page.evaluate(() => window.tabula.screen().bot);
    assert.equal(asked, 1, 'the page asked for the worker once, then kept to its main thread');
    assert.ok(bot.decisions_where.length >= 2 && bot.decisions_where.every((w) => w === 'page'),
      `every decision was the page's (${bot.decisions_where})`);
    // The 404 itself is the only complaint.
    assert.deepEqual(problems.filter((p) => !/404|think-worker/.test(p)), [], 'page problems');
  } finally {
    await browser.close();
  }
});

test('an undo while the expert thinks drops its search; the worker decides what the page would', async () => {
  const browser = await launchBrowser();
  try {
    const a = await openPage(browser, 'phone');
    const b = await openPage(browser, 'phone');
    // Table b's bots think on its main thread: the same game both ways is
    // also the proof that the worker decides what the page would.
    await b.page.evaluate(() => { window.tabulaThinker = 'page'; });
    for (const p of [a.page, b.page]) assert.equal((await p.evaluate((t) => window.tabula.start(t), table)).ok, true);
    // Both reach the human's first turn the same way.
    const first = await humanTurn(a.page);
    assert.deepEqual(await humanTurn(b.page), first, 'both tables reach the same first turn');
    assert.ok(first.length > 1, 'the human has a choice');
    // Table a plays one action, undoes it while the bot thinks, then plays
    // another; table b plays only the other. Table a's clock nearly stops
    // meanwhile, so the bot (which thinks on real time) cannot play before
    // the undo however loaded the machine is; it may finish its search.
    await a.page.evaluate(() => window.tabula.setSpeed(0.001));
    const decided = (p) => p.evaluate(() => (window.tabula.screen().bot || { decisions_ms: [] }).decisions_ms.length);
    const before = await decided(a.page);
    assert.equal((await a.page.evaluate((x) => window.tabula.act(x), first[0])).ok, true);
    const until = Date.now() + 20000;
    while (!(await thinking(a.page)) && (await decided(a.page)) === before) {
      assert.ok(Date.now() < until, 'the expert never started thinking');
      await a.page.waitForTimeout(5);
    }
    const undo = await a.page.evaluate(() => window.tabula.undo());
    assert.equal(undo.ok, true, JSON.stringify(undo));
    assert.deepEqual(await legal(a.page), first, 'the human is to play again');
    await a.page.evaluate(() => window.tabula.setSpeed(25));
    const other = first[first.length - 1];
    for (const p of [a.page, b.page]) assert.equal((await p.evaluate((x) => window.tabula.act(x), other)).ok, true);
    const next = await humanTurn(a.page);
    assert.deepEqual(await humanTurn(b.page), next, 'both tables reach the same next turn');
    const save = (p) => p.evaluate(() => JSON.parse(window.tabula.save()).actions);
    assert.deepEqual(await save(a.page), await save(b.page), 'the bots answered the new position, not the undone one');
    assert.deepEqual(a.problems, [], 'table a: page problems');
    assert.deepEqual(b.problems, [], 'table b: page problems');
  } finally {
    await browser.close();
  }
});
