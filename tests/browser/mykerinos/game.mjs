// Mykerinos's entries for the generic browser tests (tests/browser/games.mjs
// gameData()): one export per test that needs to know something of it.
import assert from 'node:assert/strict';

// access-situation: what the seat's line says, from the seat's own view.
export const situationFigures = (s, seat) => [String(s.seats[seat].score), String(s.seats[seat].cubes)];

// access-zoom: the table it is zoomed at.
export const zoomPlayers = 2;

// The screenshot scripts (access-shots): the table shown mid-game.
export const shotPlayers = 3;

// app-settled: the table whose moves must each settle on a final frame.
export const settledTable = { players: 2, moves: 4 };

// access: the table of its whole game played from the accessible layer.
export const accessPlayers = 2;

// art: the table its art is checked at, and the turns played on a phone in CI (views-phones.test.mjs walks its whole games on a phone).
export const artPlayers = 3;
export const artPhoneTurns = 1;

// page-about: the credits About shows, and what its reconstructed data is
// called in each language.
export const about = {
  designer: 'Nicolas Oury', edition: '2006', artist: 'Arnaud Demaegd',
  reconstructed: { en: /parcel cards/, hu: /terepkártya/, es: /parcela/, it: /carte terreno/ },
};

// page-embed: its board's squares are tappable (a swipe from one plays nothing).
export const embedSwipe = { players: 2, square: 'v:sq:' };

// polish-words: its table prompts with the pointer's verb ("click"/"tap")
// once the bots are done and the player has pressed: the table (players, seed).
export const pointerPrompt = { players: 3, seed: 21 };

// views-phones: whole games walked on phones and 360 px embeds.
export const phoneWalk = true;

// replay: the finished game shared as a link (players, seed); the words only
// a live table draws; nothing hidden to check (no secret in its views).
export const replay = {
  players: 3, seed: 5,
  liveWords: (en) => [en.wait.split('{name}')[1]],
  hidden() {},
  everything() {},
  end() {},
};

// polish-page: the hot-seat table its pass-the-device screen is shown at.
export const passPlayers = 3;

// The benchmarks' tables (tests/browser/bench-*.mjs): player counts per
// benchmark, the review's game, the wire's link.
export const bench = {
  expert: [2], frames: 2, idle: [3], links: [4], page: [4],
  review: { players: 3, seed: 5 }, wire: 3,
};

// readme-shots: the README's picture (players, moves played first).
export const readmeShot = { players: 3, moves: 5 };

// learn: the table its rulebook examples, the expert's hint and the help
// line are shown at.
export const learnPlayers = 3;


// lesson-shots: the lesson's steps shown.
export const lessonShotSteps = [4, 10, 15];

// first-load: its game link's table (the budget itself is the test's).
export const firstLoad = { players: 3 };

