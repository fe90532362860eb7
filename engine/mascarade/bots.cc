// Bots. Each sees the game only through legal_actions(), view(seat) (the
// typed observation(seat)) and resample(seat, rng): never the hidden truth.
//   random: a uniform legal action.
//   easy:   a heuristic on its memory of the cards.
//   hard:   determinized search: for each candidate action, the same few
//           resampled states are played a round ahead with the easy policy
//           for everyone, and the action with the best average outcome wins.
#include "core/outline.h"
#include "core/random_bot.h"
#include "core/ismcts.h"
#include <cmath>
#include <algorithm>

#include "mascarade/mascarade.h"

namespace tabula::mascarade {

namespace {

int popcount(unsigned x) { return __builtin_popcount(x); }

int richest_other(const View& v, int seat) {
  int most = 0;
  for (int s = 0; s < v.players; ++s)
    if (s != seat) most = std::max(most, v.gold[s]);
  return most;
}

// Roughly what using character c's power is worth to `seat` now, in gold.
int power_value(const View& v, int seat, int c) {
  const int g = v.gold[seat], n = v.players;
  int gain = 0;
  switch (c) {
    case kKing: gain = 3; break;
    case kQueen: gain = 2; break;
    case kFool: gain = 1; break;
    case kPeasant: gain = 1; break;
    case kJudge: gain = v.court; break;
    case kWidow: gain = std::max(0, 10 - g); break;
    case kThief:
      gain = std::min(1, v.gold[(seat + 1) % n]) +
             (n > 2 ? std::min(1, v.gold[(seat + n - 1) % n]) : 0);
      break;
    case kBishop: gain = std::min(2, richest_other(v, seat)); break;
    case kWitch: gain = std::max(0, richest_other(v, seat) - g); break;
    case kCheat: return g >= 10 ? 100 : -1;
    case kInquisitor: gain = 2; break;
    case kSpy: gain = 0; break;
    default: break;
  }
  if (g + gain >= 13) return 100;
  return gain;
}

// Gold that announcing character c brings to the players as a whole (from
// the Bank or the Court) when its holder uses the power; transfers between
// players bring nothing. The restless policy below relies on it.
int table_gain(const View& v, int c) {
  switch (c) {
    case kKing: return 3;
    case kQueen: return 2;
    case kFool: return 1;
    case kPeasant: return 1;
    case kJudge: return v.court >= 2 ? v.court : 0;
    // The Widow tops up only a poor holder (the real one may be rich), so
    // she comes last; the Cheat wins only a rich one and brings nothing.
    case kWidow: return 1;
    default: return 0;
  }
}

// The single character a memory set holds, or -1.
int sure(CharSet m) { return popcount(m) == 1 ? __builtin_ctz(m) : -1; }

int slot_value(const View& v, int seat, int slot) {
  const int c = sure(v.known[slot]);
  return c < 0 ? -2 : power_value(v, seat, c);
}

thread_local std::vector<Action> t_legal;
constexpr int kRestless = kRestlessTurns;

Action pick(const std::vector<Action>& legal, Rng& rng) {
  return legal[rng.below(static_cast<int>(legal.size()))];
}

// The swap that the easy policy likes for its card `mine`.
Action easy_swap(const MascaradeState& st, const View& v, const std::vector<Action>& legal,
                 Rng& rng) {
  const int seat = v.seat;
  // Swap toward a card it is sure is better than its own.
  int best = -1, best_value = -1;
  for (Action a : legal) {
    if (action_kind(a) != kSwap || !action_bit(a)) continue;
    const int mine = action_p1(a), other = action_p2(a);
    if (v.owner[other] == seat) continue;
    const int gain = slot_value(v, seat, other) - std::max(0, slot_value(v, seat, mine));
    if (gain > best_value) {
      best_value = gain;
      best = a;
    }
  }
  if (best >= 0 && best_value > 0) return best;
  // Otherwise muddle the table: a random swap, real or not.
  int count = 0;
  for (Action a : legal) count += action_kind(a) == kSwap;
  int k = rng.below(count);
  for (Action a : legal)
    if (action_kind(a) == kSwap && k-- == 0) return a;
  (void)st;
  return legal[0];
}

}  // namespace

Action easy_choice(const MascaradeState& st, int seat, Rng& rng) {
  std::vector<Action>& legal = t_legal;
  st.legal_actions(legal);
  if (legal.size() == 1) return legal[0];
  const View v = st.view(seat);
  const Setup& su = st.setup();
  const int first = seat * su.per_seat, last = first + su.per_seat;
  switch (v.phase) {
    case Phase::kOpening:
      return easy_swap(st, v, legal, rng);
    case Phase::kTurn: {
      if (v.must_swap) return easy_swap(st, v, legal, rng);
      // A long game grows restless: every turn it bluffs the character that
      // brings the most gold from the Bank (or the Court). Such an
      // announcement adds gold to the players whoever turns out to hold the
      // card (3 from the Bank for a King, at most one fine of 1 back, since
      // the easy policy claims only when sure), so the table's gold grows
      // until somebody reaches 13. Transfers (the Witch, the Bishop, the
      // Thief) could hand a fortune round the table for ever instead.
      if (v.turn > kRestless) {
        int hi = -1, hv = 0;
        for (int c = 0; c < kNumCharacters; ++c) {
          if (!(v.cast_set >> c & 1)) continue;
          const int val = table_gain(v, c) * 2 - (c == kWidow);  // Widow after a tie
          if (val > hv) {
            hv = val;
            hi = c;
          }
        }
        if (hi >= 0) return make_action(kAnnounce, su.per_seat == 3 ? first + 2 : first, hi);
      }
      // Announce what it is sure of when that pays; otherwise look or swap.
      int best_slot = -1, best_char = -1, best_value = 0, unsure_slot = -1, fair_slot = -1;
      for (int s = first; s < last; ++s) {
        if (su.per_seat == 3 && s % 3 == 1) continue;  // protected card
        const int c = sure(v.known[s]);
        if (c >= 0) {
          const int val = power_value(v, seat, c);
          if (val > best_value) {
            best_value = val;
            best_slot = s;
            best_char = c;
          }
        } else if (popcount(v.known[s]) == 2) {
          fair_slot = s;
        } else {
          unsure_slot = s;
        }
      }
      if (best_slot >= 0) return make_action(kAnnounce, best_slot, best_char);
      const int guess_slot = fair_slot >= 0 ? fair_slot : unsure_slot;
      if (guess_slot >= 0) {
        // Unsure: announce the best character it may hold when every one of
        // them would pay (fairly sure), sometimes bluff, otherwise look.
        int hi = -1, hv = -100, lv = 100;
        for (int c = 0; c < kNumCharacters; ++c) {
          if (!(v.known[guess_slot] >> c & 1)) continue;
          const int val = power_value(v, seat, c);
          if (val > hv) {
            hv = val;
            hi = c;
          }
          lv = std::min(lv, val);
        }
        if (hi >= 0 && hv > 0 && (lv > 0 || rng.below(4) == 0))
          return make_action(kAnnounce, guess_slot, hi);
        return make_action(kPeek, guess_slot);
      }
      return easy_swap(st, v, legal, rng);
    }
    case Phase::kClaims:
      for (int s = first; s < last; ++s)
        if (sure(v.known[s]) == v.announced) return make_action(kClaim, s);
      return make_action(kDecline);
    case Phase::kPower:
      switch (v.announced) {
        case kWitch: {
          int target = -1, most = v.gold[seat] + 1;
          for (int s = 0; s < v.players; ++s)
            if (s != seat && v.gold[s] > most) {
              most = v.gold[s];
              target = s;
            }
          return target >= 0 ? make_action(kWitchSwap, target) : make_action(kWitchNone);
        }
        case kInquisitor: {
          // Ask whoever is likely to guess wrong, the richer the better.
          int target = -1, score = -1;
          for (int s = 0; s < v.players; ++s) {
            if (s == seat) continue;
            const int sc = popcount(v.known[s * su.per_seat]) * 4 + std::min(4, v.gold[s]);
            if (sc > score) {
              score = sc;
              target = s;
            }
          }
          return make_action(kInquire, target);
        }
        default:
          return pick(legal, rng);  // bishop ties, spy look, fool swap
      }
    case Phase::kSpy: {
      const int mine = v.power_slot, other = v.spy_other;
      if (other < 0) return pick(legal, rng);
      const bool better = slot_value(v, seat, other) > slot_value(v, seat, mine);
      return make_action(kSpySwap, 0, 0, better ? 1 : 0);
    }
    case Phase::kGuess: {
      const CharSet m = v.known[seat * su.per_seat] & v.cast_set;
      int options[kNumCharacters], k = 0;
      for (int c = 0; c < kNumCharacters; ++c)
        if (m >> c & 1) options[k++] = c;
      if (k == 0) return pick(legal, rng);
      return make_action(kGuess, 0, options[rng.below(k)]);
    }
    case Phase::kOver:
      break;
  }
  return pick(legal, rng);
}

namespace {

class EasyBot : public Bot {
 public:
  Action choose(const State& state, int seat, Rng& rng) override {
    return easy_choice(static_cast<const MascaradeState&>(state), seat, rng);
  }
};

// Fixed simulation counts (no clocks), sized for phones: see README.md.
class HardBot : public Bot {
 public:
  static constexpr int kLongGame = kHardLongGame;
  Action choose(const State& state, int seat, Rng& rng) override {
    const auto& st = static_cast<const MascaradeState&>(state);
    std::vector<Action> legal;
    st.legal_actions(legal);
    if (legal.size() == 1) return legal[0];
    // Bots must not stall a game forever: late in a long game, play easy.
    if (st.turn() > kLongGame) return easy_choice(st, seat, rng);
    const int n = st.players();
    // Candidates: every legal action, thinned to a fixed number (the easy
    // policy's choice always kept) when there are very many (Fool swaps).
    Rng own(rng.next());
    const Action easy = easy_choice(st, seat, own);
    std::vector<Action> cand;
    constexpr int kMaxCandidates = 40;
    if (static_cast<int>(legal.size()) <= kMaxCandidates) {
      cand = legal;
    } else {
      std::vector<Action> rest = legal;
      own.shuffle(rest);
      cand.push_back(easy);
      for (Action a : rest)
        if (a != easy && static_cast<int>(cand.size()) < kMaxCandidates) cand.push_back(a);
    }
    // Samples: fewer at big tables, where every playout costs more.
    const int samples = n <= 5 ? 8 : n <= 9 ? 6 : 4;
    const int horizon = std::max(4, n);  // turns played ahead
    std::vector<std::unique_ptr<State>> worlds;
    std::vector<uint64_t> seeds;
    for (int k = 0; k < samples; ++k) {
      worlds.push_back(st.resample(seat, own));
      seeds.push_back(own.next());
    }
    double best = -1e9;
    Action choice = easy;
    for (Action a : cand) {
      double total = 0;
      for (int k = 0; k < samples; ++k)
        total += playout(static_cast<const MascaradeState&>(*worlds[k]), a, seeds[k], horizon, seat);
      // Prefer the easy choice on ties: it is the sensible default.
      if (total > best + 1e-9 || (total > best - 1e-9 && a == easy)) {
        best = total;
        choice = a;
      }
    }
    return choice;
  }

 private:
  // `a` in `world`, then `horizon` turns of the easy policy: the score.
  // Not inlined into choose(), which plays hundreds of these in one call
  // (core/outline.h).
  TABULA_OUTLINED static double playout(const MascaradeState& world, Action a, uint64_t seed, int horizon,
                                          int seat) {
    MascaradeState w = world;
    w.apply(a);
    Rng prng(seed);
    const int stop = w.turn() + horizon;
    int guard = 0;
    while (!w.is_terminal() && w.turn() < stop && guard++ < 4000) w.apply(easy_choice(w, w.current_player(), prng));
    return score(w, seat);
  }

  static double score(const MascaradeState& w, int seat) {
    const int n = w.players();
    int most = 0;
    for (int s = 0; s < n; ++s)
      if (s != seat) most = std::max(most, w.gold(s));
    // Own gold counts on its own too, so that doing nothing is never safest.
    double sc = 1.5 * w.gold(seat) - 0.5 * most;
    if (w.is_terminal()) {
      const std::vector<int> win = w.winners();
      const bool won = std::find(win.begin(), win.end(), seat) != win.end();
      sc += won ? 40.0 / static_cast<double>(win.size()) : -20.0;
    }
    return sc;
  }
};


// expert: ISMCTS (core/ismcts.h) with the easy policy in the rollouts, a
// few turns ahead; gold then stands in for the chance of winning. The
// rollouts reach further at bigger tables, where a turn is longer and the
// gold moves less per turn: 6 actions a seat at 2 players saw far enough,
// but at 9-13 players the same left expert at or under a fair share against
// hard. With 4n actions a seat and 1,200 iterations it wins about twice the
// fair share at 7-13 players (docs/BOTS.md, "Mascarade at big tables"). Its worlds
// are resample()'s plain ones: weighing them by the table's words
// (belief.h, set_belief) won no more games against hard (README.md).
class ExpertBot : public SearchBot {
 public:
  static constexpr int kIterations = 1200;
  // Actions a rollout plays before gold judges: n seats x max(6, 4n).
  static int rollout_actions(int players) { return players * std::max(6, 4 * players); }
  ExpertBot() {
    policy_.iterations = kIterations;
    policy_.rollout = [](const State& s, Rng& rng, std::vector<Action>&) {
      const auto& m = static_cast<const MascaradeState&>(s);
      return easy_choice(m, m.current_player(), rng);
    };
    policy_.rollout_actions = 0;  // set per decision: a few turns of the table
    policy_.value = [](const State& s, std::vector<double>& r) {
      const auto& m = static_cast<const MascaradeState&>(s);
      const int n = m.players();
      r.assign(static_cast<size_t>(n), 0.0);
      if (m.is_terminal()) {
        const std::vector<int> w = m.winners();
        for (int seat : w) r[static_cast<size_t>(seat)] = 1.0 / static_cast<double>(w.size());
        return;
      }
      // A softmax over gold: 13 wins, so each coin weighs heavily near it.
      double total = 0;
      for (int seat = 0; seat < n; ++seat) total += r[static_cast<size_t>(seat)] = std::exp(0.5 * m.gold(seat));
      for (double& v : r) v /= total;
    };
  }
  std::unique_ptr<Thinking> think(const State& state, int seat, Rng& rng) override {
    const auto& st = static_cast<const MascaradeState&>(state);
    // Bots must not stall a game forever: late in a long game, play easy.
    if (st.turn() > kHardLongGame) return decided(easy_choice(st, seat, rng));
    policy_.rollout_actions = rollout_actions(st.players());
    return ismcts_think(state, seat, rng, policy_);
  }

 private:
  IsmctsPolicy policy_;
};

}  // namespace

// After turn kHardLongGame every bot (random aside) plays the restless easy
// policy. Each free turn announces a King-like character: the table gains at
// least 3 - 1 (one fine at most: the easy policy claims only when sure) and
// at least every second turn is free (a seat revealed in the previous turn
// must swap), while the table holds at most 12 gold a seat before someone
// reaches 13. So at most 12n more turns; the 8 spare are the opening.
int turn_limit(int players) { return kHardLongGame + 12 * players + 8; }
// A turn takes at most an announcement, a claim or decline from every other
// seat, and a few power decisions (Fool, Spy, Inquisitor, Bishop).
int move_limit(int players) { return turn_limit(players) * (players + 4); }

std::unique_ptr<Bot> new_bot(const std::string& level) {
  if (level == "random") return std::make_unique<RandomBot>();
  if (level == "easy") return std::make_unique<EasyBot>();
  if (level == "hard") return std::make_unique<HardBot>();
  if (level == "expert") return std::make_unique<ExpertBot>();
  return nullptr;
}

}  // namespace tabula::mascarade
