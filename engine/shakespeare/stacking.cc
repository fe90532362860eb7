// Stacked bags (stacking.h): the "pieces" set-up option.
#include "shakespeare/stacking.h"

#include <array>

#include "shakespeare/data.h"

namespace tabula::shakespeare {
namespace {

const char* const kBagNames[2] = {"costume", "set"};

int colour_of(const Json& name) {
  if (!name.is_string()) return -1;
  for (int c = 0; c < kColours; ++c)
    if (name.get<std::string>() == colour_name(c)) return c;
  return -1;
}

}  // namespace

std::optional<std::string> check_stacked_pieces(const Options& o) {
  const Json& s = o.settings;
  if (!s.is_object() || !s.contains("pieces")) return std::nullopt;
  const Json& p = s["pieces"];
  if (!p.is_object()) return std::string("settings.pieces must be {\"costume\": [colours], \"set\": [colours]}");
  for (auto it = p.begin(); it != p.end(); ++it)
    if (it.key() != kBagNames[0] && it.key() != kBagNames[1])
      return "settings.pieces: unknown bag \"" + it.key() + "\" (\"costume\" or \"set\")";
  const int players = o.players < 1 ? 1 : (o.players > 4 ? 4 : o.players);
  for (int k = 0; k < 2; ++k) {
    if (!p.contains(kBagNames[k])) continue;
    const Json& list = p[kBagNames[k]];
    if (!list.is_array()) return std::string("settings.pieces.") + kBagNames[k] + " must be a list of colours";
    std::array<int, kColours> wanted{};
    for (const Json& name : list) {
      const int c = colour_of(name);
      if (c < 0)
        return std::string("settings.pieces.") + kBagNames[k] + ": " + name.dump() +
               " is not a colour (black, pink, purple, blue, green, yellow)";
      if (++wanted[c] > data().bags[players][c])
        return std::string("settings.pieces.") + kBagNames[k] + ": the " + kBagNames[k] + " bag holds only " +
               std::to_string(data().bags[players][c]) + " " + colour_name(c) + " pieces with " +
               std::to_string(players) + (players == 1 ? " player" : " players");
    }
  }
  return std::nullopt;
}

int stacked_piece(const Options& o, int kind, int drawn) {
  const Json& s = o.settings;
  if (!s.is_object() || !s.contains("pieces") || !s["pieces"].is_object()) return -1;
  const Json& p = s["pieces"];
  if (!p.contains(kBagNames[kind]) || !p[kBagNames[kind]].is_array()) return -1;
  const Json& list = p[kBagNames[kind]];
  return drawn >= 0 && drawn < static_cast<int>(list.size()) ? colour_of(list[static_cast<size_t>(drawn)]) : -1;
}

}  // namespace tabula::shakespeare
