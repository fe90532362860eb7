// Learning from the page (issue 21, all but the guided lesson): every
// rulebook example (assets/<game>/examples/rulebook.json) opens from the rules with
// "Show me", steps to its end and shows the position it explains, with its
// note; the first board says once how to get help on any piece, and never
// again after a reload; "What would the expert do?" marks a legal action and
// plays nothing. The games are the build's (games.mjs), each at its
// learnPlayers table (<game>/game.mjs). (A long press that shows help does
// not swallow the next tap: tests/browser/<game>/help-long-press.test.mjs,
// on the game of the case.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base, devices, launchBrowser, openPage, press, idle, state, shots, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameNames, gameWithoutReady } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const games = gameNames();
const players = Object.fromEntries(await Promise.all(games.map(async (g) => [g, await gameData(g, 'learnPlayers')])));
// The help line's first press must be the test's own: a game whose opening
// waits for Ready (harness idle() taps it) would take it away first.
const plain = await gameWithoutReady(3);  // at a table of 3

const en = JSON.parse(readFileSync(new URL('../../assets/i18n/en.json', import.meta.url)));
const examples = (g) => JSON.parse(readFileSync(new URL(`../../assets/${g}/examples/rulebook.json`, import.meta.url))).examples;
const layout = (page) => page.evaluate(() => window.tabula.layout());
const screen = (page) => page.evaluate(() => window.tabula.screen());
const shown = async (page) => (await page.evaluate(() => window.tabula.texts())).map((t) => t.text).join(' ');
const at = (obj, path) => path.split('/').slice(1).reduce((o, k) => (o == null ? o : o[k]), obj);
// A note is drawn wrapped, in quotes: its first words show on screen.
const opening = (text) => text.split(' ').slice(0, 4).join(' ');

test('the first board says once how to get help on any piece', async () => {
  const link = `?game=${plain}&players=3&humans=1&level=easy&seed=4`;
  for (const [device, line] of [['desktop', en.ui.help_line_mouse], ['phone', en.ui.help_line_touch]]) {
    const { context, page, problems } = await openPage(browser, device, link);
    await idle(page);
    const words = opening(line);
    assert.ok((await shown(page)).includes(words), `${device}: "${line}" is shown`);
    // The first press takes it away, and still does what it does.
    await press(page, device, 'menu');
    assert.equal((await screen(page)).overlay, 'menu', 'the press opened the menu');
    await press(page, device, 'close');
    assert.ok(!(await shown(page)).includes(words), `${device}: gone after the first press`);
    await page.reload();
    await page.evaluate(() => window.tabula.ready);
    // The link finds its unfinished game: Continue it.
    if ((await screen(page)).screen === 'start') await press(page, device, 'continue');
    await idle(page);
    assert.equal((await screen(page)).screen, 'table');
    assert.ok(!(await shown(page)).includes(words), `${device}: not shown again after a reload`);
    assert.deepEqual(problems, []);
    await context.close();
  }
  // Storage that throws (a sandboxed iframe): shown, and nothing breaks.
  const { context, page, problems } = await openPage(browser, 'desktop', link);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new Error('blocked'); } });
  });
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  await idle(page);
  assert.ok((await shown(page)).includes(opening(en.ui.help_line_mouse)), 'shown without storage');
  assert.deepEqual(problems.filter((p) => !/blocked|storage/i.test(p)), []);
  await context.close();
});

test('what would the expert do: a legal action marked, nothing played', async () => {
  for (const game of games) {
    const { context, page, problems } = await openPage(browser, 'desktop', `?game=${game}&players=${players[game]}&humans=1&level=easy&seed=6`);
    await idle(page);
    const before = await state(page);
    const legal = await page.evaluate(() => window.tabula.legal());
    await press(page, 'desktop', 'menu');
    await press(page, 'desktop', 'hint');  // the menu's "What would the expert do?"
    const hint = await page.evaluate(() => window.tabula.hint());
    assert.ok(hint.ok, `${game}: ${JSON.stringify(hint)}`);
    assert.ok(legal.includes(hint.action), `${game}: "${hint.action}" is legal`);
    assert.ok(hint.id && (await layout(page))[hint.id], `${game}: marked at ${hint.id}`);
    assert.ok((await shown(page)).includes(en.ui.hint_marked), `${game}: the mark is explained`);
    assert.deepEqual(await state(page), before, `${game}: nothing played`);
    // Not in a replay: the rules' first example is a scene.
    assert.deepEqual(problems, []);
    await context.close();
  }
});

// Opens the rules and scrolls them with the wheel until example i's "Show
// me" is laid out (only a button wholly in view is), then presses it. The
// examples close the rules: a wheel past their end (the frame drawn then
// clamps the scroll, but lays nothing out), one notch back up (drawn at the
// end), then up by a little less than the body's height a wheel, so no
// button is passed unseen. (A wheel of 100 px is one SDL notch, 40 px of the
// rules: web/app/input.cc.)
const framed = (page) => page.evaluate(() => window.tabula.nextFrame().then(() => window.tabula.layout()));
async function openExample(page, device, game, i) {
  await press(page, device, 'help');
  const id = `example:${game}:${i}`;
  let L = await layout(page);
  const body = L['help-body'];
  assert.ok(body, 'the rules are open');
  await page.mouse.move(body.x + body.w / 2, body.y + body.h / 2);
  if (!L[id]) {
    await page.mouse.wheel(0, 1e6);
    await framed(page);
    await page.mouse.wheel(0, -100);
    L = await framed(page);
  }
  const up = -Math.max(1, Math.floor((body.h - 60) / 40)) * 100;
  for (let k = 0; k < 100 && !L[id]; ++k) {
    await page.mouse.wheel(0, up);
    L = await framed(page);
  }
  await press(page, device, id);
}

for (const game of games) {
  test(`${game}: every rulebook example plays from the rules to the position it explains`, async () => {
    const list = examples(game);
    // At SETTLED_SPEED: a step's animation ends in the frame it starts (the
    // checks look at the end of each scene only), so no frames are spent on it.
    const { context, page, problems } = await openPage(browser, 'desktop', `?game=${game}&players=${players[game]}&humans=1&level=easy&seed=2`,
      { speed: SETTLED_SPEED });
    await idle(page);
    const game0 = await page.evaluate(() => window.tabula.save());
    for (const [i, ex] of list.entries()) {
      await openExample(page, 'desktop', game, i);
      const r = await page.evaluate(() => window.tabula.replay());
      assert.ok(r, `${ex.id}: a scene is open`);
      assert.equal(r.at, ex.at, `${ex.id}: it opens where the example starts`);
      assert.equal(r.of, ex.save.actions.length);
      if (ex.notes[String(ex.at)]) assert.ok((await shown(page)).includes(opening(ex.notes[String(ex.at)].en)), `${ex.id}: its opening note`);
      const hint = await page.evaluate(() => window.tabula.hint());
      assert.equal(hint.ok, false, 'no hint in a scene');
      // Step to the end with the controls: the first step a click on the
      // forward button, the others that button's own tap (tabula_tap, as
      // the keyboard's Enter on it: only a control drawn on screen takes
      // it), each position drawn before the next, in one round trip.
      if (ex.at < r.of) await press(page, 'desktop', 'replay:forward');
      const taken = await page.evaluate(async (n) => {
        const out = [];
        for (let k = 0; k < n; ++k) {
          out.push(window.Module.ccall('tabula_tap', 'number', ['string'], ['replay:forward']));
          await window.tabula.nextFrame();
        }
        return out;
      }, Math.max(0, r.of - ex.at - 1));
      assert.ok(taken.every((t) => t === 1), `${ex.id}: the forward button took each step (${taken})`);
      assert.equal((await page.evaluate(() => window.tabula.replay())).at, r.of);
      const end = ex.notes[String(r.of)].en;
      assert.ok((await shown(page)).includes(opening(end)), `${ex.id}: the explanation "${end}" is shown`);
      const seen = await state(page);
      for (const e of ex.expect) assert.deepEqual(at(seen, e.path), e.equals, `${ex.id}: ${e.path}`);
      // Leaving comes back to the game it was opened from.
      await press(page, 'desktop', 'menu');
      await press(page, 'desktop', 'replay:leave');
      assert.equal(await page.evaluate(() => window.tabula.replay()), null);
      assert.equal(await page.evaluate(() => window.tabula.save()), game0, `${ex.id}: the game is back`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// The help line stands over the top bar: it never covers the board (a 360 px
// embed's lesson had its top row under it) nor squeezes it. Every
// id laid out under the bar, the board's and the lesson's, lies clear of it,
// on a phone, a desktop and a 360 px embed, in each game's lesson and in a
// plain game; the line is whole within the bar, in letters of 11 px or more.
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
// One page a device, reused across the games and links (a page load is most
// of this test's time), each visit as a first visitor's: the site's storage
// is cleared as the next document starts, before the app reads it (asked
// through window.name, which lasts across the tab's navigations).
async function freshVisit(pages, device, query) {
  if (!pages[device]) {
    pages[device] = await openPage(browser, device, query, { speed: SETTLED_SPEED });
    await pages[device].context.addInitScript(() => {
      if (window.name !== 'tabula-fresh') return;
      window.name = '';
      localStorage.clear();
      sessionStorage.clear();
    });
    return pages[device];
  }
  const { page } = pages[device];
  await page.evaluate(() => { window.name = 'tabula-fresh'; });
  await page.setViewportSize(devices[device].viewport);
  await page.goto(base + query);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);  // the bots' moves take no frames
  return pages[device];
}

test('the help line covers no piece of the board, on every device and game', async () => {
  const pages = {};
  for (const game of games) {
    for (const [device, query, viewport] of [
      ['phone', `?game=${game}&learn=1`],
      ['desktop', `?game=${game}&learn=1`],
      ['phone', `?game=${game}&learn=1&embed=1`, { width: 360, height: 800 }],
      ['phone', `?game=${game}&players=${players[game]}&humans=1&level=easy&seed=4`]]) {
      const label = `${game} ${device}${viewport ? ' 360 embed' : ''}${query.includes('learn') ? ' lesson' : ''}`;
      const { page, problems } = await freshVisit(pages, device, query);
      if (viewport) await page.setViewportSize(viewport);
      await page.waitForFunction(() => {
        const s = window.tabula.screen();
        const l = window.tabula.lesson();
        return s.screen === 'table' && s.helpLine && (!l || (!l.loading && l.target));
      }, null, { timeout: 30000, polling: 50 });
      await page.evaluate(() => window.tabula.nextFrame());
      // screen().helpLine is in the canvas's pixels; layout() and texts() in the page's.
      const at = (await screen(page)).helpLine;
      const c = await page.evaluate(() => { const r = document.getElementById('canvas').getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width }; });
      assert.ok(at.y >= 0 && at.y + at.h <= 48 && at.x >= 0 && at.x + at.w <= c.w, `${label}: within the top bar ${JSON.stringify(at)}`);
      const line = { x: at.x + c.x, y: at.y + c.y, w: at.w, h: at.h };
      const L = await layout(page);
      const board = Object.entries(L).filter(([, r]) => r.y >= c.y + 48);  // under the top bar
      assert.ok(board.length > 3, `${label}: the board's pieces are laid out`);
      for (const [id, r] of board) assert.ok(!overlap(line, r), `${label}: the help line ${JSON.stringify(line)} covers ${id} ${JSON.stringify(r)}`);
      const inside = (t) => t.y >= line.y && t.y + t.size <= line.y + line.h + 1 && t.x >= line.x && t.x + t.w <= line.x + line.w;
      const said = [en.ui.help_line_touch, en.ui.help_line_mouse];
      const words = (await page.evaluate(() => window.tabula.texts())).filter((t) => inside(t) && said.some((l) => l.includes(t.text)));
      assert.ok(said.includes(words.map((t) => t.text).join(' ')), `${label}: the whole line is drawn within its box: ${JSON.stringify(words)}`);
      assert.ok(words.every((t) => t.size >= 11), `${label}: in letters of 11 px or more`);
      if (viewport) await page.screenshot({ path: `${shots}help-line-${game}-embed-360.png` });
      assert.deepEqual(problems, [], label);
    }
  }
  for (const { context } of Object.values(pages)) await context.close();
});
