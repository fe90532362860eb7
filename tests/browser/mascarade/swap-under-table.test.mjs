// The swap "under the table" (issue 32 §4, web/mascarade/anim.h): both cards
// travel to the middle, pause there and come back, and a seat that may not
// know whether they were exchanged cannot tell from the screen.
//
// Two games are found whose first move is a bot's swap with the same seat,
// real in one and pretended in the other (the human, seat 0, takes no part).
// Played with the clock slowed, the table is photographed from seat 0 while
// the pair rests in the middle of the table and again once it has settled:
// the pictures must be the same pixels in both games (above seat 0's own
// card, which shows the human's memory of a card dealt differently in each
// game), and the middle one must differ from the settled one (the cards
// really went somewhere). With reduced motion the move is over by the next
// frame.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, devices, SETTLED_SPEED, artDrawn } from '../harness.mjs';

const PLAYERS = 4;
// The clock slowed 10x: the swap (lift, travel, shuffle) reaches its still
// hold in the middle 0.8 s in and leaves it at 1.05 s (anim.h), 8 to 10.5 s here.
const SLOW = 0.1;
const HOLD_MS = 9200;

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const url = (seed) => `${base}?game=mascarade&players=${PLAYERS}&humans=1&level=easy&seed=${seed}&lang=en`;

// A choice tapped as its button would be (the accessible layer's tap).
async function tap(page, id) {
  await page.waitForFunction((x) => !!window.tabula.layout()[x], id, { timeout: 30000 });
  assert.equal(await page.evaluate((x) => window.Module.ccall('tabula_tap', 'number', ['string'], [x]), id), 1, `tap ${id}`);
  await page.evaluate(() => window.tabula.nextFrame());
}
// The opening reveal's Ready.
const ready = (page) => tap(page, 'v:ready');
// Menu > Hints off: seat 0's memory of the cards it saw at the reveal
// ("Judge?" over Carla's card) differs from one deal to the other, and is
// seat 0's own knowledge, not the swap's; without it the two tables are
// the same pixels wherever the swap does not show.
async function hintsOff(page) {
  await tap(page, 'menu');
  await tap(page, 'hints');
  await tap(page, 'close');
  assert.equal((await page.evaluate(() => window.tabula.screen())).overlay, 'none', 'the menu closed');
}

// The game's first move, if a bot swapped without seat 0: {seat, other, real}.
async function firstMove(seed) {
  const context = await browser.newContext(devices.desktop);
  const page = await context.newPage();
  await page.goto(url(seed));
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
  await ready(page);
  await page.waitForFunction(() => JSON.parse(window.tabula.save()).actions.length >= 1 || window.tabula.legal().length > 0,
    null, { timeout: 30000 });
  const save = JSON.parse(await page.evaluate(() => window.tabula.save()));
  const log = (await page.evaluate(() => window.tabula.state())).log;
  await context.close();
  const e = log.find((x) => x.type === 'swap');
  if (!save.actions.length || !e || e.seat === 0 || e.other === '0') return null;
  return { seat: e.seat, other: e.other, real: / real$/.test(save.actions[0]) };
}

// Photographs of seat 0's table during and after the first move of `seed`.
async function watch(seed, reducedMotion = 'no-preference') {
  const context = await browser.newContext({ ...devices.desktop, reducedMotion });
  const page = await context.newPage();
  await page.goto(url(seed));
  await page.evaluate(() => window.tabula.ready);
  // Every picture with the art in it (it may come after ready: under load,
  // between two pictures that must be the same).
  await artDrawn(page, 'mascarade');
  await page.evaluate(() => window.tabula.setSpeed(1));
  await hintsOff(page);
  await ready(page);
  await page.evaluate((x) => window.tabula.setSpeed(x), SLOW);
  await page.waitForFunction(() => JSON.parse(window.tabula.save()).actions.length >= 1, null, { polling: 10, timeout: 60000 });
  const moved = Date.now();
  const L = await page.evaluate(() => window.tabula.layout());
  const own = L['card:0'] ?? L['slot:0'];
  assert.ok(own, 'seat 0 has its card on screen');
  // The table above seat 0's card, and the panel with the log beside it.
  const clip = { x: 0, y: 0, width: devices.desktop.viewport.width, height: Math.floor(own.y) - 2 };
  let middle = null;
  if (reducedMotion === 'reduce') {
    // The next frame, and 0.4 s later (4 s of the slowed swap; the next
    // bot still thinks at this clock): the same, and nothing animating.
    await page.evaluate(() => window.tabula.nextFrame());
    middle = await page.screenshot({ clip });
    await page.waitForTimeout(400);
    const still = await page.screenshot({ clip });
    const animating = await page.evaluate(() => !!window.tabula.screen().animating);
    await context.close();
    return { middle, settled: still, animating };
  } else {
    await page.waitForTimeout(Math.max(0, HOLD_MS - (Date.now() - moved)));
    middle = await page.screenshot({ clip });
    await page.screenshot({ path: `${shots}mascarade-swap-middle-${seed}.png` });
  }
  await page.evaluate(() => window.tabula.setSpeed(1));
  await page.evaluate(() => window.tabula.waitIdle(60000));
  // The settled frame: read before the human acts (they are to move, or a bot thinks).
  const settled = await page.screenshot({ clip });
  await context.close();
  return { middle, settled };
}

test('a real and a pretended swap look the same to a seat that may not know', async () => {
  // By the swap's seats: the seed of a real one and of a pretended one.
  const byKey = {};
  let found = null;
  const consider = async (seed) => {
    const m = await firstMove(seed);
    if (!m) return;
    const k = (byKey[`${m.seat}>${m.other}`] ??= {});
    k[m.real ? 'real' : 'fake'] ??= { seed };
    if (k.real && k.fake) found = k;
  };
  // Seeds 36 (real) and 22 (pretended) were such a pair when this was
  // written: tried first, each checked like any other; the search is for
  // when the engine or the bots deal differently.
  for (const seed of [36, 22]) await consider(seed);
  for (let seed = 1; seed <= 80 && !found; ++seed) await consider(seed);
  assert.ok(found, `two games whose first move is the same bot swap, real and pretended: ${JSON.stringify(byKey)}`);
  const real = await watch(found.real.seed);
  const fake = await watch(found.fake.seed);
  assert.ok(real.middle.equals(fake.middle), `the pair in the middle differs: seeds ${found.real.seed} and ${found.fake.seed}`);
  assert.ok(real.settled.equals(fake.settled), 'the settled table differs');
  assert.ok(!real.middle.equals(real.settled), 'the cards went to the middle of the table (the frame differs from the settled one)');
  // Reduced motion: nothing travels; the next frame is the settled table.
  const still = await watch(found.real.seed, 'reduce');
  assert.ok(still.middle.equals(still.settled) && !still.animating, 'with reduced motion the swap is over by the next frame');
});
