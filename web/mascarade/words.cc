// Mascarade's words: see words.h.
#include "mascarade/words.h"

namespace tabula::web::mascarade_ui {

std::string character_name(const I18n& i18n, const std::string& id) {
  return i18n.t("mascarade.characters." + id + ".name");
}
std::string character_mark(const I18n& i18n, const std::string& id) {
  return i18n.t("mascarade.characters." + id + ".mark");
}
std::string character_power(const I18n& i18n, const std::string& id) {
  return i18n.t("mascarade.characters." + id + ".power");
}
std::string character_brief(const I18n& i18n, const std::string& id) {
  return i18n.t("mascarade.characters." + id + ".brief");
}
std::vector<std::string> rules_summary(const I18n& i18n) { return i18n.list("mascarade.rules"); }

}  // namespace tabula::web::mascarade_ui
