// Stacked bags: a set-up option that fixes which costume and set pieces come
// out of the bags first, so a rulebook example can be dealt exactly as the
// book prints it (assets/shakespeare/examples/rulebook.json). The rest of a
// stacked game is an ordinary one: every later action is checked as usual,
// and a save stays options + seed + actions.
//
//   settings.pieces = {"costume": ["pink", "pink", ...], "set": [...]}
//
// Each list names colours in the order they are drawn, from the first day's
// offer on (12 a day with 4 players, 9 with 3, 6 with 2, 6 solo); past the
// list the draws are random again. A list may not ask for more pieces of a
// colour than the bag holds for that many players.
#pragma once
#include <optional>
#include <string>

#include "core/game.h"

namespace tabula::shakespeare {

class Game;

// The reason the "pieces" setting is refused, or nothing when it is absent or good.
std::optional<std::string> check_stacked_pieces(const Options& o);

// The colour of the `drawn`-th piece out of bag `kind` (0 costume, 1 set),
// or -1 when the setting says nothing about it.
int stacked_piece(const Options& o, int kind, int drawn);

}  // namespace tabula::shakespeare
