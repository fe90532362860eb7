// The Mykerinos panels: the action panel (prompt, buttons, patron chips,
// the scored area's cards, the own/neutral switch), players with their
// supplies and patron cards, the pass and prestige tracks, the log, the tabs
// and the end-of-game breakdown.
#include <algorithm>
#include <cmath>

#include "mykerinos/view.h"
#include "ui/atlas.h"

namespace tabula::web::mykerinos_ui {

void MykerinosView::draw_players(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const int players = num(o, "players", 3);
  const bool two = two_players(o);
  const int current = num(o, "current", -1);
  const int me = num(o, "seat", 0);
  float y = r.y;
  // The tracks: passing order and prestige.
  {
    g.text(t(ctx, "pass_track"), r.x, y + 4, 14, kMuted);
    float x = r.x + g.measure(t(ctx, "pass_track"), 14) + 10;
    ctx.explain({r.x, y, x - r.x + 34.f * int(o["pass_track"].size()), 26}, t(ctx, "help.pass_title"), help(ctx, "pass_track"));
    int colours = int(o["pass_track"].size());
    const float pitch = std::min(34.f, (r.x + r.w - x) / std::max(colours, 1));
    for (int space = 1; space <= colours; ++space) {
      Rect sr{x, y, pitch - 4, 26};
      g.round_rect(sr, 6, {74, 50, 34, 255});
      g.text(std::to_string(space), sr.x + 3, sr.y + 1, kMinText, kMuted);
      for (int c = 0; c < colours; ++c)
        if (colour_at(o["pass_track"], size_t(c)) == space)
          g.ellipse(sr.cx() + 3, sr.cy() + 2, std::min(8.f, sr.w / 2 - 3), std::min(8.f, sr.w / 2 - 3), cube_colour(o, c));
      x += pitch;
    }
    y += 32;
  }
  {
    int top = 20;
    for (int s = 0; s < players; ++s) top = std::max(top, num(o["seats"][size_t(s)], "score"));
    top = (top + 9) / 10 * 10;
    g.text(t(ctx, "score_track"), r.x, y + 2, 14, kMuted);
    ctx.explain({r.x, y, r.w, 32}, t(ctx, "help.score_title"), help(ctx, "score_track"));
    float x0 = r.x + g.measure(t(ctx, "score_track"), 14) + 12, x1 = r.x + r.w - 24;
    g.round_rect({x0, y + 8, x1 - x0, 6}, 3, {74, 50, 34, 255});
    for (int v = 0; v <= top; v += 10) {
      float x = x0 + (x1 - x0) * v / top;
      g.fill_rect({x - 0.5f, y + 5, 1, 12}, with_alpha(kGold, 0.5f));
      g.text(std::to_string(v), x, y + 18, kMinText, kMuted, Align::Center);
    }
    for (int s = 0; s < players; ++s) {
      int sc = num(o["seats"][size_t(s)], "score");
      float x = x0 + (x1 - x0) * sc / top;
      g.ellipse(x, y + 11 - s * 2, 7, 7, with_alpha({0, 0, 0, 255}, 0.5f));
      g.ellipse(x, y + 11 - s * 2, 6, 6, cube_colour(o, s));
    }
    y += 36;
  }
  // Roomy rows (name, supplies, cards on three lines) when there is space,
  // else compact ones (supplies beside the name, shrunk to fit), else (a
  // small embed) one line each -- name and prestige -- so that every player
  // stays on screen.
  const float avail_h = r.y + r.h - y;
  const bool roomy = avail_h / players >= 72;
  const bool one_line = avail_h / players < 48;
  const float row_h = roomy ? std::min(avail_h / players, 84.f) : one_line ? std::max(avail_h / players, 26.f) : 48.f;
  for (int s = 0; s < players; ++s) {
    const Json& seat = o["seats"][size_t(s)];
    Rect row{r.x, y, r.w, row_h - 4};
    if (row.y + row.h > r.y + r.h + 1) break;
    g.round_rect(row, 10, s == current ? kLeatherLit : kLeather);
    if (s == current) g.round_rect_outline(row, 10, 1.5f, kHighlight);
    ctx.explain(row, ctx.name_of(s), help(ctx, two ? "player_row_two" : "player_row"));
    draw_cube(g, {row.x + 4, row.y + 1, 24, 24}, cube_colour(o, s), 1.f, 0.7f);
    std::string name = ctx.plate_name(s) + (s == me ? " •" : "");
    g.text(name, row.x + 32, row.y + 4, 15, kCream, Align::Left, Face::Bold);
    std::string score = "★ " + std::to_string(num(seat, "score"));
    float score_w = g.measure(score, 15, Face::Bold);
    g.text(score, row.x + row.w - 8, row.y + 4, 15, kHighlight, Align::Right, Face::Bold);
    // Personal supply (and neutral cubes at two), central supply.
    std::string stats = t(ctx, "cubes_short", {{"n", std::to_string(num(seat, "cubes"))}});
    if (two) stats += " + " + t(ctx, "neutral_short", {{"n", std::to_string(num(seat, "neutral_cubes"))}});
    stats += " · " + t(ctx, "central_short", {{"n", std::to_string(colour_at(o["central"], size_t(s)))}});
    if (one_line) {
      y += row_h;
      continue;
    }
    if (roomy) {
      g.text(stats, row.x + 32, row.y + 24, 13, kMuted);
    } else {
      float x0 = row.x + 40 + g.measure(name, 15, Face::Bold), x1 = row.x + row.w - 16 - score_w;
      float ss = 13;
      if (g.measure(stats, ss) > x1 - x0) ss = std::max(kMinText, ss * (x1 - x0) / g.measure(stats, ss));
      if (g.measure(stats, ss) <= x1 - x0 + 1) g.text(stats, x1, row.y + 6, ss, kMuted, Align::Right);
    }
    // The cards by patron: filled = ready, outlined = turned this season.
    float x = row.x + 8, cy = row.y + (roomy ? 44 : 24);
    float cw = 11, chh = 16;
    for (const char* pid : kPatronIds) {
      int n = 0, turned = 0;
      for (const auto& c : seat["cards"])
        if (str(c, "patron") == pid) ++n, turned += c.value("turned", false) ? 1 : 0;
      SDL_Color pc = patron_colour(pid);
      float bx = x;
      ctx.explain({bx, cy, 24 + std::max(0, n) * (cw - 3), chh + 4}, patron_name(ctx, pid),
                  help(ctx, "cards_held", {{"n", std::to_string(n)}, {"turned", std::to_string(turned)}}) + "\n" +
                      help(ctx, "patron." + std::string(pid)));
      // The patron's emblem (their mark without colour), then how many.
      if (art::draw(g, std::string("mykerinos/emblem/") + pid, {bx - 1, cy - 1, 22, 22}, n ? 1.f : 0.4f)) {
        const std::string count = std::to_string(n);
        g.text(count, bx + 23, cy + 3, 13, n ? kCream : kMuted, Align::Left, Face::Bold);
        bx += 26 + g.measure(count, 13, Face::Bold);
      } else {
        g.round_rect({bx, cy, 20, chh + 4}, 4, with_alpha(pc, n ? 1.f : 0.3f));
        if (std::string(pid) == "blackmore") g.round_rect_outline({bx, cy, 20, chh + 4}, 4, 1, with_alpha(kGold, 0.6f));
        fit_readable(g, std::to_string(n), {bx, cy, 20, chh + 4}, 13, patron_ink(pid), Face::Bold);
        bx += 24;
      }
      for (int k = 0; k < n; ++k) {
        Rect cr{bx + k * (cw - 3), cy + 2, cw, chh};
        if (k < n - turned) {
          g.round_rect(cr, 2, pc);
          if (std::string(pid) == "blackmore") g.round_rect_outline(cr, 2, 1, with_alpha(kGold, 0.6f));
        } else {
          g.round_rect(cr, 2, {62, 42, 28, 255});
          g.round_rect_outline(cr, 2, 1.2f, std::string(pid) == "blackmore" ? with_alpha(kGold, 0.7f) : pc);
        }
      }
      x = bx + std::max(0, n) * (cw - 3) + (n ? 10 : 4);
    }
    int none = 0;
    for (const auto& c : seat["cards"]) none += c["patron"].is_null() ? 1 : 0;
    if (none) {
      // Shrunk to the row (the cards before it can be many).
      const std::string text = "+" + std::to_string(none) + " " + t(ctx, "no_patron_short");
      const float room = row.x + row.w - 8 - x;
      float size = 12;
      if (g.measure(text, size) > room) size = std::max(kMinText, size * room / g.measure(text, size));
      if (g.measure(text, size) <= room + 1) g.text(text, x, cy + 3, size, kMuted);
      else g.text("+" + std::to_string(none), x, cy + 3, 12, kMuted);
    }
    y += row_h;
  }
}

// The buttons of the action panel laid out left to right, wrapping: each
// item's rectangle (patrons as chips in their colour).
std::vector<Rect> MykerinosView::flow(const ViewContext& ctx, Rect r, const ActionPlan& plan) const {
  std::vector<Rect> out;
  float x = r.x, y = r.y;
  for (const auto& [id, label] : plan.items) {
    // A patron's chip makes room for their portrait at its left end.
    const float portrait = starts(id, "v:patron:") ? plan.bh * 0.85f : 0.f;
    float w = std::min(r.w, std::max(64.f, ctx.g.measure(label, plan.size, Face::Bold) + 28 + portrait));
    if (x > r.x && x + w > r.x + r.w) {
      x = r.x;
      y += plan.bh + 8;
    }
    out.push_back({x, y, w, plan.bh});
    x += w + 8;
  }
  return out;
}

std::string MykerinosView::prompt(const ViewContext& ctx) const {
  const Json& o = ctx.obs;
  const std::string phase = str(o, "phase");
  const int current = num(o, "current", -1);
  if (ctx.legal.empty()) {
    if (ctx.replay) return "";  // nobody is playing now: the move line says whose move
    // Online, a clocked table: the seat's time left (or "bot plays"), here
    // above the fold, as a phone keeps the players' rows (and their times)
    // under their own tab.
    const std::string note = current >= 0 && ctx.seat_note ? ctx.seat_note(current) : std::string();
    const std::string after = note.empty() ? std::string() : " · " + note;
    if (phase == "scoring") {
      return t(ctx, "wait_scoring", {{"n", std::to_string(num(at(o, "scoring"), "area") + 1)},
                                     {"name", ctx.name_of(current)}}) + after;
    }
    return t(ctx, "wait", {{"name", ctx.name_of(current)}}) + after;
  }
  if (phase == "scoring") {
    const Json& sc = at(o, "scoring");
    std::string n = std::to_string(num(sc, "area") + 1);
    if (sc.value("for_neutral", false)) return t(ctx, "prompt_neutral_card", {{"n", n}});
    bool museum = false;
    for (const auto& l : ctx.legal) museum |= starts(l, "museum ");
    return t(ctx, museum ? "prompt_scoring" : "prompt_scoring_card",
             {{"n", n}, {"rank", std::to_string(num(sc, "position") + 1)}});
  }
  if (choice_ >= 0) return t(ctx, "prompt_choice", {{"square", square_name(choice_)}});
  const Json& turn = at(composed(ctx), "turn");
  const std::string step = str(turn, "step");
  if (step == "chain") {
    const auto opts = options(ctx);
    const bool can_stop = std::find(opts.begin(), opts.end(), "stop") != opts.end();
    if (turn.value("lemon", false)) return t(ctx, can_stop ? "prompt_lemon_stop" : "prompt_lemon_pyramid");
    return t(ctx, pending_.empty() ? "prompt_chain_played" : "prompt_chain",
             {{"n", std::to_string(num(turn, "cubes_left", 1))}});
  }
  if (!pending_.empty() && !step.empty() && step != "choose") return t(ctx, "prompt_" + step);
  return t(ctx, "prompt_turn");
}

// What the action panel offers now: buttons, the scored area's cards, and
// (2 players) the own/neutral switch.
MykerinosView::ActionPlan MykerinosView::plan_actions(const ViewContext& ctx, bool phone) const {
  ActionPlan plan;
  plan.bh = 44;  // a finger's width, on phones and desktops alike
  plan.size = phone ? 14 : 15;
  if (ctx.legal.empty()) return plan;
  const Json& o = ctx.obs;
  auto opts = options(ctx);
  if (choice_ >= 0) {
    for (const auto& f : square_forms(ctx, choice_)) {
      bool ext = starts(f, "extend ");
      plan.items.push_back({"v:form:" + f, t(ctx, ext ? "do_extend" : "do_new")});
    }
    plan.items.push_back({"v:back", t(ctx, "back")});
  } else if (!pending_.empty()) {
    if (std::find(opts.begin(), opts.end(), "stop") != opts.end()) plan.items.push_back({"v:stop", t(ctx, "stop")});
    plan.items.push_back({"v:back", t(ctx, "back")});
    plan.items.push_back({"v:cancel", t(ctx, "cancel")});
  } else if (str(o, "phase") == "scoring") {
    for (const auto& l : ctx.legal)
      if (!starts(l, "museum ")) plan.takes.push_back(l);
  } else {
    for (const auto& l : ctx.legal) {
      if (l == "pass") plan.items.push_back({"action:pass", t(ctx, "pass")});
      if (l == "stop") plan.items.push_back({"action:stop", t(ctx, "stop")});
      plan.neutral_choice |= text_neutral(l);
    }
    // Patrons: their short names on phones (the chip's colour says who).
    for (const auto& l : ctx.legal) {
      if (!starts(l, "patron ")) continue;
      const std::string p = l.substr(7);
      plan.items.push_back({"v:patron:" + p, phone ? t(ctx, "patron_short." + p) : patron_name(ctx, p)});
    }
  }
  return plan;
}

std::vector<std::string> MykerinosView::patron_briefs(const ViewContext& ctx, const ActionPlan& plan, float w) const {
  std::vector<std::string> lines;
  if (!patron_briefs_) return lines;
  for (const auto& [id, label] : plan.items) {
    if (!starts(id, "v:patron:")) continue;
    const std::string p = id.substr(9);
    for (auto& l : ctx.g.wrap(t(ctx, "patron_short." + p) + ": " + t(ctx, "patron_brief." + p), kPatronBrief, w))
      lines.push_back(std::move(l));
  }
  return lines;
}

// The panel's height for width `w`, without drawing (the phone layout sizes
// the region by it).
float MykerinosView::actions_height(const ViewContext& ctx, float w) const {
  const bool phone = w < 500;
  float h = 24 + 6 + ctx.g.wrap(prompt(ctx), phone ? 14 : 15, w).size() * (phone ? 19.f : 20.f);
  const ActionPlan plan = plan_actions(ctx, phone);
  auto rects = flow(ctx, {0, 0, w, 0}, plan);
  if (!rects.empty()) h += rects.back().y + plan.bh;
  if (const size_t n = patron_briefs(ctx, plan, w).size()) h += 4 + n * kPatronBriefLine;
  if (!plan.takes.empty()) h += plan.tile_h(phone) + 6;
  if (plan.neutral_choice) h += plan.bh + (plan.items.empty() ? 0 : 8);
  return h;
}

float MykerinosView::draw_actions(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const bool phone = r.w < 500;
  float y = r.y;
  // Season and whose turn.
  int season = num(o, "season", 1);
  const int current = num(o, "current", -1);
  std::string head = t(ctx, "season", {{"n", std::to_string(season)}});
  if (current >= 0) {
    draw_cube(g, {r.x, y - 2, 24, 24}, cube_colour(o, current), 1.f, 0.7f);
    head += " · " + t(ctx, str(o, "phase") == "scoring" ? "phase_scoring" : "phase_excavation");
  }
  g.text(head, r.x + (current >= 0 ? 28 : 0), y, 16, kGold, Align::Left, Face::Bold);
  y += 24;
  for (const auto& line : g.wrap(prompt(ctx), phone ? 14 : 15, r.w)) {
    g.text(line, r.x, y, phone ? 14 : 15, kCream);
    y += phone ? 19 : 20;
  }
  y += 6;
  if (ctx.legal.empty()) return y - r.y;
  const ActionPlan plan = plan_actions(ctx, phone);
  const float bh = plan.bh, size = plan.size;
  if (!plan.takes.empty()) {
    // The area's cards as tiles side by side, as they lie on the table.
    const Json& area = at(at(at(o, "region"), "areas"), size_t(num(at(o, "scoring"), "area")));
    const float gap = 8, th = plan.tile_h(phone);
    const float tw = std::min(220.f, (r.w - gap * (plan.takes.size() - 1)) / plan.takes.size());
    float x = r.x;
    for (const auto& l : plan.takes) {
      bool right = l.find("right") != std::string::npos;
      const Json& card = at(area, right ? "right" : "left");
      std::string patron = str(card, "patron");
      std::string key = starts(l, "neutral") ? (right ? "neutral_right" : "neutral_left") : (right ? "take_right" : "take_left");
      std::string what = t(ctx, "card_desc", {{"patron", patron_name(ctx, patron)},
                                              {"value", std::to_string(num(card, "value"))}});
      Rect tile{x, y, tw, th};
      ctx.explain(tile, what, card_help(ctx, card));
      g.round_rect({tile.x, tile.y + 2, tile.w, tile.h}, 9, {0, 0, 0, 90});
      g.round_rect(tile, 9, kPapyrus);
      g.round_rect_outline(tile, 9, 2.5f, kHighlight);
      // The card as on the board: the patron's portrait, the value in a
      // cartouche on the patron's colour.
      Rect cart{tile.x + 8, tile.y + 8, std::min(64.f, tile.w * 0.32f), tile.h - 16};
      const float ph = tile.h - 6, pw = ph * 56 / 64;
      if (!patron.empty() && tile.w >= 150 &&
          art::draw(g, "mykerinos/patron/" + patron, {tile.x + 4, tile.y + 3, pw, ph}))
        cart = {tile.x + 6 + pw, tile.y + 12, std::min(40.f, tile.w * 0.2f), tile.h - 24};
      g.round_rect(cart, cart.h / 2, patron_colour(patron));
      g.round_rect_outline(cart, cart.h / 2, 1.2f, kSepia);
      int value = num(card, "value");
      fit_readable(g, std::to_string(value), cart, 20, patron_ink(patron), Face::Bold);
      Rect words{cart.x + cart.w + 6, tile.y + 4, tile.x + tile.w - cart.x - cart.w - 12, tile.h - 8};
      auto lines = g.wrap(t(ctx, key, {{"card", what}}), 14, words.w, Face::Bold);
      float ly = words.cy() - lines.size() * 9.f;
      for (const auto& line : lines) {
        fit_readable(g, line, {words.x, ly, words.w, 18}, 14, kInk, Face::Bold);
        ly += 18;
      }
      ctx.hit("action:" + l, tile);
      x += tw + gap;
    }
    y += th + 6;
  }
  const auto rects = flow(ctx, {r.x, y, r.w, 0}, plan);
  for (size_t i = 0; i < rects.size(); ++i) {
    const auto& [id, label] = plan.items[i];
    if (starts(id, "v:patron:")) {
      // A chip in the patron's colour, with a gold rim (Mrs Blackmore is black).
      const std::string p = id.substr(9);
      const Rect& b = rects[i];
      g.round_rect({b.x, b.y + 2, b.w, b.h}, 12, {0, 0, 0, 90});
      g.round_rect(b, 12, patron_colour(p));
      g.round_rect_outline(b.inset(1), 11, 1.5f, with_alpha(kGold, 0.8f));
      // The patron's portrait (hat, face, emblem: the patron without colour)
      // standing proud at the chip's left end, the name beside it.
      const float ph = b.h + 4, pw = ph * 56 / 64;
      const bool drawn = art::draw(g, "mykerinos/patron/" + p, {b.x - 2, b.y - 3, pw, ph});
      ctx.explain(b, patron_name(ctx, p), help(ctx, "patron." + p));
      Rect words = b.inset(6);
      if (drawn) words = {b.x + pw, b.y, b.w - pw - 6, b.h};
      fit_readable(g, label, words, size, patron_ink(p), Face::Bold);
      ctx.hit(id, b);
      continue;
    }
    bool primary = id == "action:pass" ? false : (starts(id, "v:form") || id == "v:stop");
    ctx.button(id, rects[i], label, primary, true, size);
  }
  if (!rects.empty()) y = rects.back().y + bh;
  // Each patron's power in a few words: the chip shows who, the line what
  // calling on them does (the whole rule on a long press or hover).
  const auto briefs = patron_briefs(ctx, plan, r.w);
  if (!briefs.empty()) y += 4;
  for (const auto& line : briefs) {
    g.text(line, r.x, y + 1, kPatronBrief, with_alpha(kCream, 0.85f));
    y += kPatronBriefLine;
  }
  if (plan.neutral_choice) {
    // Two players: whose cubes the next taps place, as a two-way switch
    // with a cube of each colour; tapping the other half switches.
    y += plan.items.empty() ? 0 : 8;
    const float w = std::min(r.w, 320.f);
    const int own = num(o, "current", 0), neutral = num(o, "neutral", 2);
    for (int half = 0; half < 2; ++half) {
      const bool on = (half == 1) == neutral_mode_;
      Rect b{r.x + half * w / 2, y, w / 2 - (half == 0 ? 2 : 0), bh};
      g.round_rect(b, 10, on ? kGold : kLeather);
      g.round_rect_outline(b, 10, 1.2f, with_alpha(kGold, 0.6f));
      draw_cube(g, {b.x + 6, b.y + (bh - 26) / 2, 26, 26}, cube_colour(o, half ? neutral : own), 1.f, 0.75f);
      fit_readable(g, t(ctx, half ? "seg_neutral" : "seg_own"), {b.x + 34, b.y, b.w - 40, b.h}, size, on ? kInk : kCream,
                 Face::Bold);
      if (!on) ctx.hit("v:neutral", b);
    }
    y += bh;
  }
  return y - r.y;
}

void MykerinosView::draw_log(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  g.round_rect(r, 10, kLeatherDeep);
  Rect inner = r.inset(8);
  g.clip(&inner);
  const float size = 14, lh = 19;
  // The newest events, as many as fit, oldest at the top.
  const Json log = told(at(ctx.obs, "log"));
  const size_t fit = size_t(std::max(1.f, inner.h / lh));
  std::vector<std::pair<std::string, bool>> lines;
  for (size_t i = log.size(); i-- > 0 && lines.size() < fit;) {
    std::string text = format_event(ctx, log[i]);
    if (text.empty()) continue;
    auto wrapped = g.wrap(text, size, inner.w - 4);
    for (size_t k = wrapped.size(); k-- > 0;) lines.insert(lines.begin(), {wrapped[k], i + 1 == log.size()});
  }
  if (lines.empty()) lines.push_back({t(ctx, "log_empty"), false});
  float y = inner.y + inner.h - lines.size() * lh;
  for (const auto& [text, newest] : lines) {
    if (y + lh >= inner.y) g.text(text, inner.x + 2, y, size, newest ? kCream : kMuted);
    y += lh;
  }
  g.clip(nullptr);
}

// Every player's final prestige: each patron's cards times the best room held
// in that patron's wing (1 without one), the sets of five, and the cards.
void MykerinosView::draw_breakdown(ViewContext& ctx, Rect r) {
  Gfx& g = ctx.g;
  const Json& o = ctx.obs;
  const int players = num(o, "players", 3);
  const Json& wings = o["museum"]["wings"];
  const Json& rooms = o["museum"]["rooms"];
  float y = r.y;
  std::vector<std::string> names;
  for (const auto& w : o["winners"]) names.push_back(ctx.name_of(w.get<int>()));
  std::string joined;
  for (size_t i = 0; i < names.size(); ++i) joined += (i ? ", " : "") + names[i];
  std::string title = ctx.i18n.t(names.size() == 1 ? "ui.winner" : "ui.winners", {{"names", joined}});
  for (const auto& line : g.wrap(title, 20, r.w)) {
    g.text(line, r.cx(), y, 20, kHighlight, Align::Center, Face::Display);
    y += 26;
  }
  y += 4;
  // Columns: name | five patrons | sets | cards | total.
  const float name_w = std::min(96.f, r.w * 0.22f);
  const float col_w = (r.w - name_w) / 8;
  const float fs = col_w < 40 ? 12 : 14;
  for (int i = 0; i < 5 && wings.size() == 5; ++i) {
    std::string p = kPatronIds[i];
    Rect h{r.x + name_w + i * col_w + 2, y, col_w - 4, 20};
    g.round_rect(h, 5, patron_colour(p));
    // The short name where it fits at 11 px, else the patron's emblem (never
    // a three-letter abbreviation).
    const std::string word = t(ctx, "patron_short." + p);
    if (g.measure(word, kMinText, Face::Bold) <= h.w - 4 || !art::draw_fit(g, "mykerinos/emblem/" + p, h))
      fit_readable(g, word, h, 12, patron_ink(p), Face::Bold);
    ctx.explain(h, patron_name(ctx, p), help(ctx, "breakdown_patron", {{"patron", patron_name(ctx, p)}}));
  }
  // Narrow columns (a phone, a 360 px embed) take the short words, as the
  // patrons take their abbreviations; the whole word is the explanation.
  const std::string head = col_w < 56 ? "short." : "";
  const char* const kTail[] = {"sets", "cards", "total"};
  for (int i = 0; i < 3; ++i) {
    Rect h{r.x + name_w + (5 + i) * col_w, y, col_w, 20};
    fit_readable(g, t(ctx, head + kTail[i]), h, 12, i == 2 ? kGold : kMuted, i == 2 ? Face::Bold : Face::Regular);
    if (!head.empty()) ctx.explain(h, t(ctx, kTail[i]), t(ctx, "breakdown_note"));
  }
  y += 26;
  for (int s = 0; s < players; ++s) {
    const Json& seat = o["seats"][size_t(s)];
    // Rows close up (down to 36 px) so the buttons below stay on screen.
    const float pitch = std::clamp((r.y + r.h - 54 - y) / (players - s), 36.f, 48.f);
    Rect row{r.x, y, r.w, pitch - 6};
    g.round_rect(row, 8, kLeather);
    draw_cube(g, {row.x + 2, row.cy() - 12, 24, 24}, cube_colour(o, s), 1.f, 0.7f);
    fit_readable(g, ctx.name_of(s), {row.x + 24, row.y, name_w - 26, row.h}, 14, kCream, Face::Bold);
    int count[5] = {};
    for (const auto& c : seat["cards"])
      for (int i = 0; i < 5; ++i) count[i] += str(c, "patron") == kPatronIds[i] ? 1 : 0;
    int exhibition = 0;
    for (int i = 0; i < 5; ++i) {
      int w = 0;
      for (int k = 0; k < 5; ++k)
        if (wings.size() == 5 && wings[size_t(k)] == kPatronIds[i]) w = k;
      int best = 1;
      for (int room : {w, 5 + w, 10 + w, 10 + (w + 4) % 5}) {
        if (rooms.size() == 15 && rooms[size_t(room)]["cube"] == s) best = std::max(best, num(rooms[size_t(room)], "value"));
      }
      Rect cell{r.x + name_w + i * col_w, row.y, col_w, row.h};
      fit_readable(g, std::to_string(count[i]) + "×" + std::to_string(best), {cell.x, cell.y + 1, cell.w, 16}, fs - 1, kMuted);
      fit_readable(g, std::to_string(count[i] * best), {cell.x, cell.y + cell.h - 20, cell.w, 18}, fs + 1, kCream, Face::Bold);
      exhibition += count[i] * best;
    }
    int sets = *std::min_element(count, count + 5);
    int total = num(seat, "score");
    int cards = total - num(seat, "exhibition");
    Rect sc{r.x + name_w + 5 * col_w, row.y, col_w, row.h};
    fit_readable(g, std::to_string(sets) + "×5", {sc.x, sc.y + 1, sc.w, 16}, fs - 1, kMuted);
    fit_readable(g, std::to_string(sets * 5), {sc.x, sc.y + sc.h - 20, sc.w, 18}, fs + 1, kCream, Face::Bold);
    fit_readable(g, std::to_string(cards), {r.x + name_w + 6 * col_w, row.y, col_w, row.h}, fs + 1, kCream, Face::Bold);
    fit_readable(g, std::to_string(total), {r.x + name_w + 7 * col_w, row.y, col_w, row.h}, fs + 3, kHighlight, Face::Bold);
    (void)exhibition;
    y += pitch;
  }
  y += 4;
  for (const auto& line : g.wrap(t(ctx, "breakdown_note"), 13, r.w)) {
    if (y + 18 > r.y + r.h - 50) break;
    g.text(line, r.x, y, 13, kMuted);
    y += 17;
  }
  y = std::min(std::max(y + 6, r.y + r.h - 48), r.y + r.h - 44);
  if (ctx.replay) return;  // a replay is read-only: its controls are below
  float w = std::min(r.w, 320.f);
  ctx.button("play_again", {r.cx() - w / 2, y, w / 2 - 4, 44}, ctx.i18n.t("ui.play_again"), true, true, 15);
  ctx.button("new_game", {r.cx() + 4, y, w / 2 - 4, 44}, ctx.i18n.t("ui.back_to_start"), false, true, 15);
}

void MykerinosView::draw_tabs(ViewContext& ctx, Rect r, const std::vector<std::string>& tabs, bool open) {
  float w = r.w / tabs.size();
  for (size_t i = 0; i < tabs.size(); ++i) {
    Rect b{r.x + i * w + 2, r.y, w - 4, r.h};
    bool on = open && tab_ == tabs[i];
    ctx.g.round_rect(b, 10, on ? kGold : kLeather);
    fit_readable(ctx.g, t(ctx, "tab." + tabs[i]), b.inset(4), 14, on ? kInk : kCream, Face::Bold);
    ctx.hit("v:tab:" + tabs[i], b);
  }
}

}  // namespace tabula::web::mykerinos_ui
