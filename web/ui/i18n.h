// UI strings, character names and powers, and the rules summary, in the
// languages of assets/i18n/*.json (compiled in; each is a few KB).
#pragma once
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tabula::web {

class I18n {
 public:
  I18n();
  static const std::vector<std::string>& languages();  // "en", "hu", "es", "it"
  bool has(const std::string& lang) const;
  void set(const std::string& lang);
  const std::string& lang() const { return lang_; }

  // A UI string; {name}-style fields are filled from `args`. Missing keys
  // fall back to English, then to the key itself (visible, never blank).
  std::string t(const std::string& key,
                const std::map<std::string, std::string>& args = {}) const;
  // A count in words: the key holds {"one": "1 gold", "other": "{n} gold"}
  // ("one" for exactly 1 in all four languages -- Hungarian nouns stay
  // singular after any number, so its two forms agree); {n} is filled in.
  std::string plural(const std::string& key, int n,
                     const std::map<std::string, std::string>& args = {}) const;
  std::string character(const std::string& id) const;
  // The short mark on a character's card: distinct among all characters in
  // each language (Rey and Reina may not both be "R").
  std::string mark(const std::string& id) const;
  std::string power(const std::string& id) const;
  std::vector<std::string> rules() const;

 private:
  const nlohmann::json* lookup(const std::string& lang, const std::string& path) const;
  std::map<std::string, nlohmann::json> tables_;
  std::string lang_ = "en";
};

}  // namespace tabula::web
