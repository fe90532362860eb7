// The replay player: a finished game (played here, imported, or opened from a
// shared link) shown as a scene (scene_table.h), move by move. The game's
// GameView draws the board as in play; App draws only the controls below it:
// start, back, play/pause, forward, end, speed (1-4 moves a second), a
// scrubber, whose view (a seat, or Everything), Share and Note. Keys: <- ->
// Home End and space. window.tabula.replay()/seek()/viewAs()/shareLink() and
// the link's payload are here too (the link itself: shell/replay-link.js).
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>

#include "app/app.h"
#include "platform/export.h"
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// Share: the page makes the link (compressing in JS) and offers it.
EM_JS(void, tabula_js_replay_share, (const char* copied), {
  if (!window.tabula || !window.tabula.shareLink) return;
  var said = UTF8ToString(copied);
  window.tabula.shareLink().then(function (link) {
    if (typeof link !== 'string') { window.tabulaPage.notice(link.reason); return; }
    var shown = function () { window.prompt(said, link); };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(link).then(function () { window.tabulaPage.notice(said); }, shown);
    } else {
      shown();
    }
  });
});
// A note: a dialog of ours (never the browser's prompt, which speaks the
// browser's language and looks like a warning), in the game's language: a
// labelled text box of 280 characters, Save and Cancel; Escape cancels.
// Saved through window.tabula.note (plain text; the canvas draws it as text).
EM_JS(void, tabula_js_replay_note, (const char* title_c, const char* current_c, const char* save_c, const char* cancel_c), {
  var old = document.getElementById('replay-note');
  if (old) old.remove();
  var d = document.createElement('dialog');
  d.id = 'replay-note';
  d.setAttribute('aria-labelledby', 'replay-note-label');
  var st = d.style;
  st.maxWidth = 'min(92vw, 460px)'; st.width = '100%'; st.boxSizing = 'border-box'; st.padding = '16px';
  st.background = '#2a1026'; st.color = '#faf0da'; st.border = '1.5px solid #e0b252'; st.borderRadius = '14px';
  st.font = '16px/1.4 system-ui, sans-serif';
  var label = document.createElement('label');
  label.id = 'replay-note-label';
  label.htmlFor = 'replay-note-text';
  label.textContent = UTF8ToString(title_c);
  label.style.display = 'block';
  label.style.marginBottom = '8px';
  var text = document.createElement('textarea');
  text.id = 'replay-note-text';
  text.maxLength = 280;
  text.rows = 4;
  text.value = UTF8ToString(current_c);
  var ts = text.style;
  ts.width = '100%'; ts.boxSizing = 'border-box'; ts.font = 'inherit'; ts.padding = '8px'; ts.borderRadius = '8px';
  var row = document.createElement('div');
  row.style.display = 'flex'; row.style.gap = '8px'; row.style.justifyContent = 'flex-end'; row.style.marginTop = '12px';
  var button = function (id, words, primary) {
    var b = document.createElement('button');
    b.type = 'button'; b.id = id; b.textContent = words;
    var bs = b.style;
    bs.minHeight = '44px'; bs.minWidth = '96px'; bs.padding = '0 16px'; bs.borderRadius = '10px'; bs.font = 'inherit';
    bs.border = '1.5px solid #e0b252'; bs.background = primary ? '#e0b252' : 'transparent'; bs.color = primary ? '#28101e' : '#faf0da';
    return b;
  };
  var cancel = button('replay-note-cancel', UTF8ToString(cancel_c), false);
  var save = button('replay-note-save', UTF8ToString(save_c), true);
  row.appendChild(cancel);
  row.appendChild(save);
  d.appendChild(label);
  d.appendChild(text);
  d.appendChild(row);
  var canvas = document.getElementById('canvas');
  var close = function () { d.close(); d.remove(); if (canvas) canvas.focus({ preventScroll: true }); };
  cancel.addEventListener('click', close);
  save.addEventListener('click', function () { if (window.tabula && window.tabula.note) window.tabula.note(text.value); close(); });
  d.addEventListener('cancel', function (e) { e.preventDefault(); close(); });
  document.body.appendChild(d);
  d.showModal();
  text.focus();
});
// An embedded replay needs room for its controls below the board.
EM_JS(void, tabula_js_replay_height, (int px), {
  if (window.tabulaPage && window.tabulaPage.preferHeight) window.tabulaPage.preferHeight(px);
});
#endif

namespace tabula::web {

using namespace palette;

namespace {
constexpr float kPhoneWidth = 600;  // below: the controls take four short rows
}

SceneTable* App::scene() const {
  return table_ && table_->replay() ? static_cast<SceneTable*>(table_.get()) : nullptr;
}

bool App::open_scene(Scene sc, int at, int seat, bool everything, std::string* why, bool any_position) {
  std::unique_ptr<SceneTable> t = SceneTable::open(std::move(sc), why, any_position);
  if (!t) return false;
  if (!has_view(t->game())) {
    if (why) *why = "tampered";
    return false;
  }
  if (online()) {
    platform::online_leave();
    online_leave();
  }
  t->set_everything(everything);
  t->seek(std::clamp(at < 0 ? t->of() : at, 0, t->of()));
  view_seat_ = seat >= 0 && seat < t->players() ? seat : t->first_human();
  choose_game(t->game());  // leaving the replay shows this game's start screen
  table_ = std::move(t);
  example_open_ = false;
  replay_playing_ = false;
  pass_pending_ = false;
  show_table();
  return true;
}

// One step forward animates as in play; any other jump (or a new point of
// view) shows the position afresh.
void App::replay_seek(int n, bool fresh) {
  SceneTable* s = scene();
  if (!s) return;
  n = std::clamp(n, 0, s->of());
  const int from = s->at();
  if ((n == from && !fresh) || !s->seek(n)) return;
  if (n == from + 1 && !fresh) {
    refresh_observation();
    view_observed(seen_events_);
    seen_events_ = obs_["log"].size();
  } else {
    view_ = make_view(s->game());
    refresh_observation();
    seen_events_ = obs_["log"].size();
    view_observed(seen_events_);
  }
  if (s->at() >= s->of()) replay_playing_ = false;
  dirty_ = true;
}

void App::replay_view_as(int seat, bool everything) {
  SceneTable* s = scene();
  if (!s) return;
  if (seat >= 0 && seat < s->players()) view_seat_ = seat;
  s->set_everything(everything);
  replay_seek(s->at(), true);
}

void App::leave_replay() {
  replay_playing_ = false;
  const std::string back = replay_return_, view = replay_return_view_;
  replay_return_.clear();
  replay_return_view_.clear();
  if (!back.empty() && restore_from_text(back, nullptr)) return;
  if (!view.empty()) return online_view(view);
  table_.reset();
  view_.reset();
  obs_ = Json();
  screen_ = Screen::Start;
  overlay_ = Overlay::None;
  dirty_ = true;
}

void App::step_replay(double now) {
  SceneTable* s = scene();
  if (!s || !replay_playing_ || screen_ != Screen::Table) return;
  if (now < replay_next_at_) return;
  if (s->at() >= s->of()) {
    replay_playing_ = false;
    dirty_ = true;
    return;
  }
  replay_seek(s->at() + 1);
  replay_next_at_ = now + 1.0 / replay_speed_;
}

void App::replay_tap(const std::string& arg) {
  if (arg == "open") {
    // The finished game played here: its replay, from the deal; leaving it
    // comes back to this game.
    // A finished online table: its save, sent once it was over (opening the
    // replay leaves the table; leaving the replay shows its last view again).
    LocalTable* t = local();
    const std::string from_online = t ? std::string() : online_finished_save();
    Scene sc;
    if (t && t->over()) sc.save = t->match().save();
    else if (from_online.empty() || !parse_save(from_online, &sc.save, nullptr)) return;
    const std::string text = t ? save_to_json(t->match().save()).dump() : std::string();
    const std::string view = t ? std::string() : online()->view().dump();
    std::string why;
    if (open_scene(std::move(sc), 0, view_seat_, false, &why)) {
      replay_return_ = text;
      replay_return_view_ = view;
    } else {
      platform::notice(why);
    }
    overlay_ = Overlay::None;
    return;
  }
  if (arg == "share") {
    // A replay's link, or a finished game's from its end (ending.cc):
    // api_share_payload() knows which.
#ifdef __EMSCRIPTEN__
    tabula_js_replay_share(i18n_.t("replay.copied").c_str());
#endif
    return;
  }
  SceneTable* s = scene();
  if (!s) return;
  overlay_ = Overlay::None;
  if (arg == "leave") return leave_replay();
  if (arg == "start") replay_seek(0);
  else if (arg == "back") replay_seek(s->at() - 1);
  else if (arg == "forward") replay_seek(s->at() + 1);
  else if (arg == "end") replay_seek(s->of());
  else if (arg == "play") {
    replay_playing_ = !replay_playing_;
    if (replay_playing_ && s->at() >= s->of()) replay_seek(0);
    replay_next_at_ = platform::now_seconds() + 1.0 / replay_speed_;
  } else if (arg == "speed") {
    replay_speed_ = replay_speed_ % 4 + 1;
  } else if (arg == "view") {
    // Each seat in turn, then everything, then the first seat again.
    if (s->everything()) replay_view_as(0, false);
    else if (view_seat_ + 1 < s->players()) replay_view_as(view_seat_ + 1, false);
    else replay_view_as(view_seat_, true);
  } else if (arg == "all") {
    replay_view_as(view_seat_, !s->everything());
  } else if (arg == "note") {
#ifdef __EMSCRIPTEN__
    const std::string title = i18n_.t("replay.note_prompt", {{"n", std::to_string(s->at())}});
    tabula_js_replay_note(title.c_str(), s->note(s->at()).c_str(), i18n_.t("replay.note_save").c_str(),
                          i18n_.t("ui.cancel").c_str());
#endif
  } else if (arg.rfind("seek:", 0) == 0) {
    replay_playing_ = false;
    replay_seek(std::atoi(arg.c_str() + 5));
  }
  dirty_ = true;
}

bool App::replay_key(SDL_Keycode key) {
  SceneTable* s = scene();
  if (!s || screen_ != Screen::Table || overlay_ != Overlay::None) return false;
  switch (key) {
    case SDLK_LEFT: replay_tap("back"); return true;
    case SDLK_RIGHT: replay_tap("forward"); return true;
    case SDLK_HOME: replay_tap("start"); return true;
    case SDLK_END: replay_tap("end"); return true;
    case SDLK_SPACE: replay_tap("play"); return true;
    default: return false;
  }
}

// The note on the move on screen, wrapped to the controls' width (at most
// three lines: a note is at most 280 bytes).
std::vector<std::string> App::replay_note_lines() const {
  const SceneTable* s = scene();
  const std::string note = s ? s->note(s->at()) : "";
  if (note.empty()) return {};
  std::vector<std::string> lines = g_->wrap("\xE2\x80\x9C" + note + "\xE2\x80\x9D", 14, g_->width() - 40, Face::Bold);
  const size_t most = example_open_ ? 7 : 3;  // a rulebook example's note says it all (examples.cc)
  if (lines.size() > most) lines.resize(most);
  return lines;
}

// A short frame (a blog's 360x640 embed) keeps the board its room: the move's
// line leaves out whose view it is (the view button below says it).
bool App::replay_short() const { return g_->width() < kPhoneWidth && g_->height() < 760; }

float App::replay_controls_height() const {
  const bool phone = g_->width() < kPhoneWidth;
  const size_t notes = replay_note_lines().size();
  const float info = (replay_short() && notes == 0 ? 24 : 40) + (notes > 1 ? (notes - 1) * 18.f : 0);
  return phone ? 8 + info + 6 + 26 + 6 + 44 + 6 + 44 + 8 : 8 + info + 6 + 44 + 8;
}

// Play, pause, ends and steps drawn as shapes (the fonts have no such glyphs).
void App::replay_icon(const std::string& kind, Rect r, SDL_Color c) {
  const float cx = r.cx(), cy = r.cy(), s = 7;
  auto tri = [&](float x, float dir) { g_->polygon({{x, cy - s}, {x + dir * s * 1.5f, cy}, {x, cy + s}}, c); };
  auto bar = [&](float x) { g_->fill_rect({x - 1.5f, cy - s, 3, 2 * s}, c); };
  if (kind == "play") tri(cx - s * 0.6f, 1);
  else if (kind == "pause") { bar(cx - 4); bar(cx + 4); }
  else if (kind == "forward") tri(cx - s * 0.75f, 1);
  else if (kind == "back") tri(cx + s * 0.75f, -1);
  else if (kind == "end") { tri(cx - s * 1.2f, 1); bar(cx + s * 0.7f); }
  else if (kind == "start") { tri(cx + s * 1.2f, -1); bar(cx - s * 0.7f); }
}

void App::draw_replay_controls(Rect r) {
  SceneTable* s = scene();
  if (!s) return;
  const bool phone = r.w < kPhoneWidth;
  g_->fill_rect(r, {24, 8, 22, 240});
  g_->fill_rect({r.x, r.y, r.w, 2}, with_alpha(kGold, 0.6f));
  const float pad = 8;
  float y = r.y + pad;
  // The move on screen: its number, its log line(s), marked; and its note.
  {
    const std::vector<std::string> note = replay_note_lines();
    const bool bare = replay_short() && note.empty();
    Rect line{r.x + pad, y, r.w - 2 * pad, (bare ? 24 : 40) + (note.size() > 1 ? (note.size() - 1) * 18.f : 0)};
    g_->round_rect(line, 8, {44, 18, 38, 255});
    g_->fill_rect({line.x, line.y + 4, 4, line.h - 8}, kGold);
    std::string what;
    if (view_ && s->at() > 0) {
      ViewContext ctx = view_context();
      const Json& log = obs_["log"];
      for (size_t k = s->log_size(s->at() - 1); k < s->log_size(s->at()) && k < log.size(); ++k) {
        const std::string e = view_->format_event(ctx, log[k]);
        if (!e.empty()) what += (what.empty() ? "" : " · ") + e;
      }
    }
    const std::string head = s->at() == 0 ? i18n_.t("replay.deal")
                                          : i18n_.t("replay.move", {{"n", std::to_string(s->at())}, {"of", std::to_string(s->of())}});
    const float hw = g_->measure(head, 14, Face::Bold);
    g_->text(head, line.x + 12, line.y + 3, 14, kGold, Align::Left, Face::Bold);
    if (!what.empty())
      g_->text(ellipsize(*g_, what, 13, line.w - 32 - hw, Face::Regular), line.x + 24 + hw, line.y + 4, 13, kCream);
    float ny = line.y + 21;
    for (const std::string& l : note) {
      g_->text(l, line.x + 12, ny, 14, kHighlight, Align::Left, Face::Bold);
      ny += 18;
    }
    if (note.empty() && !bare)
      g_->text(ellipsize(*g_, s->everything() ? i18n_.t("replay.everything_on") : i18n_.t("replay.seat_view", {{"name", name_of(view_seat_)}}), 12, line.w - 24, Face::Regular),
               line.x + 12, ny, 12, kMuted);
    y += line.h + 6;
  }
  auto scrubber = [&](Rect sr) {
    const float mid = sr.cy();
    g_->round_rect({sr.x, mid - 3, sr.w, 6}, 3, with_alpha(kCream, 0.25f));
    const float k = s->of() > 0 ? float(s->at()) / s->of() : 1;
    g_->round_rect({sr.x, mid - 3, sr.w * k, 6}, 3, kGold);
    for (const auto& [move, text] : s->scene().notes) {  // notes as small marks
      const float nx = sr.x + sr.w * (s->of() > 0 ? float(move) / s->of() : 0);
      g_->fill_rect({nx - 1, mid - 9, 2, 6}, kHighlight);
    }
    g_->ellipse(sr.x + sr.w * k, mid, 9, 9, kCream);
    // Tappable in slices: each slice jumps to the move under it.
    const int slices = std::max(1, std::min(s->of() + 1, static_cast<int>(sr.w / 6)));
    for (int i = 0; i < slices; ++i) {
      const int move = slices == 1 ? s->of() : (2 * i * s->of() + slices - 1) / (2 * (slices - 1));  // rounded
      hit("replay:seek:" + std::to_string(move), {sr.x - 6 + sr.w * i / slices, sr.y, sr.w / slices + (i + 1 == slices ? 12 : 0), sr.h});
    }
  };
  const float b = 44, gap = 4;
  auto steps = [&](float x, float yy) {
    const char* kinds[] = {"start", "back", "play", "forward", "end"};
    for (const char* k : kinds) {
      const std::string kind = std::string(k) == "play" && replay_playing_ ? "pause" : k;
      button("replay:" + std::string(k), {x, yy, b, b}, "", std::string(k) == "play", true, 14);
      replay_icon(kind, {x, yy, b, b}, std::string(k) == "play" ? kInk : kCream);
      x += b + gap;
    }
    button("replay:speed", {x, yy, 52, b}, i18n_.t("replay.speed", {{"n", std::to_string(replay_speed_)}}), false, true, 14);
    return x + 52 + gap;
  };
  auto choices = [&](float x, float yy, float w) {
    const float share_w = std::max(64.f, g_->measure(i18n_.t("replay.share"), 14, Face::Bold) + 20);
    const float note_w = std::max(56.f, g_->measure(i18n_.t("replay.note"), 14, Face::Bold) + 20);
    const float all_w = std::max(80.f, g_->measure(i18n_.t("replay.everything"), 14, Face::Bold) + 20);
    const float view_w = std::max(60.f, w - share_w - note_w - all_w - 3 * gap);
    button("replay:view", {x, yy, view_w, b}, i18n_.t("replay.seat_view", {{"name", name_of(view_seat_)}}), false, true, 14);
    x += view_w + gap;
    button("replay:all", {x, yy, all_w, b}, i18n_.t("replay.everything"), s->everything(), true, 14);
    x += all_w + gap;
    button("replay:share", {x, yy, share_w, b}, i18n_.t("replay.share"), false, true, 14);
    x += share_w + gap;
    button("replay:note", {x, yy, note_w, b}, i18n_.t("replay.note"), false, true, 14);
  };
  if (phone) {
    scrubber({r.x + pad + 6, y, r.w - 2 * pad - 12, 26});
    y += 26 + 6;
    const float row_w = 5 * (b + gap) + 52;
    steps(r.x + (r.w - row_w) / 2, y);
    y += b + 6;
    choices(r.x + pad, y, r.w - 2 * pad);
  } else {
    const float x = steps(r.x + pad, y);
    const float right = std::min(460.f, r.w * 0.45f);
    scrubber({x + 12, y, r.x + r.w - pad - right - x - 24, b});
    choices(r.x + r.w - pad - right, y, right);
  }
}

// ---- window.tabula ----

namespace {
const char* const kOk = R"({"ok":true})";
std::string refusal(const std::string& reason) { return Json{{"ok", false}, {"reason", reason}}.dump(); }
}  // namespace

std::string App::api_replay() const {
  const SceneTable* s = scene();
  if (!s) return "null";
  return "{\"at\":" + std::to_string(s->at()) + ",\"of\":" + std::to_string(s->of()) + ",\"seat\":" +
         std::to_string(view_seat_) + ",\"everything\":" + (s->everything() ? "true}" : "false}");
}

std::string App::api_seek(int n) {
  SceneTable* s = scene();
  if (!s) return refusal("no replay on screen");
  if (n < 0 || n > s->of()) return refusal("no move " + std::to_string(n));
  replay_playing_ = false;
  replay_seek(n);
  return kOk;
}

std::string App::api_view_as(const std::string& who) {
  SceneTable* s = scene();
  if (!s) return refusal("no replay on screen");
  if (who == "all") {
    replay_view_as(view_seat_, true);
  } else {
    const bool digits = !who.empty() && who.size() < 3 && std::all_of(who.begin(), who.end(), ::isdigit);
    const int seat = digits ? std::atoi(who.c_str()) : -1;
    if (seat < 0 || seat >= s->players()) return refusal("no seat " + who);
    replay_view_as(seat, false);
  }
  return kOk;
}

std::string App::online_finished_save() const {
  const OnlineTable* t = online();
  if (!t || !t->over() || t->seat() < 0 || !t->view().contains("save")) return "";
  return t->view()["save"].dump();
}

// The finished game on screen as a save and its notes; shell/replay-link.js
// makes the link of them.
std::string App::api_share_payload() const {
  const SceneTable* s = scene();
  const LocalTable* t = local();
  const std::string from_online = s || t ? std::string() : online_finished_save();
  if (!s && !(t && t->over()) && from_online.empty()) return refusal(i18n_.t("replay.share_unfinished"));
  Json r = Json::object();
  r["ok"] = true;
  r["save"] = s || t ? save_to_json(s ? s->scene().save : t->match().save()).dump() : from_online;
  Json notes = Json::object();
  if (s)
    for (const auto& [move, text] : s->scene().notes) notes[std::to_string(move)] = text;
  r["notes"] = std::move(notes);
  r["at"] = s ? s->at() : t ? static_cast<int>(t->match().save().actions.size()) : online()->view().value("move", 0);
  r["seat"] = s && s->everything() ? Json("all") : Json(view_seat_);
  return r.dump();
}

std::string App::api_open_replay(const std::string& save_text, const std::string& notes, int at,
                                 const std::string& seat, const std::string& problem) {
  std::string why = problem;
  Scene sc;
  const int s = seat.size() == 1 || seat.size() == 2 ? std::atoi(seat.c_str()) : -1;
  if (why.empty() && !parse_save(save_text, &sc.save, nullptr)) why = "malformed";
  const bool ok = why.empty() && open_scene(std::move(sc), at, s >= 0 && std::isdigit(static_cast<unsigned char>(seat[0])) ? s : -1, seat == "all", &why);
  dirty_ = true;
  if (ok) {
    replay_return_.clear();
    scene()->set_notes(Json::parse(notes, nullptr, false));
    return kOk;
  }
  static const char* const kKnown[] = {"malformed", "truncated", "tampered", "oversized", "unfinished"};
  if (std::find(std::begin(kKnown), std::end(kKnown), why) == std::end(kKnown)) why = "tampered";
  const std::string said = i18n_.t("replay.bad_link", {{"why", i18n_.t("replay.why_" + why)}});
  platform::notice(said);
  // The start screen; the autosaves are left as they are.
  table_.reset();
  view_.reset();
  obs_ = Json();
  screen_ = Screen::Start;
  overlay_ = Overlay::None;
  return refusal(said);
}

std::string App::api_note(const std::string& text) {
  SceneTable* s = scene();
  if (!s) return refusal("no replay on screen");
  s->set_note(s->at(), text);
  dirty_ = true;
  return Json{{"ok", true}, {"note", s->note(s->at())}}.dump();
}

// How tall an embedded replay would like to be: the height of About's
// snippet (640) or the page's usual one, controls included -- a hosted blog
// cannot honour more (issue 34 §8: it asked 846 px at 360), so the board
// takes what the controls leave.
void App::replay_prefer_height() {
#ifdef __EMSCRIPTEN__
  const float w = g_->width();
  const float base = w < kPhoneWidth ? std::max(640.f, w * 16 / 9) : std::max(640.f, w * 2 / 3);
  tabula_js_replay_height(scene() ? static_cast<int>(base) : 0);
#endif
}

}  // namespace tabula::web

namespace {
std::string g_replay_out;
const char* replay_out(std::string s) {
  g_replay_out = std::move(s);
  return g_replay_out.c_str();
}
}  // namespace

using tabula::web::platform::wake;
namespace tabula::web { extern App* g_app; }
using tabula::web::g_app;

TABULA_EXPORT const char* tabula_replay() { return replay_out(g_app ? g_app->api_replay() : "null"); }
TABULA_EXPORT const char* tabula_seek(int n) {
  wake();
  return replay_out(g_app ? g_app->api_seek(n) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT const char* tabula_view_as(const char* who) {
  wake();
  return replay_out(g_app ? g_app->api_view_as(who) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT const char* tabula_share_payload() {
  return replay_out(g_app ? g_app->api_share_payload() : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT const char* tabula_open_replay(const char* save, const char* notes, int at, const char* seat,
                                             const char* problem) {
  wake();
  return replay_out(g_app ? g_app->api_open_replay(save, notes, at, seat, problem) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT const char* tabula_note(const char* text) {
  wake();
  return replay_out(g_app ? g_app->api_note(text) : R"({"ok":false,"reason":"not started"})");
}
