// Benchmarks run inside the page (window.tabula.benchBot, used by
// scripts/measure.sh): how long one bot decision takes in this browser's wasm.
#include <algorithm>
#include <string>
#include <vector>

#include "core/game.h"
#include "platform/platform.h"

#include "platform/export.h"

namespace {
std::string g_result;
}

// Plays games of `game` at `players` with easy bots and times `level`'s
// decision at every position with a real choice, until `decisions` are timed.
TABULA_EXPORT const char* tabula_bench_bot(const char* game, int players, const char* level,
                                           int decisions) {
  using namespace tabula;
  const GameInfo* info = find_game(game);
  Options options;
  options.players = players;
  if (!info || info->check_options(options) || decisions < 1) {
    g_result = R"({"error":"bad game or players"})";
    return g_result.c_str();
  }
  std::unique_ptr<Bot> timed = info->new_bot(level);
  std::unique_ptr<Bot> mover = info->new_bot(info->bot_levels.size() > 1 ? info->bot_levels[1] : level);
  std::vector<double> ms;
  std::vector<Action> legal;
  for (uint64_t seed = 1; static_cast<int>(ms.size()) < decisions && seed < 100; ++seed) {
    std::unique_ptr<State> s = info->new_game(options, seed);
    while (!s->is_terminal() && static_cast<int>(ms.size()) < decisions) {
      const int seat = s->current_player();
      s->legal_actions(legal);
      if (legal.size() > 1) {
        Rng rng = bot_rng(seed, s->move_number());
        const double t0 = web::platform::real_ms();
        timed->choose(*s, seat, rng);
        ms.push_back(web::platform::real_ms() - t0);
      }
      Rng rng = bot_rng(seed + 1000, s->move_number());
      s->apply(mover->choose(*s, seat, rng));
    }
  }
  std::sort(ms.begin(), ms.end());
  Json out{{"game", game}, {"players", players}, {"level", level},
           {"decisions", ms.size()},
           {"median_ms", ms.empty() ? 0.0 : ms[ms.size() / 2]},
           {"max_ms", ms.empty() ? 0.0 : ms.back()}};
  g_result = out.dump();
  return g_result.c_str();
}

TABULA_EXPORT void tabula_set_speed(double speed) {
  tabula::web::platform::set_clock_speed(speed);
  tabula::web::platform::wake();
}
