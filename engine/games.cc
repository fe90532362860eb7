// The list of games: the only one. Everything else that needs the games asks
// it: the engine (find_game), tabula-cli games, the page and the server (the
// engine's exports), the build (CMakeLists.txt reads the GAME(...) lines below
// for the data files to embed and the fuzz targets), the scripts (they ask
// tabula-cli games) and the generic test suites (they loop over all_games()).
//
// Adding a game is one GAME(name) line here plus its folders, named `name`
// on each layer (README.md, "Adding a game"): engine/name/ defines
// tabula::name::game_info(); assets/name/*.json are compiled in by themselves.
#include "core/game.h"

// The games everyone plays, in the order the page lists them.
#define TABULA_EACH_GAME(GAME) \
  GAME(mascarade)              \
  GAME(mykerinos)              \
  GAME(shakespeare)            \
  TABULA_EACH_TEST_GAME(GAME)

// Games only the tests play (tests/name/engine/, built with
// -DTABULA_TEST_GAMES=ON: presets native and asan, never the site).
#ifdef TABULA_TEST_GAMES
#define TABULA_EACH_TEST_GAME(GAME) \
  GAME(toy)
#else
#define TABULA_EACH_TEST_GAME(GAME)
#endif

namespace tabula {

#define TABULA_DECLARE_GAME(name) \
  namespace name {                \
  GameInfo game_info();           \
  }
TABULA_EACH_GAME(TABULA_DECLARE_GAME)

const std::vector<GameInfo>& all_games() {
#define TABULA_GAME_ENTRY(name) name::game_info(),
  static const std::vector<GameInfo> games = {TABULA_EACH_GAME(TABULA_GAME_ENTRY)};
  return games;
}

const GameInfo* find_game(const std::string& name) {
  for (const GameInfo& g : all_games()) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

}  // namespace tabula
