// legal_actions() works the excavation options out a row of squares at a
// time (state.cc's Ground: bytes, shifts and masks) and keeps the region's
// pyramids in Table::pyramid_rows. This test holds both to the rules'
// definitions, written out square by square as plainly as they read, in
// random games and in every patron's step entered from their positions:
// the same options in the same order.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "core/test_scale.h"
#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {
namespace {

// The definitions, square by square.
struct Rules {
  const Table& t;

  bool pyramid(int sq) const {
    const int card = t.card_at(sq);
    const int r = sq / kCols, c = sq % kCols;
    return card >= 0 && parcels()[static_cast<size_t>(card)].pyramid[(r % 3) * 2 + c % 2];
  }
  bool open(int sq) const { return t.free(sq) && !pyramid(sq); }
  bool touches(int sq, int colour) const {
    int nb[4];
    const int k = neighbours(sq, t.rows, nb);
    for (int i = 0; i < k; ++i)
      if (t.cube[static_cast<size_t>(nb[i])] == colour) return true;
    return false;
  }
  // `more` further plain cubes can follow a cube on `from`, each next to the
  // one before, none back on `from`.
  bool chain(int from, int more) const {
    if (more == 0) return true;
    int nb[4];
    const int k = neighbours(from, t.rows, nb);
    for (int i = 0; i < k; ++i) {
      if (!open(nb[i])) continue;
      if (more == 1) return true;
      int nb2[4];
      const int k2 = neighbours(nb[i], t.rows, nb2);
      for (int j = 0; j < k2; ++j)
        if (nb2[j] != from && open(nb2[j])) return true;
    }
    return false;
  }
  int held(int colour) const {
    return colour == t.neutral ? t.neutral_held[static_cast<size_t>(t.current)]
                               : t.personal[static_cast<size_t>(t.current)];
  }

  // The options of the excavation step the table is at (not Sir Brown's).
  std::vector<Action> options() const {
    std::vector<Action> out;
    const int own = t.current, n = t.squares();
    switch (t.step) {
      case Step::kChain: {
        if (t.chain_lemon && t.chain_pyramids == 1) out.push_back(act::kStop);
        int nb[4];
        const int k = neighbours(t.chain_last, t.rows, nb);
        std::sort(nb, nb + k);
        for (int i = 0; i < k; ++i) {
          const int s = nb[i];
          if (!t.free(s)) continue;
          if (t.chain_lemon ? pyramid(s) == (t.chain_pyramids == 0) && held(t.chain_colour) >= 1
                            : !pyramid(s) && chain(s, t.chain_left - 1))
            out.push_back(act::kThen + s);
        }
        break;
      }
      case Step::kChoose:
      case Step::kViolet: {
        out.push_back(t.step == Step::kChoose ? act::kPass : act::kStop);
        const int colours_here = (t.step == Step::kChoose && t.neutral != kNone) ? 2 : 1;
        for (int k = 0; k < colours_here; ++k) {
          const int colour = k == 0 ? own : t.neutral;
          if (held(colour) >= 1)
            for (int s = 0; s < n; ++s)
              if (open(s)) out.push_back((k == 0 ? act::kNew : act::kNewNeutral) + s);
          if (held(colour) >= 2)
            for (int s = 0; s < n; ++s)
              if (open(s) && touches(s, colour) && chain(s, 1))
                out.push_back((k == 0 ? act::kExtend : act::kExtendNeutral) + s);
        }
        if (t.step == Step::kChoose && t.personal[static_cast<size_t>(own)] >= 1)
          for (int p = 0; p < kPatrons; ++p)
            if (offers(p)) out.push_back(act::kPatron + p);
        break;
      }
      case Step::kLemon:
        for (int s = 0; s < n; ++s)
          if (t.free(s) && pyramid(s)) out.push_back(act::kNew + s);
        for (int s = 0; s < n; ++s) {
          if (!t.free(s) || !touches(s, own)) continue;
          bool next_pyramid = false;
          int nb[4];
          const int k = neighbours(s, t.rows, nb);
          for (int i = 0; i < k; ++i) next_pyramid |= t.free(nb[i]) && pyramid(nb[i]);
          if (pyramid(s) || (held(own) >= 2 && next_pyramid)) out.push_back(act::kExtend + s);
        }
        break;
      case Step::kBlackmore:
        if (held(own) >= 2)
          for (int s = 0; s < n; ++s)
            if (open(s) && chain(s, 1)) out.push_back(act::kNew + s);
        break;
      case Step::kTangerine:
        if (held(own) >= 3)
          for (int s = 0; s < n; ++s)
            if (open(s) && touches(s, own) && chain(s, 2)) out.push_back(act::kExtend + s);
        break;
      case Step::kBrown:
        break;
    }
    return out;
  }

  // README, Decision 4: a patron is offered when the seat has its card
  // unturned and its action can be carried out in full.
  bool offers(int p) const {
    bool unturned = false;
    for (int c = 0; c < kCards; ++c)
      unturned |= t.place[static_cast<size_t>(c)] == t.current && !t.turned[static_cast<size_t>(c)] &&
                  parcels()[static_cast<size_t>(c)].patron == p;
    if (!unturned) return false;
    if (p == kViolet) return t.central[static_cast<size_t>(t.current)] > 0;
    if (p == kBrown) {
      for (int r = 0; r < kRooms; ++r)
        if (t.room_open_to(r, t.current)) return true;
      return false;
    }
    Table entered = t;
    entered.step = p == kLemon ? Step::kLemon : p == kBlackmore ? Step::kBlackmore : Step::kTangerine;
    return !Rules{entered}.options().empty();
  }
};

void expect_pyramids_as_laid(const Table& t) {
  const Rules rules{t};
  for (int s = 0; s < kMaxSquares; ++s)
    ASSERT_EQ(t.pyramid(s), s < t.squares() && rules.pyramid(s)) << square_name(s) << ", season " << t.season;
}

TEST(MykerinosGround, OptionsAreTheRulesSquareBySquare) {
  std::vector<Action> legal;
  long positions = 0, entered = 0;
  for (int players = 2; players <= 4; ++players)
    for (int game = 0; game < tabula::testing::scaled(40, 4); ++game) {
      Options o;
      o.players = players;
      MykerinosState s(o, 5000 + static_cast<uint64_t>(players * 100 + game));
      s.drop_log();
      Rng rng(static_cast<uint64_t>(game));
      int season = 0;
      while (!s.is_terminal()) {
        const Table& t = s.table();
        if (t.season != season) {
          season = t.season;
          expect_pyramids_as_laid(t);
        }
        s.legal_actions(legal);
        if (t.phase == Phase::kExcavation && t.step != Step::kBrown) {
          ASSERT_EQ(legal, Rules{t}.options()) << players << " players, game " << game << ", move " << t.moves;
          ++positions;
        }
        // Each patron's step entered here, with the cubes the seat has:
        // far more positions for Lord Lemon, Mrs Blackmore and Colonel
        // Tangerine than random play gives them.
        if (t.phase == Phase::kExcavation && t.step == Step::kChoose) {
          for (Step step : {Step::kLemon, Step::kBlackmore, Step::kTangerine, Step::kViolet}) {
            MykerinosState probe = s;
            probe.mutable_table().step = step;
            std::vector<Action> probe_legal;
            probe.legal_actions(probe_legal);
            ASSERT_EQ(probe_legal, Rules{probe.table()}.options())
                << players << " players, game " << game << ", move " << t.moves << ", step " << static_cast<int>(step);
            ++entered;
          }
        }
        s.apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
      }
    }
  std::printf("%ld positions, %ld patron steps entered\n", positions, entered);
  EXPECT_GT(positions, 1000);
  EXPECT_GT(entered, 1000);
}

}  // namespace
}  // namespace tabula::mykerinos
