// Mykerinos's secrets for the fuzz targets (tests/fuzz/secrets.h).
#include "secrets.h"

namespace tabula::fuzz {

// Mykerinos: only the order of the deck is hidden; the observation holds its size.
TABULA_SECRETS(mykerinos) {
  expect(!obs.contains("deck") || obs.at("deck").is_number(),
         "the deck shows more than its size" + who(seat));
}

}  // namespace tabula::fuzz
