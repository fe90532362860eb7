// Test fixtures: a Mykerinos table with a chosen deck order, museum and start
// player (through Options.settings, which exists for tests and puzzles), and
// helpers to set up rulebook positions and to play actions by their text.
#pragma once
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos::testing {

// The museum of the rulebook's figures: Lord Lemon's and Mrs Blackmore's
// wings side by side, so room "lemon-blackmore" is the corridor between them.
inline std::vector<std::string> kWingOrder = {"lemon", "blackmore", "violet", "brown", "tangerine"};

inline MykerinosState make_table(int players, const std::vector<int>& parcels, int first = 0) {
  Options o;
  o.players = players;
  o.settings = Json::object();
  o.settings["parcels"] = parcels;
  o.settings["first"] = first;
  o.settings["wings"] = kWingOrder;
  return MykerinosState(o, 42);
}

inline int square(const std::string& name) {
  return (std::stoi(name.substr(1)) - 1) * kCols + (name[0] - 'a');
}

// Puts a cube of `colour` from its owner's personal supply on a square.
inline void put(MykerinosState& s, const std::string& name, int colour, int seat_for_neutral = 0) {
  Table& t = s.mutable_table();
  t.cube[static_cast<size_t>(square(name))] = static_cast<int8_t>(colour);
  if (colour == t.neutral) --t.neutral_held[static_cast<size_t>(seat_for_neutral)];
  else --t.personal[static_cast<size_t>(colour)];
}

// Hands a card to a seat, as if won in an earlier season.
inline void give(MykerinosState& s, int card, int seat) {
  s.mutable_table().place[static_cast<size_t>(card)] = static_cast<int8_t>(seat);
}

inline int room_index(const MykerinosState& s, const std::string& name) {
  for (int r = 0; r < kRooms; ++r)
    if (s.room_name(r) == name) return r;
  return -1;
}

inline bool legal(const State& s, const std::string& text) {
  std::string why;
  return s.text_to_action(text, &why).has_value();
}

inline std::vector<std::string> legal_texts(const State& s) {
  std::vector<std::string> out;
  for (Action a : s.legal_actions()) out.push_back(s.action_to_text(a));
  return out;
}

// Area 1 of "Terület értékelése": card 12 (Lord Lemon, 3) beside card 21
// (Mrs Blackmore, no value). Blue 4 cubes, Green 2, Red 2, White 1; Green
// passed before Red. White, the last one left, passes as the extra action.
inline MykerinosState ranking_position() {
  constexpr int kBlue = 0, kRed = 1, kGreen = 2, kWhite = 3;
  MykerinosState s = make_table(4, {12, 21, 0, 2, 4, 5, 8, 9}, kWhite);
  for (const char* sq : {"a1", "b2", "a3", "b3"}) put(s, sq, kBlue);
  for (const char* sq : {"c1", "d1"}) put(s, sq, kGreen);
  for (const char* sq : {"c3", "d3"}) put(s, sq, kRed);
  put(s, "d2", kWhite);
  Table& t = s.mutable_table();
  t.pass_space[kGreen] = 1;
  t.pass_space[kRed] = 2;
  t.pass_space[kBlue] = 3;
  t.current = kWhite;
  t.last_action = true;
  return s;
}

#define MYK_PLAY(state, text)                                     \
  do {                                                            \
    std::string why_;                                             \
    ASSERT_TRUE((state).act(text, &why_)) << (text) << ": " << why_; \
  } while (0)

}  // namespace tabula::mykerinos::testing
