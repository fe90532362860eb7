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
done <<'GAMES'
mascarade 2 random 1
mascarade 3 easy 2
mascarade 4 hard 3
mascarade 5 random 18446744073709551615
mascarade 7 easy 5
mascarade 9 random 6
mascarade 13 easy 7
mascarade 13 random 8
mykerinos 2 hard 1
mykerinos 3 easy 2
mykerinos 4 hard 18446744073709551615
shakespeare 1 easy 4
shakespeare 2 hard 5
shakespeare 4 random 6
GAMES

echo "determinism: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
