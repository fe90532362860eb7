// State::revealed(seat): a finished game's replay "Show everything". For each
// game, on random games: it shows what the seat's observation hides (Mascarade's
// cards and swaps, Shakespeare's bids, rest tokens and objectives), agrees with
// the observation on everything public, and Mascarade's end turns every card
// face up in every seat's own view.
#include <gtest/gtest.h>

#include "core/match.h"
#include "mascarade/mascarade.h"

namespace tabula {
namespace {

std::unique_ptr<Match> start(const std::string& game, int players, uint64_t seed) {
  Options o;
  o.players = players;
  std::string why;
  auto m = Match::start(game, o, seed, &why);
  EXPECT_TRUE(m) << why;
  return m;
}

void play_random(Match& m, Rng& rng) {
  std::vector<Action> legal = m.state().legal_actions();
  m.apply(legal[rng.below(static_cast<int>(legal.size()))]);
}

// Everything the observation shows (not null) the revealed view shows the same,
// except the fields a reveal fills in (listed per game).
void expect_covers(const Json& obs, const Json& all, const std::string& path) {
  if (obs.is_null()) return;
  if (obs.is_object()) {
    for (auto it = obs.begin(); it != obs.end(); ++it) {
      ASSERT_TRUE(all.contains(it.key())) << path << "." << it.key();
      if (it.key() == "known" || it.key() == "face_up" || it.key() == "objective_deck_known") continue;
      expect_covers(it.value(), all[it.key()], path + "." + it.key());
    }
  } else if (obs.is_array()) {
    ASSERT_EQ(obs.size(), all.size()) << path;
    for (size_t i = 0; i < obs.size(); ++i) expect_covers(obs[i], all[i], path + "[" + std::to_string(i) + "]");
  } else {
    EXPECT_EQ(obs, all) << path;
  }
}

TEST(Revealed, MascaradeShowsEveryCardAndSwap) {
  int hidden_swaps = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = 4 + static_cast<int>(seed) % 6;
    auto m = start("mascarade", players, seed);
    Rng rng(seed);
    while (!m->state().is_terminal()) {
      const auto& st = static_cast<const mascarade::MascaradeState&>(m->state());
      for (int seat = 0; seat < players; ++seat) {
        const Json all = st.revealed(seat), obs = st.observation(seat);
        expect_covers(obs, all, "obs");
        for (size_t i = 0; i < all["slots"].size(); ++i) {
          const Json& slot = all["slots"][i];
          ASSERT_TRUE(slot["face_up"].is_string());
          ASSERT_EQ(slot["known"].size(), 1u);
          EXPECT_EQ(slot["known"][0], slot["face_up"]);
        }
        for (size_t k = 0; k < obs["log"].size(); ++k) {
          if (obs["log"][k]["type"] == "swap" && obs["log"][k]["real"].is_null()) {
            ++hidden_swaps;
            EXPECT_TRUE(all["log"][k]["real"].is_boolean());
          }
        }
      }
      play_random(*m, rng);
    }
  }
  EXPECT_GT(hidden_swaps, 0);  // the reveal had something to show
}

TEST(Revealed, MascaradeEndTurnsEveryCardFaceUp) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = 4 + static_cast<int>(seed) % 6;
    auto m = start("mascarade", players, seed);
    Rng rng(seed * 7);
    bool down_before_end = false;
    while (!m->state().is_terminal()) {
      const Json obs = m->state().observation(0);
      for (const auto& slot : obs["slots"]) down_before_end |= slot["face_up"].is_null();
      play_random(*m, rng);
    }
    EXPECT_TRUE(down_before_end);
    const auto& st = static_cast<const mascarade::MascaradeState&>(m->state());
    for (int seat = 0; seat < players; ++seat) {
      const Json obs = st.observation(seat);
      for (size_t i = 0; i < obs["slots"].size(); ++i)
        EXPECT_EQ(obs["slots"][i]["face_up"], mascarade::character_id(st.slot_character(static_cast<int>(i))))
            << "seed " << seed << " seat " << seat << " slot " << i;
    }
  }
}

TEST(Revealed, ShakespeareShowsBidsRestAndObjectives) {
  int bids_hidden = 0, objectives_hidden = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const int players = 2 + static_cast<int>(seed) % 3;
    auto m = start("shakespeare", players, seed);
    Rng rng(seed);
    while (!m->state().is_terminal()) {
      for (int seat = 0; seat < players; ++seat) {
        const Json obs = m->state().observation(seat), all = m->state().revealed(seat);
        expect_covers(obs, all, "obs");
        for (size_t c = 0; c < obs["companies"].size(); ++c) {
          const Json& o = obs["companies"][c];
          const Json& a = all["companies"][c];
          if (o["bid"].is_null()) {
            ++bids_hidden;
            EXPECT_TRUE(a["bid"].is_number());
          }
          if (!o.contains("objectives")) {
            ++objectives_hidden;
            EXPECT_EQ(a["objectives"].size(), a["objective_count"].get<size_t>());
          }
          if (o.contains("rest_keep") || a.contains("rest_keep")) EXPECT_TRUE(a.contains("rest_keep"));
        }
      }
      play_random(*m, rng);
    }
  }
  EXPECT_GT(bids_hidden, 0);
  EXPECT_GT(objectives_hidden, 0);
}

TEST(Revealed, MykerinosHidesNothingOncePlayed) {
  auto m = start("mykerinos", 3, 5);
  Rng rng(5);
  while (!m->state().is_terminal()) {
    for (int seat = 0; seat < 3; ++seat) EXPECT_EQ(m->state().observation(seat), m->state().revealed(seat));
    play_random(*m, rng);
  }
}

}  // namespace
}  // namespace tabula
