// The fuzz targets' secrets checks (secrets.h): each game registers its own
// (tests/<game>/fuzz/secrets.cc); a game without one fails by name.
#include "secrets.h"

#include <map>

namespace tabula::fuzz {
namespace {
std::map<std::string, SecretsCheck>& checks() {
  static std::map<std::string, SecretsCheck> map;
  return map;
}
}  // namespace

bool register_secrets(const char* game, SecretsCheck check) {
  checks()[game] = check;
  return true;
}

std::string who(int seat) { return " (observer seat " + std::to_string(seat) + ")"; }

void check_secrets(const State&, int seat, const Json& obs) {
  const std::string game = obs.at("game").get<std::string>();
  auto it = checks().find(game);
  if (it == checks().end()) fail("game " + game + " has no secrets check: add tests/" + game + "/fuzz/secrets.cc");
  it->second(seat, obs);
}

}  // namespace tabula::fuzz
