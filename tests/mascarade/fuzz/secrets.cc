// Mascarade's secrets for the fuzz targets (tests/fuzz/secrets.h).
#include "secrets.h"

namespace tabula::fuzz {

// Mascarade: only the seat that swapped (or the Fool, or the Spy) knows
// whether the swap was real, and only the seat that looked knows what it saw.
TABULA_SECRETS(mascarade) {
  for (const Json& e : obs.at("log")) {
    if (!e.contains("seat") || e.at("seat") == seat) continue;
    const std::string type = e.at("type").get<std::string>();
    if (type == "swap" || type == "spy-swap" || type == "fool")
      expect(e.at("real").is_null(), "another seat's " + type + " shows whether it was real" + who(seat));
    if (type == "peek")
      expect(e.at("card").is_null(), "another seat's peek shows the card" + who(seat));
    if (type == "spy")
      expect(e.at("cards").is_null(), "another seat's spying shows the cards" + who(seat));
  }
}

}  // namespace tabula::fuzz
