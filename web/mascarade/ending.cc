// Mascarade's end for App's end sequence (app/ending.cc): the gold each
// player ends with (the only score the game keeps), why it ended, and on the
// podium the card a player holds -- its face where the seat on screen knows
// it (card/<id>), else the masked back: the end shows no more than the seat
// may know.
#include "mascarade/cards.h"
#include "mascarade/view.h"
#include "mascarade/words.h"

namespace tabula::web {
namespace mascarade_ui {

Reckoning MascaradeView::reckoning(const ViewContext& ctx) const {
  Reckoning r;
  const Json& gold = ctx.obs["gold"];
  if (gold.is_array())
    for (const auto& g : gold) r.totals.push_back(g.is_number() ? g.get<int>() : 0);
  r.total = ctx.i18n.t("mascarade.ui.gold");
  const Json& reason = ctx.obs["end_reason"];
  if (reason.is_string()) r.note = ctx.i18n.t("mascarade.ui.end_" + reason.get<std::string>());
  return r;
}

std::string MascaradeView::portrait(const ViewContext& ctx, int seat) const {
  for (const auto& slot : ctx.obs["slots"]) {
    if (slot.value("owner", -1) != seat) continue;
    const Json& known = slot["known"];
    if (known.is_array() && known.size() == 1 && known[0].is_string()) return "card/" + known[0].get<std::string>();
    const Json& up = slot["face_up"];
    if (up.is_string()) return "card/" + up.get<std::string>();
    break;
  }
  // Its seat's back (table.cc back_of: the place, never the card).
  return "card/back/" + std::to_string(seat % kBacks);
}

// A face shown on the podium carries its name, as on the table (the sprite's
// ribbon is blank); a back carries none.
void MascaradeView::over_portrait(const ViewContext& ctx, int seat, Gfx& g, Rect r) const {
  const std::string p = portrait(ctx, seat);
  if (p.rfind("card/", 0) != 0 || p.rfind("card/back/", 0) == 0) return;
  name_on_ribbon(g, ctx.i18n, r, p.substr(5));
}

}  // namespace mascarade_ui
}  // namespace tabula::web
