// The game log in words, in the chosen language, from the observation's log
// events (which already hide what the observing seat may not know).
#include "app/app.h"

namespace tabula::web {

std::string App::name_of(int seat) const {
  if (seat >= 0 && seat < static_cast<int>(names_.size())) return names_[seat];
  return "?";
}

std::string App::slot_phrase(const std::string& slot) const {
  for (const auto& s : obs_["slots"]) {
    if (s["name"] != slot) continue;
    int owner = s["owner"].get<int>();
    if (owner < 0) {
      return i18n_.t("log.centre_card", {{"n", std::to_string(std::atoi(slot.c_str() + 1) + 1)}});
    }
    std::string hand = s.value("hand", "");
    if (hand == "L") return i18n_.t("log.left_card", {{"name", name_of(owner)}});
    if (hand == "M") return i18n_.t("log.middle_card", {{"name", name_of(owner)}});
    if (hand == "R") return i18n_.t("log.right_card", {{"name", name_of(owner)}});
    return name_of(owner);
  }
  return slot;
}

std::string App::place_name(const Json& place) const {
  if (place.is_number_integer()) return name_of(place.get<int>());
  std::string p = place.is_string() ? place.get<std::string>() : "";
  if (p == "bank") return i18n_.t("ui.bank");
  if (p == "court") return i18n_.t("ui.court");
  return p;
}

std::string App::format_event(const Json& e) const {
  const std::string type = e.value("type", "");
  auto str = [&](const char* key) {
    return e.contains(key) && e[key].is_string() ? e[key].get<std::string>() : std::string();
  };
  std::map<std::string, std::string> a;
  if (e.contains("seat") && e["seat"].is_number_integer()) a["name"] = name_of(e["seat"].get<int>());
  if (type == "swap") {
    a["target"] = slot_phrase(str("other"));
    std::string key = "log.swap";
    if (obs_.value("players", 4) <= 3) {
      // Several cards each: say which of his own cards he moved.
      key = "log.swap_own";
      std::string mine = str("mine");
      a["mine"] = i18n_.t("log.hand_" + mine.substr(mine.size() - 1));
    }
    if (e["real"].is_boolean()) key += e["real"].get<bool>() ? "_real" : "_fake";
    return i18n_.t(key, a);
  }
  if (type == "peek") {
    if (e["card"].is_string()) {
      a["card"] = i18n_.character(str("card"));
      return i18n_.t("log.peek_seen", a);
    }
    return i18n_.t("log.peek", a);
  }
  if (type == "announce") {
    a["character"] = i18n_.character(str("character"));
    return i18n_.t("log.announce", a);
  }
  if (type == "claim") return i18n_.t("log.claim", a);
  if (type == "decline") return "";  // a dozen "lets it pass" lines would bury the rest
  if (type == "reveal") {
    a["card"] = i18n_.character(str("card"));
    return i18n_.t("log.reveal", a);
  }
  if (type == "gold") {
    a["from"] = place_name(e["from"]);
    a["to"] = place_name(e["to"]);
    a["amount"] = std::to_string(e.value("amount", 0));
    std::string why = str("why");
    a["why"] = why == "fine" ? i18n_.t("log.fine") : i18n_.character(why);
    return i18n_.t("log.gold", a);
  }
  if (type == "fortunes") {
    a["other"] = name_of(e.value("with", -1));
    return i18n_.t("log.fortunes", a);
  }
  if (type == "spy") {
    if (e["cards"].is_array() && e["cards"].size() == 2) {
      a["a"] = i18n_.character(e["cards"][0].get<std::string>());
      a["b"] = i18n_.character(e["cards"][1].get<std::string>());
      return i18n_.t("log.spy_seen", a);
    }
    return i18n_.t("log.spy", a);
  }
  if (type == "spy-swap") {
    if (e["real"].is_boolean()) return i18n_.t(e["real"].get<bool>() ? "log.spy_swap_real" : "log.spy_swap_fake", a);
    return i18n_.t("log.spy_swap", a);
  }
  if (type == "fool") {
    a["a"] = slot_phrase(str("a"));
    a["b"] = slot_phrase(str("b"));
    if (e["real"].is_boolean()) return i18n_.t(e["real"].get<bool>() ? "log.fool_real" : "log.fool_fake", a);
    return i18n_.t("log.fool", a);
  }
  if (type == "inquire") {
    a["target"] = name_of(e.value("target", -1));
    return i18n_.t("log.inquire", a);
  }
  if (type == "guess") {
    a["character"] = i18n_.character(str("character"));
    return i18n_.t("log.guess", a);
  }
  if (type == "no-power") {
    a["character"] = i18n_.character(str("character"));
    return i18n_.t("log.no_power", a);
  }
  if (type == "end") return i18n_.t("log.end");
  return type;
}

}  // namespace tabula::web
