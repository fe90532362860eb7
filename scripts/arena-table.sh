#!/usr/bin/env bash
# The bots' arena table (docs/BOTS.md): runs `tabula-cli arena` for each row
# and prints it as a Markdown table row, the level named first against the
# others (seats rotate every game, so no level keeps the first seat).
#   bash scripts/arena-table.sh                 # every game and table size
#   bash scripts/arena-table.sh ROWS            # rows of your own, one a line:
#                                               #   GAME PLAYERS GAMES SEED FIRST,OTHER
# FIRST,OTHER is two levels: the first takes one seat, OTHER the rest (with 1
# player, FIRST alone). ARENA_SCALE=0.1 plays a tenth of the games (at least 2).
# Needs build/native/tabula-cli (cmake --preset native && cmake --build
# --preset native). A long run on a shared machine: nice -n 15 bash ...
# Rows print as they finish; a row whose arena fails prints its error instead.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CLI=${TABULA_CLI:-$ROOT/build/native/tabula-cli}
[[ -x $CLI ]] || { echo "arena-table.sh: no $CLI (build preset native first)" >&2; exit 2; }
SCALE=${ARENA_SCALE:-1}

# Every game the native tabula-cli lists (the engine's registry, less the
# games only the tests play) and player count: hard against easy, expert
# against hard, expert against random (solo: each level alone). The same
# game counts for every game; ARENA_SCALE shrinks or grows them all.
default_rows() {
  "$CLI" games | grep -v $'\ttest-only$' | while IFS=$'\t' read -r game range _; do
    range=${range%% *}
    for n in $(seq "${range%-*}" "${range#*-}"); do
      if ((n == 1)); then
        echo "$game 1 200 1 hard"
        echo "$game 1 200 1 expert"
      else
        echo "$game $n 100 1 hard,easy"
        echo "$game $n 100 1 expert,hard"
        echo "$game $n 40 1 expert,random"
      fi
    done
  done
}

echo "| game | players | first level | against | games | first's wins | fair | mean score (first / others) | mean winning score | first's decision median / worst ms | wall s |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
rows() { if [[ -n ${1:-} ]]; then grep -v '^\s*\(#\|$\)' "$1"; else default_rows; fi; }
rows "${1:-}" | while read -r game players games seed levels; do
  first=${levels%%,*}
  other=${levels#*,}
  [[ $other == "$levels" ]] && other=
  bots=$first
  for ((s = 1; s < players; ++s)); do bots+=",$other"; done
  games=$(awk -v g="$games" -v s="$SCALE" 'BEGIN { n = int(g * s + 0.5); print (n < 2 ? 2 : n) }')
  t0=$(date +%s.%N)
  out=$("$CLI" arena --game "$game" --players "$players" --games "$games" --bots "$bots" --seed "$seed" 2>&1)
  rc=$?
  wall=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
  if ((rc != 0)); then
    echo "| $game | $players | $first | ${other:--} | $games | error: $(echo "$out" | tail -1) | | | | | $wall |"
    continue
  fi
  # Pool the columns by level: the first level's seats against everyone else's.
  echo "$out" | awk -v game="$game" -v players="$players" -v first="$first" -v other="${other:--}" \
    -v games="$games" -v wall="$wall" '
    $1 == "bot" { next }
    /^\(/ {
      match($0, /fair share is [0-9.]+%/); fair = substr($0, RSTART + 14, RLENGTH - 14)
      match($0, /mean winning score [0-9.-]+/); winning = substr($0, RSTART + 19, RLENGTH - 19)
      next
    }
    NF == 7 {
      if ($1 == first && !seen) { seen = 1; seats = $2; wins = $3; score = $5; med = $6; worst = $7; next }
      oseats += $2; oscore += $5 * $2
    }
    END {
      others = oseats ? sprintf("%.2f", oscore / oseats) : "-"
      printf "| %s | %d | %s | %s | %d | **%.1f%%** | %s | %.2f / %s | %s | %.1f / %.0f | %s |\n",
        game, players, first, other, games, 100 * wins / seats, fair, score, others, winning, med, worst, wall
    }'
done
