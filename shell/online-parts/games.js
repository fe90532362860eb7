// The games an online table can hold (the server's list).
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// The games an online table can hold: the server's list (GET online/games,
// the engine's ranges), filled before the lobby is offered; a table needs
// at least two seats, or it is a local game.
var GAMES = {};
function setGames(list) {
  list.forEach(function (g) {
    var min = Math.max(2, g.min_players);
    // A game picked starts at 5 seats where it can (a table worth sharing).
    GAMES[g.name] = { name: g.title, min: min, max: g.max_players, players: Math.min(g.max_players, Math.max(min, 5)), variants: g.variants };
  });
}
