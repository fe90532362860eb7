// The game log in words, in the chosen language, from the observation's log
// events (which already hide what the observing seat may not know).
#include "mascarade/view.h"

namespace tabula::web::mascarade_ui {

std::string MascaradeView::slot_phrase(const ViewContext& ctx, const std::string& slot) const {
  for (const auto& s : ctx.obs["slots"]) {
    if (s["name"] != slot) continue;
    int owner = s["owner"].get<int>();
    if (owner < 0) {
      return ctx.i18n.t("log.centre_card", {{"n", std::to_string(std::atoi(slot.c_str() + 1) + 1)}});
    }
    std::string hand = s.value("hand", "");
    if (hand == "L") return ctx.i18n.t("log.left_card", {{"name", ctx.name_of(owner)}});
    if (hand == "M") return ctx.i18n.t("log.middle_card", {{"name", ctx.name_of(owner)}});
    if (hand == "R") return ctx.i18n.t("log.right_card", {{"name", ctx.name_of(owner)}});
    return ctx.name_of(owner);
  }
  return slot;
}

std::string MascaradeView::place_name(const ViewContext& ctx, const Json& place) const {
  if (place.is_number_integer()) return ctx.name_of(place.get<int>());
  std::string p = place.is_string() ? place.get<std::string>() : "";
  if (p == "bank") return ctx.i18n.t("ui.bank");
  if (p == "court") return ctx.i18n.t("ui.court");
  return p;
}

std::string MascaradeView::format_event(const ViewContext& ctx, const Json& e) const {
  const std::string type = e.value("type", "");
  auto str = [&](const char* key) {
    return e.contains(key) && e[key].is_string() ? e[key].get<std::string>() : std::string();
  };
  std::map<std::string, std::string> a;
  if (e.contains("seat") && e["seat"].is_number_integer()) a["name"] = ctx.name_of(e["seat"].get<int>());
  if (type == "swap") {
    a["target"] = slot_phrase(ctx, str("other"));
    std::string key = "log.swap";
    if (ctx.obs.value("players", 4) <= 3) {
      // Several cards each: say which of his own cards he moved.
      key = "log.swap_own";
      std::string mine = str("mine");
      a["mine"] = ctx.i18n.t("log.hand_" + mine.substr(mine.size() - 1));
    }
    if (e["real"].is_boolean()) key += e["real"].get<bool>() ? "_real" : "_fake";
    return ctx.i18n.t(key, a);
  }
  if (type == "peek") {
    if (e["card"].is_string()) {
      a["card"] = ctx.i18n.character(str("card"));
      return ctx.i18n.t("log.peek_seen", a);
    }
    return ctx.i18n.t("log.peek", a);
  }
  if (type == "announce") {
    a["character"] = ctx.i18n.character(str("character"));
    return ctx.i18n.t("log.announce", a);
  }
  if (type == "claim") return ctx.i18n.t("log.claim", a);
  if (type == "decline") return "";  // a dozen "lets it pass" lines would bury the rest
  if (type == "reveal") {
    a["card"] = ctx.i18n.character(str("card"));
    return ctx.i18n.t("log.reveal", a);
  }
  if (type == "gold") {
    a["from"] = place_name(ctx, e["from"]);
    a["to"] = place_name(ctx, e["to"]);
    a["amount"] = std::to_string(e.value("amount", 0));
    a["gold"] = gold_text(ctx.i18n, e.value("amount", 0));
    std::string why = str("why");
    a["why"] = why == "fine" ? ctx.i18n.t("log.fine") : ctx.i18n.character(why);
    return ctx.i18n.t("log.gold", a);
  }
  if (type == "fortunes") {
    a["other"] = ctx.name_of(e.value("with", -1));
    return ctx.i18n.t("log.fortunes", a);
  }
  if (type == "spy") {
    if (e["cards"].is_array() && e["cards"].size() == 2) {
      a["a"] = ctx.i18n.character(e["cards"][0].get<std::string>());
      a["b"] = ctx.i18n.character(e["cards"][1].get<std::string>());
      return ctx.i18n.t("log.spy_seen", a);
    }
    return ctx.i18n.t("log.spy", a);
  }
  if (type == "spy-swap") {
    if (e["real"].is_boolean()) return ctx.i18n.t(e["real"].get<bool>() ? "log.spy_swap_real" : "log.spy_swap_fake", a);
    return ctx.i18n.t("log.spy_swap", a);
  }
  if (type == "fool") {
    a["a"] = slot_phrase(ctx, str("a"));
    a["b"] = slot_phrase(ctx, str("b"));
    if (e["real"].is_boolean()) return ctx.i18n.t(e["real"].get<bool>() ? "log.fool_real" : "log.fool_fake", a);
    return ctx.i18n.t("log.fool", a);
  }
  if (type == "inquire") {
    a["target"] = ctx.name_of(e.value("target", -1));
    return ctx.i18n.t("log.inquire", a);
  }
  if (type == "guess") {
    a["character"] = ctx.i18n.character(str("character"));
    return ctx.i18n.t("log.guess", a);
  }
  if (type == "no-power") {
    a["character"] = ctx.i18n.character(str("character"));
    return ctx.i18n.t("log.no_power", a);
  }
  if (type == "end") return ctx.i18n.t("log.end");
  return type;
}

}  // namespace tabula::web::mascarade_ui
