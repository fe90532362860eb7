// The cast on the felt (issue 32 §3, "cards that say what they do"): where
// the table has room, the characters in play lie in its middle, each with
// its card, its name and its power in a few words, in the player's language,
// at 12 px or more; the plaque covers no card, no seat, no pile and no tap
// target, and a long press on it gives every power whole. Where there is no
// room for the powers (13 seats), the names alone; a phone at 13 seats has
// no middle at all, and nothing may then be squeezed in.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { shots, launchBrowser, openPage, artDrawn, idle } from '../harness.mjs';

const words = (lang) => JSON.parse(readFileSync(new URL(`../../../assets/i18n/mascarade/${lang}.json`, import.meta.url), 'utf8'));
const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
const inside = (a, b) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.w <= b.x + b.w + 1 && a.y + a.h <= b.y + b.h + 1;
const at = (r) => `${r.x.toFixed(0)},${r.y.toFixed(0)} ${r.w.toFixed(0)}x${r.h.toFixed(0)}`;

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The table after the opening reveal, settled, and what was drawn on it.
async function table(device, lang, players) {
  const { context, page, problems } = await openPage(browser, device,
    `?game=mascarade&players=${players}&humans=1&level=easy&seed=7&lang=${lang}`);
  await page.waitForFunction(() => !!window.tabula.layout()['v:ready'], null, { timeout: 30000 });
  await artDrawn(page, 'mascarade');
  const ready = (await page.evaluate(() => window.tabula.layout()))['v:ready'];
  await page.mouse.click(ready.x + ready.w / 2, ready.y + ready.h / 2);
  await page.waitForFunction(() => !window.tabula.layout()['v:ready']);
  await idle(page);
  const drawn = await page.evaluate(() => ({
    layout: window.tabula.layout(), texts: window.tabula.texts(), sprites: window.tabula.sprites(),
    explains: window.tabula.explains(), cast: window.tabula.state().cast }));
  return { context, page, problems, ...drawn };
}

const cases = [
  ...['en', 'hu', 'es', 'it'].map((lang) => ({ device: 'desktop', lang, players: 6, powers: true })),
  { device: 'desktop', lang: 'en', players: 13, powers: false },
  { device: 'desktop', lang: 'hu', players: 9, powers: true },
];
for (const { device, lang, players, powers } of cases) {
  test(`${device} ${lang} ${players} players: the characters in play, ${powers ? 'with their powers' : 'by name'}`, async () => {
    const w = words(lang);
    const t = await table(device, lang, players);
    const plaque = t.explains.find((e) => e.title === w.ui.cast_title);
    assert.ok(plaque, `a plaque titled "${w.ui.cast_title}" (explains: ${t.explains.map((e) => e.title)})`);
    // Every power whole in its explanation.
    const ids = [...new Set(t.cast)];
    for (const id of ids) assert.ok(plaque.body.includes(w.characters[id].power), `${id}'s power in the explanation`);
    // Its words: inside it, 12 px or more (the title 14).
    // A text's box: its left, top, width and its line (1.2 x its size).
    const mine = t.texts.map((x) => ({ ...x, h: x.size * 1.2 })).filter((x) => x.text.trim() && overlap(x, plaque));
    for (const x of mine) {
      assert.ok(inside(x, plaque), `"${x.text}" (${at(x)}) runs out of the plaque (${at(plaque)})`);
      assert.ok(x.size >= 12, `"${x.text}" is ${x.size} px`);
    }
    const said = mine.map((x) => x.text).join(' ').replace(/\s+/g, ' ');
    for (const id of ids) {
      const count = t.cast.filter((c) => c === id).length;
      const name = w.characters[id].name + (count > 1 ? ` ×${count}` : '');
      assert.ok(mine.some((x) => x.text === name), `${name} on the plaque (${said})`);
      if (powers) assert.ok(said.includes(w.characters[id].brief), `"${w.characters[id].brief}" on the plaque (${said})`);
      // Its card beside its name.
      assert.ok(t.sprites.some((s) => s.sprite === `mascarade/card/${id}` && inside(s, plaque)), `${id}'s card on the plaque`);
    }
    // Nothing else under it: no other card, no tap target, no pile, no plate.
    for (const s of t.sprites)
      if (!inside(s, plaque) && s.sprite.startsWith('mascarade/')) assert.ok(!overlap(s, plaque), `${s.sprite} (${at(s)}) under the plaque (${at(plaque)})`);
    for (const [id, r] of Object.entries(t.layout))
      if (id !== 'v:table') assert.ok(!overlap(r, plaque), `tap target ${id} (${at(r)}) under the plaque (${at(plaque)})`);
    for (const e of t.explains)
      if (e !== plaque && !inside(e, plaque)) assert.ok(!overlap(e, plaque), `"${e.title}" (${at(e)}) under the plaque (${at(plaque)})`);
    await t.page.screenshot({ path: `${shots}mascarade-cast-${device}-${lang}-${players}p.png` });
    assert.deepEqual(t.problems, []);
    await t.context.close();
  });
}

test('phone, 13 players: no middle, so no plaque squeezed in', async () => {
  const t = await table('phone', 'en', 13);
  assert.equal(t.explains.find((e) => e.title === words('en').ui.cast_title), undefined);
  assert.deepEqual(t.problems, []);
  await t.context.close();
});

// A swap's pair meets in the table's middle, over the plaque: the plaque
// gives way while the two cards pause there, and comes back once they are
// home (cast.cc, the veil).
test('desktop: the plaque gives way to a swap in the middle, and comes back', async () => {
  const w = words('en');
  const t = await table('desktop', 'en', 6);
  const plaqueShown = () => t.page.evaluate((title) => window.tabula.explains().some((e) => e.title === title), w.ui.cast_title);
  await t.page.waitForFunction(() => window.tabula.legal().some((a) => a.startsWith('swap ')), null, { timeout: 60000 });
  const swap = (await t.page.evaluate(() => window.tabula.legal())).find((a) => a.startsWith('swap '));
  await t.page.evaluate(() => window.tabula.setSpeed(0.1));  // the swap's 1.6 s last 16 s
  await t.page.evaluate((a) => window.tabula.act(a), swap);
  // The pause in the middle begins 0.5 s into the swap (anim.h): 5 s here.
  await t.page.waitForTimeout(6500);
  await t.page.evaluate(() => window.tabula.nextFrame());
  assert.equal(await plaqueShown(), false, 'the plaque still drawn under the paused pair');
  await t.page.evaluate(() => window.tabula.setSpeed(25));
  await idle(t.page);
  assert.equal(await plaqueShown(), true, 'the plaque is back once the swap is over');
  assert.deepEqual(t.problems, []);
  await t.context.close();
});

// Where the felt has no room for the plaque (a phone), the moment a power
// matters -- a character announced, the others deciding whether to claim it
// too -- the panel says what it does, under "X announces: Y".
for (const lang of ['en', 'hu']) {
  test(`phone ${lang}, 6 players: the announced character's power in words in the panel`, async () => {
    const { context, page, problems } = await table('phone', lang, 6);
    const w = words(lang);
    let seen = null;
    for (let turn = 0; turn < 60 && !seen; ++turn) {
      const { legal, announced } = await page.evaluate(() => ({ legal: window.tabula.legal(), announced: window.tabula.state().announced }));
      if (legal.some((a) => /^(claim|decline)\b/.test(a)) && typeof announced === 'string') { seen = announced; break; }
      // Swap or peek, never announce: a bot's announcement is wanted here.
      const move = legal.find((a) => !/^announce\b/.test(a)) ?? legal[0];
      if (move) await page.evaluate((a) => window.tabula.act(a), move);
      await idle(page);
    }
    assert.ok(seen, 'a bot announced a character while this seat could claim it');
    await page.evaluate(() => window.tabula.nextFrame());
    const texts = await page.evaluate(() => window.tabula.texts());
    const said = texts.map((t) => t.text).join(' ');
    const brief = w.characters[seen].brief;
    assert.ok(said.includes(brief) || brief.split(' ').every((word) => said.includes(word)),
      `the panel says what ${seen} does ("${brief}"): ${said}`);
    for (const t of texts.filter((x) => brief.includes(x.text) && x.text.length > 3)) assert.ok(t.size >= 12, `"${t.text}" is ${t.size} px`);
    await page.screenshot({ path: `${shots}mascarade-announced-brief-${lang}.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });
}
