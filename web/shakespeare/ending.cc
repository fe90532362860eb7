// Shakespeare's end for App's end sequence (app/ending.cc): each company's
// prestige line by line -- the six days' own, then the objectives, the
// yellow pieces and the unpaid characters the end adds (observation
// companies[].final) -- and on the podium the portrait of the company's
// star (ShakespeareView::portrait), else of its first named character
// (portrait_of(): the market cards' own woodcuts, portrait/<id>).
#include "shakespeare/draw.h"
#include "shakespeare/view.h"

namespace tabula::web {

using namespace shakespeare_ui;

namespace {
// Prestige each unpaid character costs (the board's unpaid_penalty, 2 in the
// rulebook; the observation does not carry it).
constexpr int kUnpaidPenalty = 2;
}  // namespace

Reckoning ShakespeareView::reckoning(const ViewContext& ctx) const {
  Reckoning r;
  const Json& cos = at(ctx.obs, "companies");
  const I18n& i18n = ctx.i18n;
  Reckoning::Line days{tr(i18n, "score.days"), {}, {}}, objectives{tr(i18n, "score.objectives"), {}, {}},
      yellow{tr(i18n, "score.yellow"), {}, {}}, unpaid{tr(i18n, "score.unpaid"), {}, {}};
  int best = -1000, at_best = 0;
  for (size_t s = 0; s < cos.size(); ++s) {
    const Json& c = cos[s];
    const Json& f = at(c, "final");
    const int total = num(c, "prestige"), o = num(f, "objective_points"), y = num(f, "yellow_points"),
              u = num(f, "unpaid");
    days.points.push_back(total - o - y + kUnpaidPenalty * u);
    objectives.points.push_back(o);
    yellow.points.push_back(y);
    unpaid.points.push_back(-kUnpaidPenalty * u);
    r.totals.push_back(total);
    if (total > best) best = total, at_best = 0;
    if (total == best) ++at_best;
  }
  r.lines = {days, objectives, yellow, unpaid};
  r.total = tr(i18n, "score.prestige");
  // Tied on prestige: the pounds left decided.
  if (at_best > 1) {
    std::string pounds;
    for (size_t s = 0; s < cos.size(); ++s)
      if (num(cos[s], "prestige") == best)
        pounds += (pounds.empty() ? "" : ", ") + ctx.name_of(static_cast<int>(s)) + " £" + std::to_string(num(cos[s], "pounds"));
    r.note = tr(i18n, "score.pounds") + ": " + pounds;
  }
  return r;
}

std::string ShakespeareView::portrait(const ViewContext& ctx, int seat) const {
  const Json& cos = at(ctx.obs, "companies");
  if (!cos.is_array() || seat < 0 || seat >= static_cast<int>(cos.size())) return "";
  // The company's star: the actor furthest in costume (a complete costume
  // first, then the most pieces; the later hired on a tie). Every company
  // starts with the Author, so the Author stands on the podium only for a
  // company that dressed no one else (else every step showed the same face).
  const Json* star = nullptr;
  const Json* first = nullptr;  // else the first named character
  int best = -1;
  for (const auto& m : at(cos[seat], "cast")) {
    if (flag(m, "extra")) continue;
    if (!first) first = &m;
    if (str(m, "kind") != "actor") continue;
    const Json& pieces = at(m, "pieces");
    const int dressed = (flag(m, "complete") ? 100 : 0) + (pieces.is_array() ? static_cast<int>(pieces.size()) : 0) +
                        (str(m, "id") == "author" ? -1000 : 0);
    if (dressed >= best) best = dressed, star = &m;
  }
  if (star) return "portrait/" + portrait_of(*star);
  return first ? "portrait/" + portrait_of(*first) : "";
}

}  // namespace tabula::web
