// Mascarade (2013 edition): rules engine. The contract with the front end,
// the CLI and the tests (action texts, observation JSON) is README.md here.
//
// Speed matters (random playouts, search bots): the state is fixed-size
// arrays and apply()/legal_actions() use neither strings nor JSON; text and
// JSON are made only in action_to_text() and observation().
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace tabula::mascarade {

tabula::GameInfo game_info();

enum Character : int8_t {
  kJudge, kBishop, kKing, kQueen, kFool, kThief, kWitch, kSpy,
  kPeasant, kCheat, kInquisitor, kWidow, kNumCharacters
};
const char* character_id(int c);
int character_from_id(const std::string& id);  // -1 if unknown
using CharSet = uint16_t;                       // bit c = character c

constexpr int kMaxSeats = 13;
constexpr int kMaxSlots = 16;
constexpr int kStartGold = 6;
constexpr int kTotalGold = 194;
constexpr int kOpeningTurns = 4;
constexpr int kBank = -2, kCourt = -3;  // gold "seats" in log events

enum class Phase : int8_t { kOpening, kTurn, kClaims, kPower, kGuess, kSpy, kOver };
enum class EndReason : int8_t { kNone, kThirteen, kCheat, kBankrupt };

// ---- actions: kind << 16 | p1 << 8 | p2 << 1 | bit --------------------------
enum ActionKind : int {
  kSwap = 1,   // p1 mine, p2 other, bit real
  kPeek,       // p1 mine
  kAnnounce,   // p1 mine, p2 character
  kClaim,      // p1 mine
  kDecline,
  kBishopTake, // p1 seat
  kWitchSwap,  // p1 seat
  kWitchNone,
  kSpyLook,    // p1 other slot
  kSpySwap,    // bit real
  kFoolSwap,   // p1 slot a, p2 slot b, bit real
  kInquire,    // p1 seat
  kGuess,      // p2 character
};
constexpr Action make_action(int kind, int p1 = 0, int p2 = 0, int bit = 0) {
  return (kind << 16) | (p1 << 8) | (p2 << 1) | bit;
}
constexpr int action_kind(Action a) { return a >> 16; }
constexpr int action_p1(Action a) { return (a >> 8) & 0xff; }
constexpr int action_p2(Action a) { return (a >> 1) & 0x7f; }
constexpr int action_bit(Action a) { return a & 1; }

// Each seat's actions in its opening or turn, the swaps first (all an opening
// or a forced turn may do), then peeks and announcements. They depend on the
// setup alone (who owns which slot never changes), so they are listed once per
// setup, not once per turn: listing them was most of legal_actions() in a
// random playout (see turn_lists() in state.cc).
struct TurnLists {
  int16_t start[kMaxSeats + 1] = {};  // seat s: actions[start[s], start[s + 1])
  int16_t swaps[kMaxSeats] = {};      // how many of seat s's come first as swaps
  std::vector<Action> actions;
};

// ---- the setup: cast, deal, starting gold (immutable, shared by clones) -----
struct Setup {
  int players = 0;
  int slots = 0;       // card positions (seats' cards + centre cards)
  int centre = 0;      // centre cards (standard game only)
  int per_seat = 1;    // 1, or 2 (3 players) or 3 (2 players)
  int first = 0;       // the seat that opens (drawn from the seed; see new_state)
  std::vector<int8_t> cast;  // characters in play, one per card
  CharSet cast_set = 0;
  int copies[kNumCharacters] = {};
  int8_t deal[kMaxSlots] = {};   // character in each slot at setup
  int gold[kMaxSeats] = {};
  std::shared_ptr<const TurnLists> turns;  // turn_lists(*this)
};

// Lists every seat's turn actions for a setup (players, slots, per_seat, cast).
std::shared_ptr<const TurnLists> turn_lists(const Setup& setup);

// The cast for a player count from assets/mascarade/cast.json.
std::vector<int8_t> default_cast(int players);
// Validates the options (player count, settings "cast", "deal", "gold").
std::optional<std::string> check_options(const Options& options);

// A log event; fields hidden from an observer are filtered in observation().
struct Event {
  enum Type : int8_t {
    kSwapEv, kPeekEv, kAnnounceEv, kClaimEv, kDeclineEv, kRevealEv, kGoldEv,
    kFortunesEv, kSpyEv, kSpySwapEv, kFoolEv, kInquireEv, kGuessEv, kNoPowerEv, kEndEv
  };
  int32_t move = 0;
  Type type = kSwapEv;
  int8_t seat = -1;   // actor (gold: from)
  int8_t a = -1, b = -1;  // slots or seats (gold: to; fortunes: with)
  int8_t c1 = -1, c2 = -1;  // characters
  int8_t real = -1;
  int16_t amount = 0;
  int8_t why = -1;    // gold: character, or -1 for a fine
};

// One card movement or one look at a card, in order: what resample() replays.
struct CardOp {
  enum Type : int8_t { kMove, kLook };
  Type type = kMove;
  int8_t actor = -1;     // kMove: who knows the bit; kLook: who sees (-1 everyone)
  int8_t a = -1, b = -1; // kMove: swapped slots; kLook: slot a
  int8_t ch = -1;        // kLook: character seen
  int8_t real = 0;       // kMove: the bit
  int32_t action = -1;   // kMove: index in history of the action holding the bit
};

// Everything one seat may know (the typed form of observation(seat)); bots
// read only this.
struct View {
  int seat = 0, players = 0, slots = 0;
  Phase phase = Phase::kOpening;
  int turn = 0, current = -1;
  int announcer = -1, announced = -1, announce_slot = -1;
  bool must_swap = false;
  int gold[kMaxSeats] = {};
  int court = 0, bank = 0;
  CharSet cast_set = 0;
  int8_t owner[kMaxSlots] = {};
  CharSet known[kMaxSlots] = {};  // this seat's memory of each slot
  int8_t face_up[kMaxSlots] = {};  // character, or -1
  int power_user = -1, power_slot = -1, spy_other = -1;
  int claimants = 0;
};

class MascaradeState : public State {
 public:
  MascaradeState(std::shared_ptr<const Options> options, std::shared_ptr<const Setup> setup);

  std::unique_ptr<State> clone() const override;
  const Options& options() const override { return *options_; }
  int current_player() const override { return phase_ == Phase::kOver ? kNoPlayer : current_; }
  bool is_terminal() const override { return phase_ == Phase::kOver; }
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void apply(Action a) override;
  std::string action_to_text(Action a) const override;
  std::vector<int> scores() const override;
  std::vector<int> winners() const override;
  Json observation(int seat) const override { return observe(seat, false); }
  Json observation_since(int seat, size_t log_from) const override { return observe(seat, false, log_from); }
  // Every card face up, every peek and swap told as it was.
  Json revealed(int seat) const override { return observe(seat, true); }
  std::unique_ptr<State> resample(int seat, Rng& rng) const override;
  int move_number() const override { return static_cast<int>(history_.size()); }
  // Only a card exchange can be secret: whether it was real or faked.
  void secret_alternatives(int seat, Action a, std::vector<Action>& out) const override;

  View view(int seat) const;

  // Public facts.
  const Setup& setup() const { return *setup_; }
  int first_seat() const { return setup_->first; }
  Phase phase() const { return phase_; }
  int turn() const { return turn_; }
  int gold(int seat) const { return gold_[seat]; }
  int court() const { return court_; }
  int bank() const { return bank_; }
  EndReason end_reason() const { return end_; }
  int owner(int slot) const { return owner_[slot]; }
  std::string slot_name(int slot) const;
  int slot_from_name(const std::string& name) const;  // -1 if none
  int home_slot(int seat) const;  // the seat's (first) card
  const std::vector<Event>& events() const { return log_; }
  const std::vector<Action>& history() const { return history_; }
  CharSet known(int seat, int slot) const { return known_[seat][slot]; }

  // The hidden truth: for tests and the referee only, never for bots.
  int slot_character(int slot) const { return slot_char_[slot]; }
  // Resample diagnostics: how the last call went (for tests).
  static thread_local bool last_resample_exact;
  // The choices the fallback matching tried in the last call (0 when the
  // exact search answered): at most one per card and slot, as it never
  // backtracks.
  static thread_local long last_resample_tries;
  // Whether resample() weighs the consistent deals by what the table said
  // (belief.h); the expert's search turns it on for its copy of the state.
  // Not a rule: it changes no legal move and no observation.
  void set_belief(bool on) { belief_ = on; }

 private:
  Json observe(int seat, bool everything, size_t log_from = 0) const;
  // legal_actions() into `out` (room for kMaxSlots * (kMaxSlots - 1)); how many.
  int list_legal(Action* out) const;
  const Action* turn_list(int* count) const;  // the seat's row of setup().turns
  friend struct Resampler;
  friend class Belief;
  bool protected_slot(int slot) const { return setup_->per_seat == 3 && slot % 3 == 1; }
  bool may_swap_with(int seat, int mine, int other) const;
  void add_swap_targets(int seat, int mine, std::vector<int>& out) const;
  void log(Event e);
  void pay(int from, int to, int amount, int why);
  void seat_swapped(int actor, int a, int b, bool real, int action_index, bool actor_knows_bit);
  void look(int seat, int slot);   // seat sees the card (-1: everyone)
  void start_turn();
  void end_turn();
  void resolve_claims();
  void begin_power();
  void finish_power();
  bool check_end();
  void end_game(uint16_t winners, EndReason why);
  void next_claimant();

  std::shared_ptr<const Options> options_;
  std::shared_ptr<const Setup> setup_;
  int n_ = 0, ns_ = 0;
  int8_t slot_char_[kMaxSlots] = {};
  int8_t owner_[kMaxSlots] = {};
  int gold_[kMaxSeats] = {};
  int court_ = 0, bank_ = 0;
  Phase phase_ = Phase::kOpening;
  int turn_ = 1, turn_seat_ = 0, current_ = 0;
  bool must_swap_ = false;
  uint16_t revealed_this_turn_ = 0, revealed_prev_turn_ = 0;
  int announcer_ = -1, announced_ = -1, announce_slot_ = -1;
  int8_t claim_seat_[kMaxSeats] = {}, claim_slot_[kMaxSeats] = {};
  uint16_t wrong_ = 0;  // bit i: claimant i was wrong (pays a fine after the power)
  int nclaims_ = 0, asked_ = 0;
  int power_user_ = -1, power_slot_ = -1;
  int spy_other_ = -1, inquire_target_ = -1;
  int8_t face_up_[kMaxSlots] = {};
  uint16_t winners_ = 0;
  EndReason end_ = EndReason::kNone;
  CharSet known_[kMaxSeats][kMaxSlots] = {};
  std::vector<Action> history_;
  std::vector<Event> log_;
  std::vector<CardOp> ops_;
  bool belief_ = false;
};

// New game (nullptr if the options are not playable).
std::unique_ptr<MascaradeState> new_state(const Options& options, uint64_t seed);

// Bots.
std::unique_ptr<Bot> new_bot(const std::string& level);
// The easy policy, shared by the easy bot and the hard bot's playouts.
Action easy_choice(const MascaradeState& state, int seat, Rng& rng);

// Turns after which the bots stop playing for position (bots.cc, README
// "Bots always finish"): the easy policy grows restless, the hard bot plays
// easy, and every free turn then brings the table gold until someone has 13.
constexpr int kRestlessTurns = 150;
constexpr int kHardLongGame = 300;
// The bound on a game's turns and actions among any bots (GameInfo::move_limit).
int turn_limit(int players);
int move_limit(int players);

}  // namespace tabula::mascarade
