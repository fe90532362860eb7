#include "ui/draw_list.h"

#include <algorithm>
#include <cstddef>
#include <cstring>

namespace tabula::web {

namespace {

// FNV-1a, continued from h: equal hashes mean the same call.
uint64_t fnv(uint64_t h, const void* p, size_t n) {
  const unsigned char* b = static_cast<const unsigned char*>(p);
  for (size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
  return h;
}

// The pixels a float rectangle can touch, with pixels to spare on each side
// (soft edges, linear filtering, rounding).
PixelBox box_of(float x0, float y0, float x1, float y1) {
  return {static_cast<int>(x0) - 2, static_cast<int>(y0) - 2, static_cast<int>(x1) + 2, static_cast<int>(y1) + 2};
}

PixelBox intersect(const PixelBox& a, const PixelBox& b) {
  return {std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1), std::min(a.y1, b.y1)};
}

PixelBox from_rect(const SDL_Rect& r) { return {r.x, r.y, r.x + r.w, r.y + r.h}; }
SDL_Rect to_rect(const PixelBox& b) { return {b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0}; }

}  // namespace

void PixelBox::add(const PixelBox& b) {
  if (b.empty()) return;
  if (empty()) {
    *this = b;
    return;
  }
  x0 = std::min(x0, b.x0);
  y0 = std::min(y0, b.y0);
  x1 = std::max(x1, b.x1);
  y1 = std::max(y1, b.y1);
}

void DrawList::begin(int w, int h) {
  w_ = w;
  h_ = h;
  clipped_ = false;
  items_.clear();
  verts_.clear();
  idx_.clear();
}

DrawList::Item DrawList::item(Kind kind, SDL_Color color) {
  Item it;
  std::memset(static_cast<void*>(&it), 0, sizeof it);  // padding too: the hash reads the bytes
  it.kind = kind;
  it.color = color;
  return it;
}

void DrawList::add(Item& it, PixelBox box) {
  it.clipped = clipped_;
  if (clipped_) {
    it.clip = clip_;
    box = intersect(box, from_rect(clip_));
  }
  uint64_t h = fnv(1469598103934665603ull, &it, offsetof(Item, v0));
  if (it.kind == Kind::Geometry) {  // its vertices and indices are the last ones added
    it.v0 = static_cast<int>(verts_.size()) - it.nv;
    it.i0 = static_cast<int>(idx_.size()) - it.ni;
    h = fnv(h, verts_.data() + it.v0, sizeof(SDL_Vertex) * it.nv);
    h = fnv(h, idx_.data() + it.i0, sizeof(int) * it.ni);
  }
  it.hash = h;
  it.box = box;
  items_.push_back(it);
}

void DrawList::clear(SDL_Color c) {
  // The whole canvas, whatever the clip.
  Item it = item(Kind::Clear, c);
  it.dst = {0, 0, float(w_), float(h_)};
  const bool was = clipped_;
  clipped_ = false;
  add(it, {0, 0, w_, h_});
  clipped_ = was;
}

void DrawList::fill_rect(const SDL_FRect& r, SDL_Color c) {
  Item it = item(Kind::Fill, c);
  it.dst = r;
  add(it, box_of(r.x, r.y, r.x + r.w, r.y + r.h));
}

void DrawList::geometry(int v0, int i0) {
  Item it = item(Kind::Geometry, {});
  it.nv = static_cast<int>(verts_.size()) - v0;
  it.ni = static_cast<int>(idx_.size()) - i0;
  if (it.nv <= 0 || it.ni <= 0) return;
  float x0 = verts_[v0].position.x, y0 = verts_[v0].position.y, x1 = x0, y1 = y0;
  for (int i = v0; i < v0 + it.nv; ++i) {
    x0 = std::min(x0, verts_[i].position.x);
    y0 = std::min(y0, verts_[i].position.y);
    x1 = std::max(x1, verts_[i].position.x);
    y1 = std::max(y1, verts_[i].position.y);
  }
  add(it, box_of(x0, y0, x1, y1));
}

void DrawList::copy(SDL_Texture* t, const SDL_Rect& src, const SDL_FRect& dst, SDL_Color mod) {
  Item it = item(Kind::Copy, mod);
  it.texture = t;
  it.src = src;
  it.dst = dst;
  add(it, box_of(dst.x, dst.y, dst.x + dst.w, dst.y + dst.h));
}

void DrawList::clip(const SDL_Rect* r) {
  clipped_ = r != nullptr;
  if (r) clip_ = *r;
}

// One call to SDL, clipped to its own clip and, when drawing part of the
// frame, to `area`.
void DrawList::send(SDL_Renderer* r, const Item& it, const PixelBox* area) const {
  if (area) {
    PixelBox c = it.clipped ? intersect(from_rect(it.clip), *area) : *area;
    if (c.empty()) return;
    SDL_Rect rc = to_rect(c);
    SDL_RenderSetClipRect(r, &rc);
  } else {
    SDL_RenderSetClipRect(r, it.clipped ? &it.clip : nullptr);
  }
  switch (it.kind) {
    case Kind::Clear:
    case Kind::Fill:
      SDL_SetRenderDrawColor(r, it.color.r, it.color.g, it.color.b, it.color.a);
      if (it.kind == Kind::Clear && !area) {
        SDL_RenderClear(r);  // far cheaper than filling the canvas
        break;
      }
      // Part of a clear (SDL_RenderClear would ignore the clip): the
      // colour written over the area, not blended.
      SDL_SetRenderDrawBlendMode(r, it.kind == Kind::Clear ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
      SDL_RenderFillRectF(r, &it.dst);
      break;
    case Kind::Geometry:
      SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
      SDL_RenderGeometry(r, nullptr, verts_.data() + it.v0, it.nv, idx_.data() + it.i0, it.ni);
      break;
    case Kind::Copy:
      SDL_SetTextureColorMod(it.texture, it.color.r, it.color.g, it.color.b);
      SDL_SetTextureAlphaMod(it.texture, it.color.a);
      SDL_RenderCopyF(r, it.texture, &it.src, &it.dst);
      break;
  }
}

// Where this frame differs from the last: the boxes of the calls of either
// frame left out of a common subsequence of the two, gathered into at most
// kAreas disjoint rectangles (`areas_`). Each call of this frame is matched
// to the first call of the last one with its hash past the last one matched
// (looking at most kLook calls ahead), so the matched calls are in the same
// order in both. A pixel that no unmatched call touches is drawn by the same
// matched calls in the same order in both frames. (A plain scan, no hash map:
// the wasm stays small, and calls mostly match the very next one.)
void DrawList::find_changes() {
  constexpr size_t kLook = 512;
  areas_.clear();
  size_t next = 0;  // the first call of the last frame not passed yet
  for (Item& it : last_) it.matched = false;
  for (const Item& it : items_) {
    size_t i = next;
    const size_t end = std::min(last_.size(), next + kLook);
    while (i < end && last_[i].hash != it.hash) ++i;
    if (i < end) {
      last_[i].matched = true;
      next = i + 1;
    } else {
      add_change(it.box);
    }
  }
  for (const Item& it : last_)
    if (!it.matched) add_change(it.box);
}

// A changed box joins the areas: it swallows every area it comes within
// kNear pixels of (so the areas stay disjoint: a pixel is drawn once); past
// kAreas areas, all of them become their union.
void DrawList::add_change(PixelBox b) {
  constexpr int kNear = 24, kAreas = 4;
  b = intersect(b, {0, 0, w_, h_});
  if (b.empty()) return;
  for (size_t i = 0; i < areas_.size();) {
    const PixelBox& a = areas_[i];
    if (a.x0 - kNear < b.x1 && b.x0 < a.x1 + kNear && a.y0 - kNear < b.y1 && b.y0 < a.y1 + kNear) {
      b.add(a);
      areas_[i] = areas_.back();
      areas_.pop_back();
      i = 0;
    } else {
      ++i;
    }
  }
  areas_.push_back(b);
  if (static_cast<int>(areas_.size()) > kAreas) {
    for (size_t i = 1; i < areas_.size(); ++i) areas_[0].add(areas_[i]);
    areas_.resize(1);
  }
}

int DrawList::submit(SDL_Renderer* r, bool retained) {
  const bool whole = whole_ || !retained || w_ != last_w_ || h_ != last_h_;
  if (whole) {
    for (const Item& it : items_) send(r, it, nullptr);
    areas_.assign(1, {0, 0, w_, h_});
  } else {
    find_changes();
    // The whole list again for each area, skipping calls that cannot reach it.
    for (const PixelBox& area : areas_)
      for (const Item& it : items_)
        if (!intersect(it.box, area).empty()) send(r, it, &area);
  }
  SDL_RenderSetClipRect(r, nullptr);
  whole_ = false;
  last_w_ = w_;
  last_h_ = h_;
  last_.swap(items_);
  int pixels = 0;
  for (const PixelBox& a : areas_) pixels += (a.x1 - a.x0) * (a.y1 - a.y0);
  return pixels;
}

}  // namespace tabula::web
