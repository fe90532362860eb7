// The printed data of Shakespeare, read once from assets/shakespeare/*.json
// (compiled in). The lost tables are reconstructed there, not here: this file
// only gives them types.
#pragma once
#include <array>
#include <string>
#include <vector>

namespace tabula::shakespeare {

constexpr int kMaxPlayers = 4;
constexpr int kColours = 6;
enum Colour { kBlack, kPink, kPurple, kBlue, kGreen, kYellow };
constexpr int kActs = 3;
// Feathers: the colour of a feather names an act; white is any act.
enum Feather { kRed, kYellowFeather, kBlueFeather, kWhite };

enum class Kind { kActor, kCostumeMaker, kSetDesigner, kHandyman, kJeweller, kAssistant, kQueen };

struct CharacterCard {
  std::string id, name;
  Kind kind = Kind::kActor;
  int cost = 0;   // pounds owed at the end (0 for the starting characters)
  int value = 0;  // craftsmen: the value of pieces they may take
  std::array<int, 4> activation{};  // feathers by Feather
  int power_pounds = 0, power_ambiance = 0, power_others_ambiance = 0;
  std::array<int, 4> rehearsal{};  // feathers by Feather
  int rehearsal_each_act = 0, rehearsal_prestige = 0, rehearsal_pounds = 0;
  bool starting = false;
};

struct Objective {
  std::string id, name, metric;
  std::array<int, 3> thresholds{};
  // For the card's text: the thresholds and the prestige each is worth, a
  // threshold named twice shown once ([9, 10, 10]: "9/10" and "1/3").
  std::string steps() const;
  std::string points() const;
};

enum class Metric { kActsFirst, kCostumes, kSetPieces, kCandles, kHired, kExtras, kAct1, kAct2, kAct3, kPounds };

struct SetSpace {
  std::string name;
  int row = 0, x = 0;
  bool is_virtual = false, candle = false;
  int mirror = -1;              // the space at -x in the same row (itself on the centre column)
  int below_left = -1, below_right = -1;  // the spaces it rests on (row > 0)
};

struct Data {
  std::vector<CharacterCard> cards;  // 0..3 the starting four, then the deck
  int starting_count = 0;
  std::array<int, 4> extra_rehearsal{};  // a card back: one white feather
  std::vector<Objective> objectives;
  std::vector<Metric> objective_metric;
  std::array<int, kColours> piece_value{};
  std::array<int, 16> payout_pounds{}, payout_prestige{};  // by costume total
  std::vector<SetSpace> set;  // every space, virtual ones included
  int act_spaces = 10, grey_up_to = 3, grey_penalty = 1;
  std::vector<std::pair<int, int>> act1_pounds, act3_prestige;  // (space, amount), rising
  std::array<int, 2> act2_by_rank{};
  int solo_neutral_start = 4, solo_neutral_after = 8;
  int ambiance_spaces = 6, ambiance_start = 2;
  std::array<std::array<int, kColours>, 5> bags{};  // by player count
  int draw_per_player = 3, solo_draw = 6, plus3_tokens = 8, start_prestige = 5;
  int unpaid_penalty = 2, days = 6, cylinders = 5, rest_tokens = 4;
  std::array<bool, 7> rehearsal_day{};
  bool ok = false;
  std::string why;

  int deck_size() const { return static_cast<int>(cards.size()) - starting_count; }
  int card_index(const std::string& id) const;
  int objective_index(const std::string& id) const;
  int space_index(const std::string& name) const;
};

const Data& data();

const char* colour_name(int c);
int colour_from_name(const std::string& s);
const char* act_name(int a);  // "I", "II", "III"

}  // namespace tabula::shakespeare
