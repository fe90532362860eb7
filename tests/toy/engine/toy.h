// Three cards: a toy card game that only the tests play (built with
// -DTABULA_TEST_GAMES=ON). It exists to prove that a game registered by one
// line in engine/games.cc goes through every generic suite without any
// shared file naming it; README.md here has its rules.
//
// Small on purpose (8 or 12 actions a game), but with everything the
// interface is about: hidden cards, a private look the others cannot tell
// from doing nothing, public swaps that move what each seat knows, a reveal
// that makes undo refuse, a resample.
#pragma once
#include <array>
#include <memory>
#include <vector>

#include "core/game.h"

namespace tabula::toy {

tabula::GameInfo game_info();

constexpr int kRounds = 4;
constexpr int kMinPlayers = 2, kMaxPlayers = 3;
constexpr int kMaxPlaces = kMaxPlayers + 1;  // the seats' cards and the middle

enum Move : Action { kKeep = 0, kSwap = 1, kPeek = 2 };

// One entry of the public log: a seat's move, or the middle card shown.
struct Event {
  int seat = kNoPlayer;  // kNoPlayer: the middle was shown
  Action move = kKeep;
  int shown = 0;
};

class ToyState : public State {
 public:
  ToyState(const Options& options, uint64_t seed);

  std::unique_ptr<State> clone() const override { return std::make_unique<ToyState>(*this); }
  const Options& options() const override { return options_; }
  int current_player() const override { return over() ? kNoPlayer : current_; }
  bool is_terminal() const override { return over(); }
  // State's legal_actions() that returns the list: without this line the
  // override below hides it, and a test holding a ToyState cannot call it.
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void apply(Action a) override;
  std::string action_to_text(Action a) const override;
  std::vector<int> scores() const override;
  std::vector<int> winners() const override;
  Json observation(int seat) const override;
  std::unique_ptr<State> resample(int seat, Rng& rng) const override;
  int move_number() const override { return moves_; }

  // The card at `place` (a seat, or middle()) if `seat` knows it, else 0.
  int seen(int seat, int place) const { return knows(seat, place) ? card_[place] : 0; }
  int middle() const { return n_; }
  int round() const { return moves_ / n_; }  // 0-based; kRounds once over

 private:
  bool over() const { return moves_ >= kRounds * n_; }
  // seat kNoPlayer (a spectator): the public view, every card once over.
  bool knows(int seat, int place) const {
    return seat >= 0 && seat < n_ ? (known_[seat] >> place) & 1 : over();
  }
  // What each seat learns from one logged event (knowledge only: the cards
  // themselves move in apply()).
  void learn(const Event& e);

  Options options_;
  int n_;
  int opener_;
  int current_;
  int moves_ = 0;
  std::array<int, kMaxPlaces> card_{};   // values 1..n+1, one per place
  // Bit p of known_[s]: seat s knows the card at place p. Public moves carry
  // the knowledge with the card, so only this and the cards make the game.
  std::array<unsigned, kMaxPlayers> known_{};
  std::vector<Event> log_;
};

std::unique_ptr<Bot> new_bot(const std::string& level);

}  // namespace tabula::toy
