// What Mykerinos's pieces say about themselves (ViewContext::explain):
// parcel cards with their cartouche and patron, and museum rooms. The short
// ones (squares, patrons, tracks) are single "help.*" strings used where
// those pieces are drawn.
#include "mykerinos/view.h"

namespace tabula::web::mykerinos_ui {

std::string MykerinosView::card_help(const ViewContext& ctx, const Json& card) const {
  const std::string patron = str(card, "patron");
  std::string body = help(ctx, "cartouche", {{"n", std::to_string(num(card, "value"))}});
  if (patron.empty()) {
    body += "\n" + help(ctx, "no_patron");
  } else {
    body += "\n" + help(ctx, "card_patron", {{"patron", patron_name(ctx, patron)}}) + "\n" +
            help(ctx, "patron." + patron);
  }
  return body + "\n" + help(ctx, "reconstructed");
}

std::string MykerinosView::room_help(const ViewContext& ctx, const Json& obs, int i) const {
  const Json& wings = at(at(obs, "museum"), "wings");
  const Json& rooms = at(at(obs, "museum"), "rooms");
  auto wing = [&](int w) { return wings.is_array() && w < int(wings.size()) ? wings[size_t(w)].get<std::string>() : ""; };
  std::string body;
  if (i < 5) {
    body = help(ctx, "room3", {{"patron", patron_name(ctx, wing(i))}});
  } else if (i < 10) {
    body = help(ctx, "room5", {{"patron", patron_name(ctx, wing(i - 5))}});
  } else {
    body = help(ctx, "corridor", {{"a", patron_name(ctx, wing(i - 10))}, {"b", patron_name(ctx, wing((i - 9) % 5))}});
  }
  const Json& room = at(rooms, size_t(i));
  const int cube = at(room, "cube").is_number_integer() ? room["cube"].get<int>() : -1;
  body += "\n" + (cube >= 0 ? help(ctx, "room_held", {{"name", colour_name(ctx, obs, cube)}}) : help(ctx, "room_free"));
  return body;
}

}  // namespace tabula::web::mykerinos_ui
