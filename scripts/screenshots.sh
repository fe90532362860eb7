#!/usr/bin/env bash
# The README's screenshots, from the real page: serves build/wasm/site on a
# free loopback port, plays a few moves of each game at phone and desktop
# size in headless Chromium (tests/browser/readme-shots.mjs) and writes
# docs/screenshots/<game>-<phone|desktop>.png, reduced to a 128-colour
# palette by pngquant. Build the site first (scripts/build-site.sh site).
#   usage: bash scripts/screenshots.sh [OUT_DIR]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
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
TABULA_URL="http://127.0.0.1:$port/" node tests/browser/readme-shots.mjs "$OUT"
if command -v pngquant > /dev/null; then
  pngquant --force --skip-if-larger --speed 1 --quality 60-90 --ext .png "$OUT"/*.png || true
fi
du -b "$OUT"/*.png | awk '{ t += $1; printf "  %8d %s\n", $1, $2 } END { printf "  %8d total\n", t }'
