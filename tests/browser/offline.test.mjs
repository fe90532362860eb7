// Offline play: once the page has been opened, it opens again with the
// network gone (shell/sw.js keeps a copy of its files), and a game saved
// before continues.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, launchBrowser, openPage, press, idle, state, ownWords } from './harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the page opens and a game continues without the network', async () => {
  const { context, page } = await openPage(browser, 'phone', '?game=mykerinos&players=3&humans=1&seed=8');
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
  assert.equal((await page.evaluate((t) => window.tabula.act(t), legal.find((l) => l.startsWith('new ')))).ok, true);
  await idle(page);
  const before = await state(page);
  await context.setOffline(true);
  await page.goto(base);
  await page.evaluate(() => window.tabula.ready);
  await press(page, 'phone', 'continue');
  await idle(page);
  const after = await state(page);
  assert.deepEqual(after.region, before.region);
  assert.equal(after.move, before.move);
  // Every language is kept too (tabula.wasm carries English only): Italian,
  // never fetched online, is on the canvas offline.
  const it = await ownWords('it');
  await page.evaluate(() => window.tabula.setLanguage('it'));
  await page.evaluate(() => window.tabula.nextFrame());
  const texts = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text);
  assert.ok(texts.some((t) => it.some((w) => t.includes(w))), `Italian offline: ${texts.slice(0, 8).join(' | ')}`);
  await context.close();
});
