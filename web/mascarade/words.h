// Mascarade's words (assets/i18n/mascarade/<lang>.json, i18n key "mascarade."):
// a character's name, card mark and power, and the rules summary.
#pragma once
#include <string>
#include <vector>

#include "ui/i18n.h"

namespace tabula::web::mascarade_ui {

std::string character_name(const I18n& i18n, const std::string& id);
// The short mark on a character's card: distinct among all characters in
// each language (Rey and Reina may not both be "R").
std::string character_mark(const I18n& i18n, const std::string& id);
std::string character_power(const I18n& i18n, const std::string& id);
// The power in a few words, as a card's corner would print it: the cast on
// the felt (cast.cc); the whole of it is the explanation's and the picker's.
std::string character_brief(const I18n& i18n, const std::string& id);
// The rules summary, paragraph by paragraph.
std::vector<std::string> rules_summary(const I18n& i18n);

}  // namespace tabula::web::mascarade_ui
