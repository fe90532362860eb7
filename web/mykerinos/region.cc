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

void MykerinosView::draw_cube(Gfx& g, Rect sq, SDL_Color c, float alpha, float scale, float squash) const {
  float w = sq.w * scale;
  Rect r{sq.cx() - w / 2, sq.cy() - w / 2, w, w};
  Rect sprite = r.inset(-w * 0.08f);
  if (squash > 0) {
    const float grow = sprite.w * squash, sink = sprite.h * squash;
    sprite = {sprite.x - grow / 2, sprite.y + sink, sprite.w + grow, sprite.h - sink};
  }
  if (art::draw(g, cube_sprite(c), sprite, alpha)) return;
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
  // The board: deep sand, the parcel cards on it as papyrus, each headed by
  // what the area's players fight over: the patron (portrait, name) and the
  // card's value in a cartouche.
  const float fr = geo.frame;
  Rect board{geo.x - fr, geo.y - fr, geo.width() + 2 * fr, geo.height() + 2 * fr};
  g.round_rect({board.x + 1, board.y + 3, board.w, board.h}, 12, {26, 16, 10, 110});
  g.round_rect(board, 12, kSandDark);
  g.round_rect_outline(board, 12, 1.2f, with_alpha(kSepia, 0.6f));
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
      // A card already taken stays as a faint head, so the board still tells
      // which cards the area held (struck through in the area being scored,
      // where taken and still-there cards sit side by side).
      const float fade = gone ? 0.35f : 1.f;
      g.round_rect(cr, 5, scored ? with_alpha(kPapyrusDark, 0.7f) : kPapyrus);
      g.round_rect_outline(cr, 5, 1, with_alpha(kSepia, 0.7f));
      ctx.explain(cr, t(ctx, "help.parcel_title", {{"n", std::to_string(a + 1)}}), help(ctx, "parcel"));
      std::string patron = str(card, "patron");
      int value = num(card, "value");
      Rect head{cr.x + 2, cr.y + 2, cr.w - 4, geo.head - 2};
      if (card.is_object())
        ctx.explain(head, t(ctx, "card_desc", {{"patron", patron_name(ctx, patron)}, {"value", std::to_string(value)}}),
                    card_help(ctx, card) + (gone ? "\n" + help(ctx, "card_taken") : ""));
      // The patron's wash along the head: their colour, under the portrait.
      g.round_rect(head, 4, with_alpha(patron_colour(patron), 0.85f * fade));
      // The value in a cartouche (an oval ring, as on the printed cards) at
      // the right end. A cartouche worth nothing reads 0 (issue 26: never
      // an empty mark for a value); only a head with no card stays empty.
      const float vh = head.h - 2, vw = std::clamp(vh * 0.9f, 20.f, 28.f);
      Rect cart{head.x + head.w - vw - 1, head.y + 1, vw, vh};
      g.round_rect(cart, vh / 2, with_alpha(kPapyrus, fade));
      g.round_rect_outline(cart, vh / 2, 1.2f, with_alpha(kSepia, fade));
      if (card.is_object() && card.contains("value"))
        fit_readable(g, std::to_string(value), cart, std::min(18.f, vh - 3), with_alpha(kSepia, fade), Face::Bold);
      // The portrait (its hat and emblem name the patron without colour),
      // standing a little proud of the head like a photo pasted in.
      float px = head.x + 1;
      if (side == 0) {
        // The area's number (the prompts and the log say "area 3") on a
        // sepia seal at the left end of its first card.
        const float d = std::min(head.h - 2, 22.f);
        g.ellipse(px + d / 2, head.cy(), d / 2, d / 2, kSepia);
        g.text(std::to_string(a + 1), px + d / 2, head.cy() - 6.5f, 12, kPapyrus, Align::Center, Face::Bold);
        px += d + 1;
      }
      if (!patron.empty()) {
        const float ph = std::min(geo.head + 4, cr.w * 0.4f), pw = ph * 56 / 64;
        if (art::draw(g, "mykerinos/patron/" + patron, {px - 1, cr.y - 3, pw, ph}, fade)) px += pw - 1;
      }
      // The patron's name where it fits whole at 11 px or more; else the
      // portrait and emblem alone (never "Bla", never cut with "…").
      const std::string name = patron.empty() ? t(ctx, "no_patron_short") : t(ctx, "patron_short." + patron);
      const float room = cart.x - px - 4;
      const float size = std::min(14.f, head.h - 6);
      if (size >= kMinText) {
        for (Face face : {Face::Bold, Face::Regular}) {
          float ns = size;
          while (ns > kMinText && g.measure(name, ns, face) > room) ns -= 0.5f;
          if (g.measure(name, ns, face) > room) continue;
          g.text(name, px + 2, head.y + (head.h - ns) / 2 - 1, ns, with_alpha(patron_ink(patron), fade), Align::Left, face);
          break;
        }
      }
      if (gone && int(a) == scoring_area) g.line(head.x + 4, head.cy(), head.x + head.w - 4, head.cy(), 1.5f, with_alpha(kSepia, 0.6f));
    }
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
      const Drop d = drop(ctx.now, int(std::distance(recent_.begin(), recent_.find(sq))));
      Rect from{r.x, r.y - r.h * 0.7f * d.fall, r.w, r.h};
      draw_cube(g, from, cube_colour(o, c), d.alpha, 0.64f + 0.12f * d.fall, d.squash);
      g.round_rect_outline(r.inset(-1), 5, 2, with_alpha(kCream, d.alpha));
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
  // The coordinates the action texts and the log use ("c4"), as a ruler in
  // sepia outside the squares: letters under each column, numbers left of
  // each row, at 12 px (never in the squares' corners). Drawn text only: the
  // squares' accessible names come from their explanations, not from these.
  const float ls = std::clamp(geo.s * 0.28f, 12.f, 15.f);
  const float letters_y = geo.squares_bottom() + (geo.rb - ls) / 2 - 1;
  for (int c = 0; c < kCols; ++c)
    g.text(std::string(1, char('a' + c)), geo.col_x(c) + geo.s / 2, letters_y, ls, kSepia, Align::Center, Face::Bold);
  if (geo.rl > 0)  // no column for them where squares needed its width (RegionGeo::fit)
    for (int r = geo.row0; r < geo.row0 + geo.rows; ++r)
      g.text(std::to_string(r + 1), geo.x + geo.rl / 2 + 1, geo.row_y(r) + (geo.s - ls) / 2, ls, kSepia, Align::Center, Face::Bold);
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
    g.round_rect(btn, 9, on ? kLeatherLit : kLeather);
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
