// Bots for every seat. They see the game only through legal_actions(),
// action_to_text(), observation(seat) and resample(seat, rng) -- never the
// fields of the real state -- plus the public card list of data().
//   random: uniform among the legal actions.
//   easy:   a heuristic: bid what it can use, hire cards by a printed-value
//           estimate, use craftsmen and actors before the Queen, take the
//           most valuable pieces, finish costumes already begun.
//   hard:   flat determinized Monte Carlo: for each of the easy bot's best
//           candidate actions, resample the hidden parts, play the game out
//           with a fast version of the easy policy (but the other companies'
//           bids of the round being decided, drawn as resample() draws the
//           hidden ones), and keep the action with the best mean margin over
//           the strongest rival. Fixed counts.
#include "core/outline.h"
#include "core/random_bot.h"
#include "core/ismcts.h"
#include <algorithm>
#include <cmath>

#include "shakespeare/shakespeare.h"
#include "shakespeare/state.h"

namespace tabula::shakespeare {
namespace {

// A printed card's worth to its owner, in rough prestige.
double card_worth(int card) {
  const CharacterCard& c = data().cards[card];
  switch (c.kind) {
    case Kind::kCostumeMaker:
    case Kind::kSetDesigner: return c.value >= 8 ? 6.0 : 4.5;
    case Kind::kHandyman: return 3.5;
    case Kind::kJeweller: return 4.5;  // yellow: 3 in a costume, a wildcard, +1 at the end
    case Kind::kAssistant: return 4.0;
    case Kind::kQueen: return 3.5;
    case Kind::kActor: {
      double v = 0;
      for (int f = 0; f < 4; ++f) v += c.activation[f] * 1.0 + c.rehearsal[f] * 0.8;
      v += c.rehearsal_each_act * 2.4 + c.rehearsal_prestige * 1.5 + c.rehearsal_pounds * 0.6;
      v += c.power_pounds * 0.8 + c.power_ambiance * 0.4 + c.power_others_ambiance * -0.4;
      return v + 1.0;  // it holds a costume
    }
  }
  return 0;
}

constexpr double kExtraWorth = 2.0;

// An objective's likely worth to `seat`, from what the seat sees.
double objective_worth(const Json& obs, int seat, int objective) {
  const Data& d = data();
  const Json& me = obs["companies"][seat];
  int v = 0;
  switch (d.objective_metric[objective]) {
    case Metric::kActsFirst:
      for (const Json& act : obs["acts"]) v += act[0]["disc"] == seat;
      break;
    case Metric::kCostumes:
      for (const Json& m : me["cast"]) v += m["complete"].get<bool>();
      break;
    case Metric::kSetPieces: v = static_cast<int>(me["set"].size()); break;
    case Metric::kCandles:
      for (const Json& sp : obs["layout"]["set_spaces"])
        v += sp["candle"].get<bool>() && me["set"].contains(sp["name"].get<std::string>());
      break;
    case Metric::kHired:
      for (const Json& m : me["cast"]) v += !m["extra"].get<bool>() && m["cost"].get<int>() > 0;
      break;
    case Metric::kExtras:
      for (const Json& m : me["cast"]) v += m["extra"].get<bool>();
      break;
    case Metric::kAct1:
    case Metric::kAct2:
    case Metric::kAct3: {
      const int a = static_cast<int>(d.objective_metric[objective]) - static_cast<int>(Metric::kAct1);
      for (const Json& disc : obs["acts"][a])
        if (disc["disc"] == seat) v = disc["space"].get<int>();
      break;
    }
    case Metric::kPounds:  // the purse less the wages it must still pay
      v = me["pounds"].get<int>();
      for (const Json& m : me["cast"])
        if (!m["extra"].get<bool>()) v -= m["cost"].get<int>();
      break;
  }
  // Days left to grow the number: credit a little of the next threshold.
  const int days_left = 6 - obs["day"].get<int>();
  double worth = 0;
  for (int t : d.objectives[objective].thresholds) {
    if (v >= t) worth += 1;
    else worth += std::max(0.0, 0.5 - 0.25 * (t - v) / (1.0 + days_left));
  }
  return worth;
}

int owed_pounds(const Json& me) {
  int owed = 0;
  for (const Json& m : me["cast"])
    if (!m["extra"].get<bool>()) owed += m["cost"].get<int>();
  return owed;
}

int card_from_text(const std::string& text, size_t start) {
  size_t end = text.find(' ', start);
  return data().card_index(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
}

// What the easy policy thinks of one legal action, from the action alone
// (and the public card list). `obs` adds what the seat can see when given.
double action_score(const State& s, Action a, Rng& rng, const Json* obs, int seat) {
  const Data& d = data();
  const double noise = rng.below(1000) / 1000.0 * 0.3;
  if (a >= act::kBid && a < act::kBid + 5) {
    const int k = a - act::kBid + 1;
    int usable = 4;
    if (obs) {
      usable = 0;
      for (const Json& m : (*obs)["companies"][seat]["cast"])
        if (!m["extra"].get<bool>() && !m["resting"].get<bool>() && m["kind"] != "assistant") ++usable;
      usable = std::min(5, std::max(2, usable));
    }
    static const double prior[6] = {0, 0.1, 0.6, 1.0, 1.0, 0.8};
    return prior[k] - 0.6 * std::abs(k - usable) + noise * 2;
  }
  if ((a >= act::kDraft && a < act::kDraft + kMaxMarket) ||
      (a >= act::kRecruit && a < act::kRecruit + 2 * kMaxMarket)) {
    const std::string text = s.action_to_text(a);
    const bool draft = a < act::kRecruit;
    const int card = card_from_text(text, draft ? 6 : 8);
    if (card < 0) return 0;
    const bool extra = !draft && (a - act::kRecruit) % 2 == 1;
    const double face = card_worth(card) - 0.55 * d.cards[card].cost;
    return 10 + (extra ? kExtraWorth : face) + noise;
  }
  if (a >= act::kActivate && a < act::kActivate + 2 * kMaxCast) {
    const std::string text = s.action_to_text(a);
    const bool plus3 = (a - act::kActivate) % 2 == 1;
    const int card = card_from_text(text, 9);
    if (card < 0) return 0;
    const CharacterCard& c = d.cards[card];
    double v = 5;
    switch (c.kind) {
      case Kind::kCostumeMaker:
      case Kind::kSetDesigner: v = 6 + c.value * 0.3; break;
      case Kind::kHandyman: v = 6; break;
      case Kind::kJeweller: v = 5.5; break;
      case Kind::kQueen: v = 4.5; break;
      case Kind::kActor: {
        int f = 0;
        for (int k = 0; k < 4; ++k) f += c.activation[k];
        v = 4 + f * 1.0 + c.power_pounds * 0.5;
        break;
      }
      default: break;
    }
    if (obs && c.kind != Kind::kActor && c.kind != Kind::kQueen) {
      // A craftsman is only worth a cylinder if the pieces it may take are there.
      const Json& offer = (*obs)["offer"];
      int pieces = 0;
      for (const char* col : {"black", "pink", "purple", "blue", "green"}) {
        if (c.kind != Kind::kSetDesigner) pieces += offer["costume"][col].get<int>();
        if (c.kind != Kind::kCostumeMaker) pieces += offer["set"][col].get<int>();
      }
      if (c.kind == Kind::kJeweller) pieces = offer["costume"]["yellow"].get<int>() + offer["set"]["yellow"].get<int>();
      if (pieces == 0) v = 1;
    }
    return v + (plus3 ? 1.5 : 0) + noise;
  }
  if (a == act::kPass) return 2.0 + noise;
  if (a >= act::kCostume && a < act::kCostume + kColours * kMaxCast) {
    const int col = (a - act::kCostume) / kMaxCast;
    double v = 3 + d.piece_value[col] + (col == kYellow ? 2 : 0);
    if (obs) {
      const int i = (a - act::kCostume) % kMaxCast;
      const Json& m = (*obs)["companies"][seat]["cast"][i];
      v += 0.7 * m["pieces"].size();  // finish what is begun
    }
    return v + noise;
  }
  if (a >= act::kSet && a < act::kSet + kColours * kMaxSpaces) {
    const int col = (a - act::kSet) / kMaxSpaces, sp = (a - act::kSet) % kMaxSpaces;
    double v = 3 + d.piece_value[col] + (col == kYellow ? 2 : 0) + (d.set[sp].candle ? 1.5 : 0);
    if (col == kPurple) v += 0.5;
    // Keep the mirror open: prefer the centre and already-mirrored spaces.
    if (d.set[sp].mirror == sp) v += 0.5;
    return v + noise;
  }
  if (a == act::kDone) return 1.0;
  if (a >= act::kAdvance && a < act::kAdvance + 3) {
    const int which = a - act::kAdvance;
    if (obs) {
      // Climb where a threshold or first place is closest.
      const Json& acts = (*obs)["acts"][which];
      int mine = 1, best_other = 0;
      for (const Json& disc : acts) {
        if (disc["disc"] == seat) mine = disc["space"].get<int>();
        else if (disc["space"].get<int>() > best_other) best_other = disc["space"].get<int>();
      }
      double v = mine <= 3 ? 2.0 : 0.5;  // leave the grey spaces
      if (which == 1 && mine >= best_other - 1) v += 1.0;
      if (which != 1 && (mine == 4 || mine == 6 || mine == 7 || mine == 9)) v += 0.8;
      return v + noise;
    }
    return noise;
  }
  if (a >= act::kRetreat && a < act::kRetreat + 3) return noise;
  if (a == act::kQueenPounds) return 1.0 + noise;
  if (a == act::kQueenObjectives) {
    // Objectives once the wages are covered; pounds before.
    if (obs) {
      const Json& me = (*obs)["companies"][seat];
      return (me["pounds"].get<int>() >= owed_pounds(me) + 2 ? 1.6 : 0.6) + noise;
    }
    return 0.6 + noise;
  }
  if (a >= act::kKeep && a < act::kKeep + kMaxObjectives && obs)
    return objective_worth(*obs, seat, a - act::kKeep) + noise;
  return noise;  // keep, rest: any
}

bool is_bid(Action a) { return a >= act::kBid && a < act::kBid + 5; }

// Whether action_score() reads the seat's observation for `a`: drafting,
// recruiting, set pieces, passing and the rest are judged from the action
// alone.
bool reads_observation(Action a) {
  return is_bid(a) || (a >= act::kActivate && a < act::kActivate + 2 * kMaxCast) ||
         (a >= act::kCostume && a < act::kCostume + kColours * kMaxCast) ||
         (a >= act::kAdvance && a < act::kAdvance + 3) || a == act::kQueenObjectives ||
         (a >= act::kKeep && a < act::kKeep + kMaxObjectives);
}

Action pick(const State& s, const std::vector<Action>& legal, Rng& rng, const Json* obs, int seat) {
  Action best = legal[0];
  double best_v = -1e9;
  for (Action a : legal) {
    const double v = action_score(s, a, rng, obs, seat);
    if (v > best_v) best_v = v, best = a;
  }
  return best;
}

// The table without its log, for a bot to think with: the log is only for
// people, and bots copy states freely (each playout resamples this copy, so
// none of them carries a log). Same rng use, so the same decisions as with
// the real state.
Game without_log(const State& s) {
  Game g = static_cast<const Game&>(s);
  g.drop_log();
  return g;
}

class EasyBot : public Bot {
 public:
  Action choose(const State& s, int seat, Rng& rng) override {
    std::vector<Action> legal;
    s.legal_actions(legal);
    if (legal.size() == 1) return legal[0];
    // Building the observation was nine tenths of an easy game's time (perf:
    // JSON made and freed), and a review plays thousands of easy games: it
    // is built only for a choice that reads it. The same choices either way.
    if (std::none_of(legal.begin(), legal.end(), reads_observation)) return pick(s, legal, rng, nullptr, seat);
    const Json obs = without_log(s).observation(seat);
    return pick(s, legal, rng, &obs, seat);
  }
};

class HardBot : public Bot {
 public:
  static constexpr int kCandidates = 10;
  // Fixed simulation counts (no clocks); fewer at 3-4 players, whose games
  // are longer, to stay well under 200 ms a decision.
  static int rollouts(int players) { return players <= 2 ? 20 : 12; }

  Action choose(const State& s, int seat, Rng& rng) override {
    std::vector<Action> legal;
    s.legal_actions(legal);
    if (legal.size() == 1) return legal[0];
    const Game table = without_log(s);
    const Json obs = table.observation(seat);
    // The easy policy's favourites are the candidates.
    std::vector<std::pair<double, Action>> ranked;
    for (Action a : legal) ranked.push_back({action_score(s, a, rng, &obs, seat), a});
    // A total order (ties by action id): the same choice under libstdc++ and wasm's libc++.
    std::sort(ranked.begin(), ranked.end(),
              [](auto& x, auto& y) { return x.first > y.first || (x.first == y.first && x.second < y.second); });
    const int k = std::min<int>(kCandidates, static_cast<int>(ranked.size()));
    Action best = ranked[0].second;
    double best_v = -1e9;
    std::vector<Action> buf;
    // Bids are hidden and taken in seat order. resample() draws the bids
    // already in uniformly; the bids still to come are played out here in
    // the same way, not by the easy policy, or a company would expect other
    // bids by its seat number: the first bidder foresaw the easy policy's 4s,
    // the last guessed at uniform ones, and 4-player hard self-play gave
    // seat 0 18.9 % of the wins and seat 2 29.4 % (docs/BOTS.md).
    const bool bidding = is_bid(legal[0]);
    for (int c = 0; c < k; ++c) {
      double total = 0;
      const int runs = rollouts(s.players());
      for (int r = 0; r < runs; ++r) total += playout(table, seat, ranked[c].second, bidding, rng, buf);
      const double v = total / runs + ranked[c].first * 1e-3;
      if (v > best_v) best_v = v, best = ranked[c].second;
    }
    return best;
  }

 private:
  // `a` in a world drawn from `table`, played to the end: the seat's margin
  // over the best rival (solo: its score). Not inlined into choose(), which
  // plays hundreds of these in one call (core/outline.h).
  TABULA_OUTLINED static int playout(const Game& table, int seat, Action a, bool bidding, Rng& rng,
                                       std::vector<Action>& buf) {
    std::unique_ptr<State> w = table.resample(seat, rng);  // keeps no log
    w->apply(a);
    bool this_round = bidding;
    while (!w->is_terminal()) {
      w->legal_actions(buf);
      this_round = this_round && is_bid(buf[0]);
      if (this_round) w->apply(buf[rng.below(static_cast<int>(buf.size()))]);
      else w->apply(buf.size() == 1 ? buf[0] : pick(*w, buf, rng, nullptr, w->current_player()));
    }
    const std::vector<int> sc = w->scores();
    int rival = -1000;
    for (int t = 0; t < static_cast<int>(sc.size()); ++t)
      if (t != seat) rival = std::max(rival, sc[t]);
    return sc.size() == 1 ? sc[seat] : sc[seat] - rival;
  }
};


// expert: ISMCTS (core/ismcts.h), rollouts to the end with the fast easy
// policy. Rewards: the win share and, for the margin, a little of the score
// against the best rival; solo, the final prestige itself.
class ExpertBot : public SearchBot {
 public:
  static constexpr int kIterations = 500;
  ExpertBot() {
    policy_.iterations = kIterations;
    policy_.rollout = [](const State& s, Rng& rng, std::vector<Action>& buf) {
      s.legal_actions(buf);
      return buf.size() == 1 ? buf[0] : pick(s, buf, rng, nullptr, s.current_player());
    };
    policy_.value = [](const State& s, std::vector<double>& r) {
      const std::vector<int> sc = s.scores();
      const int n = static_cast<int>(sc.size());
      r.assign(sc.size(), 0.0);
      if (n == 1) {  // solo: 20 prestige is poor, 40 superb
        r[0] = std::max(0.0, std::min(1.0, (sc[0] - 20) / 20.0));
        return;
      }
      const std::vector<int> w = s.winners();
      for (int seat : w) r[static_cast<size_t>(seat)] = 0.8 / static_cast<double>(w.size());
      for (int seat = 0; seat < n; ++seat) {
        int rival = -1000;
        for (int t = 0; t < n; ++t)
          if (t != seat) rival = std::max(rival, sc[static_cast<size_t>(t)]);
        r[static_cast<size_t>(seat)] += 0.2 / (1.0 + std::exp(-(sc[static_cast<size_t>(seat)] - rival) / 4.0));
      }
    };
  }
  std::unique_ptr<Thinking> think(const State& s, int seat, Rng& rng) override {
    // Think on a log-free copy; the search reads it only through resample().
    return ismcts_think(std::make_unique<Game>(without_log(s)), seat, rng, policy_);
  }

 private:
  IsmctsPolicy policy_;
};

}  // namespace

std::unique_ptr<Bot> make_bot(const std::string& level) {
  if (level == "random") return std::make_unique<RandomBot>();
  if (level == "easy") return std::make_unique<EasyBot>();
  if (level == "hard") return std::make_unique<HardBot>();
  if (level == "expert") return std::make_unique<ExpertBot>();
  return nullptr;
}

}  // namespace tabula::shakespeare
