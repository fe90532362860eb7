// A first visit fetches only what it shows (issue 11's first-load budget):
// tabula.wasm carries English only, and a game link fetches no other
// language's table (i18n/<lang>.json) unless the page speaks that language,
// nor the online lobby (online.js) on a host with no Tabula server, nor
// About (page-about.js) or a frame's scrolling (page-scroll.js). A
// language the page starts in is on the canvas by window.tabula.ready; one
// picked later is fetched then, once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, devices, launchBrowser, ownWords } from './harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const link = '?game=mascarade&players=6&humans=1&level=easy&seed=5';
async function visit(query, locale) {
  const context = await browser.newContext({ ...devices.desktop, locale });
  const page = await context.newPage();
  const fetched = [];
  const problems = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(base + query);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabula.nextFrame());
  // The health check has answered {ok:false} and the page acted on it.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/online/health')));
  await page.waitForTimeout(200);
  return { context, page, fetched, problems };
}
const tables = (fetched) => fetched.filter((p) => p.includes('/i18n/')).map((p) => p.replace(/.*\/i18n\//, ''));
const onCanvas = async (page, words) => {
  const texts = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text);
  return texts.filter((t) => words.some((w) => t.includes(w)));
};

test('an English game link fetches no translation table and no online.js', async () => {
  const { context, page, fetched, problems } = await visit(link, 'en-US');
  assert.deepEqual(tables(fetched), [], `fetched: ${fetched.join(', ')}`);
  // Nor the scripts it does not run: the lobby, About, scrolling a blog.
  assert.ok(!fetched.some((p) => /online\.(js|css)$|page-about\.js$|page-scroll\.js$/.test(p)), `fetched: ${fetched.join(', ')}`);
  assert.equal(await page.evaluate(() => window.tabulaOnline.available), false);
  // Picking Hungarian later fetches its table, once, and the canvas speaks it.
  const hu = await ownWords('hu');
  await page.evaluate(() => window.tabula.setLanguage('hu'));
  await page.evaluate(() => window.tabula.nextFrame());
  assert.deepEqual(tables(fetched), ['hu.json']);
  assert.ok((await onCanvas(page, hu)).length > 0, 'Hungarian on the canvas');
  await page.evaluate(() => window.tabula.setLanguage('en'));
  await page.evaluate(() => window.tabula.setLanguage('hu'));
  assert.deepEqual(tables(fetched), ['hu.json'], 'fetched once');
  assert.deepEqual(problems, []);
  await context.close();
});

test('lang= fetches that table only (not the browser\'s), shown by ready', async () => {
  const es = await ownWords('es');
  const { context, page, fetched, problems } = await visit(link + '&lang=es', 'it-IT');
  assert.deepEqual(tables(fetched), ['es.json'], `fetched: ${fetched.join(', ')}`);
  assert.ok((await onCanvas(page, es)).length > 0, 'Spanish on the canvas at ready');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the browser\'s language is fetched and shown by ready', async () => {
  const hu = await ownWords('hu');
  const { context, page, fetched, problems } = await visit(link, 'hu-HU');
  assert.deepEqual(tables(fetched), ['hu.json'], `fetched: ${fetched.join(', ')}`);
  assert.ok((await onCanvas(page, hu)).length > 0, 'Hungarian on the canvas at ready');
  assert.deepEqual(problems, []);
  await context.close();
});
