// Which games have a GameView: one line per game (its board lives in
// web/<game>/), and each game's emblem (web/<game>/emblem.cc). Adding a game:
// a line below; its translations, assets/i18n/<game>/<lang>.json, are picked up
// by themselves (web/CMakeLists.txt).
#include "app/game_view.h"
#include "mascarade/view.h"
#include "mykerinos/view.h"

namespace tabula::web {

std::unique_ptr<GameView> make_shakespeare_view();
namespace mascarade_ui { void draw_emblem(Gfx& g, Rect r); }
namespace mykerinos_ui { void draw_emblem(Gfx& g, Rect r); }
namespace shakespeare_ui { void draw_emblem(Gfx& g, Rect r); }

std::unique_ptr<GameView> make_view(const std::string& game) {
  if (game == "mascarade") return make_mascarade_view();
  if (game == "mykerinos") return make_mykerinos_view();
  if (game == "shakespeare") return make_shakespeare_view();
  return nullptr;
}

bool draw_game_emblem(const std::string& game, Gfx& g, Rect r) {
  if (game == "mascarade") mascarade_ui::draw_emblem(g, r);
  else if (game == "mykerinos") mykerinos_ui::draw_emblem(g, r);
  else if (game == "shakespeare") shakespeare_ui::draw_emblem(g, r);
  else return false;
  return true;
}

}  // namespace tabula::web
