// Undo through the page (split from undo.test.mjs, issue 27): undo, then the
// same move again, gives the same game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, idle, legal, act, save } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('Shakespeare: undo then the same move again gives the same game', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '?game=shakespeare&players=1&level=easy&seed=4');
  await idle(page);
  const moves = [];
  for (let i = 0; i < 3; ++i) {
    const l = await legal(page);
    moves.push(l[0]);
    assert.equal((await act(page, l[0])).ok, true);
    await idle(page);
  }
  const after3 = await save(page);
  const r = await page.evaluate(() => window.tabula.undo());
  if (r.ok) {
    assert.ok((await save(page)).actions.length < after3.actions.length);
    assert.equal((await act(page, moves[2])).ok, true);
    await idle(page);
    assert.deepEqual((await save(page)).actions, after3.actions);
  } else {
    assert.match(r.reason, /hidden/);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
