// A game for a test that only needs a table (issue 27): taken from the
// engine's own list (engine/games.cc, through the engine for Node) by what
// the test needs of it, never by name, so no test here names a game and a
// new game is picked up where it fits. The games only the tests play are
// left out (TABULA_ONLY_TEST_GAMES runs just games/secrets with them).
import { loadEngine } from '../src/engine.mjs';

const engine = await loadEngine();
export const shippedGames = engine.games.filter((g) => !g.test_only);
if (!shippedGames.length) throw new Error('the engine lists no game');

// The first game of the list where want(game) holds; a loud failure naming
// what was wanted when none does.
export function gameWhere(want, what) {
  const g = shippedGames.find(want);
  if (!g) throw new Error(`no game in the engine's list ${what}`);
  return g;
}

// The first game that seats `players`.
export const gameFor = (players) =>
  gameWhere((g) => g.min_players <= players && players <= g.max_players, `seats ${players} players`);

// The game that seats the most players (ties: the first listed).
export const mostSeats = () => shippedGames.reduce((a, g) => (g.max_players > a.max_players ? g : a));

// The first game of `players` seats that ends when every seat always takes
// its first legal action (client.mjs playOut's default pick), within `moves`
// moves, for each of a few seeds: played out on the engine here, so a test
// that plays a table that way to its end picks a game that gets there (some
// games go round forever on first choices).
export function gameEndingOnFirstChoices(players, moves = 300) {
  const ends = (g) => ['1', '2', '3'].every((seed) => {
    const c = engine.create(g.name, players, '', seed);
    if (!c.ok) return false;
    try {
      for (let i = 0; i < moves; ++i) {
        const s = engine.status(c.handle);
        if (s.over) return true;
        const v = engine.view(c.handle, s.current);
        if (!v.legal.length || !engine.act(c.handle, s.current, v.legal[0]).ok) return false;
      }
      return false;
    } finally {
      engine.free(c.handle);
    }
  });
  return gameWhere((g) => g.min_players <= players && players <= g.max_players && ends(g),
    `of ${players} seats that ends on first choices`);
}
