// The set: built bottom-up on a brick grid (a piece rests on the two below
// it; virtual pieces hold up the edges), colours mirrored left-right with
// yellow as a wildcard, candles paying a prestige when covered, and each
// colour's effect the moment it is placed.
#include "shakespeare/state.h"

namespace tabula::shakespeare {

bool Game::can_place_set(int seat, int space, int colour) const {
  const Data& d = data();
  if (space < 0 || space >= static_cast<int>(d.set.size())) return false;
  const Company& c = co[seat];
  if (c.set[space] != kEmpty) return false;
  const SetSpace& sp = d.set[space];
  if (sp.row > 0 && (c.set[sp.below_left] == kEmpty || c.set[sp.below_right] == kEmpty)) return false;
  if (sp.mirror >= 0 && sp.mirror != space) {
    const int other = c.set[sp.mirror];
    if (other >= 0 && colour != kYellow && other != kYellow && other != colour) return false;
  }
  return true;
}

void Game::place_set(int seat, int space, int colour) {
  Company& c = co[seat];
  c.set[space] = static_cast<int8_t>(colour);
  note(LogEvent::kSet, seat, space, 0, colour);
  const bool candle = data().set[space].candle;
  if (candle) c.prestige += 1;
  switch (colour) {
    case kPink: c.pounds += 1; break;
    case kPurple:
      for (int s = 0; s < n; ++s)
        if (s != seat) move_ambiance(s, -1);
      break;
    case kBlue: move_ambiance(seat, 2); break;
    case kGreen:
      if (plus3_supply > 0) {  // none left, none gained
        --plus3_supply;
        ++c.plus3;
        note(LogEvent::kPlus3, seat);
      }
      break;
    default: break;  // black and yellow: no effect
  }
  if (candle || colour == kPink) note_purse(seat, LogEvent::kWhySet, candle ? 1 : 0, colour == kPink ? 1 : 0);
}

int Game::set_pieces(int seat) const {
  int k = 0;
  for (int v : co[seat].set) k += v >= 0;
  return k;
}

int Game::candles(int seat) const {
  const Data& d = data();
  int k = 0;
  for (int i = 0; i < static_cast<int>(d.set.size()); ++i) k += d.set[i].candle && co[seat].set[i] >= 0;
  return k;
}

}  // namespace tabula::shakespeare
