// The rulebooks' worked examples as scenes the rules overlay plays: "Show
// me". Each game's examples are data, assets/<game>/examples/rulebook.json (the site's
// examples/<game>.json), fetched the first time its rules are opened -- never
// in the first load -- with their words in all four languages:
//   {"examples": [{"id", "title": {lang: text}, "seat",
//                  "save": <a save: options, seed, actions>,
//                  "notes": {"<move>": {lang: text}},
//                  "expect": [...]   (what tests/web/examples_data_test.cc checks)}]}
// A scene (scene_table.h) shows it read-only through the game's own GameView,
// from the deal to where the example makes its point, the notes saying what
// happens; leaving it comes back to the game it was opened from.
#include <algorithm>

#include "app/app.h"
#include "core/save.h"
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// The examples' text, or 0 while it is fetched (the answer wakes the page).
// A missing file or a failed fetch is "{}": the rules show no examples.
EM_JS(char*, tabula_js_examples, (const char* game), {
  var A = Module.tabulaExamples || (Module.tabulaExamples = {});
  var g = UTF8ToString(game);
  if (!(g in A)) {
    A[g] = null;
    fetch('examples/' + g + '.json')
      .then(function (r) { return r.ok ? r.text() : '{}'; })
      .catch(function () { return '{}'; })
      .then(function (t) { A[g] = t; _tabula_wake(); });
  }
  var t = A[g];
  if (t === null) return 0;
  var n = lengthBytesUTF8(t) + 1; var p = _malloc(n); stringToUTF8(t, p, n); return p;
});
#endif

namespace tabula::web {

using namespace palette;

const Json* App::examples_of(const std::string& game) {
  auto it = examples_.find(game);
  if (it != examples_.end()) return &it->second;
#ifdef __EMSCRIPTEN__
  char* p = tabula_js_examples(game.c_str());
  if (!p) return nullptr;
  const Json all = Json::parse(p, nullptr, false);
  free(p);
#else
  const Json all = Json::object();  // natively (Xvfb runs) there are none
#endif
  Json list = all.is_object() && all.contains("examples") && all["examples"].is_array() ? all["examples"] : Json::array();
  return &(examples_[game] = std::move(list));
}

std::string App::example_words(const Json& words) const {
  if (!words.is_object()) return "";
  if (words.contains(i18n_.lang()) && words[i18n_.lang()].is_string()) return words[i18n_.lang()].get<std::string>();
  return words.contains("en") && words["en"].is_string() ? words["en"].get<std::string>() : "";
}

// Below the rules: "Show me" and each example's title, one button a line
// (drawn and tappable only where wholly inside the scrolled body). Returns
// the y below them.
float App::draw_examples(const std::string& game, Rect body, float y) {
  const Json* list = examples_of(game);
  if (!list) {
    dirty_ = true;  // they are on their way: draw again when they come
    return y;
  }
  if (list->empty()) return y;
  y += 6;
  for (const auto& line : g_->wrap(i18n_.t("ui.examples"), 20, body.w, Face::Display)) {
    if (y > body.y - 30 && y < body.y + body.h) g_->text(line, body.x, y, 20, kGold, Align::Left, Face::Display);
    y += 27;
  }
  y += 4;
  for (size_t i = 0; i < list->size(); ++i) {
    const std::string label = i18n_.t("ui.show_me", {{"what", example_words((*list)[i].value("title", Json()))}});
    const float h = 44;
    if (y >= body.y && y + h <= body.y + body.h)
      button("example:" + game + ":" + std::to_string(i), {body.x, y, body.w, h}, label, i == 0, true, 15);
    y += h + 8;
  }
  return y + 8;
}

bool App::open_example(const std::string& arg) {
  const size_t colon = arg.rfind(':');
  if (colon == std::string::npos) return false;
  const std::string game = arg.substr(0, colon);
  const Json* list = examples_of(game);
  const int i = std::atoi(arg.c_str() + colon + 1);
  if (!list || i < 0 || i >= static_cast<int>(list->size())) return false;
  const Json& ex = (*list)[static_cast<size_t>(i)];
  Scene sc;
  std::string why;
  if (!ex.contains("save") || !save_from_json(ex["save"], &sc.save, &why)) {
    platform::notice(why);
    return false;
  }
  if (ex.contains("notes") && ex["notes"].is_object())
    for (auto it = ex["notes"].begin(); it != ex["notes"].end(); ++it)
      sc.notes[std::atoi(it.key().c_str())] = clean_note(example_words(it.value()));
  // The game in progress comes back when the example is left.
  const std::string back = local() ? save_to_json(local()->match().save()).dump() : std::string();
  if (!open_scene(std::move(sc), ex.value("at", 0), ex.value("seat", 0), false, &why, true)) {
    platform::notice(why);
    return false;
  }
  example_open_ = true;
  replay_return_ = back;
  replay_return_view_.clear();
  overlay_ = Overlay::None;
  return true;
}

}  // namespace tabula::web
