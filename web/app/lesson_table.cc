// A lesson's data and its table: the Match at the lesson's step.
#include "app/lesson_table.h"

#include "core/match.h"

namespace tabula::web {

namespace {
bool fail(std::string* why, const std::string& what) {
  if (why) *why = what;
  return false;
}
// Json::value throws on a field of another type (and the page is built
// without exceptions): a lesson's fields are read by these instead.
std::string text_of(const Json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}
int int_of(const Json& j, const char* key, int otherwise) {
  return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : otherwise;
}
}  // namespace

bool parse_lesson(const Json& j, Lesson* out, std::string* why) {
  if (!j.is_object()) return fail(why, "a lesson is a JSON object");
  Lesson l;
  l.game = text_of(j, "game");
  if (l.game.empty()) return fail(why, "the lesson names no game");
  if (!j.contains("options") || !j["options"].is_object()) return fail(why, "options is not an object");
  const Json& options = j["options"];
  l.options.players = int_of(options, "players", 0);
  l.options.variant = text_of(options, "variant");
  // A game's own set-up (e.g. a custom cast, a fixed deal, the cards on top
  // of a deck), so that the game brings what the lesson teaches.
  if (options.contains("settings") && options["settings"].is_object()) l.options.settings = options["settings"];
  if (!j.contains("seed") || !j["seed"].is_string() || !parse_seed(j["seed"].get<std::string>(), &l.seed))
    return fail(why, "seed is not a decimal string");
  l.seat = int_of(j, "seat", -1);
  if (l.seat < 0 || l.seat >= l.options.players) return fail(why, "the learner's seat is not at the table");
  if (!j.contains("steps") || !j["steps"].is_array() || j["steps"].empty()) return fail(why, "no steps");
  for (const Json& s : j["steps"]) {
    if (!s.is_object()) return fail(why, "a step is not an object");
    LessonStep step;
    step.act = text_of(s, "do");
    step.say = text_of(s, "say");
    step.seat = int_of(s, "seat", step.act.empty() ? -1 : l.seat);
    if (s.contains("auto")) {
      if (!step.act.empty() || s.contains("taps") || text_of(s, "auto").empty())
        return fail(why, "an \"auto\" step is a list of moves, with no \"do\" and no taps");
      step.act = text_of(s, "auto");
      step.seat = LessonStep::kAnySeat;
      l.steps.push_back(std::move(step));
      continue;
    }
    const bool learners = !step.act.empty() && step.seat == l.seat;
    if (s.contains("taps")) {
      if (!s["taps"].is_array() || s["taps"].empty()) return fail(why, "taps is not a list of ids");
      for (const Json& t : s["taps"]) {
        if (!t.is_string() || t.get<std::string>().empty()) return fail(why, "a tap is not an id");
        step.taps.push_back(t.get<std::string>());
      }
      if (!step.act.empty() && !learners) return fail(why, "another seat's move has no taps");
    } else if (learners) {
      step.taps.push_back("action:" + step.act);
    }
    if (step.act.empty() && step.say.empty()) return fail(why, "a step with nothing to do or say");
    l.steps.push_back(std::move(step));
  }
  *out = std::move(l);
  return true;
}

std::vector<std::string> lesson_actions(const LessonStep& step) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= step.act.size() && !step.act.empty()) {
    const size_t nl = step.act.find('\n', start);
    out.push_back(step.act.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return out;
}

std::unique_ptr<Match> walk_lesson(const Lesson& lesson, int upto, std::string* why) {
  std::unique_ptr<Match> m = Match::start(lesson.game, lesson.options, lesson.seed, why);
  if (!m) return nullptr;
  const int n = upto < 0 ? static_cast<int>(lesson.steps.size()) : upto;
  for (int k = 0; k < n && k < static_cast<int>(lesson.steps.size()); ++k) {
    const LessonStep& s = lesson.steps[static_cast<size_t>(k)];
    if (s.act.empty()) continue;
    for (const std::string& a : lesson_actions(s)) {
      const std::string where = "step " + std::to_string(k + 1) + " (" + a + "): ";
      if (m->state().is_terminal()) return fail(why, where + "the game is over"), nullptr;
      if (s.seat != LessonStep::kAnySeat && m->state().current_player() != s.seat)
        return fail(why, where + "seat " + std::to_string(m->state().current_player()) + " is to move, not " +
                             std::to_string(s.seat)),
               nullptr;
      std::string no;
      if (!m->act(a, &no)) return fail(why, where + no), nullptr;
    }
  }
  return m;
}

std::unique_ptr<LessonTable> LessonTable::open(Lesson lesson, int step, bool shown, std::vector<std::string> names,
                                               std::string* why) {
  const int n = static_cast<int>(lesson.steps.size());
  if (step < 0 || step > n) step = 0;
  // A scripted move is played as soon as it is due; "shown" only tells
  // whether its words were being shown.
  const bool played = step < n && !lesson.steps[static_cast<size_t>(step)].act.empty() &&
                      !lesson.steps[static_cast<size_t>(step)].learner() && shown;
  std::unique_ptr<Match> m = walk_lesson(lesson, step + (played ? 1 : 0), why);
  if (!m) return nullptr;
  auto t = std::make_unique<LessonTable>();
  t->lesson_ = std::move(lesson);
  t->match_ = std::move(m);
  t->names_ = std::move(names);
  t->step_ = step;
  t->shown_ = played;
  return t;
}

int LessonTable::human_to_move() const {
  const LessonStep* s = current();
  if (!s || !s->learner() || s->act.empty() || over()) return -1;
  return match_->state().current_player() == lesson_.seat ? lesson_.seat : -1;
}

std::vector<std::string> LessonTable::legal(int seat) const {
  std::vector<std::string> out;
  if (seat < 0 || human_to_move() != seat) return out;
  const State& st = match_->state();
  for (Action a : st.legal_actions()) out.push_back(st.action_to_text(a));
  return out;
}

std::string LessonTable::name_of(int seat) const {
  if (seat >= 0 && seat < static_cast<int>(names_.size())) return names_[static_cast<size_t>(seat)];
  return "?";
}

bool LessonTable::act(const std::string& text, std::string* why) {
  const LessonStep* s = current();
  const std::vector<std::string> actions = s ? lesson_actions(*s) : std::vector<std::string>();
  if (human_to_move() < 0 || acted_ >= actions.size() || text != actions[acted_])
    return fail(why, "lesson: not this move");
  if (!match_->act(text, why)) return false;
  if (++acted_ == actions.size()) advance();
  return true;
}

std::string LessonTable::target() const {
  const LessonStep* s = current();
  if (!s) return "lesson:end";
  if (s->learner()) {
    if (tap_ >= s->taps.size()) return "";
    const std::string& id = s->taps[tap_];
    return id[0] == '?' ? id.substr(1) : id;
  }
  if (s->act.empty() || shown_) return "lesson:next";
  return "";  // another seat's move is due
}

bool LessonTable::scripted_due() const {
  const LessonStep* s = current();
  return s && !s->learner() && !s->act.empty() && !shown_;
}

bool LessonTable::play_scripted() {
  if (!scripted_due()) return false;
  const LessonStep& s = *current();
  for (const std::string& a : lesson_actions(s))
    if (!match_->act(a, nullptr)) return false;  // walk_lesson checked it: never
  if (s.say.empty()) advance();
  else shown_ = true;
  return true;
}

bool LessonTable::take_tap(const std::string& id) {
  const LessonStep* s = current();
  if (!s || !s->learner() || tap_ >= s->taps.size() || target() != id) return false;
  ++tap_;
  // A tap that plays nothing (a word's Ready) ends its step here; a move's
  // last tap ends it when the move is played (act).
  if (tap_ == s->taps.size() && s->act.empty()) advance();
  return true;
}

bool LessonTable::next() {
  if (target() != "lesson:next") return false;
  advance();
  return true;
}

bool LessonTable::skip_optional(const std::function<bool(const std::string&)>& drawn) {
  const LessonStep* s = current();
  if (!s || !s->learner() || tap_ + 1 >= s->taps.size() || s->taps[tap_][0] != '?') return false;
  const std::string& after = s->taps[tap_ + 1];
  // Needed when the tap after it is not drawn yet and it is.
  if (drawn(s->taps[tap_].substr(1)) && !drawn(after[0] == '?' ? after.substr(1) : after)) return false;
  ++tap_;
  return true;
}

void LessonTable::advance() {
  ++step_;
  tap_ = 0;
  acted_ = 0;
  shown_ = false;
}

}  // namespace tabula::web
