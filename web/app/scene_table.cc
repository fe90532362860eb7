// SceneTable (a finished game shown at any move, read-only) and the payload
// of a replay link. The payload is JSON; shell/replay-link.js compresses it
// (deflate-raw) and writes it base64url into the URL fragment, so the page
// needs no server and tabula.wasm no compressor.
#include "app/scene_table.h"

#include <algorithm>
#include <optional>

#include "core/match.h"

namespace tabula::web {

namespace {
bool fail(std::string* why, const char* code) {
  if (why) *why = code;
  return false;
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

std::string scene_to_payload(const Scene& scene) {
  const Save& s = scene.save;
  Json j = {{"g", s.game}, {"p", s.options.players}, {"s", std::to_string(s.seed)}};
  if (!s.options.variant.empty()) j["v"] = s.options.variant;
  if (s.options.settings.is_object() && !s.options.settings.empty()) j["o"] = s.options.settings;
  // Each move as its index among the position's legal actions.
  Save fresh = s;
  fresh.actions.clear();
  std::unique_ptr<Match> m = Match::restore(fresh, nullptr);
  Json moves = Json::array();
  std::vector<Action> legal;
  for (const std::string& text : s.actions) {
    if (!m) break;
    m->state().legal_actions(legal);
    std::optional<Action> a = m->state().text_to_action(text, nullptr);
    const auto it = a ? std::find(legal.begin(), legal.end(), *a) : legal.end();
    if (it == legal.end()) break;  // not from a replayable save: cut short, the reader is told
    moves.push_back(static_cast<int>(it - legal.begin()));
    m->apply(*a);
  }
  j["m"] = std::move(moves);
  const Json& table = s.table;
  if (table.contains("names")) j["n"] = table["names"];
  if (table.contains("humans")) j["h"] = table["humans"];
  Json notes = Json::object();
  for (const auto& [move, text] : scene.notes) notes[std::to_string(move)] = text;
  if (!notes.empty()) j["t"] = std::move(notes);
  return j.dump();
}

bool scene_from_payload(const std::string& text, Scene* out, std::string* why) {
  if (text.size() > kPayloadBytes) return fail(why, "oversized");
  const Json j = Json::parse(text, nullptr, false);
  if (!j.is_object() || !j.contains("g") || !j["g"].is_string() || !j.contains("p") ||
      !j["p"].is_number_integer() || !j.contains("s") || !j["s"].is_string() || !j.contains("m") ||
      !j["m"].is_array())
    return fail(why, "malformed");
  Save save;
  save.game = j["g"].get<std::string>();
  save.options.players = j["p"].get<int>();
  if (j.contains("v") && j["v"].is_string()) save.options.variant = j["v"].get<std::string>();
  if (j.contains("o") && j["o"].is_object()) save.options.settings = j["o"];
  if (!parse_seed(j["s"].get<std::string>(), &save.seed)) return fail(why, "malformed");
  const GameInfo* info = find_game(save.game);
  if (!info || save.options.players < info->min_players || save.options.players > info->max_players ||
      (info->check_options && info->check_options(save.options)))
    return fail(why, "tampered");
  std::unique_ptr<Match> m = Match::restore(save, nullptr);
  if (!m) return fail(why, "tampered");
  std::vector<Action> legal;
  for (const Json& move : j["m"]) {
    if (m->state().is_terminal() || !move.is_number_integer()) return fail(why, "tampered");
    m->state().legal_actions(legal);
    const int i = move.get<int>();
    if (i < 0 || i >= static_cast<int>(legal.size())) return fail(why, "tampered");
    save.actions.push_back(m->state().action_to_text(legal[static_cast<size_t>(i)]));
    m->apply(legal[static_cast<size_t>(i)]);
  }
  if (!m->state().is_terminal()) return fail(why, "unfinished");
  Json table = Json::object();
  if (j.contains("n") && j["n"].is_array()) {
    table["names"] = Json::array();
    for (const Json& n : j["n"]) table["names"].push_back(n.is_string() ? clean_note(n.get<std::string>()).substr(0, 40) : "?");
  }
  if (j.contains("h") && j["h"].is_array()) table["humans"] = j["h"];
  save.table = table;
  out->save = std::move(save);
  out->notes.clear();
  if (j.contains("t") && j["t"].is_object()) {
    for (auto it = j["t"].begin(); it != j["t"].end() && out->notes.size() < kNotesMax; ++it) {
      const std::string& k = it.key();
      if (k.empty() || k.size() > 6 || !std::all_of(k.begin(), k.end(), ::isdigit) || !it.value().is_string()) continue;
      const int move = std::stoi(k);
      const std::string note = clean_note(it.value().get<std::string>());
      if (move <= static_cast<int>(out->save.actions.size()) && !note.empty()) out->notes[move] = note;
    }
  }
  return true;
}

std::unique_ptr<SceneTable> SceneTable::open(Scene scene, std::string* why) {
  std::unique_ptr<Match> end = Match::restore(scene.save, why);
  if (!end) return nullptr;
  if (!end->state().is_terminal()) {
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

void SceneTable::set_note(int n, const std::string& text) {
  const std::string t = clean_note(text);
  if (t.empty()) scene_.notes.erase(n);
  else if (scene_.notes.size() < kNotesMax || scene_.notes.count(n)) scene_.notes[n] = t;
}

}  // namespace tabula::web
