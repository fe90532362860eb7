// Undo through the page (split from undo.test.mjs, issue 27): refused with a
// notice once something hidden has come to light (a peek).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, press, idle, legal, act, save } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('Mascarade: after a peek the arrow is dimmed and says why', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '?game=mascarade&players=5&humans=1&level=easy&seed=11');
  for (let i = 0; i < 40; ++i) {
    await idle(page);
    const l = await legal(page);
    if (l.includes('peek')) break;
    assert.equal((await act(page, l.find((x) => x.startsWith('swap')) ?? l[0])).ok, true);
  }
  assert.ok((await legal(page)).includes('peek'), 'seat 0 may peek');
  const actions = (await save(page)).actions.length;
  assert.equal((await act(page, 'peek')).ok, true);
  await idle(page);
  await press(page, 'phone', 'undo');
  const notices = await page.evaluate(() => window.tabula.notices());
  assert.ok(notices.some((n) => /hidden/.test(n)), `a notice says why: ${notices.join(' | ')}`);
  assert.ok((await save(page)).actions.length > actions, 'nothing was taken back');
  await page.screenshot({ path: `${shots}undo-refused-phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
