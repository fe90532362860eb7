// The objective cards' texts on screen take their numbers from the engine's
// data. The translations used to carry the thresholds themselves, and they
// drifted when the thresholds were retuned ("6/9/12 set pieces" on screen,
// 4/6/9 scored): each text must leave the numbers to the data.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "shakespeare/data.h"

namespace {

TEST(ShakespeareObjectiveText, EveryLanguageTakesTheThresholdsFromTheData) {
  const auto& d = tabula::shakespeare::data();
  ASSERT_TRUE(d.ok) << d.why;
  for (const char* lang : {"en", "hu", "es", "it"}) {
    std::ifstream in(std::string(TABULA_ASSETS_DIR) + "/i18n/shakespeare/" + lang + ".json");
    ASSERT_TRUE(in) << lang;
    std::stringstream text;
    text << in.rdbuf();
    const auto j = nlohmann::json::parse(text.str(), nullptr, false);
    ASSERT_FALSE(j.is_discarded()) << lang;
    for (const auto& o : d.objectives) {
      ASSERT_TRUE(j["objective"].contains(o.id)) << lang << " lacks " << o.id;
      const std::string t = j["objective"][o.id]["text"].get<std::string>();
      EXPECT_NE(t.find("{t}"), std::string::npos) << lang << " " << o.id << ": " << t;
      // Nor the points ("1/2/3"): A Grand Finale gives 1/3 (space 10 twice).
      EXPECT_NE(t.find("{p}"), std::string::npos) << lang << " " << o.id << ": " << t;
      EXPECT_EQ(t.find("1/2/3"), std::string::npos) << lang << " " << o.id << ": " << t;
      // No threshold written out by hand ("6/9/12") before the {t}.
      const std::string before = t.substr(0, t.find("{t}"));
      EXPECT_EQ(before.find('/'), std::string::npos) << lang << " " << o.id << ": " << t;
    }
  }
}

// A card's steps and points as the text shows them.
TEST(ShakespeareObjectiveText, ARepeatedThresholdIsOneStepWorthItsPoints) {
  tabula::shakespeare::Objective o;
  o.thresholds = {2, 3, 4};
  EXPECT_EQ(o.steps(), "2/3/4");
  EXPECT_EQ(o.points(), "1/2/3");
  o.thresholds = {9, 10, 10};
  EXPECT_EQ(o.steps(), "9/10");
  EXPECT_EQ(o.points(), "1/3");
  o.thresholds = {10, 10, 10};
  EXPECT_EQ(o.steps(), "10");
  EXPECT_EQ(o.points(), "3");
  const auto& d = tabula::shakespeare::data();
  const int k = d.objective_index("act-three");
  ASSERT_GE(k, 0);
  EXPECT_EQ(d.objectives[static_cast<size_t>(k)].steps(), "9/10");
}

}  // namespace
