// The "pieces" set-up option (engine/shakespeare/stacking.h): the bags deal
// the colours it lists first, day after day, then at random; a stack the bags
// cannot hold is refused with a reason that names the problem.
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

Options stacked(int players, Json pieces) {
  Options o;
  o.players = players;
  o.settings = Json{{"pieces", std::move(pieces)}};
  return o;
}

std::string refusal(const Options& o) {
  auto why = game_info().check_options(o);
  return why ? *why : std::string();
}

TEST(ShakespeareStacking, TheFirstOfferIsTheStackedColours) {
  // Two players draw 6 of each kind a day.
  const Json costume = Json::array({"yellow", "yellow", "green", "green", "blue", "purple"});
  const Json set = Json::array({"purple", "purple", "purple", "black", "black", "pink"});
  Game g(stacked(2, {{"costume", costume}, {"set", set}}), 99);
  EXPECT_EQ(g.offer[kCostumePiece], (std::array<int, kColours>{0, 0, 1, 1, 2, 2}));
  EXPECT_EQ(g.offer[kSetPiece], (std::array<int, kColours>{2, 1, 3, 0, 0, 0}));
  // What was dealt came out of the bags.
  EXPECT_EQ(g.bag[kCostumePiece][kYellow], data().bags[2][kYellow] - 2);
}

TEST(ShakespeareStacking, PastTheStackTheDrawIsRandomAsBefore) {
  Options plain;
  plain.players = 2;
  // The same seed: an empty stack deals exactly what no stack deals.
  Game a(plain, 5), b(stacked(2, {{"set", Json::array()}}), 5);
  EXPECT_EQ(a.offer, b.offer);
  // A partial stack: its colours first, the rest still drawn (6 in all).
  Game c(stacked(2, {{"costume", Json::array({"green"})}}), 5);
  int total = 0;
  for (int n : c.offer[kCostumePiece]) total += n;
  EXPECT_EQ(total, 6);
  EXPECT_GE(c.offer[kCostumePiece][kGreen], 1);
}

TEST(ShakespeareStacking, ABadStackIsRefusedWithItsReason) {
  EXPECT_EQ(refusal(stacked(2, {{"costume", Json::array({"pink", "mauve"})}})),
            "settings.pieces.costume: \"mauve\" is not a colour (black, pink, purple, blue, green, yellow)");
  EXPECT_EQ(refusal(stacked(2, {{"set", Json::array({"green", "green", "green", "green", "green"})}})),
            "settings.pieces.set: the set bag holds only 4 green pieces with 2 players");
  EXPECT_EQ(refusal(stacked(2, {{"props", Json::array({"green"})}})), "settings.pieces: unknown bag \"props\" (\"costume\" or \"set\")");
  EXPECT_EQ(refusal(stacked(2, "pink")), "settings.pieces must be {\"costume\": [colours], \"set\": [colours]}");
  EXPECT_EQ(refusal(stacked(2, {{"set", "pink"}})), "settings.pieces.set must be a list of colours");
  EXPECT_EQ(refusal(stacked(4, {{"set", Json::array({"green", "green", "green", "green", "green"})}})), "") << "4 players: 8 green";
}

}  // namespace
}  // namespace tabula::shakespeare
