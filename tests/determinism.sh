#!/usr/bin/env bash
# The same options, seed and actions must give the identical game natively
# and in wasm. Plays bot games with the native tabula-cli and the wasm one
# (under node) and compares the saves they write byte for byte, then has each
# build replay the other's save.
#   usage: tests/determinism.sh NATIVE_BUILD_DIR WASM_BUILD_DIR
set -euo pipefail
native="${1:-build/native}/tabula-cli"
wasm_js="${2:-build/wasm}/tabula-cli.js"
export NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs
run_wasm() { node --no-experimental-fetch "$wasm_js" "$@"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() {  # name, native file, wasm file
  if cmp -s "$2" "$3"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "DIFFERENT: $1"
    diff <(head -c 2000 "$2") <(head -c 2000 "$3") || true
  fi
}

# The tables: every game the wasm build lists (tabula-cli games: the engine's
# registry, without the games only the tests play), at its smallest, middle
# and largest player count, by hard, easy and random bots (the largest by two);
# the smallest with the largest seed (it does not fit a double).
tables() {
  run_wasm games | while IFS=$'\t' read -r game range _; do
    range=${range%% *}
    lo=${range%-*} hi=${range#*-}
    mid=$(((lo + hi) / 2))
    echo "$game $lo hard 18446744073709551615"
    ((mid > lo && mid < hi)) && echo "$game $mid easy 2"
    ((hi > lo)) && echo "$game $hi random 3" && echo "$game $hi easy 5"
  done
}
# Each game the wasm build lists must be in the native one too.
for game in $(run_wasm games | cut -f1); do
  "$native" games | cut -f1 | grep -qx "$game" || { echo "determinism: native tabula-cli lacks $game"; exit 1; }
done

while IFS=' ' read -r game players bots seed; do
  name="$game-$players-$bots-$seed"
  "$native" play --game "$game" --players "$players" --bots "$bots" --seed "$seed" \
    --save "$work/$name.native.json" > "$work/$name.native.out"
  run_wasm play --game "$game" --players "$players" --bots "$bots" --seed "$seed" \
    --save "$work/$name.wasm.json" > "$work/$name.wasm.out"
  check "$name (result)" "$work/$name.native.out" "$work/$name.wasm.out"
  check "$name (save)" "$work/$name.native.json" "$work/$name.wasm.json"
  "$native" replay "$work/$name.wasm.json" > "$work/$name.native.replay"
  run_wasm replay "$work/$name.native.json" > "$work/$name.wasm.replay"
  check "$name (replay)" "$work/$name.native.replay" "$work/$name.wasm.replay"
done < <(tables)
[ "$passed" -gt 0 ] || { echo "determinism: no game played"; exit 1; }

echo "determinism: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
