// Offline play: once the page has been opened, it opens again with the
// network gone (shell/sw.js keeps a copy of its files), and a game saved
// before continues.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, launchBrowser, openPage, press, idle, state, ownWords } from './harness.mjs';
import { gameData, gameFor, gamesWith } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the page opens and a game continues without the network', async () => {
  const { context, page } = await openPage(browser, 'phone', `?game=${gameFor(3)}&players=3&humans=1&seed=8`);
  const worker = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 10000)),
  ]));
  assert.ok(worker, 'a service worker is registered');
  // The first visit was served before the worker took control: load once more
  // so every file passes through it and is kept.
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  // The link's game may already be autosaved: then the reload offers Continue.
  if ((await page.evaluate(() => window.tabula.screen())).screen === 'start') await press(page, 'phone', 'continue');
  await idle(page);
  const legal = await page.evaluate(() => window.tabula.legal());
  assert.equal((await page.evaluate((t) => window.tabula.act(t), legal[0])).ok, true);
  await idle(page);
  const before = await state(page);
  await context.setOffline(true);
  await page.goto(base);
  await page.evaluate(() => window.tabula.ready);
  await press(page, 'phone', 'continue');
  await idle(page);
  const after = await state(page);
  assert.deepEqual(after, before, 'the saved game continues where it was');
  // Every language is kept too (tabula.wasm carries English only): Italian,
  // never fetched online, is on the canvas offline.
  const it = await ownWords('it');
  await page.evaluate(() => window.tabula.setLanguage('it'));
  await page.evaluate(() => window.tabula.nextFrame());
  const texts = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text);
  assert.ok(texts.some((t) => it.some((w) => t.includes(w))), `Italian offline: ${texts.slice(0, 8).join(' | ')}`);
  await context.close();
});

// The expert's worker (shell/think-worker.js, think.js, think.wasm) is not
// among the files kept at install: it is kept when first fetched, so a page
// that never meets the expert never downloads it. Once it has thought
// online, the expert thinks in its worker offline too.
test('once the expert has thought online, it thinks in its worker offline', async () => {
  const { context, page } = await openPage(browser, 'phone');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  const where = () => page.evaluate(() => (window.tabula.screen().bot || { decisions_where: [] }).decisions_where);
  const humanTurn = async () => {
    await page.waitForFunction(() => window.tabula.legal().length > 0, null, { timeout: 60000 });
    return page.evaluate(() => window.tabula.legal());
  };
  const [game] = await gamesWith('expertTable');  // the game the expert is tested at
  assert.ok(game, 'a game of the build has an expertTable (tests/browser/<game>/game.mjs)');
  const table = { game, players: (await gameData(game, 'expertTable')).players, humans: 1, level: 'expert', seed: '5' };
  assert.equal((await page.evaluate((t) => window.tabula.start(t), table)).ok, true);
  for (let turns = 0; turns < 2; ++turns) {
    const l = await humanTurn();
    assert.equal((await page.evaluate((a) => window.tabula.act(a), l[0])).ok, true);
  }
  await humanTurn();
  assert.ok((await where()).includes('worker'), `online, the worker thought (${await where()})`);
  // Kept by the service worker itself (the browser's HTTP cache would hide a
  // miss here, but it is not the offline store a phone can count on).
  const kept = await page.evaluate(() => Promise.all(['think-worker.js', 'think.js', 'think.wasm']
    .map((f) => caches.match(f, { ignoreSearch: true }).then((r) => (r ? f : null)))));
  assert.deepEqual(kept, ['think-worker.js', 'think.js', 'think.wasm'], 'the worker\'s files are in the offline cache');
  await context.setOffline(true);
  await page.goto(base);
  await page.evaluate(() => window.tabula.ready);
  await press(page, 'phone', 'continue');
  for (let turns = 0; turns < 2; ++turns) {
    const l = await humanTurn();
    assert.equal((await page.evaluate((a) => window.tabula.act(a), l[0])).ok, true);
  }
  await humanTurn();
  const offline = await where();
  assert.ok(offline.length >= 2 && offline.every((w) => w === 'worker'), `offline, every decision was the worker's (${offline})`);
  await context.close();
});
