// A frame's drawing, kept as a list before SDL sees it, so that a frame
// redraws only where it differs from the one before.
//
// Why: a frame's cost is its fill, not our code. Every frame draws about four
// screens of pixels (backdrop, felt, panels, cards, text); at DPR 3 that is
// 4 x 2.8 M pixels, and where the GPU is slow (headless Chromium's
// SwiftShader: ~50 ms a screen) an animated frame took 150-200 ms, while the
// wasm that builds it took 2-4 ms (tests/browser/bench-frames.mjs,
// docs/BOTS.md "In the browser"). An animation moves a card, a coin, a disc:
// the rest of the screen is the same pixels as before.
//
// How: Gfx, the fonts and the art record each draw call here (what SDL would
// have been asked, plus a hash and the device-pixel box it can touch). At
// submit(), the list is compared with the last frame's: the boxes of the
// calls that are not in both, in the same order, make the changed area (up
// to four disjoint rectangles: a disc hopping on the board and a new log line
// do not redraw all between them), and the list is sent to SDL clipped to
// each rectangle in turn (only the calls that reach it). Every pixel outside
// is drawn by the same calls, in the same order, as last frame, so it already
// holds what this frame would draw; inside, the pixels are drawn exactly as a
// full frame draws them. Nothing changed: nothing is sent at all.
// This needs a canvas that keeps its pixels between frames (WebGL's
// preserveDrawingBuffer, platform::retained_canvas()); without one (natively,
// or if the page could not make it) every frame is drawn whole.
#pragma once
#include <SDL.h>

#include <cstdint>
#include <vector>

namespace tabula::web {

// A device-pixel rectangle's box for the diff; empty when w or h <= 0.
struct PixelBox {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // [x0, x1) x [y0, y1)
  bool empty() const { return x1 <= x0 || y1 <= y0; }
  void add(const PixelBox& b);          // union (grows to hold b)
};

class DrawList {
 public:
  // Starts recording a frame of w x h device pixels.
  void begin(int w, int h);
  void clear(SDL_Color c);
  void fill_rect(const SDL_FRect& r, SDL_Color c);  // blended
  // Untextured triangles (blended), as SDL_RenderGeometry: Gfx appends the
  // vertices and indices (counted from the shape's first vertex) to
  // vertices() and indices(), then calls geometry() with where they began.
  std::vector<SDL_Vertex>& vertices() { return verts_; }
  std::vector<int>& indices() { return idx_; }
  void geometry(int v0, int i0);
  // A texture's src rect into dst (its own blend mode), colour and alpha mod.
  void copy(SDL_Texture* t, const SDL_Rect& src, const SDL_FRect& dst, SDL_Color mod);
  // Clips the calls that follow (device px); nullptr: no clip.
  void clip(const SDL_Rect* r);

  // The next submit() draws the whole frame (the canvas was resized, a
  // texture's pixels changed under the same handle, window.tabula.redraw()).
  void invalidate() { whole_ = true; }
  // Sends the recorded frame to SDL: whole, or (`retained`: the canvas still
  // holds the last frame) only where it changed. Returns the pixels drawn.
  int submit(SDL_Renderer* r, bool retained);

 private:
  enum class Kind : uint8_t { Clear, Fill, Geometry, Copy };
  // Plain bytes: a call's hash is its Item's bytes up to `v0` (zeroed
  // first) and, for geometry, its vertices' and indices'.
  struct Item {
    Kind kind;
    bool clipped;
    SDL_Color color;          // clear / fill colour, copy's mods
    SDL_Texture* texture;
    SDL_Rect src;
    SDL_FRect dst;            // fill rect or copy destination
    SDL_Rect clip;
    int nv, ni;
    int v0, i0;               // where its vertices and indices are (not hashed)
    uint64_t hash;
    PixelBox box;             // the device pixels it can touch
    bool matched;             // find_changes(): in both frames
  };
  static Item item(Kind kind, SDL_Color color);
  void add(Item& item, PixelBox box);
  void find_changes();
  void add_change(PixelBox b);
  void send(SDL_Renderer* r, const Item& item, const PixelBox* area) const;

  int w_ = 0, h_ = 0, last_w_ = -1, last_h_ = -1;
  bool whole_ = true;
  bool clipped_ = false;
  SDL_Rect clip_{};
  std::vector<Item> items_, last_;  // this frame's calls, the last frame's
  std::vector<PixelBox> areas_;     // where this frame is drawn
  std::vector<SDL_Vertex> verts_;
  std::vector<int> idx_;
};

}  // namespace tabula::web
