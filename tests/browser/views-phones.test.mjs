// Issue 8 §3-4 for the games whose phoneWalk is true (tests/browser/<game>/
// game.mjs; a game walked by its own phone test says false), through the
// real page:
//  - whole games (4 players on a 390x844 phone, 3 in a 360x640 embed; see
//    `walks`, seat 0 choosing at random among its legal actions, the clock
//    at SETTLED_SPEED), every screen and tab checked (views-walk.mjs): no
//    text under 11 CSS px, no tap target under 44x44, no two tap targets
//    overlapping, nothing outside the page; and every sprite drawn on the
//    way is in the game's atlas (the art checks of art.test.mjs's walk, on
//    every screen and tab of a whole game);
//  - every player's name on screen (on the board or one of its tabs) at
//    720x480 and 360x640 embeds;
//  - (that every piece explains itself: the games' own
//    tests/browser/<game>/views-explain.test.mjs.)
// TABULA_VIEWS_TAP=all also holds App's own buttons (top bar: web-app) to
// 44 px; by default the views' own targets (v:*, action:*) are checked.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, base, newReport, walkGame, checkTabs, tapper, names, MIN_TEXT, MIN_TAP } from './views-walk.mjs';
import { fullOnly, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameNames, gamesWith } from './games.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const games = [];
for (const game of gameNames()) if (await gameData(game, 'phoneWalk')) games.push(game);
// Sprites a game's board must ask for (its artMustAsk: { prefix, why }).
const mustAsk = {};
for (const game of await gamesWith('artMustAsk')) mustAsk[game] = await gameData(game, 'artMustAsk');
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
        // (A board too tall for a 640 px embed, e.g. nine rows of squares,
        // zooms onto a band of rows with buttons for the others: its squares
        // stay a finger wide too.)
        const ci = inCI(players, profile) ? {} : fullOnly('CI walks 4 players on the phone and 3 in the embed');
        test(`${game}, ${players} players, ${profile}`, { timeout: 900000, ...ci }, async (t) => {
          const { context, page, errors } = await open(browser, profile, game, players, 10 + players,
            { speed: SETTLED_SPEED });
          const report = newReport({ art: true });
          const n = await walkGame(page, profile, report, { tabsEvery: 5 });
          const end = await page.evaluate(() => window.tabula.state());
          await context.close();
          // The art: the game's atlas (2x at DPR 2 and 3) drew the board.
          const art = report.art;
          assert.equal(art.games[game]?.state, 'ready', `the ${game} atlas loaded: ${JSON.stringify(art.games)}`);
          assert.equal(art.games[game].scale, 2, 'a DPR 2-3 screen gets the 2x atlas (web/ui/atlas.cc scale_for)');
          const index = await (await fetch(`${base}art/${game}.json`)).json();
          const asked = art.asked.filter((a) => a.startsWith(game + '/'));
          assert.ok(asked.length >= 3, `the ${game} board draws sprites (asked: ${asked})`);
          for (const a of asked) assert.ok(index.sprites[a.slice(game.length + 1)], `${a} is in the atlas`);
          if (mustAsk[game]) {
            assert.ok(asked.some((a) => a.startsWith(`${game}/${mustAsk[game].prefix}`)),
              `${mustAsk[game].why} (asked: ${asked})`);
          }
          t.diagnostic(`smallest text ${report.minText.size.toFixed(1)} px "${report.minText.text}"; ` +
            `smallest tap target ${report.minTap.w.toFixed(0)}x${report.minTap.h.toFixed(0)} ${report.minTap.id}; ` +
            `of the view ${report.minViewTap.w.toFixed(0)}x${report.minViewTap.h.toFixed(0)} ${report.minViewTap.id}`);
          // A whole game: played to its end (not a count of decisions: a new
          // game's stub has 4 in all).
          assert.ok(n > 0 && (end.over || end.phase === 'over'), `a whole game was played to its end (${n} decisions)`);
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
