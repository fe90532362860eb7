// A long press that shows help does not swallow the next tap (issue 21,
// moved here from learn.test.mjs, issue 27): the case was a long
// press on Juliet in Shakespeare's starting offer, then a tap to draft her
// that did nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, press, idle, state, longPress as longPressAt } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const layout = (page) => page.evaluate(() => window.tabula.layout());
const screen = (page) => page.evaluate(() => window.tabula.screen());

async function longPress(context, page, id) {
  const r = (await layout(page))[id];
  assert.ok(r, `no ${id}`);
  await longPressAt(context, page, r);
}

test('a long press shows help, and the next tap both closes it and plays', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '?game=shakespeare&players=3&humans=1&level=easy&seed=9');
  await idle(page);
  const target = Object.keys(await layout(page)).find((k) => k.startsWith('action:draft '));
  assert.ok(target, 'a character to draft');
  const before = await state(page);
  await longPress(context, page, target);
  assert.ok((await screen(page)).explain, 'the long press explains the card');
  assert.deepEqual(await state(page), before, 'the long press played nothing');
  // A tap on the explanation itself only closes it.
  const bubble = (await layout(page)).explain;
  assert.ok(bubble, 'the explanation is on screen');
  await press(page, 'phone', 'explain');
  assert.equal((await screen(page)).explain, undefined, 'a tap on it closes it');
  assert.deepEqual(await state(page), before, '...and plays nothing');
  // Again, then a tap on the card: closed and drafted.
  await longPress(context, page, target);
  assert.ok((await screen(page)).explain);
  await press(page, 'phone', target);
  assert.equal((await screen(page)).explain, undefined, 'the tap closes the explanation');
  const saved = JSON.parse(await page.evaluate(() => window.tabula.save()));
  assert.ok(saved.actions.includes(target.slice('action:'.length)), `the tap drafted: ${saved.actions.join(', ')}`);
  assert.deepEqual(problems, []);
  await context.close();
});
