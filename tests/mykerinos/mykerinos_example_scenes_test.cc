// The rulebook examples as the rules screen plays them ("Show me",
// assets/mykerinos/examples/rulebook.json): real games dealt with the
// parcels in a fixed order (settings "parcels", "first", "wings"), played
// action by action through the engine, each ending on the book's numbers.
// Colours as in the book: blue 0 (Anna), red 1 (Bruno), green 2 (Carla),
// white 3 (Dario).
#include "core/example_scene.h"
#include "mykerinos_fixture.h"

namespace tabula::mykerinos {
namespace {

using testing::room_index, testing::square;
constexpr int kBlue = 0, kRed = 1, kGreen = 2, kWhite = 3;

const MykerinosState& game(const std::unique_ptr<Match>& m) { return dynamic_cast<const MykerinosState&>(m->state()); }

struct Scene {
  std::unique_ptr<Match> start, end;
  explicit Scene(const std::string& id)
      : start(play_example("mykerinos", id, example_scene("mykerinos", id).value("at", 0))),
        end(play_example("mykerinos", id)) {}
  bool ok() const { return start && end; }
};

int cube_at(const MykerinosState& s, const char* sq) { return s.table().cube[static_cast<size_t>(square(sq))]; }

TEST(MykerinosExampleScenes, NewExcavationOnAFreeSquareOnly) {
  Scene s("new-excavation");
  ASSERT_TRUE(s.ok());
  auto before = play_example("mykerinos", "new-excavation", example_length("mykerinos", "new-excavation") - 1);
  ASSERT_TRUE(before);
  const MykerinosState& b4 = game(before);
  ASSERT_EQ(b4.current_player(), kBlue);
  EXPECT_TRUE(testing::legal(b4, "new a2"));
  EXPECT_TRUE(testing::legal(b4, "new b2"));
  EXPECT_FALSE(testing::legal(b4, "new b1")) << "a cube there";
  EXPECT_FALSE(testing::legal(b4, "new c1")) << "a cube there";
  EXPECT_FALSE(testing::legal(b4, "new a1")) << "a pyramid";
  EXPECT_FALSE(testing::legal(b4, "new d1")) << "a pyramid";
  EXPECT_EQ(cube_at(game(s.end), "a2"), kBlue);
  EXPECT_EQ(game(s.end).table().personal[kBlue], b4.table().personal[kBlue] - 1);
}

TEST(MykerinosExampleScenes, ExtensionTwoCubesEachNextToTheLast) {
  Scene s("extend");
  ASSERT_TRUE(s.ok());
  const MykerinosState &a = game(s.start), &b = game(s.end);
  EXPECT_EQ(cube_at(a, "b1"), kRed);
  EXPECT_EQ(cube_at(b, "b2"), kRed);
  EXPECT_EQ(cube_at(b, "c2"), kRed);
  EXPECT_EQ(b.table().personal[kRed], a.table().personal[kRed] - 2);
  EXPECT_EQ(b.current_player(), kGreen);
}

TEST(MykerinosExampleScenes, GreenPassesFirstOntoSpaceOne) {
  Scene s("pass");
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(game(s.start).table().pass_space[kGreen], 0);
  EXPECT_EQ(game(s.end).table().pass_space[kGreen], 1);
}

TEST(MykerinosExampleScenes, RankingBlueThenGreenAheadOfRedByPassingThenWhite) {
  Scene s("ranking");
  ASSERT_TRUE(s.ok());
  const Table& t = game(s.end).table();
  int blue = 0, green = 0, red = 0, white = 0;
  for (const char* sq : {"a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3"}) {
    const int c = cube_at(game(s.end), sq);
    blue += c == kBlue, green += c == kGreen, red += c == kRed, white += c == kWhite;
  }
  EXPECT_EQ(blue, 4);
  EXPECT_EQ(green, 2);
  EXPECT_EQ(red, 2);
  EXPECT_EQ(white, 1);
  EXPECT_LT(t.pass_space[kGreen], t.pass_space[kRed]);
  EXPECT_EQ(t.pass_space[kWhite], 4) << "white passed last";
  ASSERT_EQ(t.phase, Phase::kScoring);
  ASSERT_EQ(t.rank_count, 4);
  EXPECT_EQ(t.rank[0], kBlue);
  EXPECT_EQ(t.rank[1], kGreen);
  EXPECT_EQ(t.rank[2], kRed);
  EXPECT_EQ(t.rank[3], kWhite);
}

TEST(MykerinosExampleScenes, AreaChoicesCardThreeMuseumLeftoverNothing) {
  Scene s("area-choices");
  ASSERT_TRUE(s.ok());
  const Table &a = game(s.start).table(), &b = game(s.end).table();
  EXPECT_EQ(b.score[kBlue], a.score[kBlue] + 3);
  EXPECT_EQ(b.place[12], kBlue) << "the Lord Lemon 3";
  EXPECT_EQ(b.room[static_cast<size_t>(room_index(game(s.end), "lemon-blackmore"))], kGreen);
  EXPECT_EQ(b.place[21], kRed) << "the card left, taken for red";
  EXPECT_EQ(b.score[kRed], a.score[kRed]) << "no value";
  EXPECT_EQ(b.score[kWhite], a.score[kWhite]) << "nothing left for white";
  // Green's first cube in the museum could go to no 5-room.
  auto choosing = play_example("mykerinos", "area-choices", example_length("mykerinos", "area-choices") - 1);
  ASSERT_TRUE(choosing);
  ASSERT_EQ(game(choosing).current_player(), kGreen);
  for (Action act : game(choosing).legal_actions()) {
    const std::string text = game(choosing).action_to_text(act);
    if (text.rfind("museum ", 0) == 0) EXPECT_NE(text.back(), '5') << text;
  }
}

TEST(MykerinosExampleScenes, MuseumCorridorOpensBothFiveRooms) {
  Scene s("museum-corridor");
  ASSERT_TRUE(s.ok());
  auto choosing = play_example("mykerinos", "museum-corridor", example_length("mykerinos", "museum-corridor") - 1);
  ASSERT_TRUE(choosing);
  const MykerinosState& c = game(choosing);
  ASSERT_EQ(c.current_player(), kGreen);
  EXPECT_TRUE(testing::legal(c, "museum lemon 5"));
  EXPECT_TRUE(testing::legal(c, "museum blackmore 5"));
  EXPECT_FALSE(testing::legal(c, "museum violet 5"));
  EXPECT_FALSE(testing::legal(c, "museum lemon-blackmore")) << "taken";
  const MykerinosState& b = game(s.end);
  EXPECT_EQ(b.table().room[static_cast<size_t>(room_index(b, "lemon 5"))], kGreen);
  for (int seat : {kBlue, kRed, kWhite}) EXPECT_FALSE(b.room_open_to(room_index(b, "lemon 5"), seat));
}

TEST(MykerinosExampleScenes, MrsBlackmoreTwoCubeNewExcavation) {
  Scene s("blackmore");
  ASSERT_TRUE(s.ok());
  const MykerinosState &a = game(s.start), &b = game(s.end);
  EXPECT_EQ(a.table().season, 2);
  EXPECT_EQ(cube_at(b, "e5"), kRed);
  EXPECT_EQ(cube_at(b, "f5"), kRed);
  EXPECT_EQ(b.table().personal[kRed], a.table().personal[kRed] - 2);
  EXPECT_TRUE(b.table().turned[21]);
}

TEST(MykerinosExampleScenes, ColonelTangerineThreeCubeExtension) {
  Scene s("tangerine");
  ASSERT_TRUE(s.ok());
  const MykerinosState &a = game(s.start), &b = game(s.end);
  EXPECT_EQ(cube_at(a, "h6"), kWhite);
  for (const char* sq : {"h5", "h4", "g4"}) EXPECT_EQ(cube_at(b, sq), kWhite) << sq;
  EXPECT_EQ(b.table().personal[kWhite], a.table().personal[kWhite] - 3);
  EXPECT_TRUE(b.table().turned[28]);
  auto second = play_example("mykerinos", "tangerine", example_length("mykerinos", "tangerine") - 2);
  ASSERT_TRUE(second);
  EXPECT_FALSE(testing::legal(game(second), "then g5")) << "a pyramid";
}

TEST(MykerinosExampleScenes, LordLemonOnePyramidThenNotASecond) {
  Scene s("lemon");
  ASSERT_TRUE(s.ok());
  const MykerinosState& b = game(s.end);
  EXPECT_EQ(cube_at(b, "b1"), kBlue) << "the pyramid";
  EXPECT_EQ(cube_at(b, "b2"), kBlue);
  EXPECT_TRUE(b.table().turned[12]);
  EXPECT_TRUE(b.table().pyramid(square("b1")));
  auto second = play_example("mykerinos", "lemon", example_length("mykerinos", "lemon") - 1);
  ASSERT_TRUE(second);
  EXPECT_FALSE(testing::legal(game(second), "then c1")) << "a second pyramid";
  EXPECT_TRUE(testing::legal(game(second), "stop")) << "one cube is enough";
}

// "Záró kiállítás a Múzeumban", played over four seasons: Blue's 2 Lord
// Lemon, 1 Mrs Blackmore, 3 Sir Brown, 2 Colonel Tangerine and 1 Lady Violet
// cards, the 3-rooms of Lemon and Blackmore, Brown's 5-room and the
// Brown-Tangerine corridor: 6 + 3 + 15 + 4 + 1 + 5 for the set = 34.
TEST(MykerinosExampleScenes, FinalExhibitionThirtyFour) {
  Scene s("exhibition");
  ASSERT_TRUE(s.ok());
  const MykerinosState& b = game(s.end);
  ASSERT_TRUE(b.is_terminal());
  std::array<int, kPatrons> held{};
  int cards = 0;
  for (int c = 0; c < kCards; ++c)
    if (b.table().place[static_cast<size_t>(c)] == kBlue) {
      ++cards;
      const int p = parcels()[static_cast<size_t>(c)].patron;
      if (p >= 0 && p < kPatrons) ++held[static_cast<size_t>(p)];
    }
  EXPECT_EQ(cards, 9);
  EXPECT_EQ(held, (std::array<int, kPatrons>{1, 2, 3, 1, 2})) << "violet, lemon, brown, blackmore, tangerine";
  for (const char* room : {"lemon 3", "blackmore 3", "brown 5", "brown-tangerine"})
    EXPECT_EQ(b.table().room[static_cast<size_t>(room_index(b, room))], kBlue) << room;
  EXPECT_EQ(b.exhibition_points(kBlue), 6 + 3 + 15 + 4 + 1 + 5);
}

}  // namespace
}  // namespace tabula::mykerinos
