// Loads the compiled-in JSON of assets/shakespeare once. Exceptions are off:
// a malformed asset leaves data().ok false with a reason, and check_options
// reports it instead of the game crashing.
#include "shakespeare/data.h"

#include <nlohmann/json.hpp>

namespace tabula::assets {
extern const char kShakespeareCharactersJson[];
extern const char kShakespeareObjectivesJson[];
extern const char kShakespeareBoardJson[];
}  // namespace tabula::assets

namespace tabula::shakespeare {
namespace {

using Json = nlohmann::json;

const char* const kColourNames[kColours] = {"black", "pink", "purple", "blue", "green", "yellow"};
const char* const kFeatherKeys[4] = {"red", "yellow", "blue", "white"};

int get_int(const Json& j, const char* key, int fallback = 0) {
  if (!j.is_object()) return fallback;
  auto it = j.find(key);
  return it != j.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

std::string get_str(const Json& j, const char* key) {
  if (!j.is_object()) return "";
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

Kind kind_from(const std::string& s, bool* ok) {
  if (s == "actor") return Kind::kActor;
  if (s == "costume_maker") return Kind::kCostumeMaker;
  if (s == "set_designer") return Kind::kSetDesigner;
  if (s == "handyman") return Kind::kHandyman;
  if (s == "jeweller") return Kind::kJeweller;
  if (s == "assistant") return Kind::kAssistant;
  if (s == "queen") return Kind::kQueen;
  *ok = false;
  return Kind::kActor;
}

CharacterCard card_from(const Json& j, bool starting, bool* ok) {
  CharacterCard c;
  c.id = get_str(j, "id");
  c.name = get_str(j, "name");
  c.kind = kind_from(get_str(j, "kind"), ok);
  c.cost = get_int(j, "cost");
  c.value = get_int(j, "value");
  c.starting = starting;
  const Json empty = Json::object();
  const Json& act = j.contains("activation") ? j["activation"] : empty;
  const Json& reh = j.contains("rehearsal") ? j["rehearsal"] : empty;
  const Json& pow = j.contains("power") ? j["power"] : empty;
  for (int f = 0; f < 4; ++f) {
    c.activation[f] = get_int(act, kFeatherKeys[f]);
    c.rehearsal[f] = get_int(reh, kFeatherKeys[f]);
  }
  c.rehearsal_each_act = get_int(reh, "each_act");
  c.rehearsal_prestige = get_int(reh, "prestige");
  c.rehearsal_pounds = get_int(reh, "pounds");
  c.power_pounds = get_int(pow, "pounds");
  c.power_ambiance = get_int(pow, "ambiance");
  c.power_others_ambiance = get_int(pow, "others_ambiance");
  if (c.id.empty()) *ok = false;
  return c;
}

Data load() {
  Data d;
  const Json chars = Json::parse(assets::kShakespeareCharactersJson, nullptr, false);
  const Json objs = Json::parse(assets::kShakespeareObjectivesJson, nullptr, false);
  const Json board = Json::parse(assets::kShakespeareBoardJson, nullptr, false);
  if (chars.is_discarded() || objs.is_discarded() || board.is_discarded()) {
    d.why = "a shakespeare asset is not valid JSON";
    return d;
  }
  bool ok = true;
  for (const Json& j : chars.value("starting", Json::array())) d.cards.push_back(card_from(j, true, &ok));
  d.starting_count = static_cast<int>(d.cards.size());
  for (const Json& j : chars.value("deck", Json::array())) d.cards.push_back(card_from(j, false, &ok));
  for (int f = 0; f < 4; ++f)
    d.extra_rehearsal[f] = get_int(chars.value("extra", Json::object()).value("rehearsal", Json::object()), kFeatherKeys[f]);

  for (const Json& j : objs.value("objectives", Json::array())) {
    Objective o;
    o.id = get_str(j, "id");
    o.name = get_str(j, "name");
    o.metric = get_str(j, "metric");
    const Json t = j.value("thresholds", Json::array());
    for (size_t i = 0; i < 3 && i < t.size(); ++i) o.thresholds[i] = t[i].is_number_integer() ? t[i].get<int>() : 99;
    static const char* const names[] = {"acts_first", "complete_costumes", "set_pieces", "candles", "hired",
                                        "extras", "act_1", "act_2", "act_3", "pounds"};
    int m = -1;
    for (int k = 0; k < 10; ++k)
      if (o.metric == names[k]) m = k;
    if (m < 0) ok = false;
    d.objective_metric.push_back(static_cast<Metric>(m < 0 ? 0 : m));
    d.objectives.push_back(o);
  }

  const Json values = board.value("piece_values", Json::object());
  for (int c = 0; c < kColours; ++c) d.piece_value[c] = get_int(values, kColourNames[c]);
  for (const Json& row : board.value("costume_payout", Json::array())) {
    const int t = get_int(row, "total");
    if (t < 0 || t >= 16) continue;
    d.payout_pounds[t] = get_int(row, "pounds");
    d.payout_prestige[t] = get_int(row, "prestige");
  }
  for (const Json& s : board.value("set_grid", Json::object()).value("spaces", Json::array())) {
    SetSpace sp;
    sp.name = get_str(s, "name");
    sp.row = get_int(s, "row");
    sp.x = get_int(s, "x");
    sp.is_virtual = s.value("virtual", false);
    sp.candle = s.value("candle", false);
    d.set.push_back(sp);
  }
  for (SetSpace& sp : d.set) {
    for (int i = 0; i < static_cast<int>(d.set.size()); ++i) {
      const SetSpace& o = d.set[i];
      if (o.row == sp.row && o.x == -sp.x) sp.mirror = i;
      if (o.row == sp.row - 1 && o.x == sp.x - 1) sp.below_left = i;
      if (o.row == sp.row - 1 && o.x == sp.x + 1) sp.below_right = i;
    }
    if (sp.row > 0 && !sp.is_virtual && (sp.below_left < 0 || sp.below_right < 0)) ok = false;
  }
  const Json acts = board.value("acts", Json::object());
  d.act_spaces = get_int(acts, "spaces", 10);
  d.grey_up_to = get_int(acts, "grey_up_to", 3);
  d.grey_penalty = get_int(acts, "grey_penalty", 1);
  for (const Json& r : acts.value("act_1_pounds", Json::array()))
    d.act1_pounds.push_back({get_int(r, "space"), get_int(r, "pounds")});
  for (const Json& r : acts.value("act_3_prestige", Json::array()))
    d.act3_prestige.push_back({get_int(r, "space"), get_int(r, "prestige")});
  const Json a2 = acts.value("act_2_prestige_by_rank", Json::array());
  for (size_t i = 0; i < 2 && i < a2.size(); ++i) d.act2_by_rank[i] = a2[i].get<int>();
  d.solo_neutral_start = get_int(acts, "solo_neutral_start", 4);
  d.solo_neutral_after = get_int(acts, "solo_neutral_after_first_rehearsal", 8);
  const Json amb = board.value("ambiance", Json::object());
  d.ambiance_spaces = static_cast<int>(amb.value("spaces", Json::array()).size());
  d.ambiance_start = get_int(amb, "start", 2);
  if (d.ambiance_spaces != 6) ok = false;  // the six effects are the rulebook's
  const Json bags = board.value("bags", Json::object());
  for (int n = 1; n <= 4; ++n) {
    const Json b = bags.value(std::to_string(n), Json::object());
    for (int c = 0; c < kColours; ++c) d.bags[n][c] = get_int(b, kColourNames[c]);
  }
  d.draw_per_player = get_int(board, "draw_per_player", 3);
  d.solo_draw = get_int(board, "solo_draw", 6);
  d.plus3_tokens = get_int(board, "plus3_tokens", 8);
  d.start_prestige = get_int(board, "start_prestige", 5);
  d.unpaid_penalty = get_int(board, "unpaid_penalty", 2);
  d.days = get_int(board, "days", 6);
  d.cylinders = get_int(board, "cylinders", 5);
  d.rest_tokens = get_int(board, "rest_tokens", 4);
  for (const Json& r : board.value("rehearsal_days", Json::array()))
    if (r.is_number_integer() && r.get<int>() >= 1 && r.get<int>() <= 6) d.rehearsal_day[r.get<int>()] = true;
  if (!ok || d.starting_count != 4 || d.objectives.size() < 3 || d.set.empty() || d.days != 6 ||
      d.deck_size() > 40 || d.set.size() > 32) {
    d.why = "a shakespeare asset is malformed";
    return d;
  }
  d.ok = true;
  return d;
}

}  // namespace

int Data::card_index(const std::string& id) const {
  for (int i = 0; i < static_cast<int>(cards.size()); ++i)
    if (cards[i].id == id) return i;
  return -1;
}

namespace {
// One point per threshold reached, so a threshold that repeats the next
// one is not a step of its own: its point comes with the next. Joins, for
// each step, its threshold or (`points`) the prestige reaching it gives.
std::string join_steps(const std::array<int, 3>& t, bool points) {
  std::string out;
  for (size_t i = 0; i < t.size(); ++i)
    if (i + 1 == t.size() || t[i + 1] != t[i])
      out += (out.empty() ? "" : "/") + std::to_string(points ? static_cast<int>(i) + 1 : t[i]);
  return out;
}
}  // namespace

std::string Objective::steps() const { return join_steps(thresholds, false); }
std::string Objective::points() const { return join_steps(thresholds, true); }

int Data::objective_index(const std::string& id) const {
  for (int i = 0; i < static_cast<int>(objectives.size()); ++i)
    if (objectives[i].id == id) return i;
  return -1;
}
int Data::space_index(const std::string& name) const {
  for (int i = 0; i < static_cast<int>(set.size()); ++i)
    if (set[i].name == name) return i;
  return -1;
}

const Data& data() {
  static const Data d = load();
  return d;
}

const char* colour_name(int c) { return c >= 0 && c < kColours ? kColourNames[c] : "?"; }
int colour_from_name(const std::string& s) {
  for (int c = 0; c < kColours; ++c)
    if (s == kColourNames[c]) return c;
  return -1;
}
const char* act_name(int a) {
  static const char* const names[] = {"I", "II", "III"};
  return a >= 0 && a < 3 ? names[a] : "?";
}

}  // namespace tabula::shakespeare
