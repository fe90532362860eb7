// A person's seat online is waited for, not "thinking" (issue 24 §4): while
// it is Bob's turn at a Mascarade table, Ann's screen says "Waiting for Bob…"
// (never "Bob is thinking…") and offers no "Faster bots" (it cannot hurry
// a person). Bob's page is at the table and never acts. (In Mascarade's
// folder, issue 27: its opening reveal is part of the case.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from '../harness.mjs';
import { onlineSpec, openOnline } from '../online-harness.mjs';

const spec = onlineSpec();
const open = (device) => openOnline(spec.browser, spec.server, device);

test('Mascarade online: a person to play is "Waiting for Bob…", with no Faster bots', async () => {
  const ann = await open('phone');
  const bob = await open('desktop');
  const table = await ann.page.evaluate(async () => {
    const c = await window.tabula.online.create({ game: 'mascarade', players: 3, bots: [null, null, 'easy'] });
    await window.tabula.online.join({ table: c.table, name: 'Ann' });
    return c.table;
  });
  assert.equal((await bob.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Bob' }), table)).ok, true);
  const view = () => ann.page.evaluate(() => window.tabula.online.view());
  // Ann plays (first legal action) until it is Bob's turn; Bob never acts.
  const limit = Date.now() + 90000;
  for (;;) {
    assert.ok(Date.now() < limit, 'Bob\'s turn came');
    const v = await view();
    if (v && v.started && v.current === 1 && !v.legal.length) break;
    if (v && v.legal.length) await ann.page.evaluate(() => window.tabula.online.act(window.tabula.online.legal()[0]));
    else await ann.page.waitForFunction((n) => window.tabula.online.views() > n, await ann.page.evaluate(() => window.tabula.online.views()), { timeout: 30000 }).catch(() => {});
  }
  const texts = () => ann.page.evaluate(() => window.tabula.texts().map((t) => t.text));
  // Mascarade's opening reveal holds the screen until a person taps Ready
  // (when Bob opens the game, Ann never acted and it is still up).
  const ready = (await ann.page.evaluate(() => window.tabula.layout()))['v:ready'];
  if (ready) await ann.page.touchscreen.tap(ready.x + ready.w / 2, ready.y + ready.h / 2);
  await ann.page.waitForFunction(() => window.tabula.texts().some((t) => t.text === 'Waiting for Bob…'), null, { timeout: 20000 });
  const shown = await texts();
  assert.ok(!shown.some((t) => /is thinking/.test(t)), shown.join(' | '));
  assert.ok(!Object.keys(await ann.page.evaluate(() => window.tabula.layout())).includes('speed'), 'no Faster bots for a person');
  await ann.page.screenshot({ path: `${shots}online-waiting-phone.png` });
  for (const p of [ann, bob]) { assert.deepEqual(p.problems, []); await p.context.close(); }
});
