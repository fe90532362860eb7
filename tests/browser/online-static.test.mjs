// A static host (TABULA_URL: plain files, no Tabula server): the page finds no
// /online/health, so nothing online shows: no "Play online" on the start
// screen, window.tabulaOnline.available stays false, and the lobby (online.js,
// its stylesheet, the Colyseus client) is never downloaded. The site's own
// online/health file says {ok:false}, so the check logs no 404 either.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from './harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('no server: Play online is hidden and nothing online is loaded', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '');
  // Wait for the health check's answer, then a moment for the page to act on it.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/online/health')));
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.tabulaOnline.available), false);
  const ids = Object.keys(await page.evaluate(() => window.tabula.layout()));
  assert.ok(ids.includes('start'), 'the start screen is up');
  assert.ok(!ids.includes('online'), 'no Play online button');
  const requests = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(requests.some((p) => p.endsWith('/online/health')), 'the page asked for the server');
  assert.ok(!requests.some((p) => /colyseus|online\.css|online\.js/.test(p)), `nothing online fetched: ${requests.join(', ')}`);
  // The site carries online/health = {ok:false}: no 404 in the console either.
  assert.deepEqual(problems, []);
  await context.close();
});
