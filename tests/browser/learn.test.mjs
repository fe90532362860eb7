// Learning from the page (issue 21, all but the guided lesson): every
// rulebook example (assets/<game>/examples/rulebook.json) opens from the rules with
// "Show me", steps to its end and shows the position it explains, with its
// note; the first board says once how to get help on any piece, and never
// again after a reload; a long press that shows help does not swallow the
// next tap; "What would the expert do?" marks a legal action and plays nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launchBrowser, openPage, press, idle, state, shots } from './harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const en = JSON.parse(readFileSync(new URL('../../assets/i18n/en.json', import.meta.url)));
const examples = (g) => JSON.parse(readFileSync(new URL(`../../assets/${g}/examples/rulebook.json`, import.meta.url))).examples;
const layout = (page) => page.evaluate(() => window.tabula.layout());
const screen = (page) => page.evaluate(() => window.tabula.screen());
const shown = async (page) => (await page.evaluate(() => window.tabula.texts())).map((t) => t.text).join(' ');
const at = (obj, path) => path.split('/').slice(1).reduce((o, k) => (o == null ? o : o[k]), obj);
// A note is drawn wrapped, in quotes: its first words show on screen.
const opening = (text) => text.split(' ').slice(0, 4).join(' ');

async function longPress(context, page, id) {
  const r = (await layout(page))[id];
  assert.ok(r, `no ${id}`);
  const cdp = await context.newCDPSession(page);
  const point = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(800);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.evaluate(() => window.tabula.nextFrame());
}

test('a long press shows help, and the next tap both closes it and plays', async () => {
  // The case: a long press on Juliet in the starting offer, then a
  // tap to draft her did nothing.
  const { context, page, problems } = await openPage(browser, 'phone', '?game=shakespeare&players=3&humans=1&level=easy&seed=9');
  await idle(page);
  const target = Object.keys(await layout(page)).find((k) => k.startsWith('action:draft '));
  assert.ok(target, 'a character to draft');
  const before = await state(page);
  await longPress(context, page, target);
  assert.ok((await screen(page)).explain, 'the long press explains the card');
  assert.deepEqual(await state(page), before, 'the long press played nothing');
  // A tap on the explanation itself only closes it.
  const bubble = (await layout(page)).explain;
  assert.ok(bubble, 'the explanation is on screen');
  await press(page, 'phone', 'explain');
  assert.equal((await screen(page)).explain, undefined, 'a tap on it closes it');
  assert.deepEqual(await state(page), before, '...and plays nothing');
  // Again, then a tap on the card: closed and drafted.
  await longPress(context, page, target);
  assert.ok((await screen(page)).explain);
  await press(page, 'phone', target);
  assert.equal((await screen(page)).explain, undefined, 'the tap closes the explanation');
  const saved = JSON.parse(await page.evaluate(() => window.tabula.save()));
  assert.ok(saved.actions.includes(target.slice('action:'.length)), `the tap drafted: ${saved.actions.join(', ')}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the first board says once how to get help on any piece', async () => {
  for (const [device, line] of [['desktop', en.ui.help_line_mouse], ['phone', en.ui.help_line_touch]]) {
    const { context, page, problems } = await openPage(browser, device, '?game=mykerinos&players=3&humans=1&level=easy&seed=4');
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
  const { context, page, problems } = await openPage(browser, 'desktop', '?game=mykerinos&players=3&humans=1&level=easy&seed=4');
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
  for (const [game, players] of [['mykerinos', 3], ['mascarade', 5], ['shakespeare', 2]]) {
    const { context, page, problems } = await openPage(browser, 'desktop', `?game=${game}&players=${players}&humans=1&level=easy&seed=6`);
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

async function openExample(page, device, game, i) {
  await press(page, device, 'help');
  const id = `example:${game}:${i}`;
  for (let k = 0; k < 60 && !(await layout(page))[id]; ++k) {
    const body = (await layout(page))['help-body'];
    await page.mouse.move(body.x + body.w / 2, body.y + body.h / 2);
    await page.mouse.wheel(0, 240);
    await page.waitForTimeout(30);
    await page.evaluate(() => window.tabula.nextFrame());
  }
  await press(page, device, id);
}

for (const game of ['mascarade', 'shakespeare', 'mykerinos']) {
  test(`${game}: every rulebook example plays from the rules to the position it explains`, async () => {
    const list = examples(game);
    const players = { mascarade: 5, shakespeare: 2, mykerinos: 3 }[game];
    const { context, page, problems } = await openPage(browser, 'desktop', `?game=${game}&players=${players}&humans=1&level=easy&seed=2`);
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
      // Step to the end with the controls.
      for (let n = ex.at; n < r.of; ++n) await press(page, 'desktop', 'replay:forward');
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
// embed's Mykerinos lesson had its top row under it) nor squeezes it. Every
// id laid out under the bar, the board's and the lesson's, lies clear of it,
// on a phone, a desktop and a 360 px embed, in each game's lesson and in a
// plain game; the line is whole within the bar, in letters of 11 px or more.
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
test('the help line covers no piece of the board, on every device and game', async () => {
  for (const game of ['mykerinos', 'mascarade', 'shakespeare']) {
    const players = { mascarade: 5, shakespeare: 2, mykerinos: 3 }[game];
    for (const [device, query, viewport] of [
      ['phone', `?game=${game}&learn=1`],
      ['desktop', `?game=${game}&learn=1`],
      ['phone', `?game=${game}&learn=1&embed=1`, { width: 360, height: 800 }],
      ['phone', `?game=${game}&players=${players}&humans=1&level=easy&seed=4`]]) {
      const label = `${game} ${device}${viewport ? ' 360 embed' : ''}${query.includes('learn') ? ' lesson' : ''}`;
      const { context, page, problems } = await openPage(browser, device, query);
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
      if (game === 'mykerinos' && viewport) await page.screenshot({ path: `${shots}help-line-mykerinos-embed-360.png` });
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});
