// A first visit fetches only what it shows (issue 11's first-load budget):
// tabula.wasm carries English only, and a game link fetches no other
// language's table (i18n/<lang>.json) unless the page speaks that language,
// nor the online lobby (online.js) on a host with no Tabula server, nor
// About (page-about.js) or a frame's scrolling (page-scroll.js). A
// language the page starts in is on the canvas by window.tabula.ready; one
// picked later is fetched then, once. And the budget itself: a game link's
// first visit stays within 550 KiB gzipped.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { artDrawn, base, devices, launchBrowser, ownWords } from './harness.mjs';

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

// The budget (issue 11), checked on every run so that no change creeps over
// it (the margin was 1.3 KiB when it was met): a game link's first visit,
// counted as a compressing server sends it (gzip -9 of every response body),
// until the game is interactive with its art drawn, at DPR 3 (a phone; DPR 2
// fetches the same @2x atlas, DPR 1 the smaller @1x one) with no service
// worker. tests/browser/bench-first-load.mjs prints every ratio and file.
const budgetLinks = {
  mascarade: '?game=mascarade&players=6&humans=1&level=easy&seed=5',
  shakespeare: '?game=shakespeare&players=3&humans=1&level=easy&seed=5',
  mykerinos: '?game=mykerinos&players=3&humans=1&level=easy&seed=5',
};
for (const [game, query] of Object.entries(budgetLinks)) {
  test(`${game}: a first visit on a phone fetches at most 550 KiB gzipped`, async () => {
    const context = await browser.newContext({ ...devices.phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    const sizes = [];
    page.on('response', (r) => sizes.push(r.body().then(
      (body) => ({ path: new URL(r.url()).pathname, gz: gzipSync(body, { level: 9 }).length }),
      () => ({ path: new URL(r.url()).pathname, gz: 0 }))));  // no body (a 304, a failed health check)
    await page.goto(base + query);
    await page.evaluate(() => window.tabula.ready);
    const art = await artDrawn(page, game);
    assert.equal(art.scale, 2, 'a phone gets the @2x atlas');
    const fetched = await Promise.all(sizes);
    const total = fetched.reduce((a, x) => a + x.gz, 0);
    const list = fetched.map((x) => `${x.path.slice(1)} ${(x.gz / 1024).toFixed(1)}`).join(', ');
    console.log(`# ${game}: ${total} bytes gzipped (${(total / 1024).toFixed(1)} KiB): ${list}`);
    assert.ok(fetched.some((x) => x.path.endsWith('/tabula.wasm')) && fetched.some((x) => x.path.includes('/art/')),
      `the engine and the art were counted: ${list}`);
    assert.ok(total <= 550 * 1024, `${game}: ${(total / 1024).toFixed(1)} KiB over the 550 KiB budget (${list})`);
    await context.close();
  });
}
