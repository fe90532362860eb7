#!/usr/bin/env bash
# scripts/check-game-names.sh on a made-up tree with one game, "lute": it
# fails on a shared file that names the game, and passes once the file is
# the game's (in a lute/ folder or named lute-*), allowlisted, or the name
# is only part of a word. ctest runs it (tests/CMakeLists.txt).
set -uo pipefail
CHECK=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/scripts/check-game-names.sh
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
cd "$tree" || exit 1
git init -q .
mkdir -p engine web/app web/lute scripts tests/browser
printf '#define TABULA_EACH_GAME(GAME) \\\n  GAME(lute)\n' > engine/games.cc
echo 'int lutes_and_flutes = 0;  // no whole word' > web/app/start.cc
echo 'A game of lute.' > README.md
echo 'README.md  prose' > scripts/game-names-allow.txt
echo 'draw(lute);' > web/lute/view.cc
echo "test('Lute deals');" > tests/browser/lute-deal.test.mjs
failed=0
expect() {  # expect STATUS WHAT [unadded]: the tree added to git first, unless "unadded"
  [[ ${3:-} == unadded ]] || git add -A > /dev/null
  TABULA_CHECK_ROOT=$tree bash "$CHECK" > out.txt 2>&1
  local rc=$?
  if [[ $rc != "$1" ]]; then echo "FAIL: $2 (exit $rc, expected $1)"; cat out.txt; failed=1; else echo "ok: $2"; fi
  rm -f out.txt
}
expect 0 "the game's folder, a file named for it and the allowlisted README may name it"
echo 'const game = "Lute";  // the start screen' > web/app/start.cc
expect 1 "a shared file naming the game fails"
git mv -q web/app/start.cc web/lute/start.cc 2> /dev/null || mv web/app/start.cc web/lute/start.cc
expect 0 "moved into the game's folder, it passes"
echo "for (const g of ['lute']) ;" > tests/browser/loop.test.mjs
expect 1 "a test's own list of games fails"
rm tests/browser/loop.test.mjs
git add -A > /dev/null
echo 'Lute is the best.' > web/app/notes.txt
expect 1 "a file not added to git yet is checked too" unadded
echo 'web/app/notes.txt' > .gitignore
expect 0 "a file .gitignore ignores is not" unadded
exit $failed
