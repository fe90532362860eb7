// Undo through the page (split from undo.test.mjs, issue 27): the arrow in
// the top bar takes back the human's last move and the bots' replies. The
// restored position must be exactly the one before the move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, press, idle, state, legal, act, save } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

for (const device of ['phone', 'desktop']) {
  test(`Mykerinos on ${device}: the arrow takes back a cube and the bots' replies`, async () => {
    const { context, page, problems } = await openPage(browser, device, '?game=mykerinos&players=3&humans=1&level=easy&seed=21');
    await idle(page);
    const ids0 = Object.keys(await page.evaluate(() => window.tabula.layout()));
    assert.ok(!ids0.includes('undo'), 'no arrow before the first move');
    const before = await state(page);
    const actions = (await save(page)).actions.length;
    const first = (await legal(page)).find((l) => l.startsWith('new '));
    assert.equal((await act(page, first)).ok, true);
    await idle(page);
    assert.ok((await save(page)).actions.length > actions + 1, 'the bots replied');
    await page.screenshot({ path: `${shots}undo-mykerinos-${device}-before.png` });
    await press(page, device, 'undo');
    await idle(page);
    const back = await state(page);
    assert.deepEqual(back.region, before.region);
    assert.deepEqual(back.seats, before.seats);
    assert.equal((await save(page)).actions.length, actions);
    assert.ok((await legal(page)).includes(first), 'seat 0 is to move again');
    // Ctrl+Z does the same after a second move.
    assert.equal((await act(page, first)).ok, true);
    await idle(page);
    if (device === 'desktop') {
      await page.keyboard.press('Control+z');
      await page.evaluate(() => window.tabula.nextFrame());
      await idle(page);
      assert.equal((await save(page)).actions.length, actions);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}
