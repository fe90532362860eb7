// Mascarade's opening reveal (issue 26): with a person at the device every
// card stays face up, the bots waiting, until Ready is tapped; then the cards
// turn down and the game goes on. A table of bots does not wait. At 13
// players on a phone every card's name is a whole word, and the panel lists
// who holds what.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { shots, launchBrowser, openPage, press } from '../harness.mjs';

const en = JSON.parse(readFileSync(new URL('../../../assets/i18n/mascarade/en.json', import.meta.url)));
const names = Object.values(en.characters).map((c) => c.name);
const marks = Object.values(en.characters).map((c) => c.mark);

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The names written on cards: not those of the cast's plaque (cast.cc), which
// names the characters in play all game long.
const faces = (page) => page.evaluate(([n, title]) => {
  const plaque = window.tabula.explains().find((e) => e.title === title);
  const onPlaque = (t) => plaque && t.x >= plaque.x - 1 && t.x <= plaque.x + plaque.w && t.y >= plaque.y - 1 && t.y <= plaque.y + plaque.h;
  return window.tabula.texts().filter((t) => n.includes(t.text) && !onPlaque(t));
}, [names, en.ui.cast_title]);
const actions = async (page) => JSON.parse(await page.evaluate(() => window.tabula.save())).actions.length;

for (const [device, players] of [['phone', 13], ['desktop', 5]]) {
  test(`${players} players on a ${device}: the cards stay face up until Ready`, async () => {
    const { context, page, problems } = await openPage(browser, device, '?lang=en', { speed: 1 });
    // Seed 7 at 13 players: a bot moves first, so the bots' waiting shows.
    await page.evaluate((p) => window.tabula.start({ game: 'mascarade', players: p, humans: 1, level: 'easy', seed: 7, lang: 'en' }), players);
    await new Promise((r) => setTimeout(r, 5000));  // twice as long as the old reveal lasted
    await page.evaluate(() => window.tabula.nextFrame());
    assert.ok((await page.evaluate(() => window.tabula.layout()))['v:ready'], 'Ready is offered');
    // Each card's name on the table, and each again in the panel's list.
    const shown = await faces(page);
    assert.ok(shown.length >= players, `every card face up after 5 s (${shown.length})`);
    const all = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text);
    assert.ok(!all.some((t) => marks.includes(t) && !names.includes(t)), 'no one-letter marks for names');
    assert.equal(all.filter((t) => /^[^:]+: [A-Z][a-z]+$/.test(t) && names.includes(t.split(': ')[1])).length >= players, true,
      'the panel lists who holds what');
    assert.equal(await actions(page), 0, 'nobody has moved');
    await page.screenshot({ path: `${shots}polish-reveal-${players}-${device}.png` });
    await press(page, device, 'v:ready');
    await page.waitForFunction(([n, title]) => {
      const plaque = window.tabula.explains().find((e) => e.title === title);
      const onPlaque = (t) => plaque && t.x >= plaque.x - 1 && t.x <= plaque.x + plaque.w && t.y >= plaque.y - 1 && t.y <= plaque.y + plaque.h;
      return window.tabula.texts().filter((t) => n.includes(t.text) && !onPlaque(t)).length === 0;
    }, [names, en.ui.cast_title], { timeout: 20000 });  // speed 1: slow under a loaded CI
    await page.evaluate(() => window.tabula.waitIdle(60000));
    assert.ok((await page.evaluate(() => window.tabula.legal())).length > 0, 'the game went on to the human');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// Locally every table has a person (humans=0 is refused); the table with no
// one at the device is an online spectator's. The server's views are fed in
// as app-online.test.mjs does.
test('online: a seat gets Ready, a spectator does not wait', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '?lang=en', { speed: 25 });
  await page.evaluate(() => window.tabula.start({ game: 'mascarade', players: 4, humans: 1, level: 'easy', seed: 3 }));
  const obs = await page.evaluate(() => window.tabula.state());
  assert.deepEqual(obs.log, [], 'the opening position');
  await page.evaluate(() => { window.tabulaOnline = { available: true, open() {}, act() {} }; });
  const view = (seat) => ({
    table: 'T1', game: 'mascarade', players: 4, variant: '', seat, creator: false, started: true,
    seats: [0, 1, 2, 3].map((i) => ({ name: i === 0 ? 'Zoe' : null, bot: i === 0 ? null : 'easy', away: false })),
    observation: { ...obs, seat }, legal: [], over: false });
  const send = (v) => page.evaluate((x) => window.Module.ccall('tabula_online_view', null, ['string'], [JSON.stringify(x)]), v);
  await send(view(0));
  await page.evaluate(() => window.tabula.nextFrame());
  assert.ok((await page.evaluate(() => window.tabula.layout()))['v:ready'], 'a seated player gets Ready');
  await page.evaluate(() => window.Module.ccall('tabula_online_leave', null, [], []));
  await send(view(-1));
  await page.evaluate(() => window.tabula.nextFrame());
  assert.ok(!(await page.evaluate(() => window.tabula.layout()))['v:ready'], 'a spectator is not asked');
  assert.equal(await page.evaluate(() => window.tabula.waitIdle(5000).then(() => true)), true, 'and nothing waits');
  assert.deepEqual(problems, []);
  await context.close();
});
