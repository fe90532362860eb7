#!/usr/bin/env bash
# The wasm SDL2 cache has one name: the one scripts/setup.sh builds
# (--print-prefix). The wasm preset's default (CMakePresets.json) and the
# README must name the same directory, or a hand-run `cmake --preset wasm`
# looks for a cache nobody built (issue 34 §15: they said -v1, setup.sh built
# -v3). ctest runs it (tests/CMakeLists.txt).
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
name=$(basename "$(TABULA_CACHE=/nonexistent bash "$ROOT/scripts/setup.sh" --print-prefix)")
[[ $name == wasm-sdl2-* ]] || { echo "FAIL: setup.sh --print-prefix gave '$name'"; exit 1; }
failed=0
for f in CMakePresets.json README.md; do
  others=$(grep -oE 'wasm-sdl2-[0-9.]+-image-[0-9.]+-v[0-9]+' "$ROOT/$f" | sort -u | grep -vxF "$name")
  if ! grep -qF "$name" "$ROOT/$f"; then
    echo "FAIL: $f does not name $name (scripts/setup.sh's cache)"; failed=1
  elif [[ -n $others ]]; then
    echo "FAIL: $f names $(echo $others) beside $name"; failed=1
  else
    echo "ok: $f names $name"
  fi
done
exit $failed
