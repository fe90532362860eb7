// The review of a finished game (issue 20 §2): a chart of each seat's chance
// to win before every move, the three decisions of the reviewed seat that
// lowered its chance most (each opens the replay at that move), and Play on
// from here. The chances are core/review.h's, asked of the bots' worker a
// move at a time (web/think/think.cc): the page keeps drawing, the panel
// shows how far it got, Stop (or leaving the replay) ends the worker, and
// Continue goes on from the last move answered -- each move's answer is the
// same whenever it is asked, so the chart is the same for the same game.
// Its words are a pack of their own (assets/i18n-on-use/review/<lang>.json),
// fetched the first time a review opens: the first load carries none.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "platform/export.h"
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// Worlds per move: the default, or window.tabulaReviewPlayouts (tests keep
// a review short with a few).
EM_JS(int, tabula_js_review_playouts, (int fallback), {
  var n = Number(window.tabulaReviewPlayouts);
  return n >= 1 && n <= 4096 ? Math.floor(n) : fallback;
});
#endif

namespace tabula::web {

using namespace palette;

namespace {
// Worlds a move come from the game's view (GameView::review_worlds): the
// worlds are the same at every move, so a change between two moves is
// measured on equal luck; tests/browser/bench-review.mjs gives the time per game.
constexpr int kWorst = 3;
// A costly decision's button: its cost, the move played, the better one.
constexpr float kCostRow = 60;
// The seats' lines: distinct on the dark panel, in seat order.
constexpr SDL_Color kSeatColors[] = {
    {240, 196, 92, 255}, {96, 186, 230, 255}, {230, 110, 120, 255}, {130, 210, 130, 255}, {200, 140, 230, 255},
    {245, 150, 70, 255}, {120, 220, 210, 255}, {235, 235, 235, 255}, {170, 170, 90, 255}, {240, 130, 200, 255},
    {110, 130, 240, 255}, {190, 110, 60, 255}, {150, 150, 150, 255}};
SDL_Color seat_color(int seat) { return kSeatColors[static_cast<size_t>(seat) % (sizeof kSeatColors / sizeof kSeatColors[0])]; }
std::string percent(double v) { return std::to_string(static_cast<int>(std::lround(v * 100))) + "%"; }

// A point of the chart, as the worker answered it (false: not the answer
// to the move asked).
bool take_point(Review& rv, const Json& a) {
  const int k = static_cast<int>(rv.chances.size());
  if (!a.is_object() || !a.value("ok", false) || a.value("at", -1) != k || !a.contains("chances") ||
      !a["chances"].is_array())
    return false;
  std::vector<double> row;  // the worker's ten-thousandths
  for (const Json& v : a["chances"]) row.push_back(v.is_number_integer() ? v.get<int>() / 10000.0 : 0.0);
  rv.chances.push_back(std::move(row));
  rv.movers.push_back(a.value("mover", -1));
  rv.choices.push_back(a.value("choices", 0));
  if (rv.charted()) {  // the seat's decisions: its moves among two or more actions
    for (int m = 0; m < rv.of; ++m)
      if (rv.movers[static_cast<size_t>(m)] == rv.seat && rv.choices[static_cast<size_t>(m)] >= 2)
        rv.decisions.push_back(m);
  }
  return true;
}

std::vector<DecisionCost> cost_records(const Review& rv) {
  std::vector<DecisionCost> out;
  for (size_t i = 0; i < rv.costs.size(); ++i) out.push_back(rv.costs[i].cost(rv.decisions[i]));
  return out;
}

// Once every decision is measured: the three costliest stand apart from
// the rest (core/review.h unsettled), or the ones that do not are measured
// again on twice the worlds, until they do or the worlds run out.
void next_round(Review& rv) {
  const std::vector<DecisionCost> records = cost_records(rv);
  rv.settling = unsettled(records, kWorst, rv.max_worlds);
  if (!rv.settling.empty()) return;
  rv.settled = true;
  // Stopped by the worlds' cap, the three may still overlap the rest: the
  // panel then says their order is uncertain.
  rv.clear = unsettled(records, kWorst, 1 << 30).empty();
  rv.worst.clear();
  for (const DecisionCost& c : costliest(records, kWorst))
    for (size_t i = 0; i < rv.decisions.size(); ++i)
      if (rv.decisions[i] == c.at) rv.worst.push_back(i);
}

// A decision's cost, as the worker answered it.
bool take_cost(Review& rv, const Json& a) {
  const size_t i = static_cast<size_t>(rv.asked);
  if (rv.asked < 0 || i >= rv.decisions.size() || !a.is_object() || !a.value("ok", false) ||
      a.value("at", -1) != rv.decisions[i] || !a.contains("measured") || !a["measured"].is_array() ||
      a["measured"].size() != 5)
    return false;
  CostAnswer c;
  c.played = a.value("played", std::string());
  c.better = a.value("better", std::string());
  for (const Json& v : a["measured"]) c.measured.push_back(v.is_number_integer() ? v.get<int>() : 0);
  c.played_events = a.contains("played_events") ? a["played_events"] : Json::array();
  c.better_events = a.contains("better_events") ? a["better_events"] : Json::array();
  if (i == rv.costs.size()) {
    rv.costs.push_back(std::move(c));
  } else {  // measured again
    if (i > rv.costs.size() || rv.settling.empty() || rv.settling.front() != i) return false;
    rv.costs[i] = std::move(c);
    rv.settling.erase(rv.settling.begin());
  }
  if (rv.costed() && rv.settling.empty()) next_round(rv);
  return true;
}

// The next question for the worker: a point of the chart, a decision's
// first measure, or more worlds for one the ranking still hangs on.
Json next_question(Review& rv) {
  if (!rv.charted()) {
    rv.asked = -1;
    return {{"review", {{"save", rv.save}, {"seat", rv.seat}, {"at", static_cast<int>(rv.chances.size())},
                        {"playouts", rv.playouts}}}};
  }
  if (!rv.costed()) {
    rv.asked = static_cast<int>(rv.costs.size());
    return {{"cost", {{"save", rv.save}, {"at", rv.decisions[rv.costs.size()]}, {"worlds", rv.playouts}}}};
  }
  const size_t i = rv.settling.front();
  const CostAnswer& c = rv.costs[i];
  rv.asked = static_cast<int>(i);
  const int worlds = c.measured.empty() ? 0 : c.measured[0];
  return {{"cost",
           {{"save", rv.save}, {"at", rv.decisions[i]}, {"better", c.better}, {"measured", c.measured},
            {"more", std::max(2, std::min(worlds, rv.max_worlds - worlds))}}}};
}
}  // namespace

DecisionCost CostAnswer::cost(int at) const {
  DecisionCost c;
  c.at = at;
  c.played = 0;
  c.better = better != played ? 1 : 0;
  if (measured.size() == 5) {
    c.worlds = measured[0];
    c.played_sum = measured[1] / 10000.0;
    c.better_sum = measured[2] / 10000.0;
    c.diff_sum = measured[3] / 10000.0;
    c.diff_squares = measured[4] / 10000.0;
  }
  c.settle();
  return c;
}

// Opens the review of the replay on screen: the one already begun for this
// game goes on; another game's is dropped.
void App::open_review() {
  SceneTable* s = scene();
  if (!s) return;
  want_words("review");
  const std::string save = save_to_json(s->scene().save).dump();
  // The seat on screen if a person played it (online: the player's own),
  // else the game's first human seat.
  const int seat = s->humans() == 0 || s->is_human(view_seat_) ? view_seat_ : s->first_human();
  if (review_.save != save || review_.seat != seat) {
    stop_review();
    review_ = Review{};
    review_.save = save;
    review_.seat = seat;
    review_.of = s->of();
#ifdef __EMSCRIPTEN__
    review_.playouts = tabula_js_review_playouts(view_ ? view_->review_worlds() : 64);
#else
    review_.playouts = view_ ? view_->review_worlds() : 64;
#endif
    review_.max_worlds = 4 * review_.playouts;
  }
  review_open_ = true;
  replay_playing_ = false;
  if (!review_.done()) {
    review_.running = true;
    review_.failed = false;
  }
  dirty_ = true;
}

void App::stop_review() {
  if (review_.ticket > 0) platform::think_drop();
  review_.ticket = 0;
  review_.running = false;
  dirty_ = true;
}

// A frame: the answer to the question asked, and the next question.
void App::step_review() {
  if (!review_.running) return;
  if (!scene() || screen_ != Screen::Table || !review_open_) return stop_review();
  if (review_.ticket > 0) {
    std::string answer;
    const int r = platform::think_answer(review_.ticket, &answer);
    if (r == 0) return;
    review_.ticket = 0;
    const Json a = r > 0 ? Json::parse(answer, nullptr, false) : Json();
    if (!(review_.asked < 0 ? take_point(review_, a) : take_cost(review_, a))) {
      review_.running = false;
      review_.failed = true;
      dirty_ = true;
      return;
    }
    dirty_ = true;
    if (review_.done()) {
      review_.running = false;
      return;
    }
  }
  review_.ticket = platform::think_elsewhere(next_question(review_).dump());
  if (review_.ticket == 0) {  // no worker here (it did not load)
    review_.running = false;
    review_.failed = true;
  }
}

// Play on from here: a new local game, the finished game's options and seed
// with the moves up to the one on screen. Only a finished game is replayed,
// so nothing it can show was hidden still: the replay's Show everything has
// every card already (and a shared link carries the seed).
void App::play_on() {
  SceneTable* s = scene();
  if (!s || s->at() >= s->of()) return;
  Save save = s->scene().save;
  save.actions.resize(static_cast<size_t>(s->at()));
  if (!save.table.contains("humans") || !save.table["humans"].is_array() || save.table["humans"].empty())
    save.table["humans"] = Json::array({view_seat_});
  stop_review();
  review_open_ = false;
  replay_return_.clear();
  replay_return_view_.clear();
  std::string why;
  if (!restore_from_text(save_to_json(save).dump(), &why)) platform::notice(why);
}

void App::review_tap(const std::string& arg) {
  if (arg == "open") return open_review();
  if (arg == "stop") return stop_review();
  if (arg == "close") {
    review_open_ = false;
    stop_review();
    return;
  }
  if (arg == "play-on") return play_on();
  if (arg.rfind("worst:", 0) == 0) {
    const size_t i = static_cast<size_t>(std::atoi(arg.c_str() + 6));
    if (i >= review_.worst.size()) return;
    review_open_ = false;
    replay_playing_ = false;
    replay_seek(review_.decisions[review_.worst[i]], true);
  }
}

// The panel, over the board while it is open.
void App::draw_review(Rect r) {
  SceneTable* s = scene();
  if (!s) return;
  g_->fill_rect(r, {30, 12, 28, 255});
  const float pad = r.w < 600 ? 10 : 20;
  float y = r.y + pad;
  const float x = r.x + pad, w = r.w - 2 * pad;
  const std::string who = name_of(review_.seat);
  // A short frame (a 360x640 embed leaves the panel ~420 px above the
  // replay's controls): no explanation, a smaller chart, each decision on
  // two lines (the move played is the replay's move line once opened).
  const bool tight = r.h < 500;  // (a phone's panel, ~560, keeps the move played)
  const float row_h = tight ? 46 : kCostRow;
  g_->text(ellipsize(*g_, i18n_.t("review.title"), 20, w, Face::Display), x, y, 20, kGold, Align::Left, Face::Display);
  y += 28;
  if (!tight) {
    for (const std::string& l : g_->wrap(i18n_.t("review.explain", {{"name", who}}), 13, w)) {
      g_->text(l, x, y, 13, kMuted);
      y += 17;
    }
    y += 4;
  }
  // How far it got, and Stop / Continue.
  const float bw = std::max(96.f, std::max(g_->measure(i18n_.t("review.stop"), 14, Face::Bold),
                                           g_->measure(i18n_.t("review.continue"), 14, Face::Bold)) + 24);
  if (!review_.done()) {
    const std::string said = review_.failed ? i18n_.t("review.failed")
                                            : i18n_.t(review_.running ? "review.computing" : "review.stopped",
                                                      {{"p", percent(review_.progress())}});
    Rect bar{x, y + 14, w - bw - 12, 8};
    g_->round_rect(bar, 4, with_alpha(kCream, 0.2f));
    g_->round_rect({bar.x, bar.y, bar.w * review_.progress(), bar.h}, 4, kGold);
    g_->text(ellipsize(*g_, said, 13, bar.w), x, y - 4, 13, kCream);
    if (review_.running) button("review:stop", {x + w - bw, y, bw, 36}, i18n_.t("review.stop"), false, true, 14);
    else button("review:open", {x + w - bw, y, bw, 36}, i18n_.t("review.continue"), true, true, 14);
    y += 44;
  }
  // The chart: each seat's line, the reviewed seat's thicker; the move on
  // screen marked; a tap seeks there.
  const bool phone = r.w < 600;
  const float legend_h = 20;
  const float bottom_h = 3 * (row_h + 6) + 22 + (tight ? 15 : 30) + 44 + 16;
  // The legend's rows: each seat's colour and name, as many a row as fit.
  const float axis_w = 40;
  const float legend_w = w - axis_w - 6;
  std::vector<std::vector<int>> rows(1);
  {
    float lx = 0;
    for (int seat = 0; seat < s->players(); ++seat) {
      const float nw = std::min(110.f, g_->measure(name_of(seat), 12)) + 28;
      if (lx + nw > legend_w && !rows.back().empty()) {
        rows.emplace_back();
        lx = 0;
      }
      rows.back().push_back(seat);
      lx += nw + 6;
    }
  }
  const float legend_rows_h = legend_h * static_cast<float>(rows.size());
  const float chart_h = std::clamp(r.y + r.h - y - bottom_h - legend_rows_h - 16, tight ? 64.f : 90.f, phone ? 240.f : 420.f);
  Rect c{x + axis_w, y + 6, w - axis_w - 6, chart_h};
  g_->round_rect(c.inset(-4), 6, {44, 18, 38, 255});
  for (int p = 0; p <= 100; p += 50) {
    const float gy = c.y + c.h * (1 - p / 100.f);
    g_->fill_rect({c.x, gy, c.w, 1}, with_alpha(kCream, p == 50 ? 0.15f : 0.3f));
    g_->text(std::to_string(p) + "%", c.x - 6, gy - 8, 12, kMuted, Align::Right);
  }
  const int of = std::max(1, review_.of);
  auto px = [&](int k) { return c.x + c.w * static_cast<float>(k) / static_cast<float>(of); };
  auto py = [&](double v) { return c.y + c.h * static_cast<float>(1 - std::clamp(v, 0.0, 1.0)); };
  const int players = s->players();
  for (int pass = 0; pass < 2; ++pass)  // the reviewed seat drawn last, on top
    for (int seat = 0; seat < players; ++seat) {
      if ((seat == review_.seat) != (pass == 1)) continue;
      const float thick = seat == review_.seat ? 3.f : 1.6f;
      for (size_t k = 1; k < review_.chances.size(); ++k) {
        const auto& a = review_.chances[k - 1];
        const auto& b = review_.chances[k];
        if (a.size() <= static_cast<size_t>(seat) || b.size() <= static_cast<size_t>(seat)) continue;
        g_->line(px(static_cast<int>(k - 1)), py(a[seat]), px(static_cast<int>(k)), py(b[seat]), thick, seat_color(seat));
      }
    }
  for (size_t i = 0; i < review_.worst.size(); ++i) {  // the costliest decisions, numbered
    const int at = review_.decisions[review_.worst[i]];
    const double before = review_.chances[static_cast<size_t>(at)][static_cast<size_t>(review_.seat)];
    g_->ellipse(px(at), py(before), 9, 9, kDanger);
    g_->text(std::to_string(i + 1), px(at), py(before) - 8, 12, kCream, Align::Center, Face::Bold);
  }
  g_->fill_rect({px(s->at()) - 1, c.y - 4, 2, c.h + 8}, with_alpha(kCream, 0.7f));
  const int slices = std::max(1, std::min(review_.of + 1, static_cast<int>(c.w / 6)));
  for (int i = 0; i < slices; ++i) {
    const int move = slices == 1 ? review_.of : (2 * i * review_.of + slices - 1) / (2 * (slices - 1));
    hit("replay:seek:" + std::to_string(move), {c.x + c.w * i / slices - 3, c.y, c.w / slices, c.h});
  }
  y = c.y + c.h + 10;
  for (const std::vector<int>& row : rows) {
    float lx = c.x;
    for (int seat : row) {
      const std::string n = name_of(seat);
      const float nw = std::min(110.f, g_->measure(n, 12)) + 28;
      g_->fill_rect({lx, y + 7, 12, seat == review_.seat ? 4.f : 2.f}, seat_color(seat));
      g_->text(ellipsize(*g_, n, 12, nw - 18), lx + 16, y, 12, kCream);
      lx += nw + 6;
    }
    y += legend_h;
  }
  y += 6;
  // The three costliest decisions, each a button to its move: what it
  // cost (and the range the worlds leave), the move played and the better
  // one, in words.
  if (review_.done()) {
    g_->text(i18n_.t(review_.worst.empty() ? "review.no_worst" : "review.worst", {{"name", who}}), x, y, 14, kGold,
             Align::Left, Face::Bold);
    y += 22;
    if (!review_.worst.empty() && !review_.clear) {  // (two lines at most, as laid out)
      const std::vector<std::string> unsure = g_->wrap(i18n_.t("review.unsure"), 12, w);
      const size_t lines = tight ? 1 : 2;
      for (size_t k = 0; k < unsure.size() && k < lines; ++k) {
        std::string l = unsure[k];
        for (size_t m = k + 1; k + 1 == lines && m < unsure.size(); ++m) l += " " + unsure[m];
        g_->text(ellipsize(*g_, l, 12, w), x, y - 4, 12, kMuted);
        y += 15;
      }
    }
    for (size_t i = 0; i < review_.worst.size(); ++i) {
      const CostAnswer& a = review_.costs[review_.worst[i]];
      const DecisionCost c = a.cost(review_.decisions[review_.worst[i]]);
      Rect b{x, y, w, row_h};
      button("review:worst:" + std::to_string(i), b, "", false, true, 14);
      const std::string head = std::to_string(i + 1) + ". " +
                               i18n_.t("review.decision", {{"n", std::to_string(c.at + 1)},
                                                           {"cost", percent(c.cost)},
                                                           {"low", std::to_string(static_cast<int>(std::lround(std::max(0.0, c.low) * 100)))},
                                                           {"high", percent(std::min(1.0, c.high))}});
      const float tw = b.w - 24;
      const float hs = g_->measure(head, 14, Face::Bold) <= tw ? 14 : 12;  // a phone: smaller, not cut
      g_->text(ellipsize(*g_, head, hs, tw, Face::Bold), b.x + 12, b.y + 5 + (14 - hs) / 2, hs, kCream, Align::Left,
               Face::Bold);
      if (!tight)
        g_->text(ellipsize(*g_, i18n_.t("review.played", {{"move", move_words(a.played_events, a.played)}}), 13, tw),
                 b.x + 12, b.y + 24, 13, kCream);
      g_->text(ellipsize(*g_, i18n_.t("review.better", {{"move", move_words(a.better_events, a.better)}}), 13, tw),
               b.x + 12, b.y + (tight ? 24 : 41), 13, kHighlight);
      y += row_h + 6;
    }
  } else if (review_.charted()) {
    g_->text(ellipsize(*g_, i18n_.t("review.weighing", {{"name", who}}), 13, w), x, y, 13, kMuted);
    y += 22;
  }
  // Play on from the move on screen, and back to the board.
  const float by = std::max(y + 6, r.y + r.h - 44 - pad);
  const std::string back = i18n_.t("review.close");
  const float cw = std::max(90.f, g_->measure(back, 15, Face::Bold) + 24);
  button("review:close", {x + w - cw, by, cw, 44}, back, false, true, 15);
  // (Not from the end: there is nothing left to play.)
  button("review:play-on", {x, by, std::min(w - cw - 8, 320.f), 44},
         i18n_.t("review.play_on", {{"n", std::to_string(s->at())}}), true, s->at() < s->of(), 15);
}

// A move's log events in words, joined as the replay's move line joins them.
std::string App::move_words(const Json& events, const std::string& text) {
  std::string out;
  if (view_ && events.is_array()) {
    ViewContext ctx = view_context();
    for (const Json& e : events) {
      const std::string w = view_->format_event(ctx, e);
      if (!w.empty()) out += (out.empty() ? "" : " · ") + w;
    }
  }
  return out.empty() ? text : out;
}

std::string App::api_review() {
  if (review_.save.empty() || !scene()) return "null";
  // Whole numbers only (chances and costs in ten-thousandths; page.js makes
  // them fractions): no float printing in tabula.wasm.
  auto n = [](double v) { return static_cast<int>(std::lround(v * 10000)); };
  Json chances = Json::array();
  for (const auto& row : review_.chances) {
    Json r = Json::array();
    for (double v : row) r.push_back(n(v));
    chances.push_back(std::move(r));
  }
  // Every decision measured so far, and the costliest (with both moves in
  // words, as the panel's buttons say them).
  auto record = [&](size_t i) {
    const CostAnswer& a = review_.costs[i];
    const DecisionCost c = a.cost(review_.decisions[i]);
    return Json{{"at", c.at}, {"played", a.played}, {"better", a.better}, {"worlds", c.worlds},
                {"cost", n(c.cost)}, {"low", n(c.low)}, {"high", n(c.high)}};
  };
  Json costs = Json::array();
  for (size_t i = 0; i < review_.costs.size(); ++i) costs.push_back(record(i));
  Json worst = Json::array();
  for (size_t i : review_.worst) {
    Json w = record(i);
    w["before"] = n(review_.chances[static_cast<size_t>(w["at"].get<int>())][static_cast<size_t>(review_.seat)]);
    w["played_words"] = move_words(review_.costs[i].played_events, review_.costs[i].played);
    w["better_words"] = move_words(review_.costs[i].better_events, review_.costs[i].better);
    worst.push_back(std::move(w));
  }
  Json out{{"done", review_.done()}, {"running", review_.running}, {"failed", review_.failed},
           {"open", review_open_}, {"seat", review_.seat}, {"of", review_.of}, {"playouts", review_.playouts},
           {"max_worlds", review_.max_worlds}, {"progress", n(review_.progress())}, {"chances", chances},
           {"movers", review_.movers}, {"choices", review_.choices}, {"decisions", review_.decisions},
           {"costs", costs}, {"settled", review_.settled}, {"clear", review_.clear}, {"worst", worst}};
  return out.dump();
}

}  // namespace tabula::web

namespace {
std::string g_review_out;
}
namespace tabula::web { extern App* g_app; }

TABULA_EXPORT const char* tabula_review() {
  g_review_out = tabula::web::g_app ? tabula::web::g_app->api_review() : "null";
  return g_review_out.c_str();
}
