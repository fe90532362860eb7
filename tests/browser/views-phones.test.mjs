// Issue 8 §3-4 for Shakespeare and Mykerinos, through the real page:
//  - whole games (4 players on a 390x844 phone, 3 in a 360x640 embed; see
//    `walks`, seat 0 choosing at random among its legal actions, the clock
//    at SETTLED_SPEED), every screen and tab checked (views-walk.mjs): no
//    text under 11 CSS px, no tap target under 44x44, no two tap targets
//    overlapping, nothing outside the page; and every sprite drawn on the
//    way is in the game's atlas (the art checks of art.test.mjs's walk, on
//    every screen and tab of a whole game);
//  - every player's name on screen (on the board or one of its tabs) at
//    720x480 and 360x640 embeds;
//  - every market card, cast card, token and track explains itself
//    (window.tabula.explains(), the pieces registered through
//    ViewContext::explain), and a long press on a market card explains it
//    and hires nothing.
// TABULA_VIEWS_TAP=all also holds App's own buttons (top bar: web-app) to
// 44 px; by default the views' own targets (v:*, action:*) are checked.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, base, newReport, walkGame, checkTabs, tapper, names, MIN_TEXT, MIN_TAP } from './views-walk.mjs';
import { fullOnly, SETTLED_SPEED } from './harness.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const games = ['shakespeare', 'mykerinos'];
const viewIdsOnly = process.env.TABULA_VIEWS_TAP !== 'all';

function problems(report) {
  return [...report.problems]
    .filter(([k]) => !viewIdsOnly || !/^tap target (?!v:|action:)/.test(k))
    .filter(([k]) => !viewIdsOnly || !/^tap targets (?!v:|action:)\S+ and (?!v:|action:)/.test(k))
    .map(([k, where]) => `${k}   [${where}]`);
}

// A whole game per screen size, each at a player count of its own: 4 players
// on the phone, 3 in the embed (each whole game takes a minute or more);
// the other player counts (2-4 on both) are fullOnly: TABULA_BROWSER_FULL=1.
const walks = [[4, 'phone'], [3, 'embed360'], [2, 'phone'], [3, 'phone'], [2, 'embed360'], [4, 'embed360']];
const inCI = (players, profile) => (profile === 'phone' ? players === 4 : players === 3);

describe('phones and 360 px embeds: readable text, finger-sized targets, nothing cut off', { concurrency: 2 }, () => {
  for (const game of games) {
    for (const [players, profile] of walks) {
      {
        // Mykerinos's fourth season (nine rows of squares) on a 640 px embed
        // zooms onto a band of rows with buttons for the others: its squares
        // and museum rooms stay a finger wide too.
        const ci = inCI(players, profile) ? {} : fullOnly('CI walks 4 players on the phone and 3 in the embed');
        test(`${game}, ${players} players, ${profile}`, { timeout: 900000, ...ci }, async (t) => {
          const { context, page, errors } = await open(browser, profile, game, players, 10 + players,
            { speed: SETTLED_SPEED });
          const report = newReport({ art: true });
          const n = await walkGame(page, profile, report, { tabsEvery: 5 });
          await context.close();
          // The art: the game's atlas (2x at DPR 2 and 3) drew the board.
          const art = report.art;
          assert.equal(art.games[game]?.state, 'ready', `the ${game} atlas loaded: ${JSON.stringify(art.games)}`);
          assert.equal(art.games[game].scale, 2, 'a DPR 2-3 screen gets the 2x atlas (web/ui/atlas.cc scale_for)');
          const index = await (await fetch(`${base}art/${game}.json`)).json();
          const asked = art.asked.filter((a) => a.startsWith(game + '/'));
          assert.ok(asked.length >= 3, `the ${game} board draws sprites (asked: ${asked})`);
          for (const a of asked) assert.ok(index.sprites[a.slice(game.length + 1)], `${a} is in the atlas`);
          if (game === 'shakespeare') {
            assert.ok(asked.some((a) => a.startsWith('shakespeare/portrait/')),
              `the market draws character portraits (asked: ${asked})`);
          }
          t.diagnostic(`smallest text ${report.minText.size.toFixed(1)} px "${report.minText.text}"; ` +
            `smallest tap target ${report.minTap.w.toFixed(0)}x${report.minTap.h.toFixed(0)} ${report.minTap.id}; ` +
            `of the view ${report.minViewTap.w.toFixed(0)}x${report.minViewTap.h.toFixed(0)} ${report.minViewTap.id}`);
          assert.ok(n >= 10, `a whole game was played (${n} decisions)`);
          assert.ok(report.minText.size >= MIN_TEXT, `smallest text ${JSON.stringify(report.minText)}`);
          assert.deepEqual(errors, []);
          const bad = problems(report);
          assert.deepEqual(bad.slice(0, 25), [], `${bad.length} problems on ${report.frames} frames`);
        });
      }
    }
  }
});

describe('every player is on screen', () => {
  for (const game of games) {
    for (const profile of ['embed720', 'embed360', 'embed360short']) {
      for (const players of [2, 3, 4]) {
        test(`${game}, ${players} players, ${profile}`, async () => {
          const { context, page } = await open(browser, profile, game, players, 4);
          await page.evaluate(() => window.tabula.waitIdle(60000));
          const report = newReport();
          const frames = await checkTabs(page, report, 'start', tapper(page, profile));
          const seen = frames.flatMap((f) => f.texts.map((t) => t.text)).join('\n');
          for (const name of await names(page)) assert.ok(seen.includes(name), `${name} is on screen`);
          await context.close();
        });
      }
    }
  }
});

describe('pieces explain themselves', () => {
  test('Shakespeare: market and cast cards, pieces, tracks', async () => {
    const { context, page } = await open(browser, 'desktop', 'shakespeare', 3, 5);
    await page.evaluate(() => window.tabula.waitIdle(60000));
    const ex = await page.evaluate(() => window.tabula.explains());
    const s = await page.evaluate(() => window.tabula.state());
    const titles = ex.map((e) => e.title);
    // Every market card, by the name on it, with its kind and wage or start.
    for (const card of s.market.filter(Boolean)) {
      const e = ex.find((x) => x.body.includes('Wage £' + card.cost) && x.w > 40 && x.h > 40);
      assert.ok(e, `market card ${card.id} explained`);
    }
    assert.ok(ex.filter((e) => /^Act I+$/.test(e.title)).length === 3, 'the three act tracks');
    assert.ok(titles.includes('Order') && titles.includes('Initiative'), 'order and initiative tracks');
    assert.ok(ex.some((e) => /costume piece$/.test(e.title)) && ex.some((e) => /set piece$/.test(e.title)), 'pieces');
    assert.ok(titles.includes('Ambiance') && titles.includes('Purse') && titles.includes('Prestige'), 'company tokens');
    assert.ok(ex.some((e) => e.title === 'The Author' && /Activation: 2 × white/.test(e.body)), 'a cast card');
    for (const e of ex) assert.ok(e.title && e.body && e.w > 0 && e.h > 0, `"${e.title}" has words and a place`);
    await context.close();
  });

  test('Mykerinos: parcels, squares, museum rooms, patrons, tracks', async () => {
    const { context, page } = await open(browser, 'desktop', 'mykerinos', 3, 5);
    await page.evaluate(() => window.tabula.waitIdle(60000));
    const ex = await page.evaluate(() => window.tabula.explains());
    const s = await page.evaluate(() => window.tabula.state());
    const squares = ex.filter((e) => /^Square [a-h]\d$/.test(e.title));
    assert.equal(squares.length, s.region.rows * 8, 'every square');
    assert.ok(squares.some((e) => /pyramid/.test(e.body)), 'pyramids say so');
    assert.ok(ex.filter((e) => /reconstructed/.test(e.body)).length >= 8, 'parcel cards, marked reconstructed');
    assert.ok(ex.filter((e) => /room|corridor/.test(e.title)).length === 15, 'the 15 museum rooms');
    assert.ok(ex.filter((e) => /'s wing$/.test(e.title)).length === 5, 'the five wing tokens with their patron');
    assert.ok(ex.some((e) => e.title === 'Pass track') && ex.some((e) => e.title === 'Prestige track'), 'tracks');
    await context.close();
  });

  // Before App's long press (web-app, issue 8 §3) this failed: the press
  // hired the card.
  test('a long press on a market card explains it and hires nothing', async () => {
    const { context, page } = await open(browser, 'phone', 'shakespeare', 2, 6);
    await page.evaluate(() => window.tabula.waitIdle(60000));
    const before = await page.evaluate(() => window.tabula.state());
    const layout = await page.evaluate(() => window.tabula.layout());
    const id = Object.keys(layout).find((k) => /^action:(draft|recruit) [^ ]+$/.test(k));
    assert.ok(id, 'a market card may be taken now');
    const r = layout[id];
    const x = r.x + r.w / 2, y = r.y + r.h / 2;
    const ex = (await page.evaluate(() => window.tabula.explains()))
      .filter((e) => x >= e.x && x < e.x + e.w && y >= e.y && y < e.y + e.h)
      .sort((a, b) => a.w * a.h - b.w * b.h)[0];
    assert.ok(ex, 'the card registers an explanation');
    // A finger held 800 ms, then lifted.
    const cdp = await context.newCDPSession(page);
    const point = [{ x, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
    await page.waitForTimeout(800);
    await page.evaluate(() => window.tabula.nextFrame());
    const shown = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text).join('\n');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.evaluate(() => window.tabula.nextFrame());
    const after = await page.evaluate(() => window.tabula.state());
    assert.equal(after.move ?? JSON.stringify(after.market), before.move ?? JSON.stringify(before.market),
      'the long press hired nothing');
    assert.ok(shown.includes(ex.title), `the explanation "${ex.title}" is on screen during the press`);
    await context.close();
  });
});
