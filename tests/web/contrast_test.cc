// Every text App and the views draw sits on one of a few backgrounds: WCAG
// AA wants 4.5:1 between the two (3:1 for large text: 18.66 px bold or 24 px
// and up, the titles). The pairs below are the palette's text/background
// pairs as web/app and web/<game> draw them; a colour changed in
// web/ui/gfx.h that breaks one fails here.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "ui/gfx.h"

namespace {

using namespace tabula::web::palette;

double luminance(SDL_Color c) {
  auto f = [](double v) {
    v /= 255;
    return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
}

double contrast(SDL_Color a, SDL_Color b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The backgrounds App draws itself (web/app/overlays.cc, app.cc).
constexpr SDL_Color kTopBar{24, 8, 22, 255};
constexpr SDL_Color kPanel{40, 16, 34, 255};
constexpr SDL_Color kHarlequinAlt{70, 14, 32, 255};

struct Pair {
  const char* what;
  SDL_Color fg, bg;
  bool large;
};

const Pair kPairs[] = {
    {"button label on a teal button", kCream, kTeal, false},
    {"primary button label on gold", kInk, kGold, false},
    {"title on the top bar", kGold, kTopBar, true},
    {"note on the top bar", kMuted, kTopBar, false},
    {"rules text on the panel", kCream, kPanel, false},
    {"keys and notes on the panel", kMuted, kPanel, false},
    {"embed snippet on the panel", kHighlight, kPanel, false},
    {"heading on the panel", kGold, kPanel, true},
    {"start screen text on velvet", kCream, kVelvet, false},
    {"start screen text on the harlequin", kCream, kHarlequinAlt, false},
    {"start screen text on night", kCream, kNight, false},
    {"muted text on velvet", kMuted, kVelvet, false},
    {"muted text on the harlequin", kMuted, kHarlequinAlt, false},
    {"gold text on velvet", kGold, kVelvet, false},
    {"gold text on night", kGold, kNight, false},
    {"text on the felt", kCream, kFelt, false},
    {"gold on the felt", kGold, kFelt, false},
    {"ink on a cream card", kInk, kCream, false},
    {"the focus ring's gold against night", kHighlight, kNight, true},
};

TEST(Contrast, PaletteTextPairsMeetWcagAA) {
  for (const Pair& p : kPairs) {
    const double need = p.large ? 3.0 : 4.5;
    EXPECT_GE(contrast(p.fg, p.bg), need) << p.what;
  }
}

// The keyboard's focus ring (web/app/keyboard.cc): dark, light, dark bands.
// Against everything the games draw under a choice, one of its colours
// stands out by 3:1 (WCAG 1.4.11, non-text), and its bands against each other.
TEST(Contrast, TheFocusRingShowsOnEveryBackground) {
  const SDL_Color dark = kNight, light = kHighlight;
  const SDL_Color backgrounds[] = {kGold, kGoldDark, kHighlight, kCream, kMuted, kTeal, kTealLight, kVelvet,
                                   kVelvetDark, kNight, kFelt, kFeltEdge, kInk, kTopBar, kPanel, kHarlequinAlt, kDanger};
  EXPECT_GE(contrast(dark, light), 3.0) << "the ring's bands against each other";
  for (const SDL_Color& bg : backgrounds) {
    EXPECT_GE(std::max(contrast(dark, bg), contrast(light, bg)), 3.0)
        << "background " << int(bg.r) << "," << int(bg.g) << "," << int(bg.b);
  }
}

TEST(Contrast, TheMeasureItself) {
  EXPECT_NEAR(contrast({0, 0, 0, 255}, {255, 255, 255, 255}), 21.0, 1e-9);
  EXPECT_NEAR(contrast(kCream, kCream), 1.0, 1e-9);
  EXPECT_LT(contrast(kTealLight, kTeal), 4.5);  // a pair the games must not use for text
}

}  // namespace
