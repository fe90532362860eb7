// Mascarade's "Learn to play" (issue 21; moved from lesson.test.mjs, issue
// 27): at the learner's first "Let it pass", "It's me!" is drawn too: a tap
// on it is explained and not played; a reload in the middle resumes at the
// same step; Skip goes back to the start screen and the next lesson starts
// afresh. Phone (390x844), clock at SETTLED_SPEED.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, shots, SETTLED_SPEED } from '../harness.mjs';
import { lesson, nextTarget, tapAt, follow, openLesson } from '../lesson-follow.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

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
