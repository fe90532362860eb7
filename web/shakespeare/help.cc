// What every Shakespeare piece says about itself (ViewContext::explain: a
// tooltip on hover, a long press on touch): characters, pieces, tokens and
// tracks, in the current language, from the observation only.
#include "shakespeare/help.h"

#include "shakespeare/draw.h"

namespace tabula::web::shakespeare_ui {

namespace {

std::string h(const I18n& i18n, const std::string& key, const std::map<std::string, std::string>& args = {}) {
  return tr(i18n, "help." + key, args);
}

// "2 × white (any act), 1 × red (Act I)"
std::string feather_list(const I18n& i18n, const Json& f) {
  static const char* kOrder[] = {"red", "yellow", "blue", "white"};
  std::string out;
  for (const char* k : kOrder) {
    int n = num(f, k, 0);
    if (n <= 0) continue;
    out += (out.empty() ? "" : ", ") + std::to_string(n) + " × " + h(i18n, std::string("feather.") + k);
  }
  return out;
}

void add(std::string& body, const std::string& line) {
  if (line.empty()) return;
  body += (body.empty() ? "" : "\n") + line;
}

}  // namespace

std::string card_help(const I18n& i18n, const Json& card) {
  const bool extra = flag(card, "extra") || str(card, "kind") == "extra";
  // A cast member carries its printed card under "card" (an Extra: the card
  // hired face down, public); a market card is the card itself.
  const Json& printed = at(card, "card").is_object() ? card["card"] : card;
  std::string body;
  if (extra) {
    add(body, h(i18n, "card.extra"));
    if (at(card, "card").is_object()) add(body, tr(i18n, "extra_card", {{"card", card_name(i18n, card["card"])}}));
  } else {
    const std::string kind = str(printed, "kind").empty() ? str(card, "kind") : str(printed, "kind");
    int value = num(card, "value", num(printed, "printed_value", num(card, "printed_value", 0)));
    add(body, h(i18n, "card." + kind, {{"n", std::to_string(value)}}));
    const int cost = num(card, "cost", num(printed, "cost", 0));
    add(body, cost > 0 ? h(i18n, "wage", {{"n", std::to_string(cost)}}) : h(i18n, "starting"));
    std::string act = feather_list(i18n, at(printed, "activation"));
    if (!act.empty()) add(body, h(i18n, "activation", {{"list", act}}));
    const Json& power = at(printed, "power");
    if (num(power, "pounds")) add(body, tr(i18n, "power.pounds", {{"n", std::to_string(num(power, "pounds"))}}));
    if (num(power, "ambiance")) add(body, tr(i18n, "power.ambiance"));
    if (num(power, "others_ambiance")) add(body, tr(i18n, "power.others_ambiance"));
    const Json& reh = at(printed, "rehearsal");
    if (reh.is_object()) {
      std::string list = feather_list(i18n, reh);
      auto more = [&](const std::string& s) { list += (list.empty() ? "" : ", ") + s; };
      if (num(reh, "each_act")) more(h(i18n, "each_act", {{"n", std::to_string(num(reh, "each_act"))}}));
      if (num(reh, "prestige")) more(tr(i18n, "fx.prestige", {{"n", std::to_string(num(reh, "prestige"))}}));
      if (num(reh, "pounds")) more("+£" + std::to_string(num(reh, "pounds")));
      if (!list.empty()) add(body, h(i18n, "rehearsal", {{"list", list}}));
    }
    if (kind == "actor") add(body, h(i18n, "slots"));
  }
  if (flag(card, "resting")) add(body, h(i18n, "resting"));
  if (flag(card, "cylinder")) add(body, h(i18n, "cylinder"));
  return body;
}

std::string piece_help(const I18n& i18n, const Json& obs, const std::string& colour, bool set) {
  std::string body = h(i18n, set ? "piece.set" : "piece.costume", {{"n", std::to_string(piece_value(obs, colour))}});
  if (colour == "yellow") add(body, h(i18n, "piece.yellow"));
  if (set) add(body, h(i18n, "set_effect." + colour));
  return body;
}

std::string piece_title(const I18n& i18n, const std::string& colour, bool set) {
  return h(i18n, set ? "piece.set_title" : "piece.costume_title", {{"colour", colour_word(i18n, colour)}});
}

std::string help(const I18n& i18n, const std::string& key, const std::map<std::string, std::string>& args) {
  return h(i18n, key, args);
}

}  // namespace tabula::web::shakespeare_ui
