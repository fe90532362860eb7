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
//
// SDL's renderer asks each shader's COMPILE_STATUS and each program's
// LINK_STATUS as it makes them: each question waits for the GPU process
// to finish compiling (a round trip per shader on the start path, issue 35).
// SDL's own shaders compile wherever WebGL runs, so here the answer is
// "yes" at once and the real one is asked later, off the start path, once
// the GPU has long finished: a failure is then reported on the console
// (the canvas would be blank, as it would have been anyway). One deleted by
// then (SDL drops programs it no longer uses) is not asked.
// shell/page.js made the context already, with the same attributes, while
// tabula.wasm was on its way: getContext returns that one.
EM_JS(int, tabula_js_retained_canvas, (), {
  var gl = Module.canvas.getContext('webgl', {alpha: false, depth: false, antialias: false, preserveDrawingBuffer: true});
  if (!gl) return 0;
  var later = [], timer = 0;
  var defer = function (f) {
    later.push(f);
    if (!timer) timer = setTimeout(function () { timer = 0; later.splice(0).forEach(function (g) { g(); }); }, 3000);
  };
  var shaderParameter = gl.getShaderParameter, programParameter = gl.getProgramParameter;
  gl.getShaderParameter = function (shader, p) {
    if (p !== gl.COMPILE_STATUS) return shaderParameter.call(gl, shader, p);
    defer(function () {
      if (gl.isShader(shader) && !shaderParameter.call(gl, shader, p)) console.error('tabula: a shader did not compile: ' + gl.getShaderInfoLog(shader));
    });
    return true;
  };
  gl.getProgramParameter = function (program, p) {
    if (p !== gl.LINK_STATUS) return programParameter.call(gl, program, p);
    defer(function () {
      if (gl.isProgram(program) && !programParameter.call(gl, program, p)) console.error('tabula: a program did not link: ' + gl.getProgramInfoLog(program));
    });
    return true;
  };
  return 1;
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
