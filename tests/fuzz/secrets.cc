// What each game hides, checked on the observation JSON alone (the form that
// reaches the screen, window.tabula and the network). The resample check in
// invariants.cc catches leaks in general; these name the known secrets so a
// leak of one of them reads plainly.
#include <string>

#include "invariants.h"

namespace tabula::fuzz {
namespace {

std::string who(int seat) { return " (observer seat " + std::to_string(seat) + ")"; }

// Mascarade: only the seat that swapped (or the Fool, or the Spy) knows
// whether the swap was real, and only the seat that looked knows what it saw.
void mascarade_secrets(int seat, const Json& obs) {
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

// Shakespeare: others' bids until all are in, others' rest choices in the
// standard rest, others' objectives until the end, the Queen's draw.
void shakespeare_secrets(int seat, const Json& obs) {
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

// Mykerinos: only the order of the deck is hidden; the observation holds its size.
void mykerinos_secrets(int seat, const Json& obs) {
  expect(!obs.contains("deck") || obs.at("deck").is_number(),
         "the deck shows more than its size" + who(seat));
}

}  // namespace

void check_secrets(const State&, int seat, const Json& obs) {
  const std::string game = obs.at("game").get<std::string>();
  if (game == "mascarade") mascarade_secrets(seat, obs);
  if (game == "shakespeare") shakespeare_secrets(seat, obs);
  if (game == "mykerinos") mykerinos_secrets(seat, obs);
}

}  // namespace tabula::fuzz
