// The cast (which characters are in play), custom casts, and the setup of a
// new game. The cast table is data: assets/mascarade/cast.json (reconstructed,
// see its "source" note).
#include <algorithm>
#include <numeric>

#include "mascarade/mascarade.h"

namespace tabula::assets {
extern const char kMascaradeCastJson[];
}

namespace tabula::mascarade {

namespace {
const char* const kIds[kNumCharacters] = {"judge", "bishop", "king", "queen", "fool", "thief",
                                          "witch", "spy", "peasant", "cheat", "inquisitor",
                                          "widow"};

struct CastData {
  bool ok = false;
  std::vector<int8_t> by_players[kMaxSeats + 1];
  int copies[kNumCharacters] = {};
  bool money_maker[kNumCharacters] = {};
  int min_players[kNumCharacters] = {};
};

const CastData& cast_data() {
  static const CastData data = [] {
    CastData d;
    Json j = Json::parse(assets::kMascaradeCastJson, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object()) return d;
    for (const Json& c : j.value("characters", Json::array())) {
      int id = character_from_id(c.value("id", std::string()));
      if (id < 0) return d;
      d.copies[id] = c.value("copies", 1);
      d.money_maker[id] = c.value("money_maker", false);
      d.min_players[id] = c.value("min_players", 2);
    }
    const Json& by = j.value("cast_by_players", Json::object());
    for (int n = 2; n <= kMaxSeats; ++n) {
      for (const Json& id : by.value(std::to_string(n), Json::array())) {
        int c = id.is_string() ? character_from_id(id.get<std::string>()) : -1;
        if (c < 0) return d;
        d.by_players[n].push_back(static_cast<int8_t>(c));
      }
    }
    d.ok = true;
    return d;
  }();
  return data;
}

// The rulebook's constraints on a cast ("Más karakterek választása").
std::optional<std::string> check_cast(const std::vector<int8_t>& cast, int n) {
  const CastData& d = cast_data();
  int count[kNumCharacters] = {};
  int money = 0;
  for (int8_t c : cast) {
    count[c]++;
    if (d.money_maker[c]) money++;
  }
  const int size = static_cast<int>(cast.size());
  if (n == 4) {
    if (size != 6) return std::string("with 4 players the cast has exactly 6 cards (2 in the centre)");
  } else if (size < n || size > n + 2) {
    return "with " + std::to_string(n) + " players the cast has " + std::to_string(n) + " to " +
           std::to_string(n + 2) + " cards (up to 2 in the centre)";
  }
  if (count[kJudge] != 1) return std::string("the Judge is always in play");
  for (int c = 0; c < kNumCharacters; ++c) {
    if (count[c] > d.copies[c])
      return std::string("the cast holds ") + kIds[c] + " " + std::to_string(count[c]) +
             " times; there are only " + std::to_string(d.copies[c]);
    if (count[c] > 0 && n < d.min_players[c])
      return std::string(kIds[c]) + " is used only with " + std::to_string(d.min_players[c]) +
             " or more players";
  }
  if (count[kPeasant] == 1) return std::string("the peasants come both or none");
  if (money * 3 < size)
    return "at least a third of the cast must make money from the Bank (queen, king, widow, "
           "fool, peasant); this cast has " + std::to_string(money) + " of " +
           std::to_string(size);
  return std::nullopt;
}

// Reads settings.cast (or the default) into `cast`; a reason on failure.
std::optional<std::string> read_cast(const Options& o, std::vector<int8_t>* cast) {
  cast->clear();
  if (o.settings.is_object() && o.settings.contains("cast")) {
    const Json& c = o.settings["cast"];
    // RULINGS.md: custom casts are for 4-13 players; the 2- and 3-player
    // games are built around the rulebook's cast (the protected card, two
    // cards each), so theirs is fixed.
    if (o.players <= 3)
      return "settings.cast: with " + std::to_string(o.players) +
             " players the cast is the rulebook's (judge, bishop, king, queen, fool, witch); "
             "custom casts are for 4-13 players";
    if (!c.is_array()) return std::string("settings.cast must be a list of character ids");
    for (const Json& id : c) {
      int ch = id.is_string() ? character_from_id(id.get<std::string>()) : -1;
      if (ch < 0) return "settings.cast: unknown character " + id.dump();
      cast->push_back(static_cast<int8_t>(ch));
    }
    if (auto bad = check_cast(*cast, o.players)) return "settings.cast: " + *bad;
    return std::nullopt;
  }
  *cast = default_cast(o.players);
  return std::nullopt;
}
}  // namespace

const char* character_id(int c) { return c >= 0 && c < kNumCharacters ? kIds[c] : "?"; }

int character_from_id(const std::string& id) {
  for (int c = 0; c < kNumCharacters; ++c)
    if (id == kIds[c]) return c;
  return -1;
}

std::vector<int8_t> default_cast(int players) {
  if (players < 2 || players > kMaxSeats) return {};
  return cast_data().by_players[players];
}

std::optional<std::string> check_options(const Options& o) {
  if (!cast_data().ok) return std::string("internal: assets/mascarade/cast.json is malformed");
  if (o.players < 2 || o.players > kMaxSeats) return std::string("Mascarade takes 2-13 players");
  if (!o.variant.empty()) return "unknown variant \"" + o.variant + "\" (only \"\")";
  if (!o.settings.is_object()) return std::string("settings must be a JSON object");
  for (auto it = o.settings.begin(); it != o.settings.end(); ++it) {
    if (it.key() != "cast" && it.key() != "deal" && it.key() != "gold" && it.key() != "first")
      return "unknown setting \"" + it.key() +
             "\" (known: cast; first, deal and gold for tests, puzzles and old saves)";
  }
  if (o.settings.contains("first")) {
    const Json& f = o.settings["first"];
    if (!f.is_number_integer() || f.get<int64_t>() < 0 || f.get<int64_t>() >= o.players)
      return "settings.first must be a seat from 0 to " + std::to_string(o.players - 1);
  }
  std::vector<int8_t> cast;
  if (auto bad = read_cast(o, &cast)) return bad;
  if (o.settings.contains("deal")) {
    // A fixed deal, slot by slot (for tests and puzzles): a permutation of the cast.
    const Json& deal = o.settings["deal"];
    if (!deal.is_array() || deal.size() != cast.size())
      return "settings.deal must list " + std::to_string(cast.size()) + " character ids, one per slot";
    std::vector<int8_t> got;
    for (const Json& id : deal) {
      int ch = id.is_string() ? character_from_id(id.get<std::string>()) : -1;
      if (ch < 0) return "settings.deal: unknown character " + id.dump();
      got.push_back(static_cast<int8_t>(ch));
    }
    std::vector<int8_t> a = cast, b = got;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    if (a != b) return std::string("settings.deal must be a rearrangement of the cast");
  }
  if (o.settings.contains("gold")) {
    // Starting gold per seat (for tests and puzzles); the bank holds the rest of 194.
    const Json& g = o.settings["gold"];
    if (!g.is_array() || static_cast<int>(g.size()) != o.players)
      return "settings.gold must list " + std::to_string(o.players) + " amounts";
    int total = 0;
    for (const Json& x : g) {
      if (!x.is_number_integer() || x.get<int64_t>() < 1 || x.get<int64_t>() > 12)
        return std::string("settings.gold: each amount is an integer from 1 to 12");
      total += x.get<int>();
    }
    if (total > kTotalGold) return std::string("settings.gold: more than the 194 gold in the box");
  }
  return std::nullopt;
}

namespace {
// Everything of a setup but the deal and the first seat.
void fill_base(const Options& options, Setup* setup) {
  const int n = options.players;
  setup->players = n;
  read_cast(options, &setup->cast);
  setup->slots = static_cast<int>(setup->cast.size());
  setup->per_seat = n == 2 ? 3 : n == 3 ? 2 : 1;
  setup->centre = n <= 3 ? 0 : setup->slots - n;
  for (int8_t c : setup->cast) {
    setup->cast_set |= static_cast<CharSet>(1u << c);
    setup->copies[c]++;
  }
  setup->turns = turn_lists(*setup);
}

// Games with the plain options (no variant, no settings), as random playouts
// and searches start them by the thousand: their checked options and the
// setup less the deal, made once per player count. In wasm, checking the
// settings, copying the options (a JSON object) and the cast twice were a
// tenth of a short 2-player random playout.
struct Plain {
  std::shared_ptr<const Options> options;
  Setup base;
};

const Plain* plain(const Options& options) {
  if (!options.variant.empty() || !options.settings.is_object() || !options.settings.empty() ||
      options.players < 2 || options.players > kMaxSeats)
    return nullptr;
  static thread_local Plain cache[kMaxSeats + 1];
  Plain& p = cache[options.players];
  if (!p.options) {
    if (check_options(options)) return nullptr;
    fill_base(options, &p.base);
    p.options = std::make_shared<const Options>(options);
  }
  return &p;
}
}  // namespace

std::unique_ptr<MascaradeState> new_state(const Options& options, uint64_t seed) {
  const Plain* cached = plain(options);
  std::shared_ptr<Setup> setup;
  if (cached) {
    setup = std::make_shared<Setup>(cached->base);
  } else {
    if (check_options(options)) return nullptr;
    setup = std::make_shared<Setup>();
    fill_base(options, setup.get());
  }
  const int n = options.players;
  const bool has_deal = !cached && options.settings.contains("deal");
  int8_t* deal = setup->deal;
  const int slots = setup->slots;
  std::copy(setup->cast.begin(), setup->cast.end(), deal);
  if (has_deal) {
    int i = 0;
    for (const Json& id : options.settings["deal"])
      deal[i++] = static_cast<int8_t>(character_from_id(id.get<std::string>()));
  }
  // The rulebook's "youngest player starts" has no meaning here, so the seed
  // draws who opens, as in Shakespeare and Mykerinos: a fixed first seat won
  // 58 % of 4-player easy bot games. The draw comes after the shuffle so that
  // a seed deals the same cards as before. The shuffle is Rng::shuffle's, on
  // the setup's array.
  Rng rng(seed);
  if (!has_deal)
    for (int i = slots - 1; i > 0; --i) std::swap(deal[i], deal[rng.below(i + 1)]);
  setup->first = rng.below(n);
  if (!cached && options.settings.contains("first"))
    setup->first = options.settings["first"].get<int>();
  const bool has_gold = !cached && options.settings.contains("gold");
  for (int s = 0; s < n; ++s)
    setup->gold[s] = has_gold ? options.settings["gold"][s].get<int>() : kStartGold;
  return std::make_unique<MascaradeState>(
      cached ? cached->options : std::make_shared<const Options>(options), std::move(setup));
}

}  // namespace tabula::mascarade
