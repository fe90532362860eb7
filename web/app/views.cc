// The games' boards and emblems, from each game's folder (app/web_game.h):
// find_web_game() is generated from engine/games.cc (web/CMakeLists.txt), and
// a game's translations, assets/i18n/<game>/<lang>.json, are picked up by
// themselves.
#include <cctype>

#include "app/web_game.h"
#include "platform/export.h"

namespace tabula::web {

namespace {
// Every game on the plain board: the tests' way to put a game with many
// actions there (the test page's plain-board test), and a new game's
// author's way to compare; tabula_plain_board(1) before a game starts.
bool plain_everywhere = false;
}  // namespace

// A game of the engine's list without a folder here gets the plain board
// (its observation and its actions as buttons): playable before it is drawn.
std::unique_ptr<GameView> make_view(const std::string& game) {
  if (!find_game(game)) return nullptr;
  const WebGame* w = find_web_game(game);
  return w && !plain_everywhere ? w->make_view() : make_plain_view();
}

// A game without an emblem of its own (no web/<game>/, or a stub's): a
// plaque with its title's initial, so its start screen card is not blank.
void draw_default_emblem(const std::string& title, Gfx& g, Rect r) {
  const float s = std::min(r.w, r.h);
  const Rect e{r.cx() - s / 2, r.cy() - s / 2, s, s};
  g.round_rect(e, s * 0.18f, palette::kVelvet);
  g.round_rect_outline(e.inset(3), s * 0.16f, 2.f, palette::kGold);
  const std::string initial(1, title.empty() ? '?' : static_cast<char>(std::toupper(static_cast<unsigned char>(title[0]))));
  g.fit_text(initial, {e.x, e.y + s * 0.16f, e.w, s * 0.62f}, s * 0.56f, 11, palette::kGold, Face::Display);
}

bool draw_game_emblem(const std::string& game, Gfx& g, Rect r) {
  const WebGame* w = find_web_game(game);
  if (w && w->draw_emblem) {
    w->draw_emblem(g, r);
    return true;
  }
  const GameInfo* info = find_game(game);
  if (!info) return false;
  draw_default_emblem(info->title, g, r);
  return true;
}

void draw_game_backdrop(const std::string& game, Gfx& g, Rect r) {
  const WebGame* w = find_web_game(game);
  if (w && w->draw_backdrop) w->draw_backdrop(g, r);
  else g.fill_rect(r, palette::kVelvetDark);
}

}  // namespace tabula::web

TABULA_EXPORT void tabula_plain_board(int on) { tabula::web::plain_everywhere = on != 0; }
