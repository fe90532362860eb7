#include "ui/i18n.h"

#include <cstddef>

namespace tabula::assets {
extern const char kI18nEn[];
extern const char kI18nHu[];
extern const char kI18nEs[];
extern const char kI18nIt[];
// generated/game_i18n.cc (web/CMakeLists.txt): assets/i18n/<game>/<lang>.json
struct GameI18n { const char* game; const char* lang; const unsigned char* text; };
extern const GameI18n kGameI18n[];
extern const std::size_t kGameI18nCount;
}  // namespace tabula::assets

namespace tabula::web {

const std::vector<std::string>& I18n::languages() {
  static const std::vector<std::string> langs = {"en", "hu", "es", "it"};
  return langs;
}

I18n::I18n() {
  const char* texts[] = {assets::kI18nEn, assets::kI18nHu, assets::kI18nEs, assets::kI18nIt};
  for (size_t i = 0; i < languages().size(); ++i) {
    tables_[languages()[i]] = nlohmann::json::parse(texts[i], nullptr, false);
  }
  // Each game's own strings live under its name: i18n.t("mykerinos.x").
  for (std::size_t i = 0; i < assets::kGameI18nCount; ++i) {
    const auto& g = assets::kGameI18n[i];
    auto table = tables_.find(g.lang);
    if (table == tables_.end() || !table->second.is_object()) continue;
    table->second[g.game] =
        nlohmann::json::parse(reinterpret_cast<const char*>(g.text), nullptr, false);
  }
}

bool I18n::has(const std::string& lang) const { return tables_.count(lang) > 0; }

void I18n::set(const std::string& lang) {
  if (has(lang)) lang_ = lang;
}

const nlohmann::json* I18n::lookup(const std::string& lang, const std::string& path) const {
  auto it = tables_.find(lang);
  if (it == tables_.end() || !it->second.is_object()) return nullptr;
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
  if (!j || !j->is_string()) j = lookup("en", key);
  std::string s = (j && j->is_string()) ? j->get<std::string>() : key;
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

std::string I18n::character(const std::string& id) const { return t("characters." + id + ".name"); }
std::string I18n::mark(const std::string& id) const { return t("characters." + id + ".mark"); }
std::string I18n::power(const std::string& id) const { return t("characters." + id + ".power"); }

std::vector<std::string> I18n::rules() const {
  const nlohmann::json* j = lookup(lang_, "rules");
  if (!j || !j->is_array()) j = lookup("en", "rules");
  std::vector<std::string> out;
  if (j && j->is_array()) {
    for (const auto& p : *j) {
      if (p.is_string()) out.push_back(p.get<std::string>());
    }
  }
  return out;
}

}  // namespace tabula::web
