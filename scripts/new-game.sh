#!/usr/bin/env bash
# A new game in one command (issue 34 §13): every file a shipped game has, as
# a working stub, and its one line in engine/games.cc, so it builds, plays in
# tabula-cli and in the page (on the plain board) and passes the generic
# suites from the first minute. README.md, "Adding a game", says what each
# file is for; scripts/new-game/make.py how they are made (the rules are the
# toy's, tests/toy/, renamed).
#   usage: bash scripts/new-game.sh NAME [--title "Its title"] [--test-only] [--root DIR]
#   then:  cmake --preset native && cmake --build --preset native && ctest --preset native -R NAME
#          build/native/tabula-cli play --game NAME --players 2
#          bash scripts/build-site.sh site   (the page, with its plain board)
# tests/new_game_test.sh makes one in a scratch copy of the checkout and
# checks all of that (scripts/test.sh runs it).
set -euo pipefail
exec /usr/bin/python3 "$(dirname "${BASH_SOURCE[0]}")/new-game/make.py" "$@"
