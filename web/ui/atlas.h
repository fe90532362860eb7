// Sprites from each game's texture atlas (scripts/build-art.py makes
// art/<game>.json and art/<game>@<1|2|3>x.png from the SVG sources in
// assets/art/). An atlas is fetched the first time one of its sprites is
// asked for -- so only when that game is shown -- with a progress bar over
// the canvas, decoded with SDL2_image, and drawn with SDL_RenderCopy.
//
// Until it has arrived (or if it never does), draw() returns false and the
// caller draws its plain shapes instead: the game stays playable without art.
#pragma once
#include <SDL.h>

#include <string>

#include "ui/gfx.h"

namespace tabula::web::art {

// Draws sprite "<game>/<name>" (e.g. "<game>/card/king") stretched into
// `r` (CSS px), with `alpha` and a colour modulation. Returns false, drawing
// nothing, while the game's atlas is loading or when it has no such sprite
// (remembered as missing: window.tabula's art report lists it).
bool draw(Gfx& g, const std::string& sprite, Rect r, float alpha = 1.f,
          SDL_Color tint = {255, 255, 255, 255});
// The same, keeping the sprite's aspect ratio: as large as fits, centred in r.
bool draw_fit(Gfx& g, const std::string& sprite, Rect r, float alpha = 1.f);

// The same as draw() but never starts a fetch: for pieces also drawn off the
// game's own screen (a card back on the start screen), which use the art only
// once the game has been shown.
bool draw_if_loaded(Gfx& g, const std::string& sprite, Rect r, float alpha = 1.f);

// Whether "<game>/<name>" can be drawn now (also starts loading its atlas).
bool ready(Gfx& g, const std::string& sprite);

// Call once per frame before drawing: takes in atlases that have arrived.
// True when one arrived (the screen should be drawn again).
bool update(SDL_Renderer* renderer);

// JSON for tests: {"games": {game: {"state", "scale", "sprites"}},
// "asked": [every sprite asked for], "missing": [asked, ready, absent]}.
std::string report_json();

}  // namespace tabula::web::art
