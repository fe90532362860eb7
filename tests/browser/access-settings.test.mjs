// Sound and motion settings (issue 25), through the real page:
// - sound: page-sound.js is not fetched before the player's first key or
//   tap; after one, moves are heard and "turn" comes back; the top
//   bar's speaker mutes, and a reload remembers it; in an embed it starts off.
// - the menu's Animations setting: off, a move that animates (a game's
//   reducedMotionMove, tests/browser/<game>/game.mjs) is over by the next frame
//   (without prefers-reduced-motion), and a reload remembers it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, devices, launchBrowser } from './harness.mjs';
import { gameData, gameNames, gamesWith } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The first game of the build with a move to watch animate.
const [game] = await gamesWith('reducedMotionMove');
if (!game) throw new Error('no game of the build has a reducedMotionMove (tests/browser/<game>/game.mjs)');
const move = await gameData(game, 'reducedMotionMove');
const query = `?game=${game}&players=${move.players}&humans=1&level=easy&seed=11&lang=en`;

async function ready(page, speed = 1000) {
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabulaPage.loadAccess());
  await page.waitForFunction(() => window.tabulaAccess);
  await page.evaluate((x) => window.tabula.setSpeed(x), speed);
  await page.evaluate(() => window.tabula.waitIdle(60000));
}
const choices = (page) => page.getByRole('group', { name: 'Your choices' }).getByRole('button');
async function sync(page) {
  await page.evaluate(async () => { await window.tabula.waitIdle(60000); await window.tabula.nextFrame(); window.tabulaAccess.update(); });
}

test('sound: fetched after the first key, played on a move, muted by the speaker and remembered', async () => {
  const context = await browser.newContext(devices.desktop);
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(base + query);
  await ready(page);
  assert.ok(!fetched.some((p) => p.endsWith('page-sound.js')), 'no sound fetched before any interaction');
  // A key (the first interaction), then a move: Anna's, then her turn again.
  await page.focus('#canvas');
  await page.keyboard.press('Escape');
  // An opening reveal waits for a person's Ready (issue 26).
  await sync(page);
  const readyButton = choices(page).filter({ hasText: /^Ready$/ });
  if (await readyButton.count()) {
    await readyButton.first().focus();
    await page.keyboard.press('Enter');
    await sync(page);
  }
  const swap = await page.evaluate((re) => window.tabula.legal().find((t) => new RegExp(re).test(t)), move.action.source);
  await page.evaluate((t) => window.tabula.act(t), swap);
  await sync(page);
  await page.waitForFunction(() => window.tabulaSound && window.tabulaSound.played.includes('turn'));
  assert.ok(fetched.some((p) => p.endsWith('page-sound.js')), 'page-sound.js fetched once wanted');
  const played = await page.evaluate(() => window.tabulaSound.played.slice());
  // A burst of moves within a frame plays its loudest moment only.
  assert.ok(played.some((x) => ['flip', 'reveal', 'coins'].includes(x)), `the moves were heard: ${played}`);
  // The speaker: "Sound: on" in the top bar, pressed from the accessibility tree.
  await sync(page);
  await choices(page).filter({ hasText: 'Sound: on' }).focus();
  await page.keyboard.press('Enter');
  await sync(page);
  assert.equal(await choices(page).filter({ hasText: 'Sound: off' }).count(), 1, 'the speaker says it is off');
  const n = await page.evaluate(() => window.tabulaSound.played.length);
  const next = await page.evaluate(() => window.tabula.legal()[0]);
  await page.evaluate((t) => window.tabula.act(t), next);
  await sync(page);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.tabulaSound.played.length), n, 'muted: nothing played');
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => window.Module.ccall('tabula_sound_on', 'number', [], [])), 0, 'a reload keeps it muted');
  await context.close();
});

test('sound starts off in an embed', async () => {
  const context = await browser.newContext(devices.phone);
  const page = await context.newPage();
  await page.goto(base + 'manifest.webmanifest');  // same origin, nothing running
  await page.setContent(`<iframe src="${base}?embed=1&game=${gameNames()[0]}" width="360" height="640"></iframe>`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => window.tabula && window.tabulaAccess);
  assert.equal(await frame.evaluate(() => window.Module.ccall('tabula_sound_on', 'number', [], [])), 0);
  await context.close();
});

test('the menu\'s Animations: off shows a move at once, and is remembered', async () => {
  const context = await browser.newContext(devices.desktop);
  const page = await context.newPage();
  await page.goto(base + query);
  await ready(page, 1);
  await page.focus('#canvas');
  await page.keyboard.press('m');
  await sync(page);
  await choices(page).filter({ hasText: 'Animations: on' }).focus();
  await page.keyboard.press('Enter');
  await sync(page);
  assert.equal(await choices(page).filter({ hasText: 'Animations: off' }).count(), 1);
  await page.keyboard.press('Escape');
  await page.reload();
  await ready(page, 1);
  const animating = await page.evaluate(async (re) => {
    const swap = window.tabula.legal().find((t) => new RegExp(re).test(t));
    window.tabula.act(swap);
    await window.tabula.nextFrame();
    return !!window.tabula.screen().animating;
  }, move.action.source);
  assert.equal(animating, false, 'remembered: the move is over by the next frame');
  await context.close();
});
