// The canvas keeps its pixels between frames, so a frame redraws only what
// changed (ui/draw_list.h). WebGL clears the drawing buffer after every frame
// unless the context asks for preserveDrawingBuffer, and SDL's context (made
// through emscripten's EGL) does not: so the page's context is made here
// first, and SDL's getContext('webgl') is handed this same one. No depth or
// stencil buffer either: SDL's 2D renderer uses neither, and at DPR 3 a depth
// buffer is 11 MB that WebGL clears every frame.
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// A context made with these attributes keeps its pixels (WebGL honours
// preserveDrawingBuffer); none made (no WebGL): SDL fails the same way.
EM_JS(int, tabula_js_retained_canvas, (), {
  return !!Module.canvas.getContext('webgl', {alpha: false, depth: false, antialias: false, preserveDrawingBuffer: true});
});

namespace tabula::web::platform {
namespace {
bool g_retained = false;
}
void prepare_canvas() { g_retained = tabula_js_retained_canvas() != 0; }
bool retained_canvas() { return g_retained; }
}  // namespace tabula::web::platform

#else

// Natively the back buffer's pixels are undefined after a present: every
// frame is drawn whole.
namespace tabula::web::platform {
void prepare_canvas() {}
bool retained_canvas() { return false; }
}  // namespace tabula::web::platform

#endif
