// Colours, names and little drawn tokens shared by the Shakespeare boards.
#include "shakespeare/draw.h"

#include "shakespeare/data.h"  // the engine's (public) objective thresholds

#include <algorithm>

#include "ui/atlas.h"

namespace tabula::web::shakespeare_ui {

const Json& at(const Json& j, const char* key) {
  static const Json kNull;
  if (!j.is_object()) return kNull;
  auto it = j.find(key);
  return it == j.end() ? kNull : *it;
}

int num(const Json& j, const char* key, int fallback) {
  const Json& v = at(j, key);
  return v.is_number() ? v.get<int>() : fallback;
}

bool flag(const Json& j, const char* key) {
  const Json& v = at(j, key);
  return v.is_boolean() && v.get<bool>();
}

std::string str(const Json& j, const char* key) {
  const Json& v = at(j, key);
  return v.is_string() ? v.get<std::string>() : std::string();
}

std::string tr(const I18n& i18n, const std::string& key,
               const std::map<std::string, std::string>& args) {
  return i18n.t("shakespeare." + key, args);
}

std::string tr_or(const I18n& i18n, const std::string& key, const std::string& fallback) {
  std::string s = i18n.t("shakespeare." + key);
  return s == "shakespeare." + key ? fallback : s;
}

SDL_Color seat_colour(int seat) {
  // The four company colours, picked to stay apart from the six piece colours.
  static const SDL_Color kSeats[] = {
      {214, 58, 48, 255}, {46, 128, 214, 255}, {238, 156, 36, 255}, {236, 236, 226, 255}};
  if (seat < 0 || seat > 3) return {128, 124, 120, 255};
  return kSeats[seat];
}

SDL_Color piece_colour(const std::string& c) {
  if (c == "black") return {34, 32, 36, 255};
  if (c == "pink") return {240, 132, 176, 255};
  if (c == "purple") return {128, 66, 176, 255};
  if (c == "blue") return {52, 104, 214, 255};
  if (c == "green") return {58, 158, 76, 255};
  if (c == "yellow") return {244, 210, 52, 255};
  return {150, 150, 150, 255};
}

SDL_Color feather_colour(const std::string& f) {
  if (f == "red") return {212, 56, 46, 255};
  if (f == "yellow") return {244, 206, 52, 255};
  if (f == "blue") return {56, 108, 216, 255};
  if (f == "white") return {246, 244, 236, 255};
  if (f == "grey") return {140, 140, 140, 255};
  return {200, 200, 200, 255};
}

std::string roman(int act) {
  static const char* kRoman[] = {"I", "II", "III"};
  return act >= 0 && act < 3 ? kRoman[act] : "?";
}

std::string card_name(const I18n& i18n, const Json& card) {
  const std::string id = str(card, "id");
  const std::string kind = str(card, "kind");
  if (kind == "extra") return tr(i18n, "kind.extra");
  const std::string own = tr_or(i18n, "cards." + id, "");
  if (!own.empty()) return own;
  if (kind == "costume_maker" || kind == "set_designer") {
    int v = num(card, "printed_value", num(at(card, "card"), "printed_value", 0));
    return tr(i18n, "kind." + kind) + (v ? " " + std::to_string(v) : "");
  }
  if (kind != "actor" && !kind.empty()) return tr(i18n, "kind." + kind);
  std::string name = str(card, "name");
  return name.empty() ? id : name;
}

std::string cast_action_id(const Json& member) {
  std::string id = str(member, "id");
  return at(member, "extra").is_boolean() && member["extra"].get<bool>() ? "extra-" + id : id;
}

std::string colour_word(const I18n& i18n, const std::string& colour) {
  return tr(i18n, "colour." + colour);
}

std::string objective_name(const I18n& i18n, const std::string& id) {
  return tr_or(i18n, "objective." + id + ".name", id);
}

// The card's thresholds come from the engine's data (assets/shakespeare/
// objectives.json, reconstructed and retuned), never from the translations,
// so the text on screen always scores what the engine scores.
std::string objective_text(const I18n& i18n, const std::string& id) {
  const auto& d = tabula::shakespeare::data();
  const int k = d.objective_index(id);
  if (k < 0) return "";
  const auto& o = d.objectives[static_cast<size_t>(k)];
  return tr(i18n, "objective." + id + ".text", {{"t", o.steps()}, {"p", o.points()}});
}

bool is_legal(const std::vector<std::string>& legal, const std::string& text) {
  return std::find(legal.begin(), legal.end(), text) != legal.end();
}

void fit_left(Gfx& g, const std::string& s, float x, float y, float max_w, float size, float min_size,
              SDL_Color c, Face face) {
  min_size = std::max(min_size, kMinText);
  size = std::max(size, kMinText);
  float w = g.measure(s, size, face);
  float sz = w > max_w && w > 0 ? std::max(min_size, size * max_w / w) : size;
  // Glyph widths do not scale exactly with the size: step down to what fits
  // before cutting anything off.
  while (sz > min_size && g.measure(s, sz, face) > max_w) sz = std::max(min_size, sz - 0.5f);
  g.text(ellipsize(g, s, sz, max_w, face), x, y + (size - sz) * 0.5f, sz, c, Align::Left, face);
}

void disc(Gfx& g, float cx, float cy, float r, int seat) {
  // The art's disc carries the company's mark (circle, triangle, square, cross).
  const std::string key = seat >= 0 && seat <= 3 ? std::to_string(seat) : "neutral";
  if (art::draw(g, "shakespeare/disc/" + key, {cx - r * 1.14f, cy - r * 1.1f, r * 2.28f, r * 2.28f})) return;
  g.ellipse(cx + 1, cy + 1.5f, r, r * 0.8f, {0, 0, 0, 110});
  g.ellipse(cx, cy, r, r * 0.8f, {30, 20, 20, 255});
  g.ellipse(cx, cy - 0.8f, r - 1.2f, r * 0.8f - 1.2f, seat_colour(seat));
}

std::vector<std::string> piece_colours(const Json& obs) {
  std::vector<std::string> out;
  for (const auto& c : at(at(obs, "layout"), "colours"))
    if (c.is_string()) out.push_back(c.get<std::string>());
  return out;
}

int piece_value(const Json& obs, const std::string& colour) {
  return num(at(at(obs, "layout"), "piece_values"), colour.c_str(), 0);
}

int costume_size(const Json& obs) { return num(at(obs, "layout"), "costume_size", 0); }

void piece(Gfx& g, Rect r, const std::string& colour, bool brick, int value) {
  SDL_Color c = piece_colour(colour);
  // The art's piece or brick is woven with its colour's pattern.
  if (art::draw(g, std::string("shakespeare/") + (brick ? "brick/" : "piece/") + colour,
                brick ? r.inset(-1) : Rect{r.cx() - r.w * 0.55f, r.cy() - r.h * 0.55f, r.w * 1.1f, r.h * 1.1f})) {
  } else if (brick) {
    g.round_rect({r.x + 1, r.y + 1.5f, r.w, r.h}, 2, {0, 0, 0, 90});
    g.round_rect(r, 2, c);
    g.round_rect_outline(r, 2, 1, {0, 0, 0, 120});
  } else {
    float rad = std::min(r.w, r.h) / 2;
    g.ellipse(r.cx() + 0.8f, r.cy() + 1.2f, rad, rad, {0, 0, 0, 90});
    g.ellipse(r.cx(), r.cy(), rad, rad, c);
    g.ellipse_ring(r.cx(), r.cy(), rad, rad, 1, {0, 0, 0, 120});
  }
  if (value > 0) {
    const bool light = colour == "pink" || colour == "yellow";
    fit_readable(g, std::to_string(value), r, std::min(r.h * 0.8f, 15.f),
               light ? SDL_Color{40, 26, 30, 255} : SDL_Color{250, 240, 218, 255}, Face::Bold);
  }
}

void candle(Gfx& g, float cx, float bottom, float h, bool lit) {
  if (art::draw(g, lit ? "shakespeare/candle/lit" : "shakespeare/candle/out",
                {cx - h * 0.24f, bottom - h * 0.98f, h * 0.48f, h * 1.08f})) return;
  float w = h * 0.32f;
  g.round_rect({cx - w / 2, bottom - h * 0.7f, w, h * 0.7f}, w * 0.3f,
               lit ? SDL_Color{250, 240, 214, 255} : SDL_Color{170, 160, 150, 255});
  if (lit) {
    g.ellipse(cx, bottom - h * 0.82f, w * 0.45f, h * 0.16f, {255, 176, 40, 255});
    g.ellipse(cx, bottom - h * 0.8f, w * 0.22f, h * 0.09f, {255, 240, 170, 255});
  } else {
    g.line(cx, bottom - h * 0.7f, cx, bottom - h * 0.86f, 1.2f, {60, 50, 50, 255});
  }
}

void cylinder_icon(Gfx& g, Rect r, SDL_Color c, bool empty) {
  const float w = std::min(r.w, r.h * 0.6f), x = r.cx() - w / 2;
  const Rect body{x, r.y + w * 0.2f, w, r.h - w * 0.2f};
  if (empty) {
    g.round_rect_outline(body, w * 0.3f, 1.2f, c);
    g.ellipse_ring(body.cx(), body.y + 1, w / 2 - 0.6f, w * 0.2f, 1.2f, c);
    return;
  }
  g.round_rect(body, w * 0.3f, c);
  g.ellipse(body.cx(), body.y + 1, w / 2, w * 0.2f, with_alpha(palette::kCream, 0.7f));
}

void costume_icon(Gfx& g, Rect r, SDL_Color c) {
  // A doublet: shoulders and sleeves, then the body to a hem.
  const float s = std::min(r.w, r.h), x = r.cx() - s / 2, y = r.cy() - s / 2;
  g.polygon({{x + s * 0.30f, y + s * 0.05f}, {x + s * 0.70f, y + s * 0.05f}, {x + s, y + s * 0.30f},
             {x + s * 0.86f, y + s * 0.48f}, {x + s * 0.74f, y + s * 0.38f}, {x + s * 0.74f, y + s * 0.95f},
             {x + s * 0.26f, y + s * 0.95f}, {x + s * 0.26f, y + s * 0.38f}, {x + s * 0.14f, y + s * 0.48f},
             {x, y + s * 0.30f}},
            c);
  g.line(x + s * 0.5f, y + s * 0.12f, x + s * 0.5f, y + s * 0.9f, 1, with_alpha(palette::kCream, 0.8f));
}

void plus3_token(Gfx& g, Rect r) {
  const float d = std::min(r.w, r.h);
  g.ellipse(r.cx(), r.cy(), d / 2, d / 2, palette::kTeal);
  g.ellipse_ring(r.cx(), r.cy(), d / 2, d / 2, 1.2f, palette::kGold);
  // Never under 11 px: a phone's company board draws the token small, and
  // its label must stay readable (tests/browser/views-phones.test.mjs).
  const float size = std::max(11.f, d * 0.5f);
  g.text("+3", r.cx(), r.cy() - size * 0.6f, size, palette::kCream, Align::Center, Face::Bold);
}

float feathers(Gfx& g, const Json& f, float x, float cy, float size, bool on_light) {
  static const char* kOrder[] = {"red", "yellow", "blue", "white"};
  float x0 = x;
  if (!f.is_object()) return 0;
  for (const char* k : kOrder) {
    int n = num(f, k, 0);
    if (n <= 0) continue;
    float r = size * 0.36f;
    // A quill banded by its act (the art), else a dot in its colour.
    if (!art::draw(g, std::string("shakespeare/feather/") + k, {x + r - size * 0.4f, cy - size * 0.62f, size * 0.8f, size * 1.28f})) {
      g.ellipse(x + r, cy, r, r, feather_colour(k));
      g.ellipse_ring(x + r, cy, r, r, 1, {0, 0, 0, 140});
    }
    x += 2 * r + 1;
    if (n > 1) x += g.text(std::to_string(n), x, cy - size * 0.55f, size, on_light ? SDL_Color{40, 26, 30, 255} : SDL_Color{250, 240, 218, 255}) + 2;
    x += 3;
  }
  return x - x0;
}

std::string portrait_of(const Json& card) {
  const std::string kind = str(card, "kind");
  if (kind == "extra" || flag(card, "extra")) return "extra";
  if (kind == "actor") return str(card, "id");
  return kind;
}

float character_portrait(Gfx& g, const Json& card, Rect room, Rect frame, float max_h) {
  constexpr float kAspect = 56.f / 70.f;  // assets/art/shakespeare/portrait.svg
  if (room.h < 28) {
    // No room for the figure: its trade's medallion in the frame's corner,
    // in the space the words leave at the bottom (`room`: the words follow
    // it down from its top), never over them (a five-card market at 360 px:
    // an actor's two lines of abilities ran under it).
    const float ms = std::min(22.f, frame.h * 0.26f);
    if (frame.h >= 50 && room.h >= ms + 3) {
      art::draw(g, "shakespeare/role/" + str(card, "kind"), {frame.x + frame.w - ms - 3, frame.y + frame.h - ms - 3, ms, ms});
    }
    return 0;
  }
  float h = std::min(room.h - 2, max_h), w = h * kAspect;
  if (w > room.w) w = room.w, h = w / kAspect;
  // The space is kept while the atlas loads, so nothing moves when it comes.
  art::draw(g, "shakespeare/portrait/" + portrait_of(card), {room.cx() - w / 2, room.y, w, h});
  return h + 3;
}

namespace {
const char* const kFeatherOrder[] = {"red", "yellow", "blue", "white"};

void feather_effects(const I18n& i18n, const Json& f, std::vector<Effect>& out) {
  for (int k = 0; k < 4; ++k) {
    const int n = num(f, kFeatherOrder[k], 0);
    if (n <= 0) continue;
    const std::string icon = std::string("shakespeare/feather/") + kFeatherOrder[k];
    const std::string amount = std::to_string(n);
    out.push_back({icon, k < 3 ? tr(i18n, "fx.act", {{"act", roman(k)}, {"n", amount}})
                               : tr(i18n, "fx.any", {{"n", amount}})});
  }
}
}  // namespace

std::vector<Effect> activation_effects(const I18n& i18n, const Json& card) {
  std::vector<Effect> out;
  feather_effects(i18n, at(card, "activation"), out);
  const Json& power = at(card, "power");
  if (num(power, "pounds")) out.push_back({"", tr(i18n, "fx.pounds", {{"n", std::to_string(num(power, "pounds"))}})});
  if (num(power, "ambiance") > 0) out.push_back({"shakespeare/candle/lit", tr(i18n, "fx.ambiance")});
  if (num(power, "others_ambiance") < 0) out.push_back({"shakespeare/candle/out", tr(i18n, "fx.rivals")});
  return out;
}

std::vector<Effect> rehearsal_effects(const I18n& i18n, const Json& card) {
  std::vector<Effect> out;
  const Json& reh = at(card, "rehearsal");
  feather_effects(i18n, reh, out);
  if (num(reh, "each_act")) out.push_back({"", tr(i18n, "fx.each", {{"n", std::to_string(num(reh, "each_act"))}})});
  if (num(reh, "prestige")) out.push_back({"", tr(i18n, "fx.prestige", {{"n", std::to_string(num(reh, "prestige"))}})});
  if (num(reh, "pounds")) out.push_back({"", tr(i18n, "fx.pounds", {{"n", std::to_string(num(reh, "pounds"))}})});
  return out;
}

std::string trade_label(const I18n& i18n, const std::string& kind) {
  if (kind == "assistant") return tr(i18n, "fx.always");
  if (kind == "costume_maker" || kind == "set_designer" || kind == "handyman" || kind == "jeweller" || kind == "queen")
    return tr(i18n, "fx.takes");
  return "";
}

std::vector<Effect> trade_effects(const I18n& i18n, const std::string& kind, int value) {
  // Words alone: the card's portrait already shows the trade's tools.
  const std::string n = std::to_string(value);
  if (kind == "costume_maker") return {{"", tr(i18n, "fx.costume_pieces", {{"n", n}})}};
  if (kind == "set_designer") return {{"", tr(i18n, "fx.set_pieces", {{"n", n}})}};
  if (kind == "handyman") return {{"", tr(i18n, "fx.either_pieces", {{"n", n}})}};
  if (kind == "jeweller") return {{"", tr(i18n, "fx.yellow_piece")}};
  if (kind == "queen") return {{"", tr(i18n, "queen.short")}};
  if (kind == "assistant") return {{"", tr(i18n, "fx.craftsmen")}};
  return {};
}

float effect_lines(Gfx& g, const std::string& label, const std::vector<Effect>& fx, float x, float y, float w,
                   float size, SDL_Color ink, SDL_Color label_ink, bool draw) {
  size = std::max(size, kMinText);
  const float line_h = size + 4, icon_w = size * 0.72f, gap = size * 0.45f;
  float cx = x, cy = y;
  auto place = [&](float item_w) {  // wraps before an item that would not fit
    if (cx > x && cx + item_w > x + w) {
      cx = x;
      cy += line_h;
    }
  };
  if (!label.empty()) {  // (a narrow card may leave it out)
    const float lw = g.measure(label, size, Face::Bold);
    place(lw);
    if (draw) g.text(label, cx, cy, size, label_ink, Align::Left, Face::Bold);
    cx += lw + gap;
  }
  for (size_t i = 0; i < fx.size(); ++i) {
    const std::string words = fx[i].words + (i + 1 < fx.size() ? "," : "");
    const float iw = fx[i].icon.empty() ? 0 : icon_w + 1;
    // A phrase too wide for what is left of the line goes word by word (a
    // narrow card: "any / act +1"), the icon before its first word; "…" only
    // for a word too narrow to hyphenate.
    std::vector<std::string> parts;
    if (iw + g.measure(words, size) <= w) parts.push_back(words);
    else parts = wrap_hyphenated(g, words, size, w - iw);
    for (size_t k = 0; k < parts.size(); ++k) {
      const float lead = k == 0 ? iw : 0;
      const float ww = std::min(g.measure(parts[k], size), w - lead);
      place(lead + ww);
      if (draw) {
        if (lead > 0) art::draw(g, fx[i].icon, {cx, cy - size * 0.05f, icon_w, size * 1.15f});
        g.text(ww < g.measure(parts[k], size) ? ellipsize(g, parts[k], size, w - lead) : parts[k], cx + lead, cy, size, ink);
      }
      cx += lead + ww + (k + 1 < parts.size() ? size * 0.3f : gap);
    }
  }
  return cy - y + line_h;
}

float activation_row(Gfx& g, const Json& card, float x, float cy, float size, bool on_light) {
  const SDL_Color cream = on_light ? SDL_Color{40, 26, 30, 255} : SDL_Color{250, 240, 218, 255};
  const SDL_Color gold = on_light ? SDL_Color{160, 116, 40, 255} : SDL_Color{224, 178, 82, 255};
  float x0 = x;
  x += feathers(g, at(card, "activation"), x, cy, size, on_light);
  const Json& power = at(card, "power");
  if (num(power, "pounds")) x += g.text("+£" + std::to_string(num(power, "pounds")), x, cy - size * 0.6f, size, gold, Align::Left, Face::Bold) + 3;
  int amb = num(power, "ambiance") + num(power, "others_ambiance");
  if (amb) {
    // Ambiance: a lit candle for your own, an unlit one for the rivals'.
    candle(g, x + size * 0.3f, cy + size * 0.5f, size * 1.1f, amb > 0);
    x += size * 0.7f;
    x += g.text(amb > 0 ? "+1" : "−1", x, cy - size * 0.6f, size, cream, Align::Left, Face::Bold) + 3;
  }
  return x - x0;
}

float rehearsal_row(Gfx& g, const Json& card, float x, float cy, float size, bool on_light) {
  const SDL_Color cream = on_light ? SDL_Color{40, 26, 30, 255} : SDL_Color{250, 240, 218, 255};
  const SDL_Color gold = on_light ? SDL_Color{160, 116, 40, 255} : SDL_Color{224, 178, 82, 255};
  const Json& reh = at(card, "rehearsal");
  float x0 = x;
  x += feathers(g, reh, x, cy, size, on_light);
  if (num(reh, "each_act")) x += g.text("I·II·III +" + std::to_string(num(reh, "each_act")), x, cy - size * 0.6f, size, cream) + 3;
  if (num(reh, "prestige")) x += g.text("★" + std::to_string(num(reh, "prestige")), x, cy - size * 0.6f, size, gold) + 3;
  if (num(reh, "pounds")) x += g.text("£" + std::to_string(num(reh, "pounds")), x, cy - size * 0.6f, size, cream) + 3;
  return x - x0;
}

}  // namespace tabula::web::shakespeare_ui
