// The board of a game that has none of its own yet (no web/<game>/ folder):
// the seat's observation as it is, line by line, and a button per legal
// action, labelled with its text. So a game added as its engine folder and
// one line in engine/games.cc is playable in the page (start screen, table,
// window.tabula, hot seat, saves) before its board is drawn; the test-only
// games play here (tests/<game>/browser/). It is never seen in the shipped site,
// where every game has its board. The words are the engine's own texts: a
// game's board, words and rules come with its web/ folder.
#include <algorithm>

#include "app/game_view.h"

namespace tabula::web {
namespace {

class PlainView : public GameView {
 public:
  void draw(ViewContext& ctx, Rect area) override {
    float y = area.y + 12;
    const float x = area.x + 16, w = area.w - 32;
    // The observation, one top-level field a line (the log only as its length).
    for (const auto& [key, value] : ctx.obs.items()) {
      if (y > area.y + area.h * 0.55f) break;
      std::string line = key + ": " + (key == "log" ? std::to_string(value.size()) : value.dump());
      for (const std::string& part : ctx.g.wrap(line, 14, w)) {
        ctx.g.text(part, x, y, 14, palette::kCream);
        y += 18;
      }
    }
    // The seat's choices, as buttons carrying the action's exact text.
    y = std::max(y + 12, area.y + area.h * 0.55f);
    const float bw = std::min(w, 260.f), bh = 44;
    float bx = x;
    for (const std::string& a : ctx.legal) {
      if (bx + bw > x + w + 1) { bx = x; y += bh + 8; }
      if (y + bh > area.y + area.h) break;
      ctx.button("action:" + a, {bx, y, bw, bh}, a, false, true, 16);
      bx += bw + 8;
    }
  }
  std::optional<std::string> on_tap(ViewContext& ctx, const std::string& id) override {
    (void)ctx;
    if (id.rfind("action:", 0) == 0) return id.substr(7);
    return std::nullopt;
  }
  std::string format_event(const ViewContext& ctx, const Json& event) const override {
    (void)ctx;
    return event.dump();
  }
  std::vector<std::string> rules(const I18n& i18n) const override {
    (void)i18n;
    return {};
  }
};

}  // namespace

std::unique_ptr<GameView> make_plain_view() { return std::make_unique<PlainView>(); }

}  // namespace tabula::web
