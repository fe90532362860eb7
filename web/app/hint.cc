// "What would the expert do?": in a game played here (not online, not a
// replay), the expert bot thinks about the human's position -- in the
// page's worker, as the bots do (platform/thinker.cc), else a slice a frame
// here -- and its choice is marked on the board, never played. The expert
// sees only what the seat may see (a Bot reads observation() and
// resample(), core/game.h), so a hint reveals nothing hidden. The mark goes
// once the position changes. window.tabula.hint() asks and reports.
#include <algorithm>

#include "app/app.h"
#include "core/save.h"
#include "platform/export.h"
#include "platform/platform.h"

namespace tabula::web {

extern App* g_app;
using namespace palette;

namespace {
constexpr double kHintSlice = 0.012;  // seconds of thinking a frame, without a worker

// The level that advises: the game's strongest (its last).
std::string advising_level(const GameInfo& info) { return info.bot_levels.empty() ? "" : info.bot_levels.back(); }
}  // namespace

bool App::hint_current() const {
  const LocalTable* t = local();
  return t && hint_.asked && hint_.for_actions == t->match().save().actions && t->human_to_move() >= 0;
}

void App::forget_hint() {
  if (hint_.ticket) platform::think_drop();
  hint_.here.reset();
  hint_.bot.reset();
  hint_ = {};
}

void App::ask_hint() {
  LocalTable* t = local();
  if (!t || t->human_to_move() < 0) return;
  if (hint_current()) return;  // asked already: thinking, or shown
  forget_hint();
  const State& st = t->match().state();
  const GameInfo& info = t->match().info();
  hint_.asked = hint_.thinking = true;
  hint_.for_actions = t->match().save().actions;
  hint_.rng = bot_rng(t->match().save().seed, st.move_number());
  // Written out by hand, not as a Json initializer list: those cost wasm
  // bytes, and the first load must not grow.
  const std::string request = "{\"save\":" + Json(save_to_json(t->match().save()).dump()).dump() +
                              ",\"level\":" + Json(advising_level(info)).dump() +
                              ",\"move\":" + std::to_string(st.move_number()) + "}";
  hint_.ticket = platform::think_elsewhere(request);
  dirty_ = true;
}

// One frame's worth: the worker's answer, or a slice of thinking here.
void App::step_hint() {
  if (!hint_.thinking) return;
  if (!hint_current()) {
    forget_hint();
    dirty_ = true;
    return;
  }
  LocalTable* t = local();
  const State& st = t->match().state();
  if (hint_.ticket) {
    std::string text;
    const int r = platform::think_answer(hint_.ticket, &text);
    if (r == 0) return;
    hint_.ticket = 0;
    const Json answer = Json::parse(text, nullptr, false);
    if (r > 0 && answer.is_object() && answer.value("ok", false) && answer.value("move", -1) == st.move_number()) {
      std::optional<Action> a = st.text_to_action(answer.value("text", std::string()), nullptr);
      if (a && st.is_legal(*a)) {
        hint_.action = st.action_to_text(*a);
        hint_.thinking = false;
        dirty_ = true;
        return;
      }
    }
    // No answer from the worker: think it here, from the start.
  }
  if (!hint_.here) {
    const GameInfo& info = t->match().info();
    if (info.new_bot) hint_.bot = info.new_bot(advising_level(info));
    if (!hint_.bot) {
      forget_hint();
      return;
    }
    hint_.here = hint_.bot->think(st, t->human_to_move(), hint_.rng);
  }
  const double start = platform::real_ms() / 1000.0;
  while (!hint_.here->done() && !hint_.here->step(1) && platform::real_ms() / 1000.0 - start < kHintSlice) {
  }
  if (!hint_.here->done()) return;
  hint_.action = st.action_to_text(hint_.here->best());
  hint_.here.reset();
  hint_.thinking = false;
  dirty_ = true;
}

// The layout id that shows the expert's choice in the last frame: its own
// button ("action:<text>"), else the piece the action names (an id ending in
// one of its words: "swap 2 real" marks card slot:2, "new c3" square v:sq:c3),
// else the opener of its kind ("announce king": open:announce).
std::string App::hint_target() const {
  if (hint_.action.empty()) return "";
  auto has = [&](const std::string& id) {
    return std::any_of(hits_.begin(), hits_.end(), [&](const auto& h) { return h.first == id; });
  };
  if (has("action:" + hint_.action)) return "action:" + hint_.action;
  std::vector<std::string> words;
  for (size_t at = 0; at <= hint_.action.size();) {
    const size_t sp = std::min(hint_.action.find(' ', at), hint_.action.size());
    if (sp > at) words.push_back(hint_.action.substr(at, sp - at));
    at = sp + 1;
  }
  if (words.empty()) return "";
  for (size_t w = 1; w < words.size(); ++w)
    for (const char* kind : {"slot:", "v:sq:", "v:", "action:"})
      for (const auto& [id, r] : hits_)
        if (id.rfind(kind, 0) == 0 && id.size() > words[w].size() + 1 &&
            id.compare(id.size() - words[w].size() - 1, std::string::npos, ":" + words[w]) == 0)
          return id;
  if (has("open:" + words[0])) return "open:" + words[0];
  return "";
}

void App::draw_hint(Rect board) {
  if (!hint_current() || overlay_ != Overlay::None) return;
  std::string line;
  if (hint_.thinking) {
    line = i18n_.t("ui.hint_thinking");
  } else {
    const std::string id = hint_target();
    for (const auto& [hid, r] : hits_) {
      if (hid != id) continue;
      // Cream, not the gold the views ring every choice with, and an arrow
      // over it: the one choice among the highlighted ones.
      const Rect ring = r.inset(-5);
      g_->round_rect_outline(ring.inset(-3), 14, 4, kNight);
      g_->round_rect_outline(ring, 12, 5, kCream);
      const float ax = r.cx(), ay = std::max(board.y + 20, ring.y - 4);
      g_->polygon({{ax - 14, ay - 20}, {ax + 14, ay - 20}, {ax, ay}}, kNight);
      g_->polygon({{ax - 10, ay - 17}, {ax + 10, ay - 17}, {ax, ay - 3}}, kCream);
      break;
    }
    line = id.empty() ? i18n_.t("ui.hint_says", {{"action", hint_.action}}) : i18n_.t("ui.hint_marked");
  }
  const float size = 14, pad = 9;
  const float w = std::min(board.w - 16, g_->measure(line, size, Face::Bold) + 2 * pad + 4);
  const std::vector<std::string> lines = g_->wrap(line, size, w - 2 * pad, Face::Bold);
  const float h = pad * 2 + lines.size() * size * 1.35f;
  const Rect box{board.cx() - w / 2, board.y + 8, w, h};
  g_->round_rect({box.x, box.y + 2, box.w, box.h}, 10, {0, 0, 0, 110});
  g_->round_rect(box, 10, kCream);
  g_->round_rect_outline(box.inset(1), 9, 1.5f, kGoldDark);
  float y = box.y + pad;
  for (const auto& l : lines) {
    g_->text(l, box.cx(), y, size, kVelvet, Align::Center, Face::Bold);
    y += size * 1.35f;
  }
}

// {ok, thinking} while the expert thinks; {ok, action, id} once it has
// chosen (id: the layout id marked, "" if none shows it); {ok:false,
// reason} where no hint is offered.
std::string App::api_hint() {
  if (!local() || screen_ != Screen::Table) return R"({"ok":false,"reason":"hints are for a game played here"})";
  if (human_to_move() < 0) return R"({"ok":false,"reason":"it is not a human seat's turn"})";
  ask_hint();
  if (hint_.thinking) return R"({"ok":true,"thinking":true})";
  return "{\"ok\":true,\"action\":" + Json(hint_.action).dump() + ",\"id\":" + Json(hint_target()).dump() + "}";
}

}  // namespace tabula::web

TABULA_EXPORT const char* tabula_hint() {
  tabula::web::platform::wake();
  static std::string out;
  out = tabula::web::g_app ? tabula::web::g_app->api_hint() : R"({"ok":false,"reason":"not started"})";
  return out.c_str();
}
