// Checks every registered game against the contract of core/game.h, in the
// spirit of OpenSpiel's basic_tests: random games through the whole
// interface. Each game's own folder adds its rules tests and its large
// random-game invariant runs; this file catches a game that breaks the
// interface the page, the CLI and the bots rely on.
#include <gtest/gtest.h>

#include <set>

#include "core/game.h"
#include "core/match.h"
#include "core/save.h"
#include "core/test_scale.h"

namespace tabula {
namespace {

struct Table {
  const GameInfo* info;
  int players;
  std::string variant;
};

std::vector<Table> every_table() {
  std::vector<Table> tables;
  for (const GameInfo& g : all_games())
    for (int n = g.min_players; n <= g.max_players; ++n)
      for (const std::string& v : g.variants) {
        Options o;
        o.players = n;
        o.variant = v;
        if (!g.check_options(o)) tables.push_back({&g, n, v});
      }
  return tables;
}

constexpr int kMoveCap = 20000;

TEST(Conformance, RandomGamesHonourTheInterface) {
  for (const Table& t : every_table()) {
    SCOPED_TRACE(t.info->name + " " + std::to_string(t.players) + " " + t.variant);
    for (uint64_t seed = 1; seed <= static_cast<uint64_t>(testing::scaled(20, 2)); ++seed) {
      Options o;
      o.players = t.players;
      o.variant = t.variant;
      std::unique_ptr<State> s = t.info->new_game(o, seed);
      Rng rng(seed * 7919);
      Save save{t.info->name, o, seed, {}, Json::object()};
      std::vector<Action> legal;
      while (!s->is_terminal()) {
        ASSERT_LT(s->move_number(), kMoveCap) << "game does not end";
        const int seat = s->current_player();
        ASSERT_GE(seat, 0);
        ASSERT_LT(seat, t.players);
        s->legal_actions(legal);
        ASSERT_FALSE(legal.empty());
        std::set<std::string> texts;
        for (Action a : legal) {
          const std::string text = s->action_to_text(a);
          ASSERT_TRUE(texts.insert(text).second) << "two legal actions read \"" << text << "\"";
          std::string why;
          ASSERT_EQ(s->text_to_action(text, &why), std::optional<Action>(a)) << why;
        }
        const Action a = legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))];
        save.actions.push_back(s->action_to_text(a));
        const int before = s->move_number();
        s->apply(a);
        ASSERT_EQ(s->move_number(), before + 1);
      }
      EXPECT_EQ(s->current_player(), kNoPlayer);
      const std::vector<int> winners = s->winners();
      ASSERT_FALSE(winners.empty());
      for (size_t i = 0; i < winners.size(); ++i) {
        EXPECT_GE(winners[i], 0);
        EXPECT_LT(winners[i], t.players);
        if (i) EXPECT_LT(winners[i - 1], winners[i]);
      }
      EXPECT_EQ(static_cast<int>(s->scores().size()), t.players);
      std::string why;
      std::unique_ptr<State> again = replay(save, &why);
      ASSERT_TRUE(again) << why;
      for (int seat = 0; seat < t.players; ++seat)
        EXPECT_EQ(again->observation(seat), s->observation(seat));
      EXPECT_FALSE(s->text_to_action("anything", &why));
      EXPECT_EQ(why, "the game is over");
    }
  }
}

// What the page relies on in every observation: "over" says whether the game
// has ended, and "log" is the public log, which only ever grows (the page
// animates the entries past the ones it has seen, and a restored game shows
// the log without replaying anything).
TEST(Conformance, ObservationsCarryOverAndAGrowingLog) {
  for (const Table& t : every_table()) {
    SCOPED_TRACE(t.info->name + " " + std::to_string(t.players) + " " + t.variant);
    Options o;
    o.players = t.players;
    o.variant = t.variant;
    std::unique_ptr<State> s = t.info->new_game(o, 5);
    Rng rng(9);
    std::vector<Json> before(static_cast<size_t>(t.players));
    std::vector<Action> legal;
    // Under the sanitizers the log is compared at every 8th move and at the
    // end (still against all it held before), not after every action.
    const int every = testing::scaled(1, 8);
    while (true) {
      const bool look = s->move_number() % every == 0 || s->is_terminal();
      for (int seat = 0; look && seat < t.players; ++seat) {
        const Json obs = s->observation(seat);
        ASSERT_TRUE(obs.contains("over") && obs["over"].is_boolean());
        EXPECT_EQ(obs["over"].get<bool>(), s->is_terminal());
        ASSERT_TRUE(obs.contains("log") && obs["log"].is_array());
        const Json& old = before[static_cast<size_t>(seat)];
        ASSERT_GE(obs["log"].size(), old.size());
        for (size_t i = 0; i < old.size(); ++i) ASSERT_EQ(obs["log"][i], old[i]) << "log entry " << i << " changed";
        before[static_cast<size_t>(seat)] = obs["log"];
      }
      if (s->is_terminal()) break;
      s->legal_actions(legal);
      s->apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
    }
    EXPECT_FALSE(before[0].empty());
  }
}

// resample(seat) must be indistinguishable for that seat.
TEST(Conformance, ResampleKeepsTheSeatsView) {
  for (const Table& t : every_table()) {
    SCOPED_TRACE(t.info->name + " " + std::to_string(t.players) + " " + t.variant);
    Options o;
    o.players = t.players;
    o.variant = t.variant;
    std::unique_ptr<State> s = t.info->new_game(o, 11);
    Rng rng(5);
    std::vector<Action> legal;
    while (!s->is_terminal()) {
      if (s->move_number() % 7 == 3) {
        const int seat = s->current_player();
        std::unique_ptr<State> r = s->resample(seat, rng);
        ASSERT_TRUE(r);
        EXPECT_EQ(r->observation(seat), s->observation(seat)) << "move " << s->move_number();
        EXPECT_EQ(r->legal_actions(), s->legal_actions());
      }
      s->legal_actions(legal);
      s->apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
    }
  }
}

// resample(seat) may read only what the seat knows: two states the seat
// cannot tell apart (a position and a resample of it) resample, with the same
// rng, into the same world. Bots decide over those worlds, so otherwise a
// bot's decision would depend on the hidden truth (two games' resample once
// shuffled the unseen cards starting from their true order). The worlds are compared by playing the same random moves in
// both: every seat's observation must stay the same, through the draws that
// reveal what was hidden.
TEST(Conformance, ResampleReadsOnlyWhatTheSeatKnows) {
  for (const Table& t : every_table()) {
    SCOPED_TRACE(t.info->name + " " + std::to_string(t.players) + " " + t.variant);
    Options o;
    o.players = t.players;
    o.variant = t.variant;
    std::unique_ptr<State> s = t.info->new_game(o, 23);
    Rng rng(9);
    std::vector<Action> legal;
    int checked = 0;
    while (!s->is_terminal() && checked < testing::scaled(4, 1)) {
      if (s->move_number() % 13 == 5) {
        ++checked;
        const int seat = s->current_player();
        Rng twin_rng(1000 + static_cast<uint64_t>(s->move_number()));
        std::unique_ptr<State> twin = s->resample(seat, twin_rng);
        Rng a(77), b(77);
        std::unique_ptr<State> wa = s->resample(seat, a);
        std::unique_ptr<State> wb = twin->resample(seat, b);
        Rng play(5);
        for (int k = 0; k <= 240 && !wa->is_terminal(); ++k) {
          if (k % 8 == 0)
            for (int v = 0; v < t.players; ++v)
              ASSERT_TRUE(wa->observation(v) == wb->observation(v))
                  << "move " << s->move_number() << ": seat " << seat << "'s two worlds differ for seat " << v
                  << " after " << k << " moves";
          wa->legal_actions(legal);
          const Action pick = legal[static_cast<size_t>(play.below(static_cast<int>(legal.size())))];
          wa->apply(pick);
          ASSERT_TRUE(wb->is_legal(pick));
          wb->apply(pick);
        }
      }
      s->legal_actions(legal);
      s->apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
    }
  }
}

// Every bot level plays legal moves to the end at the smallest and largest table.
TEST(Conformance, EveryBotLevelFinishesGames) {
  for (const GameInfo& g : all_games()) {
    for (const std::string& level : g.bot_levels) {
      for (int players : {g.min_players, g.max_players}) {
        // The search levels at the biggest table take minutes under the
        // sanitizers; the smallest table runs the same code.
        if (testing::kSanitized && players != g.min_players && (level == "hard" || level == "expert"))
          continue;
        SCOPED_TRACE(g.name + " " + level + " " + std::to_string(players));
        Options o;
        o.players = players;
        std::string why;
        std::unique_ptr<Match> m = Match::start(g.name, o, 3, &why);
        ASSERT_TRUE(m) << why;
        std::unique_ptr<Bot> bot = g.new_bot(level);
        ASSERT_TRUE(bot);
        while (!m->state().is_terminal()) {
          ASSERT_LT(m->state().move_number(), kMoveCap);
          Rng rng = bot_rng(3, m->state().move_number());
          const Action a = bot->choose(m->state(), m->state().current_player(), rng);
          ASSERT_TRUE(m->state().is_legal(a));
          m->apply(a);
        }
      }
    }
  }
}

}  // namespace
}  // namespace tabula
