// @Title@ on a phone (made by scripts/new-game.sh): the start screen offers
// it, and a game is played to its end by tapping its actions on its board
// (the plain one until web/@game@/ draws its own: a legal action not on the
// screen is on another page, ‹ ›). Keep it as the board grows: it is the
// first test a player's view of the game meets.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, press, idle, state, shots } from '@harness@';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const layout = (page) => page.evaluate(() => window.tabula.layout());
const save = async (page) => JSON.parse(await page.evaluate(() => window.tabula.save()));

// Brings `id` on screen (turning the plain board's pages) and taps it.
async function tap(page, id) {
  for (let i = 0; i < 50 && !(await layout(page))[id]; ++i) {
    const l = await layout(page);
    if (!l['v:page:next']) break;
    await press(page, 'phone', 'v:page:next');
  }
  await press(page, 'phone', id);
}

// A file the page asked for and did not get: only its art may be missing, in
// a page that does not ship it (a test-only game: its atlas is not built).
function watchMissing(page) {
  const missing = [];
  page.on('response', (r) => { if (r.status() >= 400) missing.push(new URL(r.url()).pathname); });
  return missing;
}

test('phone: @Title@ is offered and played to its end by taps', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '?game=@game@');
  const missing = watchMissing(page);
  assert.ok((await layout(page))['game:@game@'], 'its card on the start screen');
  await page.evaluate(() => window.tabula.start({ game: '@game@', humans: 1, level: 'easy', seed: 5 }));
  let taps = 0;
  for (let i = 0; i < 500; ++i) {
    await idle(page);
    if ((await state(page)).over) break;
    const legal = await page.evaluate(() => window.tabula.legal());
    assert.ok(legal.length > 0, `a person's turn with choices (move ${i})`);
    const before = (await save(page)).actions.length;
    const action = legal[(i * 7) % legal.length];
    await tap(page, `action:${action}`);
    await page.waitForFunction((n) => JSON.parse(window.tabula.save()).actions.length > n, before);
    assert.equal((await save(page)).actions.at(before), action, 'the tap played its action');
    ++taps;
  }
  const end = await state(page);
  assert.equal(end.over, true, 'the game ended');
  assert.ok(taps > 0, 'the person played');
  await page.screenshot({ path: `${shots}@game@-end-phone.png` });
  assert.ok(missing.every((p) => /\/art\/@game@[.@]/.test(p)), `missing: ${missing}`);
  assert.deepEqual(problems.filter((p) => !(missing.length && /Failed to load resource: .* 404/.test(p))), []);
  await context.close();
});
