// The Mykerinos board as a GameView, drawn from observation(seat) alone: the
// region of parcels (2x3 squares, pyramids, cartouches), the museum, each
// player's patron cards and supplies, the pass and score tracks, and the
// end-of-game breakdown. The files:
//   view.cc    events (the engine's log), taps, composing a turn, layout
//   region.cc  the region: parcels, cartouches, cubes, what may be tapped, and
//              (season 4 on small screens) the band buttons of the zoom
//   museum.cc  the museum: a ring, a grid (phones) or a strip (short panels)
//   panels.cc  the action panel, players, log, tabs, end breakdown
//   draw.cc    small helpers: JSON look-ups, square names, patron colours
#pragma once
#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/game_view.h"

namespace tabula::web {

std::unique_ptr<GameView> make_mykerinos_view();

namespace mykerinos_ui {

using namespace palette;

constexpr int kCols = 8;
inline const char* const kPatronIds[5] = {"violet", "lemon", "brown", "blackmore", "tangerine"};

constexpr SDL_Color kSand{222, 196, 142, 255};
constexpr SDL_Color kSandDark{190, 156, 100, 255};
constexpr SDL_Color kSandLight{238, 220, 178, 255};
constexpr SDL_Color kStone{150, 112, 62, 255};
// The field notebook (assets/art/mykerinos/STYLE.md): papyrus for what is
// printed, sepia ink for every line and coordinate, and the notebook's
// leather cover for the panels round the board.
constexpr SDL_Color kPapyrus{241, 226, 191, 255};
constexpr SDL_Color kPapyrusDark{210, 187, 140, 255};
constexpr SDL_Color kSepia{59, 37, 22, 255};
constexpr SDL_Color kPanel{42, 28, 18, 218};
constexpr SDL_Color kLeather{62, 42, 28, 230};      // a row or tab on the cover
constexpr SDL_Color kLeatherLit{88, 60, 40, 240};   // the row of the player to move
constexpr SDL_Color kLeatherDeep{30, 20, 13, 160};  // the log's well

SDL_Color patron_colour(const std::string& p);
SDL_Color patron_ink(const std::string& p);  // text on that colour
std::string square_name(int sq);                  // 0 -> "a1"
int square_index(const std::string& name);        // "a1" -> 0, -1 if not a square
bool starts(const std::string& s, const std::string& prefix);
std::string str(const Json& j, const char* key);  // "" unless a string
int num(const Json& j, const char* key, int fallback = 0);
const Json& at(const Json& j, const char* key);   // null if missing
const Json& at(const Json& j, size_t i);
int colour_at(const Json& arr, size_t i);         // -1 unless an integer
int text_square(const std::string& t);            // "new c4 neutral" -> c4, or -1
bool text_neutral(const std::string& t);          // "... neutral"
// The log as told: the engine writes each cube as an entry of its own; a
// turn's further cubes ("then") join the entry before, "places cubes on b2, c2".
Json told(const Json& log);

// Where the region's squares go: 8 columns of parcels in 2-column cards, an
// area gap in the middle, rows of three under each card's head (the patron's
// portrait, name and the card's value), and the coordinates as a ruler
// outside the squares: row numbers in a column at the left, column letters
// in a row below (STYLE.md: never letters in the squares' corners).
struct RegionGeo {
  float x = 0, y = 0, s = 40, head = 20, gp = 4, ga = 12, gv = 10, pad = 3;
  float frame = 6;   // the sand board around the squares
  float rl = 14;     // the ruler's column of row numbers, left of the squares
  float rb = 16;     // the ruler's row of column letters, under the squares
  int rows = 6;      // rows drawn: all of them, or the band(s) zoomed onto
  int row0 = 0;      // the first row drawn (a zoom onto later bands)
  // A card's head is half a square tall (at least 22 px: a portrait and an
  // 11 px name still read on a phone).
  static constexpr float kHead = 0.5f;
  static float head_for(float s) { return std::max(22.f, s * kHead); }
  bool shows_row(int r) const { return r >= row0 && r < row0 + rows; }
  float col_x(int c) const { return x + rl + pad + c * s + (c >= 2 ? gp : 0) + (c >= 4 ? ga : 0) + (c >= 6 ? gp : 0); }
  float row_y(int r) const { return y + ((r - row0) / 3) * (3 * s + head + gv) + head + ((r - row0) % 3) * s; }
  Rect square(int sq) const { return {col_x(sq % kCols), row_y(sq / kCols), s, s}; }
  Rect card(int area, int side) const {
    int cs = (area % 2) * 4 + side * 2;
    float top = y + (area / 2 - row0 / 3) * (3 * s + head + gv);
    return {col_x(cs) - pad, top - 2, 2 * s + 2 * pad, head + 3 * s + pad + 2};
  }
  float squares_bottom() const { return y + (rows / 3) * (3 * s + head) + (rows / 3 - 1) * gv + pad; }
  float width() const { return rl + 8 * s + 2 * gp + ga + 2 * pad; }
  float height() const { return squares_bottom() - y + rb; }
  // The height `rows` rows of squares `s` px wide take (with the ruler).
  static float height_for(int rows, float s) {
    return (rows / 3) * (s * 3 + head_for(s)) + (rows / 3 - 1) * 10 + 3 + 16;
  }
  // `tight` (phones): parcels and areas only a hairline apart, so that eight
  // squares a finger wide fit across a 360 px screen.
  static RegionGeo fit(Rect avail, int rows, float max_s, bool tight = false) {
    RegionGeo g;
    g.rows = rows;
    if (tight) g.gp = 1, g.ga = 4, g.pad = 0, g.frame = 1, g.rl = 12, g.rb = 15;
    int prows = rows / 3;
    float sw = (avail.w - g.rl - 2 * g.gp - g.ga - 2 * g.pad) / 8;
    // A finger-wide square comes before the row numbers: where the column
    // of numbers is what leaves a square under 44 px (a 360 px embed), it
    // goes (the letters below stay; the squares' names and explanations
    // still say "c3").
    if (tight && sw < 44 && sw + g.rl / 8 >= 44) sw += g.rl / 8, g.rl = 0;
    // Solve prows * (3s + max(22, s/2)) + gaps <= h for s.
    const float hh = avail.h - (prows - 1) * g.gv - g.pad - g.rb;
    float sh = hh / (prows * (3 + kHead));
    if (sh * kHead < 22) sh = (hh / prows - 22) / 3;
    const float s = std::max(18.f, std::min({sw, sh, max_s}));
    g.frame = std::min(g.frame, std::max(0.f, (avail.w - (g.rl + 8 * s + 2 * g.gp + g.ga + 2 * g.pad)) / 2));
    g.s = s;
    g.head = head_for(s);
    g.x = avail.x + (avail.w - g.width()) / 2;
    g.y = avail.y;
    return g;
  }
};

class MykerinosView : public GameView {
 public:
  // An easy-bot playout to the end costs ~1.5 ms natively.
  int review_worlds() const override { return 32; }
  // The end sequence's reckoning and podium portraits (ending.cc).
  Reckoning reckoning(const ViewContext& ctx) const override;
  std::string portrait(const ViewContext& ctx, int seat) const override;
  void on_observation(const ViewContext& ctx, size_t) override;
  void draw(ViewContext& ctx, Rect area) override;
  std::optional<std::string> on_tap(ViewContext& ctx, const std::string& id) override;
  // A square too small to tap (a lesson's target in a small embed): the
  // zoom onto its band of rows, in any season, from now on.
  bool bring_into_view(const std::string& id) override;
  void reset_selection() override {
    neutral_mode_ = false;  // each turn starts with one's own cubes
    clear_pending();
  }
  void clear_pending() {
    pending_.clear();
    preview_obs_ = Json();
    preview_legal_.clear();
    choice_ = -1;
  }
  std::string format_event(const ViewContext& ctx, const Json& e) const override;
  std::vector<std::string> rules(const I18n& i18n) const override;
  std::vector<std::string> log_lines(const ViewContext& ctx) const override {
    std::vector<std::string> out;
    for (const auto& e : told(at(ctx.obs, "log"))) {
      std::string text = format_event(ctx, e);
      if (!text.empty()) out.push_back(text);
    }
    return out;
  }
  bool animating(double now) const override {
    size_t n = std::max<size_t>(recent_.size(), recent_rooms_.empty() ? 0 : 1);
    return n > 0 && now < recent_at_ + kDrop + (n - 1) * kStagger;
  }

 private:
  // what can be tapped now
  std::vector<std::string> options(const ViewContext& ctx) const;
  std::vector<std::string> square_forms(const ViewContext& ctx, int sq) const;
  bool two_players(const Json& obs) const { return obs["neutral"].is_number_integer(); }
  std::optional<std::string> add(const ViewContext& ctx, const std::string& text);
  void back(const ViewContext& ctx);
  // The turn as composed so far: the real observation, or the preview.
  const Json& composed(const ViewContext& ctx) const { return pending_.empty() ? ctx.obs : preview_obs_; }

  // words
  std::string t(const ViewContext& ctx, const std::string& key,
                const std::map<std::string, std::string>& args = {}) const {
    return ctx.i18n.t("mykerinos." + key, args);
  }
  std::string patron_name(const ViewContext& ctx, const std::string& p) const {
    return p.empty() ? t(ctx, "no_patron") : t(ctx, "patron." + p);
  }
  std::string room_label(const ViewContext& ctx, const std::string& name) const;
  // ViewContext::explain's words: "mykerinos.help.<key>", a patron's power,
  // a parcel card (cartouche and patron), a museum room.
  std::string help(const ViewContext& ctx, const std::string& key,
                   const std::map<std::string, std::string>& args = {}) const {
    return t(ctx, "help." + key, args);
  }
  std::string card_help(const ViewContext& ctx, const Json& card) const;
  std::string room_help(const ViewContext& ctx, const Json& obs, int room) const;
  std::string colour_name(const ViewContext& ctx, const Json& obs, int colour) const;
  std::string prompt(const ViewContext& ctx) const;

  // drawing
  SDL_Color cube_colour(const Json& obs, int colour) const;
  // `squash` > 0: wider and lower by that share, standing on the same
  // ground (a cube settling as it lands).
  void draw_cube(Gfx& g, Rect sq, SDL_Color c, float alpha, float scale = 0.64f, float squash = 0) const;
  void draw_region(ViewContext& ctx, const RegionGeo& geo);
  // Season 4 on a small screen: a button per band of three rows (a little
  // map of its squares, the ones to tap in gold) that zooms onto it.
  void draw_bands(ViewContext& ctx, Rect r, int bands, int shown);
  std::set<int> tappable_squares(const ViewContext& ctx) const;
  void draw_museum(ViewContext& ctx, Rect r);
  // A patron's label (museum.cc): portrait and name on their colour.
  void patron_label(Gfx& g, const ViewContext& ctx, const std::string& p, Rect b) const;
  // The capsule alone: the name, with the portrait at its left end where
  // `with_portrait` and both fit.
  void patron_label(Gfx& g, const ViewContext& ctx, const std::string& p, Rect b, bool with_portrait) const;
  float patron_label_width(Gfx& g, const ViewContext& ctx, const std::string& p, float h) const;
  void draw_players(ViewContext& ctx, Rect r);
  float draw_actions(ViewContext& ctx, Rect r);
  void draw_log(ViewContext& ctx, Rect r);
  void draw_breakdown(ViewContext& ctx, Rect r);
  void draw_tabs(ViewContext& ctx, Rect r, const std::vector<std::string>& tabs, bool open = true);
  struct ActionPlan {
    std::vector<std::pair<std::string, std::string>> items;  // buttons: id, label
    std::vector<std::string> takes;                          // scoring: the area's cards
    bool neutral_choice = false;                             // 2 players: own/neutral switch
    float bh = 40, size = 14;
    float tile_h(bool phone) const { return phone ? 64 : 60; }
  };
  ActionPlan plan_actions(const ViewContext& ctx, bool phone) const;
  float actions_height(const ViewContext& ctx, float w) const;
  std::vector<Rect> flow(const ViewContext& ctx, Rect r, const ActionPlan& plan) const;
  // What each patron offered does, a line each under the chips ("Lemon: dig
  // on a pyramid"), wrapped to `w` at kPatronBrief px.
  std::vector<std::string> patron_briefs(const ViewContext& ctx, const ActionPlan& plan, float w) const;
  static constexpr float kPatronBrief = 12, kPatronBriefLine = 16;
  // Whether those lines are drawn: always on a desktop; on a phone only
  // where they leave the tab body its museum grid (draw() decides).
  bool patron_briefs_ = true;

  bool seen_ = false;  // on_observation has run once
  std::set<int> recent_;       // squares the last action filled
  std::set<int> recent_rooms_;  // museum rooms the last action filled
  double recent_at_ = -1;       // when they were seen (App clock)
  // How long one cube takes to be set down, and the delay between the cubes
  // of one action (so an extension reads as a path). With reduced motion the
  // App's clock for views jumps past it: the cubes are at rest at once.
  static constexpr double kDrop = 0.34, kStagger = 0.12;
  // The share of kDrop spent falling; the rest is the settle on landing.
  static constexpr double kLand = 0.62;
  // Where the k-th cube of the last action is in its drop: `fall` 1 (a
  // hand's height up) to 0 (down), accelerating like a weight; then, landed,
  // `squash` (a few per cent wider and lower, and back) as it settles;
  // `alpha` as it appears.
  struct Drop { float fall = 0, squash = 0, alpha = 1; };
  Drop drop(double now, int k) const {
    const double p = std::clamp((now - recent_at_ - k * kStagger) / kDrop, 0.0, 1.0);
    Drop d;
    d.alpha = float(std::min(1.0, p * 4));
    if (p < kLand) {
      const double q = p / kLand;
      d.fall = float(1 - q * q);
    } else {
      const double q = (p - kLand) / (1 - kLand);
      d.squash = float(0.14 * std::sin(3.14159265 * q) * (1 - 0.4 * q));
    }
    return d;
  }
  std::vector<std::string> pending_;       // this turn's actions tapped, not played yet
  Json preview_obs_;                        // the position after them (ViewContext::preview)
  std::vector<std::string> preview_legal_;  // and what may follow
  int choice_ = -1;           // a square offering both a new excavation and an extension
  bool neutral_mode_ = false;  // 2 players: place neutral cubes
  std::string tab_ = "museum";
  // The zoom (season 4 on small screens): the first band of three rows on
  // show, and whether to move it to the squares to tap once the next frame
  // knows how many bands fit (a new decision, a cube composed or taken back).
  int band0_ = 0;
  int zoom_shown_ = 0;  // bands on show while zoomed, 0 when not zoomed
  bool follow_ = true;
  bool zoom_any_season_ = false;  // bring_into_view asked: zoom seasons 1-3 too
  int zoom_onto_ = -1;            // the square it asked for, until the next position
  // Phone: a tab tapped while the squares took its room (the player's own
  // excavation on a short screen) shows its body until the next action.
  bool peek_ = false;
};

}  // namespace mykerinos_ui
}  // namespace tabula::web
