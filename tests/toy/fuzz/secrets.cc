// Three cards' secrets for the fuzz targets (tests/fuzz/secrets.h): another
// seat's peek reads as a keep; until the end, the middle card shows only to a
// seat that has seen it (a round's end, its own peek or swap), and while
// nobody has swapped, no seat sees another's card.
#include "secrets.h"

namespace tabula::fuzz {

TABULA_SECRETS(toy) {
  const bool over = obs.at("over").get<bool>();
  const Json& cards = obs.at("cards");
  const size_t middle = cards.size() - 1;
  bool middle_seen = false, swapped = false;
  for (const Json& e : obs.at("log")) {
    const std::string type = e.at("type").get<std::string>();
    if (type == "shown") middle_seen = true;
    if ((type == "peek" || type == "swap") && e.at("seat") == seat) middle_seen = true;
    if (type == "swap") swapped = true;
    if ((type == "keep" || type == "peek") && e.at("seat") != seat)
      fail("another seat's " + type + " shows which it was" + who(seat));
  }
  expect(cards.at(static_cast<size_t>(seat)).is_number(), "a seat does not see its own card" + who(seat));
  if (over) return;  // every card is shown
  if (!middle_seen) expect(cards.at(middle).is_null(), "the middle card shows to a seat that has not seen it" + who(seat));
  for (size_t p = 0; p < middle && !swapped; ++p)
    if (p != static_cast<size_t>(seat)) expect(cards.at(p).is_null(), "another seat's card shows" + who(seat));
}

}  // namespace tabula::fuzz
