// How big a statistical or many-games test is in this build. Under the
// sanitizers (the asan preset: ASan + UBSan, about 20x slower) the whole
// suite runs too, so those tests play fewer games there: the same code paths
// and the same per-position invariants, but their statistical thresholds
// (seat shares, means, "at least N") are checked only at full size, where
// they mean something.
#pragma once

namespace tabula::testing {

#if defined(__SANITIZE_ADDRESS__) || defined(TABULA_SANITIZED)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// `full` in a normal build, `sanitized` under the sanitizers.
constexpr int scaled(int full, int sanitized) { return kSanitized ? sanitized : full; }

}  // namespace tabula::testing
