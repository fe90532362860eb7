// Deterministic random numbers for the engine: the same seed gives the same
// sequence natively and in wasm (no std::random distributions, whose output
// differs between standard libraries).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace tabula {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { reseed(seed); }

  void reseed(uint64_t seed) {
    // splitmix64 expands the seed into xoshiro256** state.
    for (auto& word : s_) {
      seed += 0x9e3779b97f4a7c15ULL;
      uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      word = z ^ (z >> 31);
    }
  }

  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n), n > 0. Lemire's method without the rejection
  // step is biased by < 2^-32 for our small n; fine for games, and portable.
  int below(int n) {
    return static_cast<int>(((next() >> 32) * static_cast<uint64_t>(n)) >> 32);
  }

  template <typename T>
  void shuffle(std::vector<T>& v) {
    for (int i = static_cast<int>(v.size()) - 1; i > 0; --i) {
      std::swap(v[i], v[below(i + 1)]);
    }
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace tabula

namespace tabula {

// The generator a bot uses for its decision at `move` of the game started
// from `game_seed`: replaying a save therefore reproduces every bot choice,
// in the CLI and in the browser alike.
inline Rng bot_rng(uint64_t game_seed, int move) {
  return Rng(game_seed ^ (0xa0761d6478bd642fULL * (static_cast<uint64_t>(move) + 1)));
}

}  // namespace tabula
