// The whole table of a Shakespeare game: the companies (player boards), the
// main board (order, initiative and act tracks, the markets), the bags and the
// decks. Fields are public so the tests can build a rulebook position
// directly ("test-only builder": tests poke fields, then call run()); bots and
// the front end never see them -- they use observation() and resample().
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "shakespeare/data.h"

namespace tabula::shakespeare {

constexpr int kMaxCast = 20;
constexpr int kMaxSpaces = 32;
constexpr int kMaxDeck = 40;
constexpr int kMaxMarket = 6;
constexpr int kMaxObjectives = 16;
constexpr int kNeutral = 4;  // act-track index of the solo game's neutral discs
constexpr int kCostumePiece = 0, kSetPiece = 1;
constexpr int8_t kEmpty = -1, kVirtual = -2;

// One character card beside a player board: hired face up, or face down as an Extra.
struct CastMember {
  int8_t card = -1;
  bool extra = false;
  std::array<int8_t, 3> pieces{{-1, -1, -1}};  // costume pieces (colours)
  int8_t n_pieces = 0;
  bool cylinder = false;  // activated today
  bool resting = false;   // a rest token: may not be activated today
};

struct Company {
  std::array<CastMember, kMaxCast> cast{};
  int n_cast = 0;
  std::array<int8_t, kMaxSpaces> set{};  // colour, kEmpty, or kVirtual
  int pounds = 0, prestige = 0, ambiance = 2, plus3 = 0;
  int bid = 0;  // cylinders placed on the board for today (0 = not yet bid)
  int cylinders_left = 0, cylinders_used = 0;
  bool recruited = false, passed = false, actor_today = false;
  std::array<int8_t, kMaxObjectives> objectives{};
  int n_objectives = 0;
  int rest_keep = -1;  // cast index left awake (chosen in the rest phase)
  bool rest_chosen = false;
  // Filled at the end of the game, for the screen.
  int objective_points = 0, yellow_points = 0, unpaid = 0, paid_pounds = 0;
  int paid_mask = 0;
};

// One entry of the public log (observation "log"), appended as things happen.
// Small and flat: states are copied by the bots (whose search copies drop the
// log altogether: Game::drop_log). Nothing hidden ever enters it: bids only
// when revealed, rest choices when the rest is applied, never which objective
// a seat keeps. Field use per type is in event_json (observation.cc).
struct LogEvent {
  enum Type : int8_t {
    kDay,         // a: day number
    kHire,        // seat hired card a; b: as an Extra; c: in the draft
    kBids,        // v[0..n): every seat's bid; a: the seat with +1 prestige (lowest)
    kActivate,    // seat activated card a; b: with a +3 token
    kPass,        // seat stops for today
    kCostume,     // seat put a piece of colour c on card a (b: an Extra)
    kSet,         // seat placed a set piece of colour c at space a
    kPlus3,       // seat gained a +3 token (green set piece)
    kAct,         // disc of seat (kNeutral: the solo neutral disc) on act a: b -> c
    kQueen,       // seat's Queen: a = 0 pounds, 1 objectives
    kObjective,   // seat kept an objective (which one stays hidden)
    kAmbiance,    // seat's ambiance marker stood on space a (not the start space)
    kRehearsal,   // a dress rehearsal begins
    kActScoring,  // seat's act scoring: a grey spaces (-1 each), b Act I pounds, c Act II prestige, v[0] Act III
    kPurse,       // seat's prestige/pounds changed by d_prestige/d_pounds, a = why (Why below)
    kRest,        // seat rested a characters; b: the card kept awake (-1 none)
    kFinal,       // seat's end: a objective points, b yellow points, c unpaid; d_pounds = pounds paid
    kOver,        // a: winners (bit mask)
  };
  enum Why : int8_t { kWhyBid, kWhyPower, kWhyCostume, kWhySet, kWhyQueen, kWhySolo, kWhyRehearsal };
  Type type = kDay;
  int8_t seat = -1;
  int8_t a = 0, b = 0, c = 0;
  std::array<int8_t, 4> v{};
  int16_t d_prestige = 0, d_pounds = 0;          // kPurse, kFinal
  int16_t total_prestige = 0, total_pounds = 0;  // the seat's totals afterwards
};

// The log's storage, shared between copies of a state until one of them
// appends (copy on write): resample() and the bots' copies cost a pointer,
// not the whole log.
class EventLog {
 public:
  bool empty() const { return !p_ || p_->empty(); }
  size_t size() const { return p_ ? p_->size() : 0; }
  const LogEvent* begin() const { return p_ ? p_->data() : nullptr; }
  const LogEvent* end() const { return p_ ? p_->data() + p_->size() : nullptr; }
  const LogEvent& back() const { return p_->back(); }
  LogEvent& mutable_back() { return own().back(); }
  void push_back(const LogEvent& e) { own().push_back(e); }
  void pop_back() { own().pop_back(); }
  void reserve(size_t n) { own().reserve(n); }
  void clear() { p_.reset(); }

 private:
  std::vector<LogEvent>& own() {
    if (!p_) p_ = std::make_shared<std::vector<LogEvent>>();
    else if (p_.use_count() > 1) p_ = std::make_shared<std::vector<LogEvent>>(*p_);
    return *p_;
  }
  std::shared_ptr<std::vector<LogEvent>> p_;
};

enum class Phase { kDraft, kBid, kActions, kAmbiance, kRehearsal, kRest, kOver };
// A decision inside a step (several actions make one turn).
enum class Pending { kNone, kWhite, kGrey, kCraft, kQueen, kKeep };
enum class Craft { kCostume, kSet, kBoth, kJewel };

// Action ids. Text forms are in actions.cc.
namespace act {
constexpr int kBid = 0;          // +k-1, k = 1..5
constexpr int kDraft = 10;       // + market slot
constexpr int kRecruit = 20;     // + slot*2 + extra
constexpr int kActivate = 40;    // + cast*2 + plus3
constexpr int kPass = 90;
constexpr int kCostume = 100;    // + colour*kMaxCast + cast
constexpr int kSet = 250;        // + colour*kMaxSpaces + space
constexpr int kDone = 450;
constexpr int kAdvance = 460;    // + act
constexpr int kRetreat = 465;    // + act
constexpr int kQueenPounds = 470, kQueenObjectives = 471;
constexpr int kKeep = 480;       // + objective card
constexpr int kRestAllBut = 500; // + cast
constexpr int kEnd = 520;
}  // namespace act

class Game : public State {
 public:
  Game(const Options& o, uint64_t seed);
  std::unique_ptr<State> clone() const override { return std::make_unique<Game>(*this); }
  const Options& options() const override { return opts; }
  int current_player() const override { return phase == Phase::kOver ? kNoPlayer : decider; }
  bool is_terminal() const override { return phase == Phase::kOver; }
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void apply(Action a) override;
  std::string action_to_text(Action a) const override;
  std::vector<int> scores() const override;
  std::vector<int> winners() const override;
  Json observation(int seat) const override { return observe(seat, false); }
  Json observation_since(int seat, size_t log_from) const override { return observe(seat, false, log_from); }
  // Every bid, rest token, objective and drawn card shown (a replay's
  // "Show everything"): observation.cc.
  Json revealed(int seat) const override { return observe(seat, true); }
  Json observe(int seat, bool everything, size_t log_from = 0) const;
  std::unique_ptr<State> resample(int seat, Rng& rng) const override;
  int move_number() const override { return moves; }
  // Bids, rest choices and the objective kept are the only secret choices.
  void secret_alternatives(int seat, Action a, std::vector<Action>& out) const override;

  // For the bots' search copies: forget the log and keep none (copies stay
  // cheap). resample() keeps it: undo compares observations, log included.
  void drop_log() {
    log.clear();
    logging = false;
  }

  // ---- the table ---------------------------------------------------------
  Options opts;
  Rng rng;
  int moves = 0;
  int n = 1;  // players
  bool solo = false, strategic_rest = false;
  Phase phase = Phase::kDraft;
  int day = 1;
  std::array<Company, kMaxPlayers> co{};
  std::array<int, kMaxPlayers> order{};       // seats in order-track order
  std::array<int, kMaxPlayers> initiative{};  // seats in initiative order
  int n_initiative = 0;
  std::array<int, kMaxPlayers> last_initiative{};  // as it stood when last complete (bid ties)
  std::array<int8_t, kMaxMarket> market{};  // character cards on offer, kEmpty once taken
  int n_market = 0;
  std::array<int8_t, kMaxDeck> deck{};  // top is deck[n_deck-1]
  int n_deck = 0;
  std::array<int8_t, kMaxDeck> discard{};
  int n_discard = 0;
  std::array<std::array<int, kColours>, 2> bag{}, offer{}, spent{};  // [costume/set][colour]
  std::array<int, 2> pieces_drawn{};  // out of each bag so far (a stacked bag, stacking.h, deals them first)
  int plus3_supply = 8;
  std::array<int8_t, kMaxObjectives> obj_deck{};  // top is obj_deck[0]; returned cards go to the bottom
  std::array<uint8_t, kMaxObjectives> obj_known{};  // seats (bitmask) who put that card there
  int n_obj_deck = 0;
  std::array<std::array<int, kMaxPlayers + 1>, kActs> pos{}, stamp{};
  int stamp_clock = 0;
  EventLog log;  // the public log, oldest first
  bool logging = true;
  size_t log_mark = 0;  // log size when the current action began (moves merge after it)

  // ---- whose decision, and which -----------------------------------------
  int decider = 0;
  int step = 0;  // index into the phase's seat sequence
  Pending pending = Pending::kNone;
  int pending_count = 0;  // white feathers left to place
  Craft craft = Craft::kCostume;
  int craft_budget = 0;
  std::array<int8_t, 3> drawn{};
  int n_drawn = 0;
  bool plus3_locked = false;  // a token gained in this very action cannot be used in it
  bool turn_over = false;          // phase 2: the acting seat's turn is complete
  bool solo_moved_neutral = false;  // solo: neutral discs already moved to space 8

  // ---- rules (day.cc, set_grid.cc, costumes.cc, acts.cc, ending.cc) ------
  void setup();
  void note(const LogEvent& e) {
    if (logging) log.push_back(e);
  }
  void note_purse(int seat, int why, int d_prestige, int d_pounds);
  void note_move(int seat, int act, int from, int to) {
    if (logging) note_move_logged(seat, act, from, to);
  }
  void note_move_logged(int seat, int act, int from, int to);
  void note(LogEvent::Type type, int seat, int a = 0, int b = 0, int c = 0) {
    if (!logging) return;
    LogEvent e;
    e.type = type;
    e.seat = static_cast<int8_t>(seat);
    e.a = static_cast<int8_t>(a);
    e.b = static_cast<int8_t>(b);
    e.c = static_cast<int8_t>(c);
    log.push_back(e);
  }
  void run();  // plays every automatic step up to the next decision
  void start_day();
  void reveal_bids();
  int next_actor() const;  // phase 2: the seat to act after `step`, or -1
  void end_actions();
  void ambiance_effect(int seat);
  void start_rehearsal_for(int seat);
  void maintenance();
  void finish_rest();
  void end_game();

  int craft_value(int seat, int cast) const;
  bool can_activate(int seat, int cast) const;
  void activate(int seat, int cast, bool plus3);

  bool holds_costume(int seat, int cast) const;
  bool can_take_costume(int seat, int cast) const;
  void place_costume(int seat, int cast, int colour);
  int complete_costumes(int seat) const;

  bool can_place_set(int seat, int space, int colour) const;
  void place_set(int seat, int space, int colour);
  int set_pieces(int seat) const;
  int candles(int seat) const;

  void move_ambiance(int seat, int delta);
  bool ahead(int act, int a, int b) const;  // disc a ranks ahead of disc b
  void advance(int seat, int act);
  void retreat(int seat, int act);
  bool can_advance(int seat, int act) const { return pos[act][seat] < data().act_spaces; }
  int rank_on(int act, int seat) const;  // 0 = first among players (and neutral disc)
  void score_acts();
  int acts_first(int seat) const;
  int objective_score(int seat, int objective) const;
  void pay_characters(int seat);

  bool market_has_card() const;
  bool still_acting(int seat) const;  // phase 2: may still recruit or activate
  int activated_count(int seat) const;
  bool any_take() const;  // the pending craft can still take a piece
  void keep_objective(int drawn_index);
  void resolve_whites();  // places white feathers automatically when there is no choice
  void draw_pieces();
  void draw_market();
  int draw_card();
  bool hidden_bids() const { return phase == Phase::kBid; }
  bool hidden_rest() const { return phase == Phase::kRest && !strategic_rest; }
};

}  // namespace tabula::shakespeare
