// The start screen: each game is picked by tapping its card, the choices stay
// valid for the game picked (the game seating the most at its most -> one
// seating fewer, clamped to its most), the
// variant row appears only for a game that has variants, and the page around
// the canvas (title, <html lang>, header buttons) follows game and language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, press, state } from './harness.mjs';
import { gameNames } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });
const ids = async (page) => Object.keys(await page.evaluate(() => window.tabula.layout()));

for (const device of ['phone', 'desktop']) {
  test(`${device}: a game picked by its card starts with valid choices`, async () => {
    const { context, page, problems } = await openPage(browser, device, '');
    const start = await ids(page);
    for (const g of gameNames()) assert.ok(start.includes(`game:${g}`), `a card for ${g}`);
    // The games as the page has them (the engine's list: seats, variants, titles).
    const list = JSON.parse(await page.evaluate(() => window.Module.ccall('tabula_games', 'string', [], [])));
    const first = list[0];  // the start screen opens on it
    assert.equal(start.includes('variant:+'), first.variants.length > 1, `${first.name}: a variant row only with variants`);
    const most = list.reduce((a, g) => (g.max_players > a.max_players ? g : a));
    const fewer = list.find((g) => g.max_players < most.max_players);
    const varied = list.find((g) => g.variants.length > 1);
    assert.ok(fewer && varied, 'a game seating fewer than another, and one with variants');
    if (most !== first) await press(page, device, `game:${most.name}`);
    for (let i = 0; i < most.max_players; ++i) await press(page, device, 'players:+');  // its most
    await press(page, device, `game:${fewer.name}`);
    await page.screenshot({ path: `${shots}start-${fewer.name}-${device}.png` });
    await press(page, device, 'start');
    const s = await state(page);
    assert.equal(s.game, fewer.name);
    assert.equal(s.players, fewer.max_players, `players clamped to ${fewer.title}'s ${fewer.min_players}-${fewer.max_players}`);
    assert.equal(await page.title(), `Tabula — ${fewer.title}`);
    await press(page, device, 'menu');
    await press(page, device, 'new_game');
    await press(page, device, `game:${varied.name}`);
    assert.ok((await ids(page)).includes('variant:+'), `${varied.title} has a variant row`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the header follows the language', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '?lang=es');
  await page.evaluate(() => window.tabula.nextFrame());
  const chrome = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    exp: document.querySelector('#export-btn').textContent,
    imp: document.querySelector('#import-btn').textContent,
  }));
  assert.deepEqual(chrome, { lang: 'es', exp: 'Exportar partida', imp: 'Importar' });
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 34 §7: on a phone every target of the start screen is a finger's
// 44 px both ways (the ‹ › arrows were 38x36, Import / Rules / About 42 high).
test('phone: every choice of the start screen is at least 44 px both ways', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '');
  for (const game of gameNames()) {
    await press(page, 'phone', `game:${game}`);
    const L = await page.evaluate(() => window.tabula.layout());
    const small = Object.entries(L).filter(([id, r]) => id !== 'overlay' && (r.w < 44 || r.h < 44))
      .map(([id, r]) => `${id} ${r.w.toFixed(0)}x${r.h.toFixed(0)}`);
    assert.deepEqual(small, [], `${game}: start-screen targets under 44 px`);
  }
  await page.screenshot({ path: `${shots}start-targets-phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
