// LocalTable: a Match played in this browser, with its human seats, bots
// and names (kept in the save's "table" part so a reload restores them).
#include <algorithm>
#include <optional>

#include "app/table_source.h"
#include "core/save.h"
#include "platform/platform.h"

namespace tabula::web {

std::string LocalTable::default_name(int seat) {
  static const char* const kNames[] = {"Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina",
                                       "Hugo", "Ilona", "Luca",  "Marta", "Nico",  "Olga"};
  return kNames[((seat % 13) + 13) % 13];
}

std::unique_ptr<LocalTable> LocalTable::restore(const std::string& text, std::string* why) {
  Save save;
  if (!parse_save(text, &save, why)) return nullptr;
  std::unique_ptr<Match> m = Match::restore(save, why);
  if (!m) return nullptr;
  const GameInfo& info = m->info();
  const Json& table = save.table;
  auto t = std::make_unique<LocalTable>();
  if (table.contains("humans") && table["humans"].is_array()) {
    for (const auto& h : table["humans"]) {
      if (h.is_number_integer() && h.get<int>() >= 0 && h.get<int>() < save.options.players &&
          !t->is_human(h.get<int>())) {
        t->humans_.push_back(h.get<int>());
      }
    }
  }
  if (t->humans_.empty()) t->humans_.push_back(0);
  t->level_ = table.value("level", std::string());
  if (std::find(info.bot_levels.begin(), info.bot_levels.end(), t->level_) == info.bot_levels.end()) {
    t->level_ = info.bot_levels.empty() ? "" : info.bot_levels[0];
  }
  t->bot_ = info.new_bot ? info.new_bot(t->level_) : nullptr;
  if (!t->bot_) {
    if (why) *why = "no bot for level \"" + t->level_ + "\"";
    return nullptr;
  }
  for (int s = 0; s < save.options.players; ++s) {
    std::string n = default_name(s);
    if (table.contains("names") && table["names"].is_array() && s < (int)table["names"].size() &&
        table["names"][s].is_string()) {
      n = table["names"][s].get<std::string>();
    }
    t->names_.push_back(n);
  }
  t->match_ = std::move(m);
  // A level that searches will want the worker: its engine loads meanwhile.
  if (t->bot_->searches() && t->humans() < save.options.players && !t->over()) platform::think_ready();
  return t;
}

bool LocalTable::is_human(int seat) const {
  return std::find(humans_.begin(), humans_.end(), seat) != humans_.end();
}

int LocalTable::human_to_move() const {
  if (match_->state().is_terminal()) return -1;
  int cur = match_->state().current_player();
  return is_human(cur) ? cur : -1;
}

int LocalTable::bot_to_move() const {
  if (match_->state().is_terminal()) return -1;
  int cur = match_->state().current_player();
  return cur >= 0 && !is_human(cur) ? cur : -1;
}

std::vector<std::string> LocalTable::legal(int seat) const {
  std::vector<std::string> out;
  if (seat < 0 || human_to_move() != seat) return out;
  const State& st = match_->state();
  for (Action a : st.legal_actions()) out.push_back(st.action_to_text(a));
  return out;
}

std::string LocalTable::name_of(int seat) const {
  if (seat >= 0 && seat < static_cast<int>(names_.size())) return names_[seat];
  return "?";
}

// The position a decision is for: the game's actions so far (the seed and
// options never change within a LocalTable).
bool LocalTable::thinking_current() const {
  return thinking_ && thinking_for_ == match_->save().actions;
}

LocalTable::~LocalTable() {
  if (ticket_) platform::think_drop();
}

bool LocalTable::thinking_elsewhere() const { return ticket_ != 0 && thinking_current(); }

// Drops a decision no longer wanted (and the worker's search for it).
void LocalTable::forget_thinking() {
  thinking_.reset();
  if (ticket_) platform::think_drop();
  ticket_ = 0;
}

// The worker's answer, if it is a legal action for the position asked about.
bool LocalTable::take_answer(const std::string& text) {
  const Json answer = Json::parse(text, nullptr, false);
  const State& st = match_->state();
  if (!answer.is_object() || !answer.value("ok", false) || answer.value("move", -1) != st.move_number()) return false;
  std::optional<Action> a = st.text_to_action(answer.value("text", std::string()), nullptr);
  if (!a || !st.is_legal(*a)) return false;
  thinking_ = decided(*a);
  return true;
}

void LocalTable::record_decision(double now, const char* where) {
  thought_seconds_.push_back(now - thinking_began_);
  thought_slices_.push_back(thinking_slices_);
  thought_where_.push_back(where);
}

bool LocalTable::think_bot(double seconds) {
  const int cur = bot_to_move();
  if (cur < 0) {
    forget_thinking();
    return false;
  }
  const double start = platform::real_ms() / 1000.0;
  if (!thinking_current()) {
    forget_thinking();
    const State& st = match_->state();
    thinking_for_ = match_->save().actions;
    thinking_rng_ = bot_rng(match_->save().seed, st.move_number());
    thinking_ = bot_->think(st, cur, thinking_rng_);
    thinking_began_ = start;
    thinking_slices_ = 0;
    if (thinking_->done()) {  // the levels that answer at once
      thinking_slices_ = 1;
      record_decision(platform::real_ms() / 1000.0, "page");
      return true;
    }
    // A search: in the worker when the page has one (the same save, level
    // and move give the same decision there, web/think/think.cc).
    const Json request = {{"save", save_to_json(match_->save()).dump()}, {"level", level_}, {"move", st.move_number()}};
    ticket_ = platform::think_elsewhere(request.dump());
  }
  if (thinking_->done()) return true;
  if (ticket_) {
    std::string answer;
    const int r = platform::think_answer(ticket_, &answer);
    if (r == 0) return false;
    ticket_ = 0;
    if (r > 0 && take_answer(answer)) {
      record_decision(platform::real_ms() / 1000.0, "worker");
      return true;
    }
    // No answer after all (the worker failed): think it here, from the start.
  }
  // Iterations cost from microseconds to a few ms: one at a time, until
  // the slice's time is up.
  ++thinking_slices_;
  while (!thinking_->step(1) && platform::real_ms() / 1000.0 - start < seconds) {
  }
  if (!thinking_->done()) return false;
  record_decision(platform::real_ms() / 1000.0, "page");
  return true;
}

void LocalTable::play_bot() {
  const int cur = bot_to_move();
  if (cur < 0) return;
  // Not ready yet (a caller that cannot wait): think it through now, here.
  if (!think_bot(0)) {
    if (ticket_) platform::think_drop();
    ticket_ = 0;
    while (!think_bot(1e9)) {
    }
  }
  const State& st = match_->state();
  Action a = thinking_->best();
  thinking_.reset();
  if (!st.is_legal(a)) {
    std::vector<Action> legal = st.legal_actions();
    if (legal.empty()) return;
    a = legal[0];
  }
  match_->apply(a);
}

Json LocalTable::bot_report() const {
  Json r = {{"level", level_}, {"thinking", thinking_current() && !thinking_->done()}};
  std::vector<double> ms;
  for (double s : thought_seconds_) ms.push_back(s * 1000.0);
  r["decisions_ms"] = ms;
  r["decisions_slices"] = thought_slices_;
  r["decisions_where"] = thought_where_;
  return r;
}

}  // namespace tabula::web
