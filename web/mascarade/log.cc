// The game log in words, in the chosen language, from the observation's log
// events (which already hide what the observing seat may not know), and the
// log box itself.
#include <algorithm>

#include "mascarade/view.h"
#include "mascarade/words.h"

namespace tabula::web::mascarade_ui {

using namespace palette;

std::string MascaradeView::slot_phrase(const ViewContext& ctx, const std::string& slot) const {
  for (const auto& s : ctx.obs["slots"]) {
    if (s["name"] != slot) continue;
    int owner = s["owner"].get<int>();
    if (owner < 0) {
      return ctx.i18n.t("mascarade.log.centre_card", {{"n", std::to_string(std::atoi(slot.c_str() + 1) + 1)}});
    }
    std::string hand = s.value("hand", "");
    if (hand == "L") return ctx.i18n.t("mascarade.log.left_card", {{"name", ctx.name_of(owner)}});
    if (hand == "M") return ctx.i18n.t("mascarade.log.middle_card", {{"name", ctx.name_of(owner)}});
    if (hand == "R") return ctx.i18n.t("mascarade.log.right_card", {{"name", ctx.name_of(owner)}});
    return ctx.name_of(owner);
  }
  return slot;
}

std::string MascaradeView::place_name(const ViewContext& ctx, const Json& place) const {
  if (place.is_number_integer()) return ctx.name_of(place.get<int>());
  std::string p = place.is_string() ? place.get<std::string>() : "";
  if (p == "bank") return ctx.i18n.t("mascarade.ui.bank");
  if (p == "court") return ctx.i18n.t("mascarade.ui.court");
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
    std::string key = "mascarade.log.swap";
    if (ctx.obs.value("players", 4) <= 3) {
      // Several cards each: say which of his own cards he moved.
      key = "mascarade.log.swap_own";
      std::string mine = str("mine");
      a["mine"] = ctx.i18n.t("mascarade.log.hand_" + mine.substr(mine.size() - 1));
    }
    if (e["real"].is_boolean()) key += e["real"].get<bool>() ? "_real" : "_fake";
    return ctx.i18n.t(key, a);
  }
  if (type == "peek") {
    if (e["card"].is_string()) {
      a["card"] = character_name(ctx.i18n, str("card"));
      return ctx.i18n.t("mascarade.log.peek_seen", a);
    }
    return ctx.i18n.t("mascarade.log.peek", a);
  }
  if (type == "announce") {
    a["character"] = character_name(ctx.i18n, str("character"));
    return ctx.i18n.t("mascarade.log.announce", a);
  }
  if (type == "claim") return ctx.i18n.t("mascarade.log.claim", a);
  if (type == "decline") return "";  // a dozen "lets it pass" lines would bury the rest
  if (type == "reveal") {
    a["card"] = character_name(ctx.i18n, str("card"));
    return ctx.i18n.t("mascarade.log.reveal", a);
  }
  if (type == "gold") {
    a["from"] = place_name(ctx, e["from"]);
    a["to"] = place_name(ctx, e["to"]);
    a["amount"] = std::to_string(e.value("amount", 0));
    a["gold"] = gold_text(ctx.i18n, e.value("amount", 0));
    std::string why = str("why");
    a["why"] = why == "fine" ? ctx.i18n.t("mascarade.log.fine") : character_name(ctx.i18n, why);
    return ctx.i18n.t("mascarade.log.gold", a);
  }
  if (type == "fortunes") {
    a["other"] = ctx.name_of(e.value("with", -1));
    return ctx.i18n.t("mascarade.log.fortunes", a);
  }
  if (type == "spy") {
    if (e["cards"].is_array() && e["cards"].size() == 2) {
      a["a"] = character_name(ctx.i18n, e["cards"][0].get<std::string>());
      a["b"] = character_name(ctx.i18n, e["cards"][1].get<std::string>());
      return ctx.i18n.t("mascarade.log.spy_seen", a);
    }
    return ctx.i18n.t("mascarade.log.spy", a);
  }
  if (type == "spy-swap") {
    if (e["real"].is_boolean()) return ctx.i18n.t(e["real"].get<bool>() ? "mascarade.log.spy_swap_real" : "mascarade.log.spy_swap_fake", a);
    return ctx.i18n.t("mascarade.log.spy_swap", a);
  }
  if (type == "fool") {
    a["a"] = slot_phrase(ctx, str("a"));
    a["b"] = slot_phrase(ctx, str("b"));
    if (e["real"].is_boolean()) return ctx.i18n.t(e["real"].get<bool>() ? "mascarade.log.fool_real" : "mascarade.log.fool_fake", a);
    return ctx.i18n.t("mascarade.log.fool", a);
  }
  if (type == "inquire") {
    a["target"] = ctx.name_of(e.value("target", -1));
    return ctx.i18n.t("mascarade.log.inquire", a);
  }
  if (type == "guess") {
    a["character"] = character_name(ctx.i18n, str("character"));
    return ctx.i18n.t("mascarade.log.guess", a);
  }
  if (type == "no-power") {
    a["character"] = character_name(ctx.i18n, str("character"));
    return ctx.i18n.t("mascarade.log.no_power", a);
  }
  if (type == "end") return ctx.i18n.t("mascarade.log.end");
  return type;
}

void MascaradeView::draw_log(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  g.round_rect(r, 10, {20, 10, 22, 150});
  Rect inner = r.inset(8);
  g.clip(&inner);
  // Newest at the bottom; log_scroll_ moves back in time. On the seat's
  // turn, what happened since its last turn comes under a heading, bright.
  const float size = 14, lh = 19;
  enum Style { kOld, kNew, kHeading };
  std::vector<std::pair<std::string, Style>> lines;
  const Json& log = ctx.obs["log"];
  const bool summary = !ctx.legal.empty() && log.is_array() && since_ < log.size();
  size_t heading = lines.size();  // the heading's line, if there is one
  for (size_t i = 0; log.is_array() && i < log.size(); ++i) {
    if (summary && i == since_) {
      heading = lines.size();
      lines.push_back({ctx.i18n.t("mascarade.ui.since_your_turn"), kHeading});
    }
    const std::string text = format_event(ctx, log[i]);
    if (text.empty()) continue;
    const bool bright = summary ? i >= since_ : i + 1 == log.size();
    for (const auto& l : g.wrap(text, size, inner.w - 4)) lines.push_back({l, bright ? kNew : kOld});
  }
  float total = lines.size() * lh;
  float max_scroll = std::max(0.f, total - inner.h);
  log_scroll_ = std::min(log_scroll_, max_scroll);
  float y = inner.y + inner.h - total + log_scroll_;
  // Thirteen players' moves overflow a phone's log box: the heading then
  // stays pinned at its top (the summary scrolls under it), so a player back
  // at the table still reads that these lines are what happened since.
  const bool pinned = summary && heading < lines.size() && y + heading * lh < inner.y;
  Rect body = inner;
  if (pinned) {
    body.y += lh;
    body.h -= lh;
    g.clip(&body);
  }
  for (size_t k = 0; k < lines.size(); ++k, y += lh) {
    const auto& [text, style] = lines[k];
    if (pinned && k == heading) continue;
    if (y + lh < body.y || y > body.y + body.h) continue;
    g.text(text, inner.x + 2, y, size, style == kHeading ? kGold : style == kNew ? kCream : kMuted, Align::Left,
           style == kHeading ? Face::Bold : Face::Regular);
  }
  if (pinned) {
    g.clip(&inner);
    g.text(lines[heading].first, inner.x + 2, inner.y, size, kGold, Align::Left, Face::Bold);
  }
  g.clip(nullptr);
  ctx.hit("log", r);
}

}  // namespace tabula::web::mascarade_ui
