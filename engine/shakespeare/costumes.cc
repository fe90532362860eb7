// Costumes: three pieces per actor or Extra, several under way at once,
// pieces stay where they are put, and a costume pays the moment it is complete.
#include "shakespeare/state.h"

namespace tabula::shakespeare {

bool Game::holds_costume(int seat, int cast) const {
  const CastMember& m = co[seat].cast[cast];
  return m.extra || data().cards[m.card].kind == Kind::kActor;
}

bool Game::can_take_costume(int seat, int cast) const {
  return holds_costume(seat, cast) && co[seat].cast[cast].n_pieces < 3;
}

void Game::place_costume(int seat, int cast, int colour) {
  const Data& d = data();
  CastMember& m = co[seat].cast[cast];
  m.pieces[m.n_pieces++] = static_cast<int8_t>(colour);
  note(LogEvent::kCostume, seat, m.card, m.extra, colour);
  if (m.n_pieces < 3) return;
  int total = 0;
  for (int c : m.pieces) total += d.piece_value[c];
  if (total >= 0 && total < 16) {
    co[seat].pounds += d.payout_pounds[total];
    co[seat].prestige += d.payout_prestige[total];
    if (d.payout_pounds[total] || d.payout_prestige[total])
      note_purse(seat, LogEvent::kWhyCostume, d.payout_prestige[total], d.payout_pounds[total]);
  }
}

int Game::complete_costumes(int seat) const {
  int k = 0;
  for (int i = 0; i < co[seat].n_cast; ++i) k += co[seat].cast[i].n_pieces == 3;
  return k;
}

}  // namespace tabula::shakespeare
