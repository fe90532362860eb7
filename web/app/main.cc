// Entry point: one SDL window on the page's #canvas, driven by
// emscripten_set_main_loop (no ASYNCIFY), redrawn only when something changed.
#include <SDL.h>

#include <cstdio>

#include "app/app.h"
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace tabula::web {
App* g_app = nullptr;  // also reached by web/api.cc
}

namespace {
bool g_quit = false;

void loop() {
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    if (e.type == SDL_QUIT) g_quit = true;
    tabula::web::g_app->handle(e);
  }
  tabula::web::g_app->frame();
  // Nothing to draw and nothing waiting on the clock: no more animation
  // frames until some input (or a window.tabula call) wakes the loop.
  if (!tabula::web::g_app->wants_frames()) tabula::web::platform::sleep_main_loop();
}
}  // namespace

int main(int, char**) {
  // Touch arrives as finger events only; SDL's synthetic mouse copies would
  // double every tap.
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
  SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0");
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  // A size unlike the canvas's CSS size, so SDL sees the CSS as "external"
  // and follows it (and the device pixel ratio) on every resize.
  const int w = 17, h = 17;
#else
  const int w = 390, h = 844;
#endif
  Uint32 flags = SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_RESIZABLE;
  tabula::web::platform::prepare_canvas();  // before SDL makes its GL context
#ifdef __EMSCRIPTEN__
  // Where WebGL works, the window is made as the GLES2 renderer wants it
  // (an OpenGL ES 2 window): else that renderer makes it a second time,
  // canvas sizing and all, on the start path (issue 35). Without WebGL it
  // stays a plain window for the software renderer below.
  if (tabula::web::platform::retained_canvas()) {
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 2);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    flags |= SDL_WINDOW_OPENGL;
  }
#endif
  SDL_Window* window = SDL_CreateWindow("Tabula", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, w, h, flags);
  if (!window) {
    std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
    return 1;
  }
  SDL_Renderer* renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
  if (!renderer) renderer = SDL_CreateRenderer(window, -1, 0);
  if (!renderer) {
    std::fprintf(stderr, "SDL_CreateRenderer: %s\n", SDL_GetError());
    return 1;
  }
  static tabula::web::App app(window, renderer);
  tabula::web::g_app = &app;
#ifdef __EMSCRIPTEN__
  tabula::web::platform::install_wakers();
  emscripten_set_main_loop(loop, 0, 0);
#else
  while (!g_quit) {
    loop();
    SDL_Delay(8);
  }
  SDL_Quit();
#endif
  return 0;
}
