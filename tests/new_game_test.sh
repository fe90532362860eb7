#!/usr/bin/env bash
# scripts/new-game.sh end to end (issue 34 §13): a fifth game made by it in a
# scratch copy of this checkout (build/new-game/src: the files git has or
# would add, so uncommitted work is tested too) builds, passes the generic
# suites, plays in tabula-cli, and plays to its end on a phone in the page,
# on the plain board, from its own phone test. scripts/test.sh runs it in the
# server lane, after build/wasm-test (whose ccache'd objects this build
# shares: only the registry, the new game and the links are new work).
# The game is test-only there (--test-only: the page is build/wasm-test's, so
# the shipped site's art is not rebuilt); its files are those of a shipped
# game, and the lesson and example suites check them all the same.
#   usage: bash tests/new_game_test.sh [NAME]      (default: quince)
# Prints each stage's time, and the stub's size.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
NAME=${1:-quince}
SCRATCH=$ROOT/build/new-game
SRC=$SCRATCH/src
export NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs
export CCACHE_DIR=${CCACHE_DIR:-${HOME:-/root}/.cache/ccache}
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$ROOT}  # the scratch is below ROOT: same relative paths, same objects
T0=$SECONDS
stage() { echo "[new-game] $((SECONDS - T0)) s: $*"; }
fail() { echo "[new-game] FAILED: $*"; exit 1; }

rm -rf "$SCRATCH"
mkdir -p "$SRC"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard | grep -zv -e '^build/' -e 'node_modules' |
  tar --null -T - -cf - 2>/dev/null) | tar -xf - -C "$SRC" || fail "copying the checkout"
ln -s "$ROOT/tests/browser/node_modules" "$SRC/tests/browser/node_modules"
stage "scratch copy in $SRC"
T_MADE=$SECONDS
bash "$SRC/scripts/new-game.sh" "$NAME" --test-only | tee "$SCRATCH/made.txt" || fail "new-game.sh"
files=$(grep -c '^  ' "$SCRATCH/made.txt")
lines=$(cd "$SRC" && grep '^  ' "$SCRATCH/made.txt" | xargs cat | wc -l)
stage "new-game.sh: $files files, $lines lines"

# No shared file names it: the checker on the scratch (a git tree of its own).
(cd "$SRC" && git init -q . && git add -A) || fail "git init in the scratch"
TABULA_CHECK_ROOT=$SRC bash "$ROOT/scripts/check-game-names.sh" | tail -1 || fail "check-game-names: a shared file names $NAME"

# Native: the tests and the CLI only (the fuzz replays come with preset asan's smoke).
(cd "$SRC" && cmake --preset native > "$SCRATCH/native-config.log" 2>&1 &&
  cmake --build --preset native -j2 --target tabula_tests tabula-cli > "$SCRATCH/native-build.log" 2>&1) ||
  { tail -30 "$SCRATCH/native-build.log"; fail "native build"; }
stage "native build"
CLI=$SRC/build/native/tabula-cli
"$CLI" games | grep -q "^$NAME"$'\t' || fail "tabula-cli games does not list $NAME"
for bots in random,expert easy,hard,expert; do
  p=$(tr -cd , <<< "$bots" | wc -c); p=$((p + 1))
  "$CLI" play --game "$NAME" --players $p --bots $bots --seed 7 --save "$SCRATCH/cli-$p.json" || fail "tabula-cli play $p"
  "$CLI" replay "$SCRATCH/cli-$p.json" > /dev/null || fail "tabula-cli replay $p"
done
# The generic suites: every test named for a game (this one's), and the ones
# that loop over every game inside (two shards at once).
filter="*$NAME*:*Examples.*:Conformance.*:Save.*:LogGrows.*:Review.*:Lesson.*:GameSuites.*:Match.*"
for shard in 0 1; do
  GTEST_TOTAL_SHARDS=2 GTEST_SHARD_INDEX=$shard "$SRC/build/native/tests/tabula_tests" --gtest_filter="$filter" \
    > "$SCRATCH/suites-$shard.log" 2>&1 &
done
ok=1
for job in $(jobs -p); do wait "$job" || ok=0; done
grep -h "tests ran\|PASSED\|FAILED" "$SCRATCH"/suites-*.log
((ok)) || { grep -h -B5 "FAILED  \]" "$SCRATCH"/suites-*.log | head -40; fail "the generic suites"; }
"$SRC/build/native/tests/tabula_tests" --gtest_filter='Games/Examples.*' --gtest_list_tests | grep -q "GetParam() = \"$NAME\"" ||
  fail "its worked examples were not among those checked"
stage "tabula-cli and the generic suites"

# The page built with it (preset wasm, the test-only games on): emcc objects
# shared with build/wasm-test through ccache.
(cd "$SRC" && cmake --preset wasm -B build/wasm-test -DTABULA_TEST_GAMES=ON -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DTABULA_WASM_PREFIX="$(bash scripts/setup.sh --print-prefix)" > "$SCRATCH/wasm-config.log" 2>&1 &&
  cmake --build build/wasm-test -j2 --target site > "$SCRATCH/wasm-build.log" 2>&1) ||
  { tail -30 "$SCRATCH/wasm-build.log"; fail "the page's build"; }
stage "the page (build/wasm-test)"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 "$port" -d "$SRC/build/wasm-test/site" > /dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/" > /dev/null && break; sleep 0.1; done
TABULA_URL="http://127.0.0.1:$port/" TABULA_CHROMIUM=${TABULA_CHROMIUM:-/usr/bin/chromium} \
  timeout 300 node --test "$SRC/tests/$NAME/browser/"*.test.mjs || fail "its phone test"
stage "played on a phone (new-game.sh to a playable page: $((SECONDS - T_MADE)) s)"
echo "new game: 1 passed, 0 failed"
