// Motion with weight (issue 32 §6): the shared easing, arc and settle that
// give a piece its anticipation (it lifts), its travel (an arc, not a slide)
// and its landing (a small settle), for every game's view and App's own end
// sequence (app/ending.cc). Header-only, plain arithmetic: nothing is drawn
// here and nothing waits, so input is never blocked by a motion.
//
// How a view uses it:
//   - time every motion on ViewContext::now (App's clock) and report it in
//     GameView::animating(now) while it runs: App draws every frame then, the
//     bots wait for it, and with reduced motion (the page's setting or the
//     menu's Animations: off) App moves that clock an hour ahead, so every
//     motion is at its end on the next frame. Nothing else is needed for
//     reduced motion.
//   - keep durations in 150-400 ms (kQuick..kSlow): a person's eye follows,
//     a game does not drag.
//   - a tap during a motion acts at once (never wait for it to end).
//
//   motion::Flight f{{x0, y0}, {x1, y1}, start, motion::kMove};   // a card on its way
//   const motion::Pose p = f.at(ctx.now);                         // where it is now
//   draw_card({p.x - w * p.scale / 2, p.y - h * p.scale / 2, w * p.scale, h * p.scale});
//   // p.shadow (0..1): how high it is, for a shadow offset below it.
//   bool animating(double now) const override { return f.running(now); }
#pragma once
#include <cmath>

namespace tabula::web::motion {

// Durations (seconds of App's clock).
constexpr double kQuick = 0.15;  // a flip, a chip lighting up
constexpr double kMove = 0.28;   // a card or a cube travelling across the table
constexpr double kSlow = 0.4;    // the longest single motion: a landing with its settle

struct Point {
  float x = 0, y = 0;
};

inline float clamp01(float t) { return t < 0 ? 0 : t > 1 ? 1 : t; }
inline float lerp(float a, float b, float t) { return a + (b - a) * t; }

// How far (0..1) a motion that began at `start` and lasts `duration` is at
// `now`; 1 once over (and at once for a duration of 0 or less).
inline float progress(double now, double start, double duration) {
  return duration <= 0 ? 1.f : clamp01(static_cast<float>((now - start) / duration));
}

// Easing curves, each 0 at t = 0 and 1 at t = 1.
inline float ease_out(float t) {  // fast start, soft stop: travel, a count-up
  t = 1 - clamp01(t);
  return 1 - t * t * t;
}
inline float ease_in(float t) {  // slow start: a lift gathering itself
  t = clamp01(t);
  return t * t * t;
}
inline float ease_in_out(float t) {  // both: a piece moved from one place to another
  t = clamp01(t);
  return t < 0.5f ? 4 * t * t * t : 1 - std::pow(-2 * t + 2, 3.f) / 2;
}
// Past the mark by a little, then back: a block rising, a portrait arriving.
// `overshoot` 1.2 is a hint of weight, 2 a bounce.
inline float ease_out_back(float t, float overshoot = 1.4f) {
  t = clamp01(t) - 1;
  return 1 + t * t * ((overshoot + 1) * t + overshoot);
}

// The settle of a landing: an offset (in units of the piece's size, 0 at
// both ends) that dips once and comes back, damped. Add `settle(t) * size`
// to the y of a piece after it lands, or scale it by 1 - 0.5 * settle(t).
inline float settle(float t) {
  t = clamp01(t);
  return std::sin(t * 3.14159265f * 2) * (1 - t) * 0.06f;
}

// Anticipation: 0 -> 1 -> 0 over the motion, highest a third of the way in
// (the piece lifts before it leaves, and is down again when it lands).
inline float lift(float t) {
  t = clamp01(t);
  return t < 0.33f ? ease_out(t / 0.33f) : 1 - ease_in_out((t - 0.33f) / 0.67f);
}

// A point on a quadratic arc from `a` to `b` whose middle is `height` CSS px
// above the straight line's middle (negative: below), at t (0..1).
inline Point arc(Point a, Point b, float t, float height) {
  t = clamp01(t);
  const Point c{(a.x + b.x) / 2, (a.y + b.y) / 2 - height * 2};
  const float u = 1 - t;
  return {u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y};
}

// Where a piece in flight is drawn: its centre, its scale (1 at rest, a
// little more while lifted) and its height above the table (0..1, for a
// shadow).
struct Pose {
  float x = 0, y = 0, scale = 1, shadow = 0;
};

// A piece's whole move: it lifts, travels on an arc and lands with a small
// settle. `height` 0 takes a third of the distance (at most 60 px).
struct Flight {
  Point from, to;
  double start = 0;
  double duration = kMove;
  float height = 0;

  bool running(double now) const { return now < start + duration; }
  Pose at(double now) const {
    const float t = progress(now, start, duration);
    const float dist = std::hypot(to.x - from.x, to.y - from.y);
    const float h = height != 0 ? height : std::fmin(60.f, dist / 3);
    // Travel takes the first 80 %; the settle the rest.
    const float travel = ease_in_out(t / 0.8f);
    const Point p = arc(from, to, travel, h);
    const float up = t < 0.8f ? lift(t / 0.8f) : 0;
    const float down = t >= 0.8f ? settle((t - 0.8f) / 0.2f) : 0;
    return {p.x, p.y, 1 + 0.08f * up - 0.5f * down, up};
  }
};

}  // namespace tabula::web::motion
