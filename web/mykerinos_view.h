// The Mykerinos board: the region of parcels, the museum ring, the players'
// patron cards and supplies, the pass and score tracks (mykerinos_view.cc).
#pragma once
#include <memory>

#include "game_view.h"

namespace tabula::web {

std::unique_ptr<GameView> make_mykerinos_view();

}  // namespace tabula::web
