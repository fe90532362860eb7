// "Learn to play" (issue 21, web/app/lesson.cc): each game's guided first
// game, opened at ?game=G&learn=1, followed to its end by its own targets
// (window.tabula.lesson().target, a layout() id): each one on screen and at
// least 44 px both ways, tapped as a finger (phone) would. A tap elsewhere is
// explained and not played; a reload in the middle resumes at the same step;
// Skip goes back to the start screen. Phone (390x844) for every game (the
// 360 px embeds: lesson-embed.test.mjs). Clock at SETTLED_SPEED: only
// settled frames are looked at, so the others' moves and the animations take
// no time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, shots, SETTLED_SPEED } from './harness.mjs';
import { lesson, nextTarget, tapAt, follow, openLesson } from './lesson-follow.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

for (const game of ['mascarade', 'mykerinos', 'shakespeare']) {
  test(`${game}: the lesson is followed to its end on a phone by its own targets`, async () => {
    const { context, page, problems } = await openLesson(browser, 'phone', game);
    const first = await lesson(page);
    assert.equal(first.step, 0);
    assert.ok(first.of >= 10, `${game}: a lesson of ${first.of} steps`);
    await page.screenshot({ path: `${shots}lesson-${game}-phone-start.png` });
    const { taps } = await follow(page, 'phone', game, (l) => l.step >= Math.floor(first.of / 2));
    await page.screenshot({ path: `${shots}lesson-${game}-phone-middle.png` });
    const rest = await follow(page, 'phone', game);
    await page.screenshot({ path: `${shots}lesson-${game}-phone-end.png` });
    const end = await lesson(page);
    assert.equal(end.target, 'lesson:end');
    assert.equal(end.step, end.of);
    assert.ok(end.say.length > 20, 'the lesson ends with words');
    console.log(`${game}: ${taps + rest.taps} taps`);
    // New game (or Play on) is offered at the end; New game goes to the start screen.
    const L = await page.evaluate(() => window.tabula.layout());
    assert.ok(L['lesson:new_game'], 'New game at the end');
    await tapAt(page, 'phone', L['lesson:new_game']);
    assert.equal((await page.evaluate(() => window.tabula.screen())).screen, 'start');
    assert.equal(await lesson(page), null);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('mascarade: a wrong tap is explained and not played; a reload resumes; Skip leaves', async () => {
  const { context, page, problems } = await openLesson(browser, 'phone', 'mascarade');
  // Up to the learner's first "Let it pass", where "It's me!" is on screen too.
  const { last } = await follow(page, 'phone', 'mascarade', (l) => l.target === 'action:decline');
  const before = await page.evaluate(() => ({ log: window.tabula.state().log.length, legal: window.tabula.legal() }));
  assert.ok(before.legal.includes('claim'), 'claiming is legal here');
  const L = await page.evaluate(() => window.tabula.layout());
  assert.ok(L['action:claim'], 'the claim button is drawn (dimmed)');
  await tapAt(page, 'phone', L['action:claim']);
  const after = await lesson(page);
  assert.equal(after.step, last.step, 'the lesson did not move on');
  assert.equal(after.target, 'action:decline');
  assert.ok(after.wrong && after.wrong.length > 10, 'the wrong tap is explained');
  const texts = await page.evaluate(() => window.tabula.texts().map((t) => t.text).join(' '));
  assert.ok(texts.includes(after.wrong.split(' ')[0]), 'the explanation is on screen');
  assert.equal(await page.evaluate(() => window.tabula.state().log.length), before.log, 'nothing was played');
  await page.screenshot({ path: `${shots}lesson-mascarade-phone-wrong.png` });
  // A reload in the middle resumes where the learner was.
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
  const resumed = await nextTarget(page);
  assert.equal(resumed.step, last.step, 'resumed at the same step');
  assert.equal(resumed.target, 'action:decline');
  assert.equal(await page.evaluate(() => window.tabula.state().log.length), before.log);
  // Skip: back to the start screen, and the next lesson starts afresh.
  const S = await page.evaluate(() => window.tabula.layout());
  await tapAt(page, 'phone', S['lesson:skip']);
  assert.equal((await page.evaluate(() => window.tabula.screen())).screen, 'start');
  assert.equal(await lesson(page), null);
  // Skipped, it is not resumed: the URL's learn=1 starts it afresh.
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  assert.equal((await nextTarget(page)).step, 0, 'a skipped lesson starts again from its first step');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the start screen offers Learn to play, in the reader\'s language', async () => {
  const { context, page } = await openPage(browser, 'desktop', '?game=mykerinos&lang=hu');
  await page.evaluate(() => window.tabula.nextFrame());
  const L = await page.evaluate(() => window.tabula.layout());
  assert.ok(L.learn, 'a Learn to play button');
  const texts = await page.evaluate(() => window.tabula.texts().map((t) => t.text));
  assert.ok(texts.includes('Tanuld meg'), 'worded in Hungarian');
  await tapAt(page, 'desktop', L.learn);
  const l = await nextTarget(page);
  assert.equal(l.step, 0);
  await page.waitForFunction(() => /Mykerinosban/.test(window.tabula.lesson().say), null, { timeout: 10000 });
  await page.screenshot({ path: `${shots}lesson-mykerinos-desktop-hu.png` });
  await context.close();
});
