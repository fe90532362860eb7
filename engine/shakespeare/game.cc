// Shakespeare's entry in the game list: options, a new game, the bots.
#include "shakespeare/shakespeare.h"

#include <set>

#include "shakespeare/stacking.h"
#include "shakespeare/state.h"

namespace tabula::shakespeare {
namespace {

std::optional<std::string> check_options(const Options& o) {
  if (!data().ok) return data().why;
  if (o.players < 1 || o.players > kMaxPlayers) return std::string("Shakespeare is for 1 to 4 players");
  if (o.variant != "" && o.variant != "strategic-rest")
    return "unknown variant \"" + o.variant + "\" (\"\" or \"strategic-rest\")";
  if (o.variant == "strategic-rest" && o.players < 2)
    return std::string("the strategic-rest variant is for 2 to 4 players");
  // Set-up fixtures (tests, the rulebook examples' scenes, the lesson): "deck" (card ids,
  // top first), "order" (seats), "objectives" (ids, top first), "pieces"
  // (colours drawn first from each bag: stacking.h).
  const Json& s = o.settings;
  if (!s.is_object()) return std::string("settings must be an object");
  if (s.contains("deck")) {
    if (!s["deck"].is_array()) return std::string("settings.deck must be a list of card ids");
    std::set<int> seen;
    for (const Json& id : s["deck"]) {
      const int c = id.is_string() ? data().card_index(id.get<std::string>()) : -1;
      if (c < data().starting_count || !seen.insert(c).second) return "settings.deck: bad card " + id.dump();
    }
  }
  if (s.contains("order")) {
    if (!s["order"].is_array() || static_cast<int>(s["order"].size()) != o.players)
      return std::string("settings.order must list every seat once");
    std::set<int> seen;
    for (const Json& v : s["order"])
      if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() >= o.players || !seen.insert(v.get<int>()).second)
        return std::string("settings.order must list every seat once");
  }
  if (s.contains("objectives")) {
    if (!s["objectives"].is_array()) return std::string("settings.objectives must be a list of ids");
    std::set<int> seen;
    for (const Json& id : s["objectives"]) {
      const int k = id.is_string() ? data().objective_index(id.get<std::string>()) : -1;
      if (k < 0 || !seen.insert(k).second) return "settings.objectives: bad objective " + id.dump();
    }
  }
  return check_stacked_pieces(o);  // "pieces": stacked bags (stacking.h)
}

std::unique_ptr<State> new_game(const Options& o, uint64_t seed) { return std::make_unique<Game>(o, seed); }

// Any game among any bots ends within this many actions (README "Bots
// always finish"): six days of a fixed shape; a company's day is a bid, a
// recruit, at most 5 activations each followed by at most 16 decisions
// (feathers, pieces up to an 8 + 3 budget and "done", the Queen), a pass
// and a rest -- under 90 -- plus one draft pick.
int move_limit(int players) { return (6 * 90 + 1) * players; }

}  // namespace

GameInfo game_info() {
  GameInfo g;
  g.name = "shakespeare";
  g.title = "Shakespeare";
  g.min_players = 1;
  g.max_players = 4;
  g.variants = {"", "strategic-rest"};
  g.bot_levels = {"random", "easy", "hard", "expert"};
  g.check_options = check_options;
  g.new_game = new_game;
  g.new_bot = make_bot;
  g.move_limit = move_limit;
  return g;
}

}  // namespace tabula::shakespeare
