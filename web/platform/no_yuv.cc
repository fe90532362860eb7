// SDL's YUV code, left out of the page: no texture or surface here is ever
// YUV (fonts and art are ABGR), yet SDL's renderer and pixel converter
// name these functions, which pulls SDL_yuv.c, yuv_rgb.c and SDL_yuv_sw.c
// (about 40 KB of wasm) into the link. Defining them here first means the
// linker never takes those objects from libSDL2.a. Each fails as SDL does for
// an unsupported format. (If SDL ever needs another symbol of those files,
// the link fails with duplicate symbols: then drop this file.) The bytes
// pay for ui/draw_list.cc within the first load's 550 KiB.
#ifdef __EMSCRIPTEN__
#include <SDL.h>

extern "C" {
typedef struct SDL_SW_YUVTexture SDL_SW_YUVTexture;

static int no_yuv() { return SDL_SetError("YUV formats are not built in"); }

int SDL_ConvertPixels_YUV_to_RGB(int, int, Uint32, const void*, int, Uint32, void*, int) { return no_yuv(); }
int SDL_ConvertPixels_RGB_to_YUV(int, int, Uint32, const void*, int, Uint32, void*, int) { return no_yuv(); }
int SDL_ConvertPixels_YUV_to_YUV(int, int, Uint32, const void*, int, Uint32, void*, int) { return no_yuv(); }
SDL_YUV_CONVERSION_MODE SDL_GetYUVConversionMode(void) { return SDL_YUV_CONVERSION_BT601; }
SDL_YUV_CONVERSION_MODE SDL_GetYUVConversionModeForResolution(int, int) { return SDL_YUV_CONVERSION_BT601; }
void SDL_SetYUVConversionMode(SDL_YUV_CONVERSION_MODE) {}

SDL_SW_YUVTexture* SDL_SW_CreateYUVTexture(Uint32, int, int) {
  no_yuv();
  return nullptr;
}
int SDL_SW_QueryYUVTexturePixels(SDL_SW_YUVTexture*, void**, int*) { return no_yuv(); }
int SDL_SW_UpdateYUVTexture(SDL_SW_YUVTexture*, const SDL_Rect*, const void*, int) { return no_yuv(); }
int SDL_SW_UpdateYUVTexturePlanar(SDL_SW_YUVTexture*, const SDL_Rect*, const Uint8*, int, const Uint8*, int,
                                  const Uint8*, int) {
  return no_yuv();
}
int SDL_SW_UpdateNVTexturePlanar(SDL_SW_YUVTexture*, const SDL_Rect*, const Uint8*, int, const Uint8*, int) {
  return no_yuv();
}
int SDL_SW_LockYUVTexture(SDL_SW_YUVTexture*, const SDL_Rect*, void**, int*) { return no_yuv(); }
void SDL_SW_UnlockYUVTexture(SDL_SW_YUVTexture*) {}
int SDL_SW_CopyYUVToRGB(SDL_SW_YUVTexture*, const SDL_Rect*, Uint32, int, int, void*, int) { return no_yuv(); }
void SDL_SW_DestroyYUVTexture(SDL_SW_YUVTexture*) {}
}
#endif
