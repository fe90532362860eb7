// The Shakespeare board: layout (tabs on a phone, two columns on a desktop),
// the main board and the action panel. Company boards are in
// shakespeare_company.cc, the log and scores in shakespeare_log.cc.
#include "shakespeare/view.h"

#include <algorithm>
#include <cmath>

#include "shakespeare/draw.h"
#include "ui/atlas.h"
#include "shakespeare/help.h"

namespace tabula::web {

using namespace shakespeare_ui;
using namespace palette;

std::unique_ptr<GameView> make_shakespeare_view() { return std::make_unique<ShakespeareView>(); }

void ShakespeareView::reset_selection() {
  pick_kind_.clear();
  pick_colour_.clear();
}

namespace {

bool wide_layout(Rect area) { return area.w >= 820 && area.w > area.h; }

// Which board a decision is made on: the main board (market, acts, bids)
// or the company's own board (activation, crafting, rest).
bool decision_on_own_board(const Json& obs, const std::vector<std::string>& legal) {
  const std::string phase = str(obs, "phase"), pending = str(obs, "pending");
  if (pending == "craft" || pending == "queen" || pending == "keep-objective") return true;
  if (phase == "rest") return true;
  if (phase == "actions" && pending == "none") {
    for (const auto& a : legal) {
      if (a.rfind("recruit ", 0) == 0) return false;
    }
    return true;
  }
  return false;
}

struct Btn {
  std::string id, label;
  bool primary = false;
};

// Lays buttons out in centred rows; returns the height used.
float flow_buttons(ViewContext& ctx, const std::vector<Btn>& btns, Rect r, bool draw, float size) {
  const float bh = std::max(kMinTap, size + 26), gap = 8;
  float y = r.y;
  size_t i = 0;
  while (i < btns.size()) {
    float row_w = 0;
    size_t j = i;
    while (j < btns.size()) {
      float w = std::min(r.w, ctx.g.measure(btns[j].label, size, Face::Bold) + 28);
      if (j > i && row_w + gap + w > r.w) break;
      row_w += (j > i ? gap : 0) + w;
      ++j;
    }
    if (draw) {
      float x = r.cx() - row_w / 2;
      for (size_t k = i; k < j; ++k) {
        float w = std::min(r.w, ctx.g.measure(btns[k].label, size, Face::Bold) + 28);
        ctx.button(btns[k].id, {x, y, w, bh}, btns[k].label, btns[k].primary, true, size);
        x += w + gap;
      }
    }
    y += bh + gap;
    i = j;
  }
  return btns.empty() ? 0 : y - r.y - gap;
}

}  // namespace

void ShakespeareView::draw_tabs(ViewContext& ctx, Rect r, bool include_board, bool log_tab) {
  const Json& obs = ctx.obs;
  std::vector<std::pair<std::string, std::string>> tabs;
  if (include_board) tabs.push_back({"board", tr(ctx.i18n, "tab.board")});
  const Json& cos = at(obs, "companies");
  const int me = num(obs, "seat", 0);
  for (size_t s = 0; s < cos.size(); ++s) {
    std::string name = ctx.plate_name(static_cast<int>(s));
    tabs.push_back({"p" + std::to_string(s), name});
  }
  if (game_over(obs)) tabs.push_back({"score", tr(ctx.i18n, "tab.score")});
  // Short phones: the log is a tab of its own (id v:log, it toggles).
  if (log_tab) tabs.push_back({"log", tr(ctx.i18n, "tab.log")});
  const float gap = 4;
  float w = (r.w - gap * (tabs.size() - 1)) / tabs.size();
  for (size_t i = 0; i < tabs.size(); ++i) {
    Rect t{r.x + i * (w + gap), r.y, w, r.h};
    const bool is_log = tabs[i].first == "log";
    bool on = is_log ? log_open_ : !log_open_ && (tab_ == tabs[i].first || (!include_board && tab_ == "board" && tabs[i].first == "p" + std::to_string(me)));
    ctx.g.round_rect(t, 8, on ? kTeal : kVelvetDark);
    if (on) ctx.g.round_rect_outline(t, 8, 2, kGold);
    float tx = t.x + 8;
    if (tabs[i].first[0] == 'p') {
      // Narrow tabs (four players on a phone) keep the disc small, so the
      // name has room.
      int s = std::atoi(tabs[i].first.c_str() + 1);
      const bool narrow = t.w < 72;
      disc(ctx.g, t.x + (narrow ? 9 : 14), t.cy(), narrow ? 5 : 7, s);
      tx = t.x + (narrow ? 15 : 24);
    }
    fit_readable(ctx.g, tabs[i].second, {tx, t.y, t.x + t.w - tx - 2, t.h}, 15, kCream, Face::Bold);
    ctx.hit(is_log ? "v:log" : "v:tab:" + tabs[i].first, t);
  }
}

void ShakespeareView::draw(ViewContext& ctx, Rect area) {
  const Json& obs = ctx.obs;
  Gfx& g = ctx.g;
  const bool wide = wide_layout(area);
  const int me = num(obs, "seat", 0);
  const bool over = game_over(obs);

  // A new decision picks the board it is made on (once; the player may then
  // look elsewhere with the tabs).
  std::string decision = str(obs, "phase") + "/" + str(obs, "pending") + "/" +
                         std::to_string(num(obs, "current", -1)) + "/" + std::to_string(num(obs, "day")) +
                         "/" + std::to_string(me) + "/" + (ctx.legal.empty() ? "wait" : "act");
  if (decision != last_decision_ || area.w != fits_for_w_ || area.h != fits_for_h_) {
    market_fits_ = true;
    fits_for_w_ = area.w;
    fits_for_h_ = area.h;
  }
  if (decision != last_decision_) {
    last_decision_ = decision;
    if (over) tab_ = "score";
    else if (!ctx.legal.empty()) tab_ = decision_on_own_board(obs, ctx.legal) ? "p" + std::to_string(me) : "board";
    else if (tab_.empty()) tab_ = "board";
  }
  if (tab_.empty()) tab_ = "board";
  // A craft colour that is no longer offered is forgotten.
  if (!pick_colour_.empty()) {
    bool any = false;
    std::string prefix = pick_kind_ == "set" ? "set " + pick_colour_ + " at " : "costume " + pick_colour_ + " on ";
    for (const auto& a : ctx.legal) any = any || a.rfind(prefix, 0) == 0;
    if (!any) reset_selection();
  }

  anchors_.clear();
  relayout_ = false;
  market_shown_ = (wide ? tab_ != "score" : tab_ == "board" && !log_open_) && market_fits_;
  main_shown_ = false;
  company_shown_ = -1;
  float panel_h = 0;
  if (wide) {
    // Left: the main board and the log. Right: tabs, a company's board, the actions.
    const float pad = 10;
    float left_w = std::floor(area.w * 0.52f);
    Rect left{area.x + pad, area.y + pad, left_w - 1.5f * pad, area.h - 2 * pad};
    Rect right{area.x + left_w + pad / 2, area.y + pad, area.w - left_w - 1.5f * pad, area.h - 2 * pad};
    float log_h = 120;
    Rect board{left.x, left.y, left.w, left.h - log_h - 8};
    g.round_rect(board, 12, kFelt);
    if (tab_ == "score") draw_scores(ctx, board.inset(10));
    else draw_main_board(ctx, board.inset(10));
    main_shown_ = tab_ != "score";
    Rect logr{left.x, left.y + left.h - log_h, left.w, log_h};
    draw_log(ctx, logr, 5);

    draw_tabs(ctx, {right.x, right.y, right.w, kMinTap}, false, false);
    draw_actions(ctx, {right.x, 0, right.w, 0}, true, &panel_h);
    panel_h = std::min(panel_h, right.h * 0.45f);
    Rect comp{right.x, right.y + kMinTap + 6, right.w, right.h - kMinTap - 6 - panel_h - 8};
    g.round_rect(comp, 12, kFelt);
    int seat = me;
    if (tab_.size() > 1 && tab_[0] == 'p') seat = std::atoi(tab_.c_str() + 1);
    draw_company(ctx, comp.inset(10), seat);
    company_shown_ = seat;
    draw_actions(ctx, {right.x, right.y + right.h - panel_h, right.w, panel_h}, false, nullptr);
    draw_fx(ctx);
    return;
  }

  // Narrow (phone): tabs, one board, the actions; a two-line log strip on
  // tall screens, a Log tab on short ones (the board needs the height).
  const float pad = 6;
  Rect inner{area.x + pad, area.y + pad, area.w - 2 * pad, area.h - 2 * pad};
  const bool log_tab = inner.h < 700;
  const float tabs_h = kMinTap + 6;
  draw_tabs(ctx, {inner.x, inner.y, inner.w, kMinTap}, true, log_tab);
  draw_actions(ctx, {inner.x, 0, inner.w, 0}, true, &panel_h);
  panel_h = std::min(panel_h, inner.h * (str(obs, "pending") == "keep-objective" ? 0.6f : 0.42f));
  const float log_h = log_open_ ? inner.h - tabs_h - panel_h - 6 : log_tab ? 0 : 46;
  Rect content{inner.x, inner.y + tabs_h, inner.w, inner.h - tabs_h - log_h - panel_h - (log_h > 0 ? 12 : 6)};
  if (!log_open_) {
    g.round_rect(content, 10, kFelt);
    if (tab_ == "score") {
      draw_scores(ctx, content.inset(8));
    } else if (tab_ == "board") {
      draw_main_board(ctx, content.inset(8));
      main_shown_ = true;
    } else {
      company_shown_ = std::atoi(tab_.c_str() + 1);
      draw_company(ctx, content.inset(8), company_shown_);
    }
  }
  if (log_h > 0) {
    Rect logr{inner.x, log_open_ ? inner.y + tabs_h : content.y + content.h + 6, inner.w, log_h};
    draw_log(ctx, logr, log_open_ ? 40 : 2);
  }
  draw_actions(ctx, {inner.x, inner.y + inner.h - panel_h, inner.w, panel_h}, false, nullptr);
  draw_fx(ctx);
}

std::optional<std::string> ShakespeareView::on_tap(ViewContext& ctx, const std::string& id) {
  (void)ctx;
  if (id.rfind("v:tab:", 0) == 0) {
    tab_ = id.substr(6);
    log_open_ = false;
    return std::nullopt;
  }
  if (id == "v:log") {
    log_open_ = !log_open_;
    return std::nullopt;
  }
  if (id.rfind("v:pick:", 0) == 0) {
    // v:pick:<costume|set>:<colour>
    std::string rest = id.substr(7);
    size_t colon = rest.find(':');
    std::string kind = rest.substr(0, colon), colour = rest.substr(colon + 1);
    if (pick_kind_ == kind && pick_colour_ == colour) {
      reset_selection();
    } else {
      pick_kind_ = kind;
      pick_colour_ = colour;
      // Show the board where the piece goes.
      tab_ = "p" + std::to_string(num(ctx.obs, "seat", 0));
    }
    return std::nullopt;
  }
  return std::nullopt;
}

// ---------------------------------------------------------------- main board

void ShakespeareView::draw_main_board(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& obs = ctx.obs;
  const I18n& i18n = ctx.i18n;
  const Json& cos = at(obs, "companies");
  const int n = static_cast<int>(cos.size());
  const bool solo = n == 1;
  const float body = r.w < 500 ? 14 : 15;
  float y = r.y;

  // Day and phase.
  std::string phase = str(obs, "phase");
  std::string head = tr(i18n, "day", {{"day", std::to_string(num(obs, "day", 1))},
                                      {"days", std::to_string(num(at(obs, "layout"), "days"))}}) + " · " +
                     tr(i18n, "phase." + phase);
  std::string deck = tr(i18n, "deck", {{"n", std::to_string(num(obs, "deck_count"))}});
  float deck_w = g.text(deck, r.x + r.w, y + 2, body - 1, kMuted, Align::Right);
  fit_left(g, head, r.x, y, r.w - deck_w - 10, body + 2, 11, kGold, Face::Bold);
  ctx.explain({r.x + r.w - deck_w, y, deck_w, body + 6}, deck, help(i18n, "deck"));
  ctx.explain({r.x, y, r.w - deck_w - 10, body + 6}, head, help(i18n, "day") + "\n" + help(i18n, "phase." + phase));
  y += body + 10;

  // Heights: the acts and the character market share what the fixed rows
  // leave (short screens get smaller acts and market cards).
  const bool tight = r.h < 560;
  const float row_h = tight ? body + 8 : body + 12;    // one company's line
  const float elem_h = tight ? 24 : 27;                // one element market row
  const float track_h = solo ? 0 : body + 12;
  // Three or four companies on a short board: their lines in two columns.
  const bool two_col = tight && n > 2;
  bool extra_buttons = false, choosing_card = false;
  for (const auto& a : ctx.legal) {
    extra_buttons = extra_buttons || (a.size() > 9 && a.compare(a.size() - 9, 9, " as extra") == 0);
    choosing_card = choosing_card || a.rfind("recruit ", 0) == 0 || a.rfind("draft ", 0) == 0;
  }
  // A short screen (720x480) choosing a character: the market's cards come
  // before the companies' lines and the element markets (each company's tab
  // and the next decision show those), so the cards stay whole and readable.
  const float lines_h = (two_col ? (n + 1) / 2 : n) * row_h + 6 + 2 * elem_h + 6;
  const float acts_min = 3 * (28 + 5) + 4;
  const bool compact = tight && choosing_card &&
                       r.y + r.h - y - (track_h + 4 + lines_h) - acts_min < 84 + (extra_buttons ? kMinTap + 4 : 0);
  const float fixed = track_h + 4 + (compact ? 0 : lines_h);
  const float extra_h = kMinTap;  // the "as extra" button under a market card
  const float card_min = 84 + (extra_buttons ? extra_h + 4 : 0);
  const float acts_room = r.y + r.h - y - fixed - (at(obs, "market").empty() ? 0 : card_min);

  // Order and initiative tracks: discs in track order.
  auto track = [&](const std::string& label, const Json& seats, float x, float yy) {
    float w = g.text(label, x, yy, body - 1, kCream);
    float dx = x + w + 12;
    int i = 1;
    for (const auto& s : seats) {
      if (!s.is_number()) continue;
      disc(g, dx, yy + body * 0.6f, 8, s.get<int>());
      g.text(std::to_string(i++), dx, yy + body * 0.6f - 6, 11, kInk, Align::Center, Face::Bold);
      dx += 21;
    }
    return dx;
  };
  auto explain_track = [&](const std::string& key, float x0, float x1, float yy) {
    ctx.explain({x0, yy - 4, x1 - x0, body + 10}, tr(i18n, key), help(i18n, key));
  };
  if (!solo) {
    float x2 = track(tr(i18n, "order"), at(obs, "order"), r.x, y);
    explain_track("order", r.x, x2, y);
    const Json& ini = at(obs, "initiative");
    float x3 = std::max(x2 + 14, r.x + r.w * 0.5f);
    explain_track("initiative", x3, track(tr(i18n, "initiative"), ini.empty() ? at(obs, "last_initiative") : ini, x3, y), y);
    y += body + 12;
  }

  // The three acts: ten spaces each; a stack's bottom disc ranks ahead.
  const Json& layout = at(obs, "layout");
  const int spaces = num(layout, "act_spaces", 10);
  const int grey = num(layout, "grey_up_to", 3);
  const float label_w = 34;
  const float cell_w = (r.w - label_w) / spaces;
  const float act_h = std::clamp(std::min(r.h * 0.1f, acts_room / 3 - 5), 28.f, 62.f);
  const bool choose_act = ctx.legal.size() > 0 && (str(obs, "pending") == "white-feather" ||
                                                    str(obs, "pending") == "grey-feather");
  // The acts are played on a stage (the art), behind the three tracks.
  art::draw(g, "shakespeare/stage", {r.x - 6, y - 10, r.w + 12, 3 * (act_h + 5) + 16});
  for (int a = 0; a < 3; ++a) {
    Rect row{r.x, y, r.w, act_h};
    std::string verb = str(obs, "pending") == "grey-feather" ? "retreat " : "advance ";
    bool target = choose_act && is_legal(ctx.legal, verb + roman(a));
    if (target) {
      g.round_rect(row.inset(-3), 8, kHighlight);
      // Too short for a finger: the panel's buttons do it.
      if (act_h >= kMinTap) ctx.hit("action:" + verb + roman(a), row);
    }
    ctx.explain(row, tr(i18n, "act_n", {{"act", roman(a)}}), help(i18n, "act." + std::to_string(a)) + "\n" + help(i18n, "grey"));
    g.round_rect({row.x, row.y, label_w - 4, act_h}, 6, kVelvet);
    fit_readable(g, roman(a), {row.x, row.y, label_w - 4, act_h}, body + 2, kGold, Face::Bold);
    for (int s = 1; s <= spaces; ++s) {
      Rect c{row.x + label_w + (s - 1) * cell_w, row.y, cell_w - 2, act_h};
      // A playbill's ruled box on warm paper; the grey spaces (a day ending
      // there costs prestige) hatched as a woodcut shades, not just grey.
      g.round_rect(c, 4, s <= grey ? SDL_Color{120, 118, 112, 255} : SDL_Color{232, 218, 186, 255});
      if (s <= grey) {
        // 45-degree strokes cut to the box by hand (a clip would break the
        // frame's draw batch once per box).
        for (float hx = c.x - act_h; hx < c.x + c.w; hx += 6) {
          const float t0 = std::max(0.f, c.x + 2 - hx), t1 = std::min(act_h, c.x + c.w - 2 - hx);
          if (t1 > t0) g.line(hx + t0, c.y + act_h - t0, hx + t1, c.y + act_h - t1, 1, {100, 98, 92, 255});
        }
      }
      if (c.w >= 16) g.round_rect_outline(c.inset(2), 3, 1, s <= grey ? with_alpha(kCream, 0.35f) : with_alpha(kInk, 0.3f));
      g.text(std::to_string(s), c.x + 3, c.y + 2, kMinText, s <= grey ? kCream : kInk);
      anchor("cell:" + std::to_string(a) + ":" + std::to_string(s), c);
    }
    // Group the act's discs by space, best first = bottom of the stack.
    const Json& act = at(obs, "acts").is_array() && at(obs, "acts").size() > static_cast<size_t>(a)
                          ? obs["acts"][a] : Json();
    std::map<int, int> height;
    float dr = std::min({cell_w * 0.34f, 9.f, act_h * 0.26f});
    disc_r_ = dr;
    for (const auto& d : act) {
      int space = num(d, "space", 1);
      int seat = at(d, "disc").is_number() ? d["disc"].get<int>() : -1;
      if (disc_moving(a, seat, ctx.now)) continue;  // drawn on its way (draw_fx)
      int k = height[space]++;
      float cx = row.x + label_w + (space - 0.5f) * cell_w - 1;
      float cy = row.y + act_h - dr - 2 - k * dr * 0.75f;
      disc(g, cx, cy, dr, seat);
      ctx.explain({cx - dr, cy - dr, 2 * dr, 2 * dr}, seat >= 0 ? ctx.name_of(seat) : help(i18n, "neutral_disc"),
                  help(i18n, "disc", {{"act", roman(a)}, {"space", std::to_string(space)}}));
    }
    y += act_h + 5;
  }
  y += 4;

  if (!compact) {
    // Companies: prestige, pounds, bids.
    const int current = num(obs, "current", -1);
    for (int s = 0; s < n; ++s) {
      const Json& c = cos[s];
      const float half = (r.w - 6) / 2;
      Rect row = two_col ? Rect{r.x + (s % 2) * (half + 6), y, half, row_h} : Rect{r.x, y, r.w, row_h};
      if (s == current) g.round_rect(row, 6, with_alpha(kHighlight, 0.25f));
      disc(g, row.x + 11, row.cy(), 8, s);
      float cols = row.w - 24;
      Rect name{row.x + 24, row.y, cols * (two_col ? 0.30f : 0.40f), row_h};
      const float ty = row.y + (row_h - body) / 2 - 1;
      // The name, and an online clock's note (time left, a stand-in) beside
      // it: a note too long for the column is shrunk to fit, not cut off.
      const std::string plate = ctx.plate_name(s);
      if (plate.size() > ctx.name_of(s).size() && g.measure(plate, body, Face::Bold) > name.w) {
        fit_readable(g, plate, name, body, kCream, Face::Bold);
      } else {
        g.clip(&name);
        g.text(plate, name.x, ty, body, kCream, Align::Left, Face::Bold);
        g.clip(nullptr);
      }
      anchor("row:" + std::to_string(s), row);
      ctx.explain(row, ctx.name_of(s), help(i18n, "company_row"));
      float x = row.x + 24 + cols * (two_col ? 0.32f : 0.42f);
      float pw = g.text("★ " + std::to_string(num(c, "prestige")), x, ty, body, kGold, Align::Left, Face::Bold);
      anchor("star:" + std::to_string(s), {x, row.y, pw, row_h});
      ctx.explain({x, row.y, pw, row_h}, help(i18n, "prestige_title"), help(i18n, "prestige"));
      x += two_col ? pw + 6 : cols * 0.18f;
      float lw_ = g.text("£" + std::to_string(num(c, "pounds")), x, ty, body, kCream);
      anchor("pound:" + std::to_string(s), {x, row.y, lw_, row_h});
      ctx.explain({x, row.y, lw_, row_h}, help(i18n, "purse_title"), help(i18n, "purse"));
      x += two_col ? lw_ + 6 : cols * 0.15f;
      std::string bid;
      if (!solo && phase == "bid") {
        bid = at(c, "bid").is_number() && c["bid"].get<int>() > 0
                  ? tr(i18n, "bid_n", {{"n", std::to_string(c["bid"].get<int>())}})
                  : (at(c, "has_bid").is_boolean() && c["has_bid"].get<bool>() ? tr(i18n, "bid_done") : "…");
      } else if (phase == "rest" && at(c, "rest_chosen").is_boolean()) {
        // Strategic rest shows who stays awake; the standard rest only that a choice is made.
        std::string keep = str(c, "rest_keep");
        std::string keep_name;
        for (const auto& m : at(c, "cast")) {
          if (!keep.empty() && str(m, "id") == keep && !m.value("extra", false)) keep_name = card_name(i18n, m);
        }
        if (!keep_name.empty()) bid = tr(i18n, "keeps", {{"name", keep_name}});
        else bid = c["rest_chosen"].get<bool>() ? tr(i18n, "rest_done") : "…";
      } else if (at(c, "passed").is_boolean() && c["passed"].get<bool>()) {
        bid = tr(i18n, "passed");
      } else if (phase == "actions") {
        bid = tr(i18n, "cylinders_n", {{"n", std::to_string(num(c, "cylinders_left"))}});
      }
      if (bid_turning(s, ctx.now)) {
        // The bid card turning over there (draw_fx) stands for the line's status.
      } else if (two_col && phase == "actions" && !(at(c, "passed").is_boolean() && c["passed"].get<bool>())) {
        // No room for words: today's cylinders as little cylinders.
        int left = num(c, "cylinders_left");
        for (int k = 0; k < left; ++k) {
          Rect cyl{row.x + row.w - 8 - (left - k) * 9, row.y + row_h / 2 - 7, 7, 14};
          g.round_rect(cyl, 2, seat_colour(s));
          g.ellipse(cyl.cx(), cyl.y + 2, 3.5f, 1.5f, with_alpha(kCream, 0.7f));
        }
      } else if (two_col) {
        float room_w = row.x + row.w - x - 4;
        if (room_w > 16) {
          float w = std::min(room_w, g.measure(bid, body - 1));
          fit_left(g, bid, row.x + row.w - 2 - w, ty + 1, room_w, body - 1, kMinText, kMuted);
        }
      } else {
        g.text(bid, row.x + row.w, ty + 1, body - 1, kMuted, Align::Right);
      }
      anchor("bid:" + std::to_string(s), {row.x + row.w - 30, row.y + 1, 28, row_h - 2});
      if (!two_col || s % 2 == 1 || s == n - 1) y += row_h;
    }
    y += 6;

    // The element markets: costume pieces (round) and set pieces (bricks).
    const std::vector<std::string> colours = piece_colours(obs);
    const int ncol = std::max<int>(1, static_cast<int>(colours.size()));
    const Json& offer = at(obs, "offer");
    for (int k = 0; k < 2; ++k) {
      const char* kind = k == 0 ? "costume" : "set";
      float lw = std::max(g.measure(tr(i18n, "market.costume"), body - 1), g.measure(tr(i18n, "market.set"), body - 1)) + 8;
      g.text(tr(i18n, std::string("market.") + kind), r.x, y + 4, body - 1, kCream);
      float cw = (r.w - lw) / ncol;
      for (int i = 0; i < static_cast<int>(colours.size()); ++i) {
        const std::string& colour = colours[i];
        int cnt = num(at(offer, kind), colour.c_str(), 0);
        float x = r.x + lw + i * cw;
        // A narrow column (a 360 px embed: some 42 px for a piece and its
        // count) narrows the piece before the count runs into the next one.
        const std::string count = "×" + std::to_string(cnt);
        const float count_w = g.measure(count, body - 1);
        const float tw = std::max(k == 0 ? 17.f : 19.f, std::min(k == 0 ? 21.f : 27.f, cw - 9 - count_w));
        Rect tok = k == 0 ? Rect{x, y + 1 + (21 - tw) / 2, tw, tw} : Rect{x, y + 3, tw, 17};
        ctx.explain({x, y, cw, elem_h}, piece_title(i18n, colour, k == 1),
                    piece_help(i18n, obs, colour, k == 1) + "\n" + help(i18n, "in_market", {{"n", std::to_string(cnt)}}));
        if (cnt > 0) piece(g, tok, colour, k == 1, piece_value(obs, colour));
        else g.round_rect_outline(tok, k == 0 ? 9 : 2, 1, with_alpha(kMuted, 0.5f));
        fit_left(g, count, tok.x + tok.w + 3, y + 3, cw - tok.w - 7, body - 1, kMinText, cnt ? kCream : kMuted);
      }
      y += elem_h;
    }
    y += 6;

  }

  // The character market. A card's "as extra" button sits under it (two
  // targets that never overlap); a card shows what its height allows: name,
  // cost, activation, rehearsal.
  const Json& market = at(obs, "market");
  const int mcount = static_cast<int>(market.size());
  // Cards that would not fit are left out rather than drawn over the panel
  // (a short embed in a phase with many buttons: the market waits).
  const bool fits = mcount > 0 && r.y + r.h - y >= kMinTap + (extra_buttons ? extra_h + 4 : 0);
  if (mcount > 0 && fits != market_fits_) {
    market_fits_ = fits;
    relayout_ = true;
  }
  if (fits) {
    const float gap = 6;
    float cw = std::min(160.f, (r.w - gap * (mcount - 1)) / mcount);
    float total = std::min(r.y + r.h - y, 200.f + (extra_buttons ? extra_h + 4 : 0));
    float ch = total - (extra_buttons ? extra_h + 4 : 0);
    float x = r.x + (r.w - (cw * mcount + gap * (mcount - 1))) / 2;
    for (int i = 0; i < mcount; ++i, x += cw + gap) {
      Rect c{x, y, cw, ch};
      anchor("mkt:" + std::to_string(i), c);
      const Json& card = market[i];
      if (card.is_null()) {
        g.round_rect_outline(c, 8, 1.5f, with_alpha(kMuted, 0.4f));
        continue;
      }
      ctx.explain(c, card_name(i18n, card), card_help(i18n, card));
      std::string id = str(card, "id");
      std::string take = phase == "draft" ? "draft " + id : "recruit " + id;
      bool can = is_legal(ctx.legal, take);
      if (can) g.round_rect(c.inset(-3), 10, kHighlight);
      g.round_rect(c, 8, kCream);
      // The name on one line, or two on a narrow card (a phone): never
      // below kMinText and never running into the next card. In the display
      // face from 12 px up; below that the bold UI face reads better.
      // A word too long for the card's width (Hungarian "Díszlettervező" on
      // a phone's five-card market) is broken with a hyphen, never cut.
      const float ns = std::max(kMinText, body - 2);
      const Face name_face = ns >= 12 ? Face::Display : Face::Bold;
      std::vector<std::string> name_lines = wrap_hyphenated(g, card_name(i18n, card), ns, c.w - 6, name_face, 2);
      const float hh = name_lines.size() > 1 ? 2 * (ns + 2) + 6 : ch < 90 ? 20 : 22;
      g.round_rect({c.x, c.y, c.w, hh}, 8, kVelvet);
      for (size_t k = 0; k < name_lines.size(); ++k) {
        float ly = c.y + (hh - name_lines.size() * (ns + 2)) / 2 + k * (ns + 2);
        g.text(name_lines[k], c.cx(), ly, ns, kCream, Align::Center, name_face);
      }
      float cy = c.y + hh + (ch < 90 ? 2 : 4);
      const float bottom = c.y + c.h - 2;
      std::string kind = str(card, "kind");
      // The wage in words ("wage £3"), then what the card does with its
      // label: an actor's feathers ("Acts: Act I +1"), a trade's work
      // ("Takes: set pieces up to 6"), flowing onto as many lines as the
      // card's width needs.
      const std::vector<std::string> lines{tr(i18n, "fx.wage", {{"n", std::to_string(num(card, "cost"))}})};
      const float fs = c.w < 130 ? kMinText : 12;  // the words' size: never under 11 px
      const bool actor = kind == "actor" || at(card, "activation").is_object();
      const std::string act_label = actor ? tr(i18n, "fx.acts") : trade_label(i18n, kind);
      const auto act_fx = actor ? activation_effects(i18n, card) : trade_effects(i18n, kind, num(card, "printed_value"));
      const auto reh_fx = rehearsal_effects(i18n, card);
      const float fx_w = c.w - 8;
      const bool acts = !act_label.empty();
      const float act_h = acts ? effect_lines(g, act_label, act_fx, 0, 0, fx_w, fs, kInk, kVelvet, false) : 0;
      const float reh_h = actor && !reh_fx.empty()
                              ? effect_lines(g, tr(i18n, "fx.rehearses"), reh_fx, 0, 0, fx_w, fs, kInk, kTeal, false) : 0;
      const float line_h = fs + 5;
      const float text_h = lines.size() * line_h + (act_h > 0 ? act_h + 3 : 0) + (reh_h > 0 ? reh_h + 3 : 0);
      cy += character_portrait(g, card, {c.x + 3, cy, c.w - 6, bottom - cy - text_h}, c, 66);
      for (const auto& line : lines) {
        if (cy + fs + 2 > bottom) break;
        fit_readable(g, line, {c.x + 3, cy, c.w - 6, fs + 3}, fs + 1, kInk, Face::Bold);
        cy += line_h;
      }
      if (act_h > 0 && cy + act_h <= bottom + 1) {
        g.line(c.x + 8, cy, c.x + c.w - 8, cy, 1, with_alpha(kInk, 0.25f));
        effect_lines(g, act_label, act_fx, c.x + 4, cy + 2, fx_w, fs, kInk, kVelvet, true);
        cy += act_h + 3;
        if (reh_h > 0 && cy + reh_h <= bottom + 1) {
          effect_lines(g, tr(i18n, "fx.rehearses"), reh_fx, c.x + 4, cy, fx_w, fs, kInk, kTeal, true);
          cy += reh_h + 3;
        }
      }
      if (can) {
        ctx.hit("action:" + take, c);
        std::string extra = take + " as extra";
        if (is_legal(ctx.legal, extra)) {
          Rect eb{c.x, c.y + c.h + 4, c.w, extra_h};
          g.round_rect(eb, 6, kVelvetDark);
          g.round_rect_outline(eb, 6, 1.5f, kGold);
          fit_readable(g, tr(i18n, "as_extra"), eb.inset(3), 13, kGold, Face::Bold);
          ctx.hit("action:" + extra, eb);
        }
      }
    }
  }
}

// ---------------------------------------------------------------- actions

void ShakespeareView::draw_actions(ViewContext& ctx, Rect r, bool measure_only, float* height) {
  Gfx& g = ctx.g;
  const Json& obs = ctx.obs;
  const I18n& i18n = ctx.i18n;
  const auto& legal = ctx.legal;
  const std::string phase = str(obs, "phase"), pending = str(obs, "pending");
  const int me = num(obs, "seat", 0);
  const Json& mine = at(obs, "companies").is_array() && at(obs, "companies").size() > static_cast<size_t>(me)
                         ? obs["companies"][me] : Json();
  const float size = r.w < 500 ? 15 : 16;

  std::string prompt;
  std::vector<Btn> btns;
  std::vector<std::pair<std::string, std::string>> chips;  // kind, colour
  std::vector<std::string> notes;
  if (game_over(obs)) {
    prompt = tr(i18n, "prompt.over");
  } else if (legal.empty()) {
    int cur = num(obs, "current", -1);
    // A replay: nobody is playing now (the move line says whose move).
    prompt = cur >= 0 && !ctx.replay ? tr(i18n, "prompt.waiting", {{"name", ctx.name_of(cur)}}) : "";
  } else if (phase == "draft") {
    prompt = tr(i18n, "prompt.draft");
  } else if (phase == "bid") {
    prompt = tr(i18n, "prompt.bid");
    for (const auto& a : legal) btns.push_back({"action:" + a, tr(i18n, "bid_n", {{"n", a.substr(4)}}), true});
  } else if (pending == "craft") {
    const Json& craft = at(obs, "craft");
    // A jeweller takes one yellow piece: no budget to speak of (it is 0).
    prompt = str(craft, "kind") == "jewel"
                 ? tr(i18n, "prompt.craft_jewel")
                 : tr(i18n, "prompt.craft", {{"budget", std::to_string(num(craft, "budget"))}});
    for (const auto& a : legal) {
      // "costume <colour> on <cast>" / "set <colour> at <space>"
      size_t sp = a.find(' ');
      if (sp == std::string::npos) continue;
      std::string kind = a.substr(0, sp);
      if (kind != "costume" && kind != "set") continue;
      std::string colour = a.substr(sp + 1, a.find(' ', sp + 1) - sp - 1);
      std::pair<std::string, std::string> chip{kind, colour};
      if (std::find(chips.begin(), chips.end(), chip) == chips.end()) chips.push_back(chip);
    }
    if (chips.size() == 1 && pick_colour_.empty()) {
      pick_kind_ = chips[0].first;
      pick_colour_ = chips[0].second;
    }
    if (!pick_colour_.empty()) {
      prompt = tr(i18n, pick_kind_ == "set" ? "prompt.place_set" : "prompt.place_costume",
                  {{"colour", colour_word(i18n, pick_colour_)}});
    }
  } else if (pending == "white-feather" || pending == "grey-feather") {
    prompt = tr(i18n, pending == "white-feather" ? "prompt.white" : "prompt.grey",
                {{"n", std::to_string(num(obs, "feathers_left", 1))}});
    for (const auto& a : legal) {
      std::string act = a.substr(a.find(' ') + 1);
      btns.push_back({"action:" + a, tr(i18n, "act_n", {{"act", act}}), true});
    }
  } else if (pending == "queen") {
    prompt = tr(i18n, "prompt.queen");
  } else if (pending == "keep-objective") {
    prompt = tr(i18n, "prompt.keep");
    for (const auto& a : legal) {
      std::string id = a.substr(5);
      notes.push_back(objective_name(i18n, id) + ": " + objective_text(i18n, id));
    }
  } else if (phase == "rest") {
    prompt = tr(i18n, "prompt.rest");
  } else {
    bool recruit = false, activate = false;
    for (const auto& a : legal) {
      recruit = recruit || a.rfind("recruit ", 0) == 0;
      activate = activate || a.rfind("activate ", 0) == 0;
    }
    prompt = tr(i18n, recruit && activate ? "prompt.recruit_or_activate" : recruit ? "prompt.recruit" : "prompt.activate");
  }
  // Buttons for everything that has no spot on a board (and names for the rest).
  for (const auto& a : legal) {
    if (a == "pass") btns.push_back({"action:pass", tr(i18n, "pass"), false});
    else if (a == "done") btns.push_back({"action:done", tr(i18n, "done"), true});
    else if (a == "queen pounds") btns.push_back({"action:" + a, tr(i18n, "queen.pounds"), true});
    else if (a == "queen objectives") btns.push_back({"action:" + a, tr(i18n, "queen.objectives"), true});
    else if (a.rfind("keep ", 0) == 0) btns.push_back({"action:" + a, objective_name(i18n, a.substr(5)), true});
    else if ((a.rfind("draft ", 0) == 0 && !market_shown_) || (a.rfind("recruit ", 0) == 0 && !market_fits_)) {
      // Else tap the market card. Not on screen: the starting offer on
      // another tab, or a screen too short for the cards (recruiting is
      // otherwise done on the Board tab).
      const bool as_extra = a.size() > 9 && a.compare(a.size() - 9, 9, " as extra") == 0;
      const std::string id = a.substr(a.find(' ') + 1, a.size() - a.find(' ') - 1 - (as_extra ? 9 : 0));
      for (const auto& c : at(obs, "market")) {
        if (str(c, "id") == id)
          btns.push_back({"action:" + a, card_name(i18n, c) + (as_extra ? " · " + tr(i18n, "as_extra") : ""), !as_extra});
      }
    } else if (a.rfind("rest all but ", 0) == 0) {
      for (const auto& m : at(mine, "cast")) {
        if (cast_action_id(m) == a.substr(13))
          btns.push_back({"action:" + a, card_name(i18n, m), true});  // the prompt says what it does
      }
    }
  }

  // Measure: prompt lines, notes, chips row, buttons.
  const float pad = 10;
  std::vector<std::string> lines = g.wrap(prompt, size, r.w - 2 * pad, Face::Bold);
  float h = pad + lines.size() * (size + 6);
  std::vector<std::vector<std::string>> note_lines;
  float notes_h = 0;
  for (const auto& nt : notes) {
    note_lines.push_back(g.wrap(nt, size - 2, r.w - 2 * pad));
    notes_h += note_lines.back().size() * (size + 2) + 2;
  }
  h += notes_h;
  const float chip_h = 44;
  int chip_cols = std::max(1, static_cast<int>((r.w - 2 * pad) / 66));
  int chip_rows = chips.empty() ? 0 : (static_cast<int>(chips.size()) + chip_cols - 1) / chip_cols;
  if (!chips.empty()) h += 4 + chip_rows * (chip_h + 6);
  float bh = flow_buttons(ctx, btns, {r.x + pad, 0, r.w - 2 * pad, 0}, false, size);
  if (bh > 0) h += 6 + bh;
  h += pad;
  if (measure_only) {
    if (height) *height = h;
    return;
  }
  // Too tall for the room given: the notes (objective texts) give way, so
  // the buttons stay inside the panel (and the screen).
  float notes_room = notes_h - std::max(0.f, h - r.h);
  g.round_rect(r, 12, kVelvetDark);
  g.round_rect_outline(r, 12, 1.5f, with_alpha(kGold, legal.empty() ? 0.3f : 0.9f));
  g.clip(&r);
  float y = r.y + pad;
  for (const auto& l : lines) {
    g.text(l, r.cx(), y, size, legal.empty() ? kMuted : kCream, Align::Center, Face::Bold);
    y += size + 6;
  }
  for (const auto& nl : note_lines) {
    for (const auto& l : nl) {
      if (notes_room < size + 2) break;
      g.text(l, r.x + pad, y, size - 2, kMuted);
      y += size + 2;
      notes_room -= size + 2;
    }
    y += 2;
    notes_room -= 2;
  }
  if (!chips.empty()) {
    y += 4;
    const Json& offer = at(obs, "offer");
    float cw = std::min(80.f, (r.w - 2 * pad) / std::min<int>(chip_cols, chips.size()));
    for (size_t i = 0; i < chips.size(); ++i) {
      int row = static_cast<int>(i) / chip_cols, col = static_cast<int>(i) % chip_cols;
      int in_row = std::min<int>(chip_cols, static_cast<int>(chips.size()) - row * chip_cols);
      float x0 = r.cx() - in_row * cw / 2;
      Rect c{x0 + col * cw + 3, y + row * (chip_h + 6), cw - 6, chip_h};
      bool on = pick_kind_ == chips[i].first && pick_colour_ == chips[i].second;
      g.round_rect(c, 8, on ? kHighlight : kVelvet);
      g.round_rect_outline(c, 8, 1.5f, kGold);
      bool brick = chips[i].first == "set";
      Rect tok = brick ? Rect{c.x + 8, c.cy() - 8, 26, 16} : Rect{c.x + 9, c.cy() - 11, 22, 22};
      piece(g, tok, chips[i].second, brick, piece_value(obs, chips[i].second));
      int cnt = num(at(offer, chips[i].first.c_str()), chips[i].second.c_str(), 0);
      g.text("×" + std::to_string(cnt), tok.x + tok.w + 4, c.cy() - size * 0.6f, size, on ? kInk : kCream,
             Align::Left, Face::Bold);
      ctx.hit("v:pick:" + chips[i].first + ":" + chips[i].second, c);
    }
    y += chip_rows * (chip_h + 6);
  }
  if (bh > 0) flow_buttons(ctx, btns, {r.x + pad, y + 6, r.w - 2 * pad, 0}, true, size);
  g.clip(nullptr);
}

std::vector<std::string> ShakespeareView::rules(const I18n& i18n) const {
  std::vector<std::string> out;
  for (int i = 1; i < 40; ++i) {
    std::string key = "rules_" + std::to_string(i);
    std::string s = tr_or(i18n, key, "");
    if (s.empty()) break;
    out.push_back(s);
  }
  return out;
}

}  // namespace tabula::web
