#!/usr/bin/env bash
# Fails when a shared file names a game (issue 27: a game is its folders and
# one line in engine/games.cc; everything else asks the list). scripts/test.sh
# runs it first (step "game names").
#
# The games: the GAME(name) lines of engine/games.cc (the test-only ones
# too). A file may name a game when
#  - a folder on its path is the game's (engine/<game>/, assets/<game>/,
#    assets/i18n/<game>/, assets/art/<game>/, web/<game>/, tests/<game>/ ...),
#  - it is named for the game (<game>.*, <game>-*, <game>_*: a test of that
#    game's own rules or screens, e.g. tests/browser/<game>-phone.test.mjs),
#  - it is engine/games.cc itself,
#  - a line of scripts/game-names-allow.txt matches it (a bash glob, then
#    the reason: prose such as the README, history notes).
# A name counts as a whole word, any case ("<Game>'s", "play-<game>" count).
# The files: git's, and those not added yet that .gitignore does not ignore
# (a new file is checked before its first commit, not after).
#   usage: bash scripts/check-game-names.sh           # lists offenders, exit 1 if any
#          bash scripts/check-game-names.sh --all     # ignore the allowlist (measure)
#          bash scripts/check-game-names.sh --count   # only the number of offending files
set -uo pipefail
# TABULA_CHECK_ROOT: another git tree to check (tests/game_names_test.sh).
ROOT=${TABULA_CHECK_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
cd "$ROOT"
all=0 count=0
for arg in "$@"; do
  case $arg in
    --all) all=1 ;;
    --count) count=1 ;;
    *) echo "usage: bash scripts/check-game-names.sh [--all] [--count]" >&2; exit 2 ;;
  esac
done
mapfile -t games < <(grep -oE '^[[:space:]]+GAME\([a-z0-9_]+\)' engine/games.cc | sed -E 's/.*GAME\(([a-z0-9_]+)\)/\1/')
((${#games[@]})) || { echo "check-game-names: no GAME(name) line in engine/games.cc" >&2; exit 2; }
allow=()
if ((!all)) && [[ -f scripts/game-names-allow.txt ]]; then
  while read -r pattern _; do
    [[ -z $pattern || $pattern == \#* ]] || allow+=("$pattern")
  done < scripts/game-names-allow.txt
fi
names=$(IFS='|'; echo "${games[*]}")
offenders=()
while IFS= read -r -d '' f; do
  [[ $f == engine/games.cc ]] && continue
  in_game_folder=0
  IFS=/ read -ra parts <<< "$f"
  for ((i = 0; i < ${#parts[@]} - 1; i++)); do
    for g in "${games[@]}"; do [[ ${parts[i]} == "$g" ]] && in_game_folder=1; done
  done
  base=${parts[-1]}
  for g in "${games[@]}"; do [[ $base == "$g".* || $base == "$g"-* || $base == "$g"_* ]] && in_game_folder=1; done
  ((in_game_folder)) && continue
  allowed=0
  for pattern in "${allow[@]}"; do
    # shellcheck disable=SC2053  # the pattern is a glob on purpose
    [[ $f == $pattern ]] && allowed=1
  done
  ((allowed)) && continue
  grep -qiwE "$names" -- "$f" 2>/dev/null && offenders+=("$f")
done < <(git ls-files -z --cached --others --exclude-standard)
if ((count)); then
  echo "${#offenders[@]}"
  exit 0
fi
for f in "${offenders[@]}"; do
  echo "$f: $(grep -oiwE "$names" -- "$f" | tr 'A-Z' 'a-z' | sort | uniq -c | awk '{ printf "%s%s x%s", sep, $2, $1; sep = ", " }')"
done
echo "check-game-names: ${#offenders[@]} shared files name a game (games: ${games[*]})"
[[ ${#offenders[@]} -eq 0 ]]
