// A seat's log only grows, and observation_since(seat, n) is exactly its
// observation with the log's first n entries cut (core/game.h). The online
// server relies on both: it asks each seat's view for the new log entries
// alone and sends them as an append to what the client has
// (server/engine/tables.cc), so an entry that changed once seen, or a tail
// that differs from the whole, would leave a client with a wrong log that no
// later patch repairs. Random games of every registered game, every seat and
// the public view (-1), at every move.
#include <gtest/gtest.h>

#include "core/game.h"
#include "core/test_scale.h"

namespace tabula {
namespace {

constexpr int kMoveCap = 20000;

// The observation with its log cut to the entries from `from` on, as
// observation_since must give it.
Json cut(Json o, size_t from) {
  auto log = o.find("log");
  if (log != o.end() && log->is_array())
    log->erase(log->begin(), log->begin() + static_cast<std::ptrdiff_t>(std::min(from, log->size())));
  return o;
}

TEST(LogGrows, EverySeatsLogOnlyGrowsAndItsTailIsTheWholesTail) {
  for (const GameInfo& g : all_games()) {
    for (int players : {g.min_players, g.max_players}) {
      SCOPED_TRACE(g.name + " " + std::to_string(players));
      for (uint64_t seed = 1; seed <= static_cast<uint64_t>(testing::scaled(2, 1)); ++seed) {
        Options o;
        o.players = players;
        o.variant = g.variants.empty() ? "" : g.variants.front();
        if (g.check_options(o)) continue;
        std::unique_ptr<State> s = g.new_game(o, seed);
        Rng rng(seed * 104729);
        std::vector<Json> before(static_cast<size_t>(players + 1));  // seat + 1 -> last log
        std::vector<Action> legal;
        // Under the sanitizers every 4th position (and the last): the log
        // still only grows between two looks.
        const int every = testing::scaled(1, 4);
        for (;;) {
          for (int seat = -1; seat < players && (s->move_number() % every == 0 || s->is_terminal()); ++seat) {
            const Json whole = s->observation(seat);
            const Json log = whole.contains("log") ? whole["log"] : Json::array();
            Json& was = before[static_cast<size_t>(seat + 1)];
            ASSERT_GE(log.size(), was.size()) << "seat " << seat << "'s log shrank at move " << s->move_number();
            for (size_t i = 0; i < was.size(); ++i)
              ASSERT_EQ(log[i], was[i]) << "seat " << seat << "'s log entry " << i << " changed at move "
                                        << s->move_number();
            // The tail from where this seat's client stands, from the start,
            // and from past the end.
            for (size_t from : {was.size(), size_t{0}, log.size(), log.size() + 3}) {
              ASSERT_EQ(s->observation_since(seat, from), cut(whole, from))
                  << "seat " << seat << " from " << from << " at move " << s->move_number();
            }
            was = log;
          }
          if (s->is_terminal()) break;
          ASSERT_LT(s->move_number(), kMoveCap);
          s->legal_actions(legal);
          s->apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
        }
      }
    }
  }
}

}  // namespace
}  // namespace tabula
