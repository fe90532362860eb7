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
// The seats' lines: distinct on the dark panel, in seat order.
constexpr SDL_Color kSeatColors[] = {
    {240, 196, 92, 255}, {96, 186, 230, 255}, {230, 110, 120, 255}, {130, 210, 130, 255}, {200, 140, 230, 255},
    {245, 150, 70, 255}, {120, 220, 210, 255}, {235, 235, 235, 255}, {170, 170, 90, 255}, {240, 130, 200, 255},
    {110, 130, 240, 255}, {190, 110, 60, 255}, {150, 150, 150, 255}};
SDL_Color seat_color(int seat) { return kSeatColors[static_cast<size_t>(seat) % (sizeof kSeatColors / sizeof kSeatColors[0])]; }
std::string percent(double v) { return std::to_string(static_cast<int>(std::lround(v * 100))) + "%"; }
}  // namespace

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

// A frame: the answer to the move asked, and the next question.
void App::step_review() {
  if (!review_.running) return;
  if (!scene() || screen_ != Screen::Table || !review_open_) return stop_review();
  if (review_.ticket > 0) {
    std::string answer;
    const int r = platform::think_answer(review_.ticket, &answer);
    if (r == 0) return;
    review_.ticket = 0;
    const Json a = r > 0 ? Json::parse(answer, nullptr, false) : Json();
    const int k = static_cast<int>(review_.chances.size());
    if (!a.is_object() || !a.value("ok", false) || a.value("at", -1) != k || !a["chances"].is_array()) {
      review_.running = false;
      review_.failed = true;
      dirty_ = true;
      return;
    }
    std::vector<double> row;  // the worker's ten-thousandths
    for (const Json& v : a["chances"]) row.push_back(v.is_number_integer() ? v.get<int>() / 10000.0 : 0.0);
    review_.chances.push_back(std::move(row));
    review_.movers.push_back(a.value("mover", -1));
    review_.choices.push_back(a.value("choices", 0));
    dirty_ = true;
    if (review_.done()) {
      review_.running = false;
      review_.worst = worst_decisions(review_.chances, review_.movers, review_.choices, review_.seat, kWorst);
      return;
    }
  }
  const Json request{{"review",
                      {{"save", review_.save},
                       {"seat", review_.seat},
                       {"at", static_cast<int>(review_.chances.size())},
                       {"playouts", review_.playouts}}}};
  review_.ticket = platform::think_elsewhere(request.dump());
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
    replay_seek(review_.worst[i].at, true);
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
  g_->text(ellipsize(*g_, i18n_.t("review.title"), 20, w, Face::Display), x, y, 20, kGold, Align::Left, Face::Display);
  y += 28;
  for (const std::string& l : g_->wrap(i18n_.t("review.explain", {{"name", who}}), 13, w)) {
    g_->text(l, x, y, 13, kMuted);
    y += 17;
  }
  y += 4;
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
  const float bottom_h = (phone ? 3 * 48.f + 20 : 48.f + 20) + 44 + 16;
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
  const float chart_h = std::clamp(r.y + r.h - y - bottom_h - legend_rows_h - 16, 90.f, phone ? 240.f : 420.f);
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
  for (size_t i = 0; i < review_.worst.size(); ++i) {  // the worst decisions, numbered
    const Drop& d = review_.worst[i];
    g_->ellipse(px(d.at), py(d.before), 9, 9, kDanger);
    g_->text(std::to_string(i + 1), px(d.at), py(d.before) - 8, 12, kCream, Align::Center, Face::Bold);
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
  // The three worst decisions, each a button to its move.
  if (review_.done()) {
    g_->text(i18n_.t(review_.worst.empty() ? "review.no_worst" : "review.worst", {{"name", who}}), x, y, 14, kGold,
             Align::Left, Face::Bold);
    y += 22;
    const float bh = 40;
    const float each = phone ? w : (w - 2 * 8) / 3;
    for (size_t i = 0; i < review_.worst.size(); ++i) {
      const Drop& d = review_.worst[i];
      Rect b = phone ? Rect{x, y + i * (bh + 6), w, bh} : Rect{x + i * (each + 8), y, each, bh};
      const std::string label = std::to_string(i + 1) + ". " +
                                i18n_.t("review.decision", {{"n", std::to_string(d.at + 1)},
                                                            {"from", percent(d.before)},
                                                            {"to", percent(d.after)}});
      button("review:worst:" + std::to_string(i), b, label, false, true, 14);
    }
    y += phone ? review_.worst.size() * (bh + 6) : bh + 6;
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

std::string App::api_review() const {
  if (review_.save.empty() || !scene()) return "null";
  // Whole numbers only (chances in ten-thousandths; page.js makes them
  // fractions and adds progress): no float printing in tabula.wasm.
  auto n = [](double v) { return std::to_string(std::lround(v * 10000)); };
  auto ints = [](const std::vector<int>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
    return s + "]";
  };
  std::string chances = "[";
  for (size_t k = 0; k < review_.chances.size(); ++k) {
    chances += k ? ",[" : "[";
    for (size_t i = 0; i < review_.chances[k].size(); ++i) chances += (i ? "," : "") + n(review_.chances[k][i]);
    chances += "]";
  }
  std::string worst = "[";
  for (size_t i = 0; i < review_.worst.size(); ++i) {
    const Drop& d = review_.worst[i];
    worst += std::string(i ? "," : "") + "{\"at\":" + std::to_string(d.at) + ",\"before\":" + n(d.before) +
             ",\"after\":" + n(d.after) + "}";
  }
  auto flag = [](bool b) { return b ? "true" : "false"; };
  return std::string("{\"done\":") + flag(review_.done()) + ",\"running\":" + flag(review_.running) +
         ",\"failed\":" + flag(review_.failed) + ",\"open\":" + flag(review_open_) +
         ",\"seat\":" + std::to_string(review_.seat) + ",\"of\":" + std::to_string(review_.of) +
         ",\"playouts\":" + std::to_string(review_.playouts) + ",\"chances\":" + chances + "]" +
         ",\"movers\":" + ints(review_.movers) + ",\"choices\":" + ints(review_.choices) + ",\"worst\":" + worst + "]}";
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
