// The review of a finished game (issue 20 §2): the chart of each seat's
// chance to win is the same for the same game (computed twice, in two
// browser contexts, the second from the game's link); progress is reported
// and Stop interrupts it (Continue goes on from there); the three worst
// decisions are the human seat's own largest drops and each opens the
// replay at its move; Play on from here starts a playable local game at that
// position. Short on purpose: a 3-player game (the first of the build's
// list to seat 3) and a few worlds a move (window.tabulaReviewPlayouts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base, launchBrowser, openPage, press, SETTLED_SPEED } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameFor } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const PLAYOUTS = 6;
const review = (page) => page.evaluate(() => window.tabula.review());
const replay = (page) => page.evaluate(() => window.tabula.replay());
const tap = (page, id) => press(page, 'desktop', id);

// Opens the review of the replay on screen and waits for it to finish.
async function reviewToEnd(page) {
  await page.evaluate((n) => { window.tabulaReviewPlayouts = n; }, PLAYOUTS);
  await tap(page, 'review:open');
  await page.waitForFunction(() => { const r = window.tabula.review(); return r && (r.done || r.failed); }, null, { timeout: 60000, polling: 100 });
  const r = await review(page);
  assert.equal(r.failed, false);
  return r;
}

// The seat's decisions (more than one choice) ranked by how much they
// lowered its chance, recomputed from the chart itself.
function expectedWorst(r) {
  const drops = [];
  for (let k = 0; k < r.of; ++k) {
    if (r.movers[k] !== r.seat || r.choices[k] < 2) continue;
    const d = r.chances[k][r.seat] - r.chances[k + 1][r.seat];
    if (d > 1e-9) drops.push({ at: k, d });
  }
  drops.sort((a, b) => b.d - a.d || a.at - b.at);
  return drops.slice(0, 3).map((x) => x.at);
}

test('the review words exist in all four languages (a pack fetched on first use)', () => {
  const pack = (l) => JSON.parse(readFileSync(new URL(`../../assets/i18n-on-use/review/${l}.json`, import.meta.url)));
  const en = pack('en');
  for (const l of ['hu', 'es', 'it']) {
    const p = pack(l);
    assert.deepEqual(Object.keys(p).sort(), Object.keys(en).sort(), l);
    for (const k of Object.keys(en)) if (k !== 'decision') assert.notEqual(p[k], en[k], `${l}.${k} is English`);
  }
});

test('a review: progress, Stop and Continue, the same chart twice, the worst decisions, Play on', async () => {
  const maker = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
  const { page } = maker;
  const save = await playToEnd(page, { game: gameFor(3), players: 3, seed: 7 });
  const N = save.actions.length;
  const link = await page.evaluate(() => window.tabula.shareLink());
  assert.equal(typeof link, 'string');
  await tap(page, 'replay:open');
  assert.equal((await replay(page)).of, N);
  assert.equal(await review(page), null, 'no review before one is asked for');

  // Progress, then Stop: nothing more is computed until Continue.
  await page.evaluate(() => { window.tabulaReviewPlayouts = 6; });
  const fetched = [];
  page.on('request', (r) => { if (/i18n\/review\//.test(r.url())) fetched.push(r.url()); });
  await tap(page, 'review:open');
  await page.waitForFunction(() => window.tabula.review().chances.length >= 3, null, { timeout: 30000, polling: 50 });
  await tap(page, 'review:stop');
  const stopped = await review(page);
  assert.equal(stopped.running, false);
  assert.ok(stopped.progress > 0 && stopped.progress < 1, `progress ${stopped.progress}`);
  assert.ok(Math.abs(stopped.progress - stopped.chances.length / (N + 1)) < 1e-6, "progress: the moves answered");
  await page.waitForTimeout(600);
  assert.equal((await review(page)).chances.length, stopped.chances.length, 'Stop stops');
  assert.ok(fetched.some((u) => /i18n\/review\/en\.json/.test(u)), 'the review words are fetched when it opens');
  const texts = await page.evaluate(() => window.tabula.texts().map((t) => t.text));
  const en = JSON.parse(readFileSync(new URL('../../assets/i18n-on-use/review/en.json', import.meta.url)));
  assert.ok(texts.includes(en.title), 'the panel speaks English from its pack');

  // Continue: on from where it stopped, to the end.
  const first = await reviewToEnd(page);
  assert.equal(first.done, true);
  assert.ok(Math.abs(first.progress - 1) < 1e-9);
  assert.equal(first.chances.length, N + 1);
  for (const c of first.chances) {
    assert.equal(c.length, 3);
    assert.ok(Math.abs(c.reduce((a, b) => a + b, 0) - 1) < 1e-3, 'a distribution over the seats (in ten-thousandths)');
  }
  assert.deepEqual(first.chances.slice(0, stopped.chances.length), stopped.chances);
  const winners = (await page.evaluate(() => window.tabula.state())).winners ?? null;
  if (Array.isArray(winners)) for (const w of winners) assert.ok(first.chances[N][w] > 0, 'the end: the winners');
  assert.deepEqual(first.worst.map((w) => w.at), expectedWorst(first), 'the seat\'s own largest drops');
  // At the end there is nothing to play on from.
  assert.ok('review:play-on' in (await page.evaluate(() => window.tabula.layout())), 'Play on from the deal');
  await page.evaluate((n) => window.tabula.seek(n), N);
  await page.evaluate(() => window.tabula.nextFrame());
  assert.ok(!('review:play-on' in (await page.evaluate(() => window.tabula.layout()))), 'no Play on from the end');
  assert.ok(first.worst.length >= 1, 'a random walk makes some costly decision');

  // The same game in a fresh context, from its link: the same chart.
  const fresh = await openPage(browser, 'desktop', link.slice(base.length), { speed: SETTLED_SPEED });
  const second = await reviewToEnd(fresh.page);
  assert.deepEqual(second.chances, first.chances, 'the same chart for the same game');
  assert.deepEqual(second.worst, first.worst);
  assert.deepEqual(fresh.problems, []);
  await fresh.context.close();

  // Each worst decision opens the replay at its move.
  for (let i = 0; i < first.worst.length; ++i) {
    await tap(page, `review:worst:${i}`);
    assert.equal((await replay(page)).at, first.worst[i].at);
    assert.equal((await review(page)).open, false);
    await tap(page, 'review:open');  // done: it opens at once
    assert.equal((await review(page)).open, true);
  }
  // Play on from the worst decision: a new local game there, the human to move.
  const at = first.worst[0].at;
  await tap(page, `review:worst:0`);
  await tap(page, 'review:open');
  await tap(page, 'review:play-on');
  assert.equal(await replay(page), null, 'a game, not a replay');
  const now = JSON.parse(await page.evaluate(() => window.tabula.save()));
  assert.deepEqual(now.actions, save.actions.slice(0, at));
  assert.equal(now.seed, save.seed);
  const legal = await page.evaluate(() => window.tabula.legal());
  assert.ok(legal.length >= 2, 'the decision is the player\'s again');
  const other = legal.find((l) => l !== save.actions[at]);
  assert.deepEqual(await page.evaluate((t) => window.tabula.act(t), other), { ok: true });
  const after = JSON.parse(await page.evaluate(() => window.tabula.save())).actions;
  assert.deepEqual(after.slice(0, at + 1), [...save.actions.slice(0, at), other], 'played on: another decision');
  assert.deepEqual(maker.problems, []);
  await maker.context.close();
});
