// The Mykerinos museum: five wings (a 3-room and a 5-room each, in the
// patron's colour) and the corridors between them, as a ring, a grid or a strip.
#include <algorithm>
#include <cmath>

#include "mykerinos/view.h"
#include "ui/atlas.h"

namespace tabula::web::mykerinos_ui {

// Where the museum's rooms go in `r`: a ring like the printed board when the
// rooms can be at least kMinRoom px wide, otherwise (phones, short panels)
// the ring unrolled: on a phone a grid (a column per wing, 3-room above
// 5-room, the corridors below between their two wings, the last one at the
// left edge), rooms big enough for a finger; on a short wide panel a strip:
// wing, corridor, wing, ... and the last corridor, which touches the last and
// the first wing, drawn at the end with a line back to the start.
struct MuseumGeo {
  static constexpr float kMinRoom = 40;  // a room's tap target is 2 px wider on each side
  // The grid's row of wing labels (a patron's name at 11 px or more); tall
  // where the museum has the height: the portrait stands above the name
  // (patron_label), since a phone's column (60-70 px) holds a name like
  // "Blackmore" or a portrait beside a short one, never both.
  static constexpr float kGridHead = 24;
  static constexpr float kGridTallHead = 50;  // the least a portrait above a name takes
  static constexpr float kGridTallest = 84;   // a portrait near its drawn size (56x64)
  bool ring = true;
  bool grid = false;
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
    // The ring when its rooms are big enough to tap, or at least bigger than
    // the strip's would be (a narrow panel).
    const float strip_room = std::min(56.f, (r.w - 9 * 5.f) / 10);
    const float ggap = 5, grid_room = std::min(60.f, (r.w - 4.5f * ggap) / 5.5f);
    const bool grid_fits = grid_room >= kMinRoom + 4 && r.h >= kGridHead + 3 * (kMinRoom + 4) + 2 * ggap;
    // A phone-wide museum is always the grid where it fits, whatever the
    // season: the ring only on wider screens, so the shape never changes
    // under a player's thumb between season 3 and season 4.
    const bool phone = r.w < 500;
    if ((!phone || !grid_fits) && (m.c >= kMinRoom || (!grid_fits && m.c > strip_room * 1.1f))) {
      const float r5 = m.c * 1.95f, r3 = r5 + m.c * 1.12f;
      m.cx = r.cx();
      m.cy = r.cy();
      m.rx = r5 * kx * 0.58f;
      m.ry = r5 * 0.58f;
      const float c = m.c, bw = std::max(c * 0.98f, 32.f), bh = std::max(c * 0.44f, 16.f);
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
    m.ring = false;
    if (grid_fits) {
      // Grid: wing w in column w; corridor w|w+1 below, half a column right
      // of it (the last one, 4|0, half a column left of wing 0).
      m.grid = true;
      // The rooms first (up to 52 px tall), then what height is left to the
      // labels' portraits.
      const float spare = r.h - 3 * 52.f - 2 * ggap - 6;
      const float head = spare >= kGridTallHead ? std::min(spare, kGridTallest)
                         : r.h >= kGridTallHead + 3 * (kMinRoom + 4) + 2 * ggap + 6 ? kGridTallHead : kGridHead;
      const float cw = grid_room, ch = std::clamp((r.h - head - 2 * ggap - 6) / 3, kMinRoom + 4, 52.f);
      m.c = cw;
      const float pitch = cw + ggap;
      const float x0 = r.cx() - (5 * cw + 4 * ggap) / 2 + pitch / 4;  // column 0's left edge
      const float y0 = r.y + head;
      for (int w = 0; w < 5; ++w) {
        const float wx = x0 + w * pitch;
        m.badge[w] = {wx - ggap / 2, r.y + 1, cw + ggap, head - 4};
        m.cell[w] = {wx, y0, cw, ch};
        m.cell[5 + w] = {wx, y0 + ch + ggap, cw, ch};
        const float kx = (w == 4 ? x0 - pitch / 2 : wx + pitch / 2) + cw * 0.1f;
        m.cell[10 + w] = {kx, y0 + 2 * (ch + ggap), cw * 0.8f, std::max(ch * 0.9f, kMinRoom)};
      }
      return m;
    }
    // Strip: 10 columns (wing 0, corridor 10, wing 1, corridor 11, ...).
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
  // The building's plan under the rooms (the art): the ring's square sheet,
  // or under a grid or strip the sheet spread behind the rooms and tokens.
  if (m.ring) {
    art::draw_fit(g, "mykerinos/museum", r, 0.85f);
  } else {
    float x0 = r.x + r.w, y0 = r.y + r.h, x1 = r.x, y1 = r.y;
    auto grow = [&](const Rect& q) {
      x0 = std::min(x0, q.x), y0 = std::min(y0, q.y);
      x1 = std::max(x1, q.x + q.w), y1 = std::max(y1, q.y + q.h);
    };
    for (const auto& q : m.cell) grow(q);
    for (const auto& q : m.badge) grow(q);
    const Rect sheet = Rect{x0, y0, x1 - x0, y1 - y0}.inset(-6);
    art::draw(g, "mykerinos/museum", {std::max(r.x, sheet.x), std::max(r.y, sheet.y),
                                      std::min(r.x + r.w, sheet.x + sheet.w) - std::max(r.x, sheet.x),
                                      std::min(r.y + r.h, sheet.y + sheet.h) - std::max(r.y, sheet.y)}, 0.85f);
  }
  if (m.ring) {
    g.ellipse(m.cx, m.cy, m.rx, m.ry, {52, 34, 22, 215});
    g.ellipse_ring(m.cx, m.cy, m.rx, m.ry, 1.5f, with_alpha(kGold, 0.6f));
    fit_readable(g, t(ctx, "museum"), {m.cx - m.rx * 0.9f, m.cy - 10, m.rx * 1.8f, 20}, 14, kGold, Face::Bold);
    // Doors: each 5-room opens onto the corridors on either side.
    for (int w = 0; w < 5; ++w) {
      const Rect &b = m.cell[5 + w], &n = m.cell[10 + w], &p = m.cell[10 + (w + 4) % 5];
      g.line(b.cx(), b.cy(), n.cx(), n.cy(), 3, with_alpha(kGold, 0.35f));
      g.line(b.cx(), b.cy(), p.cx(), p.cy(), 3, with_alpha(kGold, 0.35f));
    }
  } else if (m.grid) {
    // Doors: each 5-room opens onto the corridors below it on either side.
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
    g.round_rect(cr, 6, {74, 50, 34, 255});
    g.round_rect_outline(cr, 6, 1.2f, with_alpha(kGold, 0.7f));
    ctx.explain(cr, room_label(ctx, name), room_help(ctx, o, i));
    if (i >= 10) {  // a corridor: both wings' colours
      SDL_Color a = patron_colour(wing_patron(i - 10)), b = patron_colour(wing_patron((i - 9) % 5));
      g.fill_rect({cr.x + 4, cr.y + cr.h - 6, cr.w / 2 - 4, 3}, a);
      g.fill_rect({cr.cx(), cr.y + cr.h - 6, cr.w / 2 - 4, 3}, b);
    }
    float vs = std::clamp(c * 0.3f, kMinText, 14.f);
    int cube = room["cube"].is_number_integer() ? room["cube"].get<int>() : -1;
    if (cube >= 0) {
      // The cube sits low and right, clear of the room's value at the top left.
      const Drop d = recent_rooms_.count(i) ? drop(ctx.now, 0) : Drop();
      Rect at_rest{cr.x + cr.w * 0.1f, cr.y + cr.h * 0.12f, cr.w, cr.h};
      draw_cube(g, {at_rest.x, at_rest.y - cr.h * 0.7f * d.fall, cr.w, cr.h}, cube_colour(o, cube), d.alpha,
                0.56f + 0.12f * d.fall, d.squash);
      g.text(std::to_string(value), cr.x + 3, cr.y + 1, vs, kCream, Align::Left, Face::Bold);
    } else {
      fit_readable(g, std::to_string(value), cr, std::clamp(c * 0.42f, 12.f, 20.f), kCream, Face::Bold);
    }
    std::string text = "museum " + name;
    const bool open = std::find(opts.begin(), opts.end(), text) != opts.end();
    if (any_room && !open) g.round_rect(cr, 6, {30, 20, 13, 150});
    if (open) {
      g.round_rect_outline(cr.inset(-5), 10, 3, with_alpha(kCream, glow));
      g.round_rect_outline(cr.inset(-2), 8, 3, kHighlight);
      ctx.hit(via_view || std::find(ctx.legal.begin(), ctx.legal.end(), text) == ctx.legal.end()
                  ? "v:room:" + name
                  : "action:" + text,
              cr.inset(-2));  // gaps are wider than 4 px: targets never overlap
    }
  }
  // The wings' labels: the patron's portrait and name (patron_label).
  for (int w = 0; w < 5; ++w) {
    std::string p = wing_patron(w);
    Rect b = m.badge[w];
    if (m.ring) {
      // Beside the 3-room, as wide as the name needs (not the room's width),
      // kept inside the museum's rectangle.
      const float want = patron_label_width(g, ctx, p, b.h);
      const float x = w == 3 ? b.x + b.w - want : (w == 0 || w == 2) ? b.x : b.cx() - want / 2;
      b = {std::clamp(x, r.x + 2, r.x + r.w - want - 2), b.y, want, b.h};
    }
    ctx.explain(b, t(ctx, "help.wing_title", {{"patron", patron_name(ctx, p)}}),
                help(ctx, "wing", {{"patron", patron_name(ctx, p)}}) + "\n" + help(ctx, "patron." + p));
    patron_label(g, ctx, p, b);
  }
}

// A patron's label on a capsule in their colour: the portrait standing proud
// at its left end and the short name (same in every language) at 11 px or
// more; where both do not fit, the name alone; where even that does not fit,
// the portrait alone. Never three letters, never "…".
float MykerinosView::patron_label_width(Gfx& g, const ViewContext& ctx, const std::string& p, float h) const {
  const float pw = (h + 6) * 56 / 64;
  return pw + g.measure(t(ctx, "patron_short." + p), std::clamp(h - 6, kMinText, 13.f), Face::Bold) + 10;
}

void MykerinosView::patron_label(Gfx& g, const ViewContext& ctx, const std::string& p, Rect b) const {
  // A tall label (the museum grid's): the portrait above, the name on a
  // capsule below it, so both show however long the name.
  if (constexpr float kCap = 20; b.h >= 2 * kCap + 8) {
    const float ph = b.h - kCap + 2, pw = ph * 56 / 64;
    art::draw_fit(g, "mykerinos/patron/" + p, {b.cx() - pw / 2, b.y, pw, ph});
    patron_label(g, ctx, p, {b.x + 1, b.y + b.h - kCap, b.w - 2, kCap}, /*portrait=*/false);
    return;
  }
  patron_label(g, ctx, p, b, /*portrait=*/true);
}

void MykerinosView::patron_label(Gfx& g, const ViewContext& ctx, const std::string& p, Rect b, bool with_portrait) const {
  g.round_rect(b.inset(-1.2f), b.h / 2 + 1.2f, kGold);
  g.round_rect(b, b.h / 2, patron_colour(p));
  const std::string name = t(ctx, "patron_short." + p);
  const float ph = b.h + 6, pw = ph * 56 / 64;
  float size = std::clamp(b.h - 6, kMinText, 13.f);
  auto fits = [&](float room, Face f) {
    for (float s = size; s >= kMinText; s -= 0.5f)
      if (g.measure(name, s, f) <= room) return s;
    return 0.f;
  };
  Rect portrait{b.x - 3, b.y - 3, pw, ph};
  if (float s = fits(b.w - pw - 6, Face::Bold); s > 0 && with_portrait && art::ready(g, "mykerinos/patron/" + p)) {
    art::draw(g, "mykerinos/patron/" + p, portrait);
    g.text(name, b.x + pw - 1, b.y + (b.h - s) / 2 - 1, s, patron_ink(p), Align::Left, Face::Bold);
  } else if (float s = fits(b.w - 6, Face::Bold); s > 0) {
    g.text(name, b.cx(), b.y + (b.h - s) / 2 - 1, s, patron_ink(p), Align::Center, Face::Bold);
  } else if (float s = fits(b.w - 4, Face::Regular); s > 0) {
    g.text(name, b.cx(), b.y + (b.h - s) / 2 - 1, s, patron_ink(p), Align::Center, Face::Regular);
  } else if (with_portrait) {
    art::draw_fit(g, "mykerinos/patron/" + p, {b.cx() - pw / 2, b.y - 3, pw, ph});
  }
}

}  // namespace tabula::web::mykerinos_ui
