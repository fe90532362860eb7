// Shakespeare's secrets for the fuzz targets (tests/fuzz/secrets.h).
#include "secrets.h"

namespace tabula::fuzz {

// Shakespeare: others' bids until all are in, others' rest choices in the
// standard rest, others' objectives until the end, the Queen's draw.
TABULA_SECRETS(shakespeare) {
  const bool over = obs.at("over").get<bool>();
  const std::string phase = obs.at("phase").get<std::string>();
  const bool hidden_rest = obs.at("variant") != "strategic-rest";
  for (const Json& c : obs.at("companies")) {
    if (c.at("seat") == seat) continue;
    if (phase == "bid")
      expect(c.at("bid").is_null(), "another company's bid shows during the bidding" + who(seat));
    if (!over)
      expect(!c.contains("objectives"), "another company's objectives show before the end" + who(seat));
    if (phase == "rest" && hidden_rest)
      expect(!c.contains("rest_keep"), "another company's standard rest choice shows" + who(seat));
  }
  if (obs.contains("drawn"))
    expect(obs.at("current") == seat, "the Queen's draw shows to a seat that is not drawing" + who(seat));
}

}  // namespace tabula::fuzz
