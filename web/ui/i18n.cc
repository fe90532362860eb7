#include "ui/i18n.h"

#include <cstddef>
#include <cstdlib>

namespace tabula::assets {
// generated/compiled_i18n.cc (web/CMakeLists.txt): the merged tables compiled in.
struct CompiledI18n { const char* lang; const unsigned char* text; };
extern const CompiledI18n kCompiledI18n[];
extern const std::size_t kCompiledI18nCount;
}  // namespace tabula::assets

namespace tabula::web {

const std::vector<std::string>& I18n::languages() {
  static const std::vector<std::string> langs = {"en", "hu", "es", "it"};
  return langs;
}

I18n::I18n() {
  for (std::size_t i = 0; i < assets::kCompiledI18nCount; ++i) {
    const auto& c = assets::kCompiledI18n[i];
    add(c.lang, reinterpret_cast<const char*>(c.text));
  }
}

bool I18n::has(const std::string& lang) const {
  for (const auto& l : languages())
    if (l == lang) return true;
  return false;
}

bool I18n::add(const std::string& lang, const std::string& text) {
  if (!has(lang)) return false;
  auto table = nlohmann::json::parse(text, nullptr, false);
  if (!table.is_object()) return false;
  tables_[lang] = std::move(table);
  return true;
}

void I18n::set(const std::string& lang) {
  if (!has(lang)) return;
  lang_ = lang;
  if (!loaded(lang) && source_) {
    std::string text = source_(lang);
    if (!text.empty()) add(lang, text);
  }
}

bool I18n::add_pack(const std::string& lang, const std::string& pack, const std::string& text) {
  if (!has(lang)) return false;
  auto words = nlohmann::json::parse(text, nullptr, false);
  if (!words.is_object()) return false;
  packs_[lang][pack] = std::move(words);
  return true;
}

const nlohmann::json* I18n::lookup(const std::string& lang, const std::string& path) const {
  if (const nlohmann::json* found = lookup_in(tables_, lang, path)) return found;
  return lookup_in(packs_, lang, path);
}

const nlohmann::json* I18n::lookup_in(const std::map<std::string, nlohmann::json>& tables, const std::string& lang,
                                      const std::string& path) {
  auto it = tables.find(lang);
  if (it == tables.end() || !it->second.is_object()) return nullptr;
  const nlohmann::json* node = &it->second;
  size_t start = 0;
  while (true) {
    size_t dot = path.find('.', start);
    std::string part = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    if (!node->is_object()) return nullptr;
    auto f = node->find(part);
    if (f == node->end()) return nullptr;
    node = &*f;
    if (dot == std::string::npos) return node;
    start = dot + 1;
  }
}

std::string I18n::t(const std::string& key, const std::map<std::string, std::string>& args) const {
  const nlohmann::json* j = lookup(lang_, key);
  if (!j || !(j->is_string() || j->is_object())) j = lookup("en", key);
  // A count's key holds its forms ({"one", "other"}): the one for {n}.
  if (j && j->is_object()) {
    auto n = args.find("n");
    if (n != args.end()) return plural(key, std::atoi(n->second.c_str()), args);
  }
  std::string s = (j && j->is_string()) ? j->get<std::string>() : key;
  if (s.find("{tap}") != std::string::npos || s.find("{Tap}") != std::string::npos) {
    const std::string mode = mouse_ ? "pointer.mouse." : "pointer.touch.";
    std::map<std::string, std::string> verbs = {{"tap", t(mode + "tap")}, {"Tap", t(mode + "Tap")}};
    for (const auto& [name, value] : args) verbs[name] = value;
    return t_filled(s, verbs);
  }
  return t_filled(s, args);
}

std::string I18n::t_filled(std::string s, const std::map<std::string, std::string>& args) {
  for (const auto& [name, value] : args) {
    std::string field = "{" + name + "}";
    for (size_t p = s.find(field); p != std::string::npos; p = s.find(field, p + value.size())) {
      s.replace(p, field.size(), value);
    }
  }
  return s;
}

std::string I18n::plural(const std::string& key, int n, const std::map<std::string, std::string>& args) const {
  std::string k = key + (n == 1 ? ".one" : ".other");
  const nlohmann::json* j = lookup(lang_, k);
  if (!j || !j->is_string()) k = key + ".other";  // a language with a single form
  std::map<std::string, std::string> all = args;
  all["n"] = std::to_string(n);
  return t(k, all);
}

std::vector<std::string> I18n::list(const std::string& key) const {
  const nlohmann::json* j = lookup(lang_, key);
  if (!j || !j->is_array()) j = lookup("en", key);
  std::vector<std::string> out;
  if (j && j->is_array()) {
    for (const auto& p : *j) {
      if (p.is_string()) out.push_back(p.get<std::string>());
    }
  }
  return out;
}

}  // namespace tabula::web
