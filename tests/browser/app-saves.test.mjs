// Hot-seat and saves, as a family at one device meets them: the device is
// passed (with the name) before the first human turn and before every human
// turn that follows another human's, in every game; one autosave per game,
// so a game of one and a game of another never overwrite each other;
// after a reload Continue comes first, on the game played last; New game
// over an unfinished game asks first; the old single slot is migrated;
// exports are named by game and date; a page whose storage throws still
// plays and says so once; a reload in the middle of the bots' turns goes on.
// The hot-seat walks run at SETTLED_SPEED (they look at settled screens
// only; it was 25), a turn's looks in one round trip.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, openPage, press, idle, state, SETTLED_SPEED } from './harness.mjs';
import { gameFor, gameNames, mostSeats } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const screen = (page) => page.evaluate(() => window.tabula.screen());
const ids = async (page) => Object.keys(await page.evaluate(() => window.tabula.layout()));

for (const game of gameNames()) {
  test(`${game}, two humans: the device is passed before the first turn and between the humans`, async () => {
    // At SETTLED_SPEED: only settled screens are looked at (the pass screen
    // or not, once the bots are done), so no frames go on animations or the
    // bot's pauses; a turn's looks in one round trip.
    const { context, page, problems } = await openPage(browser, 'phone', `?game=${game}&players=3&humans=2&level=easy&seed=4`,
      { speed: SETTLED_SPEED });
    await page.evaluate(() => window.tabula.waitIdle(60000)).catch(() => {});
    await page.evaluate(() => window.tabula.nextFrame());
    let passes = 0, humanTurns = 0, lastHuman = -1;
    for (let i = 0; i < 40; ++i) {
      await idle(page);
      const { sc, s, texts } = await page.evaluate(() => ({
        sc: window.tabula.screen(), s: window.tabula.state(), texts: window.tabula.texts().map((t) => t.text).join(' '),
      }));
      if (s.over) break;
      const seatToMove = s.current ?? s.seat;
      if (sc.overlay === 'pass') {
        passes += 1;
        assert.ok(texts.includes(['Anna', 'Bruno'][seatToMove] ?? ''), `the pass screen names the player: ${texts}`);
        if (i > 0) assert.notEqual(seatToMove, lastHuman, 'the device is passed only between different humans');
        await press(page, 'phone', 'pass');
      } else {
        assert.ok(i > 0 && lastHuman === s.seat, `no pass screen before ${i === 0 ? 'the first human turn' : 'another human\'s turn'}`);
      }
      humanTurns += 1;
      const r = await page.evaluate((k) => {
        const seat = window.tabula.state().seat;
        const legal = window.tabula.legal();
        return { ...window.tabula.act(legal[(k * 3) % legal.length]), seat };
      }, i);
      lastHuman = r.seat;
      assert.equal(r.ok, true);
    }
    assert.ok(passes >= 2, `passed the device ${passes} times in ${humanTurns} human turns`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('one autosave per game; after a reload Continue is first; New game asks first', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '');
  await page.evaluate(() => localStorage.clear());
  // Two games of the build: the one seating the most (at 5), then another (at 2).
  const one = mostSeats().name;
  const other = gameNames().find((g) => g !== one);
  await page.evaluate((game) => window.tabula.start({ game, players: 5, seed: 3 }), one);
  await idle(page);
  const legal = await page.evaluate(() => window.tabula.legal());
  await page.evaluate((t) => window.tabula.act(t), legal[0]);
  await idle(page);
  const first = JSON.parse(await page.evaluate(() => window.tabula.save()));
  await page.evaluate((game) => window.tabula.start({ game, players: 2, seed: 3 }), other);
  await idle(page);
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  assert.ok(keys.includes(`tabula.save.${one}`) && keys.includes(`tabula.save.${other}`), keys.join());
  assert.equal(JSON.parse(await page.evaluate((game) => localStorage.getItem(`tabula.save.${game}`), one)).actions.length,
    first.actions.length, `starting ${other} left the ${one} game alone`);

  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  assert.deepEqual(await screen(page), { screen: 'start', game: other, overlay: 'none' }, 'opens on the game played last');
  const L = await page.evaluate(() => window.tabula.layout());
  assert.ok(L.continue && L.start && L.continue.y < L.start.y, 'Continue is the first choice');
  await page.screenshot({ path: `${shots}app-continue-first.png` });
  await press(page, 'desktop', 'start');
  assert.equal((await screen(page)).overlay, 'confirm', 'New game over an unfinished game asks first');
  await page.screenshot({ path: `${shots}app-confirm-new.png` });
  await press(page, 'desktop', 'continue');
  assert.equal((await screen(page)).screen, 'table');
  assert.equal((await state(page)).game, other);
  // The first game is still there to continue.
  await press(page, 'desktop', 'menu');
  await press(page, 'desktop', 'new_game');
  await press(page, 'desktop', `game:${one}`);
  assert.ok((await ids(page)).includes('continue'));
  await press(page, 'desktop', 'continue');
  await idle(page);
  assert.equal(JSON.parse(await page.evaluate(() => window.tabula.save())).actions.length, first.actions.length);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the old single save slot moves to its game\'s slot', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '');
  const game = gameFor(2);  // any game of 2 seats
  await page.evaluate((g) => window.tabula.start({ game: g, players: 2, seed: 8 }), game);
  await idle(page);
  const save = await page.evaluate(() => window.tabula.save());
  await page.evaluate((s) => { localStorage.clear(); localStorage.setItem('tabula.save', s); }, save);
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  assert.equal(await page.evaluate((g) => localStorage.getItem(`tabula.save.${g}`), game), save);
  assert.ok(!(await page.evaluate(() => localStorage.getItem('tabula.save'))), 'the old slot is emptied');
  assert.equal((await screen(page)).game, game);
  assert.ok((await ids(page)).includes('continue'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('exports are named by game and date', async () => {
  const game = gameFor(2);  // any game of 2 seats
  const { context, page, problems } = await openPage(browser, 'desktop', `?game=${game}&players=2&seed=3`);
  await idle(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-btn')]);
  const today = await page.evaluate(() => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; });
  assert.equal(download.suggestedFilename(), `${game}-${today}.json`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('storage that throws: the game still plays and says once that it cannot autosave', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await context.addInitScript(() => {
    const deny = () => { throw new DOMException('blocked', 'SecurityError'); };
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}?game=${gameFor(4)}&players=4&humans=1&level=easy&seed=2`);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabula.setSpeed(25));
  for (let i = 0; i < 3; ++i) {
    await idle(page);
    const legal = await page.evaluate(() => window.tabula.legal());
    assert.equal((await page.evaluate((t) => window.tabula.act(t), legal[0])).ok, true);
  }
  const notices = await page.evaluate(() => window.tabula.notices());
  const storage = notices.filter((n) => /sav/i.test(n));
  assert.equal(storage.length, 1, `said once: ${JSON.stringify(notices)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload in the middle of the bots\' turns goes on with the bots', async () => {
  // The game seating the most, full: many bots to move after the person.
  const big = mostSeats();
  const { context, page, problems } = await openPage(browser, 'desktop', `?game=${big.name}&players=${big.max}&humans=1&level=easy&seed=6`);
  await idle(page);
  const legal = await page.evaluate(() => window.tabula.legal());
  await page.evaluate(() => window.tabula.setSpeed(1));
  await page.evaluate((t) => window.tabula.act(t), legal[0]);
  await page.waitForTimeout(1500);  // a bot or two has moved, twelve are still to come
  const mid = JSON.parse(await page.evaluate(() => window.tabula.save())).actions.length;
  await page.goto(base);  // the page again, without the options that started the game
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabula.setSpeed(25));
  await press(page, 'desktop', 'continue');
  await idle(page);
  const s = await state(page);
  const now = JSON.parse(await page.evaluate(() => window.tabula.save())).actions.length;
  assert.ok(now > mid, `the bots went on after the reload (${mid} -> ${now} actions)`);
  assert.ok(s.over || (await page.evaluate(() => window.tabula.legal())).length > 0, 'back to the human');
  assert.deepEqual(problems, []);
  await context.close();
});
