// Undo is not offered once the game is over (issue 26), played to its end
// in Mykerinos. Split from polish-page.test.mjs (issue 27).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, idle, SETTLED_SPEED } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('Mykerinos: undo is offered during the game and not once it is over', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '?game=mykerinos&players=3&humans=1&level=easy&seed=9',
    { speed: SETTLED_SPEED });
  await idle(page);
  let offered = false;
  for (let i = 0; i < 400; ++i) {
    const s = await page.evaluate(() => window.tabula.state());
    if (s.over) break;
    const l = await page.evaluate(() => window.tabula.legal());
    if (!l.length) { await idle(page); continue; }
    const move = i === 0 ? l.find((x) => x.startsWith('new ')) : (l.includes('pass') ? 'pass' : l[0]);
    assert.equal((await page.evaluate((t) => window.tabula.act(t), move)).ok, true);
    await idle(page);
    if (i === 0) offered = Object.keys(await page.evaluate(() => window.tabula.layout())).includes('undo');
  }
  assert.ok(offered, 'the arrow is there after the first move');
  assert.equal((await page.evaluate(() => window.tabula.state())).over, true, 'the game ended');
  await page.evaluate(() => window.tabula.nextFrame());
  assert.ok(!Object.keys(await page.evaluate(() => window.tabula.layout())).includes('undo'), 'no arrow after the end');
  const r = await page.evaluate(() => window.tabula.undo());
  assert.equal(r.ok, false);
  assert.match(r.reason, /over/);
  await page.screenshot({ path: `${shots}polish-undo-over-desktop.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
