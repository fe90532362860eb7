// Texture atlases: fetch and decode (in the browser: shell/page.js fetchArt;
// natively SDL2_image from a file), index (the atlas's JSON), draw.
#include "ui/atlas.h"

#ifndef __EMSCRIPTEN__
#include <SDL_image.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <vector>

#include <nlohmann/json.hpp>

#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace tabula::web::art {
namespace {

using Json = nlohmann::json;

enum class State { Loading, Ready, Failed };

struct Atlas {
  State state = State::Loading;
  int scale = 1;                   // device px per CSS px in the PNG
  SDL_Texture* texture = nullptr;
  std::map<std::string, SDL_FRect> sprites;  // CSS px in the atlas
  std::string error;
  // How its pixels reached the texture: "webgl" (from the browser's decoded
  // bitmap, no copy through script), "readback" (a 2D canvas's pixels, where
  // WebGL would not take the bitmap) or "file" (natively, SDL2_image).
  std::string upload;
};

std::map<std::string, Atlas> g_atlases;  // by game
std::set<std::string> g_asked, g_missing;
bool g_arrived = false;

// The atlas scale for a device pixel ratio: the next one up (1.5 -> 2), but
// at most 2. A 3x phone gets the 2x atlas: its cards are drawn near their
// CSS size, so 2x is magnified about 1.2-1.5x, which side by side with the
// 3x atlas is only a little softer on edges, and it saves 40 % of the art's
// bytes (the largest atlas 124.6 -> 75.6 KiB gzipped) in a first load over budget.
// The 3x atlases are still built (scripts/build-art.py) for a later choice.
int scale_for(float dpr) { return std::clamp(static_cast<int>(std::ceil(dpr - 0.15f)), 1, 2); }

bool parse_index(Atlas& a, const std::string& text) {
  Json j = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!j.is_object() || !j.contains("sprites") || !j["sprites"].is_object()) {
    a.error = "bad atlas index";
    return false;
  }
  for (auto it = j["sprites"].begin(); it != j["sprites"].end(); ++it) {
    const Json& r = it.value();
    if (!r.is_array() || r.size() != 4) continue;
    a.sprites[it.key()] = {r[0].get<float>(), r[1].get<float>(), r[2].get<float>(), r[3].get<float>()};
  }
  return true;
}

// The texture's settings: straight alpha, smooth when scaled.
bool finish_texture(Atlas& a) {
  if (!a.texture) {
    a.error = std::string("cannot make texture: ") + SDL_GetError();
    return false;
  }
  SDL_SetTextureBlendMode(a.texture, SDL_BLENDMODE_BLEND);
  SDL_SetTextureScaleMode(a.texture, SDL_ScaleModeLinear);
  return true;
}

#ifndef __EMSCRIPTEN__
bool make_texture(Atlas& a, SDL_Renderer* renderer, SDL_RWops* rw) {
  SDL_Surface* s = rw ? IMG_LoadPNG_RW(rw) : nullptr;
  if (rw) SDL_RWclose(rw);
  if (!s) {
    a.error = std::string("cannot decode atlas: ") + IMG_GetError();
    return false;
  }
  a.texture = SDL_CreateTextureFromSurface(renderer, s);
  SDL_FreeSurface(s);
  a.upload = "file";
  return finish_texture(a);
}
#endif

#ifdef __EMSCRIPTEN__
// Fetches art/<game>.json and art/<game>@<scale>x.webp: shell/page.js's
// fetchArt, which a game link calls before the wasm runs (so the atlas comes
// while tabula.wasm compiles) and which does nothing for an atlas already
// asked for. Without the page (a bare tabula.js) the atlas is not fetched.
EM_JS(void, js_art_fetch, (const char* game_c, int scale), {
  var game = UTF8ToString(game_c);
  if (window.tabulaPage && window.tabulaPage.fetchArt) window.tabulaPage.fetchArt(game, scale);
  else (Module.tabulaArt = Module.tabulaArt || {})[game] = {state: -1, error: "no page to fetch the art"};
});
// 0 loading, 1 arrived, -1 failed.
EM_JS(int, js_art_state, (const char* game_c), {
  var st = Module.tabulaArt && Module.tabulaArt[UTF8ToString(game_c)];
  return st ? st.state : -1;
});
// The decoded atlas's size (an ImageBitmap that shell/page.js made).
EM_JS(void, js_art_size, (const char* game_c, int* width, int* height), {
  var b = Module.tabulaArt[UTF8ToString(game_c)].bitmap;
  HEAP32[width >> 2] = b.width; HEAP32[height >> 2] = b.height;
});
// The bitmap into the texture bound now (SDL_GL_BindTexture), by WebGL
// itself: no copy of its pixels passes through the main thread's script
// (a 2D canvas's readback cost about what the wasm's PNG decoder had).
// Straight alpha, as decoded; 1 if WebGL took it. (No glGetError: in
// Chromium each is a round trip to the GPU process on the start path. The
// texture is the bitmap's own size, so what can fail here throws: a closed
// bitmap, a lost context.)
EM_JS(int, js_art_upload, (const char* game_c), {
  var st = Module.tabulaArt[UTF8ToString(game_c)];
  if (typeof GLctx === 'undefined' || !GLctx) return 0;
  try {
    GLctx.pixelStorei(GLctx.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    GLctx.pixelStorei(GLctx.UNPACK_COLORSPACE_CONVERSION_WEBGL, GLctx.NONE);
    GLctx.texSubImage2D(GLctx.TEXTURE_2D, 0, 0, 0, GLctx.RGBA, GLctx.UNSIGNED_BYTE, st.bitmap);
    GLctx.pixelStorei(GLctx.UNPACK_COLORSPACE_CONVERSION_WEBGL, GLctx.BROWSER_DEFAULT_WEBGL);
    return 1;
  } catch (e) { return 0; }
});
// Else its pixels, read back from a 2D canvas into the wasm heap (RGBA; the
// caller frees them).
EM_JS(unsigned char*, js_art_pixels, (const char* game_c), {
  var b = Module.tabulaArt[UTF8ToString(game_c)].bitmap;
  var c = document.createElement('canvas');
  c.width = b.width; c.height = b.height;
  var g = c.getContext('2d', {willReadFrequently: true});
  g.drawImage(b, 0, 0);
  var px = g.getImageData(0, 0, c.width, c.height).data;
  var p = _malloc(px.length); HEAPU8.set(px, p);
  return p;
});
// The index (JSON) into the wasm heap (the caller frees it); the bitmap let go.
EM_JS(char*, js_art_take_index, (const char* game_c, int* len), {
  var st = Module.tabulaArt[UTF8ToString(game_c)];
  var n = lengthBytesUTF8(st.json) + 1; var p = _malloc(n); stringToUTF8(st.json, p, n);
  HEAP32[len >> 2] = n - 1; st.json = null;
  if (st.bitmap && st.bitmap.close) st.bitmap.close();
  st.bitmap = null;
  return p;
});
EM_JS(char*, js_art_error, (const char* game_c), {
  var st = Module.tabulaArt && Module.tabulaArt[UTF8ToString(game_c)];
  var e = (st && st.error) || 'unknown';
  var n = lengthBytesUTF8(e) + 1; var p = _malloc(n); stringToUTF8(e, p, n); return p;
});

void start(const std::string& game, Atlas& a) { js_art_fetch(game.c_str(), a.scale); }

void poll(const std::string& game, Atlas& a, SDL_Renderer* renderer) {
  int st = js_art_state(game.c_str());
  if (st == 0) return;
  if (st < 0) {
    char* e = js_art_error(game.c_str());
    a.error = e;
    std::free(e);
    a.state = State::Failed;
    return;
  }
  const double began = platform::real_ms();
  int w = 0, h = 0, json_len = 0;
  js_art_size(game.c_str(), &w, &h);
  // RGBA bytes: ABGR8888 on a little-endian machine, GL's own RGBA (no
  // conversion on upload). WebGL fills it from the bitmap; else the pixels,
  // read back, go the usual way.
  a.texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_STATIC, w, h);
  if (a.texture) {
    a.upload = "readback";
    if (SDL_GL_BindTexture(a.texture, nullptr, nullptr) == 0) {
      if (js_art_upload(game.c_str()) == 1) a.upload = "webgl";
      SDL_GL_UnbindTexture(a.texture);
    }
    if (a.upload == "readback") {
      unsigned char* rgba = js_art_pixels(game.c_str());
      SDL_UpdateTexture(a.texture, nullptr, rgba, w * 4);
      std::free(rgba);
    }
  }
  bool ok = finish_texture(a);
  char* json = js_art_take_index(game.c_str(), &json_len);
  ok = parse_index(a, std::string(json, json_len)) && ok;
  std::free(json);
  a.state = ok ? State::Ready : State::Failed;
  if (!ok) std::fprintf(stderr, "tabula art %s: %s\n", game.c_str(), a.error.c_str());
  g_arrived = true;
  platform::count(platform::Cost::Atlases, began);
}
#else
// Natively: the files of a built site, $TABULA_ART_DIR or the build's own.
std::string art_dir() {
  const char* d = std::getenv("TABULA_ART_DIR");
#ifdef TABULA_ART_DIR_DEFAULT
  if (!d) d = TABULA_ART_DIR_DEFAULT;
#endif
  return d ? d : "art";
}
void start(const std::string&, Atlas&) {}
void poll(const std::string& game, Atlas& a, SDL_Renderer* renderer) {
  const std::string base = art_dir() + "/" + game;
  std::string text;
  if (FILE* f = std::fopen((base + ".json").c_str(), "rb")) {
    char buf[4096];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
    std::fclose(f);
  }
  std::string png = base + "@" + std::to_string(a.scale) + "x.png";
  bool ok = !text.empty() && parse_index(a, text) && make_texture(a, renderer, SDL_RWFromFile(png.c_str(), "rb"));
  if (text.empty()) a.error = "no " + base + ".json";
  a.state = ok ? State::Ready : State::Failed;
  if (!ok) std::fprintf(stderr, "tabula art %s: %s\n", game.c_str(), a.error.c_str());
  g_arrived = true;
}
#endif

// The atlas for sprite "<game>/<name>", loading it if need be; `name` gets
// the part after the game. Null while loading or when it failed.
Atlas* atlas_for(Gfx& g, const std::string& sprite, std::string* name) {
  size_t slash = sprite.find('/');
  if (slash == std::string::npos) return nullptr;
  std::string game = sprite.substr(0, slash);
  *name = sprite.substr(slash + 1);
  auto it = g_atlases.find(game);
  if (it == g_atlases.end()) {
    it = g_atlases.emplace(game, Atlas{}).first;
    it->second.scale = scale_for(g.scale());
    start(game, it->second);
  }
  Atlas& a = it->second;
  if (a.state == State::Loading) poll(game, a, g.renderer());
  return a.state == State::Ready ? &a : nullptr;
}

const SDL_FRect* find(Gfx& g, const std::string& sprite, Atlas** atlas) {
  g_asked.insert(sprite);
  std::string name;
  Atlas* a = atlas_for(g, sprite, &name);
  if (!a) return nullptr;
  auto it = a->sprites.find(name);
  if (it == a->sprites.end()) {
    g_missing.insert(sprite);
    return nullptr;
  }
  *atlas = a;
  return &it->second;
}

}  // namespace

bool draw(Gfx& g, const std::string& sprite, Rect r, float alpha, SDL_Color tint) {
  Atlas* a = nullptr;
  const SDL_FRect* s = find(g, sprite, &a);
  if (!s || r.w <= 0 || r.h <= 0) return s != nullptr;
  const float k = static_cast<float>(a->scale);
  SDL_Rect src{static_cast<int>(std::lround(s->x * k)), static_cast<int>(std::lround(s->y * k)),
               static_cast<int>(std::lround(s->w * k)), static_cast<int>(std::lround(s->h * k))};
  const float d = g.scale();
  SDL_FRect dst{r.x * d, r.y * d, r.w * d, r.h * d};
  tint.a = static_cast<Uint8>(std::clamp(alpha, 0.f, 1.f) * tint.a);
  g.list().copy(a->texture, src, dst, tint);
  g.note_sprite(sprite, r);
  return true;
}

bool draw_fit(Gfx& g, const std::string& sprite, Rect r, float alpha) {
  Atlas* a = nullptr;
  const SDL_FRect* s = find(g, sprite, &a);
  if (!s) return false;
  float k = std::min(r.w / s->w, r.h / s->h);
  Rect fit{r.cx() - s->w * k / 2, r.cy() - s->h * k / 2, s->w * k, s->h * k};
  return draw(g, sprite, fit, alpha);
}

bool draw_if_loaded(Gfx& g, const std::string& sprite, Rect r, float alpha) {
  auto it = g_atlases.find(sprite.substr(0, sprite.find('/')));
  if (it == g_atlases.end()) return false;
  return draw(g, sprite, r, alpha);
}

bool ready(Gfx& g, const std::string& sprite) {
  Atlas* a = nullptr;
  return find(g, sprite, &a) != nullptr;
}

bool update(SDL_Renderer* renderer) {
  for (auto& [game, a] : g_atlases)
    if (a.state == State::Loading) poll(game, a, renderer);
  bool arrived = g_arrived;
  g_arrived = false;
  return arrived;
}

std::string report_json() {
  Json j;
  j["games"] = Json::object();
  for (const auto& [game, a] : g_atlases) {
    j["games"][game] = {{"state", a.state == State::Ready ? "ready" : a.state == State::Loading ? "loading" : "failed"},
                        {"scale", a.scale},
                        {"sprites", a.sprites.size()},
                        {"upload", a.upload},
                        {"error", a.error}};
  }
  j["asked"] = Json(std::vector<std::string>(g_asked.begin(), g_asked.end()));
  j["missing"] = Json(std::vector<std::string>(g_missing.begin(), g_missing.end()));
  return j.dump();
}

}  // namespace tabula::web::art

extern "C" {
// window.tabula's art report (tests): which atlases loaded, which sprites
// were asked for and which of those the atlas lacks.
const char* tabula_art() {
  static std::string out;
  out = tabula::web::art::report_json();
  return out.c_str();
}
}
