// The rules: turns, announcements and claims, the characters' powers, fines,
// the end of the game, and what each seat remembers of the cards.
#include <algorithm>
#include <cassert>
#include <cstring>

#include "mascarade/mascarade.h"

namespace tabula::mascarade {

namespace {
int popcount(unsigned x) { return __builtin_popcount(x); }
}  // namespace

MascaradeState::MascaradeState(std::shared_ptr<const Options> options,
                               std::shared_ptr<const Setup> setup)
    : options_(std::move(options)), setup_(std::move(setup)) {
  const Setup& su = *setup_;
  n_ = su.players;
  ns_ = su.slots;
  int total = 0;
  for (int s = 0; s < n_; ++s) {
    gold_[s] = su.gold[s];
    total += gold_[s];
  }
  bank_ = kTotalGold - total;
  court_ = 0;
  for (int i = 0; i < ns_; ++i) {
    slot_char_[i] = su.deal[i];
    owner_[i] = static_cast<int8_t>(i < n_ * su.per_seat ? i / su.per_seat : -1);
  }
  std::memset(face_up_, -1, sizeof face_up_);  // past ns_ too: end_turn() clears all
  // Every card, the centre's included, is shown to everyone at setup.
  for (int s = 0; s < n_; ++s)
    for (int i = 0; i < ns_; ++i) known_[s][i] = static_cast<CharSet>(1u << slot_char_[i]);
  history_.reserve(256);
  log_.reserve(512);
  ops_.reserve(256);
  turn_seat_ = su.first;
  start_turn();
}

std::unique_ptr<State> MascaradeState::clone() const {
  return std::make_unique<MascaradeState>(*this);
}

int MascaradeState::home_slot(int seat) const { return seat * setup_->per_seat; }

// May `seat` swap its card `mine` with `other`? (Same targets for the Spy.)
bool MascaradeState::may_swap_with(int seat, int mine, int other) const {
  if (other == mine || other < 0 || other >= ns_) return false;
  // Nobody may touch the opponent's protected middle card (2 players).
  if (protected_slot(other) && owner_[other] != seat) return false;
  return true;
}

void MascaradeState::add_swap_targets(int seat, int mine, std::vector<int>& out) const {
  for (int o = 0; o < ns_; ++o)
    if (may_swap_with(seat, mine, o)) out.push_back(o);
}

// The legal actions are listed into a plain array, then copied out: in the
// page's wasm (-Os) std::vector::push_back is not inlined, and a call per
// action was most of a random playout's time there (issue 35: 4-player
// playouts ran at 0.31 of native speed). The most there can be: the Fool's
// 120 pairs of the 16 slots, each real or not.
//
// The copy is a plain loop, not vector::assign: in wasm assign was an
// out-of-line call into memmove and the C memcpy (wasm has no fast one
// without bulk memory), 13 % of a 4-player playout's time under node for
// lists of ~20 actions. resize() only shrinks inline, or zero-fills the few
// new places. Clang would turn the loop back into memcpy, hence no_builtin.
namespace {
constexpr int kMaxLegal = kMaxSlots * (kMaxSlots - 1);
}

std::shared_ptr<const TurnLists> turn_lists(const Setup& su) {
  auto t = std::make_shared<TurnLists>();
  std::vector<Action>& out = t->actions;
  const int n = su.players, ns = su.slots, per = su.per_seat;
  // As the state's owner_, may_swap_with() and protected_slot().
  auto owner = [&](int i) { return i < n * per ? i / per : -1; };
  auto protected_slot = [&](int i) { return per == 3 && i % 3 == 1; };
  for (int seat = 0; seat < n; ++seat) {
    const int begin = static_cast<int>(out.size());
    t->start[seat] = static_cast<int16_t>(begin);
    const int first = seat * per, last = first + per;
    for (int mine = first; mine < last; ++mine) {
      if (protected_slot(mine)) continue;  // one swaps an outer card (2 players)
      for (int o = 0; o < ns; ++o) {
        if (o == mine) continue;
        // Nobody may touch the opponent's protected middle card (2 players).
        if (protected_slot(o) && owner(o) != seat) continue;
        // Own two cards: list the pair once, from the left card.
        if (owner(o) == seat && o < mine && !protected_slot(o)) continue;
        out.push_back(make_action(kSwap, mine, o, 1));
        out.push_back(make_action(kSwap, mine, o, 0));
      }
    }
    t->swaps[seat] = static_cast<int16_t>(static_cast<int>(out.size()) - begin);
    for (int mine = first; mine < last; ++mine) out.push_back(make_action(kPeek, mine));
    for (int mine = first; mine < last; ++mine) {
      if (protected_slot(mine)) continue;  // never announce one's protected card
      for (int c = 0; c < kNumCharacters; ++c)
        if (su.cast_set >> c & 1) out.push_back(make_action(kAnnounce, mine, c));
    }
  }
  t->start[n] = static_cast<int16_t>(out.size());
  return t;
}

// The current seat's opening or turn actions (phase kOpening or kTurn).
const Action* MascaradeState::turn_list(int* count) const {
  const TurnLists& t = *setup_->turns;
  const int seat = current_;
  *count = phase_ == Phase::kOpening || must_swap_ ? t.swaps[seat]
                                                   : t.start[seat + 1] - t.start[seat];
  return t.actions.data() + t.start[seat];
}

#if defined(__clang__)
__attribute__((no_builtin("memcpy", "memmove", "memset")))
#endif
void MascaradeState::legal_actions(std::vector<Action>& out) const {
  Action buf[kMaxLegal];
  const Action* from = buf;
  size_t n = 0;
  if (phase_ == Phase::kOpening || phase_ == Phase::kTurn) {
    // Most calls: straight from the setup's table.
    int count = 0;
    from = turn_list(&count);
    n = static_cast<size_t>(count);
  } else {
    n = static_cast<size_t>(list_legal(buf));
  }
  // Overwrite what is there, then append the rest at once: resize() up would
  // zero-fill (a memset call in wasm) what is written next anyway, and a
  // push_back per action reloads the vector's end and capacity each time.
  const size_t kept = std::min(n, out.size());
  out.resize(kept);
  Action* to = out.data();
#if defined(__EMSCRIPTEN__)
  // Two actions per 8-byte load and store (wasm has no fast memcpy without
  // bulk memory; natively the compiler's memcpy of the loop below is better).
  size_t i = 0;
  for (; i + 2 <= kept; i += 2) {
    uint64_t pair;
    __builtin_memcpy(&pair, from + i, sizeof pair);
    __builtin_memcpy(to + i, &pair, sizeof pair);
  }
  if (i < kept) to[i] = from[i];
#else
  for (size_t i = 0; i < kept; ++i) to[i] = from[i];
#endif
  if (kept < n) out.insert(out.end(), from + kept, from + n);
}

int MascaradeState::list_legal(Action* out) const {
  int n = 0;
  auto add = [&](Action a) { out[n++] = a; };
  const Setup& su = *setup_;
  const int seat = current_;
  const int first = home_slot(seat), last = first + su.per_seat;
  switch (phase_) {
    case Phase::kOver:
      return n;
    case Phase::kOpening:
    case Phase::kTurn: {
      int count = 0;
      const Action* from = turn_list(&count);
      std::copy(from, from + count, out);
      return count;
    }
    case Phase::kClaims:
      for (int mine = first; mine < last; ++mine) add(make_action(kClaim, mine));
      add(make_action(kDecline));
      return n;
    case Phase::kPower:
      switch (announced_) {
        case kBishop: {
          int most = -1;
          for (int s = 0; s < n_; ++s)
            if (s != seat) most = std::max(most, gold_[s]);
          for (int s = 0; s < n_; ++s)
            if (s != seat && gold_[s] == most) add(make_action(kBishopTake, s));
          return n;
        }
        case kWitch:
          for (int s = 0; s < n_; ++s)
            if (s != seat) add(make_action(kWitchSwap, s));
          add(make_action(kWitchNone));
          return n;
        case kSpy:
          for (int o = 0; o < ns_; ++o)
            if (may_swap_with(seat, power_slot_, o)) add(make_action(kSpyLook, o));
          return n;
        case kFool:
          for (int a = 0; a < ns_; ++a) {
            if (owner_[a] == seat || protected_slot(a)) continue;
            for (int b = a + 1; b < ns_; ++b) {
              if (owner_[b] == seat || protected_slot(b)) continue;
              add(make_action(kFoolSwap, a, b, 1));
              add(make_action(kFoolSwap, a, b, 0));
            }
          }
          return n;
        case kInquisitor:
          for (int s = 0; s < n_; ++s)
            if (s != seat) add(make_action(kInquire, s));
          return n;
        default:
          return n;
      }
    case Phase::kSpy:
      add(make_action(kSpySwap, 0, 0, 1));
      add(make_action(kSpySwap, 0, 0, 0));
      return n;
    case Phase::kGuess:
      for (CharSet m = su.cast_set; m; m &= static_cast<CharSet>(m - 1))
        add(make_action(kGuess, 0, __builtin_ctz(m)));
      return n;
  }
  return n;
}

void MascaradeState::log(Event e) {
  e.move = static_cast<int32_t>(history_.size());
  log_.push_back(e);
}

// Moves gold; whoever must pay more than he has pays what he has.
void MascaradeState::pay(int from, int to, int amount, int why) {
  int* src = from == kBank ? &bank_ : from == kCourt ? &court_ : &gold_[from];
  int* dst = to == kBank ? &bank_ : to == kCourt ? &court_ : &gold_[to];
  amount = std::min(amount, *src);
  if (amount <= 0) return;
  *src -= amount;
  *dst += amount;
  Event e;
  e.type = Event::kGoldEv;
  e.seat = static_cast<int8_t>(from);
  e.a = static_cast<int8_t>(to);
  e.amount = static_cast<int16_t>(amount);  // up to the 194 gold in the box
  e.why = static_cast<int8_t>(why);
  log(e);
}

// Two cards were exchanged (or not) out of sight. The actor knows whether;
// everyone else now only knows that each card is one of the two.
void MascaradeState::seat_swapped(int actor, int a, int b, bool real, int action_index,
                                  bool actor_knows_bit) {
  if (real) std::swap(slot_char_[a], slot_char_[b]);
  for (int s = 0; s < n_; ++s) {
    CharSet& ka = known_[s][a];
    CharSet& kb = known_[s][b];
    if (s == actor && actor_knows_bit) {
      if (real) std::swap(ka, kb);
    } else {
      ka = kb = static_cast<CharSet>(ka | kb);
    }
  }
  CardOp op;
  op.type = CardOp::kMove;
  op.actor = static_cast<int8_t>(actor);
  op.a = static_cast<int8_t>(a);
  op.b = static_cast<int8_t>(b);
  op.real = real;
  op.action = action_index;
  ops_.push_back(op);
}

void MascaradeState::look(int seat, int slot) {
  const CharSet exact = static_cast<CharSet>(1u << slot_char_[slot]);
  if (seat < 0) {
    for (int s = 0; s < n_; ++s) known_[s][slot] = exact;
  } else {
    known_[seat][slot] = exact;
  }
  CardOp op;
  op.type = CardOp::kLook;
  op.actor = static_cast<int8_t>(seat);
  op.a = static_cast<int8_t>(slot);
  op.ch = slot_char_[slot];
  ops_.push_back(op);
}

void MascaradeState::start_turn() {
  phase_ = turn_ <= kOpeningTurns ? Phase::kOpening : Phase::kTurn;
  current_ = turn_seat_;
  // Revealed in the previous player's turn: swap-or-not is compulsory.
  must_swap_ = phase_ == Phase::kTurn && (revealed_prev_turn_ >> turn_seat_ & 1);
}

void MascaradeState::end_turn() {
  revealed_prev_turn_ = revealed_this_turn_;
  revealed_this_turn_ = 0;
  announcer_ = announced_ = announce_slot_ = -1;
  nclaims_ = asked_ = 0;
  wrong_ = 0;
  power_user_ = power_slot_ = spy_other_ = inquire_target_ = -1;
  // Cards are turned face down again. All kMaxSlots at once, never read past
  // ns_: a fixed size is a few stores, where a loop to ns_ was a memset call
  // in wasm (C code there, slow for a few bytes).
  std::memset(face_up_, -1, sizeof face_up_);
  turn_++;
  turn_seat_ = (turn_seat_ + 1) % n_;
  start_turn();
}

void MascaradeState::end_game(uint16_t winners, EndReason why) {
  winners_ = winners;
  end_ = why;
  phase_ = Phase::kOver;
  current_ = kNoPlayer;
  // The game is over: every card is turned face up, as players do at the
  // table (the best moment of the game, for every seat's view).
  // Everyone sees them (look): a resample of the finished game keeps them.
  for (int i = 0; i < ns_; ++i) {
    look(-1, i);
    face_up_[i] = slot_char_[i];
  }
  Event e;
  e.type = Event::kEndEv;
  e.amount = static_cast<int16_t>(why);
  log(e);
}

// 13 gold or more wins at once; anyone at 0 ends the game, the richest win.
bool MascaradeState::check_end() {
  uint16_t rich = 0;
  bool broke = false;
  int most = 0;
  for (int s = 0; s < n_; ++s) {
    if (gold_[s] >= 13) rich |= static_cast<uint16_t>(1u << s);
    if (gold_[s] == 0) broke = true;
    most = std::max(most, gold_[s]);
  }
  if (rich) {
    end_game(rich, EndReason::kThirteen);
    return true;
  }
  if (broke) {
    uint16_t w = 0;
    for (int s = 0; s < n_; ++s)
      if (gold_[s] == most) w |= static_cast<uint16_t>(1u << s);
    end_game(w, EndReason::kBankrupt);
    return true;
  }
  return false;
}

void MascaradeState::next_claimant() {
  if (asked_ >= n_ - 1) {
    resolve_claims();
    return;
  }
  asked_++;
  current_ = (announcer_ + asked_) % n_;
}

void MascaradeState::resolve_claims() {
  if (nclaims_ == 1) {
    // Unchallenged: the announcer uses the power without showing his card.
    power_user_ = announcer_;
    power_slot_ = announce_slot_;
    begin_power();
    return;
  }
  int trues = 0;
  for (int i = 0; i < nclaims_; ++i) {
    const int slot = claim_slot_[i];
    Event e;
    e.type = Event::kRevealEv;
    e.seat = claim_seat_[i];
    e.a = static_cast<int8_t>(slot);
    e.c1 = slot_char_[slot];
    log(e);
    look(-1, slot);
    face_up_[slot] = slot_char_[slot];
    revealed_this_turn_ |= static_cast<uint16_t>(1u << claim_seat_[i]);
    if (slot_char_[slot] != announced_) {
      wrong_ |= static_cast<uint16_t>(1u << i);
    } else if (trues++ == 0) {
      power_user_ = claim_seat_[i];
      power_slot_ = slot;
    }
  }
  if (trues == 0) {
    finish_power();
    return;
  }
  if (announced_ == kPeasant) {
    // Strength in unity: both peasants revealed earn 2 each, a lone one 1.
    for (int i = 0; i < nclaims_; ++i)
      if (!(wrong_ >> i & 1)) pay(kBank, claim_seat_[i], trues == 2 ? 2 : 1, kPeasant);
    finish_power();
    return;
  }
  begin_power();
}

void MascaradeState::begin_power() {
  const int u = power_user_;
  current_ = u;
  switch (announced_) {
    case kJudge:
      pay(kCourt, u, court_, kJudge);
      break;
    case kBishop: {
      int most = -1, count = 0, target = -1;
      for (int s = 0; s < n_; ++s) {
        if (s == u) continue;
        if (gold_[s] > most) {
          most = gold_[s];
          count = 1;
          target = s;
        } else if (gold_[s] == most) {
          count++;
        }
      }
      if (count > 1) {
        phase_ = Phase::kPower;  // the Bishop chooses among the richest
        return;
      }
      pay(target, u, 2, kBishop);
      break;
    }
    case kKing:
      pay(kBank, u, 3, kKing);
      break;
    case kQueen:
      pay(kBank, u, 2, kQueen);
      break;
    case kWidow:
      if (gold_[u] < 10) pay(kBank, u, 10 - gold_[u], kWidow);
      break;
    case kThief: {
      const int left = (u + 1) % n_, right = (u + n_ - 1) % n_;
      pay(left, u, 1, kThief);
      if (right != left) pay(right, u, 1, kThief);
      break;
    }
    case kPeasant:
      pay(kBank, u, 1, kPeasant);
      break;
    case kFool:
      pay(kBank, u, 1, kFool);
      phase_ = Phase::kPower;
      return;
    case kWitch:
    case kSpy:
    case kInquisitor:
      phase_ = Phase::kPower;
      return;
    case kCheat:
      if (gold_[u] >= 10) {
        end_game(static_cast<uint16_t>(1u << u), EndReason::kCheat);
        return;
      } else {
        Event e;
        e.type = Event::kNoPowerEv;
        e.seat = static_cast<int8_t>(u);
        e.c1 = kCheat;
        log(e);
      }
      break;
    default:
      break;
  }
  finish_power();
}

// After the power: the end checks, then the fines of every wrong claimant
// (after the power, so the Judge never collects this turn's fines).
void MascaradeState::finish_power() {
  if (check_end()) return;
  bool fined = false;
  for (int i = 0; i < nclaims_; ++i) {
    if (wrong_ >> i & 1) {
      pay(claim_seat_[i], kCourt, 1, -1);
      fined = true;
    }
  }
  if (fined && check_end()) return;
  end_turn();
}

void MascaradeState::apply(Action a) {
  assert(is_legal(a));
  const int kind = action_kind(a), p1 = action_p1(a), p2 = action_p2(a);
  const bool bit = action_bit(a);
  const int seat = current_;
  const int index = static_cast<int>(history_.size());
  history_.push_back(a);
  Event e;
  e.seat = static_cast<int8_t>(seat);
  switch (kind) {
    case kSwap:
      e.type = Event::kSwapEv;
      e.a = static_cast<int8_t>(p1);
      e.b = static_cast<int8_t>(p2);
      e.real = bit;
      log(e);
      seat_swapped(seat, p1, p2, bit, index, true);
      end_turn();
      return;
    case kPeek:
      e.type = Event::kPeekEv;
      e.a = static_cast<int8_t>(p1);
      e.c1 = slot_char_[p1];
      log(e);
      look(seat, p1);
      end_turn();
      return;
    case kAnnounce:
      e.type = Event::kAnnounceEv;
      e.a = static_cast<int8_t>(p1);
      e.c1 = static_cast<int8_t>(p2);
      log(e);
      announcer_ = seat;
      announced_ = p2;
      announce_slot_ = p1;
      claim_seat_[0] = static_cast<int8_t>(seat);
      claim_slot_[0] = static_cast<int8_t>(p1);
      nclaims_ = 1;
      asked_ = 0;
      wrong_ = 0;
      phase_ = Phase::kClaims;
      next_claimant();
      return;
    case kClaim:
      e.type = Event::kClaimEv;
      e.a = static_cast<int8_t>(p1);
      log(e);
      claim_seat_[nclaims_] = static_cast<int8_t>(seat);
      claim_slot_[nclaims_] = static_cast<int8_t>(p1);
      nclaims_++;
      next_claimant();
      return;
    case kDecline:
      e.type = Event::kDeclineEv;
      log(e);
      next_claimant();
      return;
    case kBishopTake:
      pay(p1, seat, 2, kBishop);
      finish_power();
      return;
    case kWitchSwap: {
      e.type = Event::kFortunesEv;
      e.a = static_cast<int8_t>(p1);
      log(e);
      std::swap(gold_[seat], gold_[p1]);
      finish_power();
      return;
    }
    case kWitchNone:
      e.type = Event::kNoPowerEv;
      e.c1 = kWitch;
      log(e);
      finish_power();
      return;
    case kSpyLook:
      e.type = Event::kSpyEv;
      e.a = static_cast<int8_t>(power_slot_);
      e.b = static_cast<int8_t>(p1);
      e.c1 = slot_char_[power_slot_];
      e.c2 = slot_char_[p1];
      log(e);
      look(seat, power_slot_);
      look(seat, p1);
      spy_other_ = p1;
      phase_ = Phase::kSpy;
      return;
    case kSpySwap:
      e.type = Event::kSpySwapEv;
      e.a = static_cast<int8_t>(power_slot_);
      e.b = static_cast<int8_t>(spy_other_);
      e.real = bit;
      log(e);
      seat_swapped(seat, power_slot_, spy_other_, bit, index, true);
      finish_power();
      return;
    case kFoolSwap:
      e.type = Event::kFoolEv;
      e.a = static_cast<int8_t>(p1);
      e.b = static_cast<int8_t>(p2);
      e.real = bit;
      log(e);
      // The Fool knows whether he swapped, not what (he does not look).
      seat_swapped(seat, p1, p2, bit, index, true);
      finish_power();
      return;
    case kInquire:
      e.type = Event::kInquireEv;
      e.a = static_cast<int8_t>(p1);
      log(e);
      inquire_target_ = p1;
      phase_ = Phase::kGuess;
      current_ = p1;
      return;
    case kGuess: {
      e.type = Event::kGuessEv;
      e.c1 = static_cast<int8_t>(p2);
      log(e);
      const int slot = home_slot(seat);
      Event r;
      r.type = Event::kRevealEv;
      r.seat = static_cast<int8_t>(seat);
      r.a = static_cast<int8_t>(slot);
      r.c1 = slot_char_[slot];
      log(r);
      look(-1, slot);
      revealed_this_turn_ |= static_cast<uint16_t>(1u << seat);
      if (slot_char_[slot] != p2) pay(seat, power_user_, 4, kInquisitor);
      current_ = power_user_;
      finish_power();
      return;
    }
    default:
      assert(false);
  }
}

std::vector<int> MascaradeState::scores() const { return std::vector<int>(gold_, gold_ + n_); }

std::vector<int> MascaradeState::winners() const {
  std::vector<int> w;
  for (int s = 0; s < n_; ++s)
    if (winners_ >> s & 1) w.push_back(s);
  return w;
}

View MascaradeState::view(int seat) const {
  View v;
  v.seat = seat;
  v.players = n_;
  v.slots = ns_;
  v.phase = phase_;
  v.turn = turn_;
  v.current = current_player();
  v.announcer = announcer_;
  v.announced = announced_;
  v.announce_slot = announce_slot_;
  v.must_swap = must_swap_;
  for (int s = 0; s < n_; ++s) v.gold[s] = gold_[s];
  v.court = court_;
  v.bank = bank_;
  v.cast_set = setup_->cast_set;
  for (int i = 0; i < ns_; ++i) {
    v.owner[i] = owner_[i];
    v.known[i] = known_[seat][i];
    v.face_up[i] = face_up_[i];
  }
  v.power_user = power_user_;
  v.power_slot = power_slot_;
  v.spy_other = spy_other_;
  v.claimants = nclaims_;
  (void)popcount;
  return v;
}

}  // namespace tabula::mascarade
