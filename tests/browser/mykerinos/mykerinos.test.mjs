// Mykerinos through the real page in Chromium, at desktop and phone size:
// a 3-player and a 2-player game against bots, started by URL options and
// played to the end through window.tabula.act, each with one extension (two
// cubes) made by tapping squares; the end breakdown must be on screen.
// Each whole game is played on one device in CI (the 3-player game on the
// phone, the 2-player game on the desktop, each with its extension by taps);
// TABULA_BROWSER_FULL=1 plays both on both.
// Screenshots land in tests/browser/screenshots/ (look at them).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  base, shots, devices, launchBrowser, openPage as openOn, press, idle, state, fullOnly, SETTLED_SPEED,
} from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });
const openPage = (device, query, options) => openOn(browser, device, query, options);
// The device each whole game (by player count) is played on in CI; the
// other is fullOnly.
const ciDevice = { 3: 'phone', 2: 'desktop' };
const layout = (page) => page.evaluate(() => window.tabula.layout());

// An extension by taps: the first square, "extend" if the square also allows
// a new excavation, Back once (the cube comes off), the square again, then
// the second square, which plays both cubes.
async function extendByTaps(page, device, legal) {
  const first = legal.find((l) => /^extend [a-h]\d$/.test(l)).split(' ')[1];
  const before = await state(page);
  await press(page, device, `v:sq:${first}`);
  let ids = Object.keys(await layout(page));
  if (ids.includes(`v:form:extend ${first}`)) await press(page, device, `v:form:extend ${first}`);
  ids = Object.keys(await layout(page));
  assert.ok(ids.includes('v:back') && ids.includes('v:cancel'), 'a way back before the last cube');
  await press(page, device, 'v:back');
  if (Object.keys(await layout(page)).includes('v:back')) await press(page, device, 'v:back');
  assert.equal((await state(page)).move, before.move, 'nothing played yet');
  await press(page, device, `v:sq:${first}`);
  if (Object.keys(await layout(page)).includes(`v:form:extend ${first}`)) await press(page, device, `v:form:extend ${first}`);
  const next = Object.keys(await layout(page)).filter((id) => id.startsWith('v:sq:'));
  assert.ok(next.length > 0, 'squares for the second cube are highlighted');
  await press(page, device, next[0]);
  const after = await state(page);
  assert.ok(after.move >= before.move + 2, 'both cubes were played');
  const mine = after.region.cubes.filter((c) => c === before.seat).length;
  assert.ok(mine >= before.region.cubes.filter((c) => c === before.seat).length + 2);
}

async function playToTheEnd(page, device, tapOnce) {
  let tapped = !tapOnce;
  for (let i = 0; i < 3000; ++i) {
    await idle(page);
    const s = await state(page);
    if (s.over || s.phase === 'over') return s;
    const legal = await page.evaluate(() => window.tabula.legal());
    assert.ok(legal.length > 0, 'the bots are idle, so the human must have a move');
    if (!tapped && s.turn?.step === 'choose' && legal.some((l) => /^extend [a-h]\d$/.test(l))) {
      await extendByTaps(page, device, legal);
      tapped = true;
      await page.screenshot({ path: `${shots}mykerinos-${device}-extension.png` });
      continue;
    }
    // Mostly cubes (a game of only passes would be short and dull).
    const cubes = legal.filter((l) => !l.startsWith('pass'));
    const pick = cubes.length && i % 5 ? cubes[(i * 7) % cubes.length] : legal[(i * 3) % legal.length];
    const r = await page.evaluate((t) => window.tabula.act(t), pick);
    assert.equal(r.ok, true, `act("${pick}") refused: ${r.reason}`);
  }
  assert.fail('the game did not end');
}

for (const device of Object.keys(devices)) {
  describe(`Mykerinos on ${device}`, () => {
    test('the log and the position survive a reload and Continue', async () => {
      const { context, page, problems } = await openPage(device, '?game=mykerinos&players=3&humans=1&level=easy&seed=5');
      for (let i = 0; i < 14; ++i) {
        await idle(page);
        const legal = await page.evaluate(() => window.tabula.legal());
        const cubes = legal.filter((l) => !l.startsWith('pass'));
        await page.evaluate((t) => window.tabula.act(t), cubes.length ? cubes[(i * 5) % cubes.length] : legal[0]);
      }
      await idle(page);
      const log = await page.evaluate(() => window.tabula.log());
      const before = await state(page);
      assert.ok(log.length >= 14, `the log tells the game so far (${log.length} lines)`);
      assert.ok(log.some((l) => /cube/.test(l)), 'cube placements are in the log');
      // Without the URL options the page offers the autosave instead of a new game.
      await page.goto(base);
      await page.evaluate(() => window.tabula.ready);
      await press(page, device, 'continue');
      await idle(page);
      assert.deepEqual(await page.evaluate(() => window.tabula.log()), log);
      assert.deepEqual((await state(page)).region, before.region);
      await page.screenshot({ path: `${shots}mykerinos-${device}-continued.png` });
      assert.deepEqual(problems, []);
      await context.close();
    });

    for (const players of [3, 2]) {
      test(`a ${players}-player game against bots, to the end`, device === ciDevice[players] ? {} : fullOnly(`CI plays it on the ${ciDevice[players]} only`), async () => {
        // Settled states and frames only: the clock at SETTLED_SPEED.
        const { context, page, problems } = await openPage(
          device, `?game=mykerinos&players=${players}&humans=1&level=easy&seed=${40 + players}`,
          { speed: SETTLED_SPEED });
        const s0 = await state(page);
        assert.equal(s0.game, 'mykerinos');
        assert.equal(s0.players, players);
        await page.screenshot({ path: `${shots}mykerinos-${device}-${players}p-start.png` });
        // An extension by taps in every game (CI plays each on one device).
        const end = await playToTheEnd(page, device, true);
        assert.ok(end.winners.length >= 1, 'someone wins');
        await page.evaluate(() => window.tabula.nextFrame());
        const ids = Object.keys(await layout(page));
        assert.ok(ids.includes('play_again') && ids.includes('new_game'), 'the end screen is shown');
        await page.screenshot({ path: `${shots}mykerinos-${device}-${players}p-end.png` });
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  });
}
