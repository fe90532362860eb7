// The panel beside or below the table: whose turn it is, what the seat on
// screen may do (buttons, or cards to tap first), the log, the character
// picker, and the end of the game.
#include <algorithm>
#include <cmath>

#include "mascarade/cards.h"
#include "mascarade/view.h"
#include "mascarade/words.h"

namespace tabula::web::mascarade_ui {

using namespace palette;

namespace {
struct ButtonSpec {
  std::string id, label;
  bool primary = false;
  // A choice among seats (the Witch's, the Bishop's, the Inquisitor's): its
  // verb, and the seat's name alone for a crowded grid whose heading says
  // the verb once.
  std::string verb, seat_name;
};
}  // namespace

float MascaradeView::draw_actions(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  std::vector<ParsedAction> legal = legal_parsed(ctx);
  std::vector<ButtonSpec> buttons;
  std::string prompt;
  bool any_tappable = false, needs_own = false;
  std::vector<ParsedAction> announce, guess;
  for (const auto& a : legal) {
    bool prefix = a.slots.size() >= picked_.size() &&
                  std::equal(picked_.begin(), picked_.end(), a.slots.begin());
    if (!prefix) continue;
    if (a.slots.size() > picked_.size()) {
      any_tappable = true;
      if (a.verb != "swap" && a.verb != "fool" && a.verb != "spy") needs_own = true;
      continue;
    }
    if (a.verb == "announce") { announce.push_back(a); continue; }
    if (a.verb == "guess") { guess.push_back(a); continue; }
    std::string label;
    std::map<std::string, std::string> args;
    if (!a.tail.empty() && std::all_of(a.tail.begin(), a.tail.end(), ::isdigit)) {
      args["name"] = ctx.name_of(std::atoi(a.tail.c_str()));
    }
    if (a.verb == "swap") label = ctx.i18n.t(a.tail == "real" ? "mascarade.act.swap_real" : "mascarade.act.swap_fake");
    else if (a.verb == "fool") label = ctx.i18n.t(a.tail == "real" ? "mascarade.act.fool_real" : "mascarade.act.fool_fake");
    else if (a.verb == "spy-swap") label = ctx.i18n.t(a.tail == "real" ? "mascarade.act.spy_real" : "mascarade.act.spy_fake");
    else if (a.verb == "witch" && a.tail == "none") label = ctx.i18n.t("mascarade.act.witch_none");
    else if (a.verb == "peek" || a.verb == "claim" || a.verb == "decline" || a.verb == "spy" ||
             a.verb == "bishop" || a.verb == "witch" || a.verb == "inquire") {
      label = ctx.i18n.t("mascarade.act." + a.verb, args);
    } else {
      label = a.text;
    }
    const bool seat_choice = args.count("name") && (a.verb == "witch" || a.verb == "bishop" || a.verb == "inquire");
    buttons.push_back({"action:" + a.text, label, a.verb == "claim" || a.tail == "real",
                       seat_choice ? a.verb : "", seat_choice ? args["name"] : ""});
  }
  // "Swap" before "Pretend": the real choice first, in every pair.
  std::stable_sort(buttons.begin(), buttons.end(), [](const ButtonSpec& a, const ButtonSpec& b) {
    auto rank = [](const ButtonSpec& x) {
      return x.id.size() > 5 && x.id.compare(x.id.size() - 5, 5, " fake") == 0 ? 1 : 0;
    };
    return rank(a) < rank(b);
  });
  if (!announce.empty()) buttons.insert(buttons.begin(), {"open:announce", ctx.i18n.t("mascarade.act.announce"), true});
  if (!guess.empty()) buttons.insert(buttons.begin(), {"open:guess", ctx.i18n.t("mascarade.ui.guess_prompt"), true});
  if (!picked_.empty()) buttons.push_back({"cancel", ctx.i18n.t("ui.cancel"), false});
  picker_choices_ = !announce.empty() ? announce : guess;

  const int current = ctx.obs.value("current", -1);
  const std::string phase = ctx.obs.value("phase", "");
  float y = r.y;
  std::string status;
  if (phase == "claims" || phase == "power" || phase == "guess" || phase == "spy") {
    if (ctx.obs["announcer"].is_number() && ctx.obs["announced"].is_string()) {
      status = ctx.i18n.t("mascarade.ui.announced", {{"name", ctx.name_of(ctx.obs["announcer"].get<int>())},
                                        {"character", character_name(ctx.i18n, ctx.obs["announced"].get<std::string>())}});
    }
  }
  // A person at another device is waited for, not "thinking" (issue 24).
  const bool bot_to_play = current < 0 || ctx.is_bot(current);
  std::string whose = !legal.empty() ? ctx.i18n.t("ui.your_turn")
                      : ctx.i18n.t(bot_to_play ? "ui.turn_of" : "mascarade.ui.waiting_for", {{"name", ctx.name_of(current)}});
  if (!ctx.replay) {  // a replay's move line says whose move it was
    g.text(whose, r.x + r.w / 2, y, 18, legal.empty() ? kCream : kHighlight, Align::Center, Face::Bold);
    y += 26;
  }
  if (!status.empty()) {
    for (const auto& line : g.wrap(status, 15, r.w)) {
      g.text(line, r.cx(), y, 15, kGold, Align::Center);
      y += 20;
    }
    // What the announced character does, in words, where the choice to
    // claim it too is made (a phone's felt has no room for the cast's plaque).
    for (const auto& line : g.wrap(character_brief(ctx.i18n, ctx.obs["announced"].get<std::string>()), 13, r.w - 16)) {
      g.text(line, r.cx(), y, 13, with_alpha(kCream, 0.8f), Align::Center);
      y += 17;
    }
    y += 2;
  }
  if (legal.empty() && ctx.solo && bot_to_play && !ctx.replay) {
    // While the bots play: hurry them (and their animations) or not.
    y += 4;
    const std::string label = ctx.i18n.t(fast_bots_ ? "mascarade.ui.bots_normal" : "mascarade.ui.bots_faster");
    float w = std::min(r.w, g.measure(label, 16, Face::Bold) + 32);
    ctx.button("speed", {r.cx() - w / 2, y, w, 44}, label, false, true, 16);
    y += 44 + 8;
  }
  if (!legal.empty()) {
    if (ctx.obs.value("must_swap", false) && picked_.empty()) {
      prompt = ctx.i18n.t("mascarade.ui.must_swap") + " " + ctx.i18n.t("mascarade.ui.tap_card_any");
    }
    else if (any_tappable && picked_.empty()) prompt = needs_own ? ctx.i18n.t("mascarade.ui.tap_own_card") : ctx.i18n.t("mascarade.ui.tap_card_swap");
    else if (any_tappable) prompt = ctx.i18n.t("mascarade.ui.tap_second");
    for (const auto& line : g.wrap(prompt, 15, r.w)) {
      g.text(line, r.cx(), y, 15, kMuted, Align::Center);
      y += 20;
    }
    y += 4;
    // Flow the buttons in centred rows; when those rows would run out of the
    // panel (the Witch's choice at 5+ players: a button per rival, labels of
    // ~160-230 px), use a grid of 2 or 3 equal columns instead, whose labels
    // shrink to fit (App::button: never below 12 px).
    const float bh = 44, gap = 8;
    auto width_of = [&](size_t k) { return std::min(r.w, g.measure(buttons[k].label, 16, Face::Bold) + 32); };
    int flow_rows = 0;
    for (size_t i = 0; i < buttons.size(); ++flow_rows) {
      float row_w = width_of(i);
      size_t j = i + 1;
      while (j < buttons.size() && row_w + gap + width_of(j) <= r.w) row_w += gap + width_of(j++);
      i = j;
    }
    if (flow_rows * (bh + gap) > r.y + r.h - y) {
      // A choice among seats says its verb once ("Swap fortunes with …")
      // and each button names just the seat.
      std::string verb;
      for (const auto& b : buttons)
        if (!b.verb.empty()) verb = verb.empty() || verb == b.verb ? b.verb : "-";
      if (!verb.empty() && verb != "-") {
        g.text(ctx.i18n.t("mascarade.act." + verb, {{"name", "…"}}), r.cx(), y, 15, kMuted, Align::Center);
        y += 20;
        for (auto& b : buttons)
          if (!b.seat_name.empty()) b.label = b.seat_name;
      }
      const float room = r.y + r.h - y;
      const int n = static_cast<int>(buttons.size());
      int cols = 2;
      while (cols < 3 && ((n + cols - 1) / cols) * (bh + gap) > room) ++cols;
      const float w = (r.w - gap * (cols - 1)) / cols;
      for (int k = 0; k < n; ++k) {
        const ButtonSpec& spec = buttons[static_cast<size_t>(k)];
        Rect b{r.x + (k % cols) * (w + gap), y + (k / cols) * (bh + gap), w, bh};
        // The label on one line if it fits at 13 px or more, else on two.
        if (g.measure(spec.label, 13, Face::Bold) <= b.w - 12) {
          ctx.button(spec.id, b, spec.label, spec.primary, true, 16);
          continue;
        }
        ctx.button(spec.id, b, "", spec.primary, true, 16);
        float size = 13;
        std::vector<std::string> lines = g.wrap(spec.label, size, b.w - 10, Face::Bold);
        while (lines.size() > 2 && size > kMinText) lines = g.wrap(spec.label, --size, b.w - 10, Face::Bold);
        if (lines.size() > 2) lines = {ellipsize(g, spec.label, size, b.w - 10, Face::Bold)};
        float ty = b.cy() - lines.size() * (size + 2) / 2;
        for (const auto& line : lines) {
          g.text(line, b.cx(), ty, size, spec.primary ? kInk : kCream, Align::Center, Face::Bold);
          ty += size + 2;
        }
      }
      y += ((n + cols - 1) / cols) * (bh + gap);
      buttons.clear();
    }
    size_t i = 0;
    while (i < buttons.size()) {
      size_t j = i;
      float row_w = 0;
      while (j < buttons.size()) {
        float w = std::min(r.w, g.measure(buttons[j].label, 16, Face::Bold) + 32);
        if (j > i && row_w + gap + w > r.w) break;
        row_w += (j > i ? gap : 0) + w;
        ++j;
      }
      float x = r.cx() - row_w / 2;
      for (size_t k = i; k < j; ++k) {
        float w = std::min(r.w, g.measure(buttons[k].label, 16, Face::Bold) + 32);
        ctx.button(buttons[k].id, {x, y, w, bh}, buttons[k].label, buttons[k].primary, true, 16);
        x += w + gap;
      }
      y += bh + gap;
      i = j;
    }
  }
  return y - r.y;
}

// "Bruno wins!", "Winners: Anna, Bruno", "You win!".
std::string winner_title(const ViewContext& ctx) {
  std::vector<std::string> names;
  bool you = false;
  for (const auto& w : ctx.obs["winners"]) {
    int s = w.get<int>();
    names.push_back(ctx.name_of(s));
    if (s == ctx.seat && ctx.solo) you = true;
  }
  std::string joined;
  for (size_t i = 0; i < names.size(); ++i) joined += (i ? ", " : "") + names[i];
  return you && names.size() == 1 ? ctx.i18n.t("mascarade.ui.you_win")
                                   : ctx.i18n.t(names.size() == 1 ? "ui.winner" : "ui.winners", {{"names", joined}});
}

void MascaradeView::draw_end(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const std::string title = winner_title(ctx);
  float y = r.y;
  g.text(ctx.i18n.t("ui.game_over"), r.cx(), y, 16, kMuted, Align::Center);
  y += 22;
  for (const auto& line : g.wrap(title, 22, r.w)) {
    g.text(line, r.cx(), y, 22, kHighlight, Align::Center, Face::Display);
    y += 28;
  }
  std::string reason = ctx.obs["end_reason"].is_string() ? ctx.obs["end_reason"].get<std::string>() : "";
  if (!reason.empty()) {
    for (const auto& line : g.wrap(ctx.i18n.t("mascarade.ui.end_" + reason), 15, r.w)) {
      g.text(line, r.cx(), y, 15, kCream, Align::Center);
      y += 20;
    }
  }
  y += 6;
  if (ctx.replay) return;  // a replay is read-only: its controls are below
  float w = std::min(r.w, 300.f);
  ctx.button("play_again", {r.cx() - w / 2, y, w / 2 - 4, 44}, ctx.i18n.t("ui.play_again"), true, true, 16);
  ctx.button("new_game", {r.cx() + 4, y, w / 2 - 4, 44}, ctx.i18n.t("ui.back_to_start"), false, true, 16);
}

// The character picker: one row per character that may be announced (or
// guessed), its card, its name and its power, over the table. The whole row
// is the button; a long list scrolls (a drag or the wheel).
void MascaradeView::draw_picker(ViewContext& ctx, Rect area, Rect place) {
  Gfx& g = ctx.g;
  const int count = static_cast<int>(picker_choices_.size());
  if (count == 0) {
    picker_open_ = false;
    return;
  }
  g.fill_rect(area, {10, 4, 12, 170});
  ctx.hit("v:dim", area);
  const float pw = std::min(place.w - 16, 560.f);
  const float text_w = pw - 24 - 52;
  // Each row's height follows its power's lines.
  std::vector<std::vector<std::string>> powers;
  std::vector<float> heights;
  float total = 0;
  for (const auto& c : picker_choices_) {
    powers.push_back(g.wrap(character_power(ctx.i18n, c.tail), 13, text_w));
    heights.push_back(std::max(64.f, 14 + 20 + powers.back().size() * 17.f + 8));
    total += heights.back() + 6;
  }
  const float head = 52, foot = 62;
  const float ph = std::min(place.h - 16, head + total + foot);
  Rect panel{place.x + (place.w - pw) / 2, place.y + std::max(8.f, (place.h - ph) / 2), pw, ph};
  g.round_rect(panel, 16, {40, 16, 34, 250});
  g.round_rect_outline(panel, 16, 1.5f, with_alpha(kGold, 0.7f));
  ctx.hit("v:picker", panel);  // a tap between rows closes nothing
  const bool guessing = picker_choices_[0].verb == "guess";
  g.text(ctx.i18n.t(guessing ? "mascarade.ui.guess_prompt" : "mascarade.ui.pick_character"), panel.cx(), panel.y + 16, 20, kGold,
         Align::Center, Face::Bold);
  Rect list{panel.x + 8, panel.y + head, panel.w - 16, panel.h - head - foot};
  if (!picker_show_.empty()) {  // bring_into_view: that row whole, as near the middle as the list allows
    float top = 0;
    for (int i = 0; i < count; ++i) {
      if ("action:" + picker_choices_[i].text == picker_show_) {
        picker_scroll_ = top - std::max(0.f, (list.h - heights[i]) / 2);
        break;
      }
      top += heights[i] + 6;
    }
    picker_show_.clear();
  }
  picker_scroll_ = std::clamp(picker_scroll_, 0.f, std::max(0.f, total - list.h));
  g.clip(&list);
  float y = list.y - picker_scroll_;
  for (int i = 0; i < count; ++i) {
    Rect row{list.x, y, list.w, heights[i]};
    y += heights[i] + 6;
    if (row.y + row.h < list.y || row.y > list.y + list.h) continue;
    g.round_rect(row, 12, {62, 26, 52, 255});
    Rect card{row.x + 8, row.y + (row.h - 62) / 2, 44, 62};
    draw_card_face(g, ctx.i18n, card, picker_choices_[i].tail);
    const float tx = card.x + card.w + 12;
    g.text(character_name(ctx.i18n, picker_choices_[i].tail), tx, row.y + 10, 17, kGold, Align::Left, Face::Bold);
    float ly = row.y + 34;
    for (const auto& line : powers[i]) {
      g.text(line, tx, ly, 13, kCream);
      ly += 17;
    }
    // Only the visible part of a row can be tapped.
    const float top = std::max(row.y, list.y), bottom = std::min(row.y + row.h, list.y + list.h);
    if (bottom - top >= kTap) ctx.hit("action:" + picker_choices_[i].text, {row.x, top, row.w, bottom - top});
  }
  g.clip(nullptr);
  ctx.button("cancel", {panel.cx() - 80, panel.y + panel.h - 54, 160, 44}, ctx.i18n.t("ui.cancel"), false, true, 16);
}

}  // namespace tabula::web::mascarade_ui
