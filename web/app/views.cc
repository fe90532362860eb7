// Which games have a GameView: one line per game (its board lives in
// web/<game>/). Adding a game: a line below; its translations,
// assets/i18n/<game>/<lang>.json, are picked up by themselves (web/CMakeLists.txt).
#include "app/game_view.h"
#include "mascarade/view.h"
#include "mykerinos/view.h"

namespace tabula::web {

std::unique_ptr<GameView> make_shakespeare_view();

std::unique_ptr<GameView> make_view(const std::string& game) {
  if (game == "mascarade") return make_mascarade_view();
  if (game == "mykerinos") return make_mykerinos_view();
  if (game == "shakespeare") return make_shakespeare_view();
  return nullptr;
}

}  // namespace tabula::web
