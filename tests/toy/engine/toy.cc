// Three cards: the rules (README.md here).
#include "toy.h"

#include <algorithm>

namespace tabula::toy {

namespace {
const char* kMoveText[] = {"keep", "swap", "peek"};
}

ToyState::ToyState(const Options& options, uint64_t seed) : options_(options), n_(options.players) {
  Rng rng(seed);
  std::vector<int> deck;
  for (int v = 1; v <= n_ + 1; ++v) deck.push_back(v);
  rng.shuffle(deck);
  for (int p = 0; p <= n_; ++p) card_[p] = deck[static_cast<size_t>(p)];
  for (int s = 0; s < n_; ++s) known_[s] = 1u << s;
  opener_ = rng.below(n_);  // no seat always goes first
  current_ = opener_;
}

void ToyState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (over()) return;
  out = {kKeep, kSwap, kPeek};
}

void ToyState::learn(const Event& e) {
  const int mid = middle();
  if (e.seat == kNoPlayer) {  // the middle shown to all
    for (int v = 0; v < n_; ++v) known_[v] |= 1u << mid;
  } else if (e.move == kSwap) {
    // Everyone saw the swap: what each seat knew of either card moves with it.
    const int s = e.seat;
    for (int v = 0; v < n_; ++v) {
      const unsigned mine = (known_[v] >> s) & 1, middle_bit = (known_[v] >> mid) & 1;
      known_[v] &= ~((1u << s) | (1u << mid));
      known_[v] |= (middle_bit << s) | (mine << mid);
    }
    known_[s] |= (1u << s) | (1u << mid);  // it looks at its new card, and knew its old one
  } else if (e.move == kPeek) {
    known_[e.seat] |= 1u << mid;
  }
}

void ToyState::apply(Action a) {
  const int s = current_;
  if (a == kSwap) std::swap(card_[s], card_[middle()]);
  log_.push_back({s, a, 0});
  learn(log_.back());
  ++moves_;
  current_ = (current_ + 1) % n_;
  if (moves_ % n_ == 0) {  // the round is over: the middle is shown to all
    log_.push_back({kNoPlayer, kKeep, card_[middle()]});
    learn(log_.back());
  }
  if (over())
    for (int v = 0; v < n_; ++v) known_[v] = (1u << (n_ + 1)) - 1;
}

std::string ToyState::action_to_text(Action a) const {
  return a >= kKeep && a <= kPeek ? kMoveText[a] : "?";
}

std::vector<int> ToyState::scores() const {
  std::vector<int> out(static_cast<size_t>(n_), 0);
  if (over())
    for (int s = 0; s < n_; ++s) out[static_cast<size_t>(s)] = card_[s];
  return out;
}

std::vector<int> ToyState::winners() const {
  if (!over()) return {};
  int best = 0;
  for (int s = 1; s < n_; ++s)
    if (card_[s] > card_[best]) best = s;
  return {best};
}

Json ToyState::observation(int seat) const {
  Json cards = Json::array();
  for (int p = 0; p <= n_; ++p) cards.push_back(knows(seat, p) ? Json(card_[p]) : Json(nullptr));
  Json log = Json::array();
  for (const Event& e : log_) {
    if (e.seat == kNoPlayer)
      log.push_back({{"type", "shown"}, {"card", e.shown}});
    else if (e.seat != seat && e.move != kSwap)  // a peek looks like a keep to the others
      log.push_back({{"type", "keep-or-peek"}, {"seat", e.seat}});
    else
      log.push_back({{"type", kMoveText[e.move]}, {"seat", e.seat}});
  }
  return {{"game", "toy"},   {"players", n_},      {"seat", seat},
          {"over", over()},  {"round", round() + 1}, {"rounds", kRounds},
          {"current", current_player()}, {"cards", cards}, {"log", log},
          {"winners", winners()}};
}

// First the others' keeps and peeks, which `seat` cannot tell apart, are
// drawn anew in the order of the log, and what every seat knows is learned
// again from the start (`seat`'s own knowledge does not depend on them).
// Then the places `seat` does not know get the cards it has not seen, in a
// random order: the set of those cards is all that the seat knows of them,
// so they are listed sorted (never in their true order) before the shuffle.
std::unique_ptr<State> ToyState::resample(int seat, Rng& rng) const {
  auto world = std::make_unique<ToyState>(*this);
  if (!over()) {
    for (Event& e : world->log_)
      if (e.seat != kNoPlayer && e.seat != seat && e.move != kSwap) e.move = rng.below(2) ? kPeek : kKeep;
    for (int s = 0; s < n_; ++s) world->known_[s] = 1u << s;
    for (const Event& e : world->log_) world->learn(e);
  }
  std::vector<int> places, values;
  for (int p = 0; p <= n_; ++p)
    if (!knows(seat, p)) {
      places.push_back(p);
      values.push_back(card_[p]);
    }
  std::sort(values.begin(), values.end());
  rng.shuffle(values);
  for (size_t i = 0; i < places.size(); ++i) world->card_[places[i]] = values[i];
  return world;
}

}  // namespace tabula::toy
