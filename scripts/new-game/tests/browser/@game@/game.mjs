// @Title@'s entries for the generic browser tests (tests/browser/games.mjs
// gameData()): one export per test that needs to know something of it.
// tests/browser/games.mjs KEYS lists every key, what it is for and its
// default; scripts/new-game.sh wrote only those without one. Add a key here
// when the default does not fit (a table size, a move that animates...).

// access-situation: what the seat's line says, from the seat's own view
// (web/@game@/situation.js): its own card, once it knows it.
export const situationFigures = (s, seat) => (s.cards[seat] === null ? [] : [String(s.cards[seat])]);
