// What App draws over or around a game: the top bar, buttons, the rules
// (and About) overlay, the menu, the pass-the-device screen, and an online
// table's seats while it waits for players.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

using namespace palette;

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

void App::draw_top_bar(Rect r) {
  g_->fill_rect(r, {24, 8, 22, 230});
  g_->fill_rect({r.x, r.y + r.h - 2, r.w, 2}, with_alpha(kGold, 0.6f));
  const GameInfo* info = table_ ? find_game(table_->game()) : nullptr;
  std::string title = info ? info->title : i18n_.t("ui.title");
  float bw = std::max(70.f, g_->measure(i18n_.t("ui.menu"), 15, Face::Bold) + 24);
  button("menu", {r.x + r.w - bw - 8, r.y + 2, bw, r.h - 4}, i18n_.t("ui.menu"), false, true, 15);
  Rect help{r.x + r.w - bw - 8 - 44 - 8, r.y + 2, 44, r.h - 4};  // 44 tall: a finger's size
  button("help", help, "?", false, true, 18);
  // Left of "?", one slot: a finished game's Replay, a replay's Review, or
  // Undo once the seat on screen has moved (dimmed -- but still tappable, to
  // say why -- when the move cannot fairly be taken back). The speaker goes
  // left of that slot: of undo's place when the slot is empty or undo (so it
  // does not move as undo comes and goes), of Replay or Review, which are
  // wider, when they show (it was drawn under them on a phone).
  float slot_x = help.x - 52;  // undo's place
  if (screen_ == Screen::Table && ((local() && local()->over()) || !online_finished_save().empty())) {
    const std::string label = i18n_.t("replay.replay");  // replay.cc
    const float w = std::max(44.f, g_->measure(label, 15, Face::Bold) + 20);
    slot_x = help.x - 8 - w;
    button("replay:open", {slot_x, help.y, w, help.h}, label, true, true, 15);
  } else if (screen_ == Screen::Table && scene() && !review_open_) {
    const std::string label = i18n_.t("replay.review");  // review.cc
    const float w = std::max(44.f, g_->measure(label, 15, Face::Bold) + 20);
    slot_x = help.x - 8 - w;
    button("review:open", {slot_x, help.y, w, help.h}, label, true, true, 15);
  } else if (screen_ == Screen::Table && local()) {
    const UndoPoint& u = undo_now();
    if (u.moves >= 0 || u.no != UndoPoint::No::kNothingYet) {
      Rect ur{slot_x, help.y, 44, help.h};
      button("undo", ur, "", false, true, 18);
      draw_undo_arrow(ur.inset(11), u.moves >= 0 ? kCream : with_alpha(kCream, 0.35f));
    }
  }
  // The title, smaller where a long Replay or Review label leaves it less
  // room (a 360 px embed in Hungarian), left out where even 14 px would not fit.
  float ts = 20, tw = g_->measure(title, ts, Face::Display);
  while (ts > 14 && r.x + 12 + tw + 8 > slot_x) tw = g_->measure(title, --ts, Face::Display);
  const bool titled = r.x + 12 + tw + 8 <= slot_x;
  const Rect speaker{slot_x - 8 - 44, help.y, 44, help.h};  // sound.cc (also in the menu)
  // The view's note (its turn count; "Online" at an online table).
  std::string note;
  if (online()) note = i18n_.t("ui.online");
  if (view_ && obs_.is_object() && !obs_.empty()) {
    ViewContext ctx = view_context();
    std::string v = view_->bar_note(ctx);
    if (!v.empty()) note = note.empty() ? v : note + " · " + v;
  }
  float free_x = titled ? r.x + 20 + tw : r.x + 8;  // where the bar is free from
  // Where the note does not fit beside the title (a phone: the speaker,
  // Replay, "?" and Menu take the rest), title and note share the bar's
  // height, one over the other: an online player on a phone saw no
  // "Online" nor the turn a desktop shows (issue 34 §11).
  const bool beside = !note.empty() && free_x + 4 + g_->measure(note, 15) < speaker.x - 8;
  bool under = false;
  float ns = 13, ts2 = std::min(ts, 17.f);
  if (!note.empty() && !beside && titled) {
    const float room = speaker.x - 8 - (r.x + 12);
    while (ns > 11 && g_->measure(note, ns) > room) --ns;
    while (ts2 > 12 && g_->measure(title, ts2, Face::Display) > room) --ts2;
    under = g_->measure(note, ns) <= room && g_->measure(title, ts2, Face::Display) <= room;
  }
  if (under) {
    g_->text(title, r.x + 12, r.y + 5, ts2, kGold, Align::Left, Face::Display);
    g_->text(note, r.x + 12, r.y + 28, ns, kMuted);
    free_x = r.x + 20 + std::max(g_->measure(title, ts2, Face::Display), g_->measure(note, ns));
  } else if (titled) {
    g_->text(title, r.x + 12, r.y + 12 + (20 - ts) / 2, ts, kGold, Align::Left, Face::Display);
  }
  if (free_x <= speaker.x) draw_sound_button(speaker);
  if (beside) g_->text(note, free_x + 4, r.y + 15, 15, kMuted);
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
    case Overlay::Confirm: draw_confirm(); break;
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
  g_->text(i18n_.t("ui.help"), panel.x + 16, panel.y + 16, 24, kGold, Align::Left, Face::Display);
  button("close", {panel.x + panel.w - 110, panel.y + 10, 98, 40}, i18n_.t("ui.close"), true, true, 15);
  g_->clip(&body);
  hit("help-body", body);  // first: the examples' buttons on it take their taps
  float y = body.y - help_scroll_;
  auto para = [&](const std::string& text, float size, SDL_Color c, Face face, float after) {
    for (const auto& line : g_->wrap(text, size, body.w)) {
      if (y > body.y - 30 && y < body.y + body.h) g_->text(line, body.x, y, size, c, Align::Left, face);
      y += size * 1.35f;
    }
    y += after;
  };
  // The rules of the game on the table, or of the one chosen on the start screen.
  const std::string game = screen_ == Screen::Table && table_ ? table_->game() : setup_.game;
  std::unique_ptr<GameView> chosen = screen_ == Screen::Table && view_ ? nullptr : make_view(game);
  GameView* rules_of = chosen ? chosen.get() : view_.get();
  if (rules_of) {
    for (const auto& p : rules_of->rules(i18n_)) para(p, 15, kCream, Face::Regular, 8);
  }
  if (!online()) y = draw_examples(game, body, y);  // "Show me" (examples.cc)
  para(i18n_.t("access.keys"), 14, kMuted, Face::Regular, 8);  // the keyboard (keyboard.cc)
  y += 8;
  para(i18n_.t("ui.about"), 20, kGold, Face::Display, 2);
  para(i18n_.t("ui.about_text"), 14, kCream, Face::Regular, 4);
  float content = y + help_scroll_ - body.y;
  help_scroll_ = std::min(help_scroll_, std::max(0.f, content - body.h));
  g_->clip(nullptr);
}

void App::draw_menu() {
  const float W = g_->width();
  const float w = std::min(W - 24, 320.f);
  Rect panel{W - w - 12, 56, w, 0};
  std::vector<std::pair<std::string, std::string>> items = {
      {"help", i18n_.t("ui.help")},
      {"about", i18n_.t("ui.about")},  // credits, licences, the embed snippet (the page's dialog)
      {"hints", i18n_.t("ui.hints") + ": " + i18n_.t(hints_ ? "ui.on" : "ui.off")},
      {"sound", i18n_.t("access.sound") + ": " + i18n_.t(sound_ ? "ui.on" : "ui.off")},
      {"motion", i18n_.t("access.motion") + ": " + i18n_.t(reduced_motion_ ? "ui.off" : "ui.on")},
      {"lang:+", i18n_.t("ui.language") + ": " + i18n_.t("language")}};
  if (local() && human_to_move() >= 0) items.insert(items.begin(), std::make_pair(std::string("hint"), i18n_.t("ui.hint")));  // hint.cc
  if (scene()) {
    items.push_back({"replay:leave", i18n_.t("replay.leave")});
    items.push_back({"new_game", i18n_.t("ui.new_game")});
  } else if (online()) {
    items.push_back({"leave", i18n_.t("ui.leave_table")});
  } else {
    items.push_back({"export", i18n_.t("ui.export")});
    items.push_back({"import", i18n_.t("ui.import")});
    items.push_back({"new_game", i18n_.t("ui.new_game")});
  }
  items.push_back({"close", i18n_.t("ui.close")});
  // Rows close up where the window is short (a desktop at 200% zoom); where
  // even 44 px rows would run off the bottom, two columns, read down the
  // first then the second.
  const float avail = g_->height() - panel.y - 20;
  const size_t cols = items.size() * 44.f > avail && W >= 2 * 220.f + 24 ? 2 : 1;
  const size_t rows = (items.size() + cols - 1) / cols;
  const float step = std::clamp(avail / rows, 44.f, 52.f);
  panel.w = cols * std::min((W - 24) / cols, 320.f);
  panel.x = W - panel.w - 12;
  panel.h = rows * step + 12;
  g_->round_rect(panel, 14, {40, 16, 34, 250});
  g_->round_rect_outline(panel, 14, 1.5f, with_alpha(kGold, 0.7f));
  const float cw = panel.w / cols;
  for (size_t i = 0; i < items.size(); ++i) {
    const auto& [id, label] = items[i];
    const float x = panel.x + (i / rows) * cw, y = panel.y + 8 + (i % rows) * step;
    button(id, {x + 8, y, cw - 16, step - 8}, label, id == "close", true, 16);
  }
}

void App::draw_confirm() {
  const float W = g_->width(), H = g_->height();
  const float w = std::min(W - 24, 420.f);
  const GameInfo* info = find_game(setup_.game);
  const std::vector<std::string> lines =
      g_->wrap(i18n_.t("ui.confirm_new", {{"game", info ? info->title : setup_.game}}), 17, w - 32);
  const float h = 24 + lines.size() * 24 + 16 + 2 * 52 + 12;
  Rect panel{(W - w) / 2, std::max(8.f, (H - h) / 2), w, h};
  g_->round_rect(panel, 16, {40, 16, 34, 250});
  g_->round_rect_outline(panel, 16, 1.5f, with_alpha(kGold, 0.7f));
  float y = panel.y + 24;
  for (const auto& line : lines) {
    g_->text(line, panel.cx(), y, 17, kCream, Align::Center, Face::Bold);
    y += 24;
  }
  y += 16;
  button("continue", {panel.x + 16, y, panel.w - 32, 44}, i18n_.t("ui.continue"), true, true, 16);
  button("confirm_new", {panel.x + 16, y + 52, panel.w - 32, 44}, i18n_.t("ui.start_anyway"), false, true, 16);
}

void App::draw_pass() {
  const float W = g_->width(), H = g_->height();
  draw_game_backdrop(table_ ? table_->game() : setup_.game, *g_, {0, 0, W, H});
  int h = human_to_move();
  std::string name = h >= 0 ? name_of(h) : "";
  draw_game_emblem(table_ ? table_->game() : setup_.game, *g_, {W / 2 - 75, H * 0.22f, 150, 114});
  float y = H * 0.22f + 140;
  for (const auto& line : g_->wrap(i18n_.t("ui.pass_to", {{"name", name}}), 26, W - 40)) {
    g_->text(line, W / 2, y, 26, kGold, Align::Center, Face::Display);
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

// An online table before its game starts: who sits where, who is awaited.
// (The lobby dialog in HTML usually covers this; it is what shows beneath.)
void App::draw_waiting(Rect r) {
  const OnlineTable* t = online();
  const float w = std::min(r.w - 24, 460.f), x = r.cx() - w / 2;
  float y = r.y + 24;
  for (const auto& line : g_->wrap(i18n_.t("ui.waiting_players"), 20, w)) {
    g_->text(line, r.cx(), y, 20, kGold, Align::Center, Face::Display);
    y += 28;
  }
  y += 8;
  const Json& seats = t->seats();
  for (size_t s = 0; seats.is_array() && s < seats.size(); ++s) {
    const Json& seat = seats[s];
    std::string who;
    if (seat.contains("bot") && seat["bot"].is_string())
      who = i18n_.t("ui.bot_seat", {{"level", i18n_.t("ui.level_" + seat["bot"].get<std::string>())}});
    else if (seat.contains("name") && seat["name"].is_string())
      who = seat["name"].get<std::string>();
    else
      who = i18n_.t("ui.seat_free");
    if (static_cast<int>(s) == t->seat()) who += " (" + i18n_.t("ui.you") + ")";
    Rect row{x, y, w, 40};
    g_->round_rect(row, 10, {30, 10, 26, 200});
    g_->text(std::to_string(s + 1), row.x + 16, row.y + 11, 16, kMuted, Align::Left, Face::Bold);
    g_->fit_text(who, {row.x + 40, row.y, row.w - 50, row.h}, 16, 12, kCream, Face::Bold);
    y += 46;
  }
}

}  // namespace tabula::web
