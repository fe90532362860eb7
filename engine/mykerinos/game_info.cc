// Registration: name, player counts, option checks, new games and bots.
#include <set>

#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {
namespace {

// Options.settings is for test fixtures and set-up puzzles only:
//   "parcels": [card ids]   drawn first, in this order (the rest shuffled after)
//   "first":   seat         who starts season 1 (else chosen at random)
//   "wings":   [5 patrons]  the patron token on wings 0-4 (else at random)
std::optional<std::string> check_options(const Options& o) {
  if (o.players < 2 || o.players > 4) return std::string("Mykerinos is for 2 to 4 players");
  if (!o.variant.empty()) return "unknown variant \"" + o.variant + "\"";
  const Json& s = o.settings;
  if (s.is_null()) return std::nullopt;
  if (!s.is_object()) return std::string("settings must be an object");
  for (auto it = s.begin(); it != s.end(); ++it)
    if (it.key() != "parcels" && it.key() != "first" && it.key() != "wings")
      return "unknown setting \"" + it.key() + "\"";
  if (s.contains("parcels")) {
    if (!s["parcels"].is_array()) return std::string("\"parcels\" must be a list of card ids");
    std::set<int> seen;
    for (const Json& id : s["parcels"]) {
      if (!id.is_number_integer() || id.get<int>() < 0 || id.get<int>() >= kCards)
        return std::string("\"parcels\" holds card ids 0-35");
      if (!seen.insert(id.get<int>()).second) return std::string("\"parcels\" repeats a card");
    }
  }
  if (s.contains("first") &&
      (!s["first"].is_number_integer() || s["first"].get<int>() < 0 || s["first"].get<int>() >= o.players))
    return std::string("\"first\" must be a seat");
  if (s.contains("wings")) {
    const Json& w = s["wings"];
    if (!w.is_array() || w.size() != kWings) return std::string("\"wings\" names the five patrons");
    std::set<std::string> seen;
    for (const Json& p : w) {
      bool known = false;
      if (p.is_string())
        for (int k = 0; k < kPatrons; ++k) known |= p.get<std::string>() == patron_name(k);
      if (!known || !seen.insert(p.get<std::string>()).second)
        return std::string("\"wings\" names the five patrons once each");
    }
  }
  return std::nullopt;
}

std::unique_ptr<State> new_game(const Options& o, uint64_t seed) {
  if (check_options(o)) return nullptr;
  return std::make_unique<MykerinosState>(o, seed);
}

// Any game among any bots ends within this many actions (README "Bots
// always finish"): four seasons; in each a seat places at most its colour's
// 25 cubes (and up to 25 neutral ones at two players), turns each of its
// patron cards once, passes once, and makes at most two choices per area
// scored -- under 100 actions a seat a season.
int move_limit(int players) { return 4 * 100 * players; }

}  // namespace

GameInfo game_info() {
  GameInfo g;
  g.name = "mykerinos";
  g.title = "Mykerinos";
  g.min_players = 2;
  g.max_players = 4;
  g.variants = {""};
  g.bot_levels = {"random", "easy", "hard", "expert"};
  g.check_options = &check_options;
  g.new_game = &new_game;
  g.new_bot = &new_bot;
  g.move_limit = &move_limit;
  return g;
}

}  // namespace tabula::mykerinos
