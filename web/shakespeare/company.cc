// A company's board: purse and tokens, the ambiance track, the cast with
// their costume pieces (layout.costume_size slots each), and the set as a brick wall.
#include <algorithm>
#include <cmath>

#include "shakespeare/draw.h"
#include "shakespeare/help.h"
#include "shakespeare/view.h"
#include "ui/atlas.h"

namespace tabula::web {

using namespace shakespeare_ui;
using namespace palette;

namespace {

// The ambiance spaces, drawn as icons: candles, feathers, start, a pound.
// Whether a cast card carries costume slots: actors and Extras always,
// anyone else once a costume piece is on it.
bool slots_on(const Json& m) {
  const std::string kind = str(m, "kind");
  const Json& pieces = at(m, "pieces");
  return kind == "actor" || kind == "extra" || (pieces.is_array() && !pieces.empty());
}

void ambiance_icon(Gfx& g, const std::string& name, Rect c) {
  if (name == "unlit-candle" || name == "lit-candle") {
    candle(g, c.cx(), c.y + c.h - 3, c.h * 0.8f, name == "lit-candle");
  } else if (name == "grey-feather" || name == "white-feather") {
    SDL_Color f = feather_colour(name == "grey-feather" ? "grey" : "white");
    g.polygon({{c.cx() - c.h * 0.12f, c.y + c.h * 0.85f}, {c.cx() + c.h * 0.25f, c.y + c.h * 0.12f},
               {c.cx() + c.h * 0.1f, c.y + c.h * 0.7f}}, f);
    g.line(c.cx() - c.h * 0.18f, c.y + c.h * 0.92f, c.cx() + c.h * 0.2f, c.y + c.h * 0.2f, 1.2f, {60, 50, 50, 255});
  } else if (name == "pound") {
    fit_readable(g, "£", c, c.h * 0.6f, kGold, Face::Bold);
  } else {
    g.ellipse(c.cx(), c.cy(), 3, 3, kMuted);
  }
}

// A stage with depth behind a company's board, at any board shape
// (STYLE.md): the back cloth (the art) at its own proportions across the
// top; the floorboards in perspective from its lower part to the front edge
// (the set is built on them), darker towards the back, their joints closer
// as they recede; the footlights' glow; a wing flat on each side. The floor
// and wings are drawn, not rasterised: no bytes in the atlas, sharp at any
// size. All dark enough for cream type.
void draw_stage(Gfx& g, Rect r) {
  const float cloth_h = std::min(r.w * 140.f / 240.f, r.h * 0.55f);
  art::draw(g, "shakespeare/backstage", {r.x, r.y, r.w, cloth_h}, 0.95f);
  const float top = r.y + cloth_h * 0.8f, bottom = r.y + r.h, depth = bottom - top;
  const float back = r.w * 0.11f;  // how much narrower the back edge is, each side
  auto left_at = [&](float t) { return r.x + back * (1 - t); };  // t: 0 back, 1 front
  auto right_at = [&](float t) { return r.x + r.w - back * (1 - t); };
  const SDL_Color far{34, 21, 13, 255}, near{88, 56, 30, 255};
  constexpr int kBands = 10;
  for (int i = 0; i < kBands; ++i) {
    const float t0 = static_cast<float>(i) / kBands, t1 = static_cast<float>(i + 1) / kBands, m = (t0 + t1) / 2;
    const SDL_Color c{static_cast<Uint8>(far.r + (near.r - far.r) * m), static_cast<Uint8>(far.g + (near.g - far.g) * m),
                      static_cast<Uint8>(far.b + (near.b - far.b) * m), 255};
    g.polygon({{left_at(t0), top + depth * t0}, {right_at(t0), top + depth * t0}, {right_at(t1), top + depth * t1 + 0.5f},
               {left_at(t1), top + depth * t1 + 0.5f}},
              c);
  }
  const SDL_Color seam{18, 10, 5, 170};
  constexpr int kPlanks = 12;
  for (int k = 1; k < kPlanks; ++k) {
    const float f = static_cast<float>(k) / kPlanks;
    g.line(left_at(0) + (right_at(0) - left_at(0)) * f, top, r.x + r.w * f, bottom, 1, seam);
  }
  for (float t : {0.05f, 0.12f, 0.21f, 0.33f, 0.48f, 0.66f, 0.87f}) {
    g.line(left_at(t), top + depth * t, right_at(t), top + depth * t, 1, with_alpha(seam, 0.5f));
  }
  // The footlights: a warm glow along the front edge, a row of flames.
  for (int k = 0; k < 6; ++k) {
    const float cx = r.x + r.w * (k + 0.5f) / 6;
    g.ellipse(cx, bottom, r.w / 7, std::min(40.f, depth * 0.2f), {255, 200, 110, 22});
    g.ellipse(cx, bottom - 3, 2.5f, 2.5f, {255, 214, 130, 200});
  }
  // The wings: a dark flat each side, edge-lit in gold.
  const float wing = std::clamp(r.w * 0.05f, 10.f, 24.f);
  const SDL_Color flat{24, 14, 18, 235};
  g.polygon({{r.x, r.y}, {r.x + wing, r.y}, {r.x + wing * 1.3f, bottom}, {r.x, bottom}}, flat);
  g.polygon({{r.x + r.w - wing, r.y}, {r.x + r.w, r.y}, {r.x + r.w, bottom}, {r.x + r.w - wing * 1.3f, bottom}}, flat);
  g.line(r.x + wing, r.y, r.x + wing * 1.3f, bottom, 1.2f, with_alpha(kGold, 0.55f));
  g.line(r.x + r.w - wing, r.y, r.x + r.w - wing * 1.3f, bottom, 1.2f, with_alpha(kGold, 0.55f));
}

}  // namespace

void ShakespeareView::draw_company(ViewContext& ctx, Rect r, int seat) {
  Gfx& g = ctx.g;
  const Json& obs = ctx.obs;
  const I18n& i18n = ctx.i18n;
  const Json& cos = at(obs, "companies");
  if (!cos.is_array() || seat < 0 || seat >= static_cast<int>(cos.size())) return;
  const Json& c = cos[seat];
  // The company's stage (the art, STYLE.md) behind its board.
  draw_stage(g, r.inset(-6));
  const int me = num(obs, "seat", 0);
  const bool mine = seat == me;
  const auto& legal = mine ? ctx.legal : std::vector<std::string>();
  const bool over = game_over(obs);
  const float body = r.w < 500 ? 14 : 15;
  float y = r.y;

  // While a set piece is placed on a short board (360 px embeds), the wall
  // needs the height of four finger-sized rows: the name line (the tab above
  // names the company), the ambiance track and the objective texts, which
  // play no part in placing it, give way (they once did not, and the wall
  // ran under the piece picker).
  const bool set_craft = mine && str(obs, "pending") == "craft" && pick_kind_ == "set" && !pick_colour_.empty();
  const Json& own = at(c, "objectives");
  bool squeeze = false;
  if (set_craft) {
    float objectives_h = 0;
    for (const auto& o : own) {
      objectives_h += body * g.wrap(objective_name(i18n, o.get<std::string>()) + " — " +
                                        objective_text(i18n, o.get<std::string>()), body - 2, r.w).size();
    }
    const float header = (body + 10) + (body + 16) + 48 + (objectives_h > 0 ? objectives_h + 4 : 0);
    squeeze = r.h - header < 4 * kMinTap + 4 + 8;
  }

  // Name, then prestige, pounds, +3 tokens, cylinders and objectives.
  if (!squeeze) {
    disc(g, r.x + 10, y + 10, 9, seat);
    std::string name = ctx.plate_name(seat);
    g.text(name, r.x + 26, y + 1, body + 2, kGold, Align::Left, Face::Bold);
    std::string bid;
    const Json& b = at(c, "bid");
    if (str(obs, "phase") == "bid" && obs.value("players", 1) > 1) {
      bid = b.is_number() && b.get<int>() > 0 ? tr(i18n, "bid_n", {{"n", std::to_string(b.get<int>())}})
            : (c.value("has_bid", false) ? tr(i18n, "bid_done") : "");
    }
    if (!bid.empty()) g.text(bid, r.x + r.w, y + 3, body, kCream, Align::Right, Face::Bold);
    y += body + 10;
  }
  float x = r.x;
  auto stat = [&](const std::string& s, SDL_Color col) {
    float w = g.measure(s, body, Face::Bold) + 14;
    g.round_rect({x, y, w, body + 10}, 6, kVelvetDark);
    g.text(s, x + 7, y + 4, body, col, Align::Left, Face::Bold);
    x += w + 6;
    return Rect{x - w - 6, y, w, body + 10};
  };
  Rect star = stat("★ " + std::to_string(num(c, "prestige")), kGold);
  anchor("cstar:" + std::to_string(seat), star);
  ctx.explain(star, help(i18n, "prestige_title"), help(i18n, "prestige"));
  Rect purse = stat("£" + std::to_string(num(c, "pounds")), kCream);
  anchor("cpound:" + std::to_string(seat), purse);
  ctx.explain(purse, help(i18n, "purse_title"), help(i18n, "purse"));
  {
    // The +3 tokens: the token itself, then how many (dimmed at none).
    const int n = num(c, "plus3");
    const std::string count = "×" + std::to_string(n);
    const float w = body + 14 + g.measure(count, body, Face::Bold) + 10;
    const Rect box{x, y, w, body + 10};
    g.round_rect(box, 6, kVelvetDark);
    plus3_token(g, {x + 3, y + 1, body + 8, body + 8});
    g.text(count, x + body + 14, y + 4, body, n ? kCream : kMuted, Align::Left, Face::Bold);
    ctx.explain(box, help(i18n, "plus3_title"), help(i18n, "plus3"));
    x += w + 6;
  }
  // Cylinders left today, drawn as little cylinders.
  {
    int left = num(c, "cylinders_left");
    float w = std::max(1, left) * 11 + 12;
    if (x + w > r.x + r.w) { x = r.x; y += body + 14; }
    g.round_rect({x, y, w, body + 10}, 6, kVelvetDark);
    for (int i = 0; i < left; ++i) {
      Rect cyl{x + 6 + i * 11, y + 4, 8, body + 2};
      g.round_rect(cyl, 3, seat_colour(seat));
      g.ellipse(cyl.cx(), cyl.y + 2, 4, 2, with_alpha(kCream, 0.7f));
    }
    if (left == 0) cylinder_icon(g, {x + 6, y + 4, 8, body + 2}, kMuted, true);  // none left: an outline
    ctx.explain({x, y, w, body + 10}, help(i18n, "cylinders_title"), help(i18n, "cylinders", {{"n", std::to_string(left)}}));
    x += w + 6;
  }
  std::string objs = tr(i18n, "objectives_n", {{"n", std::to_string(num(c, "objective_count"))}});
  if (x + g.measure(objs, body - 1) + 14 > r.x + r.w) { x = r.x; y += body + 14; }
  ctx.explain(stat(objs, kMuted), help(i18n, "objectives_title"), help(i18n, "objectives"));
  y += body + 16;

  // Ambiance track: six spaces, the company's marker on one.
  const Json& amb = at(at(obs, "layout"), "ambiance");
  if (!squeeze && amb.is_array() && !amb.empty()) {
    float lw = g.measure(tr(i18n, "ambiance"), body - 1) + 10;
    // Each space's effect in a word under its icon ("+1 ★", "−1 act"),
    // the spaces as wide as the longest word asks where the board has the
    // width ("−1 felv."); else the icons alone (the explanation says them
    // whole).
    float widest = 0;
    for (const auto& name : amb)
      if (name.get<std::string>() != "start")
        widest = std::max(widest, g.measure(tr(i18n, "ambiance_short." + name.get<std::string>()), kMinText, Face::Bold));
    const float cw = std::min(std::max(44.f, widest + 7), (r.w - lw) / amb.size());
    const bool words = widest <= cw - 7;
    const float cell_h = words ? 40 : 28;
    g.text(tr(i18n, "ambiance"), r.x, y + cell_h / 2 - 8, body - 1, kCream);
    ctx.explain({r.x, y, lw, cell_h}, tr(i18n, "ambiance"), help(i18n, "ambiance"));
    const int pos = num(c, "ambiance");
    for (size_t i = 0; i < amb.size(); ++i) {
      Rect cell{r.x + lw + i * cw, y, cw - 3, cell_h};
      bool here = static_cast<int>(i) == pos;
      g.round_rect(cell, 5, here ? with_alpha(kHighlight, 0.9f) : kVelvetDark);
      const std::string name = amb[i].get<std::string>();
      ambiance_icon(g, name, {cell.x + 3, cell.y + 3, cell.w - 6, 22});
      if (words && name != "start")
        g.text(tr(i18n, "ambiance_short." + name), cell.cx(), cell.y + 25, kMinText, here ? kInk : kCream, Align::Center,
               Face::Bold);
      ctx.explain(cell, tr(i18n, "ambiance"), help(i18n, "ambiance_space." + amb[i].get<std::string>()) +
                                                  (here ? "\n" + help(i18n, "ambiance_here") : ""));
      if (here) g.round_rect_outline(cell, 5, 2, seat_colour(seat));
    }
    y += cell_h + 8;
  }
  // Own objectives (everyone's at the end).
  if (!squeeze && own.is_array() && !own.empty()) {
    for (const auto& o : own) {
      std::string line = objective_name(i18n, o.get<std::string>()) + " — " + objective_text(i18n, o.get<std::string>());
      const float y0 = y;
      for (const auto& l : g.wrap(line, body - 2, r.w)) {
        g.text(l, r.x, y, body - 2, kMuted);
        y += body;
      }
      ctx.explain({r.x, y0, r.w, y - y0}, objective_name(i18n, o.get<std::string>()),
                  objective_text(i18n, o.get<std::string>()) + "\n" + help(i18n, "objective"));
    }
    y += 4;
  }

  // The set: a brick wall, rows A (bottom) to D, x in half bricks.
  const Json& spaces = at(at(obs, "layout"), "set_spaces");
  // The set and the cast share the height left: whichever can be tapped
  // now gets room for fingers (>= 36 px), the other shrinks first.
  const Json& cast = at(c, "cast");
  const int count = static_cast<int>(cast.size());
  const float gap = 6;
  const float room = r.y + r.h - y;
  float set_row_h = std::clamp(r.h * 0.05f, 24.f, 38.f);
  if (set_craft) {
    // Room for fingers on the bricks; the cast keeps short cards (4 columns).
    const int min_rows = (count + 3) / 4;
    set_row_h = std::clamp((room - 12 - min_rows * (28 + gap)) / 4, kMinTap, kMinTap + 2);
  }
  else set_row_h = std::clamp(std::min(set_row_h, (room * 0.36f - 22) / 4), 17.f, 38.f);
  // Too little room left for both (a tall action panel on a short phone):
  // the cast stays, the set is left out unless it is the one to tap.
  const bool show_set = set_craft || room - (set_row_h * 4 + 4) - 8 >= ((count + 3) / 4) * (40 + gap);
  const float set_h = show_set ? set_row_h * 4 + 4 : 0;  // its title sits in row D's empty left end
  // And the other way round: while a set piece is placed, the bricks keep
  // their finger's height and the cast gives way when even its short cards
  // would push the wall out of the board (into the piece picker below it).
  const bool show_cast = !set_craft || ((count + 3) / 4) * (28 + gap) + 4 <= room - set_h;

  // The cast: cards in a grid, three costume slots on each actor; more
  // columns when the rows would get too short. The wall's top stays where
  // the cards end, so they leave it exactly set_h.
  int cols = std::max(2, std::min(4, static_cast<int>(r.w / 118)));
  float avail = room - set_h - 4 - gap;
  auto card_height = [&](int k) {
    int rows_k = (count + k - 1) / k;
    return (avail - gap * (rows_k - 1)) / std::max(1, rows_k);
  };
  while (cols < 4 && card_height(cols) < 50 && r.w / (cols + 1) >= 80) ++cols;
  if (set_craft) cols = std::max(cols, std::min(4, count));
  const int rows = show_cast ? (count + cols - 1) / cols : 0;
  // Cards grow to show their character's portrait where the company has
  // the height (a desktop's board early in the game: the issue 32 review's
  // "mostly an empty brown wall"); else they stay short, the trade's
  // medallion in a corner.
  constexpr float kPortraitCard = 116, kTallestCard = 150;
  const float fit_h = card_height(cols);
  float card_h = std::clamp(fit_h, set_craft ? 28.f : kMinTap, fit_h >= kPortraitCard && !set_craft ? kTallestCard : 84.f);
  float card_w = (r.w - gap * (cols - 1)) / cols;
  const bool craft = mine && str(obs, "pending") == "craft" && pick_kind_ == "costume" && !pick_colour_.empty();
  for (int i = 0; i < (show_cast ? count : 0); ++i) {
    const Json& m = cast[i];
    Rect card{r.x + (i % cols) * (card_w + gap), y + (i / cols) * (card_h + gap), card_w, card_h};
    const std::string aid = cast_action_id(m);
    const bool extra = m.value("extra", false);
    const bool resting = m.value("resting", false);
    std::string tap;
    if (is_legal(legal, "activate " + aid)) tap = "activate " + aid;
    if (is_legal(legal, "rest all but " + aid)) tap = "rest all but " + aid;
    // Rest choices made in the open (strategic rest) show who stays awake.
    const bool keep_mark = str(c, "rest_keep") == str(m, "id") && !str(m, "id").empty() && !extra;
    anchor("cast:" + std::to_string(seat) + ":" + aid, card);
    ctx.explain(card, card_name(i18n, m), card_help(i18n, m));
    if (card_arriving(seat, aid, ctx.now)) {
      // Hired a moment ago: its place waits for the card flying in (draw_fx).
      g.round_rect_outline(card, 8, 1.5f, with_alpha(kGold, 0.6f));
      continue;
    }
    // A +3 token can go with a craftsman's activation: its button takes
    // the card's right edge (the card's own target stops short of it).
    const bool plus3 = is_legal(legal, "activate " + aid + " with +3");
    if (!tap.empty()) {
      g.round_rect(card.inset(-3), 10, kHighlight);
      ctx.hit("action:" + tap, plus3 ? Rect{card.x, card.y, card.w - 48, card.h} : card);
    }
    if (extra) {
      g.round_rect(card, 8, kVelvet);
      g.round_rect_outline(card.inset(3), 6, 1.2f, kGoldDark);
    } else {
      g.round_rect(card, 8, resting ? SDL_Color{170, 160, 146, 255} : kCream);
    }
    SDL_Color ink = extra ? kCream : kInk;
    // An Extra names the card hired face down (public: engine README, decision 16),
    // under its title even on short cards.
    const std::string hired = extra && at(m, "card").is_object() ? card_name(i18n, m["card"]) : "";
    std::string nm = card_name(i18n, m);
    const Face name_face = body >= 12 ? Face::Display : Face::Bold;  // the display face where it reads well
    const float name_w = card.w - (resting ? 36 : 26);
    // A name too long for its line ("Costume maker" beside a rest token)
    // takes a second one below the token, pushing the line under it down.
    float name_h = body;
    std::vector<std::string> name_lines = g.wrap(nm, body, name_w, name_face);
    std::string rest;
    for (size_t k = 1; k < name_lines.size(); ++k) rest += (k > 1 ? " " : "") + name_lines[k];
    if (g.measure(nm, kMinText, name_face) > name_w && name_lines.size() >= 2 &&
        g.measure(rest, kMinText, name_face) <= card.w - 10 && card_h >= 2 * body + 20) {
      fit_left(g, name_lines[0], card.x + 5, card.y + 4, name_w, body, kMinText, ink, name_face);
      fit_left(g, rest, card.x + 5, card.y + 6 + body, card.w - 10, body, kMinText, ink, name_face);
      name_h = 2 * body + 2;
    } else {
      fit_left(g, nm, card.x + 5, card.y + 4, name_w, body, kMinText, ink, name_face);
    }
    std::string kind = str(m, "kind");
    std::string sub;
    if (kind == "costume_maker" || kind == "set_designer" || kind == "handyman") {
      sub = tr(i18n, "value_n", {{"n", std::to_string(num(m, "value"))}});
    } else if (kind == "jeweller" || kind == "assistant") {
      // No value of their own (their name says what they do): "value 0" was untrue.
    } else if (kind == "actor") {
      sub = tr(i18n, "kind.actor");
    } else if (kind == "queen") {
      sub = tr(i18n, "queen.short");
    } else if (!hired.empty()) {
      sub = tr(i18n, "extra_card", {{"card", hired}});
    }
    if (num(m, "cost")) sub += (sub.empty() ? "" : " · ") + ("£" + std::to_string(num(m, "cost")));
    if (resting) sub = tr(i18n, "resting");
    // The actor's effects in words with their icons (as on the market card)
    // where the card has the height, between its name and its costume slots.
    const bool actor_card = kind == "actor" && !resting && at(m, "card").is_object();
    const auto act_fx = actor_card ? activation_effects(i18n, m["card"]) : std::vector<Effect>{};
    const auto reh_fx = actor_card ? rehearsal_effects(i18n, m["card"]) : std::vector<Effect>{};
    const float slot_h = 2 * std::min({11.f, card_h * 0.15f, (card.w - 22) / (2.f * std::max(costume_size(obs), 1)) - 2.5f}) + 6;
    // A trade's work in words ("Takes: set pieces up to 7", its value as it
    // stands, the assistants' bonus in), as an actor's feathers.
    const std::string trade_lbl = !extra && !resting ? trade_label(i18n, kind) : "";
    const auto trade_fx = trade_lbl.empty() ? std::vector<Effect>{} : trade_effects(i18n, kind, num(m, "value"));
    const float words_room = card_h - name_h - 6 - (slots_on(m) ? slot_h : 0);
    // A short trade card keeps its face: where neither a portrait above the
    // words nor a bust under them fits, the bust takes the card's right side
    // and the words the rest (without their label if need be).
    std::string t_lbl = trade_lbl;
    float t_w = card.w - 10;
    bool beside = false;
    auto trade_h = [&](const std::string& label, float w) {
      return effect_lines(g, label, trade_fx, 0, 0, w, kMinText, kInk, kVelvet, false);
    };
    if (!trade_lbl.empty() && !slots_on(m)) {
      const float full = trade_h(trade_lbl, t_w);
      const float bust_h = std::min(card_h * 0.52f, 46.f);
      if (card_h - name_h - full - 12 < 30 && card_h - name_h - full - 8 < 26 && bust_h >= 26) {
        for (const std::string& label : {trade_lbl, std::string()}) {
          const float w = card.w - 10 - bust_h * 56 / 70 - 4;
          if (trade_h(label, w) <= words_room) {
            t_lbl = label, t_w = w, beside = true;
            break;
          }
        }
      }
    }
    const float words_h = actor_card ? effect_lines(g, tr(i18n, "fx.acts"), act_fx, 0, 0, card.w - 10, kMinText, kInk, kVelvet, false) +
                                           (reh_fx.empty() ? 0 : effect_lines(g, tr(i18n, "fx.rehearses"), reh_fx, 0, 0, card.w - 10, kMinText, kInk, kTeal, false))
                          : !trade_lbl.empty() ? trade_h(t_lbl, t_w)
                                               : 0;
    const bool shows_words = (actor_card || !trade_lbl.empty()) && words_h <= words_room;
    // The character's portrait between the name and what it does, where the
    // card has the height; else the trade's medallion (the art) in the
    // card's bottom-right corner.
    const Json& portrayed = at(m, "card").is_object() && !extra ? m["card"] : m;
    const float below = shows_words ? words_h : sub.empty() ? 0 : 17;
    const float portrait_room = card_h - name_h - 6 - (slots_on(m) ? slot_h : 0) - below - 6;
    float ph = 0;
    const bool icon_row = !(actor_card && words_h <= words_room) && card_h >= 56 + name_h - body && actor_card;
    if (portrait_room >= 30)
      ph = character_portrait(g, portrayed, {card.x, card.y + name_h + 4, card.w, portrait_room}, card, 72);
    else if (card.h >= 40 && !icon_row) {
      // A short card (a phone): the character's bust in the bottom-right
      // corner, as wide as the costume slots leave it, else above them under
      // the card's words (an actor is told by face, never by the trade's one
      // mask); the trade's medallion where even that has no room.
      const int slot_count = std::max(costume_size(obs), at(m, "pieces").is_array() ? int(m["pieces"].size()) : 0);
      const float slots_w = slots_on(m) ? 6 + slot_count * (slot_h - 6 + 5) + 14 : 0;  // and a complete costume's tick
      const float words_end = card.y + name_h + 5 + (shows_words && !beside ? words_h : 0);
      float foot = card.y + card.h - 3;
      float bh = std::min({card.h * 0.52f, 46.f, (card.w - slots_w - 6) * 70.f / 56.f, foot - words_end});
      if (bh < 26 && slots_on(m)) {
        foot = card.y + card.h - slot_h - 1;
        bh = std::min(46.f, foot - words_end);
      }
      if (bh >= 26) {
        art::draw(g, "shakespeare/portrait/" + portrait_of(portrayed), {card.x + card.w - bh * 56 / 70 - 4, foot - bh, bh * 56 / 70, bh});
      } else if (const float ms = std::min(20.f, card.h * 0.36f); card.y + card.h - 3 - words_end >= ms) {
        // (Never over the card's words: a short card's trade keeps them.)
        art::draw(g, "shakespeare/role/" + (extra ? std::string("extra") : kind),
                  {card.x + card.w - ms - 3, card.y + card.h - ms - 3, ms, ms});
      }
    }
    if (shows_words && !actor_card) {
      const float wy = card.y + name_h + 5 + ph;
      const float th = effect_lines(g, t_lbl, trade_fx, card.x + 5, wy, t_w, kMinText, kInk, kVelvet, true);
      ctx.explain({card.x, wy, card.w, th}, tr(i18n, "phase.actions"), card_help(i18n, m));
    } else if (shows_words) {
      float wy = card.y + name_h + 5 + ph;
      const float ah = effect_lines(g, tr(i18n, "fx.acts"), act_fx, card.x + 5, wy, card.w - 10, kMinText, kInk, kVelvet, true);
      ctx.explain({card.x, wy, card.w, ah}, tr(i18n, "phase.actions"), card_help(i18n, m));
      wy += ah;
      if (!reh_fx.empty()) {
        const float rh = effect_lines(g, tr(i18n, "fx.rehearses"), reh_fx, card.x + 5, wy, card.w - 10, kMinText, kInk, kTeal, true);
        ctx.explain({card.x, wy, card.w, rh}, tr(i18n, "phase.rehearsal"), card_help(i18n, m));
      }
    } else if (card_h >= 56 + name_h - body && actor_card) {
      // No room for the words: the actor's feathers as icons (its explanation
      // says them in words): activation, then rehearsal.
      // A cylinder (placed on it to activate it), then what that gives; a
      // costume (complete, it rehearses), then what that gives.
      float fy = card.y + name_h + 14 + ph;
      float fx = card.x + 5;
      // No portrait above (a phone's short card): the actor's bust starts
      // the row, as tall as the room between the name and the costume slots.
      if (ph == 0) {
        const float bh = std::min(40.f, card_h - name_h - 6 - slot_h - 2);
        if (bh >= 26) {
          const float bw = bh * 56 / 70;
          art::draw(g, "shakespeare/portrait/" + portrait_of(portrayed), {fx - 1, card.y + name_h + 3, bw, bh});
          fx += bw + 3;
          fy = card.y + name_h + 3 + bh / 2;
        }
      }
      const Rect act_icon{fx, fy - 8, 10, 16};
      cylinder_icon(g, act_icon, seat_colour(seat));
      fx += 14 + activation_row(g, m["card"], fx + 14, fy, 12, true);
      const Rect reh_icon{fx + 4, fy - 8, 16, 16};
      costume_icon(g, reh_icon, kTeal);
      const float reh_w = rehearsal_row(g, m["card"], fx + 24, fy, 12, true);
      ctx.explain({act_icon.x - 2, act_icon.y - 2, reh_icon.x - act_icon.x, 20}, tr(i18n, "phase.actions"), card_help(i18n, m));
      ctx.explain({reh_icon.x - 2, reh_icon.y - 2, reh_w + 22, 20}, tr(i18n, "phase.rehearsal"), card_help(i18n, m));
    } else if ((card_h >= 50 || !hired.empty()) && (name_h == body || card_h >= name_h + 30)) {
      const bool short_card = card_h < 56;
      const float sz = short_card ? 11 : 12, sy = card.y + name_h + (short_card ? 4 : 6) + ph;
      const SDL_Color sc = extra ? kGold : SDL_Color{110, 80, 70, 255};
      // Never cut off: a line too long for the card takes two where the card
      // is tall enough (clear of the medallion), else an Extra shows the
      // card's name alone (its velvet already says "face down").
      std::vector<std::string> lines = g.wrap(sub, std::max(sz, kMinText), card.w - 10);
      const float ms = card.h >= 40 ? std::min(20.f, card.h * 0.36f) : 0;
      const bool two = lines.size() == 2 && sy + 2 * (sz + 3) <= card.y + card.h - 2 &&
                       g.measure(lines[1], std::max(sz, kMinText)) <= card.w - 14 - ms;
      if (lines.size() > 1 && !two && !hired.empty() && !resting) lines = {hired};
      if (two) {
        fit_left(g, lines[0], card.x + 5, sy, card.w - 10, sz, kMinText, sc);
        fit_left(g, lines[1], card.x + 5, sy + sz + 3, card.w - 14 - ms, sz, kMinText, sc);
      } else {
        fit_left(g, lines.size() == 1 ? lines[0] : sub, card.x + 5, sy, card.w - 10, sz, kMinText, sc);
      }
    }
    // Today's cylinder.
    if (m.value("cylinder", false)) {
      Rect cyl{card.x + card.w - 18, card.y + 4, 12, 18};
      g.round_rect(cyl, 3, seat_colour(seat));
      g.ellipse(cyl.cx(), cyl.y + 3, 6, 3, with_alpha(kCream, 0.7f));
      ctx.explain(cyl, help(i18n, "cylinders_title"), help(i18n, "cylinder"));
    }
    // A rest token: the character sits out the next day.
    if (resting) {
      Rect zz{card.x + card.w - 30, card.y + 4, 26, 18};
      if (!art::draw(g, "shakespeare/rest", {zz.x + 3, zz.y - 1, 22, 22})) {
        g.round_rect(zz, 5, kVelvetDark);
        fit_readable(g, "Zz", zz, 12, kCream, Face::Bold);
      }
      ctx.explain(zz, help(i18n, "rest_title"), help(i18n, "resting"));
    }
    if (keep_mark) g.text("✓", card.x + card.w - 34, card.y + 4, 13, kGoldDark, Align::Left, Face::Bold);
    // Costume slots.
    const Json& pieces = at(m, "pieces");
    const bool slots = slots_on(m);
    if (slots) {
      float sr = std::min({11.f, card_h * 0.15f, (card.w - 22) / (2.f * std::max(costume_size(obs), 1)) - 2.5f});
      float sy = card.y + card.h - sr - 5;
      const int have = pieces.is_array() ? static_cast<int>(pieces.size()) : 0;
      const bool target = craft && is_legal(legal, "costume " + pick_colour_ + " on " + aid);
      const int size = std::max(costume_size(obs), have);
      for (int k = 0; k < size; ++k) {
        float sx = card.x + 6 + sr + k * (2 * sr + 5);
        anchor("slot:" + std::to_string(seat) + ":" + aid + ":" + std::to_string(k), {sx - sr, sy - sr, 2 * sr, 2 * sr});
        if (k < have)
          ctx.explain({sx - sr, sy - sr, 2 * sr, 2 * sr}, piece_title(i18n, pieces[k].get<std::string>(), false),
                      piece_help(i18n, obs, pieces[k].get<std::string>(), false));
        else
          ctx.explain({sx - sr, sy - sr, 2 * sr, 2 * sr}, help(i18n, "slot_title"), help(i18n, "slots"));
        if (k < have && !piece_arriving(seat, aid, k, ctx.now)) {
          piece(g, {sx - sr, sy - sr, 2 * sr, 2 * sr}, pieces[k].get<std::string>(), false);
        } else if (k < have) {
          g.ellipse_ring(sx, sy, sr, sr, 1.5f, extra ? kGoldDark : SDL_Color{150, 130, 110, 255});
        } else {
          bool here = target && k == have;
          if (here) g.ellipse(sx, sy, sr + 3, sr + 3, kHighlight);
          g.ellipse_ring(sx, sy, sr, sr, 1.5f, extra ? kGoldDark : SDL_Color{150, 130, 110, 255});
          if (here) {
            g.ellipse(sx, sy, sr - 2, sr - 2, with_alpha(piece_colour(pick_colour_), 0.6f));
            const float hs = std::max(2 * sr + 12, kMinTap);
            ctx.hit("action:costume " + pick_colour_ + " on " + aid, {sx - hs / 2, sy - hs / 2, hs, hs});
          }
        }
      }
      if (m.value("complete", false)) g.text("✓", card.x + 6 + 2 * size * sr + 5 * (size - 1) + 4, sy - 8, 13, kGoldDark, Align::Left, Face::Bold);
    }
    if (plus3) {
      Rect pb{card.x + card.w - 46, card.y + 2, 44, std::max(card.h - 4, 44.f)};
      g.round_rect(pb, 6, kTeal);
      g.round_rect_outline(pb, 6, 1.5f, kGold);
      fit_readable(g, "+3", pb, 14, kCream, Face::Bold);
      ctx.hit("action:activate " + aid + " with +3", pb);
    }
    // At the end: was the character paid?
    if (over && at(m, "paid").is_boolean()) {
      bool paid = m["paid"].get<bool>();
      const std::string word = paid ? tr(i18n, "paid") : tr(i18n, "unpaid");
      // As wide as its word needs ("nincs fizetve"), up to the card's width.
      const float bw = std::min(card.w - 8, std::max(50.f, g.measure(word, 11, Face::Bold) + 10));
      Rect badge{card.x + card.w - bw - 4, card.y + card.h - 22, bw, 18};
      g.round_rect(badge, 5, paid ? kTeal : kDanger);
      fit_readable(g, word, badge, 11, kCream, Face::Bold);
      ctx.explain(badge, paid ? tr(i18n, "paid") : tr(i18n, "unpaid"), help(i18n, paid ? "paid" : "unpaid"));
    }
  }
  y += rows * (card_h + gap) + 4;

  // The set grid.
  if (show_set && spaces.is_array() && !spaces.empty()) {
    float top = std::max(y, r.y + r.h - set_h);
    const float half = std::min((r.w - 18) / 14.f, 34.f);
    const float ox = r.x + 18 + (r.w - 18) / 2;
    const float base = top + 4 + 4 * set_row_h;  // bottom of row A
    // The bricks carry their names, so no row letters: the title goes there.
    ctx.explain({r.x, top, r.w, set_h}, tr(i18n, "set"), help(i18n, "set"));
    fit_left(g, tr(i18n, "set"), r.x, base - 4 * set_row_h + set_row_h / 2 - 8, std::max(20.f, ox - 4 * half - r.x - 4),
             body - 1, kMinText, kCream);
    const Json& set = at(c, "set");
    for (const auto& sp : spaces) {
      int row = num(sp, "row"), hx = num(sp, "x");
      bool virt = sp.value("virtual", false), lit = sp.value("candle", false);
      std::string nm = str(sp, "name");
      Rect br{ox + (hx - 1) * half + 1, base - (row + 1) * set_row_h + 1, 2 * half - 2, set_row_h - 2};
      std::string colour = str(set, nm.c_str());
      bool target = set_craft && is_legal(legal, "set " + pick_colour_ + " at " + nm);
      if (target) g.round_rect(br.inset(-3), 5, kHighlight);
      if (virt) {
        // Scaffolding: the row above rests on it, no flat is painted there.
        const SDL_Color wood{150, 110, 70, 255};
        g.line(br.x + 3, br.y + 1, br.x + 3, br.y + br.h - 1, 2, wood);
        g.line(br.x + br.w - 3, br.y + 1, br.x + br.w - 3, br.y + br.h - 1, 2, wood);
        g.line(br.x + 3, br.y + 2, br.x + br.w - 3, br.y + br.h - 2, 1.5f, wood);
        g.line(br.x + 3, br.y + br.h - 2, br.x + br.w - 3, br.y + 2, 1.5f, wood);
      } else if (!colour.empty() && !brick_arriving(seat, nm, ctx.now)) {
        piece(g, br, colour, true);
      } else {
        // A place chalked out for a flat still to be built.
        g.round_rect(br, 3, target ? with_alpha(piece_colour(pick_colour_), 0.55f) : with_alpha(kNight, 0.55f));
        g.round_rect_outline(br, 3, 1, with_alpha(kCream, 0.55f));
        fit_readable(g, nm, br, 11, kMuted);
      }
      if (lit) candle(g, br.x + br.w - 8, br.y + br.h - 2, std::min(br.h - 4, 20.f), !colour.empty());
      if (!virt) anchor("space:" + std::to_string(seat) + ":" + nm, br);
      {
        std::string body = virt ? help(i18n, "space_virtual")
                           : !colour.empty() ? piece_help(i18n, obs, colour, true)
                                             : help(i18n, "space_free");
        if (lit) body += "\n" + help(i18n, "space_candle");
        ctx.explain(br, virt ? tr(i18n, "set") : !colour.empty() ? nm + ": " + piece_title(i18n, colour, true) : nm,
                    body);
      }
      if (target) ctx.hit("action:set " + pick_colour_ + " at " + nm, br.inset(-1));  // the whole cell
    }
  }
}

}  // namespace tabula::web
