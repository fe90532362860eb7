// The review of a finished game (issue 20 §2): the chart of each seat's
// chance to win is the same for the same game (computed twice, in two
// browser contexts, the second from the game's link); progress is reported
// and Stop interrupts it (Continue goes on from there); the three worst
// decisions are the human seat's own costliest (its move against the
// better one, issue 34 §9), named in words, and each opens the replay at
// its move; Play on from here starts a playable local game at that
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

// The seat's decisions (more than one choice) ranked by what each cost it
// (issue 34 §9: the move played against the better one, from what the seat
// knew then), recomputed from the costs the review reports.
function expectedCostliest(r) {
  return r.costs.filter((c) => c.better !== c.played && c.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.at - b.at).slice(0, 3).map((c) => c.at);
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
  assert.ok(Math.abs(stopped.progress - 0.3 * stopped.chances.length / (N + 1)) < 1e-3, "progress: the moves answered (the chart is its first 30 %)");
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
  // Every decision of the seat is measured, and the costliest are the
  // seat's own, ranked by their cost, apart from the rest.
  assert.deepEqual(first.decisions, first.movers.slice(0, N).map((m, k) => k)
    .filter((k) => first.movers[k] === first.seat && first.choices[k] >= 2), 'the seat\'s decisions');
  assert.deepEqual(first.costs.map((c) => c.at), first.decisions);
  for (const c of first.costs) {
    assert.equal(c.played, save.actions[c.at], `move ${c.at}: the move played`);
    assert.ok(c.low <= c.cost + 1e-4 && c.cost <= c.high + 1e-4, `move ${c.at}: ${c.low} <= ${c.cost} <= ${c.high}`);
    if (c.better === c.played) assert.equal(c.worlds, 0, 'nothing better: nothing to measure');
    else assert.ok(c.worlds >= PLAYOUTS && c.worlds <= first.max_worlds, `move ${c.at}: ${c.worlds} worlds`);
  }
  assert.equal(first.settled, true);
  assert.deepEqual(first.worst.map((w) => w.at), expectedCostliest(first), 'the seat\'s costliest decisions');
  const top = first.costs.filter((c) => first.worst.some((w) => w.at === c.at));
  const rest = first.costs.filter((c) => c.better !== c.played && !top.includes(c));
  const topLow = Math.min(...top.map((c) => c.low)), restHigh = Math.max(0, ...rest.map((c) => c.high));
  const apart = topLow > restHigh;
  // Still in contention: a top one reaching down to the rest, or another
  // reaching up to the top. Each such had all the worlds it may have.
  const contending = [...top.filter((c) => c.low <= restHigh), ...rest.filter((c) => c.high >= topLow)];
  if (first.clear) assert.ok(apart, 'clear: the three stand apart');
  assert.deepEqual(contending.filter((c) => c.worlds < first.max_worlds), [],
    `the three stand apart from the rest, or those that do not had their ${first.max_worlds} worlds`);
  // Each button names both moves in words, and what it cost.
  const reviewWords = JSON.parse(readFileSync(new URL('../../assets/i18n-on-use/review/en.json', import.meta.url)));
  const drawn = await page.evaluate(async () => { await window.tabula.nextFrame(); return window.tabula.texts().map((t) => t.text); });
  for (const w of first.worst) {
    assert.ok(w.better !== w.played && w.cost > 0, 'a costly decision');
    for (const words of [w.played_words, w.better_words]) assert.ok(words && !/[{}]/.test(words), `words: "${words}"`);
    assert.ok(drawn.some((t) => t.startsWith(reviewWords.better.split('{')[0]) && t.length > reviewWords.better.length - 6), 'the better move, drawn');
    assert.ok(drawn.some((t) => t.includes(`${Math.round(w.cost * 100)}%`)), `its cost ${w.cost}, drawn`);
  }
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

  // In a blog's 360x640 embed the panel fits above the replay's controls:
  // the three decisions, Play on and Back all tappable, none under them.
  const embed = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const small = await embed.newPage();
  await small.goto(link.replace('#', '#embed=1&'));
  await small.waitForFunction(() => window.tabula && window.tabula.ready);
  await small.evaluate(() => window.tabula.ready);  // (replay() exists once the engine is up: CI rehearsal 7)
  await small.waitForFunction(() => window.tabula.replay());
  await reviewToEnd(small);
  await small.evaluate(() => window.tabula.nextFrame());
  const L = await small.evaluate(() => window.tabula.layout());
  const controls = Math.min(...Object.entries(L).filter(([k]) => /^replay:(start|back|play|forward|end)$/.test(k)).map(([, r]) => r.y));
  const panel = Object.entries(L).filter(([k]) => /^review:(worst:\d|close|play-on)$/.test(k));
  assert.equal(panel.filter(([k]) => k.startsWith('review:worst:')).length, first.worst.length, 'every costly decision is a button');
  for (const [k, r] of panel) assert.ok(r.y + r.h <= controls && r.h >= 44, `${k} (${JSON.stringify(r)}) is above the controls at ${controls}`);
  await embed.close();

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
  assert.ok(legal.includes(first.worst[0].better), `the better move (${first.worst[0].better}) is legal there`);
  const other = first.worst[0].better;
  assert.deepEqual(await page.evaluate((t) => window.tabula.act(t), other), { ok: true });
  const after = JSON.parse(await page.evaluate(() => window.tabula.save())).actions;
  assert.deepEqual(after.slice(0, at + 1), [...save.actions.slice(0, at), other], 'played on: another decision');
  assert.deepEqual(maker.problems, []);
  await maker.context.close();
});
