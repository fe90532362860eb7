// Brief animations of what just happened. They are derived from the log
// events of the observing seat, so they can never show more than that seat
// may know: a swap takes both cards under the table and back whether or not
// it was real (nothing in it reads the event's "real"); a reveal flips a
// card up and down again; coins fly.
#pragma once
#include <string>
#include <vector>

namespace tabula::web {

// The swap under the table, the game's moment, in seconds: both cards are
// lifted, travel on an arc to the middle of the table, go under it and are
// shuffled there (the pause, where nobody can follow them), come back on an
// arc to their own places and settle. Each move 150-400 ms; the pause
// shuffles them for its first half and holds them still for the rest.
constexpr double kSwapLift = 0.15, kSwapGo = 0.35, kSwapPause = 0.55, kSwapBack = 0.35, kSwapSettle = 0.2;
constexpr double kSwapDuration = kSwapLift + kSwapGo + kSwapPause + kSwapBack + kSwapSettle;

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
