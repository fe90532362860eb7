// The cast on the felt: the characters in this game, each with its card and
// its power in words, laid in the room the seats, the Court, the Bank and
// the middle cards leave in the table's middle (issue 32: "cards that say
// what they do"). The cast is public from the deal, so every seat sees the
// same plaque; it says nothing of who holds what.
//
// It is drawn only where it fits whole: the powers in words at 12 px when
// the room allows, else the names alone, else nothing (13 seats on a phone
// leave no middle; the picker and a card's explanation still say it all).
// It is no tap target (a long press or a hover explains it, every power
// whole), and it keeps clear of every seat's and pile's.
#include <algorithm>
#include <cmath>

#include "mascarade/cards.h"
#include "mascarade/view.h"
#include "mascarade/words.h"
#include "ui/atlas.h"

namespace tabula::web::mascarade_ui {

using namespace palette;

namespace {

constexpr float kPad = 8;         // inside the plaque
constexpr float kMargin = 10;     // between the plaque and anything else
constexpr float kTitle = 22;      // the plaque's heading
constexpr float kPowerSize = 12;  // a phone reads 11 px; the powers are read at length
constexpr float kNameSize = 13;
constexpr float kStrip = 4;       // the rows the free room is measured in (CSS px)

// The characters in play, once each, with how many of them (the Peasants
// come in pairs).
std::vector<std::pair<std::string, int>> cast_of(const Json& obs) {
  std::vector<std::pair<std::string, int>> out;
  if (!obs.contains("cast") || !obs["cast"].is_array()) return out;
  for (const Json& c : obs["cast"]) {
    if (!c.is_string()) continue;
    const std::string id = c.get<std::string>();
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& e) { return e.first == id; });
    if (it == out.end()) out.emplace_back(id, 1);
    else ++it->second;
  }
  return out;
}

// One way of laying the cast: `cols` columns of cells `cell_w` wide, with
// or without the powers.
struct Grid {
  int cols = 1;
  float cell_w = 0, card_w = 0, card_h = 0;
  bool powers = true;
  float row_h = 0;
  float w = 0, h = 0;
};

// The room the seats leave in the table's middle: for each 4 px strip of
// the table's height, how far either side of the middle one may reach
// without touching a seat (its cards, coin, name plate and their targets)
// or the felt's rim.
std::vector<float> free_half_widths(const TableLayout& L) {
  const Rect& a = L.area;
  const int strips = std::max(0, static_cast<int>(a.h / kStrip));
  std::vector<float> half(static_cast<size_t>(strips));
  // The felt inside its gilt ring (MascaradeView::draw), less a margin.
  const float rx = a.w / 2 - 13 - kMargin, ry = a.h / 2 - 13 - kMargin;
  std::vector<Rect> taken;
  const size_t n = L.seat_pos.size();
  const int per_seat = n == 2 ? 3 : (n == 3 ? 2 : 1);  // cards a seat holds (layout_table)
  const float cards_w = (per_seat - 1) * L.card_step + std::max(L.card_w, kTap);
  for (size_t s = 0; s < n; ++s) {
    // A claim's speech bubble, for a second, may pass over the plaque: it
    // is drawn above it.
    const float w = std::max({L.seat_label[s].w, L.seat_hit[s].w, cards_w}) + 32;
    const float y0 = L.seat_pos[s].y - std::max(L.card_h, kTap) / 2 - 14;
    const float y1 = L.seat_hit[s].y + L.seat_hit[s].h;
    taken.push_back({L.seat_pos[s].x - w / 2, y0, w, y1 - y0});
  }
  for (int i = 0; i < strips; ++i) {
    const float y0 = a.y + i * kStrip, y1 = y0 + kStrip;
    // The rim: the narrower of the strip's two edges.
    const float dy = std::max(std::fabs(y0 - a.cy()), std::fabs(y1 - a.cy()));
    float h = dy >= ry ? 0 : rx * std::sqrt(1 - (dy / ry) * (dy / ry));
    for (const Rect& t : taken) {
      if (t.y - kMargin >= y1 || t.y + t.h + kMargin <= y0) continue;
      const float left = t.x - kMargin, right = t.x + t.w + kMargin;
      if (left <= a.cx() && right >= a.cx()) h = 0;
      else if (left > a.cx()) h = std::min(h, left - a.cx());
      else h = std::min(h, a.cx() - right);
    }
    half[static_cast<size_t>(i)] = std::max(0.f, h);
  }
  return half;
}

// A card of the middle (4 and 5 players): nobody's.
bool middle_slot(const std::string& name, const Json& obs) {
  for (const Json& slot : obs["slots"])
    if (slot.value("name", "") == name) return slot.value("owner", -1) < 0;
  return false;
}

}  // namespace

// The centre group (the Court, the Bank and the middle cards, as
// layout_table set them) stays whole and keeps its shape; it moves up or
// down only as far as the cast needs, the cast beside it, above or below.
void MascaradeView::place_cast(const ViewContext& ctx, TableLayout& L) const {
  L.cast = {};
  const auto cast = cast_of(ctx.obs);
  if (cast.empty() || L.area.h <= 0) return;
  // The centre group's box.
  std::vector<Rect> centre;
  for (SDL_FPoint p : {L.court, L.bank}) centre.push_back({p.x - 34, p.y - 36, 68, 86});
  for (const auto& [name, r] : L.cards)
    if (middle_slot(name, ctx.obs)) centre.push_back(r.inset(-std::max(0.f, (kTap - r.w) / 2)));
  float gx0 = 1e9f, gy0 = 1e9f, gx1 = -1e9f, gy1 = -1e9f;
  for (const Rect& r : centre) {
    gx0 = std::min(gx0, r.x), gy0 = std::min(gy0, r.y);
    gx1 = std::max(gx1, r.x + r.w), gy1 = std::max(gy1, r.y + r.h);
  }
  const int middle_cards = static_cast<int>(centre.size()) - 2;
  const float group_w = 2 * std::max(L.area.cx() - gx0, gx1 - L.area.cx()), group_h = gy1 - gy0;
  const std::vector<float> half = free_half_widths(L);
  const int strips = static_cast<int>(half.size());
  // The narrowest half-width over strips [i, i + count).
  auto room = [&](int i, int count) {
    float w = 1e9f;
    for (int j = std::max(0, i); j < std::min(strips, i + count); ++j) w = std::min(w, half[static_cast<size_t>(j)]);
    return i < 0 || i + count > strips ? 0.f : 2 * w;
  };
  // Each entry's name (with "×2").
  std::vector<std::string> names;
  float widest = 0;
  for (const auto& [id, count] : cast) {
    names.push_back(character_name(ctx.i18n, id) + (count > 1 ? " ×" + std::to_string(count) : ""));
    widest = std::max(widest, ctx.g.measure(names.back(), kNameSize, Face::Bold));
  }
  // The candidates, most readable first: the powers in words on wide cells,
  // then narrower, then the names alone. More columns first: a wide, low
  // plaque suits the band between the piles and the seats.
  std::vector<Grid> tries;
  const int k = static_cast<int>(cast.size());
  for (float text_w : {200.f, 170.f, 140.f})
    for (int cols = std::min(k, 4); cols >= 1; --cols) tries.push_back({cols, text_w + 36, 28, 40, true});
  for (int cols = std::min(k, 7); cols >= 1; --cols) tries.push_back({cols, widest + 40, 22, 31, false});
  const int group_strips = static_cast<int>(std::ceil(group_h / kStrip));
  const int gap = static_cast<int>(std::ceil(kMargin / kStrip));
  for (Grid& t : tries) {
    const int rows = (k + t.cols - 1) / t.cols;
    if (t.powers) {
      size_t lines = 1;
      for (const auto& [id, count] : cast)
        lines = std::max(lines, ctx.g.wrap(character_brief(ctx.i18n, id), kPowerSize, t.cell_w - 44).size());
      t.row_h = std::max(t.card_h, 17 + lines * 15.f) + 6;
    } else {
      t.row_h = t.card_h + 4;
    }
    t.w = t.cols * t.cell_w + 2 * kPad;
    t.h = kTitle + rows * t.row_h + kPad;
    if (widest > t.cell_w - (t.card_w + 16)) continue;  // a long Hungarian name on a narrow cell
    const int need = static_cast<int>(std::ceil(t.h / kStrip));
    // Where the group and the plaque go, the group moved as little as may
    // be: above the plaque, below it, or -- with no middle cards -- the
    // Court and the Bank either side of it.
    const float centre_now = (gy0 + gy1) / 2;
    float best_move = 1e9f, best_dy = 0, best_y = 0;
    bool flank = false;
    for (int g = 0; g + group_strips <= strips; ++g) {
      if (room(g, group_strips) < group_w) continue;
      for (int p : {g + group_strips + gap, g - gap - need}) {
        if (room(p, need) < t.w) continue;
        const float dy = L.area.y + g * kStrip - gy0;
        if (std::fabs(dy) < best_move) best_move = std::fabs(dy), best_dy = dy, best_y = L.area.y + p * kStrip, flank = false;
      }
    }
    const float pile_w = 68 + kMargin;  // draw_centre's pile and label, and a margin
    const int tall = std::max(need, group_strips);
    if (middle_cards == 0)
      for (int p = 0; p + tall <= strips; ++p) {
        if (room(p, tall) < t.w + 2 * pile_w) continue;
        const float y = L.area.y + p * kStrip + (tall - need) * kStrip / 2;
        const float dy = y + t.h / 2 - centre_now;
        if (std::fabs(dy) < best_move) best_move = std::fabs(dy), best_dy = dy, best_y = y, flank = true;
      }
    if (best_move >= 1e9f) continue;
    L.cast = {L.area.cx() - t.w / 2, best_y, t.w, t.h};
    if (flank) {
      // The pile's art and label (draw_centre) centred on the plaque's height.
      L.court = {L.cast.x - pile_w / 2 - 4, L.cast.cy() - 7};
      L.bank = {L.cast.x + L.cast.w + pile_w / 2 + 4, L.cast.cy() - 7};
    } else {
      L.court.y += best_dy;
      L.bank.y += best_dy;
      for (auto& [name, r] : L.cards)
        if (middle_slot(name, ctx.obs)) r.y += best_dy;
    }
    L.cast_grid = {t.cols, t.cell_w, t.card_w, t.card_h, t.powers, t.row_h};
    return;
  }
}

void MascaradeView::draw_cast(ViewContext& ctx, const TableLayout& L) const {
  const CastGrid& grid = L.cast_grid;
  const Rect plaque = L.cast;
  if (plaque.w <= 0) return;
  Gfx& g = ctx.g;
  const auto cast = cast_of(ctx.obs);
  // A swap's pair meets in the table's middle, over the plaque: the plaque
  // fades while the two cards travel and pause, and comes back with them.
  float veil = 0;
  for (const Anim& a : anims_) {
    if (a.kind != Anim::Swap || !a.active(ctx.now)) continue;
    const double t = ctx.now - a.start, in = kSwapLift + kSwapGo, out = in + kSwapPause;
    veil = std::max(veil, static_cast<float>(t < kSwapLift ? 0
                                             : t < in ? (t - kSwapLift) / kSwapGo
                                             : t < out ? 1
                                             : std::max(0.0, 1 - (t - out) / kSwapBack)));
  }
  const float alpha = 1 - 0.85f * veil;
  if (alpha <= 0.2f) return;
  // A dark lacquer plaque with a gold rule, as the Court's and the Bank's
  // labels: the felt's green is too light under cream words.
  g.round_rect(plaque, 12, {20, 10, 20, static_cast<Uint8>(170 * alpha)});
  g.round_rect_outline(plaque, 12, 1, with_alpha(kGold, 0.55f * alpha));
  const std::string title = ctx.i18n.t("mascarade.ui.cast_title");
  g.text(title, plaque.cx(), plaque.y + 4, 14, with_alpha(kGold, alpha), Align::Center, Face::Display);
  // A long press or a hover gives every power whole.
  std::string body;
  for (const auto& [id, count] : cast)
    body += (body.empty() ? "" : " ") + character_name(ctx.i18n, id) + ": " + character_power(ctx.i18n, id);
  explain(ctx, plaque, title, body);
  for (size_t i = 0; i < cast.size(); ++i) {
    const auto& [id, count] = cast[i];
    const int col = static_cast<int>(i) % grid.cols, row = static_cast<int>(i) / grid.cols;
    const Rect cell{plaque.x + kPad + col * grid.cell_w, plaque.y + kTitle + row * grid.row_h, grid.cell_w, grid.row_h};
    const Rect card{cell.x, cell.y + 2, grid.card_w, grid.card_h};
    // The illustrated card without its ribbon's name (the name is beside it).
    if (!art::draw_if_loaded(g, "mascarade/card/" + id, card, alpha)) {
      g.round_rect(card, 4, with_alpha(character_colour(id), alpha));
      g.round_rect_outline(card, 4, 1, with_alpha(kGold, alpha));
    }
    const float tx = card.x + card.w + 8;
    const std::string name = character_name(ctx.i18n, id) + (count > 1 ? " ×" + std::to_string(count) : "");
    g.text(name, tx, cell.y + (grid.powers ? 1 : (grid.card_h - kNameSize) / 2), kNameSize, with_alpha(kGold, alpha), Align::Left, Face::Bold);
    if (!grid.powers) continue;
    float y = cell.y + 18;
    for (const auto& line : g.wrap(character_brief(ctx.i18n, id), kPowerSize, cell.w - 44)) {
      g.text(line, tx, y, kPowerSize, with_alpha(kCream, alpha));
      y += 15;
    }
  }
}

void MascaradeView::draw_winner_banner(ViewContext& ctx, const TableLayout& L) const {
  Gfx& g = ctx.g;
  const std::string title = winner_title(ctx);
  const float h = 40, w = std::min(L.area.w - 24, g.measure(title, 20, Face::Display) + 32);
  // Above the Court and the Bank, else below them, where no seat is; at
  // worst over them (the piles matter least once the game is over).
  const float top = std::min(L.court.y, L.bank.y) - 36, bottom = std::max(L.court.y, L.bank.y) + 50;
  const std::vector<float> half = free_half_widths(L);
  auto fits = [&](float y) {
    const int i0 = static_cast<int>(std::floor((y - L.area.y) / kStrip)), i1 = static_cast<int>(std::ceil((y + h - L.area.y) / kStrip));
    if (i0 < 0 || i1 > static_cast<int>(half.size())) return false;
    for (int i = i0; i < i1; ++i)
      if (half[static_cast<size_t>(i)] * 2 < w) return false;
    return true;
  };
  float y = top - kMargin - h;
  if (!fits(y)) y = fits(bottom + kMargin) ? bottom + kMargin : L.area.cy() - h / 2;
  const Rect banner{L.area.cx() - w / 2, y, w, h};
  g.round_rect(banner, 14, {36, 14, 30, 235});
  g.round_rect_outline(banner, 14, 1.5f, with_alpha(kGold, 0.8f));
  g.fit_text(title, banner.inset(8), 20, 13, kHighlight, Face::Display);
}

}  // namespace tabula::web::mascarade_ui
