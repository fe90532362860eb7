// Test-only helpers: build a Shakespeare position directly (the state's
// fields are public for this) and read names the rulebook uses.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "shakespeare/shakespeare.h"
#include "shakespeare/state.h"

namespace tabula::shakespeare::testing {

inline std::unique_ptr<Game> new_table(int players, uint64_t seed = 1, const std::string& variant = "",
                                       Json settings = Json::object()) {
  Options o;
  o.players = players;
  o.variant = variant;
  o.settings = std::move(settings);
  return std::make_unique<Game>(o, seed);
}

inline Game& as_game(State& s) { return static_cast<Game&>(s); }

// Plays a text action, failing the test if it is refused.
inline void play(Game& g, const std::string& text) {
  std::string why;
  ASSERT_TRUE(g.act(text, &why)) << text << ": " << why;
}

// Gives a seat a character (face up or as an Extra) without going through a recruit.
inline int hire(Game& g, int seat, const std::string& id, bool extra = false) {
  Company& c = g.co[seat];
  CastMember m;
  m.card = static_cast<int8_t>(data().card_index(id));
  m.extra = extra;
  c.cast[c.n_cast++] = m;
  return c.n_cast - 1;
}

inline int cast_of(const Game& g, int seat, const std::string& id) {
  for (int i = 0; i < g.co[seat].n_cast; ++i)
    if (data().cards[g.co[seat].cast[i].card].id == id) return i;
  return -1;
}

inline int space(const std::string& name) { return data().space_index(name); }

// Skips the draft: every seat takes the first card offered.
inline void finish_draft(Game& g) {
  while (g.phase == Phase::kDraft) {
    std::vector<Action> legal = g.legal_actions();
    g.apply(legal[0]);
  }
}

// Puts `seat` in phase 2 with the turn and `cylinders` to place, nothing pending.
inline void give_turn(Game& g, int seat, int cylinders = 5, bool recruited = true) {
  g.phase = Phase::kActions;
  g.pending = Pending::kNone;
  g.decider = seat;
  for (int i = 0; i < g.n; ++i)
    if (g.order[i] == seat) g.step = i;
  g.co[seat].cylinders_left = cylinders;
  g.co[seat].bid = cylinders;
  g.co[seat].recruited = recruited;
  g.co[seat].passed = false;
  g.turn_over = false;
}

inline void set_offer(Game& g, int kind, std::array<int, kColours> counts) {
  // Keep the conservation of pieces: what goes on offer comes out of the bag.
  for (int c = 0; c < kColours; ++c) {
    g.bag[kind][c] += g.offer[kind][c] - counts[c];
    g.offer[kind][c] = counts[c];
  }
}

// Starts a phase directly (a test's set-up position): nothing pending, the
// initiative track in the order given.
inline void begin_phase(Game& g, Phase phase, std::initializer_list<int> initiative) {
  g.phase = phase;
  g.pending = Pending::kNone;
  g.step = 0;
  g.n_initiative = 0;
  for (int seat : initiative) g.initiative[static_cast<size_t>(g.n_initiative++)] = seat;
}

// The rulebooks' four-player examples: red 0, green 1, blue 2, yellow 3, in
// that order, the draft done.
constexpr int kRed = 0, kGreenP = 1, kBlueP = 2, kYellowP = 3;
inline std::unique_ptr<Game> four_player_day() {
  auto g = new_table(4, 7, "", Json{{"order", {0, 1, 2, 3}}});
  finish_draft(*g);
  return g;
}

// The act-scoring example: every disc on its space, in the order it arrived.
inline std::unique_ptr<Game> act_scoring_position() {
  auto g = four_player_day();
  auto place = [&](int a, int s, int space, int st) {
    g->pos[a][s] = space;
    g->stamp[a][s] = st;
  };
  place(0, kGreenP, 3, 1);
  place(0, kBlueP, 4, 2);
  place(0, kRed, 4, 3);
  place(0, kYellowP, 6, 4);
  place(1, kRed, 7, 5);
  place(1, kBlueP, 5, 6);
  place(1, kGreenP, 5, 7);
  place(1, kYellowP, 2, 8);
  place(2, kRed, 4, 9);
  place(2, kYellowP, 5, 10);
  place(2, kBlueP, 10, 11);
  place(2, kGreenP, 6, 12);
  return g;
}

}  // namespace tabula::shakespeare::testing
