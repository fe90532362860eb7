// The Shakespeare board as a GameView: the main board (acts, tracks, the
// element and character markets) and one board per company (cast with
// costume pieces, the set's brick grid, ambiance, purse). Drawn only from the
// observation of the seat on screen.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include <map>

#include "game_view.h"

namespace tabula::web {

class ShakespeareView : public GameView {
 public:
  void draw(ViewContext& ctx, Rect area) override;
  std::optional<std::string> on_tap(ViewContext& ctx, const std::string& id) override;
  void reset_selection() override;
  std::string format_event(const ViewContext& ctx, const Json& event) const override;
  // The engine's log (observation "log") in words, oldest first.
  std::vector<std::string> log_lines(const ViewContext& ctx) const override;
  std::vector<std::string> rules(const I18n& i18n) const override;

 private:
  // Which board fills the screen: "board", "p<seat>" or "score".
  std::string tab_;
  std::string last_decision_;  // phase/pending/current, to switch tabs once per decision
  // Craft: the colour picked from the offer before tapping a slot or space.
  std::string pick_kind_;      // "costume" | "set" | ""
  std::string pick_colour_;
  bool log_open_ = false;     // phone: the log fills the board area

  void draw_main_board(ViewContext& ctx, Rect r);
  void draw_company(ViewContext& ctx, Rect r, int seat);
  void draw_actions(ViewContext& ctx, Rect r, bool measure_only, float* height);
  void draw_log(ViewContext& ctx, Rect r, int lines);
  void draw_scores(ViewContext& ctx, Rect r);
  void draw_tabs(ViewContext& ctx, Rect r, bool include_board);
};

std::unique_ptr<GameView> make_shakespeare_view();

}  // namespace tabula::web
