// Bots: "random"; "easy" (one turn ahead with a heuristic evaluation);
// "hard" (determinized flat Monte Carlo over resample(): the best few turns
// by the heuristic, each played out to the end of the season several times).
// They see the game only through legal_actions() and resample(seat): the
// resampled state re-draws the hidden deck order, so the evaluation below
// reads nothing the seat could not know.
#include "core/outline.h"
#include "core/ismcts.h"
#include "core/random_bot.h"
#include <algorithm>
#include <cmath>

#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {
namespace {

// ---- the evaluation -----------------------------------------------------------

struct Eval {
  const Table& t;
  const std::array<Parcel, kCards>& cards = parcels();
  int count[kMaxColours][kPatrons] = {};
  int best[kMaxColours][kPatrons] = {};  // best room value in each patron's wing (1 if none)
  int exhibition[kMaxColours] = {};      // MykerinosState::exhibition_points, from the counts above
  int unturned[kMaxColours] = {};        // patron cards in hand not yet turned this season
  double future = 0;                     // cards a player may still win per patron

  explicit Eval(const MykerinosState& s) : t(s.table()) {
    for (int c = 0; c < kCards; ++c) {
      const int p = t.place[static_cast<size_t>(c)];
      const int patron = cards[static_cast<size_t>(c)].patron;
      if (p >= 0 && patron != kNoPatron) {
        ++count[p][patron];
        if (!t.turned[static_cast<size_t>(c)]) ++unturned[p];
      }
    }
    for (int s = 0; s < t.players; ++s) {
      for (int w = 0; w < kWings; ++w) {
        const int rooms[4] = {w, 5 + w, 10 + w, 10 + (w + kWings - 1) % kWings};
        int b = 1;
        for (int r : rooms)
          if (t.room[static_cast<size_t>(r)] == s) b = std::max(b, room_value(r));
        best[s][t.wing_patron[static_cast<size_t>(w)]] = b;
        exhibition[s] += b * count[s][t.wing_patron[static_cast<size_t>(w)]];
      }
      int sets = count[s][0];
      for (int p = 1; p < kPatrons; ++p) sets = std::min(sets, count[s][p]);
      exhibition[s] += 5 * sets;
    }
    future = 0.4 * (4 - t.season) + (t.phase == Phase::kExcavation ? 0.4 : 0.0);
  }

  double card_worth(int card, int s) const {
    const Parcel& p = cards[static_cast<size_t>(card)];
    double w = p.value;
    if (p.patron == kNoPatron) return w;
    w += best[s][p.patron] + (t.season < 4 ? 0.8 : 0.0);
    int least = count[s][0];
    for (int k = 1; k < kPatrons; ++k) least = std::min(least, count[s][k]);
    if (count[s][p.patron] == least) w += 1.0;  // towards a set of five
    return w;
  }

  double museum_gain(int s) const {
    if (t.central[static_cast<size_t>(s)] == 0) return 0;
    double g = 0;
    for (int r = 0; r < kRooms; ++r) {
      if (!t.room_open_to(r, s)) continue;
      double v = room_value(r) == 5 ? 0 : 0.3;  // opens a 5-room later
      const int w1 = r % 5, w2 = r >= 10 ? (w1 + 1) % kWings : w1;
      for (int w : {w1, w2}) {
        const int p = t.wing_patron[static_cast<size_t>(w)];
        v += std::max(0, room_value(r) - best[s][p]) * (count[s][p] + future);
        if (w1 == w2) break;
      }
      g = std::max(g, v);
    }
    return g;
  }

  double projected(int s, const double* area_gain) const {
    double v = t.score[static_cast<size_t>(s)] + exhibition[s] + area_gain[s];
    for (int p = 0; p < kPatrons; ++p) v += (best[s][p] - 1) * future;
    if (t.phase != Phase::kOver) {
      v += t.personal[static_cast<size_t>(s)] * (t.season < 4 ? 0.6 : 0.1);
      if (t.neutral != kNone) v += t.neutral_held[static_cast<size_t>(s)] * (t.season < 4 ? 0.25 : 0.0);
    }
    if (t.phase == Phase::kExcavation)
      for (int k = 0; k < unturned[s]; ++k) v += 0.4;  // one by one: the same rounding as ever
    return v;
  }

  // What each seat may expect from the areas not yet scored.
  void area_gains(double* gain) const {
    for (int s = 0; s < kMaxColours; ++s) gain[s] = 0;
    if (t.phase == Phase::kOver) return;
    int cubes[kMaxAreas][kMaxColours] = {};
    for (int q = 0; q < t.squares(); ++q)
      if (t.cube[static_cast<size_t>(q)] != kNone) ++cubes[t.area_of(q)][t.cube[static_cast<size_t>(q)]];
    const double weight = t.phase == Phase::kExcavation ? 0.85 : 1.0;
    const int from = t.phase == Phase::kScoring ? t.scoring_area + 1 : 0;
    double museum[kMaxColours];
    for (int s = 0; s < t.players; ++s) museum[s] = museum_gain(s);
    for (int a = from; a < t.areas; ++a) {
      const auto& cards = t.area_card[static_cast<size_t>(a)];
      if (cards[0] == kNone || cards[1] == kNone) continue;
      int order[kMaxColours], n = 0;
      for (int c = 0; c < t.colours; ++c)
        if (cubes[a][c] > 0) order[n++] = c;
      auto ahead = [&](int x, int y) {
        if (cubes[a][x] != cubes[a][y]) return cubes[a][x] > cubes[a][y];
        const int px = t.pass_space[static_cast<size_t>(x)] ? t.pass_space[static_cast<size_t>(x)] : 9;
        const int py = t.pass_space[static_cast<size_t>(y)] ? t.pass_space[static_cast<size_t>(y)] : 9;
        if (px != py) return px < py;
        // Neither has passed yet: the earlier passer will win the tie, and
        // who that is nobody knows. Guess the seat nearer the season's start
        // player (it plays first), never a fixed seat: a lower-seat rule
        // gave seat 0 every tie in self-play. Still a total order (native
        // and wasm must agree).
        const int n = t.colours;
        return (x - t.first + n) % n < (y - t.first + n) % n;
      };
      for (int i = 1; i < n; ++i)  // insertion sort: at most four colours
        for (int j = i; j > 0 && ahead(order[j], order[j - 1]); --j) std::swap(order[j], order[j - 1]);
      for (int i = 0; i < n && i < 3; ++i) {
        const int s = order[i];
        if (s == t.neutral) continue;
        const double l = card_worth(cards[0], s), r = card_worth(cards[1], s);
        double g;
        if (i == 0) g = std::max({l, r, museum[s]});
        else if (i == 1) g = std::max(std::min(l, r), museum[s]);
        else g = 0.3 * std::min(l, r);
        gain[s] += weight * g;
      }
    }
  }

  // The seat's projected prestige against its strongest rival.
  double value(int seat) const {
    double gain[kMaxColours];
    area_gains(gain);
    const double mine = projected(seat, gain);
    double rival = -1e9;
    for (int s = 0; s < t.players; ++s)
      if (s != seat) rival = std::max(rival, projected(s, gain));
    return mine - rival;
  }
};

double evaluate(const MykerinosState& s, int seat) {
  if (s.is_terminal()) {
    const std::vector<int> sc = s.scores();
    int rival = -100000;
    for (int o = 0; o < s.players(); ++o)
      if (o != seat) rival = std::max(rival, sc[static_cast<size_t>(o)]);
    double v = sc[static_cast<size_t>(seat)] - rival;
    const std::vector<int> w = s.winners();
    if (std::find(w.begin(), w.end(), seat) != w.end()) v += 0.5;  // the tie-break
    return v;
  }
  return Eval(s).value(seat);
}

// Still this seat's turn, inside a multi-cube action or a patron's action.
bool mid_turn(const MykerinosState& s, int seat) {
  return s.current_player() == seat && s.table().phase == Phase::kExcavation &&
         s.table().step != Step::kChoose;
}

// Value of playing `a` and then finishing the turn as well as possible.
double turn_value(const MykerinosState& s, Action a, int seat, std::vector<Action>& scratch) {
  MykerinosState next = s;
  next.apply(a);
  if (!mid_turn(next, seat)) return evaluate(next, seat);
  std::vector<Action> legal;
  next.legal_actions(legal);
  double best = -1e9;
  for (Action b : legal) best = std::max(best, turn_value(next, b, seat, scratch));
  return best;
}

Action argmax(const MykerinosState& s, int seat, Rng& rng, std::vector<std::pair<double, Action>>* ranked) {
  std::vector<Action> legal, scratch;
  s.legal_actions(legal);
  std::vector<std::pair<double, Action>> scored;
  for (Action a : legal) {
    // A tiny random jitter breaks ties without favouring the first square.
    const double jitter = (rng.below(1000)) * 1e-6;
    scored.push_back({turn_value(s, a, seat, scratch) + jitter, a});
  }
  // A total order, so native and wasm builds pick the same action.
  std::sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) {
    return x.first != y.first ? x.first > y.first : x.second < y.second;
  });
  if (ranked) *ranked = scored;
  return scored.front().second;
}

const MykerinosState& as_mykerinos(const State& s) { return static_cast<const MykerinosState&>(s); }

// A state to think with: the seat's resample, without the log (bots copy
// states freely, and the log is only for people).
std::unique_ptr<MykerinosState> thinking_copy(const State& state, int seat, Rng& rng) {
  std::unique_ptr<State> world = state.resample(seat, rng);
  auto* m = static_cast<MykerinosState*>(world.release());
  m->drop_log();
  return std::unique_ptr<MykerinosState>(m);
}

class EasyBot : public Bot {
 public:
  Action choose(const State& state, int seat, Rng& rng) override {
    return argmax(*thinking_copy(state, seat, rng), seat, rng, nullptr);
  }
};

// A cheap playout policy: the best of a few sampled actions by the heuristic
// (pass always among them), one cube at a time.
Action playout_choice(const MykerinosState& s, Rng& rng, std::vector<Action>& legal) {
  s.legal_actions(legal);
  if (legal.size() == 1) return legal[0];
  const int seat = s.current_player();
  Action best = legal[0];
  double best_v = -1e9;
  const int samples = std::min<int>(5, static_cast<int>(legal.size()));
  for (int i = 0; i < samples; ++i) {
    const Action a = i == 0 ? legal[0] : legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))];
    MykerinosState next = s;
    next.apply(a);
    const double v = evaluate(next, seat) + rng.below(1000) * 1e-3;
    if (v > best_v) best_v = v, best = a;
  }
  return best;
}

// Plays `a` in one resampled world, finishes the seat's turn greedily and
// the season with the playout policy; the heuristic margin at its end.
// Never inlined into the loops that call it: a decision is hundreds of
// these in one call (core/outline.h).
TABULA_OUTLINED double season_playout(const State& state, int seat, Action a, Rng& rng, std::vector<Action>& legal) {
  MykerinosState s = *thinking_copy(state, seat, rng);
  const int season = s.table().season;
  s.apply(a);
  int guard = 0;
  while (!s.is_terminal() && s.table().season == season && ++guard < 400) {
    if (mid_turn(s, seat)) {
      s.apply(argmax(s, seat, rng, nullptr));
    } else {
      s.apply(playout_choice(s, rng, legal));
    }
  }
  return evaluate(s, seat);
}

class HardBot : public Bot {
 public:
  Action choose(const State& state, int seat, Rng& rng) override {
    const MykerinosState& live = as_mykerinos(state);
    std::vector<std::pair<double, Action>> ranked;
    const Action greedy = argmax(*thinking_copy(state, seat, rng), seat, rng, &ranked);
    // Inside a turn, and wherever the choice is small, the heuristic decides.
    if (ranked.size() <= 1 || mid_turn(live, seat)) return greedy;
    const int candidates = std::min<int>(kCandidates, static_cast<int>(ranked.size()));
    std::vector<Action> legal;
    double best_v = -1e9;
    Action best = greedy;
    for (int i = 0; i < candidates; ++i) {
      const Action a = ranked[static_cast<size_t>(i)].second;
      double total = 0;
      for (int sim = 0; sim < kSimulations; ++sim) total += season_playout(state, seat, a, rng, legal);
      const double v = total / kSimulations;
      if (v > best_v) best_v = v, best = a;
    }
    return best;
  }

 private:
  static constexpr int kCandidates = 6;
  static constexpr int kSimulations = 10;
};


// expert: the hard bot's season playouts, spent where they decide. The
// heuristic's best kCandidates turns are each played out to the end of the
// season in the *same* resampled worlds (common random numbers: turns are
// compared on equal luck), and the field is narrowed by successive halving:
// 12 worlds each for all 10, the best 5 up to 30, the best 2 up to 60 (270
// playouts). The common tree search (core/ismcts.h) lost to hard here (52.5 %
// of 40 games): with ~100 squares to choose from, its expansions of the
// rivals' replies were close to random moves. Playouts stop at the season's
// end, so the undrawn deck (the only hidden thing) never matters.
constexpr int kExpertCandidates = 10;
constexpr int kExpertRounds = 3;
constexpr int kExpertWorlds[kExpertRounds] = {12, 30, 60};  // worlds per candidate after each round
constexpr int kExpertKeep[kExpertRounds] = {kExpertCandidates, kExpertCandidates / 2, 2};


// The successive halving a season playout at a time (one unit of work), so
// the page can think a slice per frame; run to the end it is the decision.
class SeasonHalving : public Thinking {
 public:
  struct Candidate {
    Action action;
    int rank;  // the heuristic's order breaks ties
    double total = 0;
    int worlds = 0;
  };
  SeasonHalving(std::unique_ptr<State> state, int seat, std::vector<Candidate> alive, Rng& rng)
      : state_(std::move(state)), seat_(seat), alive_(std::move(alive)) {
    for (uint64_t& w : world_seed_) w = rng.next();
  }
  bool step(int work) override {
    while (!done_) {
      if (!round_open_) {  // a round begins: keep its best
        alive_.resize(std::min(alive_.size(), static_cast<size_t>(kExpertKeep[round_])));
        if (alive_.size() == 1) { done_ = true; break; }
        round_open_ = true;
        next_ = 0;
      }
      while (next_ < alive_.size() && alive_[next_].worlds >= kExpertWorlds[round_]) ++next_;
      if (next_ == alive_.size()) {  // the round is played: rank it
        std::stable_sort(alive_.begin(), alive_.end(), [](const Candidate& x, const Candidate& y) {
          const double mx = x.total / x.worlds, my = y.total / y.worlds;
          return mx != my ? mx > my : x.rank < y.rank;
        });
        round_open_ = false;
        if (++round_ == kExpertRounds) done_ = true;
        continue;
      }
      if (work-- <= 0) break;
      Candidate& c = alive_[next_];
      Rng world(world_seed_[c.worlds]);
      c.total += season_playout(*state_, seat_, c.action, world, legal_);
      ++c.worlds;
    }
    return done_;
  }
  bool done() const override { return done_; }
  Action best() const override { return alive_.front().action; }

 private:
  std::unique_ptr<State> state_;  // our own copy: the caller's may change meanwhile
  int seat_;
  std::vector<Candidate> alive_;
  uint64_t world_seed_[kExpertWorlds[kExpertRounds - 1]];
  std::vector<Action> legal_;
  int round_ = 0;
  bool round_open_ = false;
  size_t next_ = 0;
  bool done_ = false;
};

class ExpertBot : public SearchBot {
 public:
  std::unique_ptr<Thinking> think(const State& state, int seat, Rng& rng) override {
    const MykerinosState& live = as_mykerinos(state);
    std::vector<std::pair<double, Action>> ranked;
    const Action greedy = argmax(*thinking_copy(state, seat, rng), seat, rng, &ranked);
    // Inside a turn (the second cube, a patron's action) the turn's plan is
    // already made: finish it greedily, as the hard bot does.
    if (ranked.size() <= 1 || mid_turn(live, seat)) return decided(greedy);
    std::vector<SeasonHalving::Candidate> alive;
    for (size_t i = 0; i < ranked.size() && i < static_cast<size_t>(kExpertCandidates); ++i)
      alive.push_back({ranked[i].second, static_cast<int>(i)});
    return std::make_unique<SeasonHalving>(state.clone(), seat, std::move(alive), rng);
  }
};

}  // namespace

std::unique_ptr<Bot> new_bot(const std::string& level) {
  if (level == "random") return std::make_unique<RandomBot>();
  if (level == "easy") return std::make_unique<EasyBot>();
  if (level == "hard") return std::make_unique<HardBot>();
  if (level == "expert") return std::make_unique<ExpertBot>();
  return nullptr;
}

}  // namespace tabula::mykerinos
