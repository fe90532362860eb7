// "Learn to play": App's side of a lesson (the data and its table are in
// lesson_table.h). The lesson and its words are fetched when it starts
// (site/lessons/<game>/first-game.json and first-game.<lang>.json, never in
// the first load); the other seats' moves are played at the bots' pace; a
// panel under the board says what to do and why; everything but the one
// thing to tap is dimmed, and a tap elsewhere is explained, not played.
// Where the learner is (the step) is kept in localStorage, so a reload
// resumes; Skip goes back to the start screen.
#include <algorithm>

#include "app/app.h"
#include "app/lesson_table.h"
#include "platform/export.h"
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <fstream>
#include <sstream>
#endif

namespace tabula::web {

using namespace palette;

namespace {
constexpr double kScriptedPause = 0.9;  // seconds between the others' moves
constexpr float kLessonTap = 44;        // a target is at least a finger wide (CSS px)
const char* kLessonKey = "tabula.lesson.";  // + game: {"step", "shown"}
const char* kActiveKey = "tabula.lesson-active";  // the lesson under way, "" if none

std::string lessons_path(const std::string& game, const std::string& lang) {
  return "lessons/" + game + "/first-game" + (lang.empty() ? "" : "." + lang) + ".json";
}

std::string slot() {
  static const std::string key = platform::embed_key();
  return key.empty() ? "" : "[" + key + "]";
}
}  // namespace

#ifdef __EMSCRIPTEN__
// A file of the site fetched once (its content version in the URL): state
// 0 while it comes, 1 here, -1 failed; the page wakes when it arrives.
EM_JS(void, tabula_js_fetch_text, (const char* path_c), {
  var path = UTF8ToString(path_c);
  var all = (Module.tabulaFetched = Module.tabulaFetched || {});
  if (all[path] && all[path].state >= 0) return;
  var st = all[path] = {state: 0, text: ""};
  var versioned = (window.tabulaPage && window.tabulaPage.versioned) || function (f) { return f; };
  fetch(versioned(path)).then(function (r) {
    if (!r.ok) throw new Error(path + ": HTTP " + r.status);
    return r.text();
  }).then(function (t) { st.text = t; st.state = 1; }, function () { st.state = -1; })
    .then(function () { if (Module["_tabula_redraw"]) Module["_tabula_redraw"](); });
});
EM_JS(int, tabula_js_fetched_state, (const char* path_c), {
  var st = Module.tabulaFetched && Module.tabulaFetched[UTF8ToString(path_c)];
  return st ? st.state : -1;
});
EM_JS(char*, tabula_js_fetched_text, (const char* path_c), {
  var st = Module.tabulaFetched[UTF8ToString(path_c)];
  var n = lengthBytesUTF8(st.text) + 1, p = _malloc(n);
  stringToUTF8(st.text, p, n);
  return p;
});
static void fetch_text(const std::string& path) { tabula_js_fetch_text(path.c_str()); }
EM_JS(void, lesson_js_height, (int px), {
  if (window.tabulaPage && window.tabulaPage.preferHeight) window.tabulaPage.preferHeight(px);
});
// 0 coming, 1 here (in *text), -1 failed.
static int fetched(const std::string& path, std::string* text) {
  const int st = tabula_js_fetched_state(path.c_str());
  if (st == 1) {
    char* p = tabula_js_fetched_text(path.c_str());
    *text = p;
    free(p);
  }
  return st;
}
#else
// Natively the files are read from assets/<game>/lessons/.
static void fetch_text(const std::string&) {}
static void lesson_js_height(int) {}
static int fetched(const std::string& path, std::string* text) {
  const std::string rest = path.substr(std::string("lessons/").size());
  const std::string game = rest.substr(0, rest.find('/'));
  std::ifstream f("assets/" + game + "/lessons/" + rest.substr(rest.find('/') + 1));
  if (!f) return -1;
  std::stringstream ss;
  ss << f.rdbuf();
  *text = ss.str();
  return 1;
}
#endif

// At start-up: a lesson under way when the page was left is resumed.
void App::resume_lesson() {
  if (auto game = platform::load(kActiveKey + slot()); game && !game->empty()) learn(*game);
}

LessonTable* App::lesson_table() const {
  return table_ && table_->lesson() ? static_cast<LessonTable*>(table_.get()) : nullptr;
}

void App::learn(const std::string& game) {
  if (!find_game(game) || !has_view(game)) return;
  lesson_wanted_ = game;
  lesson_words_.clear();
  lesson_words_lang_.clear();
  lesson_wrong_ = false;
  if (table_ && (online() || scene())) {
    // Learning leaves an online table or a replay: the lesson is this device's.
    if (online()) {
      platform::online_leave();
      online_leave();
    }
  }
  table_.reset();
  view_.reset();
  screen_ = Screen::Start;
  overlay_ = Overlay::None;
  setup_.game = game;
  fetch_text(lessons_path(game, ""));
  fetch_text(lessons_path(game, "en"));
  fetch_text(lessons_path(game, i18n_.lang()));
  platform::store(kActiveKey + slot(), game);
  dirty_ = true;
}

// Called every frame: a lesson asked for opens once its files are here;
// the words follow the language; another seat's move comes when due.
void App::step_lesson(double now) {
  if (!lesson_wanted_.empty()) {
    std::string text, en;
    const int st = fetched(lessons_path(lesson_wanted_, ""), &text);
    const int st_en = fetched(lessons_path(lesson_wanted_, "en"), &en);
    if (st == 0 || st_en == 0) return;
    const std::string game = lesson_wanted_;
    lesson_wanted_.clear();
    if (screen_ != Screen::Start) return;  // a game was started meanwhile
    Lesson lesson;
    std::string why = "the lesson could not be fetched";
    const Json j = st == 1 ? Json::parse(text, nullptr, false) : Json();
    if (st != 1 || st_en != 1 || !parse_lesson(j, &lesson, &why) || lesson.game != game) {
      platform::notice(i18n_.t("lesson.failed", {{"why", why}}));
      platform::store(kActiveKey + slot(), "");
      return;
    }
    lesson_en_ = Json::parse(en, nullptr, false);
    // Where the learner was (a reload): the step, and whether a scripted
    // move's words were being shown.
    int step = 0;
    bool shown = false;
    if (auto saved = platform::load(kLessonKey + game + slot())) {
      const Json at = Json::parse(*saved, nullptr, false);
      if (at.is_object()) {
        step = std::max(0, at.value("step", 0));
        shown = at.value("shown", false);
      }
    }
    std::vector<std::string> names;
    for (int s = 0; s < lesson.options.players; ++s) names.push_back(LocalTable::default_name(s));
    std::unique_ptr<LessonTable> t = LessonTable::open(lesson, step, shown, names, &why);
    if (!t) t = LessonTable::open(std::move(lesson), 0, false, names, &why);  // a stale step: from the start
    if (!t) {
      platform::notice(i18n_.t("lesson.failed", {{"why", why}}));
      return;
    }
    view_seat_ = t->data().seat;
    table_ = std::move(t);
    pass_pending_ = false;
    show_table();
    next_bot_at_ = now + kScriptedPause;
    was_animating_ = true;
    lesson_saved_step_ = -1;
    save_lesson_step();
  }
  LessonTable* t = lesson_table();
  if (!t || screen_ != Screen::Table) return;
  // The words in the reader's language (English until they come).
  if (lesson_words_lang_ != i18n_.lang()) {
    std::string words;
    const std::string path = lessons_path(t->game(), i18n_.lang());
    fetch_text(path);
    const int st = fetched(path, &words);
    if (st != 0) {
      lesson_words_ = st == 1 ? Json::parse(words, nullptr, false) : Json();
      lesson_words_lang_ = i18n_.lang();
      dirty_ = true;
    }
  }
  if (!t->scripted_due()) return;
  if (animating(now)) {
    was_animating_ = true;
    return;
  }
  if (was_animating_) {
    was_animating_ = false;
    next_bot_at_ = std::max(next_bot_at_, now + kScriptedPause);
  }
  if (now < next_bot_at_) return;
  t->play_scripted();
  after_action();
  next_bot_at_ = now + kScriptedPause;
  save_lesson_step();
}

void App::save_lesson_step() {
  const LessonTable* t = lesson_table();
  const int at = t ? t->step() * 2 + (t->shown() ? 1 : 0) : -1;
  if (!t || at == lesson_saved_step_) return;
  lesson_saved_step_ = at;
  // Storage that throws (a private window, a sandboxed iframe) only loses the resume.
  platform::store(kLessonKey + t->game() + slot(), Json{{"step", t->step()}, {"shown", t->shown()}}.dump());
}

// Ends the lesson: Skip, or New game at its end; the next one starts afresh.
void App::leave_lesson() {
  if (const LessonTable* t = lesson_table()) {
    platform::store(kLessonKey + t->game() + slot(), "");
    setup_.game = t->game();
  }
  platform::store(kActiveKey + slot(), "");
  lesson_wanted_.clear();
  lesson_wrong_ = false;
  lesson_js_height(0);
  table_.reset();
  view_.reset();
  screen_ = Screen::Start;
  overlay_ = Overlay::None;
  dirty_ = true;
}

void App::forget_lesson() {
  if (lesson_wanted_.empty() && !lesson_table()) return;
  lesson_wanted_.clear();
  lesson_wrong_ = false;
  platform::store(kActiveKey + slot(), "");
}

// Play on: the lesson's game becomes an ordinary game here, the others
// played by the bots from now on.
void App::lesson_play_on() {
  const LessonTable* t = lesson_table();
  if (!t || t->over()) return leave_lesson();
  Save save = t->match().save();
  const int seat = t->data().seat;
  Json table;
  table["humans"] = Json::array({seat});
  const GameInfo* info = find_game(t->game());
  table["level"] = info && info->bot_levels.size() > 1 ? info->bot_levels[1] : "";
  table["names"] = Json::array();
  for (int s = 0; s < t->players(); ++s) table["names"].push_back(t->name_of(s));
  table["lang"] = i18n_.lang();
  save.table = table;
  leave_lesson();
  std::string why;
  if (!restore_from_text(save_to_json(save).dump(), &why)) platform::notice(why);
}

// A step's words in the reader's language (English until they come), with
// "{tap}"/"{Tap}" the verb for the pointer in use (I18n::set_mouse).
std::string App::lesson_say(const std::string& key) const {
  if (key.empty()) return "";
  std::string s = key;
  if (lesson_words_.is_object() && lesson_words_.contains(key) && lesson_words_[key].is_string())
    s = lesson_words_[key].get<std::string>();
  else if (lesson_en_.is_object() && lesson_en_.contains(key) && lesson_en_[key].is_string())
    s = lesson_en_[key].get<std::string>();
  const std::string pointer = i18n_.mouse() ? "pointer.mouse." : "pointer.touch.";
  for (const char* verb : {"tap", "Tap"}) {
    const std::string field = std::string("{") + verb + "}", word = i18n_.t(pointer + verb);
    for (size_t at = s.find(field); at != std::string::npos; at = s.find(field, at + word.size()))
      s.replace(at, field.size(), word);
  }
  return s;
}

// The words on the panel: the step's, or at the end the lesson's last.
std::string App::lesson_words() const {
  const LessonTable* t = lesson_table();
  if (!t) return "";
  const LessonStep* s = t->current();
  if (!s) return lesson_say("end");
  if (!s->learner() && !s->act.empty() && !t->shown()) return "";  // another seat is about to move
  return lesson_say(s->say);
}

// A tap during a lesson: true when it is used up here (a lesson button, or
// a tap that is not the one to make: explained, not played).
bool App::lesson_tap(const std::string& id) {
  LessonTable* t = lesson_table();
  if (!t || screen_ != Screen::Table) return false;
  if (id == "lesson:skip") {
    leave_lesson();
    return true;
  }
  if (id == "lesson:play_on") {
    lesson_play_on();
    return true;
  }
  if (id == "lesson:new_game" || id == "new_game") {
    leave_lesson();
    return true;
  }
  // What is not the game's own (the menu, rules, sound, the log...) works as ever.
  static const char* const kFree[] = {"menu", "help", "close", "about", "sound", "motion", "hints",
                                      "overlay", "help-body", "explain", "log", "speed"};
  const std::string head = id.substr(0, id.find(':'));
  for (const char* f : kFree)
    if (head == f) return false;
  if (overlay_ != Overlay::None) return false;  // the overlay's own buttons
  if (id == t->target()) {
    lesson_wrong_ = false;
    if (id == "lesson:next") {
      t->next();
      save_lesson_step();
      refresh_observation();  // the learner's moves may be offered now
      next_bot_at_ = platform::now_seconds() + 0.3;
      return true;
    }
    const int step = t->step();
    t->take_tap(id);  // the tap then does what it does (on_tap)
    save_lesson_step();
    if (t->step() != step) refresh_observation();
    return false;
  }
  if (id == "lesson:panel") return true;  // between the panel's buttons
  lesson_wrong_ = true;
  dirty_ = true;
  return true;
}

// The panel: a heading row with Skip, the words, and a row for Next (or
// the end's buttons) only when the panel's own button is the one to tap,
// so the board keeps its room while the learner taps on it.
float App::lesson_panel_height() const {
  const LessonTable* t = lesson_table();
  const bool phone = g_->width() < 600;
  const std::vector<std::string> lines = g_->wrap(lesson_words(), phone ? 15 : 16, g_->width() - 32);
  const float lh = phone ? 20 : 22;
  const float wrong =
      lesson_wrong_ ? 4 + 18.f * g_->wrap(i18n_.t("lesson.wrong"), 14, g_->width() - 32, Face::Bold).size() : 0;
  const bool buttons = t && t->target().rfind("lesson:", 0) == 0;
  return 6 + 44 + 2 + std::max<size_t>(1, lines.size()) * lh + wrong + (buttons ? 8 + 44 : 0) + 10;
}



// The dim over the board but the one thing to tap, and the panel.
void App::draw_lesson(Rect board, Rect panel) {
  LessonTable* t = lesson_table();
  if (!t) return;
  // A tab to open first only where the layout hides the next target.
  auto drawn = [this](const std::string& id) {
    return std::any_of(hits_.begin(), hits_.end(), [&](const auto& h) { return h.first == id; });
  };
  while (t->skip_optional(drawn)) dirty_ = true;
  const std::string target = t->target();
  // The target's rect, as the view registered it (the last one wins, as a tap does).
  const Rect* spot = nullptr;
  for (auto it = hits_.rbegin(); it != hits_.rend(); ++it)
    if (it->first == target) {
      spot = &it->second;
      break;
    }
  // A target the board does not show whole and a finger wide (a list
  // scrolled past it, a small embed's board): the view is asked, once a
  // step, to bring it into view on the next frame.
  const bool whole = spot && spot->w >= kLessonTap - 0.5f && spot->h >= kLessonTap - 0.5f && spot->x >= board.x - 0.5f &&
                     spot->y >= board.y - 0.5f && spot->x + spot->w <= board.x + board.w + 0.5f &&
                     spot->y + spot->h <= board.y + board.h + 0.5f;
  const std::string asked = std::to_string(t->step()) + "|" + target;
  if (!whole && view_ && target.rfind("lesson:", 0) != 0 && !target.empty() && lesson_brought_ != asked) {
    lesson_brought_ = asked;
    if (view_->bring_into_view(target)) dirty_ = true;
  }
  const SDL_Color dim{10, 4, 12, 150};
  if (spot && target.rfind("lesson:", 0) != 0) {
    Rect s = *spot;
    const float x0 = std::max(board.x, s.x - 4), y0 = std::max(board.y, s.y - 4);
    const float x1 = std::min(board.x + board.w, s.x + s.w + 4), y1 = std::min(board.y + board.h, s.y + s.h + 4);
    g_->fill_rect({board.x, board.y, board.w, std::max(0.f, y0 - board.y)}, dim);
    g_->fill_rect({board.x, y1, board.w, std::max(0.f, board.y + board.h - y1)}, dim);
    g_->fill_rect({board.x, y0, std::max(0.f, x0 - board.x), y1 - y0}, dim);
    g_->fill_rect({x1, y0, std::max(0.f, board.x + board.w - x1), y1 - y0}, dim);
    // The board's own hits stay, and the dim takes the rest: a tap there is explained.
  } else if (!target.empty()) {
    g_->fill_rect(board, dim);  // the panel's button is the thing to tap
  }
  if (!target.empty()) hit("lesson:dim", board);
  if (spot && target.rfind("lesson:", 0) != 0) hit(target, *spot);

  const bool phone = panel.w < 600;
  g_->fill_rect(panel, {24, 8, 22, 245});
  g_->fill_rect({panel.x, panel.y, panel.w, 2}, with_alpha(kGold, 0.7f));
  hit("lesson:panel", panel);
  float y = panel.y + 6;
  const std::string head = i18n_.t("lesson.step", {{"n", std::to_string(std::min(t->step() + 1, t->of()))},
                                                   {"of", std::to_string(t->of())}});
  const float skip_w = std::min(170.f, std::max(110.f, g_->measure(i18n_.t("lesson.skip"), 14) + 28));
  g_->text(head, panel.x + 16, y + 14, 13, kGold, Align::Left, Face::Bold);
  button("lesson:skip", {panel.x + panel.w - 16 - skip_w, y, skip_w, 44}, i18n_.t("lesson.skip"), false, true, 14);
  y += 44 + 2;
  const float size = phone ? 15 : 16, lh = phone ? 20 : 22;
  const std::string words = lesson_words();
  for (const std::string& l : g_->wrap(words.empty() ? i18n_.t("lesson.wait") : words, size, panel.w - 32)) {
    g_->text(l, panel.x + 16, y, size, words.empty() ? kMuted : kCream);
    y += lh;
  }
  if (lesson_wrong_) {
    y += 4;
    for (const std::string& l : g_->wrap(i18n_.t("lesson.wrong"), 14, panel.w - 32, Face::Bold)) {
      g_->text(l, panel.x + 16, y, 14, kHighlight, Align::Left, Face::Bold);
      y += 18;
    }
  }
  const float bh = 44, by = panel.y + panel.h - bh - 10;
  const float bw = std::min(200.f, (panel.w - 48) / 2);
  const float rx = panel.x + panel.w - 16 - bw;
  if (target == "lesson:next") {
    button("lesson:next", {rx, by, bw, bh}, i18n_.t("lesson.next"), true, true, 16);
  } else if (target == "lesson:end") {
    if (!t->over()) {
      button("lesson:play_on", {rx, by, bw, bh}, i18n_.t("lesson.play_on"), true, true, 15);
      button("lesson:new_game", {rx - bw - 8, by, bw, bh}, i18n_.t("ui.new_game"), false, true, 15);
    } else {
      button("lesson:new_game", {rx, by, bw, bh}, i18n_.t("ui.new_game"), true, true, 15);
    }
  }
  for (auto it = hits_.rbegin(); it != hits_.rend(); ++it)
    if (it->first == target) {
      const Rect r = it->second;
      g_->round_rect_outline({r.x - 3, r.y - 3, r.w + 6, r.h + 6}, 12, 3, kHighlight);
      // Last, so nothing drawn over it (the panel) takes its tap.
      hit(target, r);
      break;
    }
  // How tall an embedded lesson would like to be: the board's usual height
  // and the panel below it (as a replay asks for its controls).
  const float base = panel.w < 600 ? std::max(640.f, panel.w * 16 / 9) : std::max(480.f, panel.w * 2 / 3);
  lesson_js_height(static_cast<int>(base + panel.h));
}

std::string App::api_lesson() const {
  const LessonTable* t = lesson_table();
  if (!t) return lesson_wanted_.empty() ? "null" : Json{{"loading", lesson_wanted_}}.dump();
  Json r = {{"step", t->step()}, {"of", t->of()}, {"say", lesson_words()}, {"target", t->target()}};
  if (lesson_wrong_) r["wrong"] = i18n_.t("lesson.wrong");
  return r.dump();
}

}  // namespace tabula::web

namespace {
std::string g_lesson_out;
}
namespace tabula::web { extern App* g_app; }

TABULA_EXPORT const char* tabula_lesson() {
  g_lesson_out = tabula::web::g_app ? tabula::web::g_app->api_lesson() : "null";
  return g_lesson_out.c_str();
}
TABULA_EXPORT void tabula_learn(const char* game) {
  tabula::web::platform::wake();
  if (tabula::web::g_app) tabula::web::g_app->learn(game);
}
