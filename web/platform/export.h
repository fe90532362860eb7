// TABULA_EXPORT: a C function the page calls through Module.cwrap (kept by
// emscripten, listed in web/CMakeLists.txt's TABULA_EXPORTS).
#pragma once
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define TABULA_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE
#else
#define TABULA_EXPORT extern "C"
#endif
