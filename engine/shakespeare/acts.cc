// The three acts: discs climb spaces 1-10; a disc arriving on an occupied
// space (forwards or backwards) goes on top, and the bottom disc -- the one
// that arrived first -- ranks ahead. Act scoring at each dress rehearsal.
#include "shakespeare/state.h"

namespace tabula::shakespeare {

bool Game::ahead(int a_act, int a, int b) const {
  if (pos[a_act][a] != pos[a_act][b]) return pos[a_act][a] > pos[a_act][b];
  return stamp[a_act][a] < stamp[a_act][b];
}

void Game::advance(int seat, int a) {
  if (!can_advance(seat, a)) return;  // the end of a track stops a disc
  ++pos[a][seat];
  stamp[a][seat] = ++stamp_clock;
  note_move(seat, a, pos[a][seat] - 1, pos[a][seat]);
}

void Game::retreat(int seat, int a) {
  if (pos[a][seat] <= 1) return;
  --pos[a][seat];
  stamp[a][seat] = ++stamp_clock;
  note_move(seat, a, pos[a][seat] + 1, pos[a][seat]);
}

// Steps of one disc on one act in a row, within one action, are one entry.
void Game::note_move_logged(int seat, int a, int from, int to) {
  if (from == to) return;
  if (log.size() > log_mark) {
    const LogEvent& last = log.back();
    if (last.type == LogEvent::kAct && last.seat == seat && last.a == a && last.c == from) {
      if (last.b == to) log.pop_back();
      else log.mutable_back().c = static_cast<int8_t>(to);
      return;
    }
  }
  note(LogEvent::kAct, seat, a, from, to);
}

void Game::note_purse(int seat, int why, int d_prestige, int d_pounds) {
  if (!logging) return;
  LogEvent e;
  e.type = LogEvent::kPurse;
  e.seat = static_cast<int8_t>(seat);
  e.a = static_cast<int8_t>(why);
  e.d_prestige = static_cast<int16_t>(d_prestige);
  e.d_pounds = static_cast<int16_t>(d_pounds);
  e.total_prestige = static_cast<int16_t>(co[seat].prestige);
  e.total_pounds = static_cast<int16_t>(co[seat].pounds);
  log.push_back(e);
}

int Game::rank_on(int a, int seat) const {
  int r = 0;
  for (int s = 0; s < n; ++s)
    if (s != seat && ahead(a, s, seat)) ++r;
  if (solo && ahead(a, kNeutral, seat)) ++r;
  return r;
}

int Game::acts_first(int seat) const {
  int k = 0;
  for (int a = 0; a < kActs; ++a) k += rank_on(a, seat) == 0;
  return k;
}

void Game::score_acts() {
  const Data& d = data();
  for (int s = 0; s < n; ++s) {
    Company& c = co[s];
    int grey = 0;
    for (int a = 0; a < kActs; ++a)
      if (pos[a][s] <= d.grey_up_to) c.prestige -= d.grey_penalty, grey += d.grey_penalty;
    // Act I pays pounds, Act III prestige: the highest threshold reached only.
    int act1 = 0;
    for (auto [space, amount] : d.act1_pounds)
      if (pos[0][s] >= space) act1 = amount;
    c.pounds += act1;
    int act3 = 0;
    for (auto [space, amount] : d.act3_prestige)
      if (pos[2][s] >= space) act3 = amount;
    c.prestige += act3;
    const int r = rank_on(1, s);
    const int act2 = r < 2 ? d.act2_by_rank[r] : 0;
    c.prestige += act2;
    if (logging) {
      LogEvent e;
      e.type = LogEvent::kActScoring;
      e.seat = static_cast<int8_t>(s);
      e.a = static_cast<int8_t>(grey);
      e.b = static_cast<int8_t>(act1);
      e.c = static_cast<int8_t>(act2);
      e.v[0] = static_cast<int8_t>(act3);
      e.total_prestige = static_cast<int16_t>(c.prestige);
      e.total_pounds = static_cast<int16_t>(c.pounds);
      note(e);
    }
  }
}

// A white feather (or the grey one) waiting for its act; placed without a
// question when only one act is possible, dropped when none is.
void Game::resolve_whites() {
  while (pending == Pending::kWhite && pending_count > 0) {
    int options = 0, only = -1;
    for (int a = 0; a < kActs; ++a)
      if (can_advance(decider, a)) ++options, only = a;
    if (options > 1) return;
    if (options == 1) advance(decider, only);
    --pending_count;
  }
  if (pending == Pending::kWhite) pending = Pending::kNone;
  if (pending == Pending::kGrey) {
    int options = 0, only = -1;
    for (int a = 0; a < kActs; ++a)
      if (pos[a][decider] > 1) ++options, only = a;
    if (options > 1) return;
    if (options == 1) retreat(decider, only);
    pending = Pending::kNone;
  }
}

}  // namespace tabula::shakespeare
