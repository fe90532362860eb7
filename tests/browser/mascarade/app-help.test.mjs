// Help for every piece, and the words: a long press on a Mascarade card
// shows what it is and plays nothing (not even a selection); hovering a
// piece with the mouse shows a tooltip; the character picker shows each
// power; amounts of gold read "1 moneda" / "2 monedas" (never "1 monedas");
// each character's mark on its card is distinct in every language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { shots, launchBrowser, openPage, press, idle, state, longPress } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const layout = (page) => page.evaluate(() => window.tabula.layout());
const screen = (page) => page.evaluate(() => window.tabula.screen());

test('phone: a long press on a card explains it and plays nothing', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '?game=mascarade&players=5&humans=1&level=easy&seed=9');
  await idle(page);
  const before = await state(page);
  const L = await layout(page);
  const slot = Object.keys(L).find((k) => k.startsWith('slot:'));
  await longPress(context, page, L[slot]);
  const sc = await screen(page);
  assert.ok(sc.explain, `an explanation is shown: ${JSON.stringify(sc)}`);
  const texts = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text).join(' ');
  assert.ok(texts.includes(sc.explain), 'its title is on screen');
  assert.ok(!Object.keys(await layout(page)).some((k) => k.startsWith('action:swap')), 'the card was not picked');
  assert.deepEqual(await state(page), before, 'nothing was played');
  await page.screenshot({ path: `${shots}app-long-press-phone.png` });
  // The next tap closes it and does what a tap does (issue 21: it used to
  // only close it, and a "draft Juliet" tap did nothing): it picks the card.
  await press(page, 'phone', slot);
  assert.equal((await screen(page)).explain, undefined);
  assert.ok(Object.keys(await layout(page)).some((k) => k.startsWith('action:swap')), 'a tap picks the card');
  assert.deepEqual(problems, []);
  await context.close();
});

test('desktop: hovering Court, Bank, a seat and a card shows a tooltip', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '?game=mascarade&players=5&humans=1&level=easy&seed=9');
  await idle(page);
  const L = await layout(page);
  const seat = L['seat:1'];
  await page.mouse.move(seat.x + seat.w / 2, seat.y + seat.h / 2);
  await page.evaluate(() => window.tabula.nextFrame());
  assert.equal((await screen(page)).explain, 'Bruno');
  const card = L[Object.keys(L).find((k) => k.startsWith('card:') || k.startsWith('slot:'))];
  await page.mouse.move(card.x + card.w / 2, card.y + card.h / 2);
  await page.evaluate(() => window.tabula.nextFrame());
  assert.ok((await screen(page)).explain, 'a card explains itself');
  await page.screenshot({ path: `${shots}app-tooltip-desktop.png` });
  await page.mouse.move(5, 400);
  await page.evaluate(() => window.tabula.nextFrame());
  assert.equal((await screen(page)).explain, undefined, 'the tooltip goes with the mouse');
  assert.deepEqual(problems, []);
  await context.close();
});

for (const device of ['phone', 'desktop']) test(`${device}: the character picker shows each power`, async () => {
  const { context, page, problems } = await openPage(browser, device, '?game=mascarade&players=4&humans=1&level=easy&seed=12');
  for (let i = 0; i < 40; ++i) {
    await idle(page);
    const legal = await page.evaluate(() => window.tabula.legal());
    if (legal.some((t) => t.startsWith('announce'))) break;
    // Swap, and decline others' claims (a wrong claim can end a short game
    // before seat 0 has a free turn: the seed draws who opens).
    await page.evaluate((t) => window.tabula.act(t),
      legal.find((t) => t.startsWith('swap')) ?? legal.find((t) => t === 'decline') ?? legal[0]);
  }
  await press(page, device, 'open:announce');
  // On a wide screen the picker stands over the table, clear of the side
  // panel: it once cut the first letters off the log's lines.
  const boxes = await layout(page);
  assert.ok(boxes['v:picker'] && boxes.log, 'the picker and the log are on screen');
  if (device === 'desktop') {
    const [p, l] = [boxes['v:picker'], boxes.log];
    assert.ok(p.x + p.w <= l.x || l.x + l.w <= p.x || p.y + p.h <= l.y || l.y + l.h <= p.y,
      `the picker ${JSON.stringify(p)} stays clear of the log ${JSON.stringify(l)}`);
  }
  const texts = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text).join(' ');
  const en = JSON.parse(readFileSync(new URL('../../../assets/i18n/mascarade/en.json', import.meta.url)));
  const cast = [...new Set((await state(page)).cast)];
  for (const c of cast) {
    const firstWords = en.characters[c].power.split(' ').slice(0, 3).join(' ');
    assert.ok(texts.includes(firstWords), `the power of the ${c} is shown ("${firstWords}")`);
  }
  await page.screenshot({ path: `${shots}app-picker-powers-${device}.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [lang, one, wrong] of [['es', '1 moneda', /\b1 monedas\b/], ['it', '1 moneta', /\b1 monete\b/]]) {
  test(`${lang}: one coin is singular in the log`, async () => {
    const { context, page, problems } = await openPage(browser, 'desktop', `?game=mascarade&players=6&humans=1&level=easy&seed=3&lang=${lang}`);
    let log = [];
    for (let i = 0; i < 300; ++i) {
      await idle(page);
      const s = await state(page);
      log = await page.evaluate(() => window.tabula.log());
      if (s.over || log.some((l) => l.includes(one))) break;
      const legal = await page.evaluate(() => window.tabula.legal());
      await page.evaluate((t) => window.tabula.act(t), legal[(i * 7) % legal.length]);
    }
    assert.ok(log.some((l) => l.includes(one)), `a single coin moved: ${log.slice(-5).join(' | ')}`);
    assert.ok(!log.some((l) => wrong.test(l)), 'never a plural with 1');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('every character\'s mark is distinct in every language, and it is what the card shows', async () => {
  for (const lang of ['en', 'hu', 'es', 'it']) {
    const t = JSON.parse(readFileSync(new URL(`../../../assets/i18n/mascarade/${lang}.json`, import.meta.url)));
    const marks = Object.values(t.characters).map((c) => c.mark);
    assert.equal(new Set(marks).size, marks.length, `${lang}: ${marks.join(' ')}`);
    assert.ok(marks.every((m) => typeof m === 'string' && m.length >= 1 && m.length <= 2));
  }
  // The opening shows every card face up: Rey and Reina are told apart, by
  // their names on the card's ribbon where the card is roomy enough (the
  // art), else by their marks; never by one shared letter.
  const es = JSON.parse(readFileSync(new URL('../../../assets/i18n/mascarade/es.json', import.meta.url)));
  const { context, page } = await openPage(browser, 'desktop', '?game=mascarade&players=13&humans=1&level=easy&seed=3&lang=es');
  await page.evaluate(() => window.tabula.setSpeed(1));
  await page.evaluate(() => window.tabula.start({ game: 'mascarade', players: 13, seed: 3, lang: 'es' }));
  await page.waitForTimeout(1400);
  const texts = (await page.evaluate(() => window.tabula.texts())).map((x) => x.text);
  const shows = (c) => texts.includes(c.name) || texts.includes(c.mark);
  assert.ok(shows(es.characters.king) && shows(es.characters.queen),
    `the King and the Queen show ${es.characters.king.name}/${es.characters.king.mark} and ` +
    `${es.characters.queen.name}/${es.characters.queen.mark}: ${texts.join(' ')}`);
  assert.ok(!texts.includes('R'), 'no card shows a bare "R"');
  await context.close();
});
