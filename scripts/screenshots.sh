#!/usr/bin/env bash
# Screenshots from the real page, served from build/wasm/site on a free
# loopback port in headless Chromium (docs/screenshots/README.md says what
# each is for):
#  - the README's: a few moves of each game at phone and desktop size
#    (tests/browser/readme-shots.mjs): OUT_DIR/<game>-<phone|desktop>.png,
#    reduced to a palette by pngquant;
#  - the gallery: every screen of each game (start, play, two moments of a
#    whole game, the end sequence settled, the board after it, the replay,
#    the rules, the lesson) at phone, desktop and 360 px embed sizes in the
#    four languages (tests/browser/gallery-shots.mjs):
#    OUT_DIR/<game>/<lang>/<size>-<n>-<screen>.jpg, JPEG quality 70
#    (GALLERY_QUALITY).
# Prints every file's size and the total. Build the site first
# (scripts/build-site.sh site).
#   usage: bash scripts/screenshots.sh [--readme|--gallery] [OUT_DIR]
#   GALLERY_LANGS="en hu" GALLERY_SIZES="phone desktop embed360" narrow the gallery.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
what=all
case ${1:-} in
  --readme) what=readme; shift ;;
  --gallery) what=gallery; shift ;;
esac
OUT=${1:-docs/screenshots}
SITE=build/wasm/site
[[ -f $SITE/index.html ]] || { echo "[screenshots] ERROR: no $SITE: run scripts/build-site.sh site" >&2; exit 1; }
[[ -d tests/browser/node_modules/playwright-core ]] || bash scripts/setup.sh > /dev/null
mkdir -p "$OUT"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$SITE" > /dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done
export TABULA_URL="http://127.0.0.1:$port/"
if [[ $what != gallery ]]; then
  node tests/browser/readme-shots.mjs "$OUT"
  if command -v pngquant > /dev/null; then
    pngquant --force --skip-if-larger --speed 1 --quality 60-90 --ext .png "$OUT"/*.png || true
  fi
  du -b "$OUT"/*.png | awk '{ t += $1; printf "  %8d %s\n", $1, $2 } END { printf "  %8d README screenshots\n", t }'
fi
if [[ $what != readme ]]; then
  node tests/browser/gallery-shots.mjs "$OUT"
  find "$OUT" -mindepth 3 -name '*.jpg' -print0 | du -bc --files0-from=- | sort -k2 |
    awk '$2 == "total" { t = $1; next } { n += 1 } END { printf "  %8d bytes in %d gallery screenshots\n", t, n }'
fi
