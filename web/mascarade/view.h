// The Mascarade table as a GameView, drawn from observation(seat) alone:
// seats round a felt oval (the seat on screen at the bottom), the cards, the
// Court and the Bank, the actions panel with the log, the character picker,
// the short animations the log's new events call for, and the end. Files:
//   view.cc    the class: new events -> animations, taps, the layout of table and panel
//   table.cc   where seats and cards sit; seats, cards, Court/Bank, flying coins, bubbles
//   panel.cc   whose turn, the action buttons, the log, the character picker, the end
//   log.cc     log events in words
//   cards.cc   card faces and backs
//   cast.cc    the characters in play with their powers, on the felt
//   actions.cc legal action texts taken apart into "cards to tap, then a choice"
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/game_view.h"
#include "mascarade/actions.h"
#include "mascarade/anim.h"

namespace tabula::web {

std::unique_ptr<GameView> make_mascarade_view();

namespace mascarade_ui {

// "1 gold", "5 gold" -- "1 moneda", "5 monedas": an amount of gold in words.
std::string gold_text(const I18n& i18n, int amount);
// "Bruno wins!", "Winners: Anna, Bruno", "You win!" (panel.cc).
std::string winner_title(const ViewContext& ctx);

// The smallest tap target a finger hits reliably (CSS px, each side).
constexpr float kTap = 44;

// How the cast's plaque is laid out (cast.cc): columns of cells, each a
// card and its name, with the power in words when `powers`.
struct CastGrid {
  int cols = 1;
  float cell_w = 0, card_w = 0, card_h = 0;
  bool powers = true;
  float row_h = 0;
};

// Where each card, seat and pile sits on screen (CSS px), recomputed per frame.
struct TableLayout {
  Rect area;
  std::map<std::string, Rect> cards;  // by slot name
  std::vector<SDL_FPoint> seat_pos;   // centre of each seat's cards
  std::vector<Rect> seat_label;       // the name plate as drawn
  std::vector<Rect> seat_hit;         // its tap target: 44 tall, under the cards'
  SDL_FPoint bank{}, court{};
  float card_w = 0, card_h = 0;
  float card_step = 0;  // left edge to left edge of one seat's cards
  Rect cast;            // the characters in play (w 0: no room for them)
  CastGrid cast_grid;
};

class MascaradeView : public GameView {
 public:
  void on_observation(const ViewContext& ctx, size_t first_new) override;
  void draw(ViewContext& ctx, Rect area) override;
  std::optional<std::string> on_tap(ViewContext& ctx, const std::string& id) override;
  void reset_selection() override;
  bool animating(double now) const override { return now < anim_end_; }
  bool holding() const override { return holding_; }
  // Claims and declines go quickly: the next bot's answer is what one waits to see.
  bool quick_after(const std::string& action) const override {
    return action == "decline" || action.rfind("claim", 0) == 0;
  }
  std::vector<std::string> log_lines(const ViewContext& ctx) const override;
  std::string format_event(const ViewContext& ctx, const Json& e) const override;
  std::vector<std::string> rules(const I18n& i18n) const override;
  std::string bar_note(const ViewContext& ctx) const override;
  bool on_scroll(float dy) override;
  // A character in the open picker: its row scrolled into view.
  bool bring_into_view(const std::string& id) override;
  // The end sequence's reckoning and podium portraits (ending.cc).
  Reckoning reckoning(const ViewContext& ctx) const override;
  std::string portrait(const ViewContext& ctx, int seat) const override;
  void over_portrait(const ViewContext& ctx, int seat, Gfx& g, Rect r) const override;

 private:
  // Animations for the log's events from `from` on (the opening reveal when
  // the game has no events yet).
  void queue_animations(const ViewContext& ctx, size_t from);
  std::vector<ParsedAction> legal_parsed(const ViewContext& ctx) const;
  int view_seat(const ViewContext& ctx) const { return ctx.seat < 0 ? 0 : ctx.seat; }

  // table.cc
  void explain(ViewContext& ctx, Rect r, const std::string& title, const std::string& body) const;
  void explain_card(ViewContext& ctx, Rect r, const Json& slot, const std::string& face) const;
  TableLayout layout_table(const ViewContext& ctx, Rect area) const;
  SDL_FPoint place_pos(const TableLayout& L, const std::string& place) const;
  void draw_seats(ViewContext& ctx, const TableLayout& L);
  void draw_centre(ViewContext& ctx, const TableLayout& L);
  // Finds the cast's room, moving the Court, the Bank and the middle cards
  // up or down together to make it (cast.cc).
  void place_cast(const ViewContext& ctx, TableLayout& L) const;
  void draw_cast(ViewContext& ctx, const TableLayout& L) const;
  // The winner named on the felt, where the seats leave room: the end of a
  // crowded replay in a short frame, which has no room for the panel.
  void draw_winner_banner(ViewContext& ctx, const TableLayout& L) const;
  void draw_coins_and_bubbles(ViewContext& ctx, const TableLayout& L);
  // panel.cc
  float draw_actions(ViewContext& ctx, Rect r);  // returns the height used
  void draw_log(ViewContext& ctx, Rect r);
  void draw_end(ViewContext& ctx, Rect r);
  // The character picker: `area` dimmed, the list centred in `place` (the
  // table's side of a wide screen, so it never cuts through the log).
  void draw_picker(ViewContext& ctx, Rect area, Rect place);
  // log.cc
  std::string slot_phrase(const ViewContext& ctx, const std::string& slot) const;
  std::string place_name(const ViewContext& ctx, const Json& place) const;

  std::vector<std::string> picked_;           // cards tapped so far this turn
  std::vector<ParsedAction> picker_choices_;  // announce / guess choices
  bool picker_open_ = false;
  std::vector<Anim> anims_;
  double anim_end_ = 0;
  bool fresh_ = true;       // no observation seen yet
  // The opening reveal holds the cards face up until a person at the device
  // taps Ready (none at a table of bots); its flips are the `held` anims.
  bool holding_ = false;
  void keep_face_up(double now);
  void turn_down(double now);
  float log_scroll_ = 0;    // CSS px from the newest line
  float picker_scroll_ = 0; // CSS px down the picker's list
  std::string picker_show_; // an "action:" id whose row the next frame scrolls to
  // "Since your turn": the log's length when the seat on screen last ended
  // its turn; the events after it are what the bots did meanwhile.
  size_t since_ = 0;
  bool was_my_turn_ = false;
  bool fast_bots_ = false;  // the "Faster bots" control: the clock at 4x
};

}  // namespace mascarade_ui
}  // namespace tabula::web
