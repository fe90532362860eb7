// Fuzz target "save": any text offered as a save file (the page's "load",
// tabula-cli --load, a bug report). parse_save must refuse bad input with a
// reason and never crash; a save it accepts must survive a round trip and
// either replay or be refused with the failing action named.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/match.h"
#include "core/save.h"
#include "invariants.h"

namespace tabula::fuzz {
namespace {

// Replaying costs one act() per action; a longer list adds no new paths.
constexpr size_t kMaxActions = 2000;

void load(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  Save save;
  std::string why;
  if (!parse_save(text, &save, &why)) {
    expect(!why.empty(), "a refused save must say why");
    return;
  }
  // What was read is what is written back.
  Save back;
  const std::string written = save_to_json(save).dump();
  if (!parse_save(written, &back, &why)) fail("a loaded save does not load once written: " + why);
  expect(save_to_json(back).dump() == written, "a save changes on a round trip");

  if (save.actions.size() > kMaxActions) return;
  std::unique_ptr<State> state = replay(save, &why);
  std::unique_ptr<Match> match = Match::restore(save, &why);
  expect((state != nullptr) == (match != nullptr), "replay() and Match::restore() disagree on a save");
  if (!state) {
    expect(!why.empty(), "a save that does not replay must say why");
    return;
  }
  expect(state->move_number() == static_cast<int>(save.actions.size()), "replay lost a move");
  Rng rng(save.seed);
  check_position(*state, rng, 0, state->players());
}

}  // namespace
}  // namespace tabula::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  tabula::fuzz::load(data, size);
  return 0;
}
