// Undo through the page: the arrow in the top bar takes back the human's last
// move and the bots' replies (Mykerinos, Shakespeare), and is refused with a
// notice once something hidden has come to light (a Mascarade peek). The
// restored position must be exactly the one before the move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, press, idle, state } from './harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const legal = (page) => page.evaluate(() => window.tabula.legal());
const act = (page, t) => page.evaluate((x) => window.tabula.act(x), t);
const save = async (page) => JSON.parse(await page.evaluate(() => window.tabula.save()));

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
