// The Mykerinos region: parcels with their cartouches, pyramids and cubes,
// the cubes of a turn being composed, and the squares that may be tapped.
#include <algorithm>
#include <cmath>

#include "mykerinos/view.h"
#include "ui/atlas.h"

namespace tabula::web::mykerinos_ui {

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

// The art's cube for a cube colour (cube_colour above): each carries its
// player's mark on top, so cubes differ without colour.
static std::string cube_sprite(SDL_Color c) {
  if (c.r == 44 && c.g == 98) return "mykerinos/cube/0";
  if (c.r == 206 && c.g == 48) return "mykerinos/cube/1";
  if (c.r == 52 && c.g == 150) return "mykerinos/cube/2";
  if (c.r == 244 && c.g == 242) return "mykerinos/cube/3";
  return "mykerinos/cube/neutral";
}

void MykerinosView::draw_cube(Gfx& g, Rect sq, SDL_Color c, float alpha, float scale) const {
  float w = sq.w * scale;
  Rect r{sq.cx() - w / 2, sq.cy() - w / 2, w, w};
  if (art::draw(g, cube_sprite(c), r.inset(-w * 0.08f), alpha)) return;
  SDL_Color dark{Uint8(c.r * 0.55f), Uint8(c.g * 0.55f), Uint8(c.b * 0.55f), 255};
  g.round_rect({r.x, r.y + w * 0.1f, r.w, r.h}, w * 0.18f, with_alpha(dark, alpha));
  g.round_rect({r.x, r.y, r.w, r.h * 0.9f}, w * 0.18f, with_alpha(c, alpha));
  g.round_rect_outline({r.x, r.y, r.w, r.h * 0.9f}, w * 0.18f, 1, with_alpha({30, 20, 20, 255}, alpha * 0.6f));
}

// The squares a cube may go on now (in the colour chosen, 2 players).
std::set<int> MykerinosView::tappable_squares(const ViewContext& ctx) const {
  std::set<int> out;
  if (ctx.legal.empty()) return out;
  auto opts = options(ctx);
  bool any_neutral = false;
  for (const auto& t : opts) any_neutral |= text_neutral(t);
  for (const auto& t : opts) {
    int sq = text_square(t);
    if (sq >= 0 && (!any_neutral || text_neutral(t) == neutral_mode_)) out.insert(sq);
  }
  return out;
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
  const std::set<int> tappable = choice_ < 0 ? tappable_squares(ctx) : std::set<int>();
  // The board: sand, with the areas outlined and numbered.
  const float fr = geo.frame;
  Rect board{geo.x - fr, geo.y - fr, geo.width() + 2 * fr, geo.height() + 2 * fr};
  g.round_rect({board.x, board.y + 3, board.w, board.h}, 12, {0, 0, 0, 90});
  g.round_rect(board, 12, kSandDark);
  for (size_t a = 0; a < areas.size(); ++a) {
    if (!geo.shows_row(int(a / 2) * 3)) continue;  // zoomed onto another band
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
      ctx.explain(cr, t(ctx, "help.parcel_title", {{"n", std::to_string(a + 1)}}), help(ctx, "parcel"));
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
      if (card.is_object())
        ctx.explain(cart, t(ctx, "card_desc", {{"patron", patron_name(ctx, patron)}, {"value", std::to_string(value)}}),
                    card_help(ctx, card) + (gone ? "\n" + help(ctx, "card_taken") : ""));
      g.round_rect(cart, ch / 2, with_alpha(patron_colour(patron), fade));
      g.round_rect_outline(cart, ch / 2, 1, with_alpha(kGoldDark, 0.9f * fade));
      // The patron's emblem at the cartouche's left end (the art): the
      // patron without colour.
      if (!patron.empty() && cw >= ch * 2.2f) art::draw(g, "mykerinos/emblem/" + patron, {cart.x, cart.y, ch, ch}, fade);
      std::string label = std::to_string(value);
      fit_readable(g, label, cart, std::min(15.f, ch - 1), with_alpha(patron_ink(patron), fade), Face::Bold);
      if (gone && int(a) == scoring_area) g.line(cart.x + 4, cart.cy(), cart.x + cart.w - 4, cart.cy(), 1.5f, with_alpha(kInk, 0.45f));
    }
    std::string an = std::to_string(a + 1);
    g.text(an, ar.x + 4, ar.y + 2, std::max(kMinText, std::min(13.f, geo.head - 3)), with_alpha(kInk, 0.55f), Align::Left, Face::Bold);
  }
  const Json& cubes = region["cubes"];
  const Json& pyramids = region["pyramids"];
  for (int sq = geo.row0 * kCols; sq < (geo.row0 + geo.rows) * kCols; ++sq) {
    Rect r = geo.square(sq).inset(1.5f);
    bool pyr = pyramids.is_array() && size_t(sq) < pyramids.size() && pyramids[size_t(sq)].get<bool>();
    int area = (sq / kCols / 3) * 2 + (sq % kCols) / 4;
    bool scored = area < int(areas.size()) && areas[size_t(area)].value("scored", false);
    // Excavation ground and pyramids from the art, else plain shapes.
    if (!art::draw(g, scored ? "mykerinos/ground/taken" : "mykerinos/ground", r))
      g.round_rect(r, 4, scored ? with_alpha(kSandLight, 0.5f) : kSandLight);
    if (pyr && !art::draw(g, "mykerinos/pyramid", r.inset(r.w * 0.06f))) {
      float m = r.w * 0.16f;
      g.polygon({{r.cx(), r.y + m}, {r.x + r.w - m, r.y + r.h - m}, {r.x + m, r.y + r.h - m}}, kStone);
      g.polygon({{r.cx(), r.y + m}, {r.cx(), r.y + r.h - m}, {r.x + m, r.y + r.h - m}}, {176, 136, 80, 255});
    }
    int c = colour_at(cubes, size_t(sq));
    {
      std::string body = c >= 0 ? help(ctx, "square_cube", {{"name", colour_name(ctx, o, c)}})
                         : pyr  ? help(ctx, "square_pyramid")
                                : help(ctx, "square_free");
      body += "\n" + help(ctx, "square_area", {{"n", std::to_string(area + 1)}});
      ctx.explain(geo.square(sq), t(ctx, "help.square_title", {{"square", square_name(sq)}}), body);
    }
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
      fit_readable(g, std::to_string(pit->second), r, std::min(16.f, r.h * 0.4f), col == 3 ? kInk : kCream, Face::Bold);
    }
    if (choice_ == sq) g.round_rect_outline(r.inset(-1), 5, 3, kHighlight);
    if (tappable.count(sq)) {
      g.round_rect(r.inset(r.w * 0.3f), 4, with_alpha(kHighlight, 0.35f));
      g.round_rect_outline(r.inset(1), 4, 2.5f, kHighlight);
      ctx.hit("v:sq:" + square_name(sq), geo.square(sq));
    }
  }
  // Column letters and row numbers are in the action texts: show them faintly.
  const float ls = kMinText;
  if (geo.s >= 40) {
    for (int c = 0; c < kCols; ++c)
      g.text(std::string(1, char('a' + c)), geo.col_x(c) + geo.s - 3, geo.row_y(geo.row0) + 1, ls,
             with_alpha(kInk, 0.45f), Align::Right);
    for (int r = geo.row0; r < geo.row0 + geo.rows; ++r)
      g.text(std::to_string(r + 1), geo.col_x(0) + 3, geo.row_y(r) + geo.s - ls - 3, ls, with_alpha(kInk, 0.45f));
  }
}

void MykerinosView::draw_bands(ViewContext& ctx, Rect r, int bands, int shown) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const Json& cubes = at(at(composed(ctx), "region"), "cubes");  // with the cubes composed so far
  const Json& pyramids = at(at(o, "region"), "pyramids");
  const std::set<int> tappable = tappable_squares(ctx);
  const float gap = 6, bw = (r.w - gap * (bands - 1)) / bands;
  for (int b = 0; b < bands; ++b) {
    Rect btn{r.x + b * (bw + gap), r.y, bw, r.h};
    const bool on = b >= band0_ && b < band0_ + shown;
    int to_tap = 0;
    for (int sq = b * 3 * kCols; sq < (b + 1) * 3 * kCols; ++sq) to_tap += int(tappable.count(sq));
    g.round_rect(btn, 9, on ? SDL_Color{96, 54, 70, 255} : SDL_Color{50, 22, 40, 230});
    if (on) g.round_rect_outline(btn, 9, 2.5f, kCream);
    // The band in little: 8 x 3 squares, a cube's colour, a pyramid darker,
    // a square to tap in gold (the squares elsewhere stay discoverable).
    const float cell = std::min((btn.w - 12) / 8, (btn.h - 8) / 3);
    const float mx = btn.cx() - 4 * cell, my = btn.cy() - 1.5f * cell;
    g.round_rect({mx - 2, my - 2, 8 * cell + 4, 3 * cell + 4}, 4, kSandDark);
    for (int k = 0; k < 3 * kCols; ++k) {
      const int sq = b * 3 * kCols + k;
      Rect c{mx + (k % kCols) * cell + 0.5f, my + (k / kCols) * cell + 0.5f, cell - 1, cell - 1};
      const int col = colour_at(cubes, size_t(sq));
      const bool pyr = pyramids.is_array() && size_t(sq) < pyramids.size() && pyramids[size_t(sq)].get<bool>();
      SDL_Color fill = col >= 0 ? cube_colour(o, col) : pyr ? kStone : kSandLight;
      if (tappable.count(sq)) fill = kHighlight;
      g.round_rect(c, 2, fill);
    }
    if (to_tap > 0 && !on) g.round_rect_outline(btn.inset(1), 8, 2.5f, kHighlight);
    const std::string rows = std::to_string(b * 3 + 1) + "–" + std::to_string(b * 3 + 3);
    ctx.explain(btn, t(ctx, "help.band_title", {{"rows", rows}}), help(ctx, "band"));
    ctx.hit("v:band:" + std::to_string(b), btn);
  }
}

}  // namespace tabula::web::mykerinos_ui
