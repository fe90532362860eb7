// The start screen: each game is picked by tapping its card, the choices stay
// valid for the game picked (Mascarade at 13 players -> Mykerinos at 4), the
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
    assert.ok(!start.includes('variant:+'), 'Mascarade has no variant row');
    for (let i = 0; i < 10; ++i) await press(page, device, 'players:+');  // 13 players
    await press(page, device, 'game:mykerinos');
    await page.screenshot({ path: `${shots}start-mykerinos-${device}.png` });
    await press(page, device, 'start');
    const s = await state(page);
    assert.equal(s.game, 'mykerinos');
    assert.equal(s.players, 4, 'players clamped to Mykerinos\' 2-4');
    assert.equal(await page.title(), 'Tabula — Mykerinos');
    await press(page, device, 'menu');
    await press(page, device, 'new_game');
    await press(page, device, 'game:shakespeare');
    assert.ok((await ids(page)).includes('variant:+'), 'Shakespeare has a variant row');
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
