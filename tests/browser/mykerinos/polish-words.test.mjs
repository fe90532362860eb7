// The words a demanding player trips on (issue 26, "Words"), in Mykerinos:
// a zero-prestige cartouche shows 0, not "·"; counts agree with their number
// ("1 cube", never "1 cubes"); no label is cut off. Split from
// polish-words.test.mjs (issue 27).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, idle, state, SETTLED_SPEED } from '../harness.mjs';
import { assertNoneCut, langs, texts } from '../words.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('Mykerinos: a cartouche worth nothing shows 0, and cube counts agree with their number', async () => {
  // Seed 2's first region has cartouches worth 0 (found by looking, see the assert).
  const { context, page, problems } = await openPage(browser, 'phone', '?game=mykerinos&players=3&humans=1&level=easy&seed=2&lang=en',
    { speed: SETTLED_SPEED });
  await idle(page);
  const s = await state(page);
  const zeros = JSON.stringify(s).match(/"value":0\b/g) || [];
  assert.ok(zeros.length > 0, 'this region has a cartouche worth 0');
  const all = await texts(page);
  assert.ok(!all.includes('·'), 'no "·" for a value');
  assert.ok(all.filter((t) => t === '0').length >= 1, 'a 0 is drawn');
  assert.ok(!all.some((t) => /\b1 (cubes|cards|cylinders|characters)\b/.test(t)), 'no "1 cubes"');
  assertNoneCut(all, 'Mykerinos on a phone');
  await page.screenshot({ path: `${shots}polish-words-zero-phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
