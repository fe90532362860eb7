// What each game hides, checked on the observation JSON alone (the form that
// reaches the screen, window.tabula and the network). The resample check in
// invariants.cc catches leaks in general; these name the known secrets so a
// leak of one of them reads plainly. Each game's checks live in its tests
// folder, tests/<game>/fuzz/secrets.cc:
//
//   TABULA_SECRETS(<game>) { expect(..., "what leaked" + who(seat)); }
//
// and a game of the registry without one fails every fuzz session.
#pragma once
#include <string>

#include "invariants.h"

namespace tabula::fuzz {

using SecretsCheck = void (*)(int seat, const Json& obs);
bool register_secrets(const char* game, SecretsCheck check);

// " (observer seat N)", for the messages.
std::string who(int seat);

}  // namespace tabula::fuzz

#define TABULA_SECRETS(game)                                                                  \
  static void game##_secrets(int seat, const Json& obs);                                      \
  static const bool game##_secrets_registered = ::tabula::fuzz::register_secrets(#game, &game##_secrets); \
  static void game##_secrets(int seat, const Json& obs)
