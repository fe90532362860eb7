// The end of a game (issue 32 §5), for every game through the GameView's
// reckoning() and portrait(): a panel over the board where each line of the
// score (what earned what) is counted up in turn, then the totals, then a
// podium rises and the winner's portrait lands on it with a fanfare
// (shell/page-sound.js). "Play again", "Replay", "Share" and "New game" are
// on the panel from its first frame, and tappable at every moment; "×" shows
// the board (and the view's own end panel) again.
// Reduced motion: the podium and the scores are there at once, still (the
// fanfare is a sound, not a motion: it plays). A game that was already over
// when it was opened (a reload, back from its replay) shows it settled and
// silent. The winner is said in words by turn_words() (access.cc), once.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "platform/platform.h"
#include "ui/atlas.h"
#include "ui/motion.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// A moment to hear: page-access.js plays it if sound is on and the player
// has tapped or pressed a key (browsers play nothing before).
EM_JS(void, tabula_js_cue, (const char* name), {
  if (window.tabulaAccess && window.tabulaAccess.cue) window.tabulaAccess.cue(UTF8ToString(name));
});
#else
static void tabula_js_cue(const char*) {}
#endif

namespace tabula::web {

using namespace palette;

// Without a reckoning of its own, a game's observation "scores" (if any) are
// the totals; with none, the podium ranks the winners alone.
Reckoning GameView::reckoning(const ViewContext& ctx) const {
  Reckoning r;
  if (ctx.obs.contains("scores") && ctx.obs["scores"].is_array())
    for (const auto& v : ctx.obs["scores"]) r.totals.push_back(v.is_number() ? v.get<int>() : 0);
  return r;
}

namespace {

// The sequence's clock (seconds from its start): the lines, one after
// another, then the totals, the podium's blocks, the winner's landing.
constexpr double kIntro = 0.3;
constexpr double kCount = 0.35;
constexpr double kTotalCount = 0.5;
constexpr double kRise = 0.35;
constexpr double kLand = motion::kSlow;
// Columns of seats while they fit; more seats (13 at the most) read as one
// row a seat, counted from the last place up.
constexpr int kMostColumns = 5;

struct Timeline {
  double step = 0.3, total_at = 0, podium_at = 0, land_at = 0, end = 0;
  double line_at(int i) const { return kIntro + i * step; }
};
Timeline timeline(int rows) {
  Timeline t;
  t.step = rows > 8 ? 0.15 : 0.3;
  t.total_at = rows > 0 ? t.line_at(rows - 1) + kCount + 0.1 : kIntro;
  t.podium_at = t.total_at + kTotalCount + 0.1;
  t.land_at = t.podium_at + kRise * 0.6;
  t.end = t.land_at + kLand;
  return t;
}

// What the panel shows, worked out once a frame from the observation.
struct Standing {
  Reckoning r;
  std::vector<int> winners, order;  // order: winners first, then by total
  std::vector<int> place;           // per entry of order: 1, 2, 2, 4...
  int players = 0;
  bool columns = true;  // a column per seat (else a row per seat)
  int rows = 0;         // what is counted up one after another
};

Standing standing_of(const Json& obs, const Reckoning& r, int players) {
  Standing s;
  s.r = r;
  s.players = players;
  if (obs.contains("winners") && obs["winners"].is_array())
    for (const auto& w : obs["winners"])
      if (w.is_number_integer() && w.get<int>() >= 0 && w.get<int>() < players) s.winners.push_back(w.get<int>());
  auto total = [&](int seat) { return seat < static_cast<int>(r.totals.size()) ? r.totals[seat] : 0; };
  if (s.winners.empty() && !r.totals.empty()) {
    const int best = *std::max_element(r.totals.begin(), r.totals.end());
    for (int p = 0; p < players; ++p)
      if (total(p) == best) s.winners.push_back(p);
  }
  auto won = [&](int seat) { return std::find(s.winners.begin(), s.winners.end(), seat) != s.winners.end(); };
  for (int p = 0; p < players; ++p) s.order.push_back(p);
  // Insertion sort (stable): winners first, then the highest totals.
  for (size_t i = 1; i < s.order.size(); ++i)
    for (size_t j = i; j > 0; --j) {
      const int a = s.order[j - 1], b = s.order[j];
      const bool ahead = (won(b) && !won(a)) || (won(b) == won(a) && total(b) > total(a));
      if (!ahead) break;
      std::swap(s.order[j - 1], s.order[j]);
    }
  for (size_t k = 0; k < s.order.size(); ++k) {
    const int seat = s.order[k];
    if (won(seat)) s.place.push_back(1);
    else if (k > 0 && !won(s.order[k - 1]) && total(s.order[k - 1]) == total(seat)) s.place.push_back(s.place.back());
    else s.place.push_back(static_cast<int>(k) + 1);
  }
  s.columns = players <= kMostColumns;
  s.rows = s.columns ? static_cast<int>(r.lines.size()) : (r.totals.empty() ? 0 : players);
  return s;
}

// The podium's colours by place (each block also carries its number: colour
// is never alone).
SDL_Color place_colour(int place) {
  if (place == 1) return kGold;
  if (place == 2) return {196, 198, 206, 255};
  return {196, 128, 76, 255};
}

std::string number(int n) { return n < 0 ? "\xE2\x88\x92" + std::to_string(-n) : std::to_string(n); }  // U+2212

}  // namespace

std::string App::winner_words() const {
  if (!table_ || !table_->over() || !obs_.is_object()) return "";
  const int players = table_->players();
  std::vector<std::string> names;
  if (obs_.contains("winners") && obs_["winners"].is_array())
    for (const auto& w : obs_["winners"])
      if (w.is_number_integer()) names.push_back(name_of(w.get<int>()));
  if (players <= 1 && ending_.solo) return i18n_.t("ending.solo", {{"n", std::to_string(ending_.solo_total)}});
  if (players <= 1 || names.empty()) return i18n_.t("ui.game_over");
  std::string joined;
  for (const auto& n : names) joined += (joined.empty() ? "" : ", ") + n;
  return i18n_.t(names.size() > 1 ? "ending.winners" : "ending.winner", {{"names", joined}});
}

bool App::ending_running(double now) const {
  return ending_.on && !ending_.closed && !ending_.still && !reduced_motion_ && ending_.start >= 0 &&
         now < ending_.start + ending_.length;
}

void App::step_ending(double now) {
  const bool over = screen_ == Screen::Table && table_ && view_ && table_->over() && !scene() && !lesson_table() &&
                    obs_.is_object() && !obs_.empty();
  if (!over) {
    if (ending_.on) ending_ = Ending{};
    return;
  }
  if (!ending_.on) {
    // After the last move's own animation: the board first shows what ended it.
    if (view_->animating(now + motion_skip_)) return;
    ending_.on = true;
    ending_.start = now;
    ViewContext ctx = view_context();
    const Standing s = standing_of(obs_, view_->reckoning(ctx), table_->players());
    ending_.length = timeline(s.rows).end;
    ending_.solo = s.players == 1 && !s.r.totals.empty();
    if (ending_.solo) ending_.solo_total = s.r.totals[0];
    dirty_ = true;
  }
  if (ending_.fanfare || ending_.closed) return;
  const bool settled = ending_.still || reduced_motion_;
  // The fanfare as the winner lands (at once when nothing moves); none for
  // a game that was over before this visit.
  if (settled || now >= ending_.start + ending_.length - kLand) {
    ending_.fanfare = true;
    if (!ending_.quiet && sound_) tabula_js_cue("fanfare");
  }
}

void App::ending_tap(const std::string& arg) {
  if (arg == "close") ending_.closed = true;
  if (arg == "replay") return replay_tap("open");  // the top bar's Replay, on the panel
  dirty_ = true;
}

std::string App::api_ending() const {
  if (!ending_.on) return "";
  const double now = platform::now_seconds();
  const double t = now - ending_.start;
  const bool settled = ending_.still || reduced_motion_ || t >= ending_.length;
  const char* phase = ending_.closed ? "closed" : settled ? "settled" : t >= ending_.length - kLand - kRise ? "podium" : "count";
  return std::string("{\"phase\":\"") + phase + "\",\"still\":" + (ending_.still || reduced_motion_ ? "true" : "false") +
         ",\"fanfare\":" + (ending_.fanfare ? "true" : "false") + "}";
}

void App::draw_ending(Rect board) {
  if (!ending_.on || ending_.closed || !view_ || !table_) return;
  Gfx& g = *g_;
  ViewContext ctx = view_context();
  const Standing s = standing_of(obs_, view_->reckoning(ctx), table_->players());
  const Timeline tl = timeline(s.rows);
  const bool settled = ending_.still || reduced_motion_;
  const double t = settled ? 1e9 : platform::now_seconds() - ending_.start;
  auto at = [&](double from, double length) { return motion::progress(t, from, length); };

  // ---- layout (CSS px): the panel fits the board at every size ----
  const float pw = std::min(board.w - 16, 600.f);
  const float in_w = pw - 28;
  const bool narrow = in_w < 420;
  const float title_size = narrow ? 22 : 26;
  const std::vector<std::string> title = g.wrap(winner_words(), title_size, in_w - 44, Face::Display);
  const float head_h = 20 + title.size() * (title_size + 6) + 6;
  // The buttons: Play again, Replay, Share, New game -- on two rows where
  // one is too narrow (a phone, a 360 px embed in Hungarian).
  struct Btn { std::string id, label; bool primary; };
  std::vector<Btn> btns;
  if (!online() || view_seat_ >= 0) btns.push_back({"play_again", i18n_.t("ui.play_again"), true});
  if ((local() && local()->over()) || !online_finished_save().empty()) {
    // Its own id: the top bar's Replay keeps "replay:open" in layout().
    btns.push_back({"ending:replay", i18n_.t("replay.replay"), false});
    btns.push_back({"replay:share", i18n_.t("replay.share"), false});
  }
  // Back to the start screen, for another game or other players.
  if (!online()) btns.push_back({"new_game", i18n_.t("ui.back_to_start"), false});
  float btn_w_all = 0;
  for (const auto& b : btns) btn_w_all += std::max(96.f, g.measure(b.label, 16, Face::Bold) + 28) + 8;
  const int btn_rows = btns.empty() ? 0 : btn_w_all - 8 <= in_w ? 1 : 2;
  const float btns_h = btn_rows * 52;
  // The table of scores: a header of names, a row a line, the totals.
  const int cols = s.columns ? s.players : 1;
  const float label_w = s.columns ? std::min(in_w * 0.36f, 200.f) : 0;
  const float col_w = s.columns ? (in_w - label_w) / std::max(1, cols) : in_w;
  std::vector<std::vector<std::string>> labels;
  std::vector<float> row_h;
  if (s.columns) {
    for (const auto& l : s.r.lines) {
      labels.push_back(g.wrap(l.label, 13, label_w - 6));
      row_h.push_back(std::max(24.f, labels.back().size() * 16.f + 6));
    }
  }
  const bool has_total = !s.r.totals.empty();
  const std::string total_label = s.r.total.empty() ? i18n_.t("ending.total") : s.r.total;
  const std::vector<std::string> total_lines = s.columns ? g.wrap(total_label, 14, label_w - 6, Face::Bold) : std::vector<std::string>{};
  const float total_h = has_total && s.columns ? std::max(28.f, total_lines.size() * 17.f + 8) : 0;
  const std::vector<std::string> note = s.r.note.empty() ? std::vector<std::string>{} : g.wrap(s.r.note, 12, in_w);
  float rows_h = 0;
  for (float h : row_h) rows_h += h;
  float seat_row = 24;  // a row a seat (many seats)
  const float names_h = s.columns && (has_total || !s.r.lines.empty()) ? 26 : 0;
  auto table_height = [&]() {
    return s.columns ? names_h + rows_h + total_h : (has_total ? s.players * seat_row : 0);
  };
  const float room = board.h - 16;
  float podium_h = std::clamp(room * 0.3f, 120.f, 190.f);
  auto panel_height = [&]() {
    return 14 + head_h + podium_h + 10 + table_height() + note.size() * 16.f + (note.empty() ? 0 : 6) + btns_h + 10;
  };
  // Too tall: the podium shrinks, then a seat's row does, then rows go.
  if (panel_height() > room) podium_h = std::max(96.f, podium_h - (panel_height() - room));
  if (!s.columns && panel_height() > room) seat_row = std::max(20.f, seat_row - (panel_height() - room) / s.players);
  int seat_rows = s.players;
  if (!s.columns) {
    while (seat_rows > 3 && panel_height() - (s.players - seat_rows) * seat_row > room) --seat_rows;
  }
  const float ph = std::min(room, panel_height() - (s.columns ? 0 : (s.players - seat_rows) * seat_row));
  const Rect panel{board.cx() - pw / 2, board.y + std::max(8.f, (board.h - ph) / 2), pw, ph};
  ending_.panel = panel;

  // ---- the board dims; the panel catches every tap on it ----
  g.fill_rect(board, {10, 4, 12, static_cast<Uint8>(140 * (settled ? 1.f : at(0, 0.25)))});
  // What the view drew under the panel is hidden: its words are not read
  // (texts(), the accessible layer), its pieces not explained, its targets
  // not tapped (a tap there is the panel's) nor offered to the keyboard.
  g.forget_texts_in(panel);
  hits_.erase(std::remove_if(hits_.begin(), hits_.end(),
                             [&](const std::pair<std::string, Rect>& h) { return panel.contains(h.second.cx(), h.second.cy()); }),
              hits_.end());
  explains_.erase(std::remove_if(explains_.begin(), explains_.end(),
                                 [&](const Explain& e) { return panel.contains(e.r.cx(), e.r.cy()); }),
                  explains_.end());
  hit("ending", panel);
  g.round_rect({panel.x, panel.y + 4, panel.w, panel.h}, 18, {0, 0, 0, 110});
  g.round_rect(panel, 18, {40, 16, 34, 248});
  g.round_rect_outline(panel.inset(1), 17, 1.5f, with_alpha(kGold, 0.75f));
  const float x = panel.x + 14;
  float y = panel.y + 14;

  // ---- "Game over", the winner ----
  g.text(i18n_.t("ui.game_over"), x, y, 13, kMuted, Align::Left, Face::Bold);
  const Rect close{panel.x + panel.w - 50, panel.y + 6, 44, 44};
  button("ending:close", close, "", false, true, 16);
  const Rect cr = close.inset(15);
  g.line(cr.x, cr.y, cr.x + cr.w, cr.y + cr.h, 2.4f, kCream);
  g.line(cr.x, cr.y + cr.h, cr.x + cr.w, cr.y, 2.4f, kCream);
  y += 20;
  for (const auto& line : title) {
    g.text(line, x, y, title_size, kHighlight, Align::Left, Face::Display);
    y += title_size + 6;
  }
  y += 6;

  // ---- the podium: three places (the winners share the first) ----
  {
    const Rect P{x, y, in_w, podium_h};
    const float bw = std::min(124.f, (P.w - 16) / 3);
    const int n = std::min<int>(3, 1 + static_cast<int>(s.order.size() - s.winners.size()));
    // Blocks: first in the middle, second on its left, third on its right.
    const float hs[3] = {P.h * 0.34f, P.h * 0.24f, P.h * 0.17f};
    const float xs[3] = {P.cx() - bw / 2, P.cx() - bw / 2 - bw - 6, P.cx() + bw / 2 + 6};
    std::vector<std::vector<int>> groups(3);
    groups[0] = s.winners;
    for (size_t k = s.winners.size(); k < s.order.size() && groups[1].empty(); ++k) groups[1].push_back(s.order[k]);
    for (size_t k = s.winners.size() + 1; k < s.order.size() && groups[2].empty(); ++k) groups[2].push_back(s.order[k]);
    for (int k = n - 1; k >= 0; --k) {
      if (groups[k].empty()) continue;
      const int seat0 = groups[k][0];
      int place = 1;
      for (size_t o = 0; o < s.order.size(); ++o)
        if (s.order[o] == seat0) place = s.place[o];
      // The third rises first, the winner last.
      const float rise = motion::ease_out_back(at(tl.podium_at + (2 - k) * 0.08, kRise), 1.2f);
      const float bh = std::max(26.f, hs[k]) * rise;
      const Rect block{xs[k], P.y + P.h - bh, bw, bh};
      if (bh > 1) {
        g.round_rect({block.x, block.y, block.w, block.h}, 6, place_colour(place));
        g.round_rect({block.x, block.y, block.w, std::min(6.f, block.h)}, 3, with_alpha(kCream, 0.35f));
        // The place's numeral as large as the block carries it, in the bold
        // face (the display face's old-style "1" read as an "I").
        const float ns = std::clamp(std::max(26.f, hs[k]) * 0.52f, 16.f, 34.f);
        if (rise > 0.7f)
          g.text(std::to_string(place), block.cx(), block.y + (std::max(26.f, hs[k]) - ns) / 2 + 2, ns, with_alpha(kInk, 0.85f),
                 Align::Center, Face::Bold);
      }
      // Names under the portraits, on the block's top edge's line.
      const float appear = at(tl.podium_at + (2 - k) * 0.08 + kRise * 0.5, 0.2);
      // Portraits: the winner's larger, landing from above on an arc.
      const float head_room = P.h - std::max(26.f, hs[k]) - 18;
      const int m = static_cast<int>(groups[k].size());
      const float slot_w = (k == 0 ? bw + 2 * 6 + bw * 0.6f : bw) / m;
      const float ph_ = std::min(head_room, (k == 0 ? 1.f : 0.72f) * std::min(head_room, slot_w * 1.25f));
      const float pw_ = ph_ * 0.8f;
      for (int i = 0; i < m; ++i) {
        const int seat = groups[k][i];
        const float cx = block.cx() - (m - 1) * slot_w / 2 + i * slot_w;
        const float rest_y = P.y + P.h - std::max(26.f, hs[k]) - 16 - ph_ / 2;
        float alpha = appear, px = cx, py = rest_y, scale = 1;
        if (k == 0) {
          motion::Flight f{{cx, P.y - 30}, {cx, rest_y}, tl.land_at, kLand, 24};
          const motion::Pose pose = f.at(t);
          alpha = at(tl.land_at, 0.12);
          px = pose.x;
          py = pose.y;
          scale = pose.scale;
          if (alpha > 0) g.ellipse(cx, rest_y, pw_ * 0.85f, ph_ * 0.62f, with_alpha(kHighlight, 0.18f * alpha));
        }
        if (alpha <= 0) continue;
        const Rect pr{px - pw_ * scale / 2, py - ph_ * scale / 2, pw_ * scale, ph_ * scale};
        g.round_rect({pr.x - 2, pr.y - 2, pr.w + 4, pr.h + 4}, 6, with_alpha(place_colour(place), alpha));
        const std::string sprite = view_->portrait(ctx, seat);
        const std::string game = table_->game();
        if (sprite.empty() || !art::draw_fit(g, game + "/" + sprite, pr, alpha)) {
          g.round_rect(pr, 5, with_alpha(kVelvetDark, alpha));
          draw_game_emblem(game, g, pr.inset(3));
        } else if (alpha > 0.5f) {
          view_->over_portrait(ctx, seat, g, pr);
        }
        const std::string name = name_of(seat);
        ctx.explain(pr, name, i18n_.t("ending.place", {{"n", std::to_string(place)}}));
        if (alpha > 0.5f)
          fit_readable(g, name, {cx - slot_w / 2 + 2, P.y + P.h - std::max(26.f, hs[k]) - 16, slot_w - 4, 15}, 13,
                       kCream, Face::Bold);
      }
    }
    y += podium_h + 10;
  }

  // ---- the scores, counted up line by line ----
  auto total_of = [&](int seat) { return seat < static_cast<int>(s.r.totals.size()) ? s.r.totals[seat] : 0; };
  if (s.columns && names_h > 0) {
    for (int k = 0; k < cols; ++k) {
      const int seat = s.order[k];
      const Rect head{x + label_w + k * col_w + 2, y, col_w - 4, 22};
      g.round_rect(head, 6, s.place[k] == 1 ? kGoldDark : kVelvetDark);
      fit_readable(g, name_of(seat), head.inset(2), 13, kCream, Face::Bold);
    }
    y += names_h;
    for (size_t li = 0; li < s.r.lines.size(); ++li) {
      const auto& line = s.r.lines[li];
      const float shown = at(tl.line_at(static_cast<int>(li)), 0.12);
      const float count = motion::ease_out(at(tl.line_at(static_cast<int>(li)), kCount));
      const Rect row{x, y, in_w, row_h[li]};
      if (li % 2 == 0) g.round_rect(row, 5, {58, 12, 26, 160});
      if (shown > 0) {
        for (size_t j = 0; j < labels[li].size(); ++j)
          g.text(labels[li][j], x + 4, row.cy() - labels[li].size() * 8.f + j * 16 + 1, 13, with_alpha(kCream, shown));
        for (int k = 0; k < cols; ++k) {
          const int seat = s.order[k];
          const int pts = seat < static_cast<int>(line.points.size()) ? line.points[seat] : 0;
          const std::string detail = seat < static_cast<int>(line.detail.size()) ? line.detail[seat] : "";
          const int now_pts = static_cast<int>(std::lround(pts * count));
          const std::string v = detail.empty() ? number(now_pts) : detail + " = " + number(now_pts);
          fit_readable(g, v, {x + label_w + k * col_w, row.y, col_w - 4, row.h}, 14, with_alpha(kCream, shown),
                       Face::Bold);
        }
      }
      y += row_h[li];
    }
    if (has_total) {
      const Rect row{x, y + 2, in_w, total_h - 2};
      g.round_rect(row, 6, {92, 20, 38, 230});
      const float count = motion::ease_out(at(tl.total_at, kTotalCount));
      for (size_t j = 0; j < total_lines.size(); ++j)
        g.text(total_lines[j], x + 4, row.cy() - total_lines.size() * 8.5f + j * 17 + 1, 14, kGold, Align::Left, Face::Bold);
      for (int k = 0; k < cols; ++k) {
        const int seat = s.order[k];
        fit_readable(g, number(static_cast<int>(std::lround(total_of(seat) * count))),
                     {x + label_w + k * col_w, row.y, col_w - 4, row.h}, 17, kHighlight, Face::Bold);
      }
      y += total_h;
    }
  } else if (has_total) {
    // A row a seat, the last place counted first.
    int best = 1;
    for (int p = 0; p < s.players; ++p) best = std::max(best, total_of(p));
    for (int k = 0; k < seat_rows; ++k) {
      const int seat = s.order[k];
      const int turn = s.players - 1 - k;
      const float count = motion::ease_out(at(tl.line_at(turn), kCount));
      const Rect row{x, y, in_w, seat_row - 2};
      g.round_rect(row, 5, k % 2 == 0 ? SDL_Color{58, 12, 26, 200} : SDL_Color{48, 10, 24, 200});
      const float bar = (row.w * 0.45f) * total_of(seat) / best * count;
      g.round_rect({row.x + row.w * 0.5f, row.y + 3, std::max(0.f, bar), row.h - 6}, 4, with_alpha(place_colour(s.place[k]), 0.3f));
      g.text(std::to_string(s.place[k]), row.x + 6, row.y + (row.h - 13) / 2, 13, kMuted, Align::Left, Face::Bold);
      fit_readable(g, name_of(seat), {row.x + 26, row.y, row.w * 0.5f - 30, row.h}, 13, kCream, Face::Bold);
      fit_readable(g, number(static_cast<int>(std::lround(total_of(seat) * count))) + " " + total_label,
                   {row.x + row.w * 0.5f, row.y, row.w * 0.5f - 4, row.h}, 13, kCream, Face::Bold);
      y += seat_row;
    }
  }
  if (!note.empty()) {
    y += 6;
    for (const auto& l : note) {
      g.text(l, x, y, 12, kMuted);
      y += 16;
    }
  }

  // ---- Play again, Replay, Share: there from the first frame ----
  y = panel.y + panel.h - 10 - btns_h;
  const size_t per_row = btn_rows == 1 ? btns.size() : (btns.size() + 1) / 2;
  size_t i = 0;
  while (i < btns.size()) {
    const size_t j = std::min(btns.size(), i + per_row);
    const float gap = 8;
    const float w = (in_w - gap * (j - i - 1)) / (j - i);
    for (size_t k = i; k < j; ++k)
      button(btns[k].id, {x + (k - i) * (w + gap), y + 4, w, 44}, btns[k].label, btns[k].primary, true, 16);
    y += 52;
    i = j;
  }
}

}  // namespace tabula::web
