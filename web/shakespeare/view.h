// The Shakespeare board as a GameView: the main board (acts, tracks, the
// element and character markets) and one board per company (cast with
// costume pieces, the set's brick grid, ambiance, purse). Drawn only from the
// observation of the seat on screen.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include <algorithm>
#include <map>

#include "app/game_view.h"

namespace tabula::web {

class ShakespeareView : public GameView {
 public:
  // An easy-bot playout to the end costs ~25 ms natively (3 players).
  int review_worlds() const override { return 12; }
  // The end sequence's reckoning and podium portraits (ending.cc).
  Reckoning reckoning(const ViewContext& ctx) const override;
  std::string portrait(const ViewContext& ctx, int seat) const override;
  // New log events become short animations (shakespeare_anim.cc).
  void on_observation(const ViewContext& ctx, size_t first_new) override;
  bool animating(double now) const override;
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

  // ---- animations (shakespeare_anim.cc), made only from the log's new
  // events and the observation: nothing hidden can show.
  struct Fx {
    enum Kind { Disc, Costume, Brick, Float, Hire, Bid } kind = Disc;
    double start = 0, dur = 0;   // App clock, seconds
    int seat = -1;               // company; -1: a neutral disc (solo)
    int act = 0, from = 0, to = 0;  // Disc
    int slot = -1;               // Costume: piece index; Hire: market index (-1 unknown); Bid: the bid
    std::string key;             // Costume/Hire: the cast id (cast_action_id); Brick: the space
    std::string colour;          // Costume, Brick
    std::string text;            // Float ("+£2", "+1★")
    bool prestige = false;       // Float: prestige (else pounds)
    Json card;                   // Hire
    double end() const { return start + dur; }
    double progress(double now) const { return dur <= 0 ? 1 : std::clamp((now - start) / dur, 0.0, 1.0); }
  };
  std::vector<Fx> fx_;
  bool seen_ = false;                      // on_observation has run once
  std::vector<std::string> prev_market_;   // the market's card ids before the last action
  // Where things were drawn in this frame (the animations' start and end
  // points) and which boards were on screen: an animation whose board is
  // not shown is skipped (no tab switching for it).
  std::map<std::string, Rect> anchors_;
  float disc_r_ = 9;
  double drawn_at_ = -1;  // App clock of the last frame drawn
  bool main_shown_ = true;
  bool market_shown_ = true;  // the character market is on screen (draft: no buttons then)
  // Whether the market's cards had room on the last frame the main board
  // was drawn (a short screen, 200 % zoom: the cards are left out, and the
  // actions panel offers them as buttons instead). When that changes, the
  // next frame lays the screen out again (`relayout_` keeps App drawing).
  // Each decision and each new screen size tries the cards first: once the
  // buttons are in the panel, the board is shorter and the cards could never
  // come back (seen at 720x480: the draft's buttons kept recruiting off the cards).
  bool market_fits_ = true;
  float fits_for_w_ = 0, fits_for_h_ = 0;  // the area market_fits_ was found for
  bool relayout_ = false;
  int company_shown_ = -1;
  bool fx_visible(const Fx& f) const;
  void draw_fx(ViewContext& ctx);
  // Something the static board should not draw yet (it is still on its way).
  bool disc_moving(int act, int seat, double now) const;
  bool piece_arriving(int seat, const std::string& cast, int slot, double now) const;
  bool brick_arriving(int seat, const std::string& space, double now) const;
  bool card_arriving(int seat, const std::string& cast, double now) const;
  bool bid_turning(int seat, double now) const;
  void anchor(const std::string& id, Rect r) { anchors_[id] = r; }

  void draw_main_board(ViewContext& ctx, Rect r);
  void draw_company(ViewContext& ctx, Rect r, int seat);
  void draw_actions(ViewContext& ctx, Rect r, bool measure_only, float* height);
  void draw_log(ViewContext& ctx, Rect r, int lines);
  void draw_scores(ViewContext& ctx, Rect r);
  void draw_tabs(ViewContext& ctx, Rect r, bool include_board, bool log_tab);
};

std::unique_ptr<GameView> make_shakespeare_view();

}  // namespace tabula::web
