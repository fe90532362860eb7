// The words a demanding player trips on (issue 26, "Words"):
// - prompts say "click" to a mouse and "tap" to a finger, in all four
//   languages ({tap}/{Tap} in the tables, I18n::set_mouse);
// - counts agree with their number ("1 cube", never "1 cubes"): every count
//   with a plural noun has its {one, other} forms;
// - (a zero-prestige cartouche shows 0, not "·"; no label is cut off with
//   "…": the games' own, tests/browser/<game>/polish-words.test.mjs;)
// - the start screen says plainly what the expert beats.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, idle, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameNames, gamesWith } from './games.mjs';
import { entries, langs, mouseVerb, table, tables, texts, touchVerb } from './words.mjs';

test('no table names the finger outright: every "tap" is {tap}, which follows the pointer', () => {
  for (const lang of langs) {
    let placeholders = 0;
    for (const [game, t] of tables(lang)) {
      for (const [path, v] of entries(t)) {
        if (path.startsWith('pointer.')) continue;
        for (const s of typeof v === 'string' ? [v] : Object.values(v)) {
          assert.doesNotMatch(s.replace(/\{[Tt]ap\}/g, ''), touchVerb[lang], `${lang} ${game}:${path} says the touch verb outright: ${s}`);
          placeholders += (s.match(/\{[Tt]ap\}/g) || []).length;
        }
      }
    }
    assert.ok(placeholders > 20, `${lang}: the prompts use {tap} (${placeholders})`);
    const p = table(lang).pointer;
    assert.ok(p.touch.tap && p.mouse.tap && p.touch.Tap && p.mouse.Tap, `${lang}: both verbs`);
    assert.match(p.mouse.tap, mouseVerb[lang]);
  }
});

test('a count with a plural noun has its one and other forms in English, Spanish and Italian', () => {
  // English: "{n} cubes" or "character(s)" outside {one, other} is "1 cubes".
  const plurals = new Map();
  for (const [game, t] of tables('en')) {
    for (const [path, v] of entries(t)) {
      if (typeof v !== 'string') { plurals.set(`${game}:${path}`, v); continue; }
      assert.doesNotMatch(v, /\(s\)/, `en ${game}:${path}: "(s)" is no plural: ${v}`);
      assert.doesNotMatch(v, /\{n\} (cubes|cards|cylinders|characters|pieces|pounds|points|players|seasons|days|actions|coins|objectives|extras|rooms|squares|moves|games|tokens)\b/, `en ${game}:${path} needs {one, other}: ${v}`);
    }
  }
  assert.ok(plurals.size >= 6, `the counts found (${[...plurals.keys()].join(', ')})`);
  for (const lang of ['es', 'it', 'hu']) {
    const forms = new Map(tables(lang).flatMap(([game, t]) => entries(t).map(([p, v]) => [`${game}:${p}`, v])));
    for (const [key, en] of plurals) {
      const v = forms.get(key);
      assert.ok(v !== undefined, `${lang} has ${key}`);
      // Hungarian nouns stay singular after a number: one form is right there.
      if (lang === 'hu' && typeof v === 'string') continue;
      assert.equal(typeof v, 'object', `${lang} ${key} has {one, other} like English (${JSON.stringify(en)})`);
      assert.match(v.other, /\{n\}/, `${lang} ${key}.other says {n}`);
      assert.doesNotMatch(v.one, /\{n\}/, `${lang} ${key}.one says 1 in words or figures, not {n}`);
    }
    for (const [key, v] of forms) {
      if (typeof v === 'string') assert.doesNotMatch(v, /\((s|i|e|es)\)|\w\/(e|i)\b/, `${lang} ${key}: no "(s)" or "/e" plurals: ${v}`);
    }
  }
});

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The games whose table prompts with the pointer's verb once the bots are
// done (their pointerPrompt, tests/browser/<game>/game.mjs: table and seed).
const [prompting] = await gamesWith('pointerPrompt');
if (!prompting) throw new Error('no game of the build has a pointerPrompt (tests/browser/<game>/game.mjs)');
const prompt = await gameData(prompting, 'pointerPrompt');
const promptQuery = (p) => `?game=${prompting}&players=${p.players}&humans=1&level=easy&seed=${p.seed}&lang=en`;

for (const [device, verb, other] of [['desktop', /\bclick\b/i, /\btap\b/i], ['phone', /\btap\b/i, /\bclick\b/i]]) {
  test(`${prompting} on a ${device}: the prompt says ${verb.source.replace(/\\b/g, '')}`, async () => {
    const { context, page, problems } = await openPage(browser, device, promptQuery(prompt),
      { speed: SETTLED_SPEED });
    await idle(page);
    // A press with that pointer (the page starts from the device's main one).
    await (device === 'phone' ? page.touchscreen.tap(5, 300) : page.mouse.click(5, 300));
    await page.evaluate(() => window.tabula.nextFrame());
    const all = await texts(page);
    assert.ok(all.some((t) => verb.test(t)), `a prompt with ${verb}: ${all.join(' | ')}`);
    assert.ok(!all.some((t) => other.test(t)), `none with ${other}`);
    // The other pointer on the same page: the words follow it.
    if (device === 'desktop') {
      await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch' })));
      
      await page.evaluate(() => window.tabula.nextFrame());
      assert.ok((await texts(page)).some((t) => /\btap\b/i.test(t)), 'a finger on a desktop page reads "tap"');
    }
    await page.screenshot({ path: `${shots}polish-words-tap-${device}.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('in Hungarian, Spanish and Italian a mouse reads its own verb', async () => {
  const { context, page } = await openPage(browser, 'desktop', promptQuery(prompt),
    { speed: SETTLED_SPEED });
  await idle(page);
  await page.mouse.click(5, 300);
  for (const lang of ['hu', 'es', 'it']) {
    await page.evaluate((l) => window.tabula.setLanguage(l), lang);
    await page.evaluate(() => window.tabula.nextFrame());
    const all = await texts(page);
    assert.ok(all.some((t) => mouseVerb[lang].test(t)), `${lang}: ${all.filter((t) => t.length > 30).join(' | ')}`);
    assert.ok(!all.some((t) => touchVerb[lang].test(t)), `${lang}: no finger verb for a mouse`);
  }
  await context.close();
});



test('the start screen says what the expert beats, in four languages', async () => {
  const { context, page } = await openPage(browser, 'phone', `?game=${gameNames()[0]}&lang=en`, { speed: SETTLED_SPEED });
  // Step the level to expert.
  for (let i = 0; i < 4; ++i) {
    if ((await texts(page)).some((t) => /hundreds of futures/.test(t))) break;
    const r = (await page.evaluate(() => window.tabula.layout()))['level:+'];
    await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
    await page.evaluate(() => window.tabula.nextFrame());
  }
  const hardName = { en: 'hard', hu: 'nehéz', es: 'difícil', it: 'difficile' };
  for (const lang of langs) {
    await page.evaluate((l) => window.tabula.setLanguage(l), lang);
    await page.evaluate(() => window.tabula.nextFrame());
    const line = (await texts(page)).join(' ');
    const expected = table(lang).ui.level_about_expert;
    // The whole sentence is drawn (wrapped), naming the level it beats and
    // the share of games: "2 of every 3 games against the hard level".
    for (const word of expected.split(/\s+/).slice(-6)) assert.ok(line.includes(word), `${lang}: "${word}" drawn`);
    assert.ok(expected.includes(hardName[lang]) && /\b2\b/.test(expected) && /\b3\b/.test(expected), `${lang}: ${expected}`);
    assert.doesNotMatch(expected, /in 2 games|2 games of 3/);
    if (lang === 'en') await page.screenshot({ path: `${shots}polish-words-start-expert-phone.png` });
  }
  await context.close();
});
