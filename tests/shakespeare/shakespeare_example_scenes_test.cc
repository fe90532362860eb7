// The rulebook examples as the rules screen plays them ("Show me",
// assets/shakespeare/examples/rulebook.json): every scene is a real game --
// the book's day, dealt with stacked cards and pieces (settings "deck",
// "order", "pieces") -- played action by action through the engine, and it
// ends on the book's numbers. Seats as in the book: red 0 (Anna), green 1
// (Bruno), blue 2 (Carla), yellow 3 (Dario).
#include "core/example_scene.h"
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

using testing::cast_of, testing::space;
constexpr int kAnna = 0, kBruno = 1, kCarla = 2, kDario = 3;  // red, green, blue, yellow

const Game& game(const std::unique_ptr<Match>& m) { return dynamic_cast<const Game&>(m->state()); }

// The scene where its example starts (its "at") and where it ends.
struct Scene {
  std::unique_ptr<Match> start, end;
  explicit Scene(const std::string& id)
      : start(play_example("shakespeare", id, example_scene("shakespeare", id).value("at", 0))),
        end(play_example("shakespeare", id)) {}
  bool ok() const { return start && end; }
};

bool legal(const Game& g, const std::string& text) {
  std::string why;
  return g.text_to_action(text, &why).has_value();
}

TEST(ShakespeareExampleScenes, BidsOrderTheDayWithTheInitiativeTieBreak) {
  Scene s("bids");
  ASSERT_TRUE(s.ok());
  const Game &a = game(s.start), &b = game(s.end);
  ASSERT_EQ(a.phase, Phase::kBid);
  EXPECT_EQ(b.co[kAnna].bid, 2);
  EXPECT_EQ(b.co[kBruno].bid, 5);
  EXPECT_EQ(b.co[kCarla].bid, 3);
  EXPECT_EQ(b.co[kDario].bid, 3);
  EXPECT_EQ((std::array<int, 4>{b.order[0], b.order[1], b.order[2], b.order[3]}),
            (std::array<int, 4>{kAnna, kCarla, kDario, kBruno}));
  EXPECT_EQ(b.co[kAnna].prestige, a.co[kAnna].prestige + 1);
  for (int s2 : {kBruno, kCarla, kDario}) EXPECT_EQ(b.co[s2].prestige, a.co[s2].prestige);
  EXPECT_EQ(b.n_initiative, 0) << "the initiative track is cleared";
  EXPECT_EQ(b.current_player(), kAnna);
}

TEST(ShakespeareExampleScenes, LadyMacbethIsRecruitedForNothingNow) {
  Scene s("lady-macbeth");
  ASSERT_TRUE(s.ok());
  const Game &a = game(s.start), &b = game(s.end);
  const int lm = cast_of(b, kAnna, "lady-macbeth");
  ASSERT_GE(lm, 0);
  EXPECT_FALSE(b.co[kAnna].cast[lm].extra);
  EXPECT_EQ(b.co[kAnna].pounds, a.co[kAnna].pounds);
  EXPECT_TRUE(b.co[kAnna].recruited);
  for (int i = 0; i < b.n_market; ++i) EXPECT_NE(b.market[i], b.co[kAnna].cast[lm].card);
  EXPECT_EQ(b.current_player(), kCarla);
}

TEST(ShakespeareExampleScenes, AuthorTwoWhiteFeathersAndTheFirstInitiativeSpace) {
  Scene s("author");
  ASSERT_TRUE(s.ok());
  const Game& b = game(s.end);
  EXPECT_EQ(b.pos[0][kCarla], 1);
  EXPECT_EQ(b.pos[1][kCarla], 2);
  EXPECT_EQ(b.pos[2][kCarla], 2);
  ASSERT_EQ(b.n_initiative, 1);
  EXPECT_EQ(b.initiative[0], kCarla);
}

TEST(ShakespeareExampleScenes, PinkCostumeOnFalstaffPaysTwoPounds) {
  Scene s("pink-costume");
  ASSERT_TRUE(s.ok());
  const Game &a = game(s.start), &b = game(s.end);
  const CastMember& f = b.co[kDario].cast[cast_of(b, kDario, "falstaff")];
  ASSERT_EQ(f.n_pieces, 3);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(f.pieces[i], kPink);
  EXPECT_EQ(b.co[kDario].pounds, a.co[kDario].pounds + 2);
  // Green + black (5 + 1) would also have fitted the costume maker's 6.
  auto chosen = play_example("shakespeare", "pink-costume", example_scene("shakespeare", "pink-costume")["at"].get<int>() + 1);
  ASSERT_TRUE(chosen);
  EXPECT_TRUE(legal(game(chosen), "costume green on falstaff"));
  EXPECT_TRUE(legal(game(chosen), "costume black on falstaff"));
}

TEST(ShakespeareExampleScenes, SetGreenCentrePinkLeftBlackOnTop) {
  Scene s("set-pieces");
  ASSERT_TRUE(s.ok());
  const Game &a = game(s.start), &b = game(s.end);
  const Company& c = b.co[kBruno];
  EXPECT_EQ(c.set[space("A3")], Colour::kGreen);
  EXPECT_EQ(c.set[space("A2")], kPink);
  EXPECT_EQ(c.set[space("B3")], kBlack);
  EXPECT_EQ(c.plus3, a.co[kBruno].plus3 + 1);
  EXPECT_EQ(c.pounds, a.co[kBruno].pounds + 1);
  EXPECT_EQ(c.prestige, a.co[kBruno].prestige) << "black has no effect";
  // Before the black: not right of the green (the mirror of the pink).
  auto before_black = play_example("shakespeare", "set-pieces", example_length("shakespeare", "set-pieces") - 1);
  ASSERT_TRUE(before_black);
  EXPECT_FALSE(legal(game(before_black), "set black at A4"));
  EXPECT_TRUE(legal(game(before_black), "set black at A1"));
  EXPECT_TRUE(legal(game(before_black), "set black at B3"));
}

TEST(ShakespeareExampleScenes, HandymanPurpleCostumeAndBlackSetInOneActivation) {
  Scene s("handyman");
  ASSERT_TRUE(s.ok());
  const Game& b = game(s.end);
  EXPECT_EQ(b.co[kAnna].cast[cast_of(b, kAnna, "author")].pieces[0], kPurple);
  EXPECT_EQ(b.co[kAnna].set[space("A1")], kBlack);
  EXPECT_EQ(b.pending, Pending::kNone) << "3 + 1 spends the handyman's 4";
}

TEST(ShakespeareExampleScenes, AssistantMakesTheHandymanFive) {
  Scene s("assistant");
  ASSERT_TRUE(s.ok());
  const Game& b = game(s.end);
  EXPECT_GE(cast_of(b, kDario, "assistant-a"), 0);
  EXPECT_EQ(b.craft_value(kDario, cast_of(b, kDario, "handyman")), 5);
  auto activated = play_example("shakespeare", "assistant", example_length("shakespeare", "assistant") - 1);
  ASSERT_TRUE(activated);
  EXPECT_EQ(game(activated).craft_budget, 5);
  EXPECT_EQ(b.co[kDario].cast[cast_of(b, kDario, "author")].pieces[0], Colour::kGreen) << "a 5 the handyman's 4 could not take";
}

TEST(ShakespeareExampleScenes, JewellerYellowIsTheWildcardMirror) {
  Scene s("jeweller");
  ASSERT_TRUE(s.ok());
  const Game& b = game(s.end);
  EXPECT_EQ(b.co[kBruno].set[space("A2")], kPink);
  EXPECT_EQ(b.co[kBruno].set[space("A4")], Colour::kYellow);
  EXPECT_EQ(b.pending, Pending::kNone) << "one piece";
}

TEST(ShakespeareExampleScenes, QueenAloneAtTheEndTakesFourPounds) {
  Scene s("queen-pounds");
  ASSERT_TRUE(s.ok());
  const Game &a = game(s.start), &b = game(s.end);
  for (int seat : {kAnna, kCarla, kDario}) EXPECT_FALSE(a.still_acting(seat)) << seat << " is done";
  EXPECT_EQ(a.current_player(), kBruno);
  // Green's ambiance (2 - 2 purple) costs prestige, never pounds.
  EXPECT_EQ(b.co[kBruno].pounds, a.co[kBruno].pounds + 4);
}

TEST(ShakespeareExampleScenes, TwoPurplePiecesLowerEveryAmbianceByTwo) {
  Scene s("purple-ambiance");
  ASSERT_TRUE(s.ok());
  const Game &a = game(s.start), &b = game(s.end);
  EXPECT_EQ(a.offer[kSetPiece][kPurple], 2);
  EXPECT_EQ(a.co[kCarla].ambiance, 5);
  EXPECT_EQ(b.co[kCarla].pounds, a.co[kCarla].pounds + 1) << "5 - 2: the £1 space";
  EXPECT_EQ(b.co[kAnna].prestige, a.co[kAnna].prestige - 1) << "2 - 2: the unlit candle";
  for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(b.co[seat].ambiance, data().ambiance_start);
}

TEST(ShakespeareExampleScenes, RestFiveCylindersFourTokensTheJewellerFree) {
  Scene s("rest");
  ASSERT_TRUE(s.ok());
  const Game& b = game(s.end);
  const Company& c = b.co[kBruno];
  EXPECT_EQ(b.day, 2);
  int resting = 0;
  for (int i = 0; i < c.n_cast; ++i) resting += c.cast[i].resting;
  EXPECT_EQ(resting, 4);
  for (const char* id : {"queen", "falstaff", "author", "set-designer-8a"})
    EXPECT_TRUE(c.cast[cast_of(b, kBruno, id)].resting) << id;
  EXPECT_FALSE(c.cast[cast_of(b, kBruno, "jeweller-a")].resting);
}

// The illustrated first turn is the book's whole day, from the draft to the rest.
TEST(ShakespeareExampleScenes, FirstTurnIsTheBooksDay) {
  Scene s("first-turn");
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(game(s.start).phase, Phase::kDraft);
  EXPECT_EQ(game(s.end).day, 2);
  EXPECT_EQ(game(s.end).phase, Phase::kBid);
  EXPECT_EQ(example_scene("shakespeare", "first-turn")["save"]["actions"],
            example_scene("shakespeare", "rest")["save"]["actions"]) << "the same day the other examples cut";
}

// Day 4 of the same game: Anna (red) rehearses fourth. Lady Macbeth, Hamlet
// and an Extra wear complete costumes, her Author and Falstaff do not.
TEST(ShakespeareExampleScenes, RehearsalLadyMacbethEachActHamletPrestigeExtraWhiteFeather) {
  const int n = example_length("shakespeare", "rehearsal");
  auto before = play_example("shakespeare", "rehearsal", n - 2);    // her Author's second feather to place
  auto choosing = play_example("shakespeare", "rehearsal", n - 1);  // the day ended; rehearsals until hers
  auto after = play_example("shakespeare", "rehearsal");
  ASSERT_TRUE(before && choosing && after);
  const Game &a = game(before), &c = game(choosing), &b = game(after);
  EXPECT_EQ(a.day, 4);
  ASSERT_EQ(c.phase, Phase::kRehearsal);
  EXPECT_EQ((std::array<int, 4>{c.initiative[0], c.initiative[1], c.initiative[2], c.initiative[3]}),
            (std::array<int, 4>{kDario, kBruno, kCarla, kAnna})) << "Anna fourth";
  const Company& co = c.co[kAnna];
  for (const char* id : {"lady-macbeth", "hamlet"}) EXPECT_EQ(co.cast[cast_of(c, kAnna, id)].n_pieces, 3) << id;
  int extras_complete = 0;
  for (int i = 0; i < co.n_cast; ++i) extras_complete += co.cast[i].extra && co.cast[i].n_pieces == 3;
  EXPECT_EQ(extras_complete, 1);
  for (const char* id : {"author", "falstaff"}) EXPECT_LT(co.cast[cast_of(c, kAnna, id)].n_pieces, 3) << id;
  // The Author's second feather went on Act II; then Lady Macbeth: one step on each act.
  EXPECT_EQ(c.pos[0][kAnna], a.pos[0][kAnna] + 1);
  EXPECT_EQ(c.pos[1][kAnna], a.pos[1][kAnna] + 1 + 1);
  EXPECT_EQ(c.pos[2][kAnna], a.pos[2][kAnna] + 1);
  EXPECT_EQ(co.prestige, a.co[kAnna].prestige + 1) << "Hamlet";
  ASSERT_EQ(c.pending, Pending::kWhite);
  EXPECT_EQ(c.pending_count, 1) << "the Extra's white feather";
  EXPECT_EQ(b.pos[1][kAnna], c.pos[1][kAnna] + 1) << "the feather on Act II";
  EXPECT_EQ((std::array<int, 3>{b.pos[0][kAnna], b.pos[1][kAnna], b.pos[2][kAnna]}), (std::array<int, 3>{4, 7, 4}));
}

// The book's act scoring, on the position the same game reaches (the
// fixture test ActScoring checks the rule on a built position): Act I green
// on 3 (-1), blue and red on 4, yellow on 6 (£1); Act II red first (+2), blue
// before green on 5 (+1, green nothing), yellow on 2 (-1); Act III red on 4,
// yellow on 5, blue on the last space (+3), green on 6 (+1).
TEST(ShakespeareExampleScenes, ActScoringTheBooksPositionAndNumbers) {
  Scene s("act-scoring");
  ASSERT_TRUE(s.ok());
  const Game &a = game(s.start), &b = game(s.end);
  auto at = [&](int act, int seat) { return b.pos[act][seat]; };
  EXPECT_EQ((std::array<int, 4>{at(0, kBruno), at(0, kCarla), at(0, kAnna), at(0, kDario)}), (std::array<int, 4>{3, 4, 4, 6}));
  EXPECT_TRUE(b.ahead(0, kCarla, kAnna)) << "blue arrived on 4 first";
  EXPECT_EQ((std::array<int, 4>{at(1, kAnna), at(1, kCarla), at(1, kBruno), at(1, kDario)}), (std::array<int, 4>{7, 5, 5, 2}));
  EXPECT_TRUE(b.ahead(1, kCarla, kBruno)) << "blue arrived on 5 before green";
  EXPECT_EQ((std::array<int, 4>{at(2, kAnna), at(2, kDario), at(2, kCarla), at(2, kBruno)}), (std::array<int, 4>{4, 5, 10, 6}));
  // The pending Extra feather of the start is Anna's last step on Act II: only the scoring changes prestige.
  EXPECT_EQ(b.co[kBruno].prestige - a.co[kBruno].prestige, -1 + 0 + 1);
  EXPECT_EQ(b.co[kCarla].prestige - a.co[kCarla].prestige, 0 + 1 + 3);
  EXPECT_EQ(b.co[kAnna].prestige - a.co[kAnna].prestige, 0 + 2 + 0);
  EXPECT_EQ(b.co[kDario].prestige - a.co[kDario].prestige, 0 - 1 + 0);
  EXPECT_EQ(b.co[kDario].pounds - a.co[kDario].pounds, 1);
  EXPECT_EQ(b.co[kCarla].pounds - a.co[kCarla].pounds, 0);
}

}  // namespace
}  // namespace tabula::shakespeare
