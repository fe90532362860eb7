// UI strings, and each game's words (assets/i18n/<game>/, key "<game>."), in
// the languages of assets/i18n/*.json. English is compiled in (every key's
// fallback); in the browser the others arrive when needed (web/CMakeLists.txt
// makes them site/i18n/<lang>.json, shell/page.js fetches them): a language
// can be chosen before its table is here, and English shows until add().
#pragma once
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tabula::web {

class I18n {
 public:
  I18n();
  static const std::vector<std::string>& languages();  // "en", "hu", "es", "it"
  // One of languages(), whether or not its table is here yet.
  bool has(const std::string& lang) const;
  // Chooses a language; a missing table is asked of the source (below).
  void set(const std::string& lang);
  bool loaded(const std::string& lang) const { return tables_.count(lang) > 0; }
  // Whether `key` (a word or a group: "<game>") is in `lang`'s table or packs.
  bool knows(const std::string& key, const std::string& lang = "en") const { return lookup(lang, key) != nullptr; }
  // A language's whole table (the text of site/i18n/<lang>.json); false and
  // nothing changed if it is not a JSON object.
  bool add(const std::string& lang, const std::string& text);
  // A pack of words only a feature uses, fetched on first use
  // (site/i18n/<pack>/<lang>.json): its keys are "<pack>.<key>". False and
  // nothing changed if it is not a JSON object.
  bool add_pack(const std::string& lang, const std::string& pack, const std::string& text);
  bool has_pack(const std::string& lang, const std::string& pack) const {
    auto it = packs_.find(lang);
    return it != packs_.end() && it->second.contains(pack);
  }
  // Where a missing table comes from: its text, or "" if it is not here yet
  // (then add() it when it arrives).
  void set_source(std::function<std::string(const std::string&)> source) { source_ = std::move(source); }
  const std::string& lang() const { return lang_; }
  // The pointer the player last used: "{tap}" and "{Tap}" in any text become
  // that language's verb for it (`pointer.touch` / `pointer.mouse`: "tap" or
  // "click", "koppints" or "kattints"...).
  void set_mouse(bool mouse) { mouse_ = mouse; }
  bool mouse() const { return mouse_; }

  // A UI string; {name}-style fields are filled from `args`. Missing keys
  // fall back to English, then to the key itself (visible, never blank).
  // A key holding a count's forms ({"one", "other"}) is plural(key, n).
  std::string t(const std::string& key,
                const std::map<std::string, std::string>& args = {}) const;
  // A count in words: the key holds {"one": "1 gold", "other": "{n} gold"}
  // ("one" for exactly 1 in all four languages -- Hungarian nouns stay
  // singular after any number, so its two forms agree); {n} is filled in.
  std::string plural(const std::string& key, int n,
                     const std::map<std::string, std::string>& args = {}) const;
  // A key holding a list of strings (a rules summary's paragraphs), in the
  // current language, else English; empty if there is none.
  std::vector<std::string> list(const std::string& key) const;

 private:
  const nlohmann::json* lookup(const std::string& lang, const std::string& path) const;
  static const nlohmann::json* lookup_in(const std::map<std::string, nlohmann::json>& tables, const std::string& lang,
                                         const std::string& path);
  static std::string t_filled(std::string s, const std::map<std::string, std::string>& args);
  std::map<std::string, nlohmann::json> tables_;
  std::map<std::string, nlohmann::json> packs_;  // lang -> {pack: words}
  std::function<std::string(const std::string&)> source_;
  std::string lang_ = "en";
  bool mouse_ = false;
};

}  // namespace tabula::web
