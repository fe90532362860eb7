// The start screen, the top bar, overlays (rules, menu, pass-the-device,
// character picker), buttons, and what every tap does.
#include <algorithm>
#include <cmath>
#include <set>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

using namespace palette;

namespace {
// A harlequin backdrop: diamonds in two close shades of velvet.
void harlequin(Gfx& g, Rect r) {
  g.fill_rect(r, kVelvetDark);
  const float dw = 56, dh = 80;
  SDL_Color alt{70, 14, 32, 255};
  // Diamond centres on a (dw, dh) lattice; the gaps between them are the
  // other colour of the checker.
  for (int row = 0; row * dh - dh / 2 < r.h; ++row) {
    for (int col = 0; col * dw - dw / 2 < r.w; ++col) {
      float cx = r.x + col * dw, cy = r.y + row * dh;
      g.polygon({{cx, cy - dh / 2}, {cx + dw / 2, cy}, {cx, cy + dh / 2}, {cx - dw / 2, cy}}, alt);
    }
  }
}
}  // namespace

bool App::button(const std::string& id, Rect r, const std::string& label, bool primary, bool enabled,
                 float size) {
  SDL_Color bg = primary ? kGold : kTeal;
  SDL_Color fg = primary ? kInk : kCream;
  if (!enabled) {
    bg = with_alpha(bg, 0.35f);
    fg = with_alpha(fg, 0.5f);
  }
  g_->round_rect({r.x, r.y + 2, r.w, r.h}, 12, {0, 0, 0, 90});
  g_->round_rect(r, 12, bg);
  g_->round_rect_outline(r.inset(1.5f), 10, 1, with_alpha(kCream, primary ? 0.5f : 0.25f));
  g_->fit_text(label, r.inset(8), size, 12, fg, Face::Bold);
  if (enabled) hit(id, r);
  return enabled;
}

void App::draw() {
  g_->clear(kNight);
  harlequin(*g_, {0, 0, g_->width(), g_->height()});
  if (screen_ == Screen::Start || !match_) draw_start();
  else draw_table();
  draw_overlay();
}

void App::draw_start() {
  const float W = g_->width(), H = g_->height();
  const float col_w = std::min(W - 24, 460.f);
  const float x = (W - col_w) / 2;
  const bool tight = H < 700;
  float y = tight ? 10 : 22;
  // The three games as cards to pick from, the chosen one lit.
  const GameInfo* info = find_game(setup_.game);
  {
    std::vector<const GameInfo*> games;
    for (const auto& g : all_games())
      if (has_view(g.name)) games.push_back(&g);
    const float gap = 8, cw = (col_w - gap * (games.size() - 1)) / games.size();
    const float ch = std::min(tight ? 112.f : 150.f, cw * 1.25f);
    for (size_t i = 0; i < games.size(); ++i) {
      const GameInfo& gi = *games[i];
      const bool on = gi.name == setup_.game;
      Rect card{x + i * (cw + gap), y, cw, ch};
      g_->round_rect({card.x, card.y + 3, card.w, card.h}, 14, {0, 0, 0, 100});
      g_->round_rect(card, 14, on ? SDL_Color{70, 30, 56, 255} : SDL_Color{34, 12, 30, 235});
      g_->round_rect_outline(card, 14, on ? 3.f : 1.2f, on ? kHighlight : with_alpha(kGold, 0.45f));
      draw_game_emblem(gi.name, {card.x + 10, card.y + 10, card.w - 20, card.h * 0.56f});
      g_->fit_text(gi.title, {card.x + 4, card.y + card.h * 0.62f, card.w - 8, 22}, 17, 11, on ? kGold : kCream,
                   Face::Bold);
      std::string range = i18n_.t("ui.players_range", {{"min", std::to_string(gi.min_players)},
                                                       {"max", std::to_string(gi.max_players)}});
      g_->fit_text(range, {card.x + 4, card.y + card.h * 0.62f + 24, card.w - 8, 16}, 12, 9, kMuted);
      hit("game:" + gi.name, card);
    }
    y += ch + 10;
  }
  for (const auto& line : g_->wrap(i18n_.t("ui.blurb_" + setup_.game), 14, col_w)) {
    g_->text(line, W / 2, y, 14, kMuted, Align::Center);
    y += 19;
  }
  y += tight ? 6 : 12;
  auto row = [&](const std::string& key, const std::string& label, const std::string& value) {
    const float rh = tight ? 44 : 50;
    Rect r{x, y, col_w, rh - 6};
    g_->round_rect(r, 12, {30, 10, 26, 200});
    float vw = std::min(200.f, col_w * 0.56f);
    // The label shrinks (to 13 px at most) rather than run under the arrows.
    float avail = r.w - vw - 22, lw = g_->measure(label, 16);
    float ls = lw > avail ? std::max(13.f, 16 * avail / lw) : 16;
    g_->text(label, r.x + 14, r.y + (r.h - ls) / 2 - 2, ls, kMuted);
    Rect minus{r.x + r.w - vw - 4, r.y + 4, 38, r.h - 8};
    Rect plus{r.x + r.w - 42, r.y + 4, 38, r.h - 8};
    button(key + ":-", minus, "‹", false, true, 20);
    button(key + ":+", plus, "›", false, true, 20);
    g_->fit_text(value, {minus.x + 40, r.y, vw - 80, r.h}, 16, 13, kCream, Face::Bold);
    y += rh;
  };
  row("players", i18n_.t("ui.players"),
      std::to_string(setup_.players) + (setup_.players == 1 ? " (" + i18n_.t("ui.solo") + ")" : ""));
  if (info && info->variants.size() > 1) {
    row("variant", i18n_.t("ui.variant"),
        setup_.variant.empty() ? i18n_.t("ui.variant_standard") : i18n_.t("ui.variant_" + setup_.variant));
  }
  row("humans", i18n_.t("ui.humans"), std::to_string(setup_.humans));
  row("level", i18n_.t("ui.level"), i18n_.t("ui.level_" + setup_.level));
  row("lang", i18n_.t("ui.language"), i18n_.t("language"));
  y += 6;
  const float bh = 48;
  button("start", {x, y, col_w, bh}, i18n_.t("ui.new_game"), true, true, 18);
  y += bh + 8;
  if (has_autosave_) {
    button("continue", {x, y, col_w, bh}, i18n_.t("ui.continue"), false, true, 17);
    y += bh + 8;
  }
  float third = (col_w - 16) / 3;
  button("import", {x, y, third, 42}, i18n_.t("ui.import"), false, true, 14);
  button("help", {x + third + 8, y, third, 42}, i18n_.t("ui.help"), false, true, 14);
  button("about", {x + 2 * third + 16, y, third, 42}, i18n_.t("ui.about"), false, true, 14);
  y += 52;
  // Problems found at start-up (a save that could not be restored) stay on
  // the start screen, in words, until the next game starts.
  for (const auto& n : notices_) {
    std::vector<std::string> lines = g_->wrap(n, 14, col_w - 24);
    Rect box{x, y, col_w, lines.size() * 19.f + 16};
    g_->round_rect(box, 10, kCream);
    g_->fill_rect({box.x, box.y + 4, 4, box.h - 8}, kDanger);
    float ty = y + 8;
    for (const auto& line : lines) {
      g_->text(line, x + 14, ty, 14, kInk);
      ty += 19;
    }
    y += box.h + 8;
  }
}

// A small picture for each game on the start screen, drawn from shapes like
// everything else: Mascarade's card back, Shakespeare's stage, Mykerinos'
// pyramids in the sand.
void App::draw_game_emblem(const std::string& game, Rect r) {
  if (game == "mascarade") {
    const float h = r.h, w = std::min(r.w, h * 0.7f);
    draw_card_back({r.cx() - w / 2, r.y, w, h});
    return;
  }
  const float w = std::min(r.w, r.h * 1.3f), h = r.h;
  Rect e{r.cx() - w / 2, r.y, w, h};
  if (game == "shakespeare") {
    g_->round_rect(e, 8, kGoldDark);
    Rect stage = e.inset(4);
    g_->round_rect(stage, 5, {24, 12, 20, 255});
    g_->ellipse(stage.cx(), stage.y + stage.h * 0.86f, stage.w * 0.3f, stage.h * 0.1f, with_alpha(kHighlight, 0.35f));
    const float x0 = stage.x, x1 = stage.x + stage.w, y0 = stage.y, y1 = stage.y + stage.h;
    const SDL_Color drape = kVelvet;
    g_->polygon({{x0, y0}, {x0 + stage.w * 0.42f, y0}, {x0 + stage.w * 0.16f, y1}, {x0, y1}}, drape);
    g_->polygon({{x1 - stage.w * 0.42f, y0}, {x1, y0}, {x1, y1}, {x1 - stage.w * 0.16f, y1}}, drape);
    g_->fill_rect({x0, y0, stage.w, stage.h * 0.16f}, kVelvetDark);
    g_->fill_rect({x0, y0 + stage.h * 0.16f, stage.w, 2}, kGold);
    // A quill in the spotlight.
    const float qx = stage.cx(), qy = y0 + stage.h * 0.34f, ql = stage.h * 0.5f;
    g_->polygon({{qx + ql * 0.16f, qy}, {qx + ql * 0.05f, qy + ql * 0.75f}, {qx - ql * 0.08f, qy + ql * 0.6f}}, kCream);
    g_->line(qx + ql * 0.12f, qy + ql * 0.1f, qx - ql * 0.12f, qy + ql, 1.5f, kGoldDark);
    return;
  }
  if (game == "mykerinos") {
    g_->round_rect(e, 8, {120, 170, 210, 255});  // sky
    g_->ellipse(e.x + e.w * 0.78f, e.y + e.h * 0.26f, e.h * 0.12f, e.h * 0.12f, kHighlight);
    Rect sand{e.x, e.y + e.h * 0.68f, e.w, e.h * 0.32f};
    g_->round_rect(sand, 8, {222, 196, 142, 255});
    auto pyramid = [&](float cx, float base, float half, float height) {
      g_->polygon({{cx, base - height}, {cx + half, base}, {cx - half, base}}, {150, 112, 62, 255});
      g_->polygon({{cx, base - height}, {cx, base}, {cx - half, base}}, {190, 150, 92, 255});
    };
    const float base = e.y + e.h * 0.74f;
    pyramid(e.x + e.w * 0.68f, base, e.w * 0.17f, e.h * 0.34f);
    pyramid(e.x + e.w * 0.38f, base, e.w * 0.28f, e.h * 0.55f);
    return;
  }
  g_->round_rect(e, 8, kVelvetDark);
}

void App::draw_top_bar(Rect r) {
  g_->fill_rect(r, {24, 8, 22, 230});
  g_->fill_rect({r.x, r.y + r.h - 2, r.w, 2}, with_alpha(kGold, 0.6f));
  const GameInfo* info = view_ ? find_game(setup_.game) : nullptr;
  std::string title = info ? info->title : i18n_.t("ui.title");
  g_->text(title, r.x + 12, r.y + 12, 20, kGold, Align::Left, Face::Bold);
  float tw = g_->measure(title, 20, Face::Bold);
  float bw = std::max(70.f, g_->measure(i18n_.t("ui.menu"), 15, Face::Bold) + 24);
  button("menu", {r.x + r.w - bw - 8, r.y + 6, bw, r.h - 12}, i18n_.t("ui.menu"), false, true, 15);
  Rect help{r.x + r.w - bw - 8 - 44 - 8, r.y + 6, 44, r.h - 12};
  button("help", help, "?", false, true, 18);
  // Undo, left of "?", once the seat on screen has moved. Dimmed -- but
  // still tappable, to say why -- when the move cannot fairly be taken back.
  if (screen_ == Screen::Table && match_) {
    const UndoPoint& u = undo_now();
    if (u.moves >= 0 || u.no != UndoPoint::No::kNothingYet) {
      Rect ur{help.x - 52, help.y, 44, help.h};
      button("undo", ur, "", false, true, 18);
      draw_undo_arrow(ur.inset(11), u.moves >= 0 ? kCream : with_alpha(kCream, 0.35f));
    }
  }
  // Mascarade's turn count, where it fits left of the buttons.
  if (!view_ && match_) {
    std::string turn = i18n_.t("ui.turn_n", {{"n", std::to_string(obs_.value("turn", 1))}});
    if (r.x + 24 + tw + g_->measure(turn, 15) < help.x - 52 - 8) g_->text(turn, r.x + 24 + tw, r.y + 15, 15, kMuted);
  }
}

// The undo sign: an arrow pointing left along the top that turns back down
// round a half circle on the right (the "return" hook).
void App::draw_undo_arrow(Rect r, SDL_Color c) {
  constexpr float kPi = 3.14159265f;
  const float rad = r.h * 0.36f, cx = r.x + r.w * 0.62f, cy = r.cy() + r.h * 0.04f;
  const float top = cy - rad, bottom = cy + rad, th = 2.6f;
  const int steps = 14;
  for (int i = 0; i < steps; ++i) {
    float t0 = -kPi / 2 + kPi * i / steps, t1 = -kPi / 2 + kPi * (i + 1) / steps;
    g_->line(cx + rad * std::cos(t0), cy + rad * std::sin(t0), cx + rad * std::cos(t1), cy + rad * std::sin(t1), th, c);
  }
  const float tip = r.x + r.w * 0.08f, head = r.h * 0.3f;
  g_->line(tip + head * 0.6f, top, cx, top, th, c);
  g_->line(r.x + r.w * 0.3f, bottom, cx, bottom, th, c);
  g_->polygon({{tip, top}, {tip + head, top - head * 0.75f}, {tip + head, top + head * 0.75f}}, c);
}

void App::draw_overlay() {
  if (overlay_ == Overlay::None) return;
  g_->fill_rect({0, 0, g_->width(), g_->height()}, {10, 4, 12, 170});
  hit("overlay", {0, 0, g_->width(), g_->height()});
  switch (overlay_) {
    case Overlay::Help: draw_help(); break;
    case Overlay::Menu: draw_menu(); break;
    case Overlay::Pass: draw_pass(); break;
    case Overlay::Picker: draw_picker(); break;
    default: break;
  }
}

void App::draw_help() {
  const float W = g_->width(), H = g_->height();
  Rect panel{std::max(8.f, (W - 640) / 2), 8, std::min(W - 16, 640.f), H - 16};
  g_->round_rect(panel, 16, {40, 16, 34, 250});
  g_->round_rect_outline(panel, 16, 1.5f, with_alpha(kGold, 0.7f));
  Rect body = panel.inset(16);
  body.y += 48;
  body.h -= 48;
  g_->text(i18n_.t("ui.help"), panel.x + 16, panel.y + 16, 22, kGold, Align::Left, Face::Bold);
  button("close", {panel.x + panel.w - 110, panel.y + 10, 98, 40}, i18n_.t("ui.close"), true, true, 15);
  g_->clip(&body);
  float y = body.y - help_scroll_;
  auto para = [&](const std::string& text, float size, SDL_Color c, Face face, float after) {
    for (const auto& line : g_->wrap(text, size, body.w)) {
      if (y > body.y - 30 && y < body.y + body.h) g_->text(line, body.x, y, size, c, Align::Left, face);
      y += size * 1.35f;
    }
    y += after;
  };
  for (const auto& p : view_ ? view_->rules(i18n_) : i18n_.rules()) para(p, 15, kCream, Face::Regular, 8);
  y += 6;
  // Every character's power; those in this game's cast first.
  std::vector<std::string> order;
  if (match_ && obs_.contains("cast")) {
    for (const auto& c : obs_["cast"]) {
      std::string id = c.get<std::string>();
      if (std::find(order.begin(), order.end(), id) == order.end()) order.push_back(id);
    }
  }
  for (const char* id : {"judge", "bishop", "king", "queen", "fool", "thief", "witch", "spy",
                         "peasant", "cheat", "inquisitor", "widow"}) {
    if (std::find(order.begin(), order.end(), id) == order.end()) order.push_back(id);
  }
  if (view_) order.clear();  // character powers are Mascarade's
  for (const auto& id : order) {
    float card_h = 54;
    if (y > body.y - 60 && y < body.y + body.h) draw_card_face({body.x, y, card_h * 0.7f, card_h}, id);
    float tx = body.x + card_h * 0.7f + 12;
    float y0 = y;
    if (y > body.y - 30 && y < body.y + body.h) g_->text(i18n_.character(id), tx, y, 16, kGold, Align::Left, Face::Bold);
    y += 21;
    for (const auto& line : g_->wrap(i18n_.power(id), 14, body.w - (tx - body.x))) {
      if (y > body.y - 30 && y < body.y + body.h) g_->text(line, tx, y, 14, kCream);
      y += 19;
    }
    y = std::max(y, y0 + card_h) + 10;
  }
  y += 8;
  para(i18n_.t("ui.about"), 18, kGold, Face::Bold, 2);
  para(i18n_.t("ui.about_text"), 14, kCream, Face::Regular, 4);
  para(i18n_.t("ui.reconstructed"), 14, kMuted, Face::Regular, 8);
  para(i18n_.t("ui.embed_title"), 16, kGold, Face::Bold, 2);
  para(i18n_.t("ui.embed_text"), 14, kCream, Face::Regular, 4);
  para(platform::embed_snippet(setup_.game, setup_.players), 13, kHighlight, Face::Regular, 10);
  float content = y + help_scroll_ - body.y;
  help_scroll_ = std::min(help_scroll_, std::max(0.f, content - body.h));
  g_->clip(nullptr);
  hit("help-body", body);
}

void App::draw_menu() {
  const float W = g_->width();
  const float w = std::min(W - 24, 320.f);
  Rect panel{W - w - 12, 56, w, 0};
  std::vector<std::pair<std::string, std::string>> items = {
      {"help", i18n_.t("ui.help")},
      {"hints", i18n_.t("ui.hints") + ": " + i18n_.t(hints_ ? "ui.on" : "ui.off")},
      {"lang:+", i18n_.t("ui.language") + ": " + i18n_.t("language")},
      {"export", i18n_.t("ui.export")},
      {"import", i18n_.t("ui.import")},
      {"new_game", i18n_.t("ui.new_game")},
      {"close", i18n_.t("ui.close")}};
  panel.h = items.size() * 52 + 12;
  g_->round_rect(panel, 14, {40, 16, 34, 250});
  g_->round_rect_outline(panel, 14, 1.5f, with_alpha(kGold, 0.7f));
  float y = panel.y + 8;
  for (const auto& [id, label] : items) {
    button(id, {panel.x + 8, y, panel.w - 16, 44}, label, id == "close", true, 16);
    y += 52;
  }
}

void App::draw_pass() {
  const float W = g_->width(), H = g_->height();
  harlequin(*g_, {0, 0, W, H});
  int h = human_to_move();
  std::string name = h >= 0 ? name_of(h) : "";
  draw_card_back({W / 2 - 40, H * 0.22f, 80, 114});
  float y = H * 0.22f + 140;
  for (const auto& line : g_->wrap(i18n_.t("ui.pass_to", {{"name", name}}), 26, W - 40)) {
    g_->text(line, W / 2, y, 26, kGold, Align::Center, Face::Bold);
    y += 34;
  }
  y += 8;
  for (const auto& line : g_->wrap(i18n_.t("ui.pass_note", {{"name", name}}), 16, W - 40)) {
    g_->text(line, W / 2, y, 16, kCream, Align::Center);
    y += 22;
  }
  y += 20;
  float bw = std::min(W - 40, 280.f);
  button("pass", {W / 2 - bw / 2, y, bw, 52}, i18n_.t("ui.tap_continue"), true, true, 18);
  hit("pass", {0, 0, W, H});
}

void App::draw_picker() {
  const float W = g_->width(), H = g_->height();
  const int count = static_cast<int>(picker_choices_.size());
  if (count == 0) {
    overlay_ = Overlay::None;
    return;
  }
  const float pw = std::min(W - 16, 560.f);
  int cols = std::min(count, pw < 400 ? 3 : 4);
  if (count > 6 && pw < 400) cols = 3;
  int rows = (count + cols - 1) / cols;
  float cell_w = (pw - 24 - (cols - 1) * 10) / cols;
  float card_h = std::min(cell_w / 0.7f * 0.8f, (H - 200) / rows - 12);
  card_h = std::max(60.f, card_h);
  float card_w = card_h * 0.7f;
  float ph = 64 + rows * (card_h + 12) + 60;
  Rect panel{(W - pw) / 2, std::max(8.f, (H - ph) / 2), pw, ph};
  g_->round_rect(panel, 16, {40, 16, 34, 250});
  g_->round_rect_outline(panel, 16, 1.5f, with_alpha(kGold, 0.7f));
  bool guessing = picker_choices_[0].verb == "guess";
  g_->text(i18n_.t(guessing ? "ui.guess_prompt" : "ui.pick_character"), panel.cx(), panel.y + 18, 20, kGold,
           Align::Center, Face::Bold);
  for (int i = 0; i < count; ++i) {
    int r = i / cols, c = i % cols;
    int in_row = std::min(cols, count - r * cols);
    float row_w = in_row * cell_w + (in_row - 1) * 10;
    float x = panel.cx() - row_w / 2 + c * (cell_w + 10) + (cell_w - card_w) / 2;
    float y = panel.y + 60 + r * (card_h + 12);
    Rect card{x, y, card_w, card_h};
    draw_card_face(card, picker_choices_[i].tail);
    hit("action:" + picker_choices_[i].text, card);
  }
  button("cancel", {panel.cx() - 80, panel.y + panel.h - 54, 160, 44}, i18n_.t("ui.cancel"), false, true, 16);
}

// ----------------------------------------------------------------- taps

void App::on_tap(const std::string& id) {
  const GameInfo* info = find_game(setup_.game);
  auto cycle = [](const std::vector<std::string>& list, const std::string& cur, int d) {
    if (list.empty()) return cur;
    auto it = std::find(list.begin(), list.end(), cur);
    int i = it == list.end() ? 0 : static_cast<int>(it - list.begin());
    i = (i + d + static_cast<int>(list.size())) % static_cast<int>(list.size());
    return list[i];
  };
  size_t colon = id.find(':');
  std::string head = id.substr(0, colon);
  std::string arg = colon == std::string::npos ? "" : id.substr(colon + 1);
  int d = arg == "-" ? -1 : 1;

  if (head == "overlay" || head == "help-body" || head == "log" || head == "card" || head == "seat") {
    if (overlay_ == Overlay::Menu || overlay_ == Overlay::Picker) overlay_ = Overlay::None;
    else if (head == "card" || head == "seat") picked_.clear();
    return;
  }
  if (head == "game" && info) {
    std::vector<std::string> names;
    for (const auto& g : all_games()) {
      if (has_view(g.name)) names.push_back(g.name);
    }
    setup_.game = arg == "-" || arg == "+" ? cycle(names, setup_.game, d) : arg;
    // Keep the other choices valid for the game picked.
    if (const GameInfo* now = find_game(setup_.game)) {
      setup_.players = std::clamp(setup_.players, now->min_players, now->max_players);
      setup_.humans = std::clamp(setup_.humans, 1, setup_.players);
      auto has = [](const std::vector<std::string>& v, const std::string& x) {
        return std::find(v.begin(), v.end(), x) != v.end();
      };
      if (!has(now->variants, setup_.variant)) setup_.variant = now->variants.empty() ? "" : now->variants[0];
      if (!has(now->bot_levels, setup_.level)) setup_.level = now->bot_levels.empty() ? "" : now->bot_levels[0];
    } else {
      setup_.game = names.empty() ? setup_.game : names[0];
    }
  } else if (head == "players" && info) {
    setup_.players = std::clamp(setup_.players + d, info->min_players, info->max_players);
    setup_.humans = std::min(setup_.humans, setup_.players);
  } else if (head == "variant" && info) {
    setup_.variant = cycle(info->variants, setup_.variant, d);
  } else if (head == "humans") {
    setup_.humans = std::clamp(setup_.humans + d, 1, setup_.players);
  } else if (head == "level" && info) {
    setup_.level = cycle(info->bot_levels, setup_.level, d);
  } else if (head == "lang") {
    api_set_language(cycle(I18n::languages(), i18n_.lang(), d));
  } else if (head == "start" || head == "play_again") {
    notices_.clear();
    Setup s = setup_;
    s.seed.clear();
    std::string why;
    if (!start_match(s, &why)) platform::notice(why);
  } else if (head == "continue") {
    std::optional<std::string> text = platform::load("tabula.save");
    std::string why;
    if (!text || !restore_from_text(*text, &why)) platform::notice(i18n_.t("ui.import_failed", {{"reason", why}}));
  } else if (head == "import") {
    overlay_ = Overlay::None;
    platform::pick_file();
  } else if (head == "export") {
    overlay_ = Overlay::None;
    if (match_) platform::download(setup_.game + "-" + std::to_string(match_->save().seed) + ".json", api_save());
  } else if (head == "help" || head == "about") {
    overlay_ = Overlay::Help;
    help_scroll_ = head == "about" ? 100000 : 0;
  } else if (head == "undo") {
    overlay_ = Overlay::None;
    std::string why;
    if (!undo(&why) && !why.empty()) platform::notice(why);
  } else if (head == "menu") {
    overlay_ = Overlay::Menu;
  } else if (head == "close") {
    overlay_ = Overlay::None;
  } else if (head == "hints") {
    hints_ = !hints_;
  } else if (head == "new_game") {
    overlay_ = Overlay::None;
    screen_ = Screen::Start;
  } else if (head == "pass") {
    int h = human_to_move();
    if (h >= 0) view_seat_ = h;
    overlay_ = Overlay::None;
    refresh_observation();
    seen_events_ = obs_["log"].size();
    view_observed(seen_events_);
    log_scroll_ = 0;
  } else if (head == "cancel") {
    picked_.clear();
    if (overlay_ == Overlay::Picker) overlay_ = Overlay::None;
  } else if (head == "open") {
    overlay_ = Overlay::Picker;
  } else if (head == "slot") {
    picked_.push_back(arg);
    // If the picked cards leave exactly one action and nothing more to
    // choose (the Spy's target), play it at once.
    std::vector<ParsedAction> legal = legal_parsed();
    int complete = 0, longer = 0;
    std::string only;
    for (const auto& a : legal) {
      if (a.slots.size() < picked_.size() || !std::equal(picked_.begin(), picked_.end(), a.slots.begin())) continue;
      if (a.slots.size() == picked_.size()) { complete++; only = a.text; }
      else longer++;
    }
    if (complete + longer == 0) picked_.clear();
    else if (complete == 1 && longer == 0) play(only);
  } else if (head == "action") {
    if (match_ && human_to_move() >= 0) play(arg);
  } else if (head == "v" && view_) {
    ViewContext ctx = view_context();
    std::optional<std::string> text = view_->on_tap(ctx, id);
    if (text && match_ && human_to_move() >= 0) play(*text);
  }
}

}  // namespace tabula::web
