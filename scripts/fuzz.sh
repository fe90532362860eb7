#!/usr/bin/env bash
# Runs every libFuzzer target (tests/fuzz/README.md) for SECONDS each and
# prints executions, CPU seconds and crashes per target:
#   bash scripts/fuzz.sh 60            # a minute per target
#   FUZZ_TARGETS="save play-<game>" bash scripts/fuzz.sh 600
#   FUZZ_JOBS=2 bash scripts/fuzz.sh 60   # two targets at a time
#   FUZZ_FORK=N: libFuzzer's -fork=N (N worker processes per target; it goes
#     on after a crash, -ignore_crashes=1, and still counts it)
#   FUZZ_MAX_LEN=N: longest input (default 512 bytes for play-*, 4096 for save)
#   FUZZ_FLAGS="...": more libFuzzer flags for every target
#   FUZZ_PRESET: which build runs (default fuzz-long):
#     fuzz-long  clang -O2, UBSan, no ASan: the long runs. Several times the
#                executions per CPU second of the ASan build on the play
#                targets; so that no heap error passes unseen, every input the
#                run added to the corpus is then replayed through preset
#                fuzz's ASan build, and a report there counts as a crash.
#     fuzz       the same under ASan + UBSan (-O2).
#     asan       preset asan's binaries (-O1, ASan + UBSan, built with the
#                test suites): CI's smoke, which then costs no build.
#   FUZZ_CORPUS=DIR: the working corpus, DIR/<target>/. Presets fuzz and
#     fuzz-long keep it in ~/.cache/tabula/fuzz-corpus (outside the tree, so
#     a campaign accumulates across runs, checkouts and sessions); the smoke
#     (asan) uses build/fuzz-corpus, so that it stays short: libFuzzer runs
#     the whole corpus before it starts mutating.
#   The campaign: with a corpus outside the tree, every run appends its
#   figures per target to DIR/campaign.tsv, and the closing table adds the
#   campaign's totals (executions, CPU seconds, crashes over every run on
#   this machine's corpus), since one session cannot give a target the ten
#   million executions a long run asks for.
# A long run on a shared machine: nice -n 19 bash scripts/fuzz.sh S
# The repo's seed corpus (tests/fuzz/corpus/save/, tests/<game>/fuzz/corpus/
# for play-<game>) seeds the run (it is never written);
# crashing inputs land in build/fuzz-artifacts/<target>/. To keep a crash as
# a regression test, minimise it and copy it into that seed corpus.
# Closing line: "fuzz: N passed, N failed" (one per target), exit 1 on a crash.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
SECONDS_EACH=${1:-}
[[ $SECONDS_EACH =~ ^[0-9]+$ ]] && ((SECONDS_EACH > 0)) || {
  echo "usage: bash scripts/fuzz.sh SECONDS   (per target)" >&2; exit 2; }
JOBS=${FUZZ_JOBS:-1}
FORK=${FUZZ_FORK:-0}
PRESET=${FUZZ_PRESET:-fuzz-long}
case $PRESET in
  asan) CORPUS_ROOT=${FUZZ_CORPUS:-$ROOT/build/fuzz-corpus} ;;
  *) CORPUS_ROOT=${FUZZ_CORPUS:-${HOME:-/root}/.cache/tabula/fuzz-corpus} ;;
esac
# The ASan build that replays what a run without ASan added to the corpus.
CHECK_PRESET=
[[ $PRESET == fuzz-long ]] && CHECK_PRESET=fuzz

bash scripts/setup-fuzz.sh || { echo "fuzz.sh: setup failed"; exit 1; }
for p in $PRESET $CHECK_PRESET; do
  cmake --preset "$p" > /dev/null && cmake --build --preset "$p" || { echo "fuzz.sh: build $p failed"; exit 1; }
done

BIN=$ROOT/build/$PRESET/tests/fuzz
# Every target the build made: save and one play-<game> per game of the
# registry (tests/fuzz/CMakeLists.txt reads engine/games.cc).
TARGETS=(${FUZZ_TARGETS:-$(cd "$BIN" && ls fuzz-* | grep -v '^fuzz-replay-' | sed 's/^fuzz-//')})
((${#TARGETS[@]})) || { echo "fuzz.sh: preset $PRESET built no fuzz target in $BIN"; exit 1; }
# A target's seed corpus in the repo: tests/fuzz/corpus/save, and each
# game's own tests/<game>/fuzz/corpus (tests/fuzz/CMakeLists.txt).
seeds() { if [[ $1 == play-* ]]; then echo "tests/${1#play-}/fuzz/corpus"; else echo "tests/fuzz/corpus/$1"; fi; }
OUT=${FUZZ_OUT:-$ROOT/build/fuzz-runs}  # logs; a second run at once needs its own
mkdir -p "$OUT"

run_one() {
  local t=$1 corpus=$CORPUS_ROOT/$1 art=$ROOT/build/fuzz-artifacts/$1/ dict=() max_len=4096 fork=()
  mkdir -p "$corpus" "$art"
  [[ -f $BIN/$t.dict ]] && dict=(-dict="$BIN/$t.dict")  # made by tests/fuzz/CMakeLists.txt
  # A play session reads one byte per step and a random-play byte walks up to
  # 128 moves, so 512 bytes reach any depth of any game; longer inputs only
  # make each execution (and its closing checks on a long log) slower.
  [[ $t == play-* ]] && max_len=512
  max_len=${FUZZ_MAX_LEN:-$max_len}
  ((FORK > 0)) && fork=(-fork="$FORK" -ignore_crashes=1)
  # -timeout: one input slower than 25 s is a hang; -rss_limit_mb: a leak or
  # runaway growth is a crash too. ASan aborts on the first report.
  # A short allocation stack keeps ASan's bookkeeping from dominating.
  # CPU seconds too: on a shared machine (or under nice) executions per CPU
  # second say what a target costs; executions per wall second do not.
  ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=4} \
  /usr/bin/time -f '%U %S' -o "$OUT/$t.cpu" "$BIN/fuzz-$t" "$corpus" "$(seeds "$t")" "${dict[@]}" "${fork[@]}" \
    ${FUZZ_FLAGS:-} -max_total_time="$SECONDS_EACH" -timeout=25 -rss_limit_mb=2048 -max_len="$max_len" \
    -print_final_stats=1 -artifact_prefix="$art" > "$OUT/$t.log" 2>&1
  echo $? > "$OUT/$t.rc"
  [[ -n $CHECK_PRESET ]] && asan_replay "$t" "$corpus" "$art"
}

# Every input this run added to the corpus (libFuzzer keeps those that reach
# new code), run once under ASan: the checks of a fuzzing execution, with
# ASan's. Executions and CPU seconds go to $OUT/<t>.asan and .asan-cpu.
asan_replay() {
  local t=$1 corpus=$2 art=$3 fresh=$OUT/$1.fresh empty=$OUT/$1.empty
  rm -rf "$fresh" "$empty"
  mkdir -p "$fresh" "$empty"
  find "$corpus" -type f -newer "$OUT/start-stamp" -exec cp -t "$fresh" {} + 2>/dev/null
  local n
  n=$(find "$fresh" -type f | wc -l)
  echo "$n" > "$OUT/$t.asan"
  if ((n > 0)); then
    ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=4} \
    /usr/bin/time -f '%U %S' -o "$OUT/$t.asan-cpu" "$ROOT/build/$CHECK_PRESET/tests/fuzz/fuzz-$t" "$empty" "$fresh" \
      -runs=0 -timeout=25 -rss_limit_mb=2048 -artifact_prefix="$art" > "$OUT/$t.asan-log" 2>&1 ||
      echo 1 > "$OUT/$t.rc"
  fi
  rm -rf "$fresh" "$empty"
}

START=$SECONDS
rm -f "$OUT"/*.rc "$OUT"/*.cpu "$OUT"/*.asan "$OUT"/*.asan-cpu "$OUT"/*.asan-log
touch "$OUT/start-stamp"  # crashes are the artifacts newer than this run's start
echo "fuzz.sh: preset $PRESET, corpus $CORPUS_ROOT/<target>${CHECK_PRESET:+, new inputs replayed under preset $CHECK_PRESET}"
running=0
for t in "${TARGETS[@]}"; do
  [[ -x $BIN/fuzz-$t ]] || { echo "fuzz.sh: no target $t" >&2; echo 1 > "$OUT/$t.rc"; continue; }
  echo "fuzz.sh: $t for ${SECONDS_EACH}s"
  run_one "$t" &
  running=$((running + 1))
  if ((running >= JOBS)); then wait -n; running=$((running - 1)); fi
done
wait

printf '\n%-18s %12s %8s %9s %10s %8s %8s  %s\n' target executions exec/s cpu-s "exec/cpu-s" crashes asan "corpus (files)"
passed=0 failed=0
for t in "${TARGETS[@]}"; do
  log=$OUT/$t.log rc=$(cat "$OUT/$t.rc" 2>/dev/null || echo 1)
  execs=$(grep -oP 'stat::number_of_executed_units:\s*\K\d+' "$log" 2>/dev/null | tail -1)
  # -fork prints no final stats: its last status line counts every worker's.
  [[ -z $execs ]] && execs=$(grep -oP '^#\K\d+(?=: cov:)' "$log" 2>/dev/null | tail -1)
  speed=$(grep -oP 'stat::average_exec_per_sec:\s*\K\d+' "$log" 2>/dev/null | tail -1)
  crashes=$(find "build/fuzz-artifacts/$t" -type f \( -name "crash-*" -o -name "timeout-*" -o -name "oom-*" -o -name "leak-*" \) -newer "$OUT/start-stamp" 2>/dev/null | wc -l)
  files=$(find "$CORPUS_ROOT/$t" -type f 2>/dev/null | wc -l)
  cpu=$(awk '{ u = $1; s = $2 } END { printf "%d", u + s }' "$OUT/$t.cpu" 2>/dev/null)  # (last line: time may say how the run exited first)
  cpu_speed=$(awk -v n="${execs:-0}" '{ u = $1; s = $2 } END { if (u + s > 0) printf "%d", n / (u + s) }' "$OUT/$t.cpu" 2>/dev/null)
  asan=-
  [[ -f $OUT/$t.asan ]] && asan=$(cat "$OUT/$t.asan")
  printf '%-18s %12s %8s %9s %10s %8s %8s  %s\n' "$t" "${execs:-?}" "${speed:-?}" "${cpu:-?}" "${cpu_speed:-?}" "$crashes" "$asan" "$files"
  if [[ $PRESET != asan && $execs =~ ^[0-9]+$ ]]; then
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$(git rev-parse --short HEAD 2>/dev/null || echo -)" \
      "$PRESET" "$t" "$execs" "${cpu:-0}" "$crashes" >> "$CORPUS_ROOT/campaign.tsv"
  fi
  # 72: libFuzzer stopped by Ctrl-C or SIGINT (a long run cut short): its
  # executions count, and it found nothing.
  if [[ $rc == 0 || $rc == 72 ]] && ((crashes == 0)); then
    [[ $rc == 72 ]] && echo "  $t: stopped early (SIGINT)"
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "  $t: exit $rc; log $log; inputs in build/fuzz-artifacts/$t/" >&2
    grep -h -m5 -E 'ERROR|invariant broken|runtime error|SUMMARY' "$log" "$OUT/$t.asan-log" 2>/dev/null | sed 's/^/    /' >&2
  fi
done
[[ -n $CHECK_PRESET ]] && echo "(asan: the run's new corpus inputs, each replayed once under preset $CHECK_PRESET)"
if [[ $PRESET != asan && -f $CORPUS_ROOT/campaign.tsv ]]; then
  echo
  echo "campaign on $CORPUS_ROOT (every run so far, campaign.tsv: when, commit, preset, target, executions, cpu-s, crashes):"
  awk -F'\t' '$1 !~ /^#/ { n[$4] += $5; c[$4] += $6; x[$4] += $7; r[$4]++; if (!($4 in f)) f[$4] = $1 }
    END { for (t in n) printf "  %-18s %14d executions %9d cpu-s %4d crashes in %d runs since %s\n", t, n[t], c[t], x[t], r[t], f[t] }' \
    "$CORPUS_ROOT/campaign.tsv" | sort
fi
echo "fuzz: $passed passed, $failed failed ($((SECONDS - START)) s)"
((failed == 0))
