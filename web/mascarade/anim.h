// Brief animations of what just happened. They are derived from the log
// events of the observing seat, so they can never show more than that seat
// may know: a swap slides both cards together and back whether or not it
// was real; a reveal flips a card up and down again; coins fly.
#pragma once
#include <string>
#include <vector>

namespace tabula::web {

struct Anim {
  enum Kind { Swap, Flip, Coins, Bubble, Lift };
  Kind kind = Swap;
  double start = 0, duration = 0;  // seconds (SDL_GetTicks / 1000)
  std::string a, b;                // slots (Swap, Flip, Lift) or places (Coins)
  std::string card;                // face shown by Flip
  std::string text;                // Bubble text
  int seat = -1;                   // Bubble owner
  int amount = 0;                  // Coins
  bool held = false;               // the opening reveal's, face up until Ready

  double progress(double now) const {
    if (now <= start) return 0;
    if (now >= start + duration) return 1;
    return (now - start) / duration;
  }
  bool active(double now) const { return now >= start && now < start + duration; }
};

}  // namespace tabula::web
