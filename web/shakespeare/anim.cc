// Short animations of what the last action did, made from the engine's log
// events that are new since the last observation (observation "log", the
// same for every seat) and from the observation itself -- never from
// anything the seat on screen may not see. A disc slides along its act, a
// costume piece or a set brick drops into its place, a hired card flies
// from the market to its company, the bids flip face up, and changes of
// pounds and prestige float up from the company's line. The events of one
// action play one after another (staggered). An animation whose board is not
// on screen (a phone showing another tab) is skipped: it neither switches
// tabs nor holds the bots back.
#include <cmath>

#include "shakespeare/draw.h"
#include "shakespeare/view.h"

namespace tabula::web {

using namespace shakespeare_ui;
using namespace palette;

namespace {

// Moves take 150-400 ms (issue 32); a float is words, read for a little longer.
constexpr double kDisc = 0.4, kPiece = 0.34, kFloat = 0.6, kHire = 0.4, kBid = 0.4;
constexpr double kStagger = 0.16;   // between the events of one action
constexpr double kMaxSpread = 1.6;  // a long batch (a rehearsal) is compressed to this

float ease_out(float p) { return 1 - (1 - p) * (1 - p) * (1 - p); }
float ease_in_out(float p) { return p < 0.5f ? 4 * p * p * p : 1 - std::pow(-2 * p + 2, 3.f) / 2; }
// Past the mark and back: a piece set down with a little weight settles
// into its place instead of stopping dead (about 8 % overshoot).
float ease_out_back(float p) {
  const float c1 = 1.3f, q = p - 1;
  return 1 + (c1 + 1) * q * q * q + c1 * q * q;
}

std::string disc_key(int act, int seat) { return std::to_string(act) + ":" + std::to_string(seat); }

std::string signed_text(int v, bool prestige) {
  std::string n = std::to_string(std::abs(v));
  std::string sign = v > 0 ? "+" : "−";
  return prestige ? sign + n + "★" : sign + "£" + n;
}

}  // namespace

void ShakespeareView::on_observation(const ViewContext& ctx, size_t first_new) {
  const Json& obs = ctx.obs;
  const Json& log = at(obs, "log");
  if (!seen_) first_new = log.size();  // a game just opened or restored: nothing to animate
  seen_ = true;
  // Drop what has finished; what is still playing keeps playing.
  fx_.erase(std::remove_if(fx_.begin(), fx_.end(), [&](const Fx& f) { return f.end() <= ctx.now; }), fx_.end());

  std::vector<Fx> batch;
  std::map<std::string, int> new_pieces;  // "seat:cast" -> costume events in this batch
  for (size_t i = first_new; i < log.size(); ++i) {
    const Json& e = log[i];
    const std::string type = str(e, "type");
    const int seat = num(e, "seat", -1);
    Fx f;
    f.seat = seat;
    if (type == "act" || type == "neutral") {
      f.kind = Fx::Disc;
      if (type == "neutral") f.seat = -1;
      f.act = num(e, "act");
      f.from = num(e, "from");
      f.to = num(e, "to");
      f.dur = std::min(0.6, kDisc + 0.04 * (std::abs(f.to - f.from) - 1));
      batch.push_back(f);
    } else if (type == "costume") {
      f.kind = Fx::Costume;
      f.colour = str(e, "colour");
      f.key = (flag(e, "extra") ? "extra-" : "") + str(at(e, "card"), "id");
      f.slot = new_pieces[std::to_string(seat) + ":" + f.key]++;  // fixed below
      f.dur = kPiece;
      batch.push_back(f);
    } else if (type == "set") {
      f.kind = Fx::Brick;
      f.colour = str(e, "colour");
      f.key = str(e, "space");
      f.dur = kPiece;
      batch.push_back(f);
    } else if (type == "hire") {
      f.kind = Fx::Hire;
      f.card = at(e, "card");
      const std::string id = str(f.card, "id");
      f.key = (flag(e, "extra") ? "extra-" : "") + id;
      for (size_t k = 0; k < prev_market_.size(); ++k)
        if (prev_market_[k] == id) f.slot = static_cast<int>(k);
      f.dur = kHire;
      batch.push_back(f);
    } else if (type == "bids") {
      const Json& bids = at(e, "bids");
      for (size_t s = 0; s < bids.size(); ++s) {
        Fx b;
        b.kind = Fx::Bid;
        b.seat = static_cast<int>(s);
        b.slot = bids[s].is_number() ? bids[s].get<int>() : 0;
        b.dur = kBid;
        batch.push_back(b);
      }
    } else if (type == "purse" || type == "act_scoring") {
      int dp = type == "purse" ? num(e, "prestige")
                               : num(e, "act2_prestige") + num(e, "act3_prestige") + num(e, "grey");
      int dl = type == "purse" ? num(e, "pounds") : num(e, "act1_pounds");
      f.kind = Fx::Float;
      f.dur = kFloat;
      if (dp) {
        f.prestige = true;
        f.text = signed_text(dp, true);
        batch.push_back(f);
      }
      if (dl) {
        f.prestige = false;
        f.text = signed_text(dl, false);
        batch.push_back(f);
      }
    }
  }
  // A costume event's slot: the pieces the cast member has now, the new ones last.
  for (auto& f : batch) {
    if (f.kind != Fx::Costume) continue;
    int have = 0;
    const Json& cos = at(obs, "companies");
    if (f.seat >= 0 && f.seat < static_cast<int>(cos.size()))
      for (const auto& m : at(cos[f.seat], "cast"))
        if (cast_action_id(m) == f.key && at(m, "pieces").is_array()) have = static_cast<int>(m["pieces"].size());
    f.slot = have - new_pieces[std::to_string(f.seat) + ":" + f.key] + f.slot;
  }
  batch.erase(std::remove_if(batch.begin(), batch.end(), [](const Fx& f) { return f.kind == Fx::Costume && f.slot < 0; }),
              batch.end());

  // One after another; a disc's moves in order, never overlapping.
  const double stagger = batch.size() > 1 ? std::min(kStagger, kMaxSpread / (batch.size() - 1)) : 0;
  double t = ctx.now;
  for (const auto& f : fx_) t = std::max(t, f.start + stagger);  // after what still plays
  std::map<std::string, double> disc_free;
  for (const auto& f : fx_)
    if (f.kind == Fx::Disc) disc_free[disc_key(f.act, f.seat)] = std::max(disc_free[disc_key(f.act, f.seat)], f.end());
  for (auto& f : batch) {
    f.start = t;
    if (f.kind == Fx::Disc) {
      double& free = disc_free[disc_key(f.act, f.seat)];
      f.start = std::max(f.start, free);
      free = f.end();
    }
    // The bids turn over together, a little apart.
    t += f.kind == Fx::Bid ? 0.08 : stagger;
    fx_.push_back(f);
  }

  prev_market_.clear();
  for (const auto& c : at(obs, "market")) prev_market_.push_back(c.is_object() ? str(c, "id") : "");
}

bool ShakespeareView::fx_visible(const Fx& f) const {
  switch (f.kind) {
    case Fx::Disc:
    case Fx::Bid: return main_shown_;
    case Fx::Costume:
    case Fx::Brick: return company_shown_ == f.seat;
    case Fx::Float:
    case Fx::Hire: return main_shown_ || company_shown_ == f.seat;
  }
  return false;
}

// Running until a frame has been drawn after the end (App stops redrawing
// once this turns false, so the board is left in its final state). App
// draws the view on every frame of the table screen, overlays included.
bool ShakespeareView::animating(double now) const {
  if (relayout_) return true;  // one more frame: the market moved into the panel (or back)
  for (const auto& f : fx_)
    if ((now < f.end() || drawn_at_ < f.end()) && fx_visible(f)) return true;
  return false;
}

bool ShakespeareView::disc_moving(int act, int seat, double now) const {
  for (const auto& f : fx_)
    if (f.kind == Fx::Disc && f.act == act && f.seat == seat && now < f.end()) return true;
  return false;
}

bool ShakespeareView::piece_arriving(int seat, const std::string& cast, int slot, double now) const {
  for (const auto& f : fx_)
    if (f.kind == Fx::Costume && f.seat == seat && f.key == cast && f.slot == slot && now < f.end()) return true;
  return false;
}

bool ShakespeareView::brick_arriving(int seat, const std::string& space, double now) const {
  for (const auto& f : fx_)
    if (f.kind == Fx::Brick && f.seat == seat && f.key == space && now < f.end()) return true;
  return false;
}

bool ShakespeareView::card_arriving(int seat, const std::string& cast, double now) const {
  for (const auto& f : fx_)
    if (f.kind == Fx::Hire && f.seat == seat && f.key == cast && now < f.end()) return true;
  return false;
}

bool ShakespeareView::bid_turning(int seat, double now) const {
  for (const auto& f : fx_)
    if (f.kind == Fx::Bid && f.seat == seat && now < f.end()) return true;
  return false;
}

void ShakespeareView::draw_fx(ViewContext& ctx) {
  Gfx& g = ctx.g;
  const double now = ctx.now;
  const Json& obs = ctx.obs;
  drawn_at_ = now;
  auto find = [&](const std::string& id) -> const Rect* {
    auto it = anchors_.find(id);
    return it == anchors_.end() ? nullptr : &it->second;
  };
  // Where a disc sits on its act: the cell and its height in the stack.
  auto disc_at = [&](int act, int space, int k, float* x, float* y) {
    const Rect* c = find("cell:" + std::to_string(act) + ":" + std::to_string(space));
    if (!c) return false;
    *x = c->cx();
    *y = c->y + c->h - disc_r_ - 2 - k * disc_r_ * 0.75f;
    return true;
  };
  auto stack_index = [&](int act, int seat, int space, bool on_top) {
    int k = 0;
    const Json& acts = at(obs, "acts");
    if (!acts.is_array() || act >= static_cast<int>(acts.size())) return 0;
    for (const auto& d : acts[act]) {
      int s = at(d, "disc").is_number() ? d["disc"].get<int>() : -1;
      if (num(d, "space", 1) != space) continue;
      if (!on_top && s == seat) return k;
      if (s != seat) ++k;
    }
    return k;
  };

  // Discs: each moving disc once, at the point its chain of moves has reached.
  std::map<std::string, bool> done;
  for (const auto& f : fx_) {
    if (f.kind != Fx::Disc || now >= f.end() || !main_shown_) continue;
    std::string key = disc_key(f.act, f.seat);
    if (done[key]) continue;
    done[key] = true;
    // This disc's moves, in order; find the one playing (or the gap before it).
    std::vector<const Fx*> chain;
    for (const auto& h : fx_)
      if (h.kind == Fx::Disc && h.act == f.act && h.seat == f.seat && now < h.end()) chain.push_back(&h);
    std::sort(chain.begin(), chain.end(), [](const Fx* a, const Fx* b) { return a->start < b->start; });
    const Fx& m = *chain.front();
    float x0, y0, x1, y1;
    if (!disc_at(f.act, m.from, stack_index(f.act, f.seat, m.from, true), &x0, &y0) ||
        !disc_at(f.act, m.to, stack_index(f.act, f.seat, m.to, m.to == chain.back()->to ? false : true), &x1, &y1))
      continue;
    float p = ease_in_out(static_cast<float>(m.progress(now)));
    float x = x0 + (x1 - x0) * p, y = y0 + (y1 - y0) * p;
    y -= std::sin(p * 3.14159f) * std::min(14.f, 4 + 3.f * std::abs(m.to - m.from));  // a hop
    if (p > 0 && p < 1) g.ellipse(x, y0 + (y1 - y0) * p + 1, disc_r_ * 0.9f, disc_r_ * 0.35f, with_alpha(kInk, 0.25f));
    disc(g, x, y, disc_r_ * (1 + 0.15f * std::sin(p * 3.14159f)), f.seat);
  }

  for (const auto& f : fx_) {
    if (now < f.start || now >= f.end()) continue;
    const float p = static_cast<float>(f.progress(now));
    switch (f.kind) {
      case Fx::Disc: break;
      case Fx::Costume: {
        const Rect* s = find("slot:" + std::to_string(f.seat) + ":" + f.key + ":" + std::to_string(f.slot));
        if (!s) break;
        float e = ease_out_back(p);
        float dy = (1 - e) * -42;
        float grow = 1 + 0.35f * (1 - std::min(1.f, e));
        Rect r{s->cx() - s->w * grow / 2, s->cy() - s->h * grow / 2 + dy, s->w * grow, s->h * grow};
        if (p > 0.75f) g.ellipse_ring(s->cx(), s->cy(), s->w / 2 + (p - 0.75f) * 40, s->h / 2 + (p - 0.75f) * 40, 2,
                                      with_alpha(kHighlight, (1 - p) * 4));
        piece(g, r, f.colour, false);
        break;
      }
      case Fx::Brick: {
        const Rect* s = find("space:" + std::to_string(f.seat) + ":" + f.key);
        if (!s) break;
        float e = ease_out_back(p);
        Rect r{s->x, s->y - (1 - e) * 46, s->w, s->h};
        g.round_rect({s->x, s->y, s->w, s->h}, 3, with_alpha(kHighlight, 0.35f * p));
        piece(g, r, f.colour, true);
        break;
      }
      case Fx::Float: {
        SDL_Color c = f.prestige ? kGold : SDL_Color{170, 230, 160, 255};
        if (f.text.rfind("−", 0) == 0) c = SDL_Color{255, 140, 120, 255};
        float a = p < 0.1f ? p / 0.1f : p > 0.7f ? (1 - p) / 0.3f : 1.f;
        for (const char* pre : {"", "c"}) {
          const Rect* s = find(std::string(pre) + (f.prestige ? "star:" : "pound:") + std::to_string(f.seat));
          if (!s) continue;
          // Rises from the number it changes, on a dark tag so it reads on any board.
          float y = s->y + s->h / 2 - 11 - ease_out(p) * 22;
          float w = g.measure(f.text, 16, Face::Bold) + 14;
          Rect tag{s->x + s->w / 2 - w / 2, y - 3, w, 24};
          g.round_rect(tag, 9, with_alpha(kNight, 0.92f * a));
          g.round_rect_outline(tag, 9, 1.5f, with_alpha(c, 0.8f * a));
          g.text(f.text, tag.cx(), y, 16, with_alpha(c, a), Align::Center, Face::Bold);
        }
        break;
      }
      case Fx::Hire: {
        const Rect* from = f.slot >= 0 ? find("mkt:" + std::to_string(f.slot)) : nullptr;
        const Rect* to = find("cast:" + std::to_string(f.seat) + ":" + f.key);
        if (!to) to = find("row:" + std::to_string(f.seat));
        if (!to) break;
        Rect a = from ? *from : Rect{to->cx() - to->w * 0.35f, to->cy() - to->h * 0.35f, to->w * 0.7f, to->h * 0.7f};
        Rect b = *to;
        if (!find("cast:" + std::to_string(f.seat) + ":" + f.key)) {
          // Into the company's line on the main board: the card shrinks into it.
          b = {to->x + 24, to->y, std::min(a.w * 0.4f, to->w * 0.3f), to->h};
        }
        // Picked up (it lifts: larger, its shadow further off), carried on
        // an arc, set down with a small settle in the last fifth.
        const float travel = std::min(1.f, p / 0.85f);
        float e = ease_in_out(travel);
        const float lift = std::sin(e * 3.14159f);
        const float settle = p > 0.85f ? std::sin((p - 0.85f) / 0.15f * 3.14159f) * 2.5f : 0;
        const float scale = 1 + 0.08f * lift;
        float w = (a.w + (b.w - a.w) * e) * scale, h = (a.h + (b.h - a.h) * e) * scale;
        float cx = a.cx() + (b.cx() - a.cx()) * e, cy = a.cy() + (b.cy() - a.cy()) * e - lift * 28 + settle;
        Rect r{cx - w / 2, cy - h / 2, w, h};
        float alpha = from ? 1.f : std::min(1.f, p * 3);
        bool extra = f.key.rfind("extra-", 0) == 0;
        const float shadow = 3 + 7 * lift;
        g.round_rect({r.x + shadow * 0.6f, r.y + shadow, r.w, r.h}, 8, with_alpha(kInk, (0.3f - 0.12f * lift) * alpha));
        g.round_rect(r, 8, with_alpha(extra ? kVelvet : kCream, alpha));
        g.round_rect_outline(r, 8, 2, with_alpha(kGold, alpha));
        float hh = std::min(22.f, r.h * 0.4f);
        g.round_rect({r.x, r.y, r.w, hh}, 8, with_alpha(kVelvet, alpha));
        if (r.w > 30 && hh > 10)
          g.fit_text(card_name(ctx.i18n, f.card), {r.x + 3, r.y, r.w - 6, hh}, std::min(14.f, hh - 4), 8,
                     with_alpha(kCream, alpha), Face::Bold);
        // Its portrait travels with it (the face down card: the extra's).
        if (alpha >= 1 && r.h - hh > 30) {
          Json shown = f.card;
          if (extra && shown.is_object()) shown["kind"] = "extra";
          character_portrait(g, shown, {r.x + 3, r.y + hh + 2, r.w - 6, r.h - hh - 6}, r, 66);
        }
        break;
      }
      case Fx::Bid: {
        const Rect* s = find("bid:" + std::to_string(f.seat));
        if (!s) break;
        // Turn over in the first half, show the bid, fade at the end.
        float turn = std::min(1.f, p / 0.5f);
        float sx = std::abs(std::cos(turn * 3.14159f));
        float a = p > 0.85f ? (1 - p) / 0.15f : 1.f;
        Rect r{s->cx() - s->w * sx / 2, s->y, std::max(1.f, s->w * sx), s->h};
        if (turn < 0.5f) {
          g.round_rect(r, 5, with_alpha(kVelvet, a));
          g.round_rect_outline(r, 5, 1.5f, with_alpha(kGold, a));
        } else {
          g.round_rect(r, 5, with_alpha(kCream, a));
          g.round_rect_outline(r, 5, 1.5f, with_alpha(kGold, a));
          if (sx > 0.3f) g.fit_text(std::to_string(f.slot), r, std::min(18.f, s->h - 6), 8, with_alpha(kInk, a), Face::Bold);
        }
        break;
      }
    }
  }
}

}  // namespace tabula::web
