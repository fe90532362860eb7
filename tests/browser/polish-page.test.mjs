// The page around the game and the screens App draws for every game (issue 26):
// - About's credits are assets/art/credits.json, the list CREDITS.md is made
//   from (game-icons.net under CC BY 3.0 with its link, EB Garamond, DejaVu),
//   and its privacy words are true now that there is Play online;
// - one embed snippet, the HTML About's: the rules overlay has none, and the
//   table's menu opens About;
// - each embed keeps its own save (two iframes of one game on a blog page),
//   and an embed with no game in progress plays its URL's options;
// - (undo is not offered once the game is over: a game's own
//   tests/browser/<game>/polish-undo-over.test.mjs;)
// - each game has its own emblem on the pass-the-device screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { base, shots, launchBrowser, openPage, press, idle, devices, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameFor, gameNames, mostSeats } from './games.mjs';

const credits = JSON.parse(readFileSync(new URL('../../assets/art/credits.json', import.meta.url)));
const i18n = (lang) => JSON.parse(readFileSync(new URL(`../../assets/i18n/${lang}.json`, import.meta.url)));

let browser, host, hostUrl;
before(async () => {
  browser = await launchBrowser();
  // A blog page (another origin) with the iframes its query names.
  host = createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    const frames = u.searchParams.getAll('q').map((q, i) =>
      `<iframe id="f${i}" src="${base}?${q}" title="game ${i}" style="display:inline-block;border:0;width:380px;height:700px"></iframe>`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body style="margin:0">${frames.join('')}</body></html>`);
  });
  await new Promise((r) => host.listen(0, '127.0.0.1', r));
  hostUrl = `http://127.0.0.1:${host.address().port}/`;
});
after(async () => { await browser?.close(); host?.close(); });

test('CREDITS.md is what credits.json says (node assets/art/credits.mjs)', () => {
  execFileSync('node', [new URL('../../assets/art/credits.mjs', import.meta.url).pathname, '--check']);
  const md = readFileSync(new URL('../../assets/art/CREDITS.md', import.meta.url), 'utf8');
  for (const c of credits) assert.ok(md.includes(c.work), `CREDITS.md names ${c.work}`);
});

for (const lang of ['en', 'hu', 'es', 'it']) {
  test(`About (${lang}) credits the icons under CC BY 3.0, both faces, and says what Play online sends`, async () => {
    const { context, page, problems } = await openPage(browser, 'phone', `?game=${gameNames().at(-1)}&lang=${lang}`);
    await page.evaluate(() => window.tabulaPage.about());
    await page.waitForSelector('#about-credits[data-ready="1"]', { timeout: 5000 });
    const got = await page.evaluate(() => ({
      items: [...document.querySelectorAll('#about-credits li')].map((li) => ({
        work: li.dataset.work, text: li.textContent, links: [...li.querySelectorAll('a')].map((a) => a.href) })),
      body: document.querySelector('#about').textContent,
      snippets: document.querySelectorAll('#about-snippet').length,
    }));
    assert.deepEqual(got.items.map((i) => i.work), credits.map((c) => c.work));
    for (const [k, c] of credits.entries()) {
      const item = got.items[k];
      const licence = typeof c.licence === 'string' ? c.licence : c.licence[lang];
      assert.ok(item.text.includes(licence), `${c.work}: ${licence} in "${item.text}"`);
      if (c.licence_url) assert.ok(item.links.includes(new URL(c.licence_url).href), `${c.work}: the licence is linked`);
    }
    const icons = got.items.find((i) => i.work === 'game-icons.net');
    assert.match(icons.text, /CC BY 3\.0/);
    assert.ok(icons.links.includes('https://creativecommons.org/licenses/by/3.0/'));
    assert.doesNotMatch(got.body, /none yet|egyelőre nincsenek|ninguno por ahora|nessuno per ora/);
    // The privacy words name Play online (what leaves the browser, and when).
    assert.ok(got.body.includes(i18n(lang).ui.play_online), `About names ${i18n(lang).ui.play_online}`);
    assert.equal(got.snippets, 1, 'one embed snippet');
    if (lang === 'en') await page.screenshot({ path: `${shots}polish-about-phone.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the rules overlay shows no embed snippet; the table menu opens About with the one snippet', async () => {
  const game = gameFor(3, mostSeats().name);  // a game of 3 seats
  const { context, page, problems } = await openPage(browser, 'desktop', `?game=${game}&players=3&humans=1&level=easy&seed=4`);
  await idle(page);
  await press(page, 'desktop', 'help');
  for (let i = 0; i < 30; ++i) await page.mouse.wheel(0, 400);
  await page.evaluate(() => window.tabula.nextFrame());
  const all = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text).join('\n');
  assert.doesNotMatch(all, /<iframe|iframe src/, 'no canvas snippet');
  assert.match(all, /Play online/, 'its About part is true about Play online too');
  await press(page, 'desktop', 'close');
  await press(page, 'desktop', 'menu');
  await press(page, 'desktop', 'about');
  await page.waitForSelector('#about-snippet');
  const snippet = await page.textContent('#about-snippet');
  assert.ok(snippet.includes(`game=${game}&players=3`), snippet);
  assert.ok(snippet.includes(`title="${game[0].toUpperCase()}${game.slice(1)}`), snippet);
  await page.screenshot({ path: `${shots}polish-about-from-table-desktop.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

// Two iframes of one game on one blog page, as a blogger writes them.
async function blog(...queries) {
  const context = await browser.newContext(devices.desktop);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(hostUrl + '?' + queries.map((q) => 'q=' + encodeURIComponent(q)).join('&'));
  const frames = [];
  for (const q of queries) {
    const f = page.frames().find((x) => x.url().endsWith(q));
    await f.waitForFunction(() => window.tabula && window.tabula.ready);
    await f.evaluate(() => window.tabula.ready);
    await f.evaluate((s) => window.tabula.setSpeed(s), SETTLED_SPEED);
    frames.push(f);
  }
  return { context, page, frames, problems };
}
const players = async (f) => { const s = await f.evaluate(() => window.tabula.save()); return s ? JSON.parse(s).options.players : 0; };
const screen = (f) => f.evaluate(() => window.tabula.screen().screen);

test('two embeds of one game on a page keep their own saves, and each plays its own players=', async () => {
  const game = mostSeats().name;  // a game of 3 and of 5 seats
  const a = `game=${game}&players=3&humans=1&level=easy&seed=5&embed=1`;
  const b = `game=${game}&players=5&humans=1&level=easy&seed=6&embed=1`;
  const first = await blog(a);
  await first.frames[0].evaluate(() => window.tabula.waitIdle(60000));
  assert.equal(await screen(first.frames[0]), 'table');
  assert.equal(await players(first.frames[0]), 3);
  // The same blog, now with both: the second embed starts its own 5-player
  // game; it neither offers nor overwrites the first one's.
  await first.page.goto(hostUrl + '?q=' + encodeURIComponent(a) + '&q=' + encodeURIComponent(b));
  const [fa, fb] = [a, b].map((q) => first.page.frames().find((x) => x.url().endsWith(q)));
  for (const f of [fa, fb]) { await f.waitForFunction(() => window.tabula && window.tabula.ready); await f.evaluate(() => window.tabula.ready); }
  assert.equal(await screen(fb), 'table', 'the second embed plays its URL at once');
  assert.equal(await players(fb), 5, 'with its own players=5');
  // The first one has its game in progress: Continue, and it is the 3-player game.
  assert.equal(await screen(fa), 'start');
  const ids = Object.keys(await fa.evaluate(() => window.tabula.layout()));
  assert.ok(ids.includes('continue'), 'the first embed offers its own game');
  const r = (await fa.evaluate(() => window.tabula.layout())).continue;
  const box = await first.page.locator('#f0').boundingBox();
  await first.page.mouse.click(box.x + r.x + r.w / 2, box.y + r.y + r.h / 2);
  await fa.evaluate(() => window.tabula.nextFrame());
  assert.equal(await players(fa), 3);
  const keys = await fa.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tabula.save')));
  assert.ok(keys.length >= 2 && keys.some((k) => k.includes('players=3')) && keys.some((k) => k.includes('players=5')), keys.join());
  await first.page.screenshot({ path: `${shots}polish-two-embeds.png` });
  assert.deepEqual(first.problems, []);
  await first.context.close();
});

// The pass-the-device screen of a hot-seat game of `game`, as PNG pixels of
// the emblem's place (above the "Pass to" words).
async function passEmblem(device, game, players) {
  const { context, page, problems } = await openPage(browser, device, `?game=${game}&players=${players}&humans=2&level=easy&seed=3`,
    { speed: SETTLED_SPEED });
  await page.evaluate(() => window.tabula.nextFrame());
  // A game with an opening reveal shows every card first, until Ready.
  await page.waitForFunction(() => window.tabula.screen().overlay === 'pass' || window.tabula.layout()['v:ready'], null, { timeout: 10000 });
  if ((await page.evaluate(() => window.tabula.layout()))['v:ready']) await press(page, device, 'v:ready');
  await page.waitForFunction(() => window.tabula.screen().overlay === 'pass', null, { timeout: 10000 });
  await page.evaluate(() => window.tabula.nextFrame());
  const vp = page.viewportSize();
  const clip = { x: vp.width / 2 - 75, y: Math.round(vp.height * 0.22), width: 150, height: 114 };
  await page.screenshot({ path: `${shots}polish-pass-${game}-${device}.png` });
  const png = await page.screenshot({ clip });
  assert.deepEqual(problems, []);
  await context.close();
  return png;
}

for (const device of ['phone', 'desktop']) {
  test(`the pass-the-device screen shows each game's own emblem (${device})`, async () => {
    // Every game of the build, at its table (tests/browser/<game>/game.mjs).
    const seen = [];
    for (const game of gameNames()) {
      const png = await passEmblem(device, game, await gameData(game, 'passPlayers'));
      for (const [other, its] of seen) assert.notDeepEqual(png, its, `${game}'s emblem is not ${other}'s`);
      seen.push([game, png]);
    }
  });
}
