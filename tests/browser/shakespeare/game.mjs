// Shakespeare's entries for the generic browser tests (tests/browser/games.mjs
// gameData()): one export per test that needs to know something of it.
import assert from 'node:assert/strict';

// access-situation: what the seat's line says, from the seat's own view.
export const situationFigures = (s, seat) => [String(s.companies[seat].prestige), `£${s.companies[seat].pounds}`];

// access-zoom: the table it is zoomed at.
export const zoomPlayers = 2;

// The screenshot scripts (access-shots): the table shown mid-game.
export const shotPlayers = 2;

// app-settled: the table whose moves must each settle on a final frame.
export const settledTable = { players: 2, moves: 4 };

// access: the table of its whole game played from the accessible layer.
export const accessPlayers = 2;

// art: the table its art is checked at, and the turns played on a phone in CI (views-phones.test.mjs walks its whole games on a phone).
export const artPlayers = 3;
export const artPhoneTurns = 1;

// art: character cards are illustrated: the market draws each trade's figure.
export const artMustAsk = { prefix: 'portrait/', why: 'the market draws character portraits' };

// The expert's tests (expert-think, offline): the game and table the expert
// thinks at (a two-seat game whose expert answers in a few seconds).
export const expertTable = { players: 2 };

// page-about: the credits About shows (no illustrator: the rulebooks name
// none, and no name is better than a wrong one), and what its reconstructed
// data is called in each language.
export const about = {
  designer: 'Hervé Rigal', edition: '2015', artist: null,
  reconstructed: {
    en: /character deck.*objective.*costume.*set grid.*act tracks/,
    hu: /karakterpakli.*feladatkártyák.*jelmez.*díszletrács.*felvonássáv/,
    es: /mazo de personajes.*objetivo.*vestuario.*decorado.*actos/,
    it: /mazzo dei personaggi.*obiettivo.*costumi.*allestimento.*atti/,
  },
};

// views-phones: whole games walked on phones and 360 px embeds.
export const phoneWalk = true;

// replay: the finished game shared as a link (players, seed); the words only
// a live table draws; what a seat's view hides of the others before the end
// (another company's bid); what Show everything shows (every objective).
export const replay = {
  players: 3, seed: 4,
  liveWords: (en) => [en.prompt.waiting.split('{name}')[0]],
  hidden(seen, other) {
    if (seen.phase === 'bid')
      for (const c of seen.companies) if (c.seat !== other) assert.equal(c.bid, null, JSON.stringify(seen).slice(0, 80));
  },
  everything(all) {
    assert.ok(all.companies.every((c) => Array.isArray(c.objectives)));
  },
  end() {},
};

// polish-page: the hot-seat table its pass-the-device screen is shown at.
export const passPlayers = 2;

// The benchmarks' tables (tests/browser/bench-*.mjs): player counts per
// benchmark (1: a solo game, its expert through benchBot only), the
// review's game, the wire's link.
export const bench = {
  expert: [2, 1], frames: 2, idle: [3], links: [4, 1], page: [4, 1],
  review: { players: 3, seed: 4 }, wire: 3,
};

// readme-shots: the README's picture (players, moves played first).
export const readmeShot = { players: 3, moves: 8 };

// review-shots: its review at the default worlds a move takes a minute or
// so: a few worlds show the same look (and the "working it out" picture).
export const reviewShotPlayouts = 3;

// learn: the table its rulebook examples, the expert's hint and the help
// line are shown at.
export const learnPlayers = 2;


// lesson-shots: the lesson's steps shown.
export const lessonShotSteps = [10, 29, 38, 43, 49, 53];

// first-load: its game link's table (the budget itself is the test's).
export const firstLoad = { players: 3 };
