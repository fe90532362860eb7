// @Title@'s board, as scripts/new-game.sh made it: the cards of the rules it
// starts from (three cards: each seat's, then the middle; face up where the
// seat on screen knows it) drawn from the game's art (assets/art/@game@/),
// under the plain board (app/plain_view.cc: the observation as text and a
// button per legal action), which does everything else until your board
// replaces it. A GameView is the whole contract (app/game_view.h).
#include <algorithm>

#include "app/game_view.h"
#include "ui/atlas.h"

namespace tabula::web::@game@_ui {
namespace {

class View : public GameView {
 public:
  void on_observation(const ViewContext& ctx, size_t first_new) override { plain_->on_observation(ctx, first_new); }
  void draw(ViewContext& ctx, Rect area) override {
    // The cards below the buttons: a keyboard reaches the buttons first.
    const float strip = std::min(130.f, area.h * 0.25f);
    plain_->draw(ctx, {area.x, area.y, area.w, area.h - strip - 12});
    draw_cards(ctx, {area.x + 8, area.y + area.h - strip - 8, area.w - 16, strip});
  }
  // A tap on the seat's own card keeps it, on the middle card looks at it
  // (the same as their buttons: the board's pieces play too).
  std::optional<std::string> on_tap(ViewContext& ctx, const std::string& id) override {
    if (id == "v:card:own") return std::string("keep");
    if (id == "v:card:middle") return std::string("peek");
    return plain_->on_tap(ctx, id);
  }
  void reset_selection() override { plain_->reset_selection(); }
  bool on_scroll(float dy) override { return plain_->on_scroll(dy); }
  std::string format_event(const ViewContext& ctx, const Json& event) const override {
    return plain_->format_event(ctx, event);
  }
  // The help overlay: the blurb until the rules are written out (assets/i18n/@game@/).
  std::vector<std::string> rules(const I18n& i18n) const override { return {i18n.t("@game@.blurb")}; }

 private:
  void draw_cards(ViewContext& ctx, Rect r) {
    Gfx& g = ctx.g;
    if (!art::draw(g, "@game@/felt", r)) g.round_rect(r, 10, {24, 70, 52, 255});
    const Json* cards = ctx.obs.contains("cards") && ctx.obs["cards"].is_array() ? &ctx.obs["cards"] : nullptr;
    if (!cards || cards->empty()) return;
    const size_t n = cards->size();
    const float label = 16, ch = std::min(r.h - label - 16, (r.w - 16) / n * 1.4f), cw = ch * 40 / 56;
    const float gap = std::min(24.f, (r.w - n * cw) / (n + 1));
    float x = r.cx() - (n * cw + (n - 1) * gap) / 2;
    for (size_t i = 0; i < n; ++i, x += cw + gap) {
      const Rect c{x, r.y + 8, cw, ch};
      const Json& v = (*cards)[i];
      if (v.is_number()) {
        if (!art::draw(g, "@game@/card-face", c)) g.round_rect(c, 4, palette::kCream);
        g.text(std::to_string(v.get<int>()), c.cx(), c.cy() - ch * 0.22f, ch * 0.4f, palette::kVelvetDark, Align::Center,
               Face::Display);
      } else if (!art::draw(g, "@game@/card-back", c)) {
        g.round_rect(c, 4, palette::kVelvet);
      }
      const bool middle = i + 1 == n;
      const std::string who = middle ? ctx.i18n.t("@game@.middle") : ctx.name_of(static_cast<int>(i));
      g.fit_text(who, {c.x - gap / 2, c.y + ch + 2, cw + gap, label}, 12, kMinText, palette::kCream);
      ctx.explain(c, who, v.is_number() ? std::to_string(v.get<int>()) : ctx.i18n.t("@game@.face_down"));
      const bool own = static_cast<int>(i) == ctx.seat;
      const char* play = middle ? "peek" : own ? "keep" : nullptr;
      if (play && std::find(ctx.legal.begin(), ctx.legal.end(), play) != ctx.legal.end())
        ctx.hit(middle ? "v:card:middle" : "v:card:own", c);
    }
  }

  std::unique_ptr<GameView> plain_ = make_plain_view();
};

}  // namespace

std::unique_ptr<GameView> make_view() { return std::make_unique<View>(); }

}  // namespace tabula::web::@game@_ui
