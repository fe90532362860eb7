// Shakespeare's choices in words (issue 34 §5): the accessible layer named a
// card by the shorthand drawn on it ("Romeo £1 2", "The Author 2",
// "as extra" four times, "2 ×3" for a costume piece). Each choice of a whole
// game now says what it does -- what a card costs and moves, what a piece is
// worth and where it goes -- in the player's language, from the seat's own
// view (web/shakespeare/situation.js names()).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base, shots, launchBrowser, devices, press, SETTLED_SPEED } from '../harness.mjs';

// The templates, read from the file the page fetches: a name must be one of
// them filled in, so no drawn shorthand can pass for it.
const situation = (() => {
  let got = null;
  const window = { tabulaSituation: { add: (game, g) => { got = g; } } };
  new Function('window', readFileSync(new URL('../../../web/shakespeare/situation.js', import.meta.url), 'utf8'))(window);
  return got;
})();
const labels = situation.labels;
const pattern = (template) => new RegExp('^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+') + '$');
// Which template an id's name must match.
function templates(id, L) {
  const a = id.startsWith('action:') ? id.slice(7) : null;
  if (/^v:pick:set:/.test(id)) return [L.pick_set];
  if (/^v:pick:costume:/.test(id)) return [L.pick_costume];
  if (!a) return null;
  if (/^draft /.test(a)) return [L.hire];
  if (/ as extra$/.test(a)) return [L.extra];
  if (/^recruit /.test(a)) return [L.recruit];
  if (/^activate .* with \+3$/.test(a)) return [L.activate_plus3];
  if (/^activate /.test(a)) return [L.activate];
  if (/^costume /.test(a)) return [L.put_costume];
  if (/^set /.test(a)) return [L.set_at];
  if (/^advance /.test(a)) return [L.advance];
  if (/^retreat /.test(a)) return [L.retreat];
  if (/^rest all but /.test(a)) return [L.rest];
  if (/^keep /.test(a)) return [L.keep];
  if (/^bid /.test(a)) return [L.bid_one, L.bid_other];
  return null;  // pass, done, the Queen's two: words already
}

// CI rehearsal 4: the layer listed a frame's choices drawn a moment before
// the state moved on, and three cards offered then were no longer in the
// state's market, so they kept their shorthand ("Assistente paga £3
// assistente"). A card seen once is named from what was seen.
test('a card offered in a frame drawn before the market changed is still named in words', () => {
  const t = {
    word: () => '', get: () => undefined,
    fill: (tpl, v) => tpl.replace(/\{(\w+)\}/g, (m, k) => (k in v ? String(v[k]) : m)),
  };
  const assistant = { id: 'assistant-a', name: 'Assistant', kind: 'assistant', cost: 3 };
  const a = { choices: [{ id: 'action:draft assistant-a' }] };
  const before = situation.names(a, { seat: 0, companies: [], market: [assistant] }, labels.en, t, []);
  assert.equal(before['action:draft assistant-a'], 'Hire Assistant (wage 3 pounds; each of your craftsmen is worth 1 more)');
  const after = situation.names(a, { seat: 0, companies: [], market: [null, null] }, labels.en, t, []);
  assert.equal(after['action:draft assistant-a'], before['action:draft assistant-a']);
  // Hired since: its face is on the company's cast.
  const mine = { id: 'jeweller-b', name: 'Jeweller', kind: 'jeweller', cost: 3 };
  const hired = situation.names({ choices: [{ id: 'action:draft jeweller-b' }] },
    { seat: 1, companies: [{ cast: [] }, { cast: [{ id: 'jeweller-b', card: mine }] }], market: [] }, labels.en, t, []);
  assert.match(hired['action:draft jeweller-b'], pattern(labels.en.hire));
});

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The layer's choices once the canvas has drawn what changed (and its
// "On the table" lines, kept for the last check).
let onTheTable = [];
async function layer(page) {
  const a = await page.evaluate(async () => {
    await window.tabula.waitIdle(60000);
    await window.tabula.nextFrame();
    window.tabulaAccess.update();
    const s = window.tabulaAccess.state();
    return { choices: s.choices, texts: s.texts };
  });
  onTheTable = a.texts;
  return a.choices;
}

for (const [lang, seed, device] of [['en', 5, 'desktop'], ['it', 7, 'phone']]) {
  test(`Shakespeare (${lang}, ${device}): every choice of a whole game says what it does, in words`, async () => {
    const L = labels[lang];
    const context = await browser.newContext(devices[device]);
    const page = await context.newPage();
    await page.goto(`${base}?game=shakespeare&players=2&humans=1&level=easy&seed=${seed}&lang=${lang}`);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabulaPage.loadAccess());
    await page.waitForFunction(() => window.tabulaAccess);
    // The game's words (situation/shakespeare.js) are fetched when the layer
    // first asks; until they come it reads the drawn words (CI rehearsals 4
    // and 5 read the starting offer that soon, under load).
    // The layer's two scripts arrive one after the other: page-situation.js
    // may come a moment after window.tabulaAccess (CI rehearsal 2, round 17).
    await page.waitForFunction(() => {
      if (!window.tabulaSituation) return false;
      window.tabulaAccess.update();
      return window.tabulaSituation.names({ screen: 'table', overlay: 'none', lang: 'en', choices: [] }, []) !== null;
    }, null, { timeout: 10000, polling: 100 });
    await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
    const kinds = new Set();
    const bad = [];
    const check = (choices) => {
      // Two choices that do different things are never named alike (the
      // old layer had four "as extra" and three "Costume slot").
      const byName = new Map();
      for (const c of choices) {
        const want = templates(c.id, L);
        if (!want) continue;
        kinds.add(c.id.replace(/^action:(\S+).*$/, '$1').replace(/^v:pick:.*$/, 'pick'));
        if (!want.some((t) => pattern(t).test(c.name))) bad.push(`${c.id}: "${c.name}" (wanted ${want.join(' | ')})`);
        // The shorthand's marks, never in a name (an objective's own words
        // may name pounds: "£6 after the wages").
        if (!/^action:keep /.test(c.id) && /[£★×]|\+\d/.test(c.name.replace('+3', ''))) bad.push(`${c.id}: shorthand in "${c.name}"`);
        // The same card twice (Costume maker 8, a and b; the two Queens) is
        // one choice twice.
        const what = c.id.replace(/(\d)[ab]\b/g, '$1').replace(/-[ab]\b/g, '').replace(/\bqueen-2\b/g, 'queen');
        if (byName.has(c.name) && byName.get(c.name) !== what) bad.push(`"${c.name}" names ${byName.get(c.name)} and ${what}`);
        byName.set(c.name, what);
      }
    };
    let decisions = 0;
    for (let guard = 0; guard < 400; ++guard) {
      let choices = await layer(page);  // (the bot's moves played first)
      const legal = await page.evaluate(() => window.tabula.legal());
      if (!legal.length) break;
      check(choices);
      // A piece picked: the costume slots and set spaces it may go to.
      const pick = choices.find((c) => c.id.startsWith('v:pick:'));
      if (pick && guard % 2 === 0) {
        await press(page, device, pick.id);
        choices = await layer(page);
        check(choices);
        const target = choices.find((c) => /^action:(costume|set) /.test(c.id));
        if (target) {
          assert.equal((await page.evaluate((t) => window.tabula.act(t), target.id.slice(7))).ok, true, target.id);
          decisions += 1;
          continue;
        }
      }
      // Vary the moves so recruiting, extras, the +3 token and the Queen show.
      const move = legal[(guard * 5 + seed) % legal.length];
      assert.equal((await page.evaluate((t) => window.tabula.act(t), move)).ok, true, move);
      decisions += 1;
    }
    assert.equal((await page.evaluate(() => window.tabula.state())).over, true, 'the game was played to its end');
    await page.screenshot({ path: `${shots}shakespeare-choices-words-${lang}.png` });
    await context.close();
    assert.deepEqual(bad.slice(0, 12), [], `${bad.length} choices not in words`);
    console.log(`# ${lang}: ${decisions} decisions, choices named: ${[...kinds].join(', ')}`);
    // The situation's own words share the labels with the choices' (a name
    // used twice once read "Activate {card} with a +3 token" for a
    // company's tokens): each company's line still says its tokens.
    const companies = onTheTable.filter((l) => l.includes(': ') && /;/.test(l));
    assert.ok(companies.length >= 2, `the companies on the table: ${onTheTable.join(' | ')}`);
    for (const l of companies) {
      assert.ok(l.includes(L.plus3.split('{')[0]), `"${l}" says its +3 tokens`);
      assert.doesNotMatch(l, /\{\w+\}/, 'no word left unfilled');
    }
    for (const k of ['draft', 'bid', 'recruit', 'activate', 'pick', 'costume', 'advance'])
      assert.ok(kinds.has(k), `a ${k} choice was named (${[...kinds].join(', ')}) in ${decisions} decisions`);
  });
}
