// Drawing in CSS pixels: everything the views draw is laid out in CSS pixels
// and multiplied here by the device pixel ratio, so a 390 px phone at DPR 3
// gets 1170 real pixels of crisp shapes and text.
#pragma once
#include <SDL.h>

#include <string>
#include <vector>

#include "ui/draw_list.h"
#include "ui/font.h"

namespace tabula::web {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  bool contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
  float cx() const { return x + w / 2; }
  float cy() const { return y + h / 2; }
  Rect inset(float d) const { return {x + d, y + d, w - 2 * d, h - 2 * d}; }
};

// The carnival palette: deep Venetian reds, lagoon teal, gilt.
namespace palette {
constexpr SDL_Color kNight{28, 16, 30, 255};
constexpr SDL_Color kVelvet{92, 20, 38, 255};
constexpr SDL_Color kVelvetDark{58, 12, 26, 255};
constexpr SDL_Color kGold{224, 178, 82, 255};
constexpr SDL_Color kGoldDark{160, 116, 40, 255};
constexpr SDL_Color kCream{250, 240, 218, 255};
constexpr SDL_Color kInk{40, 26, 30, 255};
constexpr SDL_Color kTeal{22, 96, 98, 255};
constexpr SDL_Color kTealLight{60, 150, 150, 255};
constexpr SDL_Color kFelt{30, 74, 64, 255};
constexpr SDL_Color kFeltEdge{84, 40, 24, 255};
constexpr SDL_Color kMuted{200, 180, 170, 255};
constexpr SDL_Color kHighlight{255, 214, 110, 255};
constexpr SDL_Color kDanger{200, 60, 50, 255};
}  // namespace palette

inline SDL_Color with_alpha(SDL_Color c, float a) {
  c.a = static_cast<Uint8>(c.a * (a < 0 ? 0 : a > 1 ? 1 : a));
  return c;
}

enum class Align { Left, Center, Right };

class Gfx {
 public:
  Gfx(SDL_Renderer* r, Fonts* fonts) : r_(r), fonts_(fonts) {}
  SDL_Renderer* renderer() const { return r_; }
  // Called each frame with the window (CSS) and output (device) sizes.
  void set_size(int css_w, int css_h, int dev_w, int dev_h);
  float width() const { return w_; }
  float height() const { return h_; }
  float scale() const { return s_; }

  void clear(SDL_Color c);
  void fill_rect(Rect r, SDL_Color c);
  void round_rect(Rect r, float radius, SDL_Color c);
  void round_rect_outline(Rect r, float radius, float thick, SDL_Color c);
  void ellipse(float cx, float cy, float rx, float ry, SDL_Color c);
  void ellipse_ring(float cx, float cy, float rx, float ry, float thick, SDL_Color c);
  // A convex polygon (CSS px points, counter/clockwise), with a soft edge.
  void polygon(const std::vector<SDL_FPoint>& pts, SDL_Color c);
  void line(float x0, float y0, float x1, float y1, float thick, SDL_Color c);

  // Text: `size` in CSS px. Returns the width drawn, CSS px.
  float text(const std::string& s, float x, float y, float size, SDL_Color c,
             Align align = Align::Left, Face face = Face::Regular);
  float measure(const std::string& s, float size, Face face = Face::Regular);
  // Greedy word wrap to `max_w` CSS px.
  std::vector<std::string> wrap(const std::string& s, float size, float max_w,
                                Face face = Face::Regular);
  // Shrinks text to fit max_w (down to min_size) and draws it centred.
  void fit_text(const std::string& s, Rect box, float size, float min_size, SDL_Color c,
                Face face = Face::Regular);

  void clip(const Rect* r);

  // Every text drawn since begin_frame(), in CSS px (x, y: top left; for
  // window.tabula.texts(): tests check that nothing readable is too small).
  struct DrawnText { std::string s; float x, y, w, size; };
  // Starts a frame: its draw calls are recorded (ui/draw_list.h) and sent
  // to SDL by submit(), only where they differ from the last frame's when
  // `retained` (the canvas keeps its pixels between frames).
  void begin_frame();
  int submit(bool retained);
  // The next frame is drawn whole.
  void invalidate() { list_.invalidate(); }
  DrawList& list() { return list_; }
  const std::vector<DrawnText>& drawn_texts() const { return drawn_; }
  // Every art sprite drawn since begin_frame() and where, in CSS px
  // (ui/atlas.cc; window.tabula.sprites(): tests check a card shows its
  // own character, not only that its portrait was once asked for).
  struct DrawnSprite { std::string name; Rect r; };
  void note_sprite(const std::string& name, Rect r) { sprites_.push_back({name, r}); }
  const std::vector<DrawnSprite>& drawn_sprites() const { return sprites_; }
  // The texts drawn so far whose middle lies in `r` are covered by what is
  // drawn next (an opaque panel): they are no longer listed as drawn.
  void forget_texts_in(Rect r) {
    std::vector<DrawnText> kept;
    for (const auto& t : drawn_)
      if (!r.contains(t.x + t.w / 2, t.y + t.size / 2)) kept.push_back(t);
    drawn_.swap(kept);
  }

 private:
  DrawList list_;
  int dev_w_ = 0, dev_h_ = 0;
  std::vector<DrawnText> drawn_;
  std::vector<DrawnSprite> sprites_;
  int px(float size) const;
  SDL_Renderer* r_;
  Fonts* fonts_;
  float w_ = 0, h_ = 0, s_ = 1;
};

// Readable text for phones, shared by every game's board.
// The smallest text a phone player can read (CSS px): nothing is drawn smaller.
constexpr float kMinText = 11;
// `s` cut to fit `max_w` at `size`, ending in "…" when something is cut.
std::string ellipsize(Gfx& g, const std::string& s, float size, float max_w, Face face = Face::Regular);
// Like Gfx::wrap, but a word wider than `max_w` (a Hungarian compound on a
// phone's narrow card: "Díszlettervező") is broken with a hyphen instead of
// running out of the box; never more than `max_lines` lines (0: no limit),
// the last one ellipsized only when even that is not enough.
std::vector<std::string> wrap_hyphenated(Gfx& g, const std::string& s, float size, float max_w,
                                         Face face = Face::Regular, size_t max_lines = 0);
// Text centred in `box`, shrunk to fit but never below kMinText; what still
// does not fit ends in "…".
void fit_readable(Gfx& g, const std::string& s, Rect box, float size, SDL_Color c, Face face = Face::Regular);

}  // namespace tabula::web
