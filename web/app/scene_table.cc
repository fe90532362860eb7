// SceneTable: a finished game shown at any move, read-only, with its notes.
#include "app/scene_table.h"

#include <algorithm>
#include <cstdlib>

#include "core/match.h"

namespace tabula::web {

namespace {
void fail(std::string* why, const char* code) {
  if (why) *why = code;
}
}  // namespace

std::string clean_note(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) c = ' ';  // one line: no newlines or controls
    out.push_back(static_cast<char>(c));
  }
  if (out.size() > kNoteBytes) {
    size_t cut = kNoteBytes;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
    out.resize(cut);
  }
  const size_t first = out.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return out.substr(first, out.find_last_not_of(' ') - first + 1);
}

std::unique_ptr<SceneTable> SceneTable::open(Scene scene, std::string* why, bool any_position) {
  std::unique_ptr<Match> end = Match::restore(scene.save, why);
  if (!end) return nullptr;
  if (!any_position && !end->state().is_terminal()) {
    fail(why, "unfinished");
    return nullptr;
  }
  auto t = std::make_unique<SceneTable>();
  // Walk the game once: the log's length after every move marks the move
  // on screen's own lines.
  Save fresh = scene.save;
  fresh.actions.clear();
  std::unique_ptr<Match> m = Match::restore(fresh, why);
  if (!m) return nullptr;
  t->log_sizes_.push_back(m->state().observation(0)["log"].size());
  for (const std::string& text : scene.save.actions) {
    if (!m->act(text, why)) return nullptr;
    t->log_sizes_.push_back(m->state().observation(0)["log"].size());
  }
  const Json& table = scene.save.table;
  if (table.contains("humans") && table["humans"].is_array())
    for (const Json& h : table["humans"])
      if (h.is_number_integer() && h.get<int>() >= 0 && h.get<int>() < scene.save.options.players)
        t->humans_.push_back(h.get<int>());
  t->match_ = std::move(m);
  t->at_ = static_cast<int>(scene.save.actions.size());
  t->scene_ = std::move(scene);
  return t;
}

bool SceneTable::is_human(int seat) const {
  return std::find(humans_.begin(), humans_.end(), seat) != humans_.end();
}

Json SceneTable::observation(int seat) const {
  return everything_ ? match_->state().revealed(seat) : match_->state().observation(seat);
}

std::string SceneTable::name_of(int seat) const {
  const Json& names = scene_.save.table.contains("names") ? scene_.save.table["names"] : Json();
  if (names.is_array() && seat >= 0 && seat < static_cast<int>(names.size()) && names[seat].is_string())
    return names[seat].get<std::string>();
  return seat >= 0 ? LocalTable::default_name(seat) : "?";
}

bool SceneTable::act(const std::string&, std::string* why) {
  if (why) *why = "a replay takes no moves";
  return false;
}

bool SceneTable::seek(int n) {
  if (n < 0 || n > of()) return false;
  if (n < at_) {
    if (!match_->rewind(n)) return false;
  } else {
    for (int k = at_; k < n; ++k)
      if (!match_->act(scene_.save.actions[static_cast<size_t>(k)], nullptr)) return false;
  }
  at_ = n;
  return true;
}

std::string SceneTable::note(int n) const {
  auto it = scene_.notes.find(n);
  return it == scene_.notes.end() ? "" : it->second;
}

void SceneTable::set_notes(const Json& notes) {
  if (!notes.is_object()) return;
  for (auto it = notes.begin(); it != notes.end(); ++it) {
    const std::string& k = it.key();
    if (k.empty() || k.size() > 6 || !std::all_of(k.begin(), k.end(), ::isdigit) || !it.value().is_string()) continue;
    const int move = std::atoi(k.c_str());
    if (move <= of()) set_note(move, it.value().get<std::string>());
  }
}

void SceneTable::set_note(int n, const std::string& text) {
  const std::string t = clean_note(text);
  if (t.empty()) scene_.notes.erase(n);
  else if (scene_.notes.size() < kNotesMax || scene_.notes.count(n)) scene_.notes[n] = t;
}

}  // namespace tabula::web
