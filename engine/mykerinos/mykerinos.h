// Mykerinos (Ystari, Nicolas Oury): four seasons of excavation in Egypt,
// majorities per area, patrons' powers and a museum exhibition at the end.
// Rules: /work/shared/seeds/001_316e58b748b67ca1.txt (Hungarian) and the
// Mykerinos section of RULINGS.md; our own decisions in README.md.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"

namespace tabula::mykerinos {

GameInfo game_info();

// ---- the game's vocabulary --------------------------------------------------

enum Patron : int8_t { kViolet, kLemon, kBrown, kBlackmore, kTangerine, kPatrons, kNoPatron = kPatrons };
const char* patron_name(int patron);  // "violet", "lemon", ... ; "none"

constexpr int kCards = 36;
constexpr int kCubesPerColour = 25;
constexpr int kCols = 8;                // 4 parcels of 2 columns side by side
constexpr int kMaxRows = 9;             // 3 rows of parcels of 3 rows (season 4)
constexpr int kMaxSquares = kCols * kMaxRows;
constexpr int kMaxAreas = 6;
constexpr int kMaxColours = 4;
constexpr int kWings = 5;
constexpr int kRooms = 15;  // 0-4: 3-room of wing w; 5-9: 5-room of wing w; 10-14: corridor w|w+1
constexpr int8_t kNone = -1;

// One parcel card: the front is 2 columns x 3 rows of squares around a
// cartouche worth `value` prestige; the back shows `patron` (or kNoPatron).
struct Parcel {
  int8_t patron = kNoPatron;
  int8_t value = 0;
  bool pyramid[6] = {};  // row-major, 2 columns x 3 rows
};
// The 36 parcels from assets/mykerinos/parcels.json (reconstructed data).
const std::array<Parcel, kCards>& parcels();

inline int room_value(int room) { return room < 5 ? 3 : room < 10 ? 5 : 2; }

// Where a card is.
enum CardPlace : int8_t { kInDeck = -1, kInRegion = -2, kDiscarded = -3 };  // >= 0: that seat's hand

enum class Phase : int8_t { kExcavation, kScoring, kOver };

// What the current turn is in the middle of (excavation phase).
enum class Step : int8_t {
  kChoose,       // choose one action: pass / new / extend / a patron
  kViolet,       // Lady Violet gave a cube: now a new excavation or an extension
  kLemon,        // Lord Lemon: a new excavation on a pyramid, or an extension over one
  kBrown,        // Sir Brown: choose a museum room
  kBlackmore,    // Mrs Blackmore: first square of a two-cube new excavation
  kTangerine,    // Colonel Tangerine: first square of a three-cube extension
  kChain,        // further cubes of the excavation begun this turn
};

// One entry of the public log (observation "log"), in the order things
// happened. Small and flat, because states are copied in bot searches (and
// search copies drop the log altogether: MykerinosState::drop_log).
struct LogEvent {
  enum Type : int8_t {
    kSeason,       // a: season number
    kCubes,        // seat placed colour a on square sq[0]; cubes[0] = 1: a further cube of the turn
    kPatron,       // seat called on patron a
    kPass,         // seat's disc went to pass-track space a
    kScoring,      // excavation is over: the areas are scored
    kArea,         // area a ranks colours sq[0..n) with cubes cubes[0..n)
    kMuseum,       // seat (colour) put a cube in room a
    kTake,         // seat took card a
    kNeutralTake,  // the neutral took (and discarded) card a
    kDiscard,      // a cards left over were discarded
    kOver,
  };
  Type type = kSeason;
  int8_t seat = -1;
  int8_t a = 0;
  int8_t n = 0;
  std::array<int8_t, 4> sq{};
  std::array<int8_t, 4> cubes{};
};

// The whole game. Public so tests can set up a rulebook position; bots never
// read it for the live game (they use resample(), where the deck is re-drawn).
struct Table {
  int players = 3;
  int colours = 3;       // colours on the board: players, or 3 with the neutral
  int neutral = kNone;   // the neutral colour (2 players), else kNone
  int season = 1;
  Phase phase = Phase::kExcavation;
  int current = 0;       // seat to decide
  int first = 0;         // seat that started this season

  // Cubes. Seat s plays colour s; the neutral is colour 2 at two players.
  std::array<int8_t, kMaxColours> central{};    // central supply per colour
  std::array<int8_t, kMaxColours> personal{};   // own cubes in each seat's supply
  std::array<int8_t, 2> neutral_held{};         // neutral cubes in each seat's supply

  // The region of this season: areas of two parcels, numbered row by row.
  int areas = 4;
  int rows = 6;
  std::array<std::array<int8_t, 2>, kMaxAreas> laid{};       // cards laid this season
  std::array<std::array<int8_t, 2>, kMaxAreas> area_card{};  // still to take; kNone once taken
  std::array<int8_t, kMaxSquares> cube{};                    // colour or kNone
  // The squares with a pyramid, a byte per row (bit c = column c): read off
  // the parcels when they are laid (start_season), since the options ask
  // for them on every action. Never set by itself: `laid` says the same.
  std::array<uint8_t, kMaxRows> pyramid_rows{};

  // Cards: the deck in draw order from deck_pos; where every card is.
  std::array<int8_t, kCards> deck{};
  int deck_pos = 0;
  std::array<int8_t, kCards> place{};
  std::array<bool, kCards> turned{};

  // Pass track: 0 = still excavating, else space 1..colours.
  std::array<int8_t, kMaxColours> pass_space{};
  bool last_action = false;  // the one player left takes one more action

  // Museum.
  std::array<int8_t, kWings> wing_patron{};
  std::array<int8_t, kRooms> room{};  // colour or kNone

  std::array<int16_t, kMaxColours> score{};

  // The excavation in progress this turn.
  Step step = Step::kChoose;
  int8_t chain_colour = kNone;
  int8_t chain_left = 0;       // cubes still to place
  int8_t chain_last = kNone;   // square of the cube placed last
  bool chain_lemon = false;    // Lord Lemon: exactly one pyramid over the chain
  int8_t chain_pyramids = 0;

  // Scoring of one area.
  int scoring_area = 0;
  std::array<int8_t, kMaxColours> rank{};
  int rank_count = 0;
  int rank_pos = 0;
  int chooser = kNone;         // seat choosing at rank_pos
  bool for_neutral = false;    // chooser picks the neutral's card

  int moves = 0;
  Rng rng{0};

  std::vector<LogEvent> log;
  bool logging = true;

  // ---- geometry ----
  int squares() const { return rows * kCols; }
  int area_of(int sq) const {            // 0..areas-1
    const int r = sq / kCols, c = sq % kCols;
    return (r / 3) * 2 + (c / 2) / 2;
  }
  int card_at(int sq) const {            // card id under that square
    return laid[static_cast<size_t>(area_of(sq))][static_cast<size_t>((sq % kCols / 2) % 2)];
  }
  bool pyramid(int sq) const { return (pyramid_rows[static_cast<size_t>(sq / kCols)] >> (sq % kCols)) & 1; }
  void lay_out_pyramids();  // sets pyramid_rows from `laid`
  bool free(int sq) const { return cube[static_cast<size_t>(sq)] == kNone; }
  // Whether colour c may put a cube in `room` now. 2- and 3-rooms are open
  // to all; a 5-room only to a holder of a room next to it: the 3-room of its
  // wing or one of the two corridors touching the wing.
  bool room_open_to(int room, int colour) const {
    if (this->room[static_cast<size_t>(room)] != kNone) return false;
    if (room < 5 || room >= 10) return true;
    const int w = room - 5;
    return this->room[static_cast<size_t>(w)] == colour || this->room[static_cast<size_t>(10 + w)] == colour ||
           this->room[static_cast<size_t>(10 + (w + kWings - 1) % kWings)] == colour;
  }
};

// Square names: column a-h and row 1-9 from the top left, e.g. "c4".
std::string square_name(int sq);
int neighbours(int sq, int rows, int out[4]);

class MykerinosState : public State {
 public:
  MykerinosState(const Options& options, uint64_t seed);

  std::unique_ptr<State> clone() const override { return std::make_unique<MykerinosState>(*this); }
  const Options& options() const override { return *options_; }
  int current_player() const override;
  bool is_terminal() const override { return t_.phase == Phase::kOver; }
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void apply(Action a) override;
  std::string action_to_text(Action a) const override;
  std::vector<int> scores() const override;
  std::vector<int> winners() const override;
  Json observation(int seat) const override { return observation_since(seat, 0); }
  Json observation_since(int seat, size_t log_from) const override;
  std::unique_ptr<State> resample(int seat, Rng& rng) const override;
  int move_number() const override { return t_.moves; }
  // Every choice in Mykerinos is made in the open: none is secret.
  void secret_alternatives(int, Action, std::vector<Action>& out) const override { out.clear(); }

  const Table& table() const { return t_; }
  // Test fixtures only: set up a rulebook position directly.
  Table& mutable_table() { return t_; }

  // Final exhibition points of a seat (museum x cards + sets), as they would
  // be counted if the game ended now.
  int exhibition_points(int seat) const;
  // For search copies: forget the log and keep none (copies stay cheap).
  void drop_log() {
    t_.log.clear();
    t_.log.shrink_to_fit();
    t_.logging = false;
  }
  bool room_open_to(int room, int colour) const { return t_.room_open_to(room, colour); }
  std::string room_name(int room) const;

 private:
  void start_season();
  void end_turn();
  void pass_seat(int seat);
  void begin_scoring();
  void setup_area();
  void advance_scoring();
  void finish_area();
  void end_season();
  void take_card(int seat, int card);
  void scoring_options(std::vector<Action>& out) const;
  static void excavation_options(const Table& t, std::vector<Action>& out);
  void spend_cube(int colour);
  void note(const LogEvent& e) {
    if (t_.logging) t_.log.push_back(e);
  }
  void note(LogEvent::Type type, int seat = kNone, int a = 0) {
    LogEvent e;
    e.type = type;
    e.seat = static_cast<int8_t>(seat);
    e.a = static_cast<int8_t>(a);
    note(e);
  }

  // Shared between copies: the options never change after setup, and a
  // search copies states by the thousand (copying the settings Json meant a
  // heap allocation per copy).
  std::shared_ptr<const Options> options_;
  Table t_;
};

// Action ids (small ints; text forms in README.md).
namespace act {
constexpr Action kPass = 0;
constexpr Action kPatron = 1;        // + patron
constexpr Action kStop = 10;         // Lord Lemon: end the extension after one cube
constexpr Action kNew = 20;          // + square
constexpr Action kExtend = 100;      // + square
constexpr Action kNewNeutral = 180;  // + square
constexpr Action kExtendNeutral = 260;
constexpr Action kThen = 340;        // + square: next cube of this turn's excavation
constexpr Action kMuseum = 420;      // + room
constexpr Action kTakeLeft = 440;
constexpr Action kTakeRight = 441;
constexpr Action kNeutralLeft = 442;   // the neutral takes (and discards) the left card
constexpr Action kNeutralRight = 443;
}  // namespace act

std::unique_ptr<Bot> new_bot(const std::string& level);

}  // namespace tabula::mykerinos
