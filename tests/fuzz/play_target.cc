// Fuzz target "play-<game>" (TABULA_FUZZ_GAME names the game): the input's
// bytes choose the table (players, variant, seed) and then every step of a
// session -- a legal move, raw typed text, a legal move's text with one typo,
// or a stretch of random play to get deep into the game cheaply. After every
// step the position is checked (invariants.h): legal actions and their texts,
// every seat's observation, secrets, and resample() fairness.
//
// Cost: an observation (the whole log as JSON) costs hundreds of moves, so
// while fuzzing the costly checks run once, where the session stops, for one
// seat (the seed's choice); each step gets the cheap check_turn and typed
// text the cheap check_act. Every prefix of an input is an input too,
// so each position is still checked fully as some session's end, for every
// seat across seeds. The corpus replay (g_check_every_step) checks every
// step and every seat.
#include <cstddef>
#include <cstdint>

#include "core/save.h"
#include "fuzz_input.h"
#include "invariants.h"

#ifndef TABULA_FUZZ_GAME
#error "build with -DTABULA_FUZZ_GAME=\"<game>\" (tests/fuzz/CMakeLists.txt does, per game)"
#endif

namespace tabula::fuzz {
namespace {

// A session never outgrows this many moves (every game ends far sooner by its
// rules; the cap keeps a single input fast).
constexpr int kMaxMoves = 3000;

// One keyboard slip on a legal action's text: the parser must refuse it or
// take it only if it happens to be another legal action's exact text.
std::string typo(std::string text, FuzzInput& in) {
  const size_t pos = text.empty() ? 0 : in.byte() % (text.size() + 1);
  const uint8_t c = in.byte();
  switch (in.byte() % 6) {
    case 0: if (pos < text.size()) text.erase(pos, 1); break;
    case 1: text.insert(pos, 1, static_cast<char>(c)); break;
    case 2: if (pos < text.size()) text[pos] = static_cast<char>(c); break;
    case 3: text += ' '; break;
    case 4: text = ' ' + text; break;
    default: if (pos < text.size()) text[pos] = static_cast<char>(text[pos] ^ 0x20); break;  // case
  }
  return text;
}

void session(const uint8_t* data, size_t size) {
  FuzzInput in(data, size);
  const GameInfo* info = find_game(TABULA_FUZZ_GAME);
  if (!info) fail("unknown game " TABULA_FUZZ_GAME);
  Options options;
  options.players = info->min_players + in.byte() % (info->max_players - info->min_players + 1);
  options.variant = info->variants[in.byte() % info->variants.size()];
  const uint64_t seed = in.u32();
  // Not every variant suits every player count (a variant may need 2+
  // players): such options are refused with a reason, and the
  // session goes on with the standard game, which every count must accept.
  if (auto problem = info->check_options(options)) {
    expect(!problem->empty(), "options refused without a reason");
    options.variant = info->variants[0];
    if (auto again = info->check_options(options)) fail("standard options refused: " + *again);
  }
  std::unique_ptr<State> state = info->new_game(options, seed);
  Rng rng(seed ^ 0x5eed);
  Save save{info->name, options, seed, {}, Json::object()};
  std::vector<Action> legal;
  const bool thorough = g_check_every_step;
  const int n = state->players();
  const int first = static_cast<int>(seed % static_cast<uint64_t>(n));
  const int seats = thorough ? n : 1;

  auto play = [&](Action a) {
    save.actions.push_back(state->action_to_text(a));
    state->apply(a);
  };

  // `legal` holds the position's legal actions at the top of each step: one
  // listing per step serves both check_turn and the next step's choice.
  state->legal_actions(legal);
  while (!in.done() && !state->is_terminal() && state->move_number() < kMaxMoves) {
    const uint8_t op = in.byte();
    if (op < 0xE0) {  // a legal move, the fuzzer's choice
      play(legal[in.below(static_cast<int>(legal.size()))]);
    } else if (op < 0xF0) {  // random play, checked only where it stops
      Rng walk(in.byte());
      for (int k = 0; k < (op - 0xE0 + 1) * 8 && !state->is_terminal(); ++k) {
        if (k > 0) state->legal_actions(legal);
        play(legal[walk.below(static_cast<int>(legal.size()))]);
      }
    } else if (op < 0xF8) {  // raw typed text
      const int before = state->move_number();
      const std::string text = in.text(48);
      check_act(*state, text, thorough);
      if (state->move_number() != before) save.actions.push_back(text);
    } else {  // a legal action's text with one slip
      const std::string text = typo(state->action_to_text(legal[in.below(static_cast<int>(legal.size()))]), in);
      const int before = state->move_number();
      check_act(*state, text, thorough);
      if (state->move_number() != before) save.actions.push_back(text);
    }
    state->legal_actions(legal);
    if (thorough) check_position(*state, rng, 0, n);
    else check_turn(*state, legal);
  }
  // The session as a save: it must load and replay to the same position.
  // Replay goes through act() for every move where the session mostly used
  // apply(), and skips the refused texts: a refused act() that changed the
  // game, or an act() that differs from apply(), shows in check_position,
  // which compares a clone of the replayed game with the session's (one
  // observation checks both the replay and clone()).
  Save loaded;
  std::string why;
  const std::string saved = save_to_json(save).dump();
  if (g_session_save) *g_session_save = saved;
  if (!parse_save(saved, &loaded, &why)) fail("the session's save does not load: " + why);
  std::unique_ptr<State> again = replay(loaded, &why);
  if (!again) fail("the session's save does not replay: " + why);
  // The full check where the session stops, for the watched seats.
  check_position(*state, rng, first, seats, nullptr, again.get());
}

}  // namespace
}  // namespace tabula::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  tabula::fuzz::session(data, size);
  return 0;
}
