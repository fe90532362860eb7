// The start screen: the three games as cards, the choices for the one
// picked, New game / Continue / Play online, and the notices found at start-up.
#include <algorithm>

#include "app/app.h"

namespace tabula::web {

using namespace palette;

void App::draw_start() {
  const float W = g_->width(), H = g_->height();
  // Wide and short (a desktop at 200% zoom: 640x364): two columns, the
  // games on the left, their choices and New game on the right.
  const bool two = W >= 600 && H < 560;
  const float col_w = two ? std::min((W - 36) / 2, 460.f) : std::min(W - 24, 460.f);
  float x = two ? W / 2 - 6 - col_w : (W - col_w) / 2;
  const bool tight = H < 700;
  const float top = tight ? 10 : 22;
  float y = top;
  // The games as cards to pick from, the chosen one lit.
  const GameInfo* info = find_game(setup_.game);
  {
    std::vector<const GameInfo*> games;
    for (const auto& g : all_games())
      if (has_view(g.name)) games.push_back(&g);
    const float gap = 8, cw = (col_w - gap * (games.size() - 1)) / games.size();
    const float ch = std::min(tight ? 112.f : 150.f, cw * 1.25f);
    for (size_t i = 0; i < games.size(); ++i) {
      const GameInfo& gi = *games[i];
      const bool on = gi.name == setup_.game;
      Rect card{x + i * (cw + gap), y, cw, ch};
      g_->round_rect({card.x, card.y + 3, card.w, card.h}, 14, {0, 0, 0, 100});
      g_->round_rect(card, 14, on ? SDL_Color{70, 30, 56, 255} : SDL_Color{34, 12, 30, 235});
      g_->round_rect_outline(card, 14, on ? 3.f : 1.2f, on ? kHighlight : with_alpha(kGold, 0.45f));
      draw_game_emblem(gi.name, *g_, {card.x + 10, card.y + 10, card.w - 20, card.h * 0.56f});
      g_->fit_text(gi.title, {card.x + 4, card.y + card.h * 0.62f, card.w - 8, 22}, 17, 11, on ? kGold : kCream,
                   Face::Display);
      std::string range = i18n_.t("ui.players_range", {{"min", std::to_string(gi.min_players)},
                                                       {"max", std::to_string(gi.max_players)}});
      g_->fit_text(range, {card.x + 4, card.y + card.h * 0.62f + 24, card.w - 8, 16}, 12, 9, kMuted);
      hit("game:" + gi.name, card);
    }
    y += ch + 10;
  }
  // (No blurb while the game's words are on their way: words.cc.)
  for (const auto& line : g_->wrap(game_words_here() ? i18n_.t(setup_.game + ".blurb") : "", 14, col_w)) {
    g_->text(line, x + col_w / 2, y, 14, kMuted, Align::Center);
    y += 19;
  }
  y += tight ? 6 : 12;
  if (two) {
    x = W / 2 + 6;
    y = top;
  }
  auto row = [&](const std::string& key, const std::string& label, const std::string& value) {
    const float rh = tight ? 44 : 50;
    Rect r{x, y, col_w, rh - 6};
    g_->round_rect(r, 12, {30, 10, 26, 200});
    float vw = std::min(200.f, col_w * 0.56f);
    // The label shrinks (to 13 px at most) rather than run under the arrows.
    float avail = r.w - vw - 22, lw = g_->measure(label, 16);
    float ls = lw > avail ? std::max(13.f, 16 * avail / lw) : 16;
    g_->text(label, r.x + 14, r.y + (r.h - ls) / 2 - 2, ls, kMuted);
    // The arrows are the row's full height and as wide: a finger's 44 px
    // on a phone (issue 34 §7; a short desktop's rows are 38 px).
    Rect minus{r.x + r.w - vw - 4, r.y, r.h, r.h};
    Rect plus{r.x + r.w - r.h, r.y, r.h, r.h};
    button(key + ":-", minus, "‹", false, true, 20);
    button(key + ":+", plus, "›", false, true, 20);
    g_->fit_text(value, {minus.x + minus.w + 2, r.y, plus.x - minus.x - minus.w - 4, r.h}, 16, 13, kCream, Face::Bold);
    y += rh;
  };
  row("players", i18n_.t("ui.players"),
      std::to_string(setup_.players) + (setup_.players == 1 ? " (" + i18n_.t("ui.solo") + ")" : ""));
  if (info && info->variants.size() > 1) {
    row("variant", i18n_.t("ui.variant"),
        setup_.variant.empty() ? i18n_.t("ui.variant_standard") : i18n_.t(setup_.game + ".variant." + setup_.variant));
  }
  row("humans", i18n_.t("ui.humans"), std::to_string(setup_.humans));
  row("level", i18n_.t("ui.level"), i18n_.t("ui.level_" + setup_.level));
  // How strong the level is, in one line (figures: docs/BOTS.md).
  if (setup_.level != "random") {
    const float size = tight ? 12 : 13, lh = size + 4;
    for (const auto& line : g_->wrap(i18n_.t("ui.level_about_" + setup_.level), size, col_w - 16)) {
      g_->text(line, x + 8, y - 4, size, kMuted);
      y += lh;
    }
    y += 2;
  }
  row("lang", i18n_.t("ui.language"), i18n_.t("language"));
  y += 6;
  const float bh = 48;
  // An unfinished game of the chosen game comes first: Continue, then New game.
  const bool resume = has_unfinished(setup_.game);
  if (resume) {
    button("continue", {x, y, col_w, bh}, i18n_.t("ui.continue"), true, true, 18);
    y += bh + 8;
  }
  button("start", {x, y, col_w, bh}, i18n_.t("ui.new_game"), !resume, true, resume ? 17 : 18);
  y += bh + 8;
  // A guided first game of the chosen game (lesson.cc).
  button("learn", {x, y, col_w, 44}, i18n_.t("lesson.learn"), false, true, 16);
  y += 44 + 8;
  // Online play, where the page is served by the table server (shell/online.js).
  if (online_available_) {
    button("online", {x, y, col_w, bh}, i18n_.t("ui.play_online"), false, true, 17);
    y += bh + 8;
  }
  float third = (col_w - 16) / 3;
  button("import", {x, y, third, 44}, i18n_.t("ui.import"), false, true, 14);
  button("help", {x + third + 8, y, third, 44}, i18n_.t("ui.help"), false, true, 14);
  button("about", {x + 2 * third + 16, y, third, 44}, i18n_.t("ui.about"), false, true, 14);
  y += 54;
  // Problems found at start-up (a save that could not be restored) stay on
  // the start screen, in words, until the next game starts.
  for (const auto& n : notices_) {
    std::vector<std::string> lines = g_->wrap(n, 14, col_w - 24);
    Rect box{x, y, col_w, lines.size() * 19.f + 16};
    g_->round_rect(box, 10, kCream);
    g_->fill_rect({box.x, box.y + 4, 4, box.h - 8}, kDanger);
    float ty = y + 8;
    for (const auto& line : lines) {
      g_->text(line, x + 14, ty, 14, kInk);
      ty += 19;
    }
    y += box.h + 8;
  }
}

}  // namespace tabula::web
