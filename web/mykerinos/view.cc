// The Mykerinos board (see mykerinos_view.h for its files): what the engine's
// log says happened, taps, and multi-cube turns composed square by square on
// screen (an extension, Mrs Blackmore, Colonel Tangerine, Lord Lemon, Lady
// Violet, Sir Brown) and played as one sequence after the last cube, so a
// player can back out until then; what each next cube may be comes from the
// engine itself, through ViewContext::preview of the actions tapped so far.
#include <algorithm>
#include <cmath>

#include "mykerinos/view.h"

namespace tabula::web {
namespace mykerinos_ui {

// ------------------------------------------------------------------ events

// The engine keeps the log (observation "log"); events from `first_new` on
// are what the last action did: those cubes and rooms animate.
void MykerinosView::on_observation(const ViewContext& ctx, size_t first_new) {
  const Json& o = ctx.obs;
  const Json& log = at(o, "log");
  recent_.clear();
  recent_rooms_.clear();
  peek_ = false;
  follow_ = true;
  zoom_onto_ = -1;
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
  if (museum_choice) tab_ = "museum";
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
  follow_ = true;
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
    // While the squares fill the screen, a tab opens over them and the same
    // tab closes it again.
    peek_ = !(peek_ && tab_ == rest.substr(4));
    tab_ = rest.substr(4);
    return std::nullopt;
  }
  if (starts(rest, "band:")) {  // zoom onto that band (draw keeps it in range)
    const int b = std::atoi(rest.c_str() + 5);
    if (b < band0_) band0_ = b;
    else band0_ += std::max(0, b - (band0_ + zoom_shown_ - 1));
    follow_ = false;
    return std::nullopt;
  }
  if (rest == "neutral") {
    neutral_mode_ = !neutral_mode_;
    choice_ = -1;
    follow_ = true;
    return std::nullopt;
  }
  if (rest == "back") {
    back(ctx);
    follow_ = true;
    return std::nullopt;
  }
  if (rest == "cancel") {
    clear_pending();
    follow_ = true;
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

bool MykerinosView::bring_into_view(const std::string& id) {
  const int sq = starts(id, "v:sq:") ? square_index(id.substr(5)) : -1;
  if (sq < 0 || (zoom_any_season_ && zoom_onto_ == sq)) return false;
  zoom_any_season_ = true;
  zoom_onto_ = sq;
  return true;
}

// ------------------------------------------------------------------ layout

void MykerinosView::draw(ViewContext& ctx, Rect area) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  if (!seen_) on_observation(ctx, 0);
  const int rows = num(o["region"], "rows", 6);
  const bool over = str(o, "phase") == "over";
  const bool wide = area.w >= 720 && area.w > area.h * 1.05f;
  patron_briefs_ = true;
  if (wide) {
    // Desktop: the region on the left, everything else on the right.
    float region_w = std::min(area.w * 0.46f, (area.h - 24 - 16) / (rows / 3 * (3 + RegionGeo::kHead)) * 8 + 40 + 14);
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
    // The log keeps three lines on short screens, five otherwise.
    float log_h = in.h < 560 ? 76 : 110;
    float mid_h = std::min(in.y + in.h - y - log_h, 360.f);
    // Every player stays on screen (a 720x480 embed with four): the log
    // gives up lines for their rows (the tracks, then 26 px a player).
    const float players_need = 68 + num(o, "players", 3) * 26.f;
    if (mid_h < players_need) {
      const float give = std::min(players_need - mid_h, log_h - 40);
      log_h -= give;
      mid_h += give;
    }
    float mw = std::min(in.w * 0.5f, std::max(mid_h * 1.3f, in.w * 0.45f));
    draw_museum(ctx, {in.x, y, mw, mid_h});
    draw_players(ctx, {in.x + mw + 12, y, in.w - mw - 12, mid_h});
    y += mid_h + 10;
    draw_log(ctx, {in.x, y, in.w, in.y + in.h - y});
    return;
  }
  // Phone: region on top, the turn's actions, then a strip of tabs. Once
  // the game is over the region is only looked at: it shrinks so the
  // breakdown gets the room. The tab body keeps at least kMinBody (the
  // museum as a grid), unless the squares would become too small to tap
  // while cubes are placed.
  bool tapping_squares = false, choosing_room = false;
  for (const auto& opt : ctx.legal.empty() ? std::vector<std::string>() : options(ctx)) {
    tapping_squares |= text_square(opt) >= 0;
    choosing_room |= starts(opt, "museum ");
  }
  // Squares to be tapped get a finger's width (44 px) when the height allows,
  // even if the tab body below must then wait for the turn to end (`fixed`
  // keeps the tabs). kMinBody fits the museum as a grid of finger-wide rooms.
  constexpr float kMinBody = 176, kTapSquare = 44;
  auto fixed_for = [&](float act) { return 12 + 14 + 20 + act + 4 + 50 + 6; };  // gaps, panel insets, actions, tabs
  // The region keeps its size through scoring (only the end breakdown takes
  // its room); the museum below keeps at least kMinBody for choosing a room.
  const float wanted = area.h * (over ? 0.3f : rows > 6 ? 0.56f : 0.42f);
  const float tap_h = RegionGeo::height_for(rows, kTapSquare);
  // A decision that needs neither the museum nor the squares (taking a
  // card at a scoring) leaves the region its full size.
  const float body_min = ctx.legal.empty() || choosing_room ? kMinBody : 60;
  // The region's height unzoomed, with actions `act` high: squares to be
  // tapped get a finger's width where the height allows.
  auto region_for = [&](float act) {
    float rh = std::min(wanted, area.h - fixed_for(act) - body_min);
    if (tapping_squares) rh = std::max(rh, std::min(tap_h, area.h - fixed_for(act)));
    return std::max(rh, area.h * 0.22f);
  };
  // The patrons' lines (what each does) only where the museum's grid keeps
  // its room below them (season 4's nine rows never leave it).
  if (!over) {
    const float with = actions_height(ctx, area.w - 32);
    if (area.h - fixed_for(with) - region_for(with) < kMinBody) patron_briefs_ = false;
  }
  const float act_h = over ? 0 : actions_height(ctx, area.w - 32);
  const float fixed = fixed_for(act_h);
  float region_h = region_for(act_h);
  // Season 4's nine rows, to be tapped, where they cannot all be a finger
  // wide and leave the museum its grid below: a zoom onto as many bands of
  // three rows as fit, with a button per band under them (a map of its
  // squares, the ones to tap in gold) to move to another.
  const int bands = rows / 3;
  constexpr float kBandButtons = 44 + 8;
  int shown = bands;
  if (tapping_squares && (rows > 6 || zoom_any_season_) && bands > 1 && tap_h > area.h - fixed - kMinBody) {
    const float room = area.h - fixed - kMinBody - kBandButtons;
    shown = 1;
    while (shown + 1 < bands && RegionGeo::height_for(3 * (shown + 1), kTapSquare) <= room) ++shown;
  }
  const bool zoomed = shown < bands;
  zoom_shown_ = zoomed ? shown : 0;
  if (zoomed) {
    // The squares may grow past a finger when the width allows (a 390 px
    // phone), as far as the room left for the museum lets them.
    const float room = area.h - fixed - kMinBody - kBandButtons;
    region_h = std::max(RegionGeo::height_for(3 * shown, kTapSquare), std::min(room, RegionGeo::height_for(3 * shown, 60)));
    // A new decision, or a cube composed or taken back: if no square to tap
    // is on show, zoom onto the first band that has one.
    if (follow_) {
      const std::set<int> to_tap = tappable_squares(ctx);
      auto has = [&](int b0) {
        for (int sq : to_tap)
          if (sq / kCols >= b0 * 3 && sq / kCols < (b0 + shown) * 3) return true;
        return false;
      };
      band0_ = std::clamp(band0_, 0, bands - shown);
      if (!has(band0_)) {
        for (int b = 0; b + shown <= bands; ++b)
          if (has(b)) {
            band0_ = b;
            break;
          }
      }
    }
    follow_ = false;
    if (zoom_onto_ >= 0) band0_ = zoom_onto_ / kCols / 3;
    band0_ = std::clamp(band0_, 0, bands - shown);
  }
  Rect top{area.x + 1, area.y + 8, area.w - 2, region_h};
  RegionGeo geo = RegionGeo::fit(top, zoomed ? 3 * shown : rows, 60, true);
  if (zoomed) geo.row0 = band0_ * 3;
  // The region's full height on screen: with the band buttons when zoomed.
  const float region_bottom = geo.y + geo.height() + (zoomed ? 6 + kBandButtons : 0);
  // A tab opened over the squares (peek_): its content takes the region's
  // place, nothing on the region can be tapped until it is closed.
  // What a tab's content needs: the museum as a grid, every player's row.
  // (The museum's grid of finger-wide rooms; anything shorter would be a
  // strip of rooms too small to tap.)
  const float tab_need = tab_ == "museum" ? kMinBody - 6 : tab_ == "players" ? 74 + 26.f * num(o, "players", 3) : 60;
  const bool over_region = peek_ && area.h - fixed - (region_bottom - (area.y + 8)) < tab_need + 6;
  // The museum shown over a region shorter than its grid (a 360x640 embed in
  // a lesson, season 1: a strip of 32 px rooms) takes what it lacks from
  // below, as far as the actions and the tabs leave (issue 36).
  float cover_bottom = region_bottom;
  if (over_region && tab_ == "museum")
    cover_bottom = std::max(region_bottom, std::min(area.y + 8 + tab_need + 20, area.y + area.h - (act_h + 4 + 50 + 20 + 6)));
  if (over_region) {
    Rect cover{area.x + 6, area.y + 8, area.w - 12, cover_bottom - (area.y + 8)};
    g.round_rect(cover, 12, kPanel);
    Rect b = cover.inset(10);
    if (tab_ == "museum") draw_museum(ctx, b);
    else if (tab_ == "players") draw_players(ctx, b);
    else draw_log(ctx, b);
  } else {
    draw_region(ctx, geo);
    if (zoomed) draw_bands(ctx, {area.x + 6, geo.y + geo.height() + geo.frame + 5, area.w - 12, 44}, bands, shown);
  }
  float y = (over_region ? cover_bottom : region_bottom) + 14;
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
  Rect body{in.x, in.y + 50, in.w, in.h - 50};
  // Too short for the tab's content: no tab is shown as open, and tapping
  // one makes room for it (peek_).
  // The museum is the same grid in every season (museum.cc): where the tab
  // is too short for it (season 4's taller region), tapping the tab shows
  // it over the region rather than as a strip of smaller rooms.
  const bool fits = body.h >= tab_need;
  draw_tabs(ctx, {in.x, in.y, in.w, 44}, tabs, fits || over_region);
  if (!fits) return;
  if (tab_ == "scores") draw_breakdown(ctx, body);
  else if (tab_ == "museum") draw_museum(ctx, body);
  else if (tab_ == "players") draw_players(ctx, body);
  else draw_log(ctx, body);
}

}  // namespace mykerinos_ui

std::unique_ptr<GameView> make_mykerinos_view() { return std::make_unique<mykerinos_ui::MykerinosView>(); }

}  // namespace tabula::web
