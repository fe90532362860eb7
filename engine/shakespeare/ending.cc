// The end of day 6: objectives (0-3 prestige each), a prestige per yellow
// piece, and paying the characters -- the engine offers the best payment (the
// most characters paid, then the most pounds left) and shows it.
#include <algorithm>

#include "shakespeare/state.h"

namespace tabula::shakespeare {

int Game::objective_score(int seat, int objective) const {
  const Data& d = data();
  const Company& c = co[seat];
  int v = 0;
  switch (d.objective_metric[objective]) {
    case Metric::kActsFirst: v = acts_first(seat); break;
    case Metric::kCostumes: v = complete_costumes(seat); break;
    case Metric::kSetPieces: v = set_pieces(seat); break;
    case Metric::kCandles: v = candles(seat); break;
    case Metric::kHired:
      for (int i = 0; i < c.n_cast; ++i) v += !c.cast[i].extra && !d.cards[c.cast[i].card].starting;
      break;
    case Metric::kExtras:
      for (int i = 0; i < c.n_cast; ++i) v += c.cast[i].extra;
      break;
    case Metric::kAct1: v = pos[0][seat]; break;
    case Metric::kAct2: v = pos[1][seat]; break;
    case Metric::kAct3: v = pos[2][seat]; break;
    case Metric::kPounds: {
      // RULINGS.md (second round): money that must still pay wages is not
      // in the purse. Scored before the wages are paid (end_game), so at
      // the end the pounds paid out are added back first.
      v = c.pounds + (phase == Phase::kOver ? c.paid_pounds : 0);
      for (int i = 0; i < c.n_cast; ++i)
        if (!c.cast[i].extra && !d.cards[c.cast[i].card].starting) v -= d.cards[c.cast[i].card].cost;
      break;
    }
  }
  int points = 0;
  for (int t : d.objectives[objective].thresholds) points += v >= t;
  return points;
}

void Game::pay_characters(int seat) {
  const Data& d = data();
  Company& c = co[seat];
  std::vector<std::pair<int, int>> owed;  // (cost, cast index)
  for (int i = 0; i < c.n_cast; ++i)
    if (!c.cast[i].extra && !d.cards[c.cast[i].card].starting)
      owed.push_back({d.cards[c.cast[i].card].cost, i});
  // Cheapest first pays the most characters, and of those the cheapest set.
  std::sort(owed.begin(), owed.end());
  c.unpaid = 0;
  c.paid_pounds = 0;
  c.paid_mask = 0;
  for (auto [cost, i] : owed) {
    if (cost <= c.pounds) {
      c.pounds -= cost;
      c.paid_pounds += cost;
      c.paid_mask |= 1 << i;
    } else {
      ++c.unpaid;
    }
  }
  c.prestige -= d.unpaid_penalty * c.unpaid;
}

void Game::end_game() {
  for (int s = 0; s < n; ++s) {
    Company& c = co[s];
    c.objective_points = 0;
    for (int i = 0; i < c.n_objectives; ++i) c.objective_points += objective_score(s, c.objectives[i]);
    c.prestige += c.objective_points;
    c.yellow_points = 0;
    for (int i = 0; i < c.n_cast; ++i)
      for (int k = 0; k < c.cast[i].n_pieces; ++k) c.yellow_points += c.cast[i].pieces[k] == kYellow;
    for (int v : c.set) c.yellow_points += v == kYellow;
    c.prestige += c.yellow_points;
    pay_characters(s);
    if (logging) {
      LogEvent e;
      e.type = LogEvent::kFinal;
      e.seat = static_cast<int8_t>(s);
      e.a = static_cast<int8_t>(c.objective_points);
      e.b = static_cast<int8_t>(c.yellow_points);
      e.c = static_cast<int8_t>(c.unpaid);
      e.d_pounds = static_cast<int16_t>(c.paid_pounds);
      e.total_prestige = static_cast<int16_t>(c.prestige);
      e.total_pounds = static_cast<int16_t>(c.pounds);
      note(e);
    }
  }
  phase = Phase::kOver;
  pending = Pending::kNone;
  int mask = 0;
  for (int w : winners()) mask |= 1 << w;
  note(LogEvent::kOver, -1, mask);
}

std::vector<int> Game::scores() const {
  std::vector<int> out;
  for (int s = 0; s < n; ++s) out.push_back(co[s].prestige);
  return out;
}

// Most prestige; ties go to the most pounds left; a tie on both is shared.
std::vector<int> Game::winners() const {
  std::vector<int> out;
  if (phase != Phase::kOver) return out;
  for (int s = 0; s < n; ++s) {
    bool beaten = false;
    for (int t = 0; t < n; ++t) {
      if (co[t].prestige > co[s].prestige ||
          (co[t].prestige == co[s].prestige && co[t].pounds > co[s].pounds))
        beaten = true;
    }
    if (!beaten) out.push_back(s);
  }
  return out;
}

}  // namespace tabula::shakespeare
