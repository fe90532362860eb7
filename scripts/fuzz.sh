#!/usr/bin/env bash
# Runs every libFuzzer target (tests/fuzz/README.md) for SECONDS each and
# prints executions and crashes per target:
#   bash scripts/fuzz.sh 60            # a minute per target
#   FUZZ_TARGETS="save play-mascarade" bash scripts/fuzz.sh 600
#   FUZZ_JOBS=2 bash scripts/fuzz.sh 60   # two targets at a time
#   FUZZ_MAX_LEN=N: longest input (default 512 bytes for play-*, 4096 for save)
#   FUZZ_PRESET=asan: the targets of preset asan (CI: no second build)
# A long run on a shared machine: nice -n 19 timeout ... bash scripts/fuzz.sh S
# The working corpus grows in build/fuzz-corpus/<target>/ (seeded from the
# repo's tests/fuzz/corpus/<target>/, which it never writes); crashing inputs
# land in build/fuzz-artifacts/<target>/. To keep a crash as a regression
# test, minimise it and copy it into tests/fuzz/corpus/<target>/.
# Closing line: "fuzz: N passed, N failed" (one per target), exit 1 on a crash.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
SECONDS_EACH=${1:-}
[[ $SECONDS_EACH =~ ^[0-9]+$ ]] && ((SECONDS_EACH > 0)) || {
  echo "usage: bash scripts/fuzz.sh SECONDS   (per target)" >&2; exit 2; }
TARGETS=(${FUZZ_TARGETS:-save play-mascarade play-shakespeare play-mykerinos})
JOBS=${FUZZ_JOBS:-1}

# Preset fuzz (-O2) by default; CI's smoke passes FUZZ_PRESET=asan, whose
# objects (clang, -O1, the same sanitizers and coverage hooks) its ASan test
# suite has built already.
PRESET=${FUZZ_PRESET:-fuzz}

bash scripts/setup-fuzz.sh || { echo "fuzz.sh: setup failed"; exit 1; }
cmake --preset "$PRESET" > /dev/null && cmake --build --preset "$PRESET" || { echo "fuzz.sh: build failed"; exit 1; }

BIN=$ROOT/build/$PRESET/tests/fuzz
OUT=${FUZZ_OUT:-$ROOT/build/fuzz-runs}  # logs; a second run at once needs its own
mkdir -p "$OUT"

run_one() {
  local t=$1 corpus=$ROOT/build/fuzz-corpus/$1 art=$ROOT/build/fuzz-artifacts/$1/ dict=() max_len=4096
  mkdir -p "$corpus" "$art"
  [[ -f tests/fuzz/$t.dict ]] && dict=(-dict="tests/fuzz/$t.dict")
  # A play session reads one byte per step and a random-play byte walks up to
  # 128 moves, so 512 bytes reach any depth of any game; longer inputs only
  # make each execution (and its closing checks on a long log) slower.
  [[ $t == play-* ]] && max_len=512
  max_len=${FUZZ_MAX_LEN:-$max_len}
  # -timeout: one input slower than 25 s is a hang; -rss_limit_mb: a leak or
  # runaway growth is a crash too. ASan aborts on the first report.
  # A short allocation stack keeps ASan's bookkeeping from dominating.
  # CPU seconds too: on a shared machine (or under nice) executions per CPU
  # second say what a target costs; executions per wall second do not.
  ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=4} \
  /usr/bin/time -f '%U %S' -o "$OUT/$t.cpu" "$BIN/fuzz-$t" "$corpus" "tests/fuzz/corpus/$t" "${dict[@]}" \
    -max_total_time="$SECONDS_EACH" -timeout=25 -rss_limit_mb=2048 -max_len="$max_len" \
    -print_final_stats=1 -artifact_prefix="$art" > "$OUT/$t.log" 2>&1
  echo $? > "$OUT/$t.rc"
}

START=$SECONDS
rm -f "$OUT"/*.rc "$OUT"/*.cpu
touch "$OUT/start-stamp"  # crashes are the artifacts newer than this run's start
running=0
for t in "${TARGETS[@]}"; do
  [[ -x $BIN/fuzz-$t ]] || { echo "fuzz.sh: no target $t" >&2; echo 1 > "$OUT/$t.rc"; continue; }
  echo "fuzz.sh: $t for ${SECONDS_EACH}s"
  run_one "$t" &
  running=$((running + 1))
  if ((running >= JOBS)); then wait -n; running=$((running - 1)); fi
done
wait

printf '\n%-18s %14s %10s %10s %8s  %s\n' target executions exec/s "exec/cpu-s" crashes "corpus (files)"
passed=0 failed=0
for t in "${TARGETS[@]}"; do
  log=$OUT/$t.log rc=$(cat "$OUT/$t.rc" 2>/dev/null || echo 1)
  execs=$(grep -oP 'stat::number_of_executed_units:\s*\K\d+' "$log" 2>/dev/null | tail -1)
  speed=$(grep -oP 'stat::average_exec_per_sec:\s*\K\d+' "$log" 2>/dev/null | tail -1)
  crashes=$(find "build/fuzz-artifacts/$t" -type f \( -name "crash-*" -o -name "timeout-*" -o -name "oom-*" -o -name "leak-*" \) -newer "$OUT/start-stamp" 2>/dev/null | wc -l)
  files=$(find "build/fuzz-corpus/$t" -type f 2>/dev/null | wc -l)
  cpu_speed=$(awk -v n="${execs:-0}" '{ u = $1; s = $2 } END { if (u + s > 0) printf "%d", n / (u + s) }' "$OUT/$t.cpu" 2>/dev/null)
  printf '%-18s %14s %10s %10s %8s  %s\n' "$t" "${execs:-?}" "${speed:-?}" "${cpu_speed:-?}" "$crashes" "$files"
  if [[ $rc == 0 ]] && ((crashes == 0)); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "  $t: exit $rc; log $log; inputs in build/fuzz-artifacts/$t/" >&2
    grep -m5 -E 'ERROR|invariant broken|runtime error|SUMMARY' "$log" | sed 's/^/    /' >&2
  fi
done
echo "fuzz: $passed passed, $failed failed ($((SECONDS - START)) s)"
((failed == 0))
