// A patron is offered only if its action can be carried out in full
// (README, Decision 4). legal_actions() answers that without listing the
// patron's options (listing them was most of a random playout's time); this
// test holds the shortcut to the definition: the patron is offered exactly
// when its step, entered as the card would enter it, lists some option.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {
namespace {

Step step_of(int patron) {
  switch (patron) {
    case kViolet: return Step::kViolet;
    case kLemon: return Step::kLemon;
    case kBrown: return Step::kBrown;
    case kBlackmore: return Step::kBlackmore;
    default: return Step::kTangerine;
  }
}

TEST(MykerinosPatronOffer, OfferedExactlyWhenItsStepHasAnOption) {
  int offered[kPatrons] = {}, refused[kPatrons] = {};
  std::vector<Action> legal, options;
  for (int players = 2; players <= 4; ++players)
    for (int game = 0; game < 6; ++game) {
      Options o;
      o.players = players;
      MykerinosState s(o, 900 + static_cast<uint64_t>(players * 10 + game));
      s.drop_log();
      Rng rng(static_cast<uint64_t>(game));
      while (!s.is_terminal()) {
        const Table& t = s.table();
        if (t.phase == Phase::kExcavation && t.step == Step::kChoose) {
          const int seat = t.current;
          for (int p = 0; p < kPatrons; ++p) {
            // Hand the seat an unturned card of this patron (one not in the region).
            MykerinosState probe = s;
            Table& pt = probe.mutable_table();
            for (int c = 0; c < kCards; ++c)
              if (parcels()[static_cast<size_t>(c)].patron == p && pt.place[static_cast<size_t>(c)] != kInRegion) {
                pt.place[static_cast<size_t>(c)] = static_cast<int8_t>(seat);
                pt.turned[static_cast<size_t>(c)] = false;
                break;
              }
            probe.legal_actions(legal);
            const bool is_offered = std::count(legal.begin(), legal.end(), act::kPatron + p) == 1;
            // The definition: the card's step lists an option (Lady Violet's
            // cube is in the supply by then, and must come from somewhere).
            bool can = pt.personal[static_cast<size_t>(seat)] >= 1;
            if (p == kViolet) can = can && pt.central[static_cast<size_t>(seat)] > 0;
            MykerinosState entered = probe;
            Table& et = entered.mutable_table();
            et.step = step_of(p);
            if (p == kViolet) ++et.personal[static_cast<size_t>(seat)];
            entered.legal_actions(options);
            can = can && !options.empty();
            ASSERT_EQ(is_offered, can) << "patron " << patron_name(p) << ", " << players << " players, game "
                                       << game << ", move " << t.moves;
            // Refusals count where cubes are not the reason: the region's shape is.
            if (is_offered) ++offered[p];
            else if (pt.personal[static_cast<size_t>(seat)] >= 3) ++refused[p];
          }
        }
        s.legal_actions(legal);
        s.apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
      }
    }
  // The positions must have tested both answers where the rules allow both.
  for (int p = 0; p < kPatrons; ++p) {
    std::printf("patron %-9s offered %4d, refused with 3+ cubes %4d\n", patron_name(p), offered[p], refused[p]);
    EXPECT_GT(offered[p], 0) << patron_name(p);
  }
  for (int p : {kViolet, kBrown, kBlackmore, kTangerine}) EXPECT_GT(refused[p], 0) << patron_name(p);
}

}  // namespace
}  // namespace tabula::mykerinos
