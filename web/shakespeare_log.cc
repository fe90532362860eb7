// The Shakespeare log and the final scores. The engine's observation has no
// event list, so the view tells what happened by comparing each observation
// with the one before -- only through what both show, so nothing hidden
// (bids before they are revealed, rest choices) ever reaches the log.
#include <algorithm>
#include <cmath>

#include "shakespeare_draw.h"
#include "shakespeare_view.h"

namespace tabula::web {

using namespace shakespeare_ui;
using namespace palette;

namespace {

const Json& company(const Json& obs, int s) {
  static const Json kNull;
  const Json& cos = at(obs, "companies");
  return cos.is_array() && s < static_cast<int>(cos.size()) ? cos[s] : kNull;
}

// One disc's space on each act: seat -> space (neutral discs are skipped).
std::map<int, int> act_spaces(const Json& obs, int act) {
  std::map<int, int> out;
  const Json& acts = at(obs, "acts");
  if (!acts.is_array() || static_cast<int>(acts.size()) <= act) return out;
  for (const auto& d : acts[act]) {
    if (at(d, "disc").is_number()) out[d["disc"].get<int>()] = num(d, "space");
  }
  return out;
}

}  // namespace

void ShakespeareView::on_observation(const ViewContext& ctx, size_t first_new) {
  (void)first_new;
  const Json& cur = ctx.obs;
  if (prev_.is_null() || str(prev_, "game") != "shakespeare") {
    prev_ = cur;
    events_.clear();
    events_.push_back({{"type", "day"}, {"day", num(cur, "day", 1)}});
    return;
  }
  std::vector<Json> ev;
  const std::string p0 = str(prev_, "phase"), p1 = str(cur, "phase");
  const int n = static_cast<int>(at(cur, "companies").size());
  // Bids, once all of them are open.
  if (p0 == "bid" && p1 != "bid") {
    Json bids = Json::array();
    for (int s = 0; s < n; ++s) bids.push_back(company(cur, s).value("bid", 0));
    ev.push_back({{"type", "bids"}, {"bids", bids}});
  }
  for (int s = 0; s < n; ++s) {
    const Json& a = company(prev_, s);
    const Json& b = company(cur, s);
    if (a.is_null() || b.is_null()) continue;
    const Json& ca = at(a, "cast");
    const Json& cb = at(b, "cast");
    for (size_t i = 0; i < cb.size(); ++i) {
      if (i >= ca.size()) {
        ev.push_back({{"type", "hire"}, {"seat", s}, {"card", cb[i]}});
        continue;
      }
      if (!ca[i].value("cylinder", false) && cb[i].value("cylinder", false))
        ev.push_back({{"type", "activate"}, {"seat", s}, {"card", cb[i]}});
      const Json& pa = at(ca[i], "pieces");
      const Json& pb = at(cb[i], "pieces");
      for (size_t k = pa.size(); k < pb.size(); ++k)
        ev.push_back({{"type", "costume"}, {"seat", s}, {"card", cb[i]}, {"colour", pb[k]}});
    }
    int rested = 0;
    for (size_t i = 0; i < std::min(ca.size(), cb.size()); ++i)
      rested += !ca[i].value("resting", false) && cb[i].value("resting", false);
    if (rested) ev.push_back({{"type", "rest"}, {"seat", s}, {"n", rested}});
    const Json& sa = at(a, "set");
    const Json& sb = at(b, "set");
    if (sb.is_object()) {
      for (auto it = sb.begin(); it != sb.end(); ++it) {
        if (!sa.is_object() || !sa.contains(it.key()))
          ev.push_back({{"type", "set"}, {"seat", s}, {"space", it.key()}, {"colour", it.value()}});
      }
    }
    if (num(b, "objective_count") > num(a, "objective_count"))
      ev.push_back({{"type", "objective"}, {"seat", s}});
    if (num(b, "plus3") > num(a, "plus3")) ev.push_back({{"type", "plus3"}, {"seat", s}});
    int dp = num(b, "prestige") - num(a, "prestige");
    int dl = num(b, "pounds") - num(a, "pounds");
    if (dp || dl) ev.push_back({{"type", "purse"}, {"seat", s}, {"prestige", dp}, {"pounds", dl},
                                {"total_prestige", num(b, "prestige")}, {"total_pounds", num(b, "pounds")}});
  }
  for (int act = 0; act < 3; ++act) {
    auto a = act_spaces(prev_, act), b = act_spaces(cur, act);
    for (const auto& [seat, space] : b) {
      auto it = a.find(seat);
      if (it != a.end() && it->second != space)
        ev.push_back({{"type", "act"}, {"seat", seat}, {"act", act}, {"from", it->second}, {"to", space}});
    }
  }
  if (num(cur, "day") != num(prev_, "day")) ev.push_back({{"type", "day"}, {"day", num(cur, "day")}});
  if (game_over(cur) && !game_over(prev_)) ev.push_back({{"type", "over"}});
  for (auto& e : ev) events_.push_back(std::move(e));
  if (events_.size() > 400) events_.erase(events_.begin(), events_.begin() + (events_.size() - 400));
  prev_ = cur;
  log_scroll_ = 0;
}

std::string ShakespeareView::format_event(const ViewContext& ctx, const Json& e) const {
  const I18n& i18n = ctx.i18n;
  const std::string type = str(e, "type");
  const int seat = num(e, "seat", -1);
  std::map<std::string, std::string> args;
  if (seat >= 0) args["name"] = ctx.name_of(seat);
  if (type == "day") {
    args["day"] = std::to_string(num(e, "day"));
    return tr(i18n, "log.day", args);
  }
  if (type == "bids") {
    std::string list;
    const Json& bids = at(e, "bids");
    for (size_t s = 0; s < bids.size(); ++s) {
      if (!list.empty()) list += ", ";
      list += ctx.name_of(static_cast<int>(s)) + " " + std::to_string(bids[s].is_number() ? bids[s].get<int>() : 0);
    }
    return tr(i18n, "log.bids", {{"list", list}});
  }
  if (type == "hire") {
    const Json& card = at(e, "card");
    args["card"] = card_name(i18n, card);
    if (!card.value("extra", false)) return tr(i18n, "log.hire", args);
    // An Extra's card is public (engine README, decision 16): name it.
    if (!at(card, "card").is_object()) return tr(i18n, "log.hire_extra", args);
    args["card"] = card_name(i18n, card["card"]);
    return tr(i18n, "log.hire_extra_card", args);
  }
  if (type == "activate") {
    args["card"] = card_name(i18n, at(e, "card"));
    return tr(i18n, "log.activate", args);
  }
  if (type == "costume") {
    args["card"] = card_name(i18n, at(e, "card"));
    args["colour"] = colour_word(i18n, str(e, "colour"));
    return tr(i18n, "log.costume", args);
  }
  if (type == "set") {
    args["space"] = str(e, "space");
    args["colour"] = colour_word(i18n, str(e, "colour"));
    return tr(i18n, "log.set", args);
  }
  if (type == "rest") {
    args["n"] = std::to_string(num(e, "n"));
    return tr(i18n, "log.rest", args);
  }
  if (type == "objective") return tr(i18n, "log.objective", args);
  if (type == "plus3") return tr(i18n, "log.plus3", args);
  if (type == "purse") {
    std::string parts;
    int dp = num(e, "prestige"), dl = num(e, "pounds");
    auto sign = [](int v) { return (v > 0 ? "+" : "−") + std::to_string(std::abs(v)); };
    if (dp) parts += sign(dp) + " ★ (" + std::to_string(num(e, "total_prestige")) + ")";
    if (dl) parts += std::string(parts.empty() ? "" : ", ") + sign(dl) + " £ (" + std::to_string(num(e, "total_pounds")) + ")";
    args["change"] = parts;
    return tr(i18n, "log.purse", args);
  }
  if (type == "act") {
    args["act"] = roman(num(e, "act"));
    args["from"] = std::to_string(num(e, "from"));
    args["to"] = std::to_string(num(e, "to"));
    return tr(i18n, num(e, "to") > num(e, "from") ? "log.advance" : "log.retreat", args);
  }
  if (type == "over") return tr(i18n, "log.over");
  return "";
}

void ShakespeareView::draw_log(ViewContext& ctx, Rect r, int lines) {
  Gfx& g = ctx.g;
  g.round_rect(r, 10, with_alpha(kVelvetDark, 0.85f));
  ctx.hit("v:log", r);
  const float size = 14, lh = 18;
  std::vector<std::string> out;
  for (auto it = events_.rbegin(); it != events_.rend() && static_cast<int>(out.size()) < lines * 2; ++it) {
    std::string s = format_event(ctx, *it);
    if (!s.empty()) out.push_back(s);
  }
  int fit = std::max(1, static_cast<int>((r.h - 8) / lh));
  fit = std::min(fit, lines);
  g.clip(&r);
  // Newest at the bottom.
  std::vector<std::string> wrapped;
  for (const auto& s : out) {
    auto w = g.wrap(s, size, r.w - 16);
    for (auto wi = w.rbegin(); wi != w.rend(); ++wi) wrapped.push_back(*wi);
    if (static_cast<int>(wrapped.size()) >= fit) break;
  }
  float y = r.y + r.h - 4 - lh;
  for (size_t i = 0; i < wrapped.size() && static_cast<int>(i) < fit; ++i) {
    g.text(wrapped[i], r.x + 8, y + 1, size, i < 1 ? kCream : kMuted);
    y -= lh;
  }
  g.clip(nullptr);
}

void ShakespeareView::draw_scores(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& obs = ctx.obs;
  const I18n& i18n = ctx.i18n;
  const Json& cos = at(obs, "companies");
  const int n = static_cast<int>(cos.size());
  std::vector<int> winners;
  for (const auto& w : at(obs, "winners")) winners.push_back(w.get<int>());
  const float body = r.w < 500 ? 14 : 16;
  float y = r.y;
  g.text(tr(i18n, "scores"), r.cx(), y, body + 4, kGold, Align::Center, Face::Bold);
  y += body + 14;
  if (n == 1) {
    g.text(tr(i18n, "solo_result", {{"n", std::to_string(num(cos[0], "prestige"))}}), r.cx(), y, body, kCream,
           Align::Center);
    y += body + 10;
  } else if (!winners.empty()) {
    std::string names;
    for (int w : winners) names += (names.empty() ? "" : ", ") + ctx.name_of(w);
    g.text(tr(i18n, winners.size() > 1 ? "winners" : "winner", {{"names", names}}), r.cx(), y, body, kCream,
           Align::Center, Face::Bold);
    y += body + 10;
  }
  // Highest prestige first, ties by pounds, as the engine ranks them.
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    int pa = num(cos[a], "prestige"), pb = num(cos[b], "prestige");
    if (pa != pb) return pa > pb;
    return num(cos[a], "pounds") > num(cos[b], "pounds");
  });
  // Rows: objectives, yellow pieces, characters paid, prestige, pounds.
  const std::vector<std::string> rows = {"score.objectives", "score.yellow", "score.paid", "score.unpaid",
                                         "score.prestige", "score.pounds"};
  float label_w = std::min(r.w * 0.42f, 190.f);
  float col_w = (r.w - label_w) / std::max(1, n);
  float row_h = body + 14;
  for (int k = 0; k < n; ++k) {
    int s = order[k];
    Rect head{r.x + label_w + k * col_w, y, col_w - 4, row_h + 6};
    bool won = std::find(winners.begin(), winners.end(), s) != winners.end();
    g.round_rect(head, 6, won ? kGoldDark : kVelvetDark);
    disc(g, head.x + 10, head.cy(), 6, s);
    g.fit_text(ctx.name_of(s), {head.x + 18, head.y, head.w - 20, head.h}, body, 9, kCream, Face::Bold);
  }
  y += row_h + 12;
  for (size_t ri = 0; ri < rows.size(); ++ri) {
    Rect row{r.x, y, r.w, row_h};
    if (ri % 2 == 0) g.round_rect(row, 4, with_alpha(kVelvetDark, 0.6f));
    bool total = rows[ri] == "score.prestige";
    g.fit_text(tr(i18n, rows[ri]), {row.x + 4, row.y, label_w - 8, row.h}, body - 1, 9,
               total ? kGold : kCream, total ? Face::Bold : Face::Regular);
    for (int k = 0; k < n; ++k) {
      const Json& c = cos[order[k]];
      const Json& f = at(c, "final");
      std::string v;
      if (ri == 0) v = "+" + std::to_string(num(f, "objective_points"));
      else if (ri == 1) v = "+" + std::to_string(num(f, "yellow_points"));
      else if (ri == 2) v = "£" + std::to_string(num(f, "paid_pounds"));
      else if (ri == 3) v = std::to_string(num(f, "unpaid"));
      else if (ri == 4) v = "★ " + std::to_string(num(c, "prestige"));
      else v = "£" + std::to_string(num(c, "pounds"));
      g.fit_text(v, {r.x + label_w + k * col_w, row.y, col_w - 4, row.h}, body, 9, total ? kGold : kCream,
                 total ? Face::Bold : Face::Regular);
    }
    y += row_h;
  }
  y += 8;
  for (const auto& l : g.wrap(tr_or(i18n, "score_note", ""), body - 2, r.w)) {
    g.text(l, r.x, y, body - 2, kMuted);
    y += body + 2;
  }
  y += 10;
  float bw = std::min(r.w, 360.f);
  if (y + 44 < r.y + r.h) {
    ctx.button("play_again", {r.cx() - bw / 2, y, bw / 2 - 4, 44}, ctx.i18n.t("ui.play_again"), true, true, 15);
    ctx.button("new_game", {r.cx() + 4, y, bw / 2 - 4, 44}, ctx.i18n.t("ui.back_to_start"), false, true, 15);
  }
}

}  // namespace tabula::web
