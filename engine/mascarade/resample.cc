// resample(seat): a full state that `seat` cannot tell from this one.
//
// Given the public deal, the card positions at every moment follow from the
// swap bits alone, so what `seat` does not know is exactly the bits of the
// swaps it did not make (other seats' swaps, Fools' and Spies' swaps). We
// redraw those bits at random, depth first, rejecting any assignment under
// which a card `seat` saw (its own peeks and spy looks, every public reveal)
// would have been a different one, then replay the history with the new bits
// (OpenSpiel's ResampleFromInfostate idea). A backward pass first computes, for
// every moment and slot, the characters that can still satisfy the later
// looks; it prunes almost every dead end before it is entered.
//
// The hidden truth is never read: only the deal, the actions, and the looks
// `seat` itself saw.
#include <algorithm>
#include <array>

#include <cmath>

#include "mascarade/belief.h"
#include "mascarade/mascarade.h"

namespace tabula::mascarade {

thread_local bool MascaradeState::last_resample_exact = true;
thread_local long MascaradeState::last_resample_tries = 0;

namespace {
constexpr int kNodeCap = 1 << 15;  // decisions tried before giving up on exactness
constexpr int kBeliefDraws = 8;    // consistent histories weighed per sample
constexpr int kMaxCards = 4 * kMaxSlots;  // room to spare: the cast is one card per slot
}

struct Resampler {
  const MascaradeState& st;
  int seat;
  Rng& rng;
  std::vector<std::array<CharSet, kMaxSlots>> allowed;  // allowed[i]: before op i
  std::vector<int8_t> bits;                             // chosen bit per op
  int nodes = 0;
  bool aborted = false;

  bool visible(const CardOp& op) const { return op.actor == -1 || op.actor == seat; }

  void backward() {
    const std::vector<CardOp>& ops = st.ops_;
    const int n = static_cast<int>(ops.size());
    allowed.resize(n + 1);
    for (int s = 0; s < kMaxSlots; ++s) allowed[n][s] = st.setup_->cast_set;
    for (int i = n - 1; i >= 0; --i) {
      std::array<CharSet, kMaxSlots> r = allowed[i + 1];
      const CardOp& op = ops[i];
      if (op.type == CardOp::kMove) {
        if (op.actor == seat) {
          if (op.real) std::swap(r[op.a], r[op.b]);
        } else {
          r[op.a] = r[op.b] = static_cast<CharSet>(r[op.a] | r[op.b]);
        }
      } else if (visible(op)) {
        const CharSet bit = static_cast<CharSet>(1u << op.ch);
        r[op.a] &= bit;
        if (st.setup_->copies[static_cast<int>(op.ch)] == 1)
          for (int s = 0; s < st.ns_; ++s)
            if (s != op.a) r[s] &= static_cast<CharSet>(~bit);
      }
      allowed[i] = r;
    }
  }

  bool fits(int i, const int8_t* pos, int a, int b) const {
    return (allowed[i][a] >> pos[a] & 1) && (allowed[i][b] >> pos[b] & 1);
  }

  // Forward from op i with the cards at `pos`; fills bits. False on a dead end.
  bool forward(int i, std::array<int8_t, kMaxSlots> pos) {
    const std::vector<CardOp>& ops = st.ops_;
    const int n = static_cast<int>(ops.size());
    for (; i < n; ++i) {
      const CardOp& op = ops[i];
      if (op.type == CardOp::kLook) {
        if (visible(op) && pos[op.a] != op.ch) return false;
        continue;
      }
      if (op.actor == seat) {
        if (op.real) std::swap(pos[op.a], pos[op.b]);
        continue;
      }
      if (++nodes > kNodeCap) {
        aborted = true;
        return false;
      }
      const int first = rng.below(2);
      for (int t = 0; t < 2; ++t) {
        const int bit = first ^ t;
        std::array<int8_t, kMaxSlots> next = pos;
        if (bit) std::swap(next[op.a], next[op.b]);
        if (!fits(i + 1, next.data(), op.a, op.b)) continue;
        bits[i] = static_cast<int8_t>(bit);
        if (forward(i + 1, next)) return true;
        if (aborted) return false;
      }
      return false;
    }
    return true;
  }

  // Can slots `from`.. each get a character of its known set, `left[c]`
  // copies of character c to go round? (Kuhn's augmenting paths, the copies
  // as separate cards: as many cards as slots, at most 16, so at most
  // 16 x 16 x 16 steps.)
  bool completable(int from, const int* left) const {
    int card_char[kMaxCards];
    int cards = 0;
    for (int c = 0; c < kNumCharacters; ++c)
      for (int k = 0; k < left[c] && cards < kMaxCards; ++k) card_char[cards++] = c;
    int holder[kMaxCards];  // the slot each card went to, or -1
    std::fill(holder, holder + cards, -1);
    for (int s = from; s < st.ns_; ++s) {
      bool seen[kMaxCards] = {};
      if (!augment(s, card_char, cards, holder, seen)) return false;
    }
    return true;
  }
  bool augment(int slot, const int* card_char, int cards, int* holder, bool* seen) const {
    for (int u = 0; u < cards; ++u) {
      if (seen[u] || !(st.known_[seat][slot] >> card_char[u] & 1)) continue;
      seen[u] = true;
      if (holder[u] < 0 || augment(holder[u], card_char, cards, holder, seen)) {
        holder[u] = slot;
        return true;
      }
    }
    return false;
  }

  // Cards consistent with the seat's memory alone (the fallback): a random
  // matching of the cast to the slots within each slot's known set. A choice
  // after which the remaining slots cannot all be filled is never tried:
  // blind backtracking over 13 slots could take minutes (a fuzz input took
  // 40 s in one resample). Where no choice is a dead end, the rng is drawn
  // and the cards chosen exactly as before.
  bool match(int slot, int8_t* out, int* left) {
    if (slot == st.ns_) return true;
    if (slot == 0 && !completable(0, left)) return false;
    int options[kNumCharacters];
    int k = 0;
    for (int c = 0; c < kNumCharacters; ++c)
      if (left[c] > 0 && (st.known_[seat][slot] >> c & 1)) options[k++] = c;
    for (int i = k - 1; i > 0; --i) std::swap(options[i], options[rng.below(i + 1)]);
    for (int i = 0; i < k; ++i) {
      ++MascaradeState::last_resample_tries;
      out[slot] = static_cast<int8_t>(options[i]);
      left[options[i]]--;
      if (completable(slot + 1, left) && match(slot + 1, out, left)) return true;
      left[options[i]]++;
    }
    return false;
  }
};

std::unique_ptr<State> MascaradeState::resample(int seat, Rng& rng) const {
  last_resample_tries = 0;
  Resampler r{*this, seat, rng, {}, {}, 0, false};
  r.backward();
  r.bits.assign(ops_.size(), -1);
  std::array<int8_t, kMaxSlots> start{};
  for (int i = 0; i < ns_; ++i) start[i] = setup_->deal[i];
  if (r.forward(0, start)) {
    last_resample_exact = true;
    if (belief_) {
      // Importance resampling: draw a few consistent histories and keep one
      // in proportion to how well it explains the table's words.
      const Belief belief(*this, seat);
      if (!belief.empty()) {
        std::vector<int8_t> kept = r.bits;
        double best = belief.log_weight(kept), total = 1;  // weights over the best's
        for (int k = 1; k < kBeliefDraws; ++k) {
          r.nodes = 0;
          r.aborted = false;
          if (!r.forward(0, start)) break;
          const double lw = belief.log_weight(r.bits);
          // Keep the newcomer with probability w / (total + w), weights kept
          // relative to the largest so far so that exp() never overflows.
          if (lw > best) {
            total *= std::exp(best - lw);
            best = lw;
          }
          const double wk = std::exp(lw - best);
          total += wk;
          const double u = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
          if (u * total < wk) kept = r.bits;
        }
        r.bits = kept;
      }
    }
    auto out = std::make_unique<MascaradeState>(options_, setup_);
    std::vector<Action> actions = history_;
    for (size_t i = 0; i < ops_.size(); ++i) {
      const CardOp& op = ops_[i];
      if (op.type == CardOp::kMove && op.actor != seat)
        actions[op.action] = (actions[op.action] & ~1) | r.bits[i];
    }
    for (Action a : actions) out->apply(a);
    return out;
  }
  // Too tangled to solve within the cap: sample from the seat's memory.
  last_resample_exact = false;
  auto out = std::make_unique<MascaradeState>(*this);
  int left[kNumCharacters] = {};
  for (int c = 0; c < kNumCharacters; ++c) left[c] = setup_->copies[c];
  int8_t cards[kMaxSlots] = {};
  if (r.match(0, cards, left)) {
    for (int i = 0; i < ns_; ++i) out->slot_char_[i] = cards[i];
  }
  // Others' memories and hidden bits are unknown to `seat`: replace them.
  for (int s = 0; s < n_; ++s)
    if (s != seat)
      for (int i = 0; i < ns_; ++i) out->known_[s][i] = known_[seat][i];
  for (Event& e : out->log_) {
    if (e.seat == seat) continue;
    if (e.type == Event::kPeekEv || e.type == Event::kSpyEv) e.c1 = e.c2 = -1;
    if (e.type == Event::kSwapEv || e.type == Event::kSpySwapEv || e.type == Event::kFoolEv)
      e.real = static_cast<int8_t>(rng.below(2));
  }
  for (CardOp& op : out->ops_) {
    if (op.type == CardOp::kMove && op.actor != seat) {
      op.real = static_cast<int8_t>(rng.below(2));
      out->history_[op.action] = (out->history_[op.action] & ~1) | op.real;
    }
  }
  return out;
}

// Undo asks which choices of others a seat could not see. Under the table
// only the bit of an exchange (real or faked) can hide; the observation
// decides whether it does (an exchange of two Peasants, say, hides nothing).
void MascaradeState::secret_alternatives(int seat, Action a, std::vector<Action>& out) const {
  out.clear();
  const int kind = action_kind(a);
  if (kind != kSwap && kind != kFoolSwap && kind != kSpySwap) return;
  const std::vector<Action> flipped = {a ^ 1};
  secret_alternatives_by_observation(*this, seat, a, out, &flipped);
}

}  // namespace tabula::mascarade
