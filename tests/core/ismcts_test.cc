// The information-set search (core/ismcts.h) and the levels built on it.
//  - On a small game of perfect information it finds the winning move.
//  - Every level of every game decides the same in two states that differ
//    only in what the deciding seat cannot know (the second built with
//    resample(seat)): a bot that peeked at the hidden truth would not.
//  - The same seed gives the same decision (a save replays).
//  - The search in slices (as the page runs it, a few ms a frame) decides
//    exactly as in one call, and owns what it searches.
#include <gtest/gtest.h>

#include <string>

#include "core/game.h"
#include "core/ismcts.h"

namespace tabula {
namespace {

// Nim: 1 to 3 stones a move, whoever takes the last stone wins. From n
// stones the only winning move leaves a multiple of four.
class Nim : public State {
 public:
  explicit Nim(int stones) : stones_(stones) { options_.players = 2; }
  std::unique_ptr<State> clone() const override { return std::make_unique<Nim>(*this); }
  const Options& options() const override { return options_; }
  int current_player() const override { return stones_ == 0 ? kNoPlayer : mover_; }
  bool is_terminal() const override { return stones_ == 0; }
  void legal_actions(std::vector<Action>& out) const override {
    out.clear();
    for (int k = 1; k <= 3 && k <= stones_; ++k) out.push_back(k);
  }
  void apply(Action a) override {
    stones_ -= a;
    last_ = mover_;
    mover_ = 1 - mover_;
    ++moves_;
  }
  std::string action_to_text(Action a) const override { return "take " + std::to_string(a); }
  std::vector<int> scores() const override { return {0, 0}; }
  std::vector<int> winners() const override {
    if (stones_ > 0) return {};
    return {last_};
  }
  Json observation(int) const override { return Json{{"stones", stones_}}; }
  std::unique_ptr<State> resample(int, Rng&) const override { return clone(); }
  int move_number() const override { return moves_; }

 private:
  Options options_;
  int stones_;
  int mover_ = 0, last_ = kNoPlayer, moves_ = 0;
};

TEST(Ismcts, FindsTheWinningMoveAtNim) {
  IsmctsPolicy p;
  p.iterations = 3000;
  for (int stones : {5, 6, 7, 9, 10, 11}) {
    Nim nim(stones);
    Rng rng(stones);
    EXPECT_EQ(ismcts_choose(nim, 0, rng, p), stones % 4) << stones << " stones";
  }
}

TEST(Ismcts, TooFewIterationsStillGiveALegalMove) {
  IsmctsPolicy p;
  p.iterations = 1;
  Nim nim(10);
  Rng rng(1);
  const Action a = ismcts_choose(nim, 0, rng, p);
  EXPECT_TRUE(nim.is_legal(a));
}

// Positions along a random game: every `every` moves, up to `count`.
std::vector<std::unique_ptr<State>> positions(const GameInfo& g, int players, uint64_t seed, int every,
                                              int count) {
  Options o;
  o.players = players;
  std::unique_ptr<State> s = g.new_game(o, seed);
  Rng rng(seed * 7 + 1);
  std::vector<std::unique_ptr<State>> out;
  std::vector<Action> legal;
  while (!s->is_terminal() && static_cast<int>(out.size()) < count) {
    s->legal_actions(legal);
    if (s->move_number() % every == every / 2 && legal.size() > 1) out.push_back(s->clone());
    s->apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
  }
  return out;
}

// Two states the seat cannot tell apart (the second a resample of the
// first) must get the same decision from the same seed, at every level.
TEST(Ismcts, EveryLevelIgnoresWhatTheSeatCannotKnow) {
  int compared = 0, hidden_differs = 0;
  for (const GameInfo& g : all_games()) {
    for (int players : {g.min_players, std::min(g.max_players, 4)}) {
      for (const std::string& level : g.bot_levels) {
        const bool costly = level == "expert" || level == "hard";
        const auto states = positions(g, players, 17 + static_cast<uint64_t>(players), costly ? 23 : 7,
                                      costly ? 3 : 10);
        for (const auto& s : states) {
          const int seat = s->current_player();
          Rng draw(99 + static_cast<uint64_t>(s->move_number()));
          std::unique_ptr<State> twin = s->resample(seat, draw);
          // The twin is the same to the seat, and (mostly) different in truth:
          // another seat's view tells them apart.
          ASSERT_EQ(twin->observation(seat), s->observation(seat));
          for (int o = 0; o < players; ++o)
            if (o != seat && twin->observation(o) != s->observation(o)) {
              ++hidden_differs;
              break;
            }
          std::unique_ptr<Bot> a = g.new_bot(level), b = g.new_bot(level);
          Rng ra = bot_rng(5, s->move_number()), rb = bot_rng(5, s->move_number());
          EXPECT_EQ(a->choose(*s, seat, ra), b->choose(*twin, seat, rb))
              << g.name << " " << players << "p " << level << " move " << s->move_number();
          ++compared;
        }
      }
    }
  }
  std::printf("compared %d decisions; in %d the hidden truth differed\n", compared, hidden_differs);
  // The check means something only if the twins differ in what is hidden.
  EXPECT_GT(hidden_differs, compared / 3);
}

// The expert of every game replays: the same seed, the same decision.
TEST(Ismcts, ExpertDecisionsReplay) {
  for (const GameInfo& g : all_games()) {
    const auto states = positions(g, std::max(2, g.min_players), 41, 19, 2);
    for (const auto& s : states) {
      const int seat = s->current_player();
      std::unique_ptr<Bot> a = g.new_bot("expert"), b = g.new_bot("expert");
      ASSERT_TRUE(a) << g.name;
      Rng ra = bot_rng(8, s->move_number()), rb = bot_rng(8, s->move_number());
      const Action x = a->choose(*s, seat, ra);
      EXPECT_TRUE(s->is_legal(x));
      EXPECT_EQ(x, b->choose(*s, seat, rb)) << g.name;
    }
  }
}

// Runs `t` to the end in slices of 1, 2, 3, ... iterations, the way the
// page spreads a search over frames (each slice a different size).
Action run_in_slices(Thinking& t) {
  for (int slice = 1; !t.done(); ++slice) t.step(slice % 5 + 1);
  EXPECT_TRUE(t.step(1)) << "a finished search stays finished";
  return t.best();
}

TEST(Ismcts, SlicedSearchMatchesOneCallAtNim) {
  IsmctsPolicy p;
  p.iterations = 500;
  Nim nim(10);
  Rng one(3), sliced(3);
  const Action a = ismcts_choose(nim, 0, one, p);
  IsmctsSearch search(nim, 0, sliced, p);
  EXPECT_FALSE(search.done());
  EXPECT_EQ(run_in_slices(search), a);
  EXPECT_EQ(search.iterations(), p.iterations);
  EXPECT_EQ(sliced.next(), one.next()) << "the slices drew the same numbers";
}

// Every game's expert: think() in slices == choose() in one call, with the
// same rng left behind; and the search keeps its own copy, so the state it
// was asked about may change (an undo, a menu) or vanish while it thinks.
TEST(Ismcts, EveryExpertDecidesTheSameInSlices) {
  int searched = 0;
  for (const GameInfo& g : all_games()) {
    for (int players : {g.min_players, std::min(g.max_players, 4)}) {
      const auto states = positions(g, players, 29 + static_cast<uint64_t>(players), 17, 2);
      for (const auto& s : states) {
        const int seat = s->current_player();
        std::unique_ptr<Bot> a = g.new_bot("expert"), b = g.new_bot("expert");
        Rng ra = bot_rng(6, s->move_number()), rb = bot_rng(6, s->move_number());
        const Action one_call = a->choose(*s, seat, ra);
        std::unique_ptr<State> asked = s->clone();
        std::unique_ptr<Thinking> t = b->think(*asked, seat, rb);
        if (!t->done()) ++searched;
        // The table moves on (or is closed) while the bot thinks.
        std::vector<Action> legal;
        asked->legal_actions(legal);
        asked->apply(legal.back());
        asked.reset();
        EXPECT_EQ(run_in_slices(*t), one_call) << g.name << " " << players << "p move " << s->move_number();
        EXPECT_EQ(rb.next(), ra.next()) << g.name << " " << players << "p move " << s->move_number();
      }
    }
  }
  // Most positions were real searches, not a forced move.
  EXPECT_GE(searched, 6);
}

// The page readies its search worker for the levels that search
// (Bot::searches, web/app/local_table.cc): every game's expert does, and the
// levels that decide at once do not -- their think() is done at once, so a
// worker readied for them would only cost a download.
TEST(Ismcts, OnlyTheLevelsThatSearchSaySo) {
  for (const GameInfo& g : all_games()) {
    const auto states = positions(g, g.min_players, 41, 9, 1);
    ASSERT_FALSE(states.empty()) << g.name;
    const State& s = *states.front();
    for (const std::string& level : g.bot_levels) {
      std::unique_ptr<Bot> bot = g.new_bot(level);
      ASSERT_TRUE(bot) << g.name << " " << level;
      EXPECT_EQ(bot->searches(), level == "expert") << g.name << " " << level;
      Rng rng = bot_rng(3, s.move_number());
      if (!bot->searches()) EXPECT_TRUE(bot->think(s, s.current_player(), rng)->done()) << g.name << " " << level;
    }
  }
}

}  // namespace
}  // namespace tabula
