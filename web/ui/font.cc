#include "ui/font.h"

#include <algorithm>

#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>

#include <cmath>

#include "platform/platform.h"
#include "ui/draw_list.h"

namespace tabula::assets {
extern const unsigned char kFontDisplay[];  // web/CMakeLists.txt: EB Garamond subset
}

namespace tabula::web {

struct Fonts::Info {
  stbtt_fontinfo font;
};

uint32_t next_codepoint(const std::string& s, size_t& i) {
  unsigned char c = static_cast<unsigned char>(s[i++]);
  if (c < 0x80) return c;
  int extra = (c >= 0xF0) ? 3 : (c >= 0xE0) ? 2 : (c >= 0xC0) ? 1 : -1;
  if (extra < 0) return 0xFFFD;
  uint32_t cp = c & (0x3F >> extra);
  for (int k = 0; k < extra; ++k) {
    if (i >= s.size() || (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) return 0xFFFD;
    cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
  }
  return cp;
}

Fonts::Fonts(SDL_Renderer* renderer, const unsigned char* regular, const unsigned char* bold)
    : renderer_(renderer) {
  const unsigned char* data[kFaces] = {regular, bold, assets::kFontDisplay};
  for (int f = 0; f < kFaces; ++f) {
    info_[f] = std::make_unique<Info>();
    stbtt_InitFont(&info_[f]->font, data[f], stbtt_GetFontOffsetForIndex(data[f], 0));
  }
}

Fonts::~Fonts() { clear(); }

void Fonts::drop(Atlas& a) {
  if (a.texture) SDL_DestroyTexture(a.texture);
  a.texture = nullptr;
}

void Fonts::clear() {
  for (auto& [key, a] : atlases_) drop(a);
  atlases_.clear();
}

void Fonts::begin_frame() {
  ++frame_;
  if (atlases_.size() <= kKeep) return;
  std::vector<std::pair<uint64_t, int>> idle;  // (last used, key), not used by the last frame
  for (const auto& [key, a] : atlases_)
    if (a.used + 1 < frame_) idle.emplace_back(a.used, key);
  std::sort(idle.begin(), idle.end());
  for (size_t i = 0; i < idle.size() && atlases_.size() > kKeep; ++i) {
    drop(atlases_[idle[i].second]);
    atlases_.erase(idle[i].second);
  }
}

Fonts::Atlas& Fonts::atlas(int px, Face face) {
  int key = px * kFaces + static_cast<int>(face);
  auto it = atlases_.find(key);
  if (it != atlases_.end()) {
    it->second.used = frame_;
    return it->second;
  }
  Atlas& a = atlases_[key];
  a.used = frame_;
  // Room for some 200 glyphs of that size: a language's letters, digits and
  // signs, twice over (16 MB textures for 14 CSS px text at DPR 3 before).
  // The texture itself waits for the first glyph drawn (place()).
  a.size = px > 64 ? 2048 : (px > 32 ? 1024 : 512);
  const stbtt_fontinfo& f = info_[static_cast<int>(face)]->font;
  a.scale = stbtt_ScaleForPixelHeight(&f, static_cast<float>(px));
  int asc, desc, gap;
  stbtt_GetFontVMetrics(&f, &asc, &desc, &gap);
  a.ascent = asc * a.scale;
  return a;
}

Fonts::Glyph& Fonts::glyph(Atlas& a, Face face, uint32_t cp) {
  auto it = a.glyphs.find(cp);
  if (it != a.glyphs.end()) return it->second;
  const stbtt_fontinfo& f = info_[static_cast<int>(face)]->font;
  Glyph g;
  g.index = stbtt_FindGlyphIndex(&f, static_cast<int>(cp));
  if (g.index == 0 && cp != ' ') g.index = stbtt_FindGlyphIndex(&f, '?');
  int adv, lsb;
  stbtt_GetGlyphHMetrics(&f, g.index, &adv, &lsb);
  g.advance = adv * a.scale;
  int x0, y0, x1, y1;
  stbtt_GetGlyphBitmapBox(&f, g.index, a.scale, a.scale, &x0, &y0, &x1, &y1);
  g.w = x1 - x0;
  g.h = y1 - y0;
  g.xoff = static_cast<float>(x0);
  g.yoff = static_cast<float>(y0);
  return a.glyphs[cp] = g;
}

void Fonts::place(Atlas& a, Face face, Glyph& g) {
  const double began = platform::real_ms();
  if (!a.texture) {
    // ABGR8888, the art atlases' format (ui/atlas.cc), though a glyph's
    // white-with-coverage pixel reads the same in either order: SDL's GLES2
    // renderer has a shader program per texture format, compiled the first
    // time a texture of that format is drawn, and compiling and linking one
    // asks the GPU for its status, a round trip that waits for every draw
    // queued before it. With ARGB text, the art's first frame (its atlas
    // arriving mid-animation) did that and took 35 ms on the desktop
    // profile (issue 32); now text and art share the one program, made on
    // the first frame with text.
    a.texture = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_STATIC, a.size, a.size);
    SDL_SetTextureBlendMode(a.texture, SDL_BLENDMODE_BLEND);
    ++made_;
  }
  if (a.shelf_x + g.w + 1 > a.size) {
    upload(a);
    a.shelf_x = 1;
    a.shelf_y += a.shelf_h + 1;
    a.shelf_h = 0;
  }
  if (a.shelf_y + g.h + 1 > a.size) {
    // Atlas full (only with huge text): every glyph is placed afresh from the
    // top. (Glyphs drawn earlier in this frame then show what overwrote them
    // until their text is next drawn: ui/draw_list.h sends a frame's calls
    // only after all of its glyphs are made.)
    upload(a);
    for (auto& [cp, other] : a.glyphs) other.placed = false;
    a.shelf_x = a.shelf_y = 1;
    a.shelf_h = 0;
  }
  if (a.run_x < 0) a.run_x = a.shelf_x;
  g.x = a.shelf_x;
  g.y = a.shelf_y;
  g.placed = true;
  a.shelf_x += g.w + 1;
  if (g.h > a.shelf_h) a.shelf_h = g.h;
  const size_t rows = static_cast<size_t>(a.size) * a.shelf_h;
  if (a.staging.size() < rows) a.staging.resize(rows, 0u);
  std::vector<unsigned char> mono(static_cast<size_t>(g.w * g.h));
  const stbtt_fontinfo& f = info_[static_cast<int>(face)]->font;
  stbtt_MakeGlyphBitmap(&f, mono.data(), g.w, g.h, g.w, a.scale, a.scale, g.index);
  // White pixels whose alpha is the coverage; colour comes from ColorMod.
  for (int y = 0; y < g.h; ++y) {
    uint32_t* row = a.staging.data() + static_cast<size_t>(y) * a.size + g.x;
    for (int x = 0; x < g.w; ++x) row[x] = (uint32_t(mono[static_cast<size_t>(y * g.w + x)]) << 24) | 0xFFFFFFu;
  }
  platform::count(platform::Cost::Fonts, began);
}

// One upload for the run of glyphs placed on the current shelf since the
// last one; the pixels between and below them are blank in `staging`, as
// they are in the texture (a shelf is only ever filled left to right).
void Fonts::upload(Atlas& a) {
  if (a.run_x < 0) return;
  const double began = platform::real_ms();
  const int w = a.shelf_x - a.run_x, h = a.shelf_h;
  if (w > 0 && h > 0 && a.texture) {
    SDL_Rect r{a.run_x, a.shelf_y, std::min(w, a.size - a.run_x), std::min(h, a.size - a.shelf_y)};
    SDL_UpdateTexture(a.texture, &r, a.staging.data() + a.run_x, a.size * 4);
  }
  a.run_x = -1;
  std::fill(a.staging.begin(), a.staging.end(), 0u);
  platform::count(platform::Cost::Fonts, began);
}

void Fonts::flush() {
  for (auto& [key, a] : atlases_) upload(a);
}

float Fonts::ascent(int px, Face face) { return atlas(px, face).ascent; }

float Fonts::measure(const std::string& text, int px, Face face) {
  Atlas& a = atlas(px, face);
  float w = 0;
  for (size_t i = 0; i < text.size();) w += glyph(a, face, next_codepoint(text, i)).advance;
  return w;
}

void Fonts::draw(DrawList& out, const std::string& text, float x, float y, int px, Face face, SDL_Color color) {
  Atlas& a = atlas(px, face);
  float pen = std::round(x);
  float base = std::round(y + a.ascent);
  for (size_t i = 0; i < text.size();) {
    Glyph& g = glyph(a, face, next_codepoint(text, i));
    if (g.w > 0 && g.h > 0) {
      if (!g.placed) place(a, face, g);
      SDL_Rect src{g.x, g.y, g.w, g.h};
      SDL_FRect dst{std::round(pen + g.xoff), base + g.yoff, float(g.w), float(g.h)};
      out.copy(a.texture, src, dst, color);
    }
    pen += g.advance;
  }
}

}  // namespace tabula::web
