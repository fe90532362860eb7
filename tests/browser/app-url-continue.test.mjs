// A link with game and players (issue 8 §5): reloading it must not replace
// an unfinished autosaved game of that game. The start screen opens on the
// game with Continue offered, the autosave untouched, and Continue resumes
// it; a link to another game still starts at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, launchBrowser, openPage, idle, state } from './harness.mjs';
import { gameFor, mostSeats } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Two games of the build: one at 3 seats, and the one seating the most (at 5).
const other = mostSeats().name;
const game = gameFor(3, other);
const url = `?game=${game}&players=3&humans=1&level=easy&seed=5`;
const saved = (page, game) => page.evaluate((g) => localStorage.getItem('tabula.save.' + g), game);

test('reloading a game link keeps the unfinished game and offers Continue', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', url);
  await idle(page);
  const legal = await page.evaluate(() => window.tabula.legal());
  assert.ok(legal.length > 0);
  assert.equal((await page.evaluate((t) => window.tabula.act(t), legal[0])).ok, true);
  await idle(page);
  const before = await state(page);
  const kept = await saved(page, game);
  assert.ok(kept, 'the game was autosaved');

  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  const sc = await page.evaluate(() => window.tabula.screen());
  assert.equal(sc.screen, 'start', 'the link did not start a new game over the unfinished one');
  assert.equal(sc.game, game);
  assert.equal(await saved(page, game), kept, 'the autosave is untouched');
  const L = await page.evaluate(() => window.tabula.layout());
  assert.ok(L.continue, 'Continue is offered');

  await page.mouse.click(L.continue.x + L.continue.w / 2, L.continue.y + L.continue.h / 2);
  await page.evaluate(() => window.tabula.nextFrame());
  await idle(page);
  const after = await state(page);
  assert.equal(after.game, game);
  assert.ok(after.log.length >= before.log.length, 'Continue resumed the saved game');
  assert.deepEqual(after.log.slice(0, before.log.length), before.log);

  // A link to another game starts it: nothing of that game is unfinished.
  await page.goto(base + `?game=${other}&players=5&humans=1&level=easy&seed=3`);
  await page.evaluate(() => window.tabula.ready);
  const m = await page.evaluate(() => window.tabula.screen());
  assert.equal(m.screen, 'table');
  assert.equal(m.game, other);
  assert.equal(await saved(page, game), kept, `the ${game} game is still kept`);
  assert.deepEqual(problems, []);
  await context.close();
});
