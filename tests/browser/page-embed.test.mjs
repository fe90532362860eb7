// Embedding as a blogger writes it (issue 8 §2): a host page on its own
// loopback port (another origin) embeds the game in an iframe between tall
// paragraphs, as a blog does.
// - ?game=G&embed=1 shows G's start screen with G chosen, in the URL's or the
//   browser's language, with no notice; malformed values get a notice in the
//   reader's language; players=9 for a game seating fewer says it uses its
//   most, and does;
// - a mouse wheel and a touch swipe over the game scroll the blog; a wheel
//   over the game's log scrolls the log, not the blog; taps still play;
// - the height posted to the parent fits each game at 360 and 720 px wide:
//   once the host sizes the iframe to it, everything the game draws is inside.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { base, shots, launchBrowser, devices } from './harness.mjs';
import { gameData, gameNames, gamesWith, shippedGames } from './games.mjs';

const i18n = (lang) => JSON.parse(readFileSync(new URL(`../../assets/i18n/${lang}.json`, import.meta.url)));

let browser, host, hostUrl;
before(async () => {
  browser = await launchBrowser();
  // The blog: text above and below the game, the iframe sized by the height
  // the game posts.
  host = createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    const src = base + '?' + u.searchParams.get('q');
    const width = Number(u.searchParams.get('w') || 360);
    const para = '<p>' + 'Lorem ipsum dolor sit amet, a blog paragraph around the game. '.repeat(12) + '</p>';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">
      <style>body{margin:0 8px;font:16px/1.5 sans-serif} iframe{display:block;border:0;width:${width}px;height:400px}</style></head>
      <body>${para.repeat(3)}<iframe id="game" src="${src}" title="game"></iframe>${para.repeat(12)}
      <script>window.heights=[];addEventListener('message',function(e){
        if(e.data&&e.data.tabula==='height'){heights.push(e.data.height);document.getElementById('game').style.height=e.data.height+'px';}});</script>
      </body></html>`);
  });
  await new Promise((r) => host.listen(0, '127.0.0.1', r));
  hostUrl = `http://127.0.0.1:${host.address().port}/`;
});
after(async () => { await browser?.close(); host?.close(); });

// Opens the blog with the game at `q`, `width` px wide, on `device`.
async function openBlog(device, q, width, extra = {}) {
  const context = await browser.newContext({ ...devices[device], ...extra });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  await page.goto(`${hostUrl}?w=${width}&q=${encodeURIComponent(q)}`);
  // A reader scrolls down to the game (an iframe out of view gets no
  // animation frames, so the game waits until it is seen).
  await page.evaluate(() => document.getElementById('game').scrollIntoView());
  const frame = page.frame({ url: /embed=1/ });
  await frame.waitForFunction(() => window.tabula && window.tabula.ready);
  await frame.evaluate(() => window.tabula.ready);
  await frame.evaluate(() => window.tabula.setSpeed(25));
  await page.waitForFunction(() => window.heights.length > 0);
  await frame.evaluate(() => window.tabula.nextFrame());
  return { context, page, frame, problems };
}
const frameBox = (page) => page.evaluate(() => {
  const r = document.getElementById('game').getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height };
});
// A finger swipe through the browser's input pipeline (touch-action, scroll
// chaining to the blog): down at (x, y), `dy` px in 12 steps, up.
async function swipe(cdp, x, y, dy) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 12; ++i) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / 12 }] });
    await new Promise((r) => setTimeout(r, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
// Waits until the blog has stopped scrolling (wheel scrolls are animated).
async function settle(page) {
  let last = -1;
  for (let i = 0; i < 40; ++i) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return y;
    last = y;
    await page.waitForTimeout(120);
  }
  return last;
}
// Scrolls the blog so the game is in view, with room to scroll either way.
async function bringIntoView(page) {
  await page.evaluate(() => window.scrollTo(0, document.getElementById('game').offsetTop - 40));
  await settle(page);
}
// A point of the game (page coordinates) inside none of the rectangles that
// scroll the game itself, and on no tappable target (a swipe must not play).
async function quietPoint(page, frame) {
  const L = await frame.evaluate(() => window.tabula.layout());
  const box = await frameBox(page);
  // A target as big as the table itself (a tap on the cloth) is background.
  const targets = Object.values(L).filter((r) => r.w * r.h < 0.5 * box.w * box.h);
  const inside = (x, y) => targets.some((r) => x >= r.x - 4 && x < r.x + r.w + 4 && y >= r.y - 4 && y < r.y + r.h + 4);
  for (let y = box.h * 0.2; y < box.h * 0.8; y += 10) {
    for (let x = 20; x < box.w - 20; x += 10) {
      if (!inside(x, y)) return { x: box.x + x, y: box.y + y };
    }
  }
  throw new Error('no quiet point on the game');
}

test('?game=G&embed=1 shows G chosen, in the URL\'s or the browser\'s language, with no notice', async () => {
  // The build's games in turn: the language from the browser, or (hu) the URL.
  const names = gameNames();
  for (const [i, [locale, lang, inUrl]] of [['en-US', 'en'], ['en-US', 'hu', true], ['it-IT', 'it'], ['es-ES', 'es']].entries()) {
    const game = names[i % names.length];
    const q = `game=${game}&embed=1${inUrl ? `&lang=${lang}` : ''}`;
    const { context, frame, problems } = await openBlog('phone', q, 360, { locale });
    assert.deepEqual(await frame.evaluate(() => window.tabula.notices()), [], `${q}: no notice`);
    assert.equal(await frame.evaluate(() => document.documentElement.lang), lang, `${q}: the page speaks ${lang}`);
    const texts = (await frame.evaluate(() => window.tabula.texts())).map((t) => t.text);
    assert.ok(texts.includes(i18n(lang).ui.new_game), `${q}: the start screen speaks ${lang}: ${texts.slice(0, 8)}`);
    assert.equal(await frame.evaluate(() => window.tabula.state()), null, `${q}: no game started by itself`);
    const L = await frame.evaluate(() => window.tabula.layout());
    const r = L.start;
    await frame.evaluate(() => 0);
    const box = await frameBox(await frame.page());
    await frame.page().touchscreen.tap(box.x + r.x + r.w / 2, box.y + r.y + r.h / 2);
    await frame.waitForFunction(() => window.tabula.state() !== null);
    assert.equal((await frame.evaluate(() => window.tabula.state())).game, game, `${q}: ${game} was the one chosen`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('notices for malformed values are in the reader\'s language and tell the truth', async () => {
  // players=9 for a game seating fewer (e.g. 2-4): the notice names its
  // most (4), and that many play.
  const fewer = shippedGames().find((g) => g.max < 9);
  assert.ok(fewer, 'a game seating fewer than 9');
  let o = await openBlog('phone', `game=${fewer.name}&players=9&lang=es&embed=1`, 360);
  let notices = await o.frame.evaluate(() => window.tabula.notices());
  assert.equal(notices.length, 1, JSON.stringify(notices));
  assert.match(notices[0], /players=9/);
  assert.match(notices[0], new RegExp(`\\b${fewer.max}\\b`), `says ${fewer.max} is used: ${notices[0]}`);
  assert.doesNotMatch(notices[0], new RegExp(`\\b${fewer.max + 1}\\b`));
  assert.match(notices[0], /usa/, `in Spanish: ${notices[0]}`);
  assert.equal((await o.frame.evaluate(() => window.tabula.state())).players, fewer.max);
  await o.context.close();
  // An unknown language and an unknown game, on an Italian browser: Italian
  // words for a player, never an option name alone.
  o = await openBlog('phone', 'game=chess&lang=xx&embed=1', 360, { locale: 'it-IT' });
  notices = await o.frame.evaluate(() => window.tabula.notices());
  assert.equal(notices.length, 2, JSON.stringify(notices));
  assert.ok(notices.some((n) => /lingua «xx»/.test(n)), JSON.stringify(notices));
  assert.ok(notices.some((n) => /gioco chiamato «chess»/.test(n)), JSON.stringify(notices));
  assert.ok(!notices.some((n) => /need game and players/.test(n)));
  await o.context.close();
});

test('a wheel over the game scrolls the blog; over the game\'s log it scrolls the log', async () => {
  // The first game showing its log at 720 px (its embedWheel, tests/browser/<game>/game.mjs).
  const [game] = await gamesWith('embedWheel');
  assert.ok(game, 'a game of the build has an embedWheel');
  const { context, page, frame, problems } = await openBlog('desktop',
    `game=${game}&players=${(await gameData(game, 'embedWheel')).players}&humans=1&level=easy&seed=5&embed=1`, 720);
  await frame.evaluate(() => window.tabula.waitIdle(60000));
  // The opening reveal waits for Ready (the log shows after it).
  const ready = (await frame.evaluate(() => window.tabula.layout()))['v:ready'];
  if (ready) {
    await bringIntoView(page);
    const b = await frameBox(page);
    await page.mouse.click(b.x + ready.x + ready.w / 2, b.y + ready.y + ready.h / 2);
    await frame.evaluate(() => window.tabula.waitIdle(60000));
  }
  await bringIntoView(page);
  const before = await page.evaluate(() => window.scrollY);
  const p = await quietPoint(page, frame);
  await page.mouse.move(p.x, p.y);
  await page.mouse.wheel(0, 400);
  const after = await settle(page);
  assert.ok(after > before + 100, `the blog scrolled under the wheel: ${before} -> ${after}`);
  // Over the log the game keeps the wheel: the blog stays where it is.
  const log = (await frame.evaluate(() => window.tabula.layout())).log;
  assert.ok(log, `${game} shows its log at 720 px`);
  await bringIntoView(page);
  const box = await frameBox(page);
  const y0 = await page.evaluate(() => window.scrollY);
  await page.mouse.move(box.x + log.x + log.w / 2, box.y + log.y + log.h / 2);
  await page.mouse.wheel(0, -300);
  await page.waitForTimeout(400);
  assert.equal(await page.evaluate(() => window.scrollY), y0, 'a wheel over the log leaves the blog alone');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a touch swipe over the game scrolls the blog and plays nothing; a tap plays', async () => {
  // The first game with squares to tap (its embedSwipe: the table and the
  // squares' id prefix, tests/browser/<game>/game.mjs).
  const [game] = await gamesWith('embedSwipe');
  assert.ok(game, 'a game of the build has an embedSwipe');
  const swiped = await gameData(game, 'embedSwipe');
  const { context, page, frame, problems } = await openBlog('phone',
    `game=${game}&players=${swiped.players}&humans=1&seed=8&embed=1`, 360);
  await frame.evaluate(() => window.tabula.waitIdle(60000));
  await bringIntoView(page);
  const cdp = await context.newCDPSession(page);
  const move = (await frame.evaluate(() => window.tabula.state())).move;
  const legalBefore = await frame.evaluate(() => window.tabula.legal());
  assert.ok(legalBefore.length > 0, 'the human is to move');
  // Swipes that start on tappable squares too: a swipe is never a tap.
  const L = await frame.evaluate(() => window.tabula.layout());
  const box = await frameBox(page);
  const square = Object.entries(L).find(([id]) => id.startsWith(swiped.square));
  const starts = [await quietPoint(page, frame)];
  if (square) starts.push({ x: box.x + square[1].x + square[1].w / 2, y: box.y + square[1].y + square[1].h / 2 });
  for (const p of starts) {
    const y0 = await page.evaluate(() => window.scrollY);
    await swipe(cdp, p.x, p.y, -220);
    const y1 = await settle(page);
    assert.ok(y1 > y0 + 100, `the blog scrolled under the swipe from (${p.x},${p.y}): ${y0} -> ${y1}`);
    await frame.evaluate(() => window.tabula.nextFrame());
    assert.equal((await frame.evaluate(() => window.tabula.state())).move, move, 'the swipe played nothing');
    assert.deepEqual(await frame.evaluate(() => window.tabula.legal()), legalBefore, 'nor picked anything');
    await bringIntoView(page);
  }
  // A tap on a square still plays (or starts composing) the turn.
  const L2 = await frame.evaluate(() => window.tabula.layout());
  const box2 = await frameBox(page);
  const sq = Object.entries(L2).find(([id]) => id.startsWith(swiped.square));
  assert.ok(sq, 'a square to tap');
  const before = JSON.stringify(await frame.evaluate(() => window.tabula.layout()));
  await page.touchscreen.tap(box2.x + sq[1].x + sq[1].w / 2, box2.y + sq[1].y + sq[1].h / 2);
  await frame.evaluate(() => window.tabula.nextFrame());
  const moved = (await frame.evaluate(() => window.tabula.state())).move !== move;
  const changed = JSON.stringify(await frame.evaluate(() => window.tabula.layout())) !== before;
  assert.ok(moved || changed, 'the tap reached the game');
  await page.screenshot({ path: `${shots}page-embed-swipe-360.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

for (const game of gameNames()) {
  for (const [device, width, players] of [['phone', 360, 4], ['desktop', 720, 4]]) {
    test(`${game} at ${width} px: the posted height fits the game`, async () => {
      const { context, page, frame, problems } = await openBlog(device,
        `game=${game}&players=${players}&humans=1&seed=3&embed=1`, width);
      await frame.evaluate(() => window.tabula.waitIdle(60000));
      await page.waitForTimeout(200);
      const heights = await page.evaluate(() => window.heights);
      const h = heights[heights.length - 1];
      assert.ok(h >= (width < 600 ? 640 : 480), `${game} ${width}: posted ${h}`);
      const box = await frameBox(page);
      assert.equal(Math.round(box.h), h, 'the host sized the iframe to the posted height');
      await frame.evaluate(() => window.tabula.nextFrame());
      const vh = await frame.evaluate(() => document.documentElement.clientHeight);
      const L = await frame.evaluate(() => window.tabula.layout());
      for (const [id, r] of Object.entries(L)) {
        assert.ok(r.y >= -1 && r.y + r.h <= vh + 1 && r.x >= -1 && r.x + r.w <= width + 1,
          `${id} inside the ${width}x${vh} frame: ${JSON.stringify(r)}`);
      }
      const T = await frame.evaluate(() => window.tabula.texts());
      for (const t of T) assert.ok(t.y >= -2 && t.y + t.size <= vh + 2, `text "${t.text}" inside the frame (y ${t.y})`);
      await page.evaluate(() => document.getElementById('game').scrollIntoView());
      await page.screenshot({ path: `${shots}page-embed-${game}-${width}.png`, fullPage: false });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test('the App can ask for more height through tabulaPage.preferHeight', async () => {
  const { context, page, frame } = await openBlog('desktop', `game=${gameNames().at(-1)}&embed=1`, 720);
  const first = await page.evaluate(() => window.heights[window.heights.length - 1]);
  assert.equal(first, 480, 'a start screen at 720 px asks for 480');
  await frame.evaluate(() => window.tabulaPage.preferHeight(900));
  await page.waitForFunction(() => window.heights[window.heights.length - 1] === 900);
  assert.equal(Math.round((await frameBox(page)).h), 900);
  await context.close();
});

test('a start screen with Continue shown gets the height it needs, and keeps it', async () => {
  const context = await browser.newContext({ ...devices.desktop });
  const page = await context.newPage();
  // A game in progress in this embed (each embed keeps its own save), so
  // its start screen offers Continue too.
  const game = gameNames().at(-1);
  const blog = `${hostUrl}?w=720&q=${encodeURIComponent(`game=${game}&embed=1`)}`;
  await page.goto(blog);
  await page.evaluate(() => document.getElementById('game').scrollIntoView());
  const first = page.frame({ url: /embed=1/ });
  await first.waitForFunction(() => window.tabula && window.tabula.ready);
  await first.evaluate(() => window.tabula.ready);
  await first.evaluate((g) => window.tabula.start({ game: g, players: 2, humans: 1, seed: 3 }), game);
  await page.goto(blog);
  await page.evaluate(() => document.getElementById('game').scrollIntoView());
  const frame = page.frame({ url: /embed=1/ });
  await frame.waitForFunction(() => window.tabula && window.tabula.ready);
  await frame.evaluate(() => window.tabula.ready);
  await frame.waitForFunction(() => 'continue' in window.tabula.layout());
  let bottom = 0;
  for (let i = 0; i < 40; ++i) {
    await page.waitForTimeout(100);
    const L = await frame.evaluate(() => window.tabula.layout());
    bottom = Math.max(...Object.values(L).map((r) => r.y + r.h));
    const vh = await frame.evaluate(() => document.documentElement.clientHeight);
    if (bottom <= vh) break;
  }
  const vh = await frame.evaluate(() => document.documentElement.clientHeight);
  assert.ok(bottom <= vh, `every button inside the frame: bottom ${bottom}, frame ${vh}`);
  // No back and forth: the height stays once it fits.
  const n = (await page.evaluate(() => window.heights)).length;
  await page.waitForTimeout(600);
  const heights = await page.evaluate(() => window.heights);
  assert.equal(heights.length, n, `no more heights posted: ${heights}`);
  // At 720 px the start screen sets its choices in two columns when short
  // and wide (issue 25's 200% zoom), so Continue may fit in 480: the frame
  // is as tall as its lowest button needs, whatever that is.
  assert.ok(heights[heights.length - 1] >= Math.min(bottom, 480), `tall enough for every button: ${heights}, bottom ${bottom}`);
  await context.close();
});
