#!/usr/bin/env bash
# Benchmarks (not tests): page weight, load time, playout speed natively and
# in wasm, and bot decision time in the browser. Prints a report; numbers vary
# with the machine, so the notes quote them with this command.
#   usage: bash scripts/measure.sh
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
export NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs
bash scripts/setup.sh > /dev/null
cmake --preset native > /dev/null && cmake --build --preset native > /dev/null
bash scripts/build-site.sh site tabula-cli > /dev/null

# What a first visit fetches, counted by a server that sees every request
# (page, wasm, art, the service worker's copies) at gzip -9 size, per device
# pixel ratio, until the game is interactive with its art drawn.
echo "== first load: what the browser fetches (gzip -9), per DPR =="
(cd tests/browser && node bench-first-load.mjs "$ROOT/build/wasm/site")

# The same page as our own server sends it (brotli, ETag, immutable, the
# service worker cache-first): bytes on the wire, first visit and reloads.
echo "== the wire from our server (scripts/serve.sh's): first visit, reload, reload with the service worker =="
node tests/browser/bench-wire.mjs --slow4g

echo "== the site's files (gzip -9; not all are fetched on a first load) =="
for f in build/wasm/site/* build/wasm/site/art/*; do
  [[ -f $f && $f != *.br && $f != *.gz ]] || continue  # the server's compressed copies
  printf '  %-24s %9d raw %9d gzipped\n' "${f#build/wasm/site/}" "$(stat -c %s "$f")" "$(gzip -9 -c "$f" | wc -c)"
done

echo "== random playouts per second (native | wasm under node) =="
# Enough games that wasm's JIT warm-up (~60 ms) does not dominate.
while read -r game players games; do
  n=$(build/native/tabula-cli bench --game "$game" --players "$players" --games "$games" |
      python3 -c 'import json,sys; print(round(json.load(sys.stdin)["playouts_per_second"]))')
  w=$(node --no-experimental-fetch build/wasm/tabula-cli.js bench --game "$game" \
        --players "$players" --games "$games" |
      python3 -c 'import json,sys; print(round(json.load(sys.stdin)["playouts_per_second"]))')
  printf '  %-12s %2sp  %8s | %8s  (wasm/native %.2f)\n' "$game" "$players" "$n" "$w" \
    "$(python3 -c "print($w/$n)")"
done <<'GAMES'
mascarade 4 200000
mascarade 13 50000
mykerinos 2 10000
mykerinos 3 10000
mykerinos 4 10000
shakespeare 1 40000
shakespeare 2 20000
shakespeare 4 10000
GAMES

echo "== the page in headless Chromium =="
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory build/wasm/site > /dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
sleep 0.5
# Whole 4-player games by hard bots, for the restore (Continue) timing.
saves=()
for game in mascarade mykerinos shakespeare; do
  out="build/measure-$game-4p.json"
  build/native/tabula-cli play --game "$game" --players 4 --seed 3 --bots hard,hard,hard,hard --save "$out" > /dev/null
  saves+=("$out")
done
TABULA_SAVES=$(IFS=,; echo "${saves[*]}") TABULA_URL="http://127.0.0.1:$port/" node tests/browser/bench-page.mjs 7
