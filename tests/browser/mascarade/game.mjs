// Mascarade's entries for the generic browser tests (tests/browser/games.mjs
// gameData()): one export per test that needs to know something of it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

// access-situation: what the seat's line says, from the seat's own view.
export const situationFigures = (s, seat) => [String(s.gold[seat])];

// access-zoom: the table it is zoomed at.
export const zoomPlayers = 4;

// The screenshot scripts (access-shots): the table shown mid-game.
export const shotPlayers = 5;

// app-settled: the table whose moves must each settle on a final frame.
export const settledTable = { players: 4, moves: 6 };

// access: the table of its whole game played from the accessible layer.
export const accessPlayers = 4;

// access: a move that animates (a swap's cards fly), at a table of 4.
export const reducedMotionMove = { players: 4, action: /^swap / };

// art: the table its art is checked at, and the turns played on a phone in CI.
export const artPlayers = 6;
export const artPhoneTurns = 40;

// page-about: the credits About shows, and what its reconstructed data is
// called in each language.
export const about = {
  designer: 'Bruno Faidutti', edition: '2013', artist: 'Jérémy Masson',
  reconstructed: { en: /cast table/, hu: /szereplőtábla/, es: /tabla de personajes/, it: /tabella dei personaggi/ },
};

// page-embed: it shows its log at 720 px (a wheel over it scrolls the log), at 5 seats.
export const embedWheel = { players: 5 };

// views-phones: not walked there; its own phone walk is
// tests/browser/mascarade/mascarade-phone.test.mjs.
export const phoneWalk = false;

// replay: the finished game shared as a link (players, seed); the words only
// a live table draws (its Faster bots / Normal speed); what a seat's view hides of the
// others before the end (swaps' truth, peeks, cards face down); what Show
// everything and the end show.
export const replay = {
  players: 6, seed: 3,
  liveWords: (w) => [w.ui.bots_faster, w.ui.bots_normal],
  hidden(seen, other) {
    if (seen.over) return;
    for (const e of seen.log) {
      if (e.type === 'swap' && e.seat !== other) assert.equal(e.real, null);
      if (e.type === 'peek' && e.seat !== other) assert.equal(e.card, null);
    }
    assert.ok(seen.slots.some((x) => x.face_up === null), 'cards face down before the end');
  },
  everything(all) {
    assert.ok(all.slots.every((x) => typeof x.face_up === 'string'));
    assert.ok(all.log.every((e) => e.type !== 'swap' || typeof e.real === 'boolean'));
  },
  // The end turns every card face up in every seat's own view.
  end(end) {
    assert.ok(end.slots.every((x) => typeof x.face_up === 'string'), 'every card face up at the end');
  },
};

// polish-page: the hot-seat table its pass-the-device screen is shown at.
export const passPlayers = 4;

// The benchmarks' tables (tests/browser/bench-*.mjs): player counts per
// benchmark, the review's game, the wire's link and its first-visit budget.
export const bench = {
  expert: [2, 6], frames: 6, idle: [5, 13], links: [13, 6], page: [13, 5],
  review: { players: 5, seed: 3 }, wire: 6, wireFirstBudget: 450 * 1024,  // at DPR 2
};

// readme-shots: the README's picture (players, moves played first), posed:
// its portraits show best at the opening reveal, every card face up round
// the table until Ready, so a new game of 8 is dealt and held there.
export const readmeShot = {
  players: 6, moves: 0,
  async pose(page) {
    await page.evaluate(() => window.tabula.start({ game: 'mascarade', players: 8, humans: 1, level: 'hard', seed: '3' }));
    await page.waitForFunction(() => !!window.tabula.layout()['v:ready'], null, { timeout: 20000 });
    await page.waitForTimeout(1500);  // the cards turned up (at the shots' 25x clock)
  },
};

// Its opening reveal waits for a person's Ready (v:ready; harness idle() taps
// it): a test whose first press must be its own picks a game without one.
export const openingReady = true;

// learn: the table its rulebook examples, the expert's hint and the help
// line are shown at.
export const learnPlayers = 5;


// lesson-shots: the lesson's steps shown.
export const lessonShotSteps = [2, 21, 30, 35, 48];

// first-load: its game link's table (the budget itself is the test's).
export const firstLoad = { players: 6 };

// replay-embed: 3 players (two cards a seat beside the Court and the Bank,
// the middle's hardest case), 5, and 13 round the rim, each to its end (at
// 13 the winner is named on the felt: the panel's 124 px left the seats too
// little room, plates over cards). Its own check: the cards overlap neither
// each other, nor a name plate, nor the Court or the Bank (the old 5-seat
// replay laid a seat's card on the middle card).
const words = JSON.parse(readFileSync(new URL('../../../assets/i18n/mascarade/en.json', import.meta.url), 'utf8'));
const cardTitles = new Set([...Object.values(words.characters).map((c) => c.name), words.explain.card_down]);
const centreTitles = new Set([words.ui.court, words.ui.bank]);
const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
const at = (r) => `${r.x.toFixed(0)},${r.y.toFixed(0)} ${r.w.toFixed(0)}x${r.h.toFixed(0)}`;
export const replayEmbed = {
  tables: [{ players: 3, seed: 11, end: true }, { players: 5, seed: 11, end: true }, { players: 13, seed: 11, end: true }],
  check(L, explains, players) {
    const out = [];
    const cards = explains.filter((e) => cardTitles.has(e.title));
    const centre = explains.filter((e) => centreTitles.has(e.title));
    if (cards.length < players) out.push(`${cards.length} cards drawn for ${players} seats`);
    for (let i = 0; i < cards.length; ++i) {
      for (let j = i + 1; j < cards.length; ++j) if (overlap(cards[i], cards[j])) out.push(`cards at ${at(cards[i])} and ${at(cards[j])} overlap`);
      for (let s = 0; s < players; ++s) if (L[`seat:${s}`] && overlap(cards[i], L[`seat:${s}`])) out.push(`seat ${s}'s plate is over the card at ${at(cards[i])}`);
      for (const c of centre) if (overlap(cards[i], c)) out.push(`the card at ${at(cards[i])} is over the ${c.title}`);
    }
    return out;
  },
};
