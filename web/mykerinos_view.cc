// The Mykerinos board, drawn from observation(seat) alone: the region of
// parcels (2x3 squares, pyramids, cartouches), the museum ring, each
// player's patron cards and supplies, the pass and score tracks, and the
// end-of-game breakdown. Multi-cube turns (an extension, Mrs Blackmore,
// Colonel Tangerine, Lord Lemon, Lady Violet, Sir Brown) are composed square
// by square on screen and played as one sequence after the last cube, so a
// player can back out until then; what each next cube may be comes from the
// engine itself, through ViewContext::preview of the actions tapped so far. The observation has no log, so the view
// writes its own from the difference between two observations.
#include "mykerinos_view.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace tabula::web {
namespace {

using namespace palette;

constexpr int kCols = 8;
const char* const kPatronIds[5] = {"violet", "lemon", "brown", "blackmore", "tangerine"};

constexpr SDL_Color kSand{222, 196, 142, 255};
constexpr SDL_Color kSandDark{190, 156, 100, 255};
constexpr SDL_Color kSandLight{238, 220, 178, 255};
constexpr SDL_Color kStone{150, 112, 62, 255};
constexpr SDL_Color kPanel{36, 14, 30, 215};

SDL_Color patron_colour(const std::string& p) {
  if (p == "violet") return {146, 84, 186, 255};
  if (p == "lemon") return {232, 202, 58, 255};
  if (p == "brown") return {136, 88, 48, 255};
  if (p == "blackmore") return {34, 34, 40, 255};
  if (p == "tangerine") return {236, 128, 40, 255};
  return {176, 168, 156, 255};
}
SDL_Color patron_ink(const std::string& p) {
  return (p == "lemon" || p == "tangerine" || p.empty()) ? kInk : kCream;
}

std::string square_name(int sq) { return std::string(1, char('a' + sq % kCols)) + std::to_string(sq / kCols + 1); }
int square_index(const std::string& name) {
  if (name.size() < 2 || name[0] < 'a' || name[0] > 'h') return -1;
  int row = std::atoi(name.c_str() + 1);
  if (row < 1 || row > 9) return -1;
  return (row - 1) * kCols + (name[0] - 'a');
}
bool starts(const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; }
std::string str(const Json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}
int num(const Json& j, const char* key, int fallback = 0) {
  return j.is_object() && j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : fallback;
}
// A member or element that may be missing (const json's [] must not be).
const Json& at(const Json& j, const char* key) {
  static const Json none;
  if (!j.is_object()) return none;
  auto it = j.find(key);
  return it == j.end() ? none : *it;
}
const Json& at(const Json& j, size_t i) {
  static const Json none;
  return j.is_array() && i < j.size() ? j[i] : none;
}
int colour_at(const Json& arr, size_t i) {
  return arr.is_array() && i < arr.size() && arr[i].is_number_integer() ? arr[i].get<int>() : -1;
}

// ---------------------------------------------------------------- composing

// The square an action text names ("new c4 neutral" -> c4), or -1.
int text_square(const std::string& t) {
  for (const char* verb : {"new ", "extend ", "then "}) {
    if (starts(t, verb)) {
      std::string rest = t.substr(std::string(verb).size());
      return square_index(rest.substr(0, rest.find(' ')));
    }
  }
  return -1;
}
bool text_neutral(const std::string& t) { return t.size() > 8 && t.substr(t.size() - 8) == " neutral"; }

// ------------------------------------------------------------------ geometry

struct RegionGeo {
  float x = 0, y = 0, s = 40, head = 16, gp = 4, ga = 12, gv = 10, pad = 3;
  int rows = 6;
  float col_x(int c) const { return x + pad + c * s + (c >= 2 ? gp : 0) + (c >= 4 ? ga : 0) + (c >= 6 ? gp : 0); }
  float row_y(int r) const { return y + (r / 3) * (3 * s + head + gv) + head + (r % 3) * s; }
  Rect square(int sq) const { return {col_x(sq % kCols), row_y(sq / kCols), s, s}; }
  Rect card(int area, int side) const {
    int cs = (area % 2) * 4 + side * 2;
    float top = y + (area / 2) * (3 * s + head + gv);
    return {col_x(cs) - pad, top - 2, 2 * s + 2 * pad, head + 3 * s + pad + 2};
  }
  float width() const { return 8 * s + 2 * gp + ga + 2 * pad; }
  float height() const { return (rows / 3) * (3 * s + head) + (rows / 3 - 1) * gv + pad; }
  static RegionGeo fit(Rect avail, int rows, float max_s) {
    RegionGeo g;
    g.rows = rows;
    int prows = rows / 3;
    float sw = (avail.w - 2 * g.gp - g.ga - 2 * g.pad) / 8;
    float sh = (avail.h - (prows - 1) * g.gv - g.pad) / (prows * 3.45f);
    g.s = std::max(18.f, std::min({sw, sh, max_s}));
    g.head = std::max(15.f, g.s * 0.45f);
    g.x = avail.x + (avail.w - g.width()) / 2;
    g.y = avail.y;
    return g;
  }
};

class MykerinosView : public GameView {
 public:
  void on_observation(const ViewContext& ctx, size_t) override;
  void draw(ViewContext& ctx, Rect area) override;
  std::optional<std::string> on_tap(ViewContext& ctx, const std::string& id) override;
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
    for (const auto& e : at(ctx.obs, "log")) {
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
  std::string colour_name(const ViewContext& ctx, const Json& obs, int colour) const;
  std::string prompt(const ViewContext& ctx) const;

  // drawing
  SDL_Color cube_colour(const Json& obs, int colour) const;
  void draw_cube(Gfx& g, Rect sq, SDL_Color c, float alpha, float scale = 0.64f) const;
  void draw_region(ViewContext& ctx, const RegionGeo& geo);
  void draw_museum(ViewContext& ctx, Rect r);
  void draw_players(ViewContext& ctx, Rect r);
  float draw_actions(ViewContext& ctx, Rect r);
  void draw_log(ViewContext& ctx, Rect r);
  void draw_breakdown(ViewContext& ctx, Rect r);
  void draw_tabs(ViewContext& ctx, Rect r, const std::vector<std::string>& tabs);
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

  bool seen_ = false;  // on_observation has run once
  std::set<int> recent_;       // squares the last action filled
  std::set<int> recent_rooms_;  // museum rooms the last action filled
  double recent_at_ = -1;       // when they were seen (App clock)
  // How long one cube takes to drop in, and the delay between the cubes of
  // one action (so an extension reads as a path).
  static constexpr double kDrop = 0.3, kStagger = 0.12;
  // 0..1: how far the drop of the k-th cube of the last action has got.
  float drop(double now, int k) const {
    double p = (now - recent_at_ - k * kStagger) / kDrop;
    p = std::clamp(p, 0.0, 1.0);
    return float(1 - (1 - p) * (1 - p) * (1 - p));
  }
  std::vector<std::string> pending_;       // this turn's actions tapped, not played yet
  Json preview_obs_;                        // the position after them (ViewContext::preview)
  std::vector<std::string> preview_legal_;  // and what may follow
  int choice_ = -1;           // a square offering both a new excavation and an extension
  bool neutral_mode_ = false;  // 2 players: place neutral cubes
  std::string tab_ = "museum";
  std::string last_tab_forced_;
};

// ------------------------------------------------------------------ events

// The engine keeps the log (observation "log"); events from `first_new` on
// are what the last action did: those cubes and rooms animate.
void MykerinosView::on_observation(const ViewContext& ctx, size_t first_new) {
  const Json& o = ctx.obs;
  const Json& log = at(o, "log");
  recent_.clear();
  recent_rooms_.clear();
  recent_at_ = ctx.now;
  if (!seen_) first_new = log.size();  // a game just opened: nothing to animate
  seen_ = true;
  const Json& rooms = at(at(o, "museum"), "rooms");
  for (size_t i = first_new; i < log.size(); ++i) {
    const Json& e = log[i];
    const std::string type = str(e, "type");
    if (type == "cubes") {
      for (const auto& sq : at(e, "squares")) recent_.insert(square_index(sq.get<std::string>()));
    } else if (type == "museum") {
      for (size_t r = 0; r < rooms.size(); ++r)
        if (str(rooms[r], "name") == str(e, "room")) recent_rooms_.insert(int(r));
    } else if (type == "over") {
      tab_ = "scores";
    }
  }
  if (str(o, "phase") == "over" && log.size() == first_new) tab_ = "scores";
  // Phones: show the museum when a room is to be chosen.
  bool museum_choice = false;
  for (const auto& l : ctx.legal) museum_choice |= starts(l, "museum ");
  if (museum_choice && tab_ != "museum") {
    last_tab_forced_ = tab_;
    tab_ = "museum";
  }
}

std::string MykerinosView::colour_name(const ViewContext& ctx, const Json& obs, int colour) const {
  if (two_players(obs) && colour == obs["neutral"].get<int>()) return t(ctx, "neutral");
  return ctx.name_of(colour);
}

std::string MykerinosView::room_label(const ViewContext& ctx, const std::string& name) const {
  size_t dash = name.find('-');
  if (dash != std::string::npos)
    return t(ctx, "corridor", {{"a", patron_name(ctx, name.substr(0, dash))},
                               {"b", patron_name(ctx, name.substr(dash + 1))}});
  size_t sp = name.find(' ');
  return t(ctx, "room", {{"patron", patron_name(ctx, name.substr(0, sp))},
                         {"value", sp == std::string::npos ? "" : name.substr(sp + 1)}});
}

std::string MykerinosView::format_event(const ViewContext& ctx, const Json& e) const {
  const std::string type = str(e, "type");
  std::string who = ctx.name_of(num(e, "seat", -1));
  if (type == "cubes") {
    std::string list;
    for (const auto& s : e["squares"]) list += (list.empty() ? "" : ", ") + s.get<std::string>();
    bool neutral = ctx.obs["neutral"].is_number_integer() && num(e, "colour") == ctx.obs["neutral"].get<int>();
    std::string key = e["squares"].size() == 1 ? "log.cube" : "log.cubes";
    if (neutral) key += "_neutral";
    return t(ctx, key, {{"name", who}, {"squares", list}});
  }
  if (type == "patron") return t(ctx, "log.patron", {{"name", who}, {"patron", patron_name(ctx, str(e, "patron"))}});
  if (type == "museum") return t(ctx, "log.museum", {{"name", who}, {"room", room_label(ctx, str(e, "room"))}});
  if (type == "take") {
    return t(ctx, "log.take", {{"name", who}, {"patron", patron_name(ctx, str(e, "patron"))},
                               {"value", std::to_string(num(e, "value"))}});
  }
  if (type == "discard") return t(ctx, "log.discard", {{"n", std::to_string(num(e, "n"))}});
  if (type == "neutral_take") {
    return t(ctx, "log.neutral_take", {{"patron", patron_name(ctx, str(e, "patron"))},
                                       {"value", std::to_string(num(e, "value"))}});
  }
  if (type == "area") {  // the ranking, as the rulebook's example gives it
    const std::string n = std::to_string(num(e, "area") + 1);
    const Json& ranking = at(e, "ranking");
    if (!ranking.is_array() || ranking.empty()) return t(ctx, "log.area_empty", {{"n", n}});
    std::string list;
    for (size_t i = 0; i < ranking.size(); ++i) {
      list += (i ? ", " : "") + t(ctx, "log.rank", {{"name", colour_name(ctx, ctx.obs, ranking[i].get<int>())},
                                                     {"cubes", std::to_string(colour_at(at(e, "cubes"), i))}});
    }
    return t(ctx, "log.area", {{"n", n}, {"ranking", list}});
  }
  if (type == "pass") return t(ctx, "log.pass", {{"name", who}, {"space", std::to_string(num(e, "space"))}});
  if (type == "scoring") return t(ctx, "log.scoring");
  if (type == "season") return t(ctx, "log.season", {{"n", std::to_string(num(e, "n"))}});
  if (type == "over") return t(ctx, "log.over");
  return "";
}

std::vector<std::string> MykerinosView::rules(const I18n& i18n) const {
  std::vector<std::string> out;
  for (int i = 1; i <= 12; ++i) {
    std::string key = "mykerinos.rules." + std::to_string(i);
    std::string s = i18n.t(key);
    if (s == key) break;
    out.push_back(s);
  }
  return out;
}

// ---------------------------------------------------------------- choosing

std::vector<std::string> MykerinosView::options(const ViewContext& ctx) const {
  if (pending_.empty() || ctx.legal.empty()) return ctx.legal;
  return preview_legal_;
}

// The texts that put a cube on `sq` now, in the colour chosen (2 players).
std::vector<std::string> MykerinosView::square_forms(const ViewContext& ctx, int sq) const {
  std::vector<std::string> out;
  bool any_neutral = false;
  auto opts = options(ctx);
  for (const auto& o : opts) any_neutral |= text_neutral(o);
  for (const auto& o : opts) {
    if (text_square(o) != sq) continue;
    if (any_neutral && text_neutral(o) != neutral_mode_) continue;
    out.push_back(o);
  }
  return out;
}

// Adds one tapped action to the turn. While the engine says the turn goes
// on (same seat, still excavating, a step other than "choose"), it is only
// previewed; the action that ends the turn plays the whole sequence.
std::optional<std::string> MykerinosView::add(const ViewContext& ctx, const std::string& text) {
  choice_ = -1;
  const int me = num(ctx.obs, "current", -1);
  pending_.push_back(text);
  const bool ok = ctx.preview(pending_, &preview_obs_, &preview_legal_);
  const bool open = ok && str(preview_obs_, "phase") == "excavation" && num(preview_obs_, "current", -1) == me &&
                    str(at(preview_obs_, "turn"), "step") != "choose" && !preview_legal_.empty();
  if (open) {
    if (starts(text, "patron brown")) tab_ = "museum";
    return std::nullopt;
  }
  // Played as one sequence (if the engine refuses a step, App says why).
  std::string all;
  for (const auto& p : pending_) all += (all.empty() ? "" : "\n") + p;
  reset_selection();
  return all;
}

void MykerinosView::back(const ViewContext& ctx) {
  if (choice_ >= 0) {
    choice_ = -1;
    return;
  }
  if (pending_.empty()) return;
  pending_.pop_back();
  if (pending_.empty() || !ctx.preview(pending_, &preview_obs_, &preview_legal_)) clear_pending();
}

std::optional<std::string> MykerinosView::on_tap(ViewContext& ctx, const std::string& id) {
  std::string rest = id.substr(2);  // after "v:"
  if (starts(rest, "tab:")) {
    tab_ = rest.substr(4);
    return std::nullopt;
  }
  if (rest == "neutral") {
    neutral_mode_ = !neutral_mode_;
    choice_ = -1;
    return std::nullopt;
  }
  if (rest == "back") {
    back(ctx);
    return std::nullopt;
  }
  if (rest == "cancel") {
    clear_pending();
    return std::nullopt;
  }
  if (ctx.legal.empty()) return std::nullopt;
  auto opts = options(ctx);
  auto offered = [&](const std::string& text) { return std::find(opts.begin(), opts.end(), text) != opts.end(); };
  if (starts(rest, "patron:")) {
    std::string text = "patron " + rest.substr(7);
    if (pending_.empty() && offered(text)) return add(ctx, text);
    return std::nullopt;
  }
  if (rest == "stop" && offered("stop")) return add(ctx, "stop");
  if (starts(rest, "room:")) {
    std::string text = "museum " + rest.substr(5);
    if (offered(text)) return add(ctx, text);
    return std::nullopt;
  }
  if (starts(rest, "form:")) {  // "form:new c4" / "form:extend c4 neutral"
    std::string text = rest.substr(5);
    if (offered(text)) return add(ctx, text);
    return std::nullopt;
  }
  if (starts(rest, "sq:")) {
    int sq = square_index(rest.substr(3));
    auto forms = square_forms(ctx, sq);
    if (forms.empty()) return std::nullopt;
    if (forms.size() > 1) {  // a new excavation or an extension: ask
      choice_ = sq;
      return std::nullopt;
    }
    return add(ctx, forms[0]);
  }
  return std::nullopt;
}

// ------------------------------------------------------------------ drawing

SDL_Color MykerinosView::cube_colour(const Json& obs, int colour) const {
  if (two_players(obs) && colour == obs["neutral"].get<int>()) return {112, 116, 124, 255};
  switch (colour) {
    case 0: return {44, 98, 206, 255};
    case 1: return {206, 48, 44, 255};
    case 2: return {52, 150, 72, 255};
    case 3: return {244, 242, 236, 255};
    default: return {128, 128, 128, 255};
  }
}

void MykerinosView::draw_cube(Gfx& g, Rect sq, SDL_Color c, float alpha, float scale) const {
  float w = sq.w * scale;
  Rect r{sq.cx() - w / 2, sq.cy() - w / 2, w, w};
  SDL_Color dark{Uint8(c.r * 0.55f), Uint8(c.g * 0.55f), Uint8(c.b * 0.55f), 255};
  g.round_rect({r.x, r.y + w * 0.1f, r.w, r.h}, w * 0.18f, with_alpha(dark, alpha));
  g.round_rect({r.x, r.y, r.w, r.h * 0.9f}, w * 0.18f, with_alpha(c, alpha));
  g.round_rect_outline({r.x, r.y, r.w, r.h * 0.9f}, w * 0.18f, 1, with_alpha({30, 20, 20, 255}, alpha * 0.6f));
}

void MykerinosView::draw_region(ViewContext& ctx, const RegionGeo& geo) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const Json& region = o["region"];
  const Json& areas = region["areas"];
  const bool scoring = str(o, "phase") == "scoring";
  const int scoring_area = scoring ? num(at(o, "scoring"), "area", -1) : -1;
  // Pending cubes (composed, not yet played) and what can be tapped.
  const Json& pending_cubes = at(at(composed(ctx), "region"), "cubes");
  std::map<int, int> pending_sq;  // square -> order
  int order = 0;
  for (const auto& p : pending_) {
    int sq = text_square(p);
    if (sq >= 0) pending_sq[sq] = ++order;
  }
  std::set<int> tappable;
  if (!ctx.legal.empty() && choice_ < 0) {
    auto opts = options(ctx);
    bool any_neutral = false;
    for (const auto& t : opts) any_neutral |= text_neutral(t);
    for (const auto& t : opts) {
      int sq = text_square(t);
      if (sq >= 0 && (!any_neutral || text_neutral(t) == neutral_mode_)) tappable.insert(sq);
    }
  }
  // The board: sand, with the areas outlined and numbered.
  Rect board{geo.x - 6, geo.y - 6, geo.width() + 12, geo.height() + 12};
  g.round_rect({board.x, board.y + 3, board.w, board.h}, 12, {0, 0, 0, 90});
  g.round_rect(board, 12, kSandDark);
  for (size_t a = 0; a < areas.size(); ++a) {
    const Json& area = areas[a];
    bool scored = area.value("scored", false);
    Rect l = geo.card(int(a), 0), r = geo.card(int(a), 1);
    Rect ar{l.x - 2, l.y - 2, r.x + r.w - l.x + 4, l.h + 4};
    if (int(a) == scoring_area) {
      g.round_rect(ar.inset(-3), 9, kHighlight);
    }
    for (int side = 0; side < 2; ++side) {
      const Json& card = at(area, side == 0 ? "left" : "right");
      Rect cr = side == 0 ? l : r;
      bool gone = (scored || int(a) == scoring_area) && card.is_object() && card.value("taken", false);
      g.round_rect(cr, 7, scored ? with_alpha(kSand, 0.55f) : kSand);
      // The cartouche: value on the patron's colour.
      std::string patron = str(card, "patron");
      int value = num(card, "value");
      float ch = geo.head - 3;
      float cw = std::min(cr.w - 8, ch * 2.6f);
      Rect cart{cr.cx() - cw / 2, cr.y + 2, cw, ch};
      // A card already taken stays as a faint cartouche, so the board still
      // tells which cards the area held (struck through in the area being
      // scored, where taken and still-there cards sit side by side).
      const float fade = gone ? 0.3f : 1.f;
      g.round_rect(cart, ch / 2, with_alpha(patron_colour(patron), fade));
      g.round_rect_outline(cart, ch / 2, 1, with_alpha(kGoldDark, 0.9f * fade));
      std::string label = value > 0 ? std::to_string(value) : "·";
      g.fit_text(label, cart, std::min(15.f, ch - 1), 9, with_alpha(patron_ink(patron), fade), Face::Bold);
      if (gone && int(a) == scoring_area) g.line(cart.x + 4, cart.cy(), cart.x + cart.w - 4, cart.cy(), 1.5f, with_alpha(kInk, 0.45f));
    }
    std::string an = std::to_string(a + 1);
    g.text(an, ar.x + 4, ar.y + 2, std::min(13.f, geo.head - 3), with_alpha(kInk, 0.55f), Align::Left, Face::Bold);
  }
  const Json& cubes = region["cubes"];
  const Json& pyramids = region["pyramids"];
  for (int sq = 0; sq < geo.rows * kCols; ++sq) {
    Rect r = geo.square(sq).inset(1.5f);
    bool pyr = pyramids.is_array() && size_t(sq) < pyramids.size() && pyramids[size_t(sq)].get<bool>();
    int area = (sq / kCols / 3) * 2 + (sq % kCols) / 4;
    bool scored = area < int(areas.size()) && areas[size_t(area)].value("scored", false);
    g.round_rect(r, 4, scored ? with_alpha(kSandLight, 0.5f) : kSandLight);
    if (pyr) {
      float m = r.w * 0.16f;
      g.polygon({{r.cx(), r.y + m}, {r.x + r.w - m, r.y + r.h - m}, {r.x + m, r.y + r.h - m}}, kStone);
      g.polygon({{r.cx(), r.y + m}, {r.cx(), r.y + r.h - m}, {r.x + m, r.y + r.h - m}}, {176, 136, 80, 255});
    }
    int c = colour_at(cubes, size_t(sq));
    if (c >= 0 && recent_.count(sq)) {
      // Just placed: it drops in from above, then keeps a cream outline.
      float e = drop(ctx.now, int(std::distance(recent_.begin(), recent_.find(sq))));
      Rect from{r.x, r.y - r.h * 0.7f * (1 - e), r.w, r.h};
      draw_cube(g, from, cube_colour(o, c), e, 0.64f + 0.2f * (1 - e));
      g.round_rect_outline(r.inset(-1), 5, 2, with_alpha(kCream, e));
    } else if (c >= 0) {
      draw_cube(g, r, cube_colour(o, c), 1.f);
    }
    auto pit = pending_sq.find(sq);
    if (pit != pending_sq.end()) {
      int col = colour_at(pending_cubes, size_t(sq));
      draw_cube(g, r, cube_colour(o, col), 0.7f);
      g.round_rect_outline(r.inset(-1), 5, 2.5f, kHighlight);
      g.fit_text(std::to_string(pit->second), r, std::min(16.f, r.h * 0.4f), 10, col == 3 ? kInk : kCream, Face::Bold);
    }
    if (choice_ == sq) g.round_rect_outline(r.inset(-1), 5, 3, kHighlight);
    if (tappable.count(sq)) {
      g.round_rect(r.inset(r.w * 0.3f), 4, with_alpha(kHighlight, 0.35f));
      g.round_rect_outline(r.inset(1), 4, 2.5f, kHighlight);
      ctx.hit("v:sq:" + square_name(sq), geo.square(sq));
    }
  }
  // Column letters and row numbers are in the action texts: show them faintly.
  float ls = std::min(11.f, geo.s * 0.26f);
  if (ls >= 9) {
    for (int c = 0; c < kCols; ++c)
      g.text(std::string(1, char('a' + c)), geo.col_x(c) + geo.s - 3, geo.row_y(0) + 1, ls, with_alpha(kInk, 0.45f),
             Align::Right);
    for (int r = 0; r < geo.rows; ++r)
      g.text(std::to_string(r + 1), geo.col_x(0) + 3, geo.row_y(r) + geo.s - ls - 3, ls, with_alpha(kInk, 0.45f));
  }
}

// Where the museum's rooms go in `r`: a ring like the printed board when the
// rooms can be at least kMinRoom px wide, otherwise (phones, short panels)
// the ring unrolled into a strip: wing, corridor, wing, ... and the last
// corridor, which touches the last and the first wing, drawn at the end with
// a line back to the start.
struct MuseumGeo {
  static constexpr float kMinRoom = 36;
  bool ring = true;
  float c = 40;                   // room size
  Rect cell[15];                  // rooms: 3-rooms 0-4, 5-rooms 5-9, corridors 10-14
  Rect badge[5];                  // each wing's patron token
  float cx = 0, cy = 0, rx = 0, ry = 0;  // the ring's centre hall (ring only)

  static MuseumGeo fit(Rect r) {
    constexpr float kPi = 3.14159265f;
    MuseumGeo m;
    // Ring: 10 rooms alternate on an inner ellipse (5-rooms and corridors),
    // the 3-rooms lie outside their 5-room, each token beside its 3-room.
    const float R = std::min(r.w, r.h) / 2 - 2;
    const float kx = std::clamp((r.w / 2 - 4) / std::max(R, 1.f), 1.f, 1.3f);
    m.c = std::min(R / 3.55f, 60.f);
    if (m.c >= kMinRoom) {
      const float r5 = m.c * 1.95f, r3 = r5 + m.c * 1.12f;
      m.cx = r.cx();
      m.cy = r.cy();
      m.rx = r5 * kx * 0.58f;
      m.ry = r5 * 0.58f;
      const float c = m.c, bw = c * 0.98f, bh = c * 0.44f;
      for (int w = 0; w < 5; ++w) {
        float th = -kPi / 2 + w * 2 * kPi / 5, tc = th + kPi / 5;
        m.cell[w] = {m.cx + r3 * kx * std::cos(th) - c / 2, m.cy + r3 * std::sin(th) - c / 2, c, c};
        m.cell[5 + w] = {m.cx + r5 * kx * std::cos(th) - c / 2, m.cy + r5 * std::sin(th) - c / 2, c, c};
        m.cell[10 + w] = {m.cx + r5 * kx * std::cos(tc) - c * 0.42f, m.cy + r5 * std::sin(tc) - c * 0.42f,
                          c * 0.84f, c * 0.84f};
        // Beside the 3-room where the ring leaves room: right of the top
        // wing, above the two side wings, outside the two bottom wings.
        const Rect& a = m.cell[w];
        if (w == 1 || w == 4) m.badge[w] = {a.cx() - bw / 2, a.y - 4 - bh, bw, bh};
        else m.badge[w] = {w == 3 ? a.x - 4 - bw : a.x + a.w + 4, a.cy() - bh / 2, bw, bh};
      }
      return m;
    }
    // Strip: 10 columns (wing 0, corridor 10, wing 1, corridor 11, ...).
    m.ring = false;
    const float gap = 5;
    const float cw = std::min(56.f, (r.w - 9 * gap) / 10);
    const float ch = std::clamp((r.h - 22 - 14 - gap) / 2, 30.f, 52.f);
    m.c = cw;
    const float x0 = r.cx() - (10 * cw + 9 * gap) / 2;
    const float y0 = r.y + 22;
    for (int w = 0; w < 5; ++w) {
      float wx = x0 + (2 * w) * (cw + gap), kx = x0 + (2 * w + 1) * (cw + gap);
      m.badge[w] = {wx - 2, r.y + 2, cw + 4, 18};
      m.cell[w] = {wx, y0, cw, ch};
      m.cell[5 + w] = {wx, y0 + ch + gap, cw, ch};
      m.cell[10 + w] = {kx, y0 + ch + gap + ch * 0.1f, cw, ch * 0.8f};
    }
    return m;
  }
  float bottom() const {
    float b = 0;
    for (const auto& r : cell) b = std::max(b, r.y + r.h);
    return b;
  }
};

void MykerinosView::draw_museum(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const Json& wings = o["museum"]["wings"];
  const Json& rooms = o["museum"]["rooms"];
  if (!wings.is_array() || wings.size() != 5 || rooms.size() != 15) return;
  auto opts = ctx.legal.empty() ? std::vector<std::string>() : options(ctx);
  const bool via_view = !pending_.empty();  // Sir Brown composed on screen
  const MuseumGeo m = MuseumGeo::fit(r);
  const float c = m.c;
  auto wing_patron = [&](int w) { return wings[size_t(w)].get<std::string>(); };
  if (m.ring) {
    g.ellipse(m.cx, m.cy, m.rx, m.ry, {60, 30, 40, 200});
    g.ellipse_ring(m.cx, m.cy, m.rx, m.ry, 1.5f, with_alpha(kGold, 0.6f));
    g.fit_text(t(ctx, "museum"), {m.cx - m.rx * 0.9f, m.cy - 10, m.rx * 1.8f, 20}, 14, 9, kGold, Face::Bold);
    // Doors: each 5-room opens onto the corridors on either side.
    for (int w = 0; w < 5; ++w) {
      const Rect &b = m.cell[5 + w], &n = m.cell[10 + w], &p = m.cell[10 + (w + 4) % 5];
      g.line(b.cx(), b.cy(), n.cx(), n.cy(), 3, with_alpha(kGold, 0.35f));
      g.line(b.cx(), b.cy(), p.cx(), p.cy(), 3, with_alpha(kGold, 0.35f));
    }
  } else {
    // The strip: doors between neighbours, and the last corridor's door
    // back to the first wing as a line under the strip.
    for (int k = 0; k < 9; ++k) {
      const Rect &a = m.cell[k % 2 ? 10 + k / 2 : 5 + k / 2], &b = m.cell[k % 2 ? 5 + k / 2 + 1 : 10 + k / 2];
      g.line(a.cx(), a.cy(), b.cx(), b.cy(), 3, with_alpha(kGold, 0.35f));
    }
    const Rect &first = m.cell[5], &last = m.cell[14];
    float y = m.bottom() + 7;
    g.line(last.cx(), last.y + last.h, last.cx(), y, 2, with_alpha(kGold, 0.5f));
    g.line(last.cx(), y, first.cx(), y, 2, with_alpha(kGold, 0.5f));
    g.line(first.cx(), y, first.cx(), first.y + first.h, 2, with_alpha(kGold, 0.5f));
  }
  // Wings: a capsule in the patron's colour around the 3- and the 5-room.
  for (int w = 0; w < 5; ++w) {
    const Rect &a = m.cell[w], &b = m.cell[5 + w];
    float pad = std::max(4.f, c * 0.14f);
    // A gold rim first, so the dark Blackmore wing still shows.
    for (auto [grow, col] : {std::pair{1.5f, with_alpha(kGold, 0.55f)}, std::pair{0.f, patron_colour(wing_patron(w))}}) {
      if (m.ring) {
        float half = c / 2 + pad + grow;
        g.line(a.cx(), a.cy(), b.cx(), b.cy(), 2 * half, col);
        g.ellipse(a.cx(), a.cy(), half, half, col);
        g.ellipse(b.cx(), b.cy(), half, half, col);
      } else {
        g.round_rect({a.x - pad / 2 - grow, a.y - pad / 2 - grow, a.w + pad + 2 * grow, b.y + b.h - a.y + pad + 2 * grow},
                     8 + grow, col);
      }
    }
  }
  bool any_room = false;
  for (const auto& opt : opts) any_room |= starts(opt, "museum ");
  // A room that may be taken now has a halo; the others step back. (No
  // pulsing: the page redraws only when something changes.)
  const float glow = 0.8f;
  for (int i = 0; i < 15; ++i) {
    const Json& room = rooms[size_t(i)];
    const Rect& cr = m.cell[i];
    std::string name = str(room, "name");
    int value = num(room, "value");
    g.round_rect(cr, 6, {66, 40, 46, 255});
    g.round_rect_outline(cr, 6, 1.2f, with_alpha(kGold, 0.7f));
    if (i >= 10) {  // a corridor: both wings' colours
      SDL_Color a = patron_colour(wing_patron(i - 10)), b = patron_colour(wing_patron((i - 9) % 5));
      g.fill_rect({cr.x + 4, cr.y + cr.h - 6, cr.w / 2 - 4, 3}, a);
      g.fill_rect({cr.cx(), cr.y + cr.h - 6, cr.w / 2 - 4, 3}, b);
    }
    float vs = std::clamp(c * 0.3f, 10.f, 14.f);
    int cube = room["cube"].is_number_integer() ? room["cube"].get<int>() : -1;
    if (cube >= 0) {
      // The cube sits low and right, clear of the room's value at the top left.
      float e = recent_rooms_.count(i) ? drop(ctx.now, 0) : 1.f;
      Rect at_rest{cr.x + cr.w * 0.1f, cr.y + cr.h * 0.12f, cr.w, cr.h};
      draw_cube(g, {at_rest.x, at_rest.y - cr.h * 0.7f * (1 - e), cr.w, cr.h}, cube_colour(o, cube), e,
                0.56f + 0.2f * (1 - e));
      g.text(std::to_string(value), cr.x + 3, cr.y + 1, vs, kCream, Align::Left, Face::Bold);
    } else {
      g.fit_text(std::to_string(value), cr, std::clamp(c * 0.42f, 12.f, 20.f), 10, kCream, Face::Bold);
    }
    std::string text = "museum " + name;
    const bool open = std::find(opts.begin(), opts.end(), text) != opts.end();
    if (any_room && !open) g.round_rect(cr, 6, {24, 10, 22, 150});
    if (open) {
      g.round_rect_outline(cr.inset(-5), 10, 3, with_alpha(kCream, glow));
      g.round_rect_outline(cr.inset(-2), 8, 3, kHighlight);
      ctx.hit(via_view || std::find(ctx.legal.begin(), ctx.legal.end(), text) == ctx.legal.end()
                  ? "v:room:" + name
                  : "action:" + text,
              cr.inset(-3));
    }
  }
  // The patron tokens: the patron's name, shortened.
  for (int w = 0; w < 5; ++w) {
    std::string p = wing_patron(w);
    const Rect& b = m.badge[w];
    g.round_rect(b.inset(-1.5f), b.h / 2 + 1.5f, kGold);
    g.round_rect(b, b.h / 2, patron_colour(p));
    g.fit_text(t(ctx, "patron_abbr." + p), b.inset(2), std::min(14.f, b.h * 0.72f), 8, patron_ink(p), Face::Bold);
  }
}

void MykerinosView::draw_players(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const int players = num(o, "players", 3);
  const bool two = two_players(o);
  const int current = num(o, "current", -1);
  const int me = num(o, "seat", 0);
  float y = r.y;
  // The tracks: passing order and prestige.
  {
    g.text(t(ctx, "pass_track"), r.x, y + 4, 14, kMuted);
    float x = r.x + g.measure(t(ctx, "pass_track"), 14) + 10;
    int colours = int(o["pass_track"].size());
    for (int space = 1; space <= colours; ++space) {
      Rect sr{x, y, 30, 26};
      g.round_rect(sr, 6, {66, 40, 46, 255});
      g.text(std::to_string(space), sr.x + 3, sr.y + 1, 10, kMuted);
      for (int c = 0; c < colours; ++c)
        if (colour_at(o["pass_track"], size_t(c)) == space) g.ellipse(sr.cx() + 3, sr.cy() + 2, 8, 8, cube_colour(o, c));
      x += 34;
    }
    y += 32;
  }
  {
    int top = 20;
    for (int s = 0; s < players; ++s) top = std::max(top, num(o["seats"][size_t(s)], "score"));
    top = (top + 9) / 10 * 10;
    g.text(t(ctx, "score_track"), r.x, y + 2, 14, kMuted);
    float x0 = r.x + g.measure(t(ctx, "score_track"), 14) + 12, x1 = r.x + r.w - 24;
    g.round_rect({x0, y + 8, x1 - x0, 6}, 3, {66, 40, 46, 255});
    for (int v = 0; v <= top; v += 10) {
      float x = x0 + (x1 - x0) * v / top;
      g.fill_rect({x - 0.5f, y + 5, 1, 12}, with_alpha(kGold, 0.5f));
      g.text(std::to_string(v), x, y + 18, 10, kMuted, Align::Center);
    }
    for (int s = 0; s < players; ++s) {
      int sc = num(o["seats"][size_t(s)], "score");
      float x = x0 + (x1 - x0) * sc / top;
      g.ellipse(x, y + 11 - s * 2, 7, 7, with_alpha({0, 0, 0, 255}, 0.5f));
      g.ellipse(x, y + 11 - s * 2, 6, 6, cube_colour(o, s));
    }
    y += 36;
  }
  // Roomy rows (name, supplies, cards on three lines) when there is space,
  // else compact ones (supplies beside the name, shrunk to fit).
  const float avail_h = r.y + r.h - y;
  const bool roomy = avail_h / players >= 72;
  const float row_h = roomy ? std::min(avail_h / players, 84.f) : std::max(avail_h / players, 48.f);
  for (int s = 0; s < players; ++s) {
    const Json& seat = o["seats"][size_t(s)];
    Rect row{r.x, y, r.w, row_h - 5};
    if (row.y + 40 > r.y + r.h) break;
    g.round_rect(row, 10, s == current ? SDL_Color{70, 34, 52, 235} : SDL_Color{50, 22, 40, 220});
    if (s == current) g.round_rect_outline(row, 10, 1.5f, kHighlight);
    draw_cube(g, {row.x + 4, row.y + 1, 24, 24}, cube_colour(o, s), 1.f, 0.7f);
    std::string name = ctx.name_of(s) + (s == me ? " •" : "");
    g.text(name, row.x + 32, row.y + 4, 15, kCream, Align::Left, Face::Bold);
    std::string score = "★ " + std::to_string(num(seat, "score"));
    float score_w = g.measure(score, 15, Face::Bold);
    g.text(score, row.x + row.w - 8, row.y + 4, 15, kHighlight, Align::Right, Face::Bold);
    // Personal supply (and neutral cubes at two), central supply.
    std::string stats = t(ctx, "cubes_short", {{"n", std::to_string(num(seat, "cubes"))}});
    if (two) stats += " + " + t(ctx, "neutral_short", {{"n", std::to_string(num(seat, "neutral_cubes"))}});
    stats += " · " + t(ctx, "central_short", {{"n", std::to_string(colour_at(o["central"], size_t(s)))}});
    if (roomy) {
      g.text(stats, row.x + 32, row.y + 24, 13, kMuted);
    } else {
      float x0 = row.x + 40 + g.measure(name, 15, Face::Bold), x1 = row.x + row.w - 16 - score_w;
      float ss = 13;
      if (g.measure(stats, ss) > x1 - x0) ss = std::max(10.f, ss * (x1 - x0) / g.measure(stats, ss));
      if (g.measure(stats, ss) <= x1 - x0 + 1) g.text(stats, x1, row.y + 6, ss, kMuted, Align::Right);
    }
    // The cards by patron: filled = ready, outlined = turned this season.
    float x = row.x + 8, cy = row.y + (roomy ? 44 : 24);
    float cw = 11, chh = 16;
    for (const char* pid : kPatronIds) {
      int n = 0, turned = 0;
      for (const auto& c : seat["cards"])
        if (str(c, "patron") == pid) ++n, turned += c.value("turned", false) ? 1 : 0;
      SDL_Color pc = patron_colour(pid);
      float bx = x;
      g.round_rect({bx, cy, 20, chh + 4}, 4, with_alpha(pc, n ? 1.f : 0.3f));
      if (std::string(pid) == "blackmore") g.round_rect_outline({bx, cy, 20, chh + 4}, 4, 1, with_alpha(kGold, 0.6f));
      g.fit_text(std::to_string(n), {bx, cy, 20, chh + 4}, 13, 9, patron_ink(pid), Face::Bold);
      bx += 24;
      for (int k = 0; k < n; ++k) {
        Rect cr{bx + k * (cw - 3), cy + 2, cw, chh};
        if (k < n - turned) {
          g.round_rect(cr, 2, pc);
          if (std::string(pid) == "blackmore") g.round_rect_outline(cr, 2, 1, with_alpha(kGold, 0.6f));
        } else {
          g.round_rect(cr, 2, {50, 22, 40, 255});
          g.round_rect_outline(cr, 2, 1.2f, std::string(pid) == "blackmore" ? with_alpha(kGold, 0.7f) : pc);
        }
      }
      x = bx + std::max(0, n) * (cw - 3) + (n ? 10 : 4);
    }
    int none = 0;
    for (const auto& c : seat["cards"]) none += c["patron"].is_null() ? 1 : 0;
    if (none) {
      // Shrunk to the row (the cards before it can be many).
      const std::string text = "+" + std::to_string(none) + " " + t(ctx, "no_patron_short");
      const float room = row.x + row.w - 8 - x;
      float size = 12;
      if (g.measure(text, size) > room) size = std::max(9.f, size * room / g.measure(text, size));
      if (g.measure(text, size) <= room + 1) g.text(text, x, cy + 3, size, kMuted);
      else g.text("+" + std::to_string(none), x, cy + 3, 12, kMuted);
    }
    y += row_h;
  }
}

// The buttons of the action panel laid out left to right, wrapping: each
// item's rectangle (patrons as chips in their colour).
std::vector<Rect> MykerinosView::flow(const ViewContext& ctx, Rect r, const ActionPlan& plan) const {
  std::vector<Rect> out;
  float x = r.x, y = r.y;
  for (const auto& [id, label] : plan.items) {
    float w = std::min(r.w, std::max(64.f, ctx.g.measure(label, plan.size, Face::Bold) + 28));
    if (x > r.x && x + w > r.x + r.w) {
      x = r.x;
      y += plan.bh + 8;
    }
    out.push_back({x, y, w, plan.bh});
    x += w + 8;
  }
  return out;
}

std::string MykerinosView::prompt(const ViewContext& ctx) const {
  const Json& o = ctx.obs;
  const std::string phase = str(o, "phase");
  const int current = num(o, "current", -1);
  if (ctx.legal.empty()) {
    if (phase == "scoring") {
      return t(ctx, "wait_scoring", {{"n", std::to_string(num(at(o, "scoring"), "area") + 1)},
                                     {"name", ctx.name_of(current)}});
    }
    return t(ctx, "wait", {{"name", ctx.name_of(current)}});
  }
  if (phase == "scoring") {
    const Json& sc = at(o, "scoring");
    std::string n = std::to_string(num(sc, "area") + 1);
    if (sc.value("for_neutral", false)) return t(ctx, "prompt_neutral_card", {{"n", n}});
    bool museum = false;
    for (const auto& l : ctx.legal) museum |= starts(l, "museum ");
    return t(ctx, museum ? "prompt_scoring" : "prompt_scoring_card",
             {{"n", n}, {"rank", std::to_string(num(sc, "position") + 1)}});
  }
  if (choice_ >= 0) return t(ctx, "prompt_choice", {{"square", square_name(choice_)}});
  const Json& turn = at(composed(ctx), "turn");
  const std::string step = str(turn, "step");
  if (step == "chain") {
    const auto opts = options(ctx);
    const bool can_stop = std::find(opts.begin(), opts.end(), "stop") != opts.end();
    if (turn.value("lemon", false)) return t(ctx, can_stop ? "prompt_lemon_stop" : "prompt_lemon_pyramid");
    return t(ctx, pending_.empty() ? "prompt_chain_played" : "prompt_chain",
             {{"n", std::to_string(num(turn, "cubes_left", 1))}});
  }
  if (!pending_.empty() && !step.empty() && step != "choose") return t(ctx, "prompt_" + step);
  return t(ctx, "prompt_turn");
}

// What the action panel offers now: buttons, the scored area's cards, and
// (2 players) the own/neutral switch.
MykerinosView::ActionPlan MykerinosView::plan_actions(const ViewContext& ctx, bool phone) const {
  ActionPlan plan;
  plan.bh = phone ? 40 : 42;
  plan.size = phone ? 14 : 15;
  if (ctx.legal.empty()) return plan;
  const Json& o = ctx.obs;
  auto opts = options(ctx);
  if (choice_ >= 0) {
    for (const auto& f : square_forms(ctx, choice_)) {
      bool ext = starts(f, "extend ");
      plan.items.push_back({"v:form:" + f, t(ctx, ext ? "do_extend" : "do_new")});
    }
    plan.items.push_back({"v:back", t(ctx, "back")});
  } else if (!pending_.empty()) {
    if (std::find(opts.begin(), opts.end(), "stop") != opts.end()) plan.items.push_back({"v:stop", t(ctx, "stop")});
    plan.items.push_back({"v:back", t(ctx, "back")});
    plan.items.push_back({"v:cancel", t(ctx, "cancel")});
  } else if (str(o, "phase") == "scoring") {
    for (const auto& l : ctx.legal)
      if (!starts(l, "museum ")) plan.takes.push_back(l);
  } else {
    for (const auto& l : ctx.legal) {
      if (l == "pass") plan.items.push_back({"action:pass", t(ctx, "pass")});
      if (l == "stop") plan.items.push_back({"action:stop", t(ctx, "stop")});
      plan.neutral_choice |= text_neutral(l);
    }
    // Patrons: their short names on phones (the chip's colour says who).
    for (const auto& l : ctx.legal) {
      if (!starts(l, "patron ")) continue;
      const std::string p = l.substr(7);
      plan.items.push_back({"v:patron:" + p, phone ? t(ctx, "patron_short." + p) : patron_name(ctx, p)});
    }
  }
  return plan;
}

// The panel's height for width `w`, without drawing (the phone layout sizes
// the region by it).
float MykerinosView::actions_height(const ViewContext& ctx, float w) const {
  const bool phone = w < 500;
  float h = 24 + 6 + ctx.g.wrap(prompt(ctx), phone ? 14 : 15, w).size() * (phone ? 19.f : 20.f);
  const ActionPlan plan = plan_actions(ctx, phone);
  auto rects = flow(ctx, {0, 0, w, 0}, plan);
  if (!rects.empty()) h += rects.back().y + plan.bh;
  if (!plan.takes.empty()) h += plan.tile_h(phone) + 6;
  if (plan.neutral_choice) h += plan.bh + (plan.items.empty() ? 0 : 8);
  return h;
}

float MykerinosView::draw_actions(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const bool phone = r.w < 500;
  float y = r.y;
  // Season and whose turn.
  int season = num(o, "season", 1);
  const int current = num(o, "current", -1);
  std::string head = t(ctx, "season", {{"n", std::to_string(season)}});
  if (current >= 0) {
    draw_cube(g, {r.x, y - 2, 24, 24}, cube_colour(o, current), 1.f, 0.7f);
    head += " · " + t(ctx, str(o, "phase") == "scoring" ? "phase_scoring" : "phase_excavation");
  }
  g.text(head, r.x + (current >= 0 ? 28 : 0), y, 16, kGold, Align::Left, Face::Bold);
  y += 24;
  for (const auto& line : g.wrap(prompt(ctx), phone ? 14 : 15, r.w)) {
    g.text(line, r.x, y, phone ? 14 : 15, kCream);
    y += phone ? 19 : 20;
  }
  y += 6;
  if (ctx.legal.empty()) return y - r.y;
  const ActionPlan plan = plan_actions(ctx, phone);
  const float bh = plan.bh, size = plan.size;
  if (!plan.takes.empty()) {
    // The area's cards as tiles side by side, as they lie on the table.
    const Json& area = at(at(at(o, "region"), "areas"), size_t(num(at(o, "scoring"), "area")));
    const float gap = 8, th = plan.tile_h(phone);
    const float tw = std::min(220.f, (r.w - gap * (plan.takes.size() - 1)) / plan.takes.size());
    float x = r.x;
    for (const auto& l : plan.takes) {
      bool right = l.find("right") != std::string::npos;
      const Json& card = at(area, right ? "right" : "left");
      std::string patron = str(card, "patron");
      std::string key = starts(l, "neutral") ? (right ? "neutral_right" : "neutral_left") : (right ? "take_right" : "take_left");
      std::string what = t(ctx, "card_desc", {{"patron", patron_name(ctx, patron)},
                                              {"value", std::to_string(num(card, "value"))}});
      Rect tile{x, y, tw, th};
      g.round_rect({tile.x, tile.y + 2, tile.w, tile.h}, 9, {0, 0, 0, 90});
      g.round_rect(tile, 9, kSand);
      g.round_rect_outline(tile, 9, 2.5f, kHighlight);
      Rect cart{tile.x + 8, tile.y + 8, std::min(64.f, tile.w * 0.32f), tile.h - 16};
      g.round_rect(cart, cart.h / 2, patron_colour(patron));
      int value = num(card, "value");
      g.fit_text(value > 0 ? std::to_string(value) : "·", cart, 20, 10, patron_ink(patron), Face::Bold);
      Rect words{cart.x + cart.w + 6, tile.y + 4, tile.x + tile.w - cart.x - cart.w - 12, tile.h - 8};
      auto lines = g.wrap(t(ctx, key, {{"card", what}}), 14, words.w, Face::Bold);
      float ly = words.cy() - lines.size() * 9.f;
      for (const auto& line : lines) {
        g.fit_text(line, {words.x, ly, words.w, 18}, 14, 10, kInk, Face::Bold);
        ly += 18;
      }
      ctx.hit("action:" + l, tile);
      x += tw + gap;
    }
    y += th + 6;
  }
  const auto rects = flow(ctx, {r.x, y, r.w, 0}, plan);
  for (size_t i = 0; i < rects.size(); ++i) {
    const auto& [id, label] = plan.items[i];
    if (starts(id, "v:patron:")) {
      // A chip in the patron's colour, with a gold rim (Mrs Blackmore is black).
      const std::string p = id.substr(9);
      const Rect& b = rects[i];
      g.round_rect({b.x, b.y + 2, b.w, b.h}, 12, {0, 0, 0, 90});
      g.round_rect(b, 12, patron_colour(p));
      g.round_rect_outline(b.inset(1), 11, 1.5f, with_alpha(kGold, 0.8f));
      g.fit_text(label, b.inset(6), size, 10, patron_ink(p), Face::Bold);
      ctx.hit(id, b);
      continue;
    }
    bool primary = id == "action:pass" ? false : (starts(id, "v:form") || id == "v:stop");
    ctx.button(id, rects[i], label, primary, true, size);
  }
  if (!rects.empty()) y = rects.back().y + bh;
  if (plan.neutral_choice) {
    // Two players: whose cubes the next taps place, as a two-way switch
    // with a cube of each colour; tapping the other half switches.
    y += plan.items.empty() ? 0 : 8;
    const float w = std::min(r.w, 320.f);
    const int own = num(o, "current", 0), neutral = num(o, "neutral", 2);
    for (int half = 0; half < 2; ++half) {
      const bool on = (half == 1) == neutral_mode_;
      Rect b{r.x + half * w / 2, y, w / 2 - (half == 0 ? 2 : 0), bh};
      g.round_rect(b, 10, on ? kGold : SDL_Color{50, 22, 40, 230});
      g.round_rect_outline(b, 10, 1.2f, with_alpha(kGold, 0.6f));
      draw_cube(g, {b.x + 6, b.y + (bh - 26) / 2, 26, 26}, cube_colour(o, half ? neutral : own), 1.f, 0.75f);
      g.fit_text(t(ctx, half ? "seg_neutral" : "seg_own"), {b.x + 34, b.y, b.w - 40, b.h}, size, 10, on ? kInk : kCream,
                 Face::Bold);
      if (!on) ctx.hit("v:neutral", b);
    }
    y += bh;
  }
  return y - r.y;
}

void MykerinosView::draw_log(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  g.round_rect(r, 10, {20, 10, 22, 150});
  Rect inner = r.inset(8);
  g.clip(&inner);
  const float size = 14, lh = 19;
  // The newest events, as many as fit, oldest at the top.
  const Json& log = at(ctx.obs, "log");
  const size_t fit = size_t(std::max(1.f, inner.h / lh));
  std::vector<std::pair<std::string, bool>> lines;
  for (size_t i = log.size(); i-- > 0 && lines.size() < fit;) {
    std::string text = format_event(ctx, log[i]);
    if (text.empty()) continue;
    auto wrapped = g.wrap(text, size, inner.w - 4);
    for (size_t k = wrapped.size(); k-- > 0;) lines.insert(lines.begin(), {wrapped[k], i + 1 == log.size()});
  }
  if (lines.empty()) lines.push_back({t(ctx, "log_empty"), false});
  float y = inner.y + inner.h - lines.size() * lh;
  for (const auto& [text, newest] : lines) {
    if (y + lh >= inner.y) g.text(text, inner.x + 2, y, size, newest ? kCream : kMuted);
    y += lh;
  }
  g.clip(nullptr);
}

// Every player's final prestige: each patron's cards times the best room held
// in that patron's wing (1 without one), the sets of five, and the cards.
void MykerinosView::draw_breakdown(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const int players = num(o, "players", 3);
  const Json& wings = o["museum"]["wings"];
  const Json& rooms = o["museum"]["rooms"];
  float y = r.y;
  std::vector<std::string> names;
  for (const auto& w : o["winners"]) names.push_back(ctx.name_of(w.get<int>()));
  std::string joined;
  for (size_t i = 0; i < names.size(); ++i) joined += (i ? ", " : "") + names[i];
  std::string title = ctx.i18n.t(names.size() == 1 ? "ui.winner" : "ui.winners", {{"names", joined}});
  for (const auto& line : g.wrap(title, 20, r.w)) {
    g.text(line, r.cx(), y, 20, kHighlight, Align::Center, Face::Bold);
    y += 26;
  }
  y += 4;
  // Columns: name | five patrons | sets | cards | total.
  const float name_w = std::min(96.f, r.w * 0.22f);
  const float col_w = (r.w - name_w) / 8;
  const float fs = col_w < 40 ? 12 : 14;
  for (int i = 0; i < 5 && wings.size() == 5; ++i) {
    std::string p = kPatronIds[i];
    Rect h{r.x + name_w + i * col_w + 2, y, col_w - 4, 20};
    g.round_rect(h, 5, patron_colour(p));
    std::string word = t(ctx, (col_w < 56 ? "patron_abbr." : "patron_short.") + p);
    g.fit_text(word, h, 12, 8, patron_ink(p), Face::Bold);
  }
  g.fit_text(t(ctx, "sets"), {r.x + name_w + 5 * col_w, y, col_w, 20}, 12, 8, kMuted);
  g.fit_text(t(ctx, "cards"), {r.x + name_w + 6 * col_w, y, col_w, 20}, 12, 8, kMuted);
  g.fit_text(t(ctx, "total"), {r.x + name_w + 7 * col_w, y, col_w, 20}, 12, 8, kGold, Face::Bold);
  y += 26;
  for (int s = 0; s < players; ++s) {
    const Json& seat = o["seats"][size_t(s)];
    Rect row{r.x, y, r.w, 42};
    g.round_rect(row, 8, {50, 22, 40, 220});
    draw_cube(g, {row.x + 2, row.y + 9, 24, 24}, cube_colour(o, s), 1.f, 0.7f);
    g.fit_text(ctx.name_of(s), {row.x + 24, row.y, name_w - 26, row.h}, 14, 10, kCream, Face::Bold);
    int count[5] = {};
    for (const auto& c : seat["cards"])
      for (int i = 0; i < 5; ++i) count[i] += str(c, "patron") == kPatronIds[i] ? 1 : 0;
    int exhibition = 0;
    for (int i = 0; i < 5; ++i) {
      int w = 0;
      for (int k = 0; k < 5; ++k)
        if (wings.size() == 5 && wings[size_t(k)] == kPatronIds[i]) w = k;
      int best = 1;
      for (int room : {w, 5 + w, 10 + w, 10 + (w + 4) % 5}) {
        if (rooms.size() == 15 && rooms[size_t(room)]["cube"] == s) best = std::max(best, num(rooms[size_t(room)], "value"));
      }
      Rect cell{r.x + name_w + i * col_w, row.y, col_w, row.h};
      g.fit_text(std::to_string(count[i]) + "×" + std::to_string(best), {cell.x, cell.y + 3, cell.w, 16}, fs - 1, 8, kMuted);
      g.fit_text(std::to_string(count[i] * best), {cell.x, cell.y + 20, cell.w, 18}, fs + 1, 9, kCream, Face::Bold);
      exhibition += count[i] * best;
    }
    int sets = *std::min_element(count, count + 5);
    int total = num(seat, "score");
    int cards = total - num(seat, "exhibition");
    Rect sc{r.x + name_w + 5 * col_w, row.y, col_w, row.h};
    g.fit_text(std::to_string(sets) + "×5", {sc.x, sc.y + 3, sc.w, 16}, fs - 1, 8, kMuted);
    g.fit_text(std::to_string(sets * 5), {sc.x, sc.y + 20, sc.w, 18}, fs + 1, 9, kCream, Face::Bold);
    g.fit_text(std::to_string(cards), {r.x + name_w + 6 * col_w, row.y, col_w, row.h}, fs + 1, 9, kCream, Face::Bold);
    g.fit_text(std::to_string(total), {r.x + name_w + 7 * col_w, row.y, col_w, row.h}, fs + 3, 10, kHighlight, Face::Bold);
    (void)exhibition;
    y += 48;
  }
  y += 4;
  for (const auto& line : g.wrap(t(ctx, "breakdown_note"), 13, r.w)) {
    if (y + 18 > r.y + r.h - 50) break;
    g.text(line, r.x, y, 13, kMuted);
    y += 17;
  }
  y = std::max(y + 6, r.y + r.h - 48);
  float w = std::min(r.w, 320.f);
  ctx.button("play_again", {r.cx() - w / 2, y, w / 2 - 4, 44}, ctx.i18n.t("ui.play_again"), true, true, 15);
  ctx.button("new_game", {r.cx() + 4, y, w / 2 - 4, 44}, ctx.i18n.t("ui.back_to_start"), false, true, 15);
}

void MykerinosView::draw_tabs(ViewContext& ctx, Rect r, const std::vector<std::string>& tabs) {
  float w = r.w / tabs.size();
  for (size_t i = 0; i < tabs.size(); ++i) {
    Rect b{r.x + i * w + 2, r.y, w - 4, r.h};
    bool on = tab_ == tabs[i];
    ctx.g.round_rect(b, 10, on ? kGold : SDL_Color{50, 22, 40, 230});
    ctx.g.fit_text(t(ctx, "tab." + tabs[i]), b.inset(4), 14, 11, on ? kInk : kCream, Face::Bold);
    ctx.hit("v:tab:" + tabs[i], b);
  }
}

void MykerinosView::draw(ViewContext& ctx, Rect area) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  if (!seen_) on_observation(ctx, 0);
  const int rows = num(o["region"], "rows", 6);
  const bool over = str(o, "phase") == "over";
  const bool wide = area.w >= 720 && area.w > area.h * 1.05f;
  if (wide) {
    // Desktop: the region on the left, everything else on the right.
    float region_w = std::min(area.w * 0.46f, (area.h - 24) / (rows / 3 * 3.45f) * 8 + 40);
    Rect left{area.x + 12, area.y + 14, region_w, area.h - 28};
    RegionGeo geo = RegionGeo::fit(left, rows, 76);
    draw_region(ctx, geo);
    Rect right{left.x + left.w + 18, area.y + 10, area.x + area.w - (left.x + left.w + 18) - 12, area.h - 20};
    g.round_rect(right, 14, kPanel);
    Rect in = right.inset(12);
    if (over) {
      float bh = std::min(in.h * 0.62f, 84.f + 48.f * num(o, "players", 3) + 120.f);
      draw_breakdown(ctx, {in.x, in.y, in.w, bh});
      Rect below{in.x, in.y + bh + 10, in.w, in.h - bh - 10};
      draw_museum(ctx, {below.x, below.y, below.w * 0.5f, below.h});
      draw_log(ctx, {below.x + below.w * 0.5f + 10, below.y, below.w * 0.5f - 10, below.h});
      return;
    }
    float used = draw_actions(ctx, in);
    float y = in.y + std::max(used, 96.f) + 4;
    float mid_h = std::min(in.y + in.h - y - 110, 360.f);
    float mw = std::min(in.w * 0.5f, mid_h * 1.3f);
    draw_museum(ctx, {in.x, y, mw, mid_h});
    draw_players(ctx, {in.x + mw + 12, y, in.w - mw - 12, mid_h});
    y += mid_h + 10;
    draw_log(ctx, {in.x, y, in.w, in.y + in.h - y});
    return;
  }
  // Phone: region on top, the turn's actions, then a strip of tabs. While a
  // card or a museum room is being chosen, and once the game is over, the
  // region is only looked at: it shrinks so the museum and the breakdown
  // get the room.
  // The tab body keeps at least kMinBody (the museum as a strip), unless
  // the squares would become too small to tap while cubes are placed.
  bool choosing = str(o, "phase") == "scoring" && !ctx.legal.empty();
  bool tapping_squares = false;
  for (const auto& opt : ctx.legal.empty() ? std::vector<std::string>() : options(ctx)) {
    choosing |= starts(opt, "museum ");
    tapping_squares |= text_square(opt) >= 0;
  }
  constexpr float kMinBody = 170, kTapSquare = 30;
  const float act_h = over ? 0 : actions_height(ctx, area.w - 32);
  const float fixed = 12 + 14 + 20 + act_h + 4 + 44 + 6;  // gaps, panel insets, actions, tabs
  const float wanted = area.h * (over || choosing ? 0.3f : rows > 6 ? 0.56f : 0.42f);
  const float tap_h = (rows / 3) * (3 * kTapSquare + 15) + (rows / 3 - 1) * 10 + 3;
  float region_h = std::min(wanted, area.h - fixed - kMinBody);
  if (tapping_squares) region_h = std::max(region_h, std::min(wanted, tap_h));
  region_h = std::max(region_h, area.h * 0.22f);
  Rect top{area.x + 8, area.y + 12, area.w - 16, region_h};
  RegionGeo geo = RegionGeo::fit(top, rows, 60);
  draw_region(ctx, geo);
  float y = geo.y + geo.height() + 14;
  Rect panel{area.x + 6, y, area.w - 12, area.y + area.h - y - 6};
  g.round_rect(panel, 12, kPanel);
  Rect in = panel.inset(10);
  if (!over) {
    float used = draw_actions(ctx, in);
    in.y += used + 4;
    in.h -= used + 4;
  }
  std::vector<std::string> tabs = {"museum", "players", "log"};
  if (over) tabs.insert(tabs.begin(), "scores");
  if (std::find(tabs.begin(), tabs.end(), tab_) == tabs.end()) tab_ = tabs[0];
  draw_tabs(ctx, {in.x, in.y, in.w, 36}, tabs);
  Rect body{in.x, in.y + 44, in.w, in.h - 44};
  if (body.h < 60) return;
  if (tab_ == "scores") draw_breakdown(ctx, body);
  else if (tab_ == "museum") draw_museum(ctx, body);
  else if (tab_ == "players") draw_players(ctx, body);
  else draw_log(ctx, body);
}

}  // namespace

std::unique_ptr<GameView> make_mykerinos_view() { return std::make_unique<MykerinosView>(); }

}  // namespace tabula::web
