// "Learn to play" (issue 21, web/app/lesson.cc): each game's guided first
// game, opened at ?game=G&learn=1, followed to its end by its own targets
// (window.tabula.lesson().target, a layout() id): each one on screen and at
// least 44 px both ways, tapped as a finger (phone) would. A tap elsewhere is
// explained and not played; a reload in the middle resumes at the same step;
// Skip goes back to the start screen (those on one game's lesson, in
// tests/browser/<game>/lesson-*.test.mjs). Phone (390x844) for every game of
// the build (games.mjs; the 360 px embeds: lesson-embed.test.mjs). Clock at
// SETTLED_SPEED: only settled frames are looked at, so the others' moves and
// the animations take no time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, shots } from './harness.mjs';
import { lesson, tapAt, follow, openLesson } from './lesson-follow.mjs';
import { gameNames } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

for (const game of gameNames()) {
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
