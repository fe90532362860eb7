#!/usr/bin/env bash
# README command 2: everything CI checks, in one go.
#   1. scripts/setup.sh (toolchain, wasm SDL2 cache, playwright-core)
#   2. native build (preset native) and its GoogleTest suites through ctest
#   3. wasm build (preset wasm): build/wasm/site and the wasm tabula-cli
#   4. tests/determinism.sh, when present: native and wasm play identically
#   5. server set-up (server/setup.sh, the engine built for Node), then the
#      server's node tests in a lane of their own (then the test-only games'
#      page, and tests/new_game_test.sh: a fifth game from scripts/new-game.sh), beside
#   6. browser tests: node's test runner on tests/browser/{,<game>/}*.test.mjs (two spec
#      files at a time, TABULA_BROWSER_JOBS), driving /usr/bin/chromium through
#      playwright-core against the built site, served on a free loopback port
#      given to the specs as TABULA_URL
# Alongside, in a background lane (its own logs, collected before the summary):
#   7. sanitizers: preset asan (clang, ASan + UBSan) build and the whole native
#      suite under it
#   8. fuzz smoke: every libFuzzer target, built by that same preset, for
#      TABULA_FUZZ_SECONDS (default 10)
# The lane overlaps the wasm build and the browser tests, which leave a core
# idle much of the time. TABULA_LANES=1 runs it in the foreground, after 6.
# Every step runs even if an earlier one failed (unless it depends on it), a
# summary closes the output, and the exit code is non-zero on any failure.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
export NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs
LOGS=$ROOT/build/test-logs
START=$SECONDS

# Native objects are cached outside the tree (rm -rf build keeps them), and
# shared between checkouts of the same tree at different paths.
export CCACHE_DIR=${CCACHE_DIR:-${HOME:-/root}/.cache/ccache}
export CCACHE_BASEDIR=$ROOT

# Setup failing leaves nothing to test: stop right there.
bash scripts/setup.sh || { echo "test.sh: setup failed"; exit 1; }
bash scripts/setup-fuzz.sh || { echo "test.sh: setup-fuzz failed"; exit 1; }
mkdir -p "$LOGS"

ROWS=()
PASSED=0
FAILED=0
declare -A OK

# step KEY "Label" command...: run, log to build/test-logs/KEY.log, count.
step() {
  local key=$1 label=$2 t0=$SECONDS status p=0 f=0 counted=
  shift 2
  echo
  echo "==> $label"
  "$@" 2>&1 | tee "$LOGS/$key.log"
  if ((PIPESTATUS[0] == 0)); then status=ok; OK[$key]=1; else status=FAILED; fi
  read -r p f counted < <(count_results "$LOGS/$key.log")
  # A failed step always counts as at least one failure, counted or not.
  if [[ $status == FAILED ]] && ((f == 0)); then f=1; fi
  PASSED=$((PASSED + p))
  FAILED=$((FAILED + f))
  ROWS+=("$(printf '  %-16s %-7s %5ss  %s' "$label" "$status" $((SECONDS - t0)) \
    "${counted:+$p passed, $f failed}")")
}

# Background steps: lane_step runs in the lane's subshell and leaves its log
# and "rc seconds" in build/test-logs/KEY.{log,status}; collect KEY "Label"
# (in the main shell, after the lane ended) shows and counts it like step().
lane_step() {
  local key=$1 t0=$SECONDS rc
  shift 2
  "$@" > "$LOGS/$key.log" 2>&1
  rc=$?
  echo "$rc $((SECONDS - t0))" > "$LOGS/$key.status"
  return "$rc"
}
collect() {
  local key=$1 label=$2 rc=1 took=- p=0 f=0 counted= status
  echo
  echo "==> $label (background lane; full log build/test-logs/$key.log)"
  [[ -f $LOGS/$key.status ]] && read -r rc took < "$LOGS/$key.status"
  if [[ $rc == 0 ]]; then status=ok; OK[$key]=1; tail -n 15 "$LOGS/$key.log"
  else status=FAILED; tail -n 150 "$LOGS/$key.log" 2>/dev/null; fi
  read -r p f counted < <(count_results "$LOGS/$key.log")
  if [[ $status == FAILED ]] && ((f == 0)); then f=1; fi
  PASSED=$((PASSED + p))
  FAILED=$((FAILED + f))
  ROWS+=("$(printf '  %-16s %-7s %5ss  %s' "$label" "$status" "$took" \
    "${counted:+$p passed, $f failed}")")
}

skip() {  # skip KEY "Label" why: a step whose prerequisite failed
  echo
  echo "==> $2: SKIPPED ($3)"
  FAILED=$((FAILED + 1))
  ROWS+=("$(printf '  %-16s %-7s %5s   %s' "$2" SKIPPED - "$3")")
}

# Prints "passed failed counted?" from a runner's closing lines: ctest's
# "N% tests passed, F tests failed out of T", node's "# pass N"/"# fail N"
# (or the spec reporter's "ℹ pass N"), and "name: N passed, N failed".
count_results() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1], errors="replace").read()
m = re.findall(r"tests passed, (\d+) tests? failed out of (\d+)", text)
if m:
    f, t = map(int, m[-1]); print(t - f, f, "y"); sys.exit()
p = re.findall(r"^(?:# |\u2139 )pass (\d+)\s*$", text, re.M)
f = re.findall(r"^(?:# |\u2139 )fail (\d+)\s*$", text, re.M)
if p and f:  # one summary a node --test run (a step may make several)
    print(sum(map(int, p)), sum(map(int, f)), "y"); sys.exit()
m = re.findall(r"^\w+: (\d+) passed, (\d+) failed", text, re.M)
if m:
    p, f = map(int, m[-1]); print(p, f, "y"); sys.exit()
print(0, 0, "")
PY
}

native_build() {
  cmake --preset native > /dev/null && cmake --build --preset native
}
native_tests() { ctest --preset native; }
wasm_build() { bash scripts/build-site.sh site tabula-cli; }
asan_build() {
  cmake --preset asan > /dev/null && cmake --build --preset asan
}
# Under ASan + UBSan the code runs about 20x slower, so the tests that play
# thousands of random or bot games play a handful there (tests/core/
# test_scale.h: the same code paths and per-position invariants; their
# statistical thresholds are checked only in the native run). The whole suite
# runs, nothing left out: 2m44 wall for 301 tests on a 2-core machine at load
# 4-6 (the longest, one game's UndoFairness, 37 s).
asan_tests() { ctest --preset asan; }
# The smoke runs preset asan's libFuzzer binaries: no build of its own.
fuzz_smoke() { FUZZ_PRESET=asan bash scripts/fuzz.sh "${TABULA_FUZZ_SECONDS:-10}"; }

# The background lane: sanitizers, then the fuzz smoke. Steps that need no
# browser and no wasm go here (each as lane_step KEY "Label" fn, collected
# below in the same order).
sanitizer_lane() {
  lane_step asan-build "asan build" asan_build || return
  lane_step asan-tests "asan tests" asan_tests
  lane_step fuzz "fuzz smoke" fuzz_smoke
}
collect_sanitizer_lane() {
  collect asan-build "asan build"
  if [[ -n ${OK[asan-build]:-} ]]; then
    collect asan-tests "asan tests"
    collect fuzz "fuzz smoke"
  else
    skip asan-tests "asan tests" "asan build failed"
    skip fuzz "fuzz smoke" "asan build failed"
  fi
}
determinism() { timeout 900 bash tests/determinism.sh build/native build/wasm; }

browser_tests() {
  # Serve build/wasm/site on a free loopback port for the specs.
  local portfile=$LOGS/site-port specs f
  rm -f "$portfile"
  python3 - "$ROOT/build/wasm/site" "$portfile" > "$LOGS/site-server.log" 2>&1 <<'PY' &
import functools, http.server, os, sys
site, portfile = sys.argv[1], sys.argv[2]
class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".data": "application/octet-stream"}
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=site))
with open(portfile + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(portfile + ".tmp", portfile)
server.serve_forever()
PY
  local server=$!
  # step() runs this in a pipeline subshell: its own EXIT trap stops the server.
  trap "kill $server 2>/dev/null || true" EXIT
  for _ in $(seq 50); do [[ -s $portfile ]] && break; sleep 0.1; done
  [[ -s $portfile ]] || { echo "could not start the site server"; return 1; }
  export TABULA_URL="http://127.0.0.1:$(cat "$portfile")/"
  export TABULA_CHROMIUM=/usr/bin/chromium
  # Phones at DPR 2 (tests/browser/harness.mjs): a 3x canvas costs 2.25x the
  # software GPU's work for the same CSS-pixel layout and checks.
  export TABULA_PHONE_DPR=${TABULA_PHONE_DPR:-2}
  echo "site served at $TABULA_URL"
  # Generic specs in tests/browser/, one game's in tests/browser/<game>/.
  specs=()
  for f in tests/browser/*.test.mjs tests/browser/*/*.test.mjs; do
    [[ $f == */node_modules/* ]] || specs+=("$f")
  done
  # Longest first (tests/browser/durations.txt: seconds a spec took alone),
  # so the run does not end on one long spec with the other core idle; a
  # spec not listed there counts as a long one (120 s).
  mapfile -t specs < <(awk 'NR == FNR { if ($1 ~ /^[0-9]+$/) t[$2] = $1; next }
      { print (($0 in t) ? t[$0] : 120), $0 }' tests/browser/durations.txt <(printf '%s\n' "${specs[@]}") |
    sort -rn -k1,1 | cut -d' ' -f2)
  # Two spec files at a time, one a core: a spec is CPU-bound in Chromium
  # (mostly its GPU process compositing the canvas in software: round 13
  # measured 189 CPU-s in 113 s for one phone spec), so more would only queue.
  # 78 min at most: a guard against a hang, not a budget (the lane took
  # 54 min in round 13's CI and 59 min in round 14's rehearsal on a loaded
  # 2-core machine; .ci/run must end inside 90, its builds take ~6 warm).
  timeout 4700 node --test --test-concurrency="${TABULA_BROWSER_JOBS:-2}" "${specs[@]}"
}

# The online server (server/): its packages, the engine as a Node module,
# then its node tests (whole games, secrets, kill -9, bad input, Redis + PostgreSQL).
# The set-up comes first, in the foreground: the online browser specs start
# the server too.
server_setup() { bash server/setup.sh && bash scripts/build-site.sh tabula_tables; }
# Generic tests in server/test/, one game's in server/test/<game>/.
server_tests() { (cd server && timeout 3000 node --test test/*.test.mjs test/*/*.test.mjs) && server_test_games; }
# build/wasm-test compiles through ccache (emcc too, unlike build/wasm): the
# new-game check below builds the same page from a scratch copy, and shares
# its objects (CCACHE_BASEDIR), so it compiles only what the new game changes.
# The server's whole-game and secrets tests for the games only the tests play
# (engine/games.cc, under TABULA_TEST_GAMES), with the engine for Node built with them: build/wasm-test,
# target tabula_tables (the engine's ~35 files: about 1 CPU-minute); then
# the page built with them (target site, its objects ccache hits of
# build/wasm's but for the registry and the plain board) for their browser
# smoke tests, tests/<game>/browser/*.test.mjs.
server_test_games() {
  NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs cmake --preset wasm -B build/wasm-test -DTABULA_TEST_GAMES=ON \
    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DTABULA_WASM_PREFIX="$(bash scripts/setup.sh --print-prefix)" > /dev/null &&
    NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs cmake --build build/wasm-test -j2 --target tabula_tables > /dev/null &&
    (cd server && TABULA_ENGINE="$ROOT/build/wasm-test/server/tabula_tables.js" TABULA_ONLY_TEST_GAMES=1 \
      timeout 600 node --test test/games.test.mjs test/secrets.test.mjs) &&
    test_games_browser
}
# The test-only games in the page: build/wasm-test/site served on a free
# loopback port for tests/<game>/browser/ (the shipped games' browser tests
# are tests/browser/<game>/, against build/wasm/site).
test_games_browser() {
  local specs=() f port server rc
  for f in tests/*/browser/*.test.mjs; do [[ -e $f ]] && specs+=("$f"); done
  ((${#specs[@]})) || return 0
  NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs cmake --build build/wasm-test -j2 --target site > /dev/null || return 1
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  python3 -m http.server --bind 127.0.0.1 "$port" -d build/wasm-test/site > /dev/null 2>&1 &
  server=$!
  for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/" > /dev/null && break; sleep 0.1; done
  TABULA_URL="http://127.0.0.1:$port/" TABULA_CHROMIUM=/usr/bin/chromium timeout 600 node --test "${specs[@]}"
  rc=$?
  kill "$server" 2>/dev/null
  return "$rc"
}

# scripts/new-game.sh end to end: a fifth game made in a scratch copy builds,
# passes the generic suites, plays in tabula-cli and on a phone in the page
# (tests/new_game_test.sh). In the server lane after build/wasm-test, whose
# objects it shares: about 2 minutes there, beside the browser lane.
# At nice 10: it competes for the cores with the browser lane, the long pole.
new_game() { timeout 900 nice -n 10 bash tests/new_game_test.sh; }

rm -f "$LOGS"/*.status
if [[ ${TABULA_LANES:-2} != 1 ]]; then
  echo "==> background lane: asan build + tests, fuzz smoke (logs in build/test-logs/)"
  # At a lower priority: it has no deadline of its own but the run's, while
  # the browser lane is the long pole and its frame-time checks (expert-think)
  # fail when two ASan jobs take the cores from Chromium.
  (renice -n 10 -p "$BASHPID" > /dev/null; sanitizer_lane) > /dev/null 2>&1 &
  LANE=$!
fi

# No shared file names a game (issue 27: a game is its folders and one line
# in engine/games.cc): a second's grep, first so its verdict shows at once.
step game-names "game names" bash scripts/check-game-names.sh
step native-build "native build" native_build
if [[ -n ${OK[native-build]:-} ]]; then
  step native-tests "native tests" native_tests
else
  skip native-tests "native tests" "native build failed"
fi

step wasm-build "wasm build" wasm_build

if [[ -f tests/determinism.sh ]]; then
  if [[ -n ${OK[native-build]:-} && -n ${OK[wasm-build]:-} ]]; then
    step determinism "determinism" determinism
  else
    skip determinism "determinism" "a build failed"
  fi
fi

# The server tests (mostly waiting on sockets, fsync and child processes)
# run beside the browser tests, in a second background lane.
[[ -n ${OK[wasm-build]:-} ]] && step server-setup "server setup" server_setup
if [[ -n ${OK[server-setup]:-} ]]; then
  (lane_step server "server tests" server_tests; lane_step new-game "new game" new_game) > /dev/null 2>&1 &
  SERVER_LANE=$!
  step browser "browser tests" browser_tests
  wait "$SERVER_LANE"
  collect server "server tests"
  collect new-game "new game"
elif [[ -n ${OK[wasm-build]:-} ]]; then
  skip server "server tests" "server setup failed"
  step browser "browser tests" browser_tests
else
  skip server "server tests" "wasm build failed"
  skip browser "browser tests" "wasm build failed"
fi

# ---- further foreground steps go here: step KEY "Label" function ----------
# (a step needing a build checks OK[KEY] as
# above). Steps that need neither the site nor a browser can go in
# sanitizer_lane instead, to overlap with the wasm build.

if [[ -n ${LANE:-} ]]; then
  wait "$LANE"
else
  sanitizer_lane
fi
collect_sanitizer_lane

echo
echo "==== test.sh summary ($((SECONDS - START)) s; logs in build/test-logs/) ===="
printf '%s\n' "${ROWS[@]}"
echo "all: $PASSED passed, $FAILED failed"
((FAILED == 0))
