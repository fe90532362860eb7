// Every worked example ("Példa") of the Mascarade rulebook, played out.
// Seats: Anna 0, Béla 1, Cecil 2 (on Béla's left), Dani 3, Ernő 4, Feri 5.
#include "mascarade_test_util.h"

namespace tabula::mascarade {
namespace {

using testing::game;
using testing::play;
using testing::plays;
using testing::skip_to;

constexpr int kAnna = 0, kBela = 1, kCecil = 2, kDani = 3, kErno = 4, kFeri = 5;

CharSet only(int c) { return static_cast<CharSet>(1u << c); }

// The 10-13 player casts, dealt so the examples' characters sit where the
// rulebook puts them.
std::vector<std::string> deal10(std::vector<std::string> first) {
  std::vector<std::string> cast = {"judge", "bishop", "king", "queen", "fool", "witch",
                                   "peasant", "peasant", "cheat", "spy"};
  for (const std::string& c : first) cast.erase(std::find(cast.begin(), cast.end(), c));
  first.insert(first.end(), cast.begin(), cast.end());
  return first;
}

// "Anna is not sure what card she has, but almost sure what Béla has. In her
// turn she takes her card and Béla's and swaps them."
TEST(MascaradeExample, AnnaSwapsWithBela) {
  auto st = game(4, {"judge", "king", "thief", "queen", "bishop", "cheat"});
  play(*st, "swap 1 real");
  EXPECT_EQ(st->slot_character(0), kKing);
  EXPECT_EQ(st->slot_character(1), kJudge);
  // Anna knows what she did; the others only that the two cards may have moved.
  EXPECT_EQ(st->known(kAnna, 0), only(kKing));
  EXPECT_EQ(st->known(kAnna, 1), only(kJudge));
  EXPECT_EQ(st->known(kBela, 0), only(kKing) | only(kJudge));
  EXPECT_EQ(st->known(kBela, 1), only(kKing) | only(kJudge));
  const Json seen = st->observation(kCecil)["log"][0];
  EXPECT_EQ(seen["type"], "swap");
  EXPECT_TRUE(seen["real"].is_null());
  EXPECT_EQ(st->observation(kAnna)["log"][0]["real"], true);
}

// "Béla announces: I am the King. Nobody challenges; Béla takes 3 gold."
TEST(MascaradeExample, BelaKingUnchallenged) {
  auto st = game(4, {"judge", "queen", "thief", "king", "bishop", "cheat"});
  skip_to(*st, kBela);
  const int bank = st->bank();
  plays(*st, {"announce king", "decline", "decline", "decline"});
  EXPECT_EQ(st->gold(kBela), 9);  // without having the King at all
  EXPECT_EQ(st->bank(), bank - 3);
  for (const Event& e : st->events()) EXPECT_NE(e.type, Event::kRevealEv);
  EXPECT_EQ(st->current_player(), kCecil);
}

// "...If Anna and Cecil also claimed the King, all three reveal, and if none
// has it, each pays 1 gold to the Court."
TEST(MascaradeExample, ThreeKingsNoneTrue) {
  auto st = game(4, {"judge", "queen", "thief", "bishop", "king", "cheat"});
  skip_to(*st, kBela);
  plays(*st, {"announce king", "claim", "decline", "claim"});  // Cecil, Dani, Anna
  EXPECT_EQ(st->gold(kAnna), 5);
  EXPECT_EQ(st->gold(kBela), 5);
  EXPECT_EQ(st->gold(kCecil), 5);
  EXPECT_EQ(st->gold(kDani), 6);
  EXPECT_EQ(st->court(), 3);
  for (int s = 0; s < 4; ++s) EXPECT_EQ(st->known(s, kAnna), only(kJudge));
}

// "Béla announces King, Cecil: no, I am. Béla is the Thief, Cecil the King.
// Cecil takes 3, Béla pays 1 to the Court. Cecil, revealed in the previous
// player's turn, may not announce: he must swap or not."
TEST(MascaradeExample, CecilChallengesTheKing) {
  auto st = game(4, {"judge", "thief", "king", "queen", "bishop", "cheat"});
  skip_to(*st, kBela);
  plays(*st, {"announce king", "claim", "decline", "decline"});
  EXPECT_EQ(st->gold(kCecil), 9);
  EXPECT_EQ(st->gold(kBela), 5);
  EXPECT_EQ(st->court(), 1);
  EXPECT_EQ(st->current_player(), kCecil);
  EXPECT_EQ(st->observation(kCecil)["must_swap"], true);
  for (Action a : st->legal_actions()) EXPECT_EQ(action_kind(a), kSwap) << st->action_to_text(a);
  EXPECT_TRUE(testing::refuses(*st, "announce king"));
  EXPECT_TRUE(testing::refuses(*st, "peek"));
  play(*st, "swap 0 fake");
}

// "Anna announces: I am the Spy. Nobody challenges. Anna looks at her card and
// another player's, and swaps them or not. Play goes on."
TEST(MascaradeExample, AnnaSpiesUnchallenged) {
  auto st = game(10, deal10({"spy", "king", "queen", "judge"}));
  skip_to(*st, kAnna);
  play(*st, "announce spy");
  for (int i = 0; i < 9; ++i) play(*st, "decline");
  EXPECT_EQ(st->phase(), Phase::kPower);
  play(*st, "spy 3");
  EXPECT_EQ(st->known(kAnna, 0), only(kSpy));
  EXPECT_EQ(st->known(kAnna, 3), only(kJudge));
  EXPECT_TRUE(st->observation(kBela)["log"].back()["cards"].is_null());
  EXPECT_EQ(st->phase(), Phase::kSpy);
  play(*st, "spy-swap real");
  EXPECT_EQ(st->slot_character(0), kJudge);
  EXPECT_EQ(st->slot_character(3), kSpy);
  EXPECT_EQ(st->known(kAnna, 0), only(kJudge));
  // Béla only knows the two cards may have changed places.
  EXPECT_EQ(st->known(kBela, 0), st->known(kBela, 3));
  EXPECT_TRUE(st->known(kBela, 0) & only(kSpy));
  EXPECT_TRUE(st->known(kBela, 0) & only(kJudge));
  EXPECT_EQ(st->current_player(), kBela);
  EXPECT_EQ(st->gold(kAnna), 6);
}

// "Béla: I am the Inquisitor. Feri: no, I am. Béla is the Inquisitor, Feri
// the Queen. Béla points at Cecil, who guesses Judge and shows a Peasant:
// Cecil pays Béla 4. Feri pays 1 to the Court."
TEST(MascaradeExample, BelaInquiresOfCecil) {
  std::vector<std::string> deal = {"king", "inquisitor", "peasant", "judge", "bishop", "queen",
                                   "fool", "witch", "peasant", "cheat", "spy"};
  for (const std::string guess : {"judge", "peasant"}) {
    auto st = game(11, deal);
    skip_to(*st, kBela);
    play(*st, "announce inquisitor");
    for (int s = 2; s <= 11; ++s) play(*st, s == kFeri ? "claim" : "decline");
    EXPECT_EQ(st->phase(), Phase::kPower);
    EXPECT_EQ(st->current_player(), kBela);
    play(*st, "inquire 2");
    EXPECT_EQ(st->phase(), Phase::kGuess);
    EXPECT_EQ(st->current_player(), kCecil);
    play(*st, "guess " + guess);
    // "Cecil would have paid nothing had he guessed: I am the Peasant."
    const int paid = guess == "judge" ? 4 : 0;
    EXPECT_EQ(st->gold(kCecil), 6 - paid);
    EXPECT_EQ(st->gold(kBela), 6 + paid);
    EXPECT_EQ(st->gold(kFeri), 5);
    EXPECT_EQ(st->court(), 1);
    for (int s = 0; s < 11; ++s) EXPECT_EQ(st->known(s, kCecil), only(kPeasant));
    // The fine comes after the power.
    const auto& log = st->events();
    EXPECT_EQ(log.back().type, Event::kGoldEv);
    EXPECT_EQ(log.back().seat, kFeri);
    EXPECT_EQ(log.back().a, kCourt);
    EXPECT_EQ(st->current_player(), kCecil);  // and, revealed, Cecil must swap
    EXPECT_EQ(st->observation(kCecil)["must_swap"], true);
  }
}

// "Anna: I am the Judge. Cecil and Dani claim it too. Anna is the Witch, Cecil
// the Judge, Dani the Spy. Cecil takes all the Court's gold, then Anna and
// Dani pay their fines. Béla, on Anna's left, plays next."
TEST(MascaradeExample, CecilIsTheJudge) {
  auto st = game(10, deal10({"witch", "king", "judge", "spy", "bishop"}));
  // First some fines reach the Court: seat 8 and seat 9 both claim the Bishop.
  skip_to(*st, 8);
  plays(*st, {"announce bishop", "claim"});
  for (int i = 0; i < 8; ++i) play(*st, "decline");
  EXPECT_EQ(st->court(), 2);
  play(*st, "swap 8 fake");  // seat 9 was revealed: swap or not
  ASSERT_EQ(st->current_player(), kAnna);
  plays(*st, {"announce judge", "decline", "claim", "claim"});
  for (int i = 0; i < 6; ++i) play(*st, "decline");
  EXPECT_EQ(st->gold(kCecil), 8);
  EXPECT_EQ(st->gold(kAnna), 5);
  EXPECT_EQ(st->gold(kDani), 5);
  EXPECT_EQ(st->court(), 2);  // this turn's fines stay for the next Judge
  EXPECT_EQ(st->current_player(), kBela);
  EXPECT_EQ(st->observation(kBela)["must_swap"], false);
}

// The three Peasant examples.
TEST(MascaradeExample, AnnaPeasantUnchallenged) {
  auto st = game(10, deal10({"king", "bishop"}));
  skip_to(*st, kAnna);
  play(*st, "announce peasant");
  for (int i = 0; i < 9; ++i) play(*st, "decline");
  EXPECT_EQ(st->gold(kAnna), 7);
  for (const Event& e : st->events()) EXPECT_NE(e.type, Event::kRevealEv);
}

TEST(MascaradeExample, AnnaAndFeriBothPeasants) {
  auto st = game(10, deal10({"peasant", "bishop", "king", "queen", "fool", "peasant"}));
  skip_to(*st, kAnna);
  play(*st, "announce peasant");
  for (int s = 1; s < 10; ++s) play(*st, s == kFeri ? "claim" : "decline");
  EXPECT_EQ(st->gold(kAnna), 8);
  EXPECT_EQ(st->gold(kFeri), 8);
  EXPECT_EQ(st->court(), 0);
}

TEST(MascaradeExample, AnnaCecilPeasantsFeriSpy) {
  auto st = game(10, deal10({"peasant", "bishop", "peasant", "queen", "fool", "spy"}));
  skip_to(*st, kAnna);
  play(*st, "announce peasant");
  for (int s = 1; s < 10; ++s) play(*st, s == kFeri || s == kCecil ? "claim" : "decline");
  EXPECT_EQ(st->gold(kAnna), 8);
  EXPECT_EQ(st->gold(kCecil), 8);
  EXPECT_EQ(st->gold(kFeri), 5);
  EXPECT_EQ(st->court(), 1);
}

// "Anna, with 11 gold, announces the Cheat. Cecil, with 10, claims it. Anna
// is the Queen, Cecil the Cheat: Cecil wins. With fewer than 10, Anna would
// have paid her fine and the game would have gone on."
TEST(MascaradeExample, CecilCheatWins) {
  const std::vector<std::string> deal = {"queen", "king", "cheat", "judge", "bishop",
                                         "fool", "witch", "peasant", "peasant"};
  for (int cecil : {10, 9}) {
    auto st = game(9, deal, {11, 6, cecil, 6, 6, 6, 6, 6, 6});
    skip_to(*st, kAnna);
    plays(*st, {"announce cheat", "decline", "claim"});
    for (int i = 0; i < 6; ++i) play(*st, "decline");
    if (cecil == 10) {
      EXPECT_TRUE(st->is_terminal());
      EXPECT_EQ(st->winners(), std::vector<int>{kCecil});
      EXPECT_EQ(st->end_reason(), EndReason::kCheat);
      EXPECT_EQ(st->gold(kAnna), 11);  // the game ended before any fine
      EXPECT_EQ(st->observation(kAnna)["end_reason"], "cheat");
    } else {
      EXPECT_FALSE(st->is_terminal());
      EXPECT_EQ(st->gold(kAnna), 10);
      EXPECT_EQ(st->court(), 1);
      EXPECT_EQ(st->current_player(), kBela);
    }
  }
}

// "Anna, with only 1 gold left, announces the Widow. Ernő claims it. Anna is
// the Queen, Ernő the Widow: Ernő tops up to 10. Anna pays her fine, is
// ruined, and the game ends: the richest player wins."
TEST(MascaradeExample, AnnaRuinedByTheWidow) {
  const std::vector<std::string> deal = {"queen", "king", "judge", "bishop", "widow", "fool",
                                         "witch", "peasant", "peasant", "cheat", "spy",
                                         "inquisitor"};
  auto st = game(12, deal, {1, 6, 6, 6, 5, 6, 6, 6, 6, 6, 6, 6});
  skip_to(*st, kAnna);
  play(*st, "announce widow");
  for (int s = 1; s < 12; ++s) play(*st, s == kErno ? "claim" : "decline");
  EXPECT_TRUE(st->is_terminal());
  EXPECT_EQ(st->gold(kErno), 10);
  EXPECT_EQ(st->gold(kAnna), 0);
  EXPECT_EQ(st->court(), 1);  // fines go to the Court (RULINGS.md)
  EXPECT_EQ(st->end_reason(), EndReason::kBankrupt);
  EXPECT_EQ(st->winners(), std::vector<int>{kErno});
}

}  // namespace
}  // namespace tabula::mascarade
