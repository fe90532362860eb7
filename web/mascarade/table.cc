// Where the seats and cards sit round the oval, and drawing them: the name
// plates, the cards (with the swap / flip / lift animations), the gold, the
// Court and the Bank, flying coins and speech bubbles.
#include <algorithm>
#include <cmath>

#include "mascarade/cards.h"
#include "mascarade/view.h"
#include "mascarade/words.h"
#include "ui/atlas.h"

namespace tabula::web::mascarade_ui {

using namespace palette;

namespace {
struct SwapPose {
  Rect r;
  float lift = 0, shade = 0;
};
constexpr float kPi = 3.14159265f;
float ease(float t) { return t * t * (3 - 2 * t); }
float lerp(float a, float b, float t) { return a + (b - a) * t; }

// A point on the arc from `from` to `to`: a quadratic curve bowed towards the
// top of the screen by a quarter of the distance, as a hand carries a card.
SDL_FPoint arc(SDL_FPoint from, SDL_FPoint to, float t) {
  const float d = std::hypot(to.x - from.x, to.y - from.y);
  const SDL_FPoint c{(from.x + to.x) / 2, (from.y + to.y) / 2 - d * 0.25f};
  const float u = 1 - t;
  return {u * u * from.x + 2 * u * t * c.x + t * t * to.x, u * u * from.y + 2 * u * t * c.y + t * t * to.y};
}

// Where one card of a swap is `t` seconds in (anim.h kSwap*): `side` -1 for
// the first card, +1 for the second. Only the two places and the clock
// decide it: a real and a pretended swap look the same to whoever may not
// know which it was.
SwapPose swap_pose(const TableLayout& L, Rect home, int side, double t) {
  SwapPose out;
  const SDL_FPoint h{home.cx(), home.cy()};
  // Side by side in the middle of the table, overlapping a little.
  const float spread = home.w * 0.34f;
  const SDL_FPoint mid{L.area.cx() + side * spread, L.area.cy()};
  SDL_FPoint at = h;
  float scale = 1;
  const double t1 = kSwapLift, t2 = t1 + kSwapGo, t3 = t2 + kSwapPause, t4 = t3 + kSwapBack;
  if (t < t1) {  // lifted off the felt
    const float q = ease(static_cast<float>(t / kSwapLift));
    out.lift = q;
    scale = 1 + 0.08f * q;
    at.y -= 5 * q;
  } else if (t < t2) {  // carried to the middle, going under the table's edge
    const float q = ease(static_cast<float>((t - t1) / kSwapGo));
    at = arc({h.x, h.y - 5}, mid, q);
    out.lift = 1;
    out.shade = 0.4f * q;
    scale = lerp(1.08f, 0.86f, q);
  } else if (t < t3) {  // under the table: shuffled (crossing twice), then still
    const float q = std::min(1.f, static_cast<float>((t - t2) / (kSwapPause * 0.55)));
    at = {L.area.cx() + side * spread * std::cos(2 * kPi * q), mid.y + side * 4 * std::sin(2 * kPi * q)};
    out.lift = 1;
    out.shade = 0.4f;
    scale = 0.86f;
  } else if (t < t4) {  // back to its own place
    const float q = ease(static_cast<float>((t - t3) / kSwapBack));
    at = arc(mid, {h.x, h.y - 5}, q);
    out.lift = 1;
    out.shade = 0.4f * (1 - q);
    scale = lerp(0.86f, 1.08f, q);
  } else {  // set down with a small settle
    const float q = std::min(1.f, static_cast<float>((t - t4) / kSwapSettle));
    out.lift = 1 - ease(q);
    at.y -= 5 * (1 - ease(q));
    scale = 1 + 0.08f * (1 - ease(q)) - 0.025f * std::sin(kPi * q);
  }
  out.r = {at.x - home.w * scale / 2, at.y - home.h * scale / 2, home.w * scale, home.h * scale};
  return out;
}

// A card's back: its seat's design (a middle card's, by its place's name).
// The place, not the card: STYLE.md "Card backs".
int back_of(int owner, const std::string& slot) {
  if (owner >= 0) return owner % kBacks;
  int sum = 0;
  for (char ch : slot) sum += static_cast<unsigned char>(ch);
  return sum % kBacks;
}
}  // namespace

TableLayout MascaradeView::layout_table(const ViewContext& ctx, Rect area) const {
  TableLayout L;
  L.area = area;
  const int n = ctx.obs.value("players", 4);
  const int per_seat = n == 2 ? 3 : (n == 3 ? 2 : 1);
  const float short_side = std::min(area.w, area.h);
  float card_h = short_side * (n <= 3 ? 0.25f : n <= 5 ? 0.2f : n <= 8 ? 0.17f : 0.15f);
  card_h = std::clamp(card_h, 63.f, 120.f);
  // A finger needs 44x44 CSS px whatever the drawing: each seat is a block
  // of its cards' tap targets (at least 44 tall, ending at the cards' foot)
  // over its name plate's (44 tall, the 22 px plate drawn at its top).
  const float label_h = 22;
  float plate_max = 110;
  // An online clock's note beside a name ("4:12", "bot plays") needs a wider
  // plate; a crowded table narrows it again below.
  for (int s = 0; s < n; ++s)
    if (ctx.plate_name(s) != ctx.name_of(s)) plate_max = 150;
  std::vector<float> plate_w(n);
  auto measure_plates = [&]() {
    for (int s = 0; s < n; ++s) {
      std::string name = ctx.plate_name(s);
      if (s == ctx.seat && ctx.solo) name += " (" + ctx.i18n.t("ui.you") + ")";
      plate_w[s] = std::clamp(ctx.g.measure(name, 14, Face::Bold) + 18, 56.f, plate_max);
    }
  };
  measure_plates();
  float card_w = card_h * 0.7f;
  auto step = [&]() { return std::max(card_w + 5, kTap + 2); };
  auto cards_w = [&]() { return (per_seat - 1) * step() + std::max(card_w, kTap); };
  auto block_w = [&]() { return std::max(cards_w(), *std::max_element(plate_w.begin(), plate_w.end())); };
  auto up = [&]() { return std::max(card_h, kTap) - card_h / 2; };
  auto down = [&]() { return card_h / 2 + 2 + kTap; };
  // Seats sit round a superellipse: an oval (p = 2) while it has room,
  // squarer (up to p = 6) when many players crowd a narrow screen -- the
  // corners hold seats an oval leaves empty. They are spaced evenly along
  // it measured in seat blocks (a step across counts a block's width, a step
  // down its height), so a crowded oval's sides, where blocks stack, get as
  // many seats as they hold and no more: 13 seats sit round the table, not
  // in rows along its rim.
  float rx = 0, ry = 0;
  std::vector<SDL_FPoint> centre(n);
  auto place = [&](float p) {
    rx = std::max(0.f, area.w / 2 - block_w() / 2 - 4);
    ry = std::max(0.f, area.h / 2 - (up() + down()) / 2 - 2);
    const float bw = std::max(1.f, block_w()), bh = up() + down();
    constexpr int kSamples = 720;
    std::vector<SDL_FPoint> pt(kSamples + 1);
    std::vector<float> len(kSamples + 1, 0);
    for (int i = 0; i <= kSamples; ++i) {
      // From the bottom (this seat), clockwise on screen.
      const float th = kPi / 2 + 2 * kPi * i / kSamples;
      const float c = std::cos(th), si = std::sin(th);
      pt[i] = {area.cx() + rx * std::copysign(std::pow(std::fabs(c), 2 / p), c),
               area.cy() + ry * std::copysign(std::pow(std::fabs(si), 2 / p), si)};
      if (i > 0) len[i] = len[i - 1] + std::hypot((pt[i].x - pt[i - 1].x) / bw, (pt[i].y - pt[i - 1].y) / bh);
    }
    int j = 0;
    for (int rel = 0; rel < n; ++rel) {
      const float want = len[kSamples] * rel / n;
      while (j < kSamples && len[j + 1] < want) ++j;
      const float span = len[j + 1] - len[j];
      const float t = span > 0 ? (want - len[j]) / span : 0;
      const SDL_FPoint at{pt[j].x + (pt[j + 1].x - pt[j].x) * t, pt[j].y + (pt[j + 1].y - pt[j].y) * t};
      centre[(view_seat(ctx) + rel) % n] = at;
    }
  };
  // With no middle cards (2 and 3 players) the Court and the Bank stand
  // side by side in the middle (draw_centre: 60 px wide, 52 px art over a 38 px label):
  // a seat's block must clear them too -- 3 players in a short replay embed
  // laid two cards on each.
  int middle_cards = 0;
  for (const auto& slot : ctx.obs["slots"])
    if (slot.value("owner", -1) < 0) middle_cards++;
  auto overlaps = [&]() {
    const float bh = up() + down();
    int count = 0;
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) {
        const float half = (std::max(plate_w[a], cards_w()) + std::max(plate_w[b], cards_w())) / 2;
        if (std::fabs(centre[a].x - centre[b].x) < half + 1 && std::fabs(centre[a].y - centre[b].y) < bh + 1) count++;
      }
    if (middle_cards == 0) {
      const float piles_half = std::min(rx * 0.4f, 80.f) + 30, top = area.cy() - 33, bottom = area.cy() + 47;
      for (int a = 0; a < n; ++a) {
        const float half = std::max(plate_w[a], cards_w()) / 2;
        if (std::fabs(centre[a].x - area.cx()) < half + piles_half && centre[a].y + bh / 2 > top && centre[a].y - bh / 2 < bottom) count++;
      }
    }
    return count;
  };
  // When no oval fits (13 players on a phone), the seats line the felt's
  // edges like a grid's border: a row at the bottom (this seat in its
  // middle), a column up the left, a row along the top, a column down the
  // right, in the same order round the table.
  auto place_edges = [&]() {
    const float bw = block_w(), bh = up() + down();
    const float left = area.x + bw / 2 + 4, right = area.x + area.w - bw / 2 - 4;
    const float top = area.y + bh / 2 + 2, bottom = area.y + area.h - bh / 2 - 2;
    for (int side = 0; 2 * side <= n; ++side) {
      const int rest = n - 2 * side, nb = (rest + 1) / 2, nt = rest / 2;
      auto row_fits = [&](int k) { return k <= 1 || (right - left) / (k - 1) >= bw + 2; };
      if (!row_fits(nb) || !row_fits(nt)) continue;
      if (side > 0 && (bottom - top) / (side + 1) < bh + 2) return false;
      std::vector<SDL_FPoint> order;  // clockwise from this seat
      auto row_x = [&](int i, int k) { return k <= 1 ? area.cx() : left + (right - left) * i / (k - 1); };
      const int mid = nb / 2;
      for (int i = mid; i >= 0; --i) order.push_back({row_x(i, nb), bottom});
      for (int i = 0; i < side; ++i) order.push_back({left, bottom - (bottom - top) * (i + 1) / (side + 1)});
      for (int i = 0; i < nt; ++i) order.push_back({row_x(i, nt), top});
      for (int i = 0; i < side; ++i) order.push_back({right, top + (bottom - top) * (i + 1) / (side + 1)});
      for (int i = nb - 1; i > mid; --i) order.push_back({row_x(i, nb), bottom});
      for (int s = 0; s < n; ++s) centre[s] = order[(s - view_seat(ctx) + n) % n];
      return true;
    }
    return false;
  };
  const float shapes[] = {2, 2.5f, 3, 4, 6};
  float best_p = 2;
  bool edges = false;
  // A card a phone can read is 44 px wide (63 tall): smaller cards first
  // down to that, then narrower plates (the name shrinks or is cut), then
  // smaller cards again (a 360 px embed at 13 players).
  constexpr float kReadable = 44 / 0.7f;
  for (int iter = 0; iter < 24; ++iter) {
    bool fits = false;
    for (float p : shapes) {
      place(p);
      if (overlaps() == 0) { best_p = p; fits = true; break; }
    }
    if (fits || n <= 2) break;
    if (place_edges() && overlaps() == 0) { edges = true; break; }
    if (card_h > kReadable + 0.5f) {
      card_h = std::max(kReadable, card_h * 0.92f);
      card_w = card_h * 0.7f;
    } else if (plate_max > 64) {
      plate_max = std::max(64.f, plate_max - 12);
      measure_plates();
    } else if (card_h > 36) {
      card_h = std::max(36.f, card_h * 0.9f);
      card_w = card_h * 0.7f;
    } else if (plate_max > 56) {
      plate_max = std::max(56.f, plate_max - 12);
      measure_plates();
    } else {
      edges = place_edges();
      break;
    }
  }
  if (!edges) place(best_p);
  L.card_w = card_w;
  L.card_h = card_h;
  L.card_step = step();
  const float cx = area.cx(), cy = area.cy();
  L.seat_pos.resize(n);
  L.seat_label.resize(n);
  L.seat_hit.resize(n);
  for (int s = 0; s < n; ++s) {
    // centre[s] is the block's centre; the cards' centre sits above it.
    float px = centre[s].x;
    float py = centre[s].y - (down() - up()) / 2;
    L.seat_pos[s] = {px, py};
    L.seat_label[s] = {px - plate_w[s] / 2, py + card_h / 2 + 3, plate_w[s], label_h};
    float hw = std::max(plate_w[s], kTap);
    L.seat_hit[s] = {px - hw / 2, py + card_h / 2 + 2, hw, kTap};
  }
  // Cards: one, two or three per seat; centre cards between Court and Bank.
  int centre_count = 0;
  for (const auto& slot : ctx.obs["slots"]) {
    if (slot["owner"].get<int>() < 0) centre_count++;
  }
  int centre_i = 0;
  for (const auto& slot : ctx.obs["slots"]) {
    const std::string name = slot["name"].get<std::string>();
    const int owner = slot["owner"].get<int>();
    Rect r{0, 0, card_w, card_h};
    if (owner < 0) {
      const float cstep = std::max(card_w + 8, kTap + 2);
      float total = (centre_count - 1) * cstep + card_w;
      r.x = cx - total / 2 + centre_i * cstep;
      r.y = cy - card_h / 2;
      centre_i++;
    } else {
      const std::string hand = slot.value("hand", "");
      int k = 0;
      if (per_seat == 2) k = hand == "R" ? 1 : 0;
      if (per_seat == 3) k = hand == "L" ? 0 : (hand == "M" ? 1 : 2);
      // Seen from the player's chair, left is left; across the table it
      // mirrors, but a fixed left-to-right order reads best on a screen.
      float total = (per_seat - 1) * L.card_step + card_w;
      r.x = L.seat_pos[owner].x - total / 2 + k * L.card_step;
      r.y = L.seat_pos[owner].y - card_h / 2;
    }
    L.cards[name] = r;
  }
  auto seat_w = [&]() { return (per_seat - 1) * L.card_step + card_w; };
  float pile_dx = centre_count > 0 ? (centre_count * std::max(card_w + 8, kTap + 2)) / 2 + 50 : std::min(rx * 0.4f, 80.f);
  L.court = {cx - pile_dx, cy};
  L.bank = {cx + pile_dx, cy};
  // What a pile keeps clear of: every seat's cards with its coin, its name
  // plate, and the cards as they stand. A pile's art reaches 33 px over its
  // point and 26 px either side, its label (measured in the page's language)
  // 47 px under it (draw_centre).
  auto pile_obstacles = [&] {
    std::vector<Rect> taken;
    for (int s = 0; s < n; ++s) {
      const float w = seat_w();
      taken.push_back({L.seat_pos[s].x - w / 2, L.seat_pos[s].y - card_h / 2 - 14, w + 14, card_h + 14});  // the coin
      taken.push_back(L.seat_label[s]);
    }
    for (const auto& [name, r] : L.cards) taken.push_back(r);
    return taken;
  };
  auto half_w = [&](const char* key) {
    return std::max(26.f, (ctx.g.measure(ctx.i18n.t(key), 14, Face::Bold) + 12) / 2);
  };
  const float court_hw = half_w("mascarade.ui.court"), bank_hw = half_w("mascarade.ui.bank");
  auto clear_of = [](const std::vector<Rect>& taken, float x, float y, float hw) {
    const Rect pile{x - hw - 3, y - 33, 2 * hw + 6, 80};  // (3 px of felt between)
    for (const Rect& t : taken)
      if (pile.x < t.x + t.w && t.x < pile.x + pile.w && pile.y < t.y + t.h && t.y < pile.y + pile.h) return false;
    return true;
  };
  // On a narrow table the piles beside the centre cards would touch the side
  // seats: put the centre cards higher and the piles beneath them.
  if (centre_count > 0 && pile_dx + 30 > rx - std::max(seat_w(), 60.f) / 2 - 8) {
    // Not so high that their targets reach the top seat's name plate's.
    float free_top = area.y;
    for (int s = 0; s < n; ++s)
      if (L.seat_pos[s].y < cy) free_top = std::max(free_top, L.seat_hit[s].y + L.seat_hit[s].h + 1);
    const float hit_top = cy - std::max(card_h, kTap) / 2;
    const float lift = std::clamp(std::min(card_h * 0.6f, hit_top - free_top), 0.f, card_h * 0.6f);
    for (const auto& slot : ctx.obs["slots"]) {
      if (slot["owner"].get<int>() < 0) L.cards[slot["name"].get<std::string>()].y -= lift;
    }
    // The piles under the centre cards, clear of them and of every seat's
    // cards, coin and plate where the table leaves room (they touched in a
    // 360x640 embed at 4 players): lower first, then each further out;
    // else where they always stood.
    const float dx0 = std::min(58.f, card_w * (centre_count / 2.f) + 30);
    const float cards_bottom = cy + card_h / 2 - lift;
    const std::vector<Rect> taken = pile_obstacles();
    float dl = dx0, dr = dx0, y = cards_bottom + 20;
    [&] {
      for (float yy : {cards_bottom + 35, cards_bottom + 28}) {
        float l = -1, r = -1;
        for (float d = dx0; d <= dx0 + 32 && l < 0; d += 2) if (clear_of(taken, cx - d, yy, court_hw)) l = d;
        for (float d = dx0; d <= dx0 + 32 && r < 0; d += 2) if (clear_of(taken, cx + d, yy, bank_hw)) r = d;
        if (l >= 0 && r >= 0) { dl = l; dr = r; y = yy; return; }
      }
    }();
    L.court = {cx - dl, y};
    L.bank = {cx + dr, y};
  } else if (centre_count == 0) {
    // No middle cards: the piles stand either side of the middle. A long
    // label ("Tribunale") beside a seat's coin moves its pile inward, step
    // by step, past the middle if need be but never onto the other pile;
    // where nothing is clear it stays.
    const std::vector<Rect> taken = pile_obstacles();
    auto apart = [&](float court_x, float bank_x) { return court_x + court_hw + 12 <= bank_x - bank_hw; };
    for (float d = pile_dx; apart(cx - d, L.bank.x); d -= 2)
      if (clear_of(taken, cx - d, cy, court_hw)) { L.court.x = cx - d; break; }
    for (float d = pile_dx; apart(L.court.x, cx + d); d -= 2)
      if (clear_of(taken, cx + d, cy, bank_hw)) { L.bank.x = cx + d; break; }
  }
  place_cast(ctx, L);
  return L;
}

SDL_FPoint MascaradeView::place_pos(const TableLayout& L, const std::string& place) const {
  if (place == "bank") return L.bank;
  if (place == "court") return L.court;
  int s = std::atoi(place.c_str());
  if (s >= 0 && s < static_cast<int>(L.seat_pos.size())) return L.seat_pos[s];
  return {L.area.cx(), L.area.cy()};
}

void MascaradeView::explain(ViewContext& ctx, Rect r, const std::string& title, const std::string& body) const {
  // Under the open picker the table is not there to be asked about.
  if (!picker_open_ && ctx.explain) ctx.explain(r, title, body);
}

// A card explains what the seat on screen may know of it: the character
// when it is face up (or being shown), else that it is face down and what
// the seat remembers of it.
void MascaradeView::explain_card(ViewContext& ctx, Rect r, const Json& slot, const std::string& face) const {
  if (!face.empty()) {
    explain(ctx, r, character_name(ctx.i18n, face), character_power(ctx.i18n, face));
    return;
  }
  std::string body = ctx.i18n.t("mascarade.explain.card_down_body");
  const Json& known = slot["known"];
  if (known.is_array() && !known.empty() && known.size() <= 3) {
    std::string cards;
    for (const auto& k : known) cards += (cards.empty() ? "" : ", ") + character_name(ctx.i18n, k.get<std::string>());
    body += " " + ctx.i18n.t("mascarade.explain.card_known", {{"cards", cards}});
  }
  if (slot.value("hand", "") == "M") body += " " + ctx.i18n.t("mascarade.explain.card_protected");
  explain(ctx, r, ctx.i18n.t("mascarade.explain.card_down"), body);
}

void MascaradeView::draw_seats(ViewContext& ctx, const TableLayout& L) {
  Gfx& g = ctx.g;
  const double now = ctx.now;
  const int n = ctx.obs.value("players", 4);
  const int current = ctx.obs.value("current", -1);
  std::vector<int> claimants;
  if (ctx.obs["claimants"].is_array()) {
    for (const auto& c : ctx.obs["claimants"]) claimants.push_back(c.get<int>());
  }
  // Seat plates: the current seat glows.
  for (int s = 0; s < n; ++s) {
    Rect lab = L.seat_label[s];
    const std::string you = s == ctx.seat && ctx.solo ? " (" + ctx.i18n.t("ui.you") + ")" : "";
    const std::string name = ctx.plate_name(s) + you;
    bool turn = s == current;
    // A steady glow, not a pulse: an idle table must not redraw every frame.
    if (turn) g.round_rect(lab.inset(-3), 14, kHighlight);
    g.round_rect(lab, 11, s == ctx.seat ? kTeal : kVelvetDark);
    // A long name with a clock's note ("Annamária · gép játszik (Te)") is cut
    // at 11 px rather than run past the plate, the name first; its
    // explanation (a long press, a hover) keeps the whole of it.
    const Rect text_box = lab.inset(2);
    const std::string shown = ctx.plate_label(s, you, 11, text_box.w, Face::Bold);
    // The largest size (14 down to 11 px) at which it fits: measured, as the
    // width does not scale exactly with the size (fit_text's estimate ran a
    // pixel past the plate).
    float size = 14;
    while (size > 11 && g.measure(shown, size, Face::Bold) > text_box.w) size -= 0.5f;
    g.text(shown, text_box.cx(), text_box.cy() - size * 0.6f, size, kCream, Align::Center, Face::Bold);
    ctx.hit("seat:" + std::to_string(s), L.seat_hit[s]);
    {
      std::string body = ctx.i18n.t("mascarade.explain.seat_body", {{"gold", gold_text(ctx.i18n, ctx.obs["gold"][s].get<int>())}});
      if (std::find(claimants.begin(), claimants.end(), s) != claimants.end() && ctx.obs["announced"].is_string())
        body += " " + ctx.i18n.t("mascarade.explain.claimant", {{"character", character_name(ctx.i18n, ctx.obs["announced"].get<std::string>())}});
      explain(ctx, lab, shown != name ? name : ctx.name_of(s), body);
    }
    // Claimants wear a small mask tag.
    if (std::find(claimants.begin(), claimants.end(), s) != claimants.end()) {
      g.round_rect({lab.x + lab.w - 10, lab.y - 8, 16, 16}, 8, kGold);
      g.text("!", lab.x + lab.w - 2, lab.y - 8, 13, kInk, Align::Center, Face::Bold);
    }
  }
  // Which card targets can be tapped now.
  std::vector<std::string> tappable;
  std::vector<ParsedAction> legal = legal_parsed(ctx);
  for (const auto& a : legal) {
    if (a.slots.size() > picked_.size() &&
        std::equal(picked_.begin(), picked_.end(), a.slots.begin())) {
      tappable.push_back(a.slots[picked_.size()]);
    }
  }
  // Cards, with their animations. Cards on the move are drawn last, above
  // the others (a swap's pair crosses the table).
  struct Shown {
    const Json* slot;
    std::string name, face;
    Rect r;
    float flip = 1, lift = 0, shade = 0;
    bool moving = false;
  };
  std::vector<Shown> shown;
  for (const auto& slot : ctx.obs["slots"]) {
    Shown c;
    c.slot = &slot;
    c.name = slot["name"].get<std::string>();
    c.r = L.cards.at(c.name);
    c.face = slot["face_up"].is_string() ? slot["face_up"].get<std::string>() : "";
    float scale = 1;
    for (const Anim& a : anims_) {
      if (!a.active(now)) continue;
      float p = static_cast<float>(a.progress(now));
      if (a.kind == Anim::Swap && (a.a == c.name || a.b == c.name) && L.cards.count(a.a) && L.cards.count(a.b)) {
        const SwapPose pose = swap_pose(L, c.r, a.a == c.name ? -1 : 1, now - a.start);
        c.r = pose.r;
        c.lift = pose.lift;
        c.shade = pose.shade;
        c.moving = true;
      } else if (a.kind == Anim::Flip && a.a == c.name) {
        float f;
        std::string face;
        if (p < 0.1f) { f = 1 - p / 0.1f; face = ""; }
        else if (p < 0.2f) { f = (p - 0.1f) / 0.1f; face = a.card; }
        else if (p < 0.8f) { f = 1; face = a.card; }
        else if (p < 0.9f) { f = 1 - (p - 0.8f) / 0.1f; face = a.card; }
        else { f = (p - 0.9f) / 0.1f; face = ""; }
        c.flip = f;
        c.face = face;
        // Lifted to turn, held up while shown, set down.
        const float up = std::min(1.f, std::min(p, 1 - p) / 0.12f);
        c.lift = ease(up);
        c.r.y -= 6 * c.lift;
        scale = 1 + 0.05f * c.lift;
      } else if (a.kind == Anim::Lift && a.a == c.name) {
        // Someone looks at a card: it rises a little and settles back.
        const float up = std::sin(kPi * p);
        c.lift = up;
        c.r.y -= 12 * up;
        scale = 1 + 0.04f * up;
      }
    }
    if (scale != 1) {
      float cx = c.r.cx(), cy = c.r.cy();
      c.r.w *= scale;
      c.r.h *= scale;
      c.r.x = cx - c.r.w / 2;
      c.r.y = cy - c.r.h / 2;
    }
    shown.push_back(std::move(c));
  }
  std::stable_partition(shown.begin(), shown.end(), [](const Shown& c) { return !c.moving; });
  // While a swapped pair is under the table the rest of the table dims a
  // little: the candle is on the two cards, the moment everyone watches.
  float hush = 0;
  for (const Shown& c : shown) hush = std::max(hush, c.moving ? c.shade : 0.f);
  bool hushed = false;
  for (const Shown& c : shown) {
    if (c.moving && !hushed && hush > 0) {
      hushed = true;
      g.ellipse(L.area.cx(), L.area.cy(), L.area.w / 2 - 4, L.area.h / 2 - 4, {8, 2, 10, static_cast<Uint8>(130 * hush)});
    }
    const Json& slot = *c.slot;
    const std::string& name = c.name;
    const Rect r = c.r;
    const int owner = slot["owner"].get<int>();
    bool can_tap = std::find(tappable.begin(), tappable.end(), name) != tappable.end();
    bool is_picked = std::find(picked_.begin(), picked_.end(), name) != picked_.end();
    draw_card(g, ctx.i18n, r, c.face, c.flip, can_tap || is_picked, slot.value("hand", "") == "M",
              back_of(owner, name), c.lift);
    // Under the table: the travelling cards darken as they pass beneath it.
    if (c.shade > 0) g.round_rect(r, r.w * 0.1f, {10, 4, 12, static_cast<Uint8>(200 * c.shade)});
    if (is_picked) g.round_rect_outline(r.inset(-5), r.w * 0.14f, 3, kCream);
    // The target stays where the card rests, 44x44 at least: a seat's grows
    // upwards (its name plate's target is below), a centre card's both ways.
    Rect home = L.cards.at(name);
    Rect target{home.cx() - std::max(home.w, kTap) / 2, 0, std::max(home.w, kTap), std::max(home.h, kTap)};
    if (owner >= 0) target.y = home.y + home.h + 1 - target.h;
    else target.y = home.cy() - target.h / 2;
    ctx.hit((can_tap ? "slot:" : "card:") + name, target);
    explain_card(ctx, r, slot, c.face);
    // The seat's own memory, shown subtly when hints are on.
    const Json& known = slot["known"];
    if (ctx.hints && c.face.empty() && !c.moving && known.is_array() && !known.empty() && known.size() <= 2) {
      std::string guess;
      for (const auto& k : known) {
        if (!guess.empty()) guess += "/";
        guess += character_name(ctx.i18n, k.get<std::string>());
      }
      guess = ctx.i18n.t("mascarade.ui.probably", {{"card", guess}});
      float gw = g.measure(guess, 11);
      Rect tag{r.cx() - gw / 2 - 4, r.y + r.h * 0.72f, gw + 8, 15};
      // Kept on the table: a seat at its edge (13 players in a 360 px
      // embed) has no room to centre "Bishop/Inquisitor?" under its card.
      tag.x = std::max(L.area.x + 1, std::min(tag.x, L.area.x + L.area.w - tag.w - 1));
      g.round_rect(tag, 6, {20, 10, 20, 190});
      g.text(guess, tag.cx(), tag.y + 1, 11, kGold, Align::Center);
    }
  }
  // Gold: a coin badge at each seat's top-right.
  for (int s = 0; s < n; ++s) {
    int gold = ctx.obs["gold"][s].get<int>();
    float per = n == 2 ? 3 : (n == 3 ? 2 : 1);
    float total = (per - 1) * L.card_step + L.card_w;
    // On small cards (13 players on a phone) the coin is smaller and sits
    // further out on the corner, so it covers little of the card.
    const float cr = std::clamp(L.card_w * 0.24f, 11.f, 14.f), out = L.card_w < 60 ? cr * 0.45f : 0;
    float bx = L.seat_pos[s].x + total / 2 + out, by = L.seat_pos[s].y - L.card_h / 2 - out;
    by = std::max(by, L.area.y + cr + 2);  // the top seat's coin stayed out of the top bar (it lay on Replay)
    if (!art::draw(g, "mascarade/coin/blank", {bx - cr, by - cr, 2 * cr, 2 * cr})) {
      g.ellipse(bx, by, cr - 1, cr - 1, kGoldDark);
      g.ellipse(bx, by - 1, cr - 2, cr - 2, kGold);
    }
    const float gs = cr >= 14 ? 14 : 11;
    g.text(std::to_string(gold), bx, by - gs * 0.64f, gs, kInk, Align::Center, Face::Bold);
    explain(ctx, {bx - cr, by - cr, 2 * cr, 2 * cr}, ctx.i18n.t("mascarade.explain.gold"),
            ctx.i18n.t("mascarade.explain.gold_body", {{"name", ctx.name_of(s)}, {"gold", gold_text(ctx.i18n, gold)}}));
  }
}

void MascaradeView::draw_centre(ViewContext& ctx, const TableLayout& L) {
  Gfx& g = ctx.g;
  // A compact coin pile with "Court 3" under it: it must fit between the
  // centre cards and the seats even on a 320 px wide phone.
  auto pile = [&](SDL_FPoint p, const std::string& label, int amount, SDL_Color tint, const char* sprite, const std::string& body) {
    // The art's courthouse or coffer (faint when empty), else a coin pile.
    if (!art::draw(g, std::string("mascarade/") + sprite, {p.x - 26, p.y - 33, 52, 42}, amount > 0 ? 1.f : 0.55f)) {
      g.ellipse(p.x, p.y + 3, 20, 9, {0, 0, 0, 70});
      for (int i = 0; i < std::min(5, amount <= 0 ? 1 : 1 + amount / 4); ++i) {
        g.ellipse(p.x, p.y - i * 3.5f, 17, 8, kGoldDark);
        g.ellipse(p.x, p.y - i * 3.5f - 1.5f, 16, 7, amount > 0 ? kGold : with_alpha(kGold, 0.35f));
      }
    }
    std::string amount_text = std::to_string(amount);
    float w = std::max(g.measure(label, 14, Face::Bold), g.measure(amount_text, 15, Face::Bold)) + 12;
    g.round_rect({p.x - w / 2, p.y + 9, w, 38}, 10, {20, 10, 20, 150});
    g.text(label, p.x, p.y + 11, 14, tint, Align::Center, Face::Bold);
    g.text(amount_text, p.x, p.y + 28, 15, kCream, Align::Center, Face::Bold);
    // Asked about anywhere on it, the art included (layout_table keeps
    // this box clear of the cards where the table leaves room).
    const float hw = std::max(26.f, w / 2);
    explain(ctx, {p.x - hw, p.y - 33, 2 * hw, 80}, label, body);
  };
  const int court = ctx.obs.value("court", 0), bank = ctx.obs.value("bank", 0);
  pile(L.court, ctx.i18n.t("mascarade.ui.court"), court, kHighlight, "court",
       ctx.i18n.t("mascarade.explain.court_body", {{"gold", gold_text(ctx.i18n, court)}}));
  pile(L.bank, ctx.i18n.t("mascarade.ui.bank"), bank, kHighlight, "bank",
       ctx.i18n.t("mascarade.explain.bank_body", {{"gold", gold_text(ctx.i18n, bank)}}));
}

void MascaradeView::draw_coins_and_bubbles(ViewContext& ctx, const TableLayout& L) {
  Gfx& g = ctx.g;
  const double now = ctx.now;
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
        if (!art::draw(g, "mascarade/coin", {x - 10, y - 10, 20, 20})) {
          g.ellipse(x, y, 9, 9, kGoldDark);
          g.ellipse(x, y - 1, 8, 8, kGold);
        }
      }
    } else if (a.kind == Anim::Bubble && a.seat >= 0 && a.seat < (int)L.seat_pos.size()) {
      SDL_FPoint s = L.seat_pos[a.seat];
      float w = g.measure(a.text, 16, Face::Bold) + 20;
      float alpha = p < 0.85f ? 1 : (1 - p) / 0.15f;
      Rect b{s.x - w / 2, s.y - L.card_h / 2 - 34, w, 28};
      b.x = std::clamp(b.x, 2.f, g.width() - w - 2);
      b.y = std::max(b.y, L.area.y + 2);
      g.polygon({{s.x - 6, b.y + b.h - 1}, {s.x + 6, b.y + b.h - 1}, {s.x, b.y + b.h + 8}},
                  with_alpha(kCream, alpha));
      g.round_rect(b, 12, with_alpha(kCream, alpha));
      g.text(a.text, b.cx(), b.y + 5, 16, with_alpha(kVelvet, alpha), Align::Center, Face::Bold);
    }
  }
}

}  // namespace tabula::web::mascarade_ui
