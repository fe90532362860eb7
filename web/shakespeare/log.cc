// The Shakespeare log and the final scores. The engine keeps the log
// (observation "log", engine/shakespeare/README.md): the same for every seat,
// with nothing hidden in it, so the view only puts its events into words.
#include <algorithm>
#include <cmath>

#include "shakespeare/draw.h"
#include "shakespeare/view.h"

namespace tabula::web {

using namespace shakespeare_ui;
using namespace palette;

namespace {

std::string signed_amount(int v) { return (v > 0 ? "+" : "−") + std::to_string(std::abs(v)); }

// "+2 ★, −1 £" (the parts that are not zero).
std::string change_text(int prestige, int pounds) {
  std::string out;
  if (prestige) out += signed_amount(prestige) + " ★";
  if (pounds) out += std::string(out.empty() ? "" : ", ") + signed_amount(pounds) + " £";
  return out;
}

}  // namespace

std::vector<std::string> ShakespeareView::log_lines(const ViewContext& ctx) const {
  std::vector<std::string> out;
  for (const auto& e : at(ctx.obs, "log")) {
    std::string text = format_event(ctx, e);
    if (!text.empty()) out.push_back(text);
  }
  return out;
}

std::string ShakespeareView::format_event(const ViewContext& ctx, const Json& e) const {
  const I18n& i18n = ctx.i18n;
  const std::string type = str(e, "type");
  const int seat = num(e, "seat", -1);
  std::map<std::string, std::string> args;
  if (seat >= 0) args["name"] = ctx.name_of(seat);
  if (at(e, "card").is_object()) args["card"] = card_name(i18n, e["card"]);
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
    // An Extra's card is public (engine README, decision 16): name it.
    if (flag(e, "extra")) return tr(i18n, "log.hire_extra_card", args);
    return tr(i18n, flag(e, "draft") ? "log.draft" : "log.hire", args);
  }
  if (type == "activate") return tr(i18n, flag(e, "plus3") ? "log.activate_plus3" : "log.activate", args);
  if (type == "pass") return tr(i18n, "log.pass", args);
  if (type == "costume") {
    args["colour"] = colour_word(i18n, str(e, "colour"));
    return tr(i18n, flag(e, "extra") ? "log.costume_extra" : "log.costume", args);
  }
  if (type == "set") {
    args["space"] = str(e, "space");
    args["colour"] = colour_word(i18n, str(e, "colour"));
    return tr(i18n, "log.set", args);
  }
  if (type == "plus3") return tr(i18n, "log.plus3", args);
  if (type == "act" || type == "neutral") {
    args["act"] = roman(num(e, "act"));
    args["from"] = std::to_string(num(e, "from"));
    args["to"] = std::to_string(num(e, "to"));
    if (type == "neutral") return tr(i18n, "log.neutral", args);
    return tr(i18n, num(e, "to") > num(e, "from") ? "log.advance" : "log.retreat", args);
  }
  if (type == "queen") return tr(i18n, str(e, "choice") == "objectives" ? "log.queen_objectives" : "log.queen_pounds", args);
  if (type == "objective") return tr(i18n, "log.objective", args);
  if (type == "ambiance") return tr(i18n, "log.ambiance." + str(e, "space"), args);
  if (type == "rehearsal") return tr(i18n, "log.rehearsal");
  if (type == "act_scoring") {
    std::vector<std::string> parts;
    auto act = [&](int a) { return tr(i18n, "act_n", {{"act", roman(a)}}); };
    if (num(e, "act1_pounds")) parts.push_back(act(0) + " " + change_text(0, num(e, "act1_pounds")));
    if (num(e, "act2_prestige")) parts.push_back(act(1) + " " + change_text(num(e, "act2_prestige"), 0));
    if (num(e, "act3_prestige")) parts.push_back(act(2) + " " + change_text(num(e, "act3_prestige"), 0));
    if (num(e, "grey")) parts.push_back(tr(i18n, "log.grey") + " " + change_text(num(e, "grey"), 0));
    std::string change;
    for (const auto& p : parts) change += (change.empty() ? "" : ", ") + p;
    args["change"] = change.empty() ? tr(i18n, "log.nothing") : change;
    args["prestige"] = std::to_string(num(e, "total_prestige"));
    args["pounds"] = std::to_string(num(e, "total_pounds"));
    return tr(i18n, "log.act_scoring", args);
  }
  if (type == "purse") {
    std::string parts;
    const int dp = num(e, "prestige"), dl = num(e, "pounds");
    if (dp) parts += signed_amount(dp) + " ★ (" + std::to_string(num(e, "total_prestige")) + ")";
    if (dl) parts += std::string(parts.empty() ? "" : ", ") + signed_amount(dl) + " £ (" + std::to_string(num(e, "total_pounds")) + ")";
    args["change"] = parts;
    args["why"] = tr(i18n, "log.why." + str(e, "why"));
    return tr(i18n, "log.purse", args);
  }
  if (type == "rest") {
    args["n"] = std::to_string(num(e, "n"));
    if (at(e, "awake").is_object()) {
      args["card"] = card_name(i18n, e["awake"]);
      return tr(i18n, "log.rest_awake", args);
    }
    return tr(i18n, "log.rest", args);
  }
  if (type == "final") {
    args["objectives"] = std::to_string(num(e, "objective_points"));
    args["yellow"] = std::to_string(num(e, "yellow_points"));
    args["paid"] = std::to_string(num(e, "paid_pounds"));
    args["unpaid"] = std::to_string(num(e, "unpaid"));
    args["prestige"] = std::to_string(num(e, "prestige"));
    args["pounds"] = std::to_string(num(e, "pounds"));
    return tr(i18n, "log.final", args);
  }
  if (type == "over") {
    std::string names;
    const Json& w = at(e, "winners");
    for (const auto& s : w) names += (names.empty() ? "" : ", ") + ctx.name_of(s.get<int>());
    std::string out = tr(i18n, "log.over");
    if (w.size() > 1 || (w.size() == 1 && num(ctx.obs, "players") > 1))
      out += " " + tr(i18n, w.size() > 1 ? "winners" : "winner", {{"names", names}});
    return out;
  }
  return "";
}

void ShakespeareView::draw_log(ViewContext& ctx, Rect r, int lines) {
  Gfx& g = ctx.g;
  g.round_rect(r, 10, with_alpha(kVelvetDark, 0.85f));
  ctx.hit("v:log", r);
  const float size = 14, lh = 18;
  std::vector<std::string> out;  // newest first
  const Json& log = at(ctx.obs, "log");
  for (size_t i = log.size(); i-- > 0 && static_cast<int>(out.size()) < lines * 2;) {
    std::string s = format_event(ctx, log[i]);
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
           Align::Center, Face::Display);
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
    fit_readable(g, ctx.name_of(s), {head.x + 18, head.y, head.w - 20, head.h}, body, kCream, Face::Bold);
  }
  y += row_h + 12;
  for (size_t ri = 0; ri < rows.size(); ++ri) {
    bool total = rows[ri] == "score.prestige";
    // A label too long for its column ("Characters unpaid (−2 each)") takes
    // two lines, its row grown to fit: never cut off.
    const float ls = body - 1;
    const Face lf = total ? Face::Bold : Face::Regular;
    std::vector<std::string> label = g.wrap(tr(i18n, rows[ri]), ls, label_w - 8, lf);
    const float line_h = ls + 4;
    Rect row{r.x, y, r.w, std::max(row_h, label.size() * line_h + 8)};
    if (ri % 2 == 0) g.round_rect(row, 4, with_alpha(kVelvetDark, 0.6f));
    for (size_t li = 0; li < label.size(); ++li) {
      fit_readable(g, label[li], {row.x + 4, row.cy() - label.size() * line_h / 2 + li * line_h, label_w - 8, line_h}, ls,
                   total ? kGold : kCream, lf);
    }
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
      fit_readable(g, v, {r.x + label_w + k * col_w, row.y, col_w - 4, row.h}, body, total ? kGold : kCream,
                 total ? Face::Bold : Face::Regular);
    }
    y += row.h;
  }
  y += 8;
  for (const auto& l : g.wrap(tr_or(i18n, "score_note", ""), body - 2, r.w)) {
    g.text(l, r.x, y, body - 2, kMuted);
    y += body + 2;
  }
  y += 10;
  float bw = std::min(r.w, 360.f);
  if (y + 44 < r.y + r.h && !ctx.replay) {  // a replay is read-only: its controls are below
    ctx.button("play_again", {r.cx() - bw / 2, y, bw / 2 - 4, 44}, ctx.i18n.t("ui.play_again"), true, true, 15);
    ctx.button("new_game", {r.cx() + 4, y, bw / 2 - 4, 44}, ctx.i18n.t("ui.back_to_start"), false, true, 15);
  }
}

}  // namespace tabula::web
