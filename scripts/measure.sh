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

echo "== random playouts per second (native | wasm under node; wasm/native per game and table size, cold and steady) =="
# The games the site ships (the wasm tabula-cli lists the engine's registry
# without the test-only games), at their smallest, 4-player and largest
# tables. Enough games for about a second natively (a short native run sizes
# it). Cold: from the start, as a page's first search pays it, V8's tier-up
# included (it optimises a wasm function only for its next call, on a
# background thread: on a loaded 2-core machine a tenth of a second or
# more). Steady: after as many untimed games (--warmup), once every hot
# function runs optimised. Each pair is run back to back; the load average
# is printed beside it, as the figures move with it.
games() { node --no-experimental-fetch build/wasm/tabula-cli.js games; }
pps() { python3 -c 'import json,sys; print(round(json.load(sys.stdin)["playouts_per_second"]))'; }
tables() {
  games | while IFS=$'\t' read -r game range _; do
    range=${range%% *}
    lo=${range%-*} hi=${range#*-}
    printf '%s\n' "$lo" "$((lo < 4 && hi > 4 ? 4 : lo))" "$hi" | uniq | sed "s/^/$game /"
  done
}
bench_pair() {  # game players games warmup -> "native wasm"
  local n w
  n=$(build/native/tabula-cli bench --game "$1" --players "$2" --games "$3" --warmup "$4" | pps)
  w=$(node --no-experimental-fetch build/wasm/tabula-cli.js bench --game "$1" \
        --players "$2" --games "$3" --warmup "$4" | pps)
  echo "$n $w"
}
while read -r game players; do
  probe=$(build/native/tabula-cli bench --game "$game" --players "$players" --games 200 | pps)
  games=$((probe > 1000 ? probe : 1000))
  load=$(cut -d' ' -f1 /proc/loadavg)
  read -r n w < <(bench_pair "$game" "$players" "$games" 0)
  read -r sn sw < <(bench_pair "$game" "$players" "$games" "$games")
  printf '  %-12s %2sp  cold %8s | %8s (wasm/native %.2f)  steady %8s | %8s (%.2f)  %d games, load %s\n' \
    "$game" "$players" "$n" "$w" "$(python3 -c "print($w/$n)")" "$sn" "$sw" "$(python3 -c "print($sw/$sn)")" \
    "$games" "$load"
done < <(tables)

# Start-up CPU (issue 35): main-thread task and script ms from navigation to
# ready (Chromium's thread ticks, which hardly move with the machine's load),
# per game at DPR 2 and 3, the phases from the page's marks, and a slow-4G
# first visit with the CPU 4x slower (wall clock, load average beside it).
echo "== start-up: main-thread CPU to ready, phases, slow 4G =="
node tests/browser/bench-start.mjs --site "$ROOT/build/wasm/site" --slow4g

echo "== the page in headless Chromium =="
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory build/wasm/site > /dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
sleep 0.5
# Whole 4-player games (or the largest table, if smaller) by hard bots, for the restore (Continue) timing.
saves=()
while IFS=$'\t' read -r game range _; do
  range=${range%% *}
  players=$((${range#*-} < 4 ? ${range#*-} : 4))
  out="build/measure-$game-${players}p.json"
  build/native/tabula-cli play --game "$game" --players "$players" --seed 3 --bots hard --save "$out" > /dev/null
  saves+=("$out")
done < <(games)
TABULA_SAVES=$(IFS=,; echo "${saves[*]}") TABULA_URL="http://127.0.0.1:$port/" node tests/browser/bench-page.mjs 7
# The frames of a game's moments (issue 32): moves and swaps, the end
# sequence, each requestAnimationFrame callback on the desktop profile.
echo "== frames of the moves and the end sequence (desktop) =="
TABULA_URL="http://127.0.0.1:$port/" node tests/browser/bench-moments.mjs
