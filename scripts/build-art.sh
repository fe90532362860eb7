#!/usr/bin/env bash
# Builds the games' texture atlases into a directory (default build/art):
#   <game>.json + <game>@1x.png, @2x.png, @3x.png   (scripts/build-art.py)
# Installs the icon package (@iconify-json/game-icons, pinned in
# assets/art/package-lock.json) into assets/art/node_modules first if needed.
# Cached by input hash in ${TABULA_CACHE:-~/.cache/tabula}/art: a rerun with
# nothing changed only copies files.
#   usage: scripts/build-art.sh [OUT_DIR] [build-art.py options...]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=${1:-$ROOT/build/art}
shift || true
ICONS=$ROOT/assets/art/node_modules/@iconify-json/game-icons/icons.json
if [[ ! -f $ICONS ]]; then
  echo "[build-art] npm ci in assets/art (@iconify-json/game-icons)"
  (cd "$ROOT/assets/art" && npm ci --no-audit --no-fund --loglevel=error)
fi
command -v rsvg-convert >/dev/null || { echo "[build-art] ERROR: rsvg-convert missing (apt-get install librsvg2-bin)" >&2; exit 1; }
command -v pngquant >/dev/null || echo "[build-art] note: pngquant missing, atlases stay full colour (about 3x the bytes)" >&2
# Debian's python3 (fontTools and friends live there, not in a pyenv one).
PY=/usr/bin/python3
[[ -x $PY ]] || PY=python3
exec "$PY" "$ROOT/scripts/build-art.py" --out "$OUT" "$@"
