// The start screen offers "Learn to play" in the reader's language (issue 21;
// moved from lesson.test.mjs, issue 27): Mykerinos's lesson opened from it
// in Hungarian, its first words Hungarian too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, shots } from '../harness.mjs';
import { nextTarget, tapAt } from '../lesson-follow.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

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
