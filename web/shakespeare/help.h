// The words behind ViewContext::explain for Shakespeare's pieces: what a
// character, a piece, a token or a track does, in the current language
// (assets/i18n/shakespeare/*.json, under "help"). Observation data only.
#pragma once
#include <map>
#include <string>

#include "app/game_view.h"

namespace tabula::web::shakespeare_ui {

// A character: a market card or a cast member (an Extra names the card it
// was hired as, which is public). Kind, wage, activation, power, rehearsal.
std::string card_help(const I18n& i18n, const Json& card);
// A costume piece (round) or a set piece (brick) of `colour`.
std::string piece_title(const I18n& i18n, const std::string& colour, bool set);
std::string piece_help(const I18n& i18n, const Json& obs, const std::string& colour, bool set);
// "shakespeare.help.<key>".
std::string help(const I18n& i18n, const std::string& key, const std::map<std::string, std::string>& args = {});

}  // namespace tabula::web::shakespeare_ui
