// "Learn to play" (issue 21) in a 360 px embed: each lesson followed to its
// end by its own targets (lesson-follow.mjs), each on screen and at least
// 44 px, at 360x800 as the embed asks its page to size it (the board's
// 640 px and the narrator's panel): the games whose game.mjs says
// lessonEmbedEveryRun (long lessons, where the embed could overflow), the
// others with TABULA_BROWSER_FULL=1 (their phone run in lesson.test.mjs
// covers their steps). A game without the entry fails here.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, shots, full } from './harness.mjs';
import { lesson, follow, openLesson } from './lesson-follow.mjs';
import { gameData, gameNames } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const embedGames = [];
for (const game of gameNames()) {
  const everyRun = await gameData(game, 'lessonEmbedEveryRun');
  if (full || everyRun) embedGames.push(game);
}
for (const game of embedGames) {
  test(`${game}: the lesson in a 360 px embed, to its end`, async () => {
    const { context, page, problems } = await openLesson(browser, 'phone', game, '&embed=1', { width: 360, height: 800 });
    await page.screenshot({ path: `${shots}lesson-${game}-embed-360-start.png` });
    await follow(page, 'phone', `${game} embed`, (l) => l.step >= 8);
    await page.screenshot({ path: `${shots}lesson-${game}-embed-360-middle.png` });
    await follow(page, 'phone', `${game} embed`);
    assert.equal((await lesson(page)).target, 'lesson:end');
    assert.deepEqual(problems, []);
    await context.close();
  });
}
