#!/usr/bin/env bash
# The one idempotent step behind both README commands (serve.sh, test.sh).
#
# On a fresh Debian bookworm machine it installs the toolchain from Debian's
# archive, builds SDL2 + SDL2_image for WebAssembly from Debian's own sources
# (emscripten's ports cannot download anything here), and installs
# playwright-core for the browser tests. Every part checks first and does
# nothing when already done, so a rerun takes seconds and needs no network.
#
# The wasm libraries go to a cache OUTSIDE the build tree, keyed by the
# library versions and a recipe version, so `rm -rf build` never costs the
# five-minute SDL2 build:
#   ${TABULA_CACHE:-$HOME/.cache/tabula}/wasm-sdl2-<v>-image-<v>-v<recipe>
# Print that path with:  bash scripts/setup.sh --print-prefix
set -euo pipefail

SDL2_VERSION=2.26.5
SDL2_IMAGE_VERSION=2.6.3
# Bump when the build flags below change: a new key means a fresh build.
RECIPE_VERSION=3  # also in CMakePresets.json (wasm) and README.md: tests/sdl_cache_name_test.sh

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${TABULA_CACHE:-${HOME:-/root}/.cache/tabula}
PREFIX=$CACHE/wasm-sdl2-$SDL2_VERSION-image-$SDL2_IMAGE_VERSION-v$RECIPE_VERSION
STAMP=$PREFIX/.tabula-complete

if [[ ${1:-} == --print-prefix ]]; then
  echo "$PREFIX"
  exit 0
fi

# Debian's emcc runs its JS optimizer under `node`, and a Node that is not
# Debian's own does not look in Debian's module dirs (acorn lives there).
export NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs
export DEBIAN_FRONTEND=noninteractive

say() { printf '[setup] %s\n' "$*"; }
die() { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [[ $(id -u) == 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -E "$@"
  else
    die "need root (or sudo) to run: $*"
  fi
}

START=$SECONDS

# ---- 1. Debian packages ----------------------------------------------------
PACKAGES=(
  g++ make cmake git ca-certificates xz-utils python3 ccache
  googletest libgtest-dev libgmock-dev      # find_package(GTest) needs libgtest-dev
  emscripten binaryen                       # emcc 3.1.6
  chromium                                  # headless browser for tests
  nlohmann-json3-dev libstb-dev             # header-only, native and wasm
  fonts-dejavu-core python3-fonttools librsvg2-bin   # art and font build steps
  fonts-ebgaramond pngquant zopfli webp     # display face; palette atlases, recompressed, as WebP (assets/art)
  libsdl2-dev libsdl2-image-dev             # native build of the front end
  dpkg-dev                                  # dpkg-source, to unpack SDL sources
)
# node/npm: the page's build and tests run on node >= 18, the online server
# needs >= 20 (server/setup.sh says so and stops): Debian 12's nodejs is 18.
# Ask for Debian's only when none is on PATH, so a machine with another Node
# (and its bundled npm) is left alone.
command -v node >/dev/null 2>&1 || PACKAGES+=(nodejs)
command -v npm >/dev/null 2>&1 || PACKAGES+=(npm)

missing=()
for p in "${PACKAGES[@]}"; do
  [[ $(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null) == ii* ]] || missing+=("$p")
done
APT_UPDATED=
apt_update() {
  if [[ -z $APT_UPDATED ]]; then
    say "apt-get update"
    as_root apt-get update -q
    APT_UPDATED=1
  fi
}
if ((${#missing[@]})); then
  say "installing Debian packages: ${missing[*]}"
  apt_update
  as_root apt-get install -y -q "${missing[@]}"
else
  say "Debian packages: all ${#PACKAGES[@]} present"
fi

# ---- 2. SDL2 + SDL2_image for wasm ----------------------------------------
fetch_sources() {
  # apt-get source wants a deb-src line; add one for bookworm main if absent.
  local src=$CACHE/src
  mkdir -p "$src"
  if compgen -G "$src/libsdl2_$SDL2_VERSION*.dsc" >/dev/null &&
     compgen -G "$src/libsdl2-image_$SDL2_IMAGE_VERSION*.dsc" >/dev/null; then
    say "SDL sources already downloaded in $src"
    return
  fi
  if ! grep -rqsE '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
       /etc/apt/sources.list /etc/apt/sources.list.d/; then
    say "adding a deb-src entry for bookworm main"
    as_root tee /etc/apt/sources.list.d/tabula-deb-src.sources >/dev/null <<'EOF'
# Added by tabula's scripts/setup.sh: apt-get source needs it to fetch the
# SDL2 / SDL2_image sources that are built for WebAssembly.
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    APT_UPDATED=
  fi
  apt_update
  say "downloading Debian sources of libsdl2 and libsdl2-image"
  (cd "$src" && apt-get source --download-only -q libsdl2 libsdl2-image)
  compgen -G "$src/libsdl2_$SDL2_VERSION*.dsc" >/dev/null ||
    die "Debian's libsdl2 source is not $SDL2_VERSION (see $src); update SDL2_VERSION"
  compgen -G "$src/libsdl2-image_$SDL2_IMAGE_VERSION*.dsc" >/dev/null ||
    die "Debian's libsdl2-image source is not $SDL2_IMAGE_VERSION (see $src)"
}

# Size flags: -Oz, and no debug info in a shipped static lib.
WASM_CFLAGS="-Oz -DNDEBUG"
# SDL2 only: SDL_LEAN_AND_MEAN leaves out SDL's specialised software
# blitters (SDL_blit_0/1/A/N/AUTO.c, RLE): about 190 KB of tabula.wasm's code
# (issue 23: a game link's first visit <= 450 KiB) that the page never runs,
# since the GLES2 renderer draws and the atlas and glyphs go to textures in
# formats it takes as they are. Any conversion left goes through SDL's
# generic SDL_Blit_Slow. The software renderer (the fallback where WebGL
# fails) and YUV stay, as before.
SDL2_LEAN_CFLAGS="-DSDL_LEAN_AND_MEAN=1 -DSDL_VIDEO_RENDER_SW=1 -DSDL_HAVE_YUV=1"

build_sdl2() {
  local dsc work=$CACHE/work
  dsc=$(ls "$CACHE"/src/libsdl2_"$SDL2_VERSION"*.dsc | head -n1)
  rm -rf "$work/sdl2" && mkdir -p "$work"
  say "unpacking $(basename "$dsc")"
  # apt already checked the files against the signed Sources index; the
  # .dsc signature itself cannot be checked without debian-keyring.
  dpkg-source -x "$dsc" "$work/sdl2" > "$work/sdl2-unpack.log" 2>&1 ||
    { cat "$work/sdl2-unpack.log"; die "dpkg-source -x $dsc failed"; }
  say "building SDL2 $SDL2_VERSION for wasm (a few minutes on 2 cores)"
  # Subsystems a board game in a browser never touches are off: smaller
  # wasm and a faster build. Threads are off anyway without -pthread. No
  # audio (the games are silent; SDL_Init links the whole audio subsystem
  # and emscripten's Web Audio glue otherwise), and of the video drivers
  # only emscripten's (the offscreen and dummy ones are for headless hosts).
  emcmake cmake -S "$work/sdl2" -B "$work/sdl2/build-wasm" \
    -DCMAKE_BUILD_TYPE=MinSizeRel \
    -DCMAKE_C_FLAGS_MINSIZEREL="$WASM_CFLAGS $SDL2_LEAN_CFLAGS" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF \
    -DSDL_POWER=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_THREADS=OFF \
    -DSDL_AUDIO=OFF -DSDL_OFFSCREEN=OFF -DSDL_DUMMYVIDEO=OFF \
    > "$work/sdl2-configure.log" 2>&1 ||
    { tail -n 40 "$work/sdl2-configure.log"; die "SDL2 configure failed"; }
  cmake --build "$work/sdl2/build-wasm" -j2 > "$work/sdl2-build.log" 2>&1 ||
    { tail -n 40 "$work/sdl2-build.log"; die "SDL2 build failed"; }
  cmake --install "$work/sdl2/build-wasm" > "$work/sdl2-install.log" 2>&1 ||
    { tail -n 40 "$work/sdl2-install.log"; die "SDL2 install failed"; }
}

build_sdl2_image() {
  local dsc work=$CACHE/work
  dsc=$(ls "$CACHE"/src/libsdl2-image_"$SDL2_IMAGE_VERSION"*.dsc | head -n1)
  rm -rf "$work/sdl2-image" && mkdir -p "$work"
  say "unpacking $(basename "$dsc")"
  # apt already checked the files against the signed Sources index; the
  # .dsc signature itself cannot be checked without debian-keyring.
  dpkg-source -x "$dsc" "$work/sdl2-image" > "$work/sdl2-image-unpack.log" 2>&1 ||
    { cat "$work/sdl2-image-unpack.log"; die "dpkg-source -x $dsc failed"; }
  say "building SDL2_image $SDL2_IMAGE_VERSION for wasm (PNG only, stb_image)"
  # The STB backend decodes PNG with the bundled stb_image: no libpng/zlib.
  # SDL2_DIR points at our SDL2: the emscripten toolchain would otherwise
  # find emscripten's own SDL2 config, which pulls in the broken port.
  local formats=()
  for f in AVIF BMP GIF JPG JXL LBM PCX PNM QOI SVG TGA TIF WEBP XCF XPM XV; do
    formats+=("-DSDL2IMAGE_$f=OFF")
  done
  emcmake cmake -S "$work/sdl2-image" -B "$work/sdl2-image/build-wasm" \
    -DCMAKE_BUILD_TYPE=MinSizeRel \
    -DCMAKE_C_FLAGS_MINSIZEREL="$WASM_CFLAGS" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DBUILD_SHARED_LIBS=OFF \
    -DSDL2_DIR="$PREFIX/lib/cmake/SDL2" \
    -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_BACKEND_STB=ON \
    -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF \
    -DSDL2IMAGE_PNG=ON "${formats[@]}" \
    > "$work/sdl2-image-configure.log" 2>&1 ||
    { tail -n 40 "$work/sdl2-image-configure.log"; die "SDL2_image configure failed"; }
  cmake --build "$work/sdl2-image/build-wasm" -j2 > "$work/sdl2-image-build.log" 2>&1 ||
    { tail -n 40 "$work/sdl2-image-build.log"; die "SDL2_image build failed"; }
  cmake --install "$work/sdl2-image/build-wasm" > "$work/sdl2-image-install.log" 2>&1 ||
    { tail -n 40 "$work/sdl2-image-install.log"; die "SDL2_image install failed"; }
}

if [[ -f $STAMP ]]; then
  say "wasm SDL2 + SDL2_image: cached in $PREFIX"
else
  # No stamp means never built or stopped half way: start clean.
  rm -rf "$PREFIX"
  fetch_sources
  t0=$SECONDS
  build_sdl2
  build_sdl2_image
  [[ -f $PREFIX/lib/libSDL2.a && -f $PREFIX/lib/libSDL2_image.a ]] ||
    die "build finished but $PREFIX/lib lacks libSDL2.a / libSDL2_image.a"
  rm -rf "$CACHE/work"
  printf 'sdl2=%s sdl2_image=%s recipe=%s built=%s\n' \
    "$SDL2_VERSION" "$SDL2_IMAGE_VERSION" "$RECIPE_VERSION" "$(date -u +%FT%TZ)" > "$STAMP"
  say "wasm SDL2 + SDL2_image built in $((SECONDS - t0)) s into $PREFIX"
fi

# ---- 3. playwright-core and axe-core for the browser tests -----------------
# playwright-core drives Debian's /usr/bin/chromium and downloads no browser;
# axe-core checks each screen for accessibility violations. Both pinned in
# package-lock.json (playwright 1.61: the last that runs on Node 18). An
# install whose recorded packages differ from the lock file's is redone.
lock_packages() {  # "name@version" of every package a package-lock.json records
  node -e 'try { const l = require(process.argv[1]);
    for (const [k, v] of Object.entries(l.packages)) if (k) console.log(k + "@" + v.version) } catch (e) {}' "$1" | sort
}
want=$(lock_packages "$ROOT/tests/browser/package-lock.json")
have=$(lock_packages "$ROOT/tests/browser/node_modules/.package-lock.json")
if [[ -n $want && $want == "$have" &&
      -f $ROOT/tests/browser/node_modules/playwright-core/package.json ]]; then
  say "playwright-core, axe-core: present in tests/browser/node_modules"
else
  say "npm ci in tests/browser (playwright-core, axe-core)"
  (cd "$ROOT/tests/browser" && npm ci --no-audit --no-fund --loglevel=error)
fi

# ---- 4. the icon set the art is built from --------------------------------
# @iconify-json/game-icons (game-icons.net, CC BY 3.0), pinned in
# assets/art/package-lock.json; scripts/build-art.py takes icons by name.
if [[ -f $ROOT/assets/art/node_modules/@iconify-json/game-icons/icons.json ]]; then
  say "game-icons: present in assets/art/node_modules"
else
  say "npm ci in assets/art (@iconify-json/game-icons)"
  (cd "$ROOT/assets/art" && npm ci --no-audit --no-fund --loglevel=error)
fi

say "done in $((SECONDS - START)) s (wasm prefix: $PREFIX)"
