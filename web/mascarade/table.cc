// The Mascarade table: seats around an oval, the Court and the Bank in the
// middle, the human seat at the bottom, actions and the log beside or below.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

namespace {
constexpr float kPi = 3.14159265f;

SDL_Color character_colour(const std::string& id) {
  if (id == "judge") return {38, 58, 120, 255};
  if (id == "bishop") return {104, 52, 128, 255};
  if (id == "king") return {176, 122, 24, 255};
  if (id == "queen") return {170, 36, 62, 255};
  if (id == "fool") return {46, 120, 60, 255};
  if (id == "thief") return {70, 70, 78, 255};
  if (id == "witch") return {84, 30, 96, 255};
  if (id == "spy") return {22, 104, 112, 255};
  if (id == "peasant") return {120, 84, 44, 255};
  if (id == "cheat") return {196, 92, 28, 255};
  if (id == "inquisitor") return {110, 20, 20, 255};
  if (id == "widow") return {60, 66, 92, 255};
  return {90, 90, 90, 255};
}

float ease(float t) { return t * t * (3 - 2 * t); }
}  // namespace

TableLayout App::layout_table(Rect area) const {
  TableLayout L;
  L.area = area;
  const int n = obs_.value("players", 4);
  const int per_seat = n == 2 ? 3 : (n == 3 ? 2 : 1);
  const float short_side = std::min(area.w, area.h);
  float card_h = short_side * (n <= 3 ? 0.25f : n <= 5 ? 0.2f : n <= 8 ? 0.16f : 0.135f);
  card_h = std::clamp(card_h, 46.f, 120.f);
  float card_w = card_h * 0.7f;
  const float label_h = 22;
  auto seat_w = [&]() { return per_seat * card_w + (per_seat - 1) * 5; };
  float rx = 0, ry = 0;
  for (int iter = 0; iter < 8; ++iter) {
    rx = area.w / 2 - std::max(seat_w(), 60.f) / 2 - 6;
    ry = area.h / 2 - (card_h + label_h) / 2 - 8;
    // Neighbouring seats must not overlap: shrink the cards until they fit.
    float perimeter = kPi * (3 * (rx + ry) - std::sqrt((3 * rx + ry) * (rx + 3 * ry)));
    float room = perimeter / n;
    float need = std::max(seat_w(), 54.f) + 8;
    if (n <= 2 || room >= need || card_h <= 40) break;
    card_h *= std::max(0.8f, room / need);
    card_w = card_h * 0.7f;
  }
  L.card_w = card_w;
  L.card_h = card_h;
  const float cx = area.cx(), cy = area.cy();
  L.seat_pos.resize(n);
  L.seat_label.resize(n);
  for (int s = 0; s < n; ++s) {
    int rel = (s - view_seat_ + n) % n;
    float th = kPi / 2 + rel * 2 * kPi / n;
    float px = cx + rx * std::cos(th);
    float py = cy + ry * std::sin(th) - label_h / 2;
    L.seat_pos[s] = {px, py};
    L.seat_label[s] = {px - 50, py + card_h / 2 + 3, 100, label_h};
  }
  // Cards: one, two or three per seat; centre cards between Court and Bank.
  int centre_count = 0;
  for (const auto& slot : obs_["slots"]) {
    if (slot["owner"].get<int>() < 0) centre_count++;
  }
  int centre_i = 0;
  for (const auto& slot : obs_["slots"]) {
    const std::string name = slot["name"].get<std::string>();
    const int owner = slot["owner"].get<int>();
    Rect r{0, 0, card_w, card_h};
    if (owner < 0) {
      float total = centre_count * card_w + (centre_count - 1) * 8;
      r.x = cx - total / 2 + centre_i * (card_w + 8);
      r.y = cy - card_h / 2;
      centre_i++;
    } else {
      const std::string hand = slot.value("hand", "");
      int k = 0;
      if (per_seat == 2) k = hand == "R" ? 1 : 0;
      if (per_seat == 3) k = hand == "L" ? 0 : (hand == "M" ? 1 : 2);
      // Seen from the player's chair, left is left; across the table it
      // mirrors, but a fixed left-to-right order reads best on a screen.
      float total = per_seat * card_w + (per_seat - 1) * 5;
      r.x = L.seat_pos[owner].x - total / 2 + k * (card_w + 5);
      r.y = L.seat_pos[owner].y - card_h / 2;
    }
    L.cards[name] = r;
  }
  float pile_dx = centre_count > 0 ? (centre_count * (card_w + 8)) / 2 + 50 : std::min(rx * 0.4f, 80.f);
  L.court = {cx - pile_dx, cy};
  L.bank = {cx + pile_dx, cy};
  // On a narrow table the piles beside the centre cards would touch the side
  // seats: put the centre cards higher and the piles beneath them.
  if (centre_count > 0 && pile_dx + 30 > rx - std::max(seat_w(), 60.f) / 2 - 8) {
    const float lift = card_h * 0.6f;
    for (const auto& slot : obs_["slots"]) {
      if (slot["owner"].get<int>() < 0) L.cards[slot["name"].get<std::string>()].y -= lift;
    }
    const float dx = std::min(58.f, card_w * (centre_count / 2.f) + 30);
    L.court = {cx - dx, cy + card_h / 2 - lift + 20};
    L.bank = {cx + dx, cy + card_h / 2 - lift + 20};
  }
  return L;
}

SDL_FPoint App::place_pos(const TableLayout& L, const std::string& place) const {
  if (place == "bank") return L.bank;
  if (place == "court") return L.court;
  int s = std::atoi(place.c_str());
  if (s >= 0 && s < static_cast<int>(L.seat_pos.size())) return L.seat_pos[s];
  return {L.area.cx(), L.area.cy()};
}

void App::draw_card_back(Rect r) {
  using namespace palette;
  g_->round_rect(r, r.w * 0.1f, kVelvet);
  g_->round_rect_outline(r.inset(r.w * 0.07f), r.w * 0.06f, std::max(1.f, r.w * 0.03f), kGold);
  // The mask: two gilt lobes with eye holes and a small plume.
  float cx = r.cx(), cy = r.cy() + r.h * 0.04f;
  float mw = r.w * 0.3f, mh = r.h * 0.13f;
  g_->ellipse(cx - mw * 0.5f, cy, mw * 0.62f, mh, kGold);
  g_->ellipse(cx + mw * 0.5f, cy, mw * 0.62f, mh, kGold);
  g_->ellipse(cx - mw * 0.5f, cy - mh * 0.05f, mw * 0.26f, mh * 0.42f, kVelvetDark);
  g_->ellipse(cx + mw * 0.5f, cy - mh * 0.05f, mw * 0.26f, mh * 0.42f, kVelvetDark);
  g_->polygon({{cx + mw * 0.8f, cy - mh * 0.6f}, {cx + mw * 1.25f, cy - mh * 3.0f},
               {cx + mw * 1.05f, cy - mh * 0.5f}}, kCream);
  g_->ellipse(cx, cy + mh * 0.95f, mw * 0.12f, mh * 0.18f, kGoldDark);
}

void App::draw_card_face(Rect r, const std::string& id) {
  using namespace palette;
  SDL_Color c = character_colour(id);
  g_->round_rect(r, r.w * 0.1f, kCream);
  Rect inner = r.inset(r.w * 0.07f);
  g_->round_rect(inner, r.w * 0.07f, c);
  // An emblem: a gilt medallion with the initial.
  std::string name = i18n_.character(id);
  float rad = inner.w * 0.32f;
  g_->ellipse(inner.cx(), inner.y + inner.h * 0.38f, rad, rad, kGold);
  std::string initial;
  if (!name.empty()) {
    size_t i = 0;
    next_codepoint(name, i);
    initial = name.substr(0, i);
  }
  float isz = rad * 1.25f;
  g_->text(initial, inner.cx(), inner.y + inner.h * 0.38f - isz * 0.62f, isz, kInk, Align::Center, Face::Bold);
  float size = std::max(9.f, std::min(14.f, r.w * 0.2f));
  Rect band{inner.x + 1, inner.y + inner.h * 0.7f, inner.w - 2, size * 1.4f};
  g_->fit_text(name, band, size, 8, kCream, Face::Bold);
}

void App::draw_card(Rect r, const std::string& face, float flip, bool highlight, bool mark_protected) {
  using namespace palette;
  // flip in [0,1]: the visible width, for a turning card.
  Rect d = r;
  d.w = r.w * std::max(0.04f, flip);
  d.x = r.cx() - d.w / 2;
  g_->round_rect({d.x + 2, d.y + 3, d.w, d.h}, r.w * 0.1f, {0, 0, 0, 90});
  if (highlight) g_->round_rect(r.inset(-4), r.w * 0.14f, kHighlight);
  if (face.empty()) draw_card_back(d);
  else draw_card_face(d, face);
  if (mark_protected) {
    // The protected middle card of the two-player game: a small shield.
    float s = std::max(8.f, r.w * 0.2f);
    float x = r.cx(), y = r.y - s * 0.1f;
    g_->polygon({{x - s, y - s * 0.6f}, {x + s, y - s * 0.6f}, {x + s * 0.8f, y + s * 0.5f},
                 {x, y + s * 1.1f}, {x - s * 0.8f, y + s * 0.5f}}, kTeal);
    g_->round_rect_outline({x - s * 0.55f, y - s * 0.25f, s * 1.1f, s * 0.8f}, s * 0.3f, 1.5f, kCream);
  }
}

void App::draw_seats(const TableLayout& L, double now) {
  using namespace palette;
  const int n = obs_.value("players", 4);
  const int current = obs_.value("current", -1);
  std::vector<int> claimants;
  if (obs_["claimants"].is_array()) {
    for (const auto& c : obs_["claimants"]) claimants.push_back(c.get<int>());
  }
  // Seat plates: the current seat glows.
  for (int s = 0; s < n; ++s) {
    Rect lab = L.seat_label[s];
    std::string name = name_of(s);
    if (s == view_seat_ && humans_.size() == 1) name += " (" + i18n_.t("ui.you") + ")";
    float w = std::max(56.f, g_->measure(name, 14, Face::Bold) + 18);
    lab.x = L.seat_pos[s].x - w / 2;
    lab.w = w;
    bool turn = s == current;
    // A steady glow, not a pulse: an idle table must not redraw every frame.
    if (turn) g_->round_rect(lab.inset(-3), 14, kHighlight);
    g_->round_rect(lab, 11, s == view_seat_ ? kTeal : kVelvetDark);
    g_->fit_text(name, lab.inset(2), 14, 11, kCream, Face::Bold);
    hit("seat:" + std::to_string(s), lab);  // below the cards in tap priority
    // Claimants wear a small mask tag.
    if (std::find(claimants.begin(), claimants.end(), s) != claimants.end()) {
      g_->round_rect({lab.x + lab.w - 10, lab.y - 8, 16, 16}, 8, kGold);
      g_->text("!", lab.x + lab.w - 2, lab.y - 8, 13, kInk, Align::Center, Face::Bold);
    }
  }
  // Which card targets can be tapped now.
  std::vector<std::string> tappable;
  std::vector<ParsedAction> legal = legal_parsed();
  for (const auto& a : legal) {
    if (a.slots.size() > picked_.size() &&
        std::equal(picked_.begin(), picked_.end(), a.slots.begin())) {
      tappable.push_back(a.slots[picked_.size()]);
    }
  }
  // Cards, with animation offsets.
  for (const auto& slot : obs_["slots"]) {
    const std::string name = slot["name"].get<std::string>();
    Rect r = L.cards.at(name);
    std::string face = slot["face_up"].is_string() ? slot["face_up"].get<std::string>() : "";
    float flip = 1;
    float scale = 1;
    for (const Anim& a : anims_) {
      if (!a.active(now)) continue;
      float p = static_cast<float>(a.progress(now));
      if (a.kind == Anim::Swap && (a.a == name || a.b == name) && L.cards.count(a.a) && L.cards.count(a.b)) {
        // Under the table: both cards slide together and back, shrinking a
        // little, the same whether the swap was real or not.
        Rect ra = L.cards.at(a.a), rb = L.cards.at(a.b);
        float mx = (ra.cx() + rb.cx()) / 2, my = (ra.cy() + rb.cy()) / 2;
        float k = std::sin(kPi * p);
        float dx = (mx - r.cx()) * k * 0.92f, dy = (my - r.cy()) * k * 0.92f;
        r.x += dx;
        r.y += dy;
        scale = 1 - 0.3f * k;
      } else if (a.kind == Anim::Flip && a.a == name) {
        float f;
        std::string shown;
        if (p < 0.1f) { f = 1 - p / 0.1f; shown = ""; }
        else if (p < 0.2f) { f = (p - 0.1f) / 0.1f; shown = a.card; }
        else if (p < 0.8f) { f = 1; shown = a.card; }
        else if (p < 0.9f) { f = 1 - (p - 0.8f) / 0.1f; shown = a.card; }
        else { f = (p - 0.9f) / 0.1f; shown = ""; }
        flip = f;
        face = shown;
        r.y -= 6 * std::sin(kPi * std::min(1.f, p * 1.2f));
      } else if (a.kind == Anim::Lift && a.a == name) {
        r.y -= 12 * std::sin(kPi * p);
      }
    }
    if (scale != 1) {
      float cx = r.cx(), cy = r.cy();
      r.w *= scale;
      r.h *= scale;
      r.x = cx - r.w / 2;
      r.y = cy - r.h / 2;
    }
    bool can_tap = std::find(tappable.begin(), tappable.end(), name) != tappable.end();
    bool is_picked = std::find(picked_.begin(), picked_.end(), name) != picked_.end();
    draw_card(r, face, flip, can_tap || is_picked, slot.value("hand", "") == "M");
    if (is_picked) g_->round_rect_outline(r.inset(-5), r.w * 0.14f, 3, kCream);
    if (can_tap) hit("slot:" + name, r.inset(-4));
    else hit("card:" + name, r);
    // The seat's own memory, shown subtly when hints are on.
    const Json& known = slot["known"];
    if (hints_ && face.empty() && known.is_array() && !known.empty() && known.size() <= 2) {
      std::string guess;
      for (const auto& k : known) {
        if (!guess.empty()) guess += "/";
        guess += i18n_.character(k.get<std::string>());
      }
      guess = i18n_.t("ui.probably", {{"card", guess}});
      float gw = g_->measure(guess, 11);
      Rect tag{r.cx() - gw / 2 - 4, r.y + r.h * 0.72f, gw + 8, 15};
      g_->round_rect(tag, 6, {20, 10, 20, 190});
      g_->text(guess, r.cx(), tag.y + 1, 11, kGold, Align::Center);
    }
  }
  // Gold: a coin badge at each seat's top-right.
  for (int s = 0; s < n; ++s) {
    int gold = obs_["gold"][s].get<int>();
    float per = n == 2 ? 3 : (n == 3 ? 2 : 1);
    float total = per * L.card_w + (per - 1) * 5;
    float bx = L.seat_pos[s].x + total / 2, by = L.seat_pos[s].y - L.card_h / 2;
    g_->ellipse(bx, by, 13, 13, kGoldDark);
    g_->ellipse(bx, by - 1, 12, 12, kGold);
    g_->text(std::to_string(gold), bx, by - 9, 14, kInk, Align::Center, Face::Bold);
  }
}

void App::draw_centre(const TableLayout& L) {
  using namespace palette;
  // A compact coin pile with "Court 3" under it: it must fit between the
  // centre cards and the seats even on a 320 px wide phone.
  auto pile = [&](SDL_FPoint p, const std::string& label, int amount, SDL_Color tint) {
    g_->ellipse(p.x, p.y + 3, 20, 9, {0, 0, 0, 70});
    for (int i = 0; i < std::min(5, amount <= 0 ? 1 : 1 + amount / 4); ++i) {
      g_->ellipse(p.x, p.y - i * 3.5f, 17, 8, kGoldDark);
      g_->ellipse(p.x, p.y - i * 3.5f - 1.5f, 16, 7, amount > 0 ? kGold : with_alpha(kGold, 0.35f));
    }
    std::string amount_text = std::to_string(amount);
    float w = std::max(g_->measure(label, 14, Face::Bold), g_->measure(amount_text, 15, Face::Bold)) + 12;
    g_->round_rect({p.x - w / 2, p.y + 9, w, 38}, 10, {20, 10, 20, 150});
    g_->text(label, p.x, p.y + 11, 14, tint, Align::Center, Face::Bold);
    g_->text(amount_text, p.x, p.y + 28, 15, kCream, Align::Center, Face::Bold);
  };
  pile(L.court, i18n_.t("ui.court"), obs_.value("court", 0), kHighlight);
  pile(L.bank, i18n_.t("ui.bank"), obs_.value("bank", 0), kHighlight);
}

void App::draw_coins_and_bubbles(const TableLayout& L, double now) {
  using namespace palette;
  for (const Anim& a : anims_) {
    if (!a.active(now)) continue;
    float p = static_cast<float>(a.progress(now));
    if (a.kind == Anim::Coins) {
      SDL_FPoint from = place_pos(L, a.a), to = place_pos(L, a.b);
      int coins = std::clamp(a.amount, 1, 5);
      for (int i = 0; i < coins; ++i) {
        float q = std::clamp((p - i * 0.08f) / (1 - 0.08f * (coins - 1)), 0.f, 1.f);
        if (q <= 0 || q >= 1) continue;
        float e = ease(q);
        float x = from.x + (to.x - from.x) * e;
        float y = from.y + (to.y - from.y) * e - 40 * std::sin(kPi * e);
        g_->ellipse(x, y, 9, 9, kGoldDark);
        g_->ellipse(x, y - 1, 8, 8, kGold);
      }
    } else if (a.kind == Anim::Bubble && a.seat >= 0 && a.seat < (int)L.seat_pos.size()) {
      SDL_FPoint s = L.seat_pos[a.seat];
      float w = g_->measure(a.text, 16, Face::Bold) + 20;
      float alpha = p < 0.85f ? 1 : (1 - p) / 0.15f;
      Rect b{s.x - w / 2, s.y - L.card_h / 2 - 34, w, 28};
      b.x = std::clamp(b.x, 2.f, g_->width() - w - 2);
      b.y = std::max(b.y, L.area.y + 2);
      g_->polygon({{s.x - 6, b.y + b.h - 1}, {s.x + 6, b.y + b.h - 1}, {s.x, b.y + b.h + 8}},
                  with_alpha(kCream, alpha));
      g_->round_rect(b, 12, with_alpha(kCream, alpha));
      g_->text(a.text, b.cx(), b.y + 5, 16, with_alpha(kVelvet, alpha), Align::Center, Face::Bold);
    }
  }
}

// ---------------------------------------------------------------- actions

namespace {
struct ButtonSpec {
  std::string id, label;
  bool primary = false;
};
}  // namespace

void App::draw_actions(Rect r) {
  using namespace palette;
  std::vector<ParsedAction> legal = legal_parsed();
  std::vector<ButtonSpec> buttons;
  std::string prompt;
  bool any_tappable = false, needs_own = false;
  std::vector<ParsedAction> announce, guess;
  for (const auto& a : legal) {
    bool prefix = a.slots.size() >= picked_.size() &&
                  std::equal(picked_.begin(), picked_.end(), a.slots.begin());
    if (!prefix) continue;
    if (a.slots.size() > picked_.size()) {
      any_tappable = true;
      if (a.verb != "swap" && a.verb != "fool" && a.verb != "spy") needs_own = true;
      continue;
    }
    if (a.verb == "announce") { announce.push_back(a); continue; }
    if (a.verb == "guess") { guess.push_back(a); continue; }
    std::string label;
    std::map<std::string, std::string> args;
    if (!a.tail.empty() && std::all_of(a.tail.begin(), a.tail.end(), ::isdigit)) {
      args["name"] = name_of(std::atoi(a.tail.c_str()));
    }
    if (a.verb == "swap") label = i18n_.t(a.tail == "real" ? "act.swap_real" : "act.swap_fake");
    else if (a.verb == "fool") label = i18n_.t(a.tail == "real" ? "act.fool_real" : "act.fool_fake");
    else if (a.verb == "spy-swap") label = i18n_.t(a.tail == "real" ? "act.spy_real" : "act.spy_fake");
    else if (a.verb == "witch" && a.tail == "none") label = i18n_.t("act.witch_none");
    else if (a.verb == "peek" || a.verb == "claim" || a.verb == "decline" || a.verb == "spy" ||
             a.verb == "bishop" || a.verb == "witch" || a.verb == "inquire") {
      label = i18n_.t("act." + a.verb, args);
    } else {
      label = a.text;
    }
    buttons.push_back({"action:" + a.text, label, a.verb == "claim" || a.tail == "real"});
  }
  // "Swap" before "Pretend": the real choice first, in every pair.
  std::stable_sort(buttons.begin(), buttons.end(), [](const ButtonSpec& a, const ButtonSpec& b) {
    auto rank = [](const ButtonSpec& x) {
      return x.id.size() > 5 && x.id.compare(x.id.size() - 5, 5, " fake") == 0 ? 1 : 0;
    };
    return rank(a) < rank(b);
  });
  if (!announce.empty()) buttons.insert(buttons.begin(), {"open:announce", i18n_.t("act.announce"), true});
  if (!guess.empty()) buttons.insert(buttons.begin(), {"open:guess", i18n_.t("ui.guess_prompt"), true});
  if (!picked_.empty()) buttons.push_back({"cancel", i18n_.t("ui.cancel"), false});
  picker_choices_ = !announce.empty() ? announce : guess;

  const int current = obs_.value("current", -1);
  const std::string phase = obs_.value("phase", "");
  float y = r.y;
  std::string status;
  if (phase == "claims" || phase == "power" || phase == "guess" || phase == "spy") {
    if (obs_["announcer"].is_number() && obs_["announced"].is_string()) {
      status = i18n_.t("ui.announced", {{"name", name_of(obs_["announcer"].get<int>())},
                                        {"character", i18n_.character(obs_["announced"].get<std::string>())}});
    }
  }
  std::string whose = legal.empty() ? i18n_.t("ui.turn_of", {{"name", name_of(current)}})
                                    : i18n_.t("ui.your_turn");
  g_->text(whose, r.x + r.w / 2, y, 18, legal.empty() ? kCream : kHighlight, Align::Center, Face::Bold);
  y += 26;
  if (!status.empty()) {
    for (const auto& line : g_->wrap(status, 15, r.w)) {
      g_->text(line, r.cx(), y, 15, kGold, Align::Center);
      y += 20;
    }
  }
  if (!legal.empty()) {
    if (obs_.value("must_swap", false) && picked_.empty()) {
      prompt = i18n_.t("ui.must_swap") + " " + i18n_.t("ui.tap_card_any");
    }
    else if (any_tappable && picked_.empty()) prompt = needs_own ? i18n_.t("ui.tap_own_card") : i18n_.t("ui.tap_card_swap");
    else if (any_tappable) prompt = i18n_.t("ui.tap_second");
    for (const auto& line : g_->wrap(prompt, 15, r.w)) {
      g_->text(line, r.cx(), y, 15, kMuted, Align::Center);
      y += 20;
    }
    y += 4;
    // Flow the buttons in centred rows.
    const float bh = 44, gap = 8;
    size_t i = 0;
    while (i < buttons.size()) {
      size_t j = i;
      float row_w = 0;
      while (j < buttons.size()) {
        float w = std::min(r.w, g_->measure(buttons[j].label, 16, Face::Bold) + 32);
        if (j > i && row_w + gap + w > r.w) break;
        row_w += (j > i ? gap : 0) + w;
        ++j;
      }
      float x = r.cx() - row_w / 2;
      for (size_t k = i; k < j; ++k) {
        float w = std::min(r.w, g_->measure(buttons[k].label, 16, Face::Bold) + 32);
        button(buttons[k].id, {x, y, w, bh}, buttons[k].label, buttons[k].primary);
        x += w + gap;
      }
      y += bh + gap;
      i = j;
    }
  }
}

void App::draw_log(Rect r) {
  using namespace palette;
  g_->round_rect(r, 10, {20, 10, 22, 150});
  Rect inner = r.inset(8);
  g_->clip(&inner);
  // Newest at the bottom; log_scroll_ moves back in time.
  const float size = 14, lh = 19;
  std::vector<std::pair<std::string, bool>> lines;  // text, newest group
  for (size_t i = 0; i < log_lines_.size(); ++i) {
    for (const auto& l : g_->wrap(log_lines_[i], size, inner.w - 4)) {
      lines.push_back({l, i + 1 == log_lines_.size()});
    }
  }
  float total = lines.size() * lh;
  float max_scroll = std::max(0.f, total - inner.h);
  log_scroll_ = std::min(log_scroll_, max_scroll);
  float y = inner.y + inner.h - total + log_scroll_;
  for (const auto& [text, newest] : lines) {
    if (y + lh >= inner.y && y <= inner.y + inner.h) {
      g_->text(text, inner.x + 2, y, size, newest ? kCream : kMuted);
    }
    y += lh;
  }
  g_->clip(nullptr);
  hit("log", r);
}

void App::draw_end(Rect r) {
  using namespace palette;
  std::vector<std::string> names;
  bool you = false;
  for (const auto& w : obs_["winners"]) {
    int s = w.get<int>();
    names.push_back(name_of(s));
    if (is_human(s) && humans_.size() == 1) you = true;
  }
  std::string joined;
  for (size_t i = 0; i < names.size(); ++i) joined += (i ? ", " : "") + names[i];
  std::string title = you && names.size() == 1 ? i18n_.t("ui.you_win")
                      : i18n_.t(names.size() == 1 ? "ui.winner" : "ui.winners", {{"names", joined}});
  float y = r.y;
  g_->text(i18n_.t("ui.game_over"), r.cx(), y, 16, kMuted, Align::Center);
  y += 22;
  for (const auto& line : g_->wrap(title, 22, r.w)) {
    g_->text(line, r.cx(), y, 22, kHighlight, Align::Center, Face::Bold);
    y += 28;
  }
  std::string reason = obs_["end_reason"].is_string() ? obs_["end_reason"].get<std::string>() : "";
  if (!reason.empty()) {
    for (const auto& line : g_->wrap(i18n_.t("ui.end_" + reason), 15, r.w)) {
      g_->text(line, r.cx(), y, 15, kCream, Align::Center);
      y += 20;
    }
  }
  y += 6;
  float w = std::min(r.w, 300.f);
  button("play_again", {r.cx() - w / 2, y, w / 2 - 4, 44}, i18n_.t("ui.play_again"), true);
  button("new_game", {r.cx() + 4, y, w / 2 - 4, 44}, i18n_.t("ui.back_to_start"));
}

// A game with a GameView: the top bar, then the view owns the rest.
void App::draw_view_table() {
  const float W = g_->width(), H = g_->height();
  const float bar_h = 48;
  draw_top_bar({0, 0, W, bar_h});
  ViewContext ctx = view_context();
  view_->draw(ctx, {0, bar_h, W, H - bar_h});
}

void App::draw_table() {
  using namespace palette;
  if (view_) {
    draw_view_table();
    return;
  }
  const float W = g_->width(), H = g_->height();
  const bool wide = W >= 720 && W > H * 1.05f;
  const float bar_h = 48;
  draw_top_bar({0, 0, W, bar_h});
  Rect table_area, panel;
  if (wide) {
    float pw = std::min(380.f, W * 0.36f);
    table_area = {8, bar_h + 4, W - pw - 20, H - bar_h - 12};
    panel = {W - pw - 8, bar_h + 4, pw, H - bar_h - 12};
  } else {
    float ph = std::clamp(H * 0.34f, H < 600 ? 176.f : 200.f, 300.f);
    table_area = {4, bar_h, W - 8, H - bar_h - ph};
    panel = {8, H - ph, W - 16, ph - 8};
  }
  // The table: a felt oval with a gilt rim.
  float trx = table_area.w / 2 - 4, tr_y = table_area.h / 2 - 4;
  g_->ellipse(table_area.cx(), table_area.cy() + 6, trx, tr_y, {0, 0, 0, 80});
  g_->ellipse(table_area.cx(), table_area.cy(), trx, tr_y, kFeltEdge);
  g_->ellipse(table_area.cx(), table_area.cy(), trx - 8, tr_y - 8, kFelt);
  g_->ellipse_ring(table_area.cx(), table_area.cy(), trx - 9, tr_y - 9, 1.5f, with_alpha(kGold, 0.7f));
  TableLayout L = layout_table(table_area);
  double now = platform::now_seconds();
  draw_centre(L);
  draw_seats(L, now);
  draw_coins_and_bubbles(L, now);

  // The panel: turn and actions, then the log.
  g_->round_rect(panel, 14, {36, 14, 30, 215});
  Rect inner = panel.inset(12);
  if (obs_.value("over", false)) {
    draw_end(inner);
    Rect log_r{inner.x, inner.y + 150, inner.w, inner.h - 150};
    if (log_r.h > 60) draw_log(log_r);
  } else {
    // Measure the actions by drawing them; the log takes what is left.
    draw_actions(inner);
    float used = 0;
    for (const auto& h : hits_) {
      if (h.first.rfind("action:", 0) == 0 || h.first.rfind("open:", 0) == 0 || h.first == "cancel") {
        used = std::max(used, h.second.y + h.second.h - inner.y);
      }
    }
    used = std::max(used, 70.f);
    Rect log_r{inner.x, inner.y + used + 8, inner.w, inner.h - used - 8};
    if (log_r.h >= 44) draw_log(log_r);
  }
}

}  // namespace tabula::web
