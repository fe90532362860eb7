#!/usr/bin/env bash
# Configure and build the wasm preset: the static site in build/wasm/site
# (target `site`, defined by web/CMakeLists.txt) and the wasm tabula-cli that
# tests/determinism.sh runs under node. Expects scripts/setup.sh to have run.
#   usage: scripts/build-site.sh [cmake targets...]   (default: site tabula-cli)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
# emcc's JS optimizer needs Debian's node modules (acorn) on NODE_PATH.
export NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs
# The SDL2/SDL2_image prefix lives in a cache outside the build tree; the
# preset's default only matches the default cache, so always pass it.
PREFIX=$(bash scripts/setup.sh --print-prefix)
targets=("$@")
((${#targets[@]})) || targets=(site tabula-cli)

echo "[build-site] configure build/wasm (TABULA_WASM_PREFIX=$PREFIX)"
cmake --preset wasm -DTABULA_WASM_PREFIX="$PREFIX" > /dev/null
echo "[build-site] build ${targets[*]} (-j2)"
cmake --build build/wasm -j2 --target "${targets[@]}"
[[ ! " ${targets[*]} " == *" site "* || -f build/wasm/site/index.html ]] ||
  { echo "[build-site] ERROR: target site built but build/wasm/site/index.html is missing" >&2; exit 1; }
echo "[build-site] ok: build/wasm/site"
