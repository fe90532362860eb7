// The board of a game that has none of its own yet (no web/<game>/ folder, or
// a stub from scripts/new-game.sh): the seat's observation as it is, line by
// line, and a button per legal action, labelled with its text. So a game
// added as its engine folder and one line in engine/games.cc is playable in
// the page (start screen, table, window.tabula, hot seat, saves) before its
// board is drawn; the test-only games play here (tests/<game>/browser/).
// The words are the engine's own texts: a game's board, words and rules come
// with its web/ folder.
//
// Every legal action is reachable (issue 34 §16: 13 bids on a 390 px phone
// lost the ones that did not fit): the buttons wrap into a grid as wide as
// their labels, each at least a finger (kFinger) each way; the observation
// gives up its room to them first; when they still do not fit, they go on
// pages with ‹ › buttons (a tap, an arrow key or a wheel turns a page).
#include <algorithm>

#include "app/game_view.h"
#include "app/plain_layout.h"

namespace tabula::web {
namespace {

constexpr float kLabel = 16, kLine = 18, kText = 14, kPad = 16;

class PlainView : public GameView {
 public:
  void draw(ViewContext& ctx, Rect area) override {
    if (ctx.legal != shown_) {  // a new decision starts on its first page
      shown_ = ctx.legal;
      page_ = 0;
    }
    const float x = area.x + kPad, w = area.w - 2 * kPad;
    std::vector<float> widths;
    for (const std::string& a : ctx.legal) widths.push_back(ctx.g.measure(a, kLabel));
    // The observation's lines first, to know what they would take.
    std::vector<std::string> lines;
    for (const auto& [key, value] : ctx.obs.items()) {
      std::string line = key + ": " + (key == "log" ? std::to_string(value.size()) : value.dump());
      for (const std::string& part : ctx.g.wrap(line, kText, w)) lines.push_back(part);
    }
    // The actions get what they need, the text keeps at least a third of the
    // area (the rest of it goes on pages), or all of it when there is no choice.
    const PlainGrid whole = plain_grid(widths, w, 1e9f);
    const float top = area.y + 12, bottom = area.y + area.h - 8;
    const float text_h = std::min(lines.size() * kLine,
                                  ctx.legal.empty() ? area.h : std::max(area.h / 3, bottom - top - whole.height - 12));
    float y = top;
    for (const std::string& line : lines) {
      if (y + kLine > top + text_h + 0.5f) break;
      ctx.g.text(line, x, y, kText, palette::kCream);
      y += kLine;
    }
    if (ctx.legal.empty()) return;
    y += 12;
    const PlainGrid grid = plain_grid(widths, w, bottom - y);
    page_ = std::clamp(page_, 0, static_cast<int>(grid.pages.size()) - 1);
    pages_ = static_cast<int>(grid.pages.size());
    for (const PlainCell& c : grid.pages[static_cast<size_t>(page_)]) {
      const std::string& a = ctx.legal[c.index];
      ctx.button("action:" + a, {x + c.r.x, y + c.r.y, c.r.w, c.r.h}, a, false, true, kLabel);
    }
    if (pages_ > 1) {  // the pager, under the grid: ‹ 2 / 3 ›
      const float py = bottom - kFinger;
      ctx.button("v:page:prev", {x, py, kPager, kFinger}, "‹", false, page_ > 0, 22);
      ctx.button("v:page:next", {x + w - kPager, py, kPager, kFinger}, "›", false, page_ + 1 < pages_, 22);
      ctx.g.text(std::to_string(page_ + 1) + " / " + std::to_string(pages_), x + w / 2, py + 12, kText,
                 palette::kMuted, Align::Center);
    }
  }
  std::optional<std::string> on_tap(ViewContext& ctx, const std::string& id) override {
    (void)ctx;
    if (id.rfind("action:", 0) == 0) return id.substr(7);
    if (id == "v:page:prev") page_ = std::max(0, page_ - 1);
    if (id == "v:page:next") page_ = std::min(pages_ - 1, page_ + 1);
    return std::nullopt;
  }
  bool on_scroll(float dy) override {  // a wheel or a drag turns a page
    if (pages_ <= 1) return false;
    page_ = std::clamp(page_ + (dy < 0 ? 1 : -1), 0, pages_ - 1);
    return true;
  }
  std::string format_event(const ViewContext& ctx, const Json& event) const override {
    (void)ctx;
    return event.dump();
  }
  std::vector<std::string> rules(const I18n& i18n) const override {
    (void)i18n;
    return {};
  }

 private:
  std::vector<std::string> shown_;  // the legal actions the page is for
  int page_ = 0, pages_ = 1;
};

}  // namespace

std::unique_ptr<GameView> make_plain_view() { return std::make_unique<PlainView>(); }

}  // namespace tabula::web
