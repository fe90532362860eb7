#include "mascarade/cards.h"
#include "mascarade/words.h"

#include <algorithm>

#include "ui/atlas.h"

namespace tabula::web::mascarade_ui {

using namespace palette;

SDL_Color character_colour(const std::string& id) {
  if (id == "judge") return {38, 58, 120, 255};
  if (id == "bishop") return {104, 52, 128, 255};
  if (id == "king") return {176, 122, 24, 255};
  if (id == "queen") return {170, 36, 62, 255};
  if (id == "fool") return {46, 120, 60, 255};
  if (id == "thief") return {70, 70, 78, 255};
  if (id == "witch") return {84, 30, 96, 255};
  if (id == "spy") return {22, 104, 112, 255};
  if (id == "peasant") return {120, 84, 44, 255};
  if (id == "cheat") return {196, 92, 28, 255};
  if (id == "inquisitor") return {110, 20, 20, 255};
  if (id == "widow") return {60, 66, 92, 255};
  return {90, 90, 90, 255};
}

// The character's name on the ribbon of its illustrated card (the art
// leaves the ribbon blank so the name follows the language): the display
// face where it is large enough to read, bold below that.
void name_on_ribbon(Gfx& g, const I18n& i18n, Rect r, const std::string& id) {
  // A card too small for an 11 px name (the least a phone reads; 13 players
  // on a phone) gets a ribbon wider than itself: the whole name, never a mark.
  const bool roomy = r.w * 0.19f >= 11;
  float size = std::max(11.f, std::min(17.f, r.w * 0.19f));
  Rect band{r.x + r.w * 0.1f, r.y + r.h * (95.f / 126), r.w * 0.8f, r.h * (16.f / 126)};
  const std::string name = character_name(i18n, id);
  if (!roomy) {
    const float tw = g.measure(name, 11, Face::Bold) + 6;
    Rect ribbon{r.cx() - std::max(band.w, tw) / 2, r.y + r.h - 17, std::max(band.w, tw), 15};
    g.round_rect(ribbon, 4, {246, 236, 214, 240});
    g.text(name, ribbon.cx(), ribbon.y + 1, 11, kInk, Align::Center, Face::Bold);
    return;
  }
  g.fit_text(name, band, size, 11, kInk, size >= 12 ? Face::Display : Face::Bold);
}

static std::string back_sprite(int back) { return "mascarade/card/back/" + std::to_string(((back % kBacks) + kBacks) % kBacks); }

void draw_card_back(Gfx& g, Rect r, int back) {
  // The art's back once the game's atlas is here (never fetched from here:
  // the start and pass screens draw a back too).
  if (art::draw_if_loaded(g, back_sprite(back), r)) return;
  g.round_rect(r, r.w * 0.1f, kVelvet);
  g.round_rect_outline(r.inset(r.w * 0.07f), r.w * 0.06f, std::max(1.f, r.w * 0.03f), kGold);
  // The mask: two gilt lobes with eye holes and a small plume.
  float cx = r.cx(), cy = r.cy() + r.h * 0.04f;
  float mw = r.w * 0.3f, mh = r.h * 0.13f;
  g.ellipse(cx - mw * 0.5f, cy, mw * 0.62f, mh, kGold);
  g.ellipse(cx + mw * 0.5f, cy, mw * 0.62f, mh, kGold);
  g.ellipse(cx - mw * 0.5f, cy - mh * 0.05f, mw * 0.26f, mh * 0.42f, kVelvetDark);
  g.ellipse(cx + mw * 0.5f, cy - mh * 0.05f, mw * 0.26f, mh * 0.42f, kVelvetDark);
  g.polygon({{cx + mw * 0.8f, cy - mh * 0.6f}, {cx + mw * 1.25f, cy - mh * 3.0f},
             {cx + mw * 1.05f, cy - mh * 0.5f}}, kCream);
  g.ellipse(cx, cy + mh * 0.95f, mw * 0.12f, mh * 0.18f, kGoldDark);
}

void draw_card_face(Gfx& g, const I18n& i18n, Rect r, const std::string& id) {
  if (art::draw_if_loaded(g, "mascarade/card/" + id, r)) {
    if (r.w > 20) name_on_ribbon(g, i18n, r, id);
    return;
  }
  SDL_Color c = character_colour(id);
  g.round_rect(r, r.w * 0.1f, kCream);
  Rect inner = r.inset(r.w * 0.07f);
  g.round_rect(inner, r.w * 0.07f, c);
  // An emblem: a gilt medallion with the character's mark (one or two
  // letters, distinct among the characters in each language).
  std::string name = character_name(i18n, id);
  float rad = inner.w * 0.32f;
  g.ellipse(inner.cx(), inner.y + inner.h * 0.38f, rad, rad, kGold);
  const std::string mark = character_mark(i18n, id);
  size_t letters = 0;
  for (size_t i = 0; i < mark.size(); ++letters) next_codepoint(mark, i);
  // Never under 11 CSS px, the smallest a phone reads: on a small card the
  // letters may overhang the medallion a little.
  float isz = std::max(11.f, rad * (letters > 1 ? 0.95f : 1.25f));
  g.text(mark, inner.cx(), inner.y + inner.h * 0.38f - isz * 0.62f, isz, kInk, Align::Center, Face::Bold);
  // The name only where it can be 11 px or more; a smaller card shows its
  // mark alone (hover or a long press names it).
  float size = std::min(14.f, r.w * 0.2f);
  if (size < 11) return;
  Rect band{inner.x + 1, inner.y + inner.h * 0.7f, inner.w - 2, size * 1.4f};
  g.fit_text(name, band, size, 11, kCream, Face::Bold);
}

void draw_card(Gfx& g, const I18n& i18n, Rect r, const std::string& face, float flip, bool highlight,
               bool mark_protected, int back, float lift) {
  Rect d = r;
  d.w = r.w * std::max(0.04f, flip);
  d.x = r.cx() - d.w / 2;
  // The shadow: close and dark on the felt, further and softer held up.
  const float off = 2 + 8 * lift;
  g.round_rect({d.x + off * 0.6f, d.y + off, d.w, d.h}, r.w * 0.1f, {0, 0, 0, static_cast<Uint8>(90 - 40 * lift)});
  if (highlight) g.round_rect(r.inset(-4), r.w * 0.14f, kHighlight);
  // On the table the art is fetched (art::draw starts the game's atlas);
  // until it arrives the cards are drawn from shapes.
  if (face.empty()) {
    if (!art::draw(g, back_sprite(back), d)) draw_card_back(g, d, back);
  } else if (art::draw(g, "mascarade/card/" + face, d)) {
    if (d.w > 20) name_on_ribbon(g, i18n, d, face);
  } else {
    draw_card_face(g, i18n, d, face);
  }
  if (mark_protected) {
    // The protected middle card of the two-player game: a small shield.
    float s = std::max(8.f, r.w * 0.2f);
    float x = r.cx(), y = r.y - s * 0.1f;
    g.polygon({{x - s, y - s * 0.6f}, {x + s, y - s * 0.6f}, {x + s * 0.8f, y + s * 0.5f},
               {x, y + s * 1.1f}, {x - s * 0.8f, y + s * 0.5f}}, kTeal);
    g.round_rect_outline({x - s * 0.55f, y - s * 0.25f, s * 1.1f, s * 0.8f}, s * 0.3f, 1.5f, kCream);
  }
}

}  // namespace tabula::web::mascarade_ui
