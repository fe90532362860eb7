// Mykerinos's end for App's end sequence (app/ending.cc): each player's
// prestige line by line, as the rulebook counts it -- each patron's cards
// times the best room held in that patron's wing (1 without one), the sets
// of five, then the cards' own points (what the score holds beyond the
// exhibition) -- and on the podium the patron whose cards a player gathered
// most (patron/<id>).
#include <algorithm>

#include "mykerinos/view.h"

namespace tabula::web {
namespace mykerinos_ui {

namespace {
// Cards of each patron a seat holds, in kPatronIds' order.
void patron_counts(const Json& seat, int count[5]) {
  for (int i = 0; i < 5; ++i) count[i] = 0;
  for (const auto& c : at(seat, "cards"))
    for (int i = 0; i < 5; ++i) count[i] += str(c, "patron") == kPatronIds[i] ? 1 : 0;
}
}  // namespace

// The same count as draw_breakdown() (panels.cc) draws in its table.
Reckoning MykerinosView::reckoning(const ViewContext& ctx) const {
  const Json& o = ctx.obs;
  const int players = num(o, "players", 3);
  const Json& wings = at(at(o, "museum"), "wings");
  const Json& rooms = at(at(o, "museum"), "rooms");
  Reckoning r;
  for (int i = 0; i < 5; ++i) r.lines.push_back({patron_name(ctx, kPatronIds[i]), {}, {}});
  r.lines.push_back({t(ctx, "sets"), {}, {}});
  r.lines.push_back({t(ctx, "cards"), {}, {}});
  for (int s = 0; s < players; ++s) {
    const Json& seat = at(at(o, "seats"), static_cast<size_t>(s));
    int count[5];
    patron_counts(seat, count);
    for (int i = 0; i < 5; ++i) {
      int wing = 0;
      for (int k = 0; k < 5; ++k)
        if (wings.size() == 5 && wings[size_t(k)] == kPatronIds[i]) wing = k;
      int best = 1;
      for (int room : {wing, 5 + wing, 10 + wing, 10 + (wing + 4) % 5})
        if (rooms.size() == 15 && rooms[size_t(room)]["cube"] == s) best = std::max(best, num(rooms[size_t(room)], "value"));
      r.lines[i].points.push_back(count[i] * best);
      r.lines[i].detail.push_back(std::to_string(count[i]) + "×" + std::to_string(best));
    }
    const int sets = *std::min_element(count, count + 5);
    r.lines[5].points.push_back(sets * 5);
    r.lines[5].detail.push_back(std::to_string(sets) + "×5");
    const int total = num(seat, "score");
    r.lines[6].points.push_back(total - num(seat, "exhibition"));
    r.totals.push_back(total);
  }
  r.total = t(ctx, "total");
  return r;
}

std::string MykerinosView::portrait(const ViewContext& ctx, int seat) const {
  int count[5];
  patron_counts(at(at(ctx.obs, "seats"), static_cast<size_t>(seat < 0 ? 0 : seat)), count);
  int best = 0;
  for (int i = 1; i < 5; ++i)
    if (count[i] > count[best]) best = i;
  return std::string("patron/") + kPatronIds[best];
}

}  // namespace mykerinos_ui
}  // namespace tabula::web
