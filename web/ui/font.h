// Text for the canvas: glyphs rasterised with stb_truetype into an atlas
// texture per (face, device pixel size), so text is crisp at any device
// pixel ratio without shipping FreeType. Strings are UTF-8.
//
// Lazily, for a fast start (issue 35): measuring text reads the font's
// metrics only (layout measures many sizes it never draws: a fit steps down
// half a point at a time), a size's texture is made when its first glyph is
// drawn, and the glyphs a frame adds are uploaded together at the end of the
// frame (flush(): one texture upload per shelf of new glyphs, not one per
// glyph).
#pragma once
#include <SDL.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tabula::web {

class DrawList;

// Display: EB Garamond (a subset made at build time from Debian's
// fonts-ebgaramond), for titles and card names.
enum class Face { Regular = 0, Bold = 1, Display = 2 };
constexpr int kFaces = 3;

class Fonts {
 public:
  // The font files stay alive for the program's life (embedded bytes). The
  // display face is the embedded assets::kFontDisplay.
  Fonts(SDL_Renderer* renderer, const unsigned char* regular, const unsigned char* bold);
  ~Fonts();

  // Width in device pixels of `text` at `px` device pixels.
  float measure(const std::string& text, int px, Face face);
  // Draws (into `out`) with the top-left of the line box at (x, y), device pixels.
  void draw(DrawList& out, const std::string& text, float x, float y, int px, Face face, SDL_Color color);
  float ascent(int px, Face face);
  // Uploads the glyphs drawn since the last flush: before the frame's draw
  // calls reach SDL (Gfx::submit).
  void flush();
  // Drops every atlas (e.g. when the device pixel ratio changed).
  void clear();
  // A new frame: atlases beyond kKeep that the last frame did not use are
  // dropped, least recently used first. Only here, between frames: the draw
  // list holds texture handles until the frame is submitted.
  void begin_frame();
  // How many atlas textures were made since start (a bench and test figure:
  // a board that keeps remaking them is slow on every phone).
  int atlases_made() const { return made_; }

 private:
  struct Glyph {
    int index = 0;                    // in the font
    int x = 0, y = 0, w = 0, h = 0;   // atlas rectangle (once placed)
    float xoff = 0, yoff = 0;         // from pen position (baseline)
    float advance = 0;
    bool placed = false;              // rasterised into the atlas
  };
  struct Atlas {
    SDL_Texture* texture = nullptr;   // made with the first glyph drawn
    int size = 1024;
    int shelf_x = 1, shelf_y = 1, shelf_h = 0;
    float scale = 0, ascent = 0;
    uint64_t used = 0;  // the frame it was last drawn or measured in
    std::map<uint32_t, Glyph> glyphs;
    // The glyphs placed since the last upload: all on the current shelf,
    // from run_x to shelf_x (nothing else was ever drawn there), their
    // pixels in `staging` (rows of `size` pixels from shelf_y down).
    int run_x = -1;
    std::vector<uint32_t> staging;
  };
  // A phone's board uses some 20 (face, size) pairs at once, more while a
  // fit shrinks text in half-pixel steps; dropping them all past 24 (as
  // before) remade full-size textures every few frames (25 in ten moves,
  // 70 Mpx uploaded: most of the page's CPU in a software GPU).
  static constexpr size_t kKeep = 32;
  Atlas& atlas(int px, Face face);
  Glyph& glyph(Atlas& a, Face face, uint32_t cp);  // metrics only
  void place(Atlas& a, Face face, Glyph& g);      // rasterised too
  void upload(Atlas& a);
  void drop(Atlas& a);

  SDL_Renderer* renderer_;
  struct Info;
  std::unique_ptr<Info> info_[kFaces];
  std::map<int, Atlas> atlases_;  // key: px * kFaces + face
  uint64_t frame_ = 1;
  int made_ = 0;
};

// Decodes one code point and advances `i`; invalid bytes become U+FFFD.
uint32_t next_codepoint(const std::string& s, size_t& i);

}  // namespace tabula::web
