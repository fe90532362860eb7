// Which games have a GameView (a board of their own, <game>_view.cc).
// Mascarade is drawn by App itself (table_view.cc), so it has none here.
// Adding a game: one line below, plus its translations in CMakeLists.txt.
#include "app/game_view.h"
#include "mykerinos/view.h"

namespace tabula::web {

std::unique_ptr<GameView> make_view(const std::string& game) {
  (void)game;
  if (game == "mykerinos") return make_mykerinos_view();
  if (game == "shakespeare") { std::unique_ptr<GameView> make_shakespeare_view(void); return make_shakespeare_view(); }
  return nullptr;
}

}  // namespace tabula::web
