// Sound and touch for the moments that matter: your turn, a card flipped or
// moved, coins, a reveal, bids revealed, the end of a game. The page picks
// the moment from the seat's new log events (shell/page-access.js, kept out
// of the wasm: the first load must not grow) and plays it (page-sound.js,
// WebAudio; "turn" vibrates a phone). Here: whether sound is on -- on by
// default, off in an embed -- and the top bar's speaker that mutes it,
// remembered on this device.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

using namespace palette;

bool App::sound_on() const {
  const std::optional<std::string> chosen = platform::load("tabula.sound");
  if (chosen) return *chosen == "on";
  return !platform::in_iframe();  // a blog's reader did not ask for noise
}

void App::toggle_sound() {
  sound_ = !sound_on();
  platform::store("tabula.sound", sound_ ? "on" : "off");
  dirty_ = true;
}

// The speaker in the top bar: its cone, and waves when on, a cross when off.
void App::draw_sound_button(Rect r) {
  button("sound", r, "", false, true, 18);
  const SDL_Color c = kCream;
  const Rect i = r.inset(12);
  const float cx = i.x + i.w * 0.35f, cy = i.cy();
  g_->fill_rect({i.x, cy - i.h * 0.18f, cx - i.w * 0.1f - i.x, i.h * 0.36f}, c);
  g_->polygon({{cx - i.w * 0.1f - 0.5f, cy - i.h * 0.18f}, {cx + i.w * 0.12f, cy - i.h * 0.42f},
               {cx + i.w * 0.12f, cy + i.h * 0.42f}, {cx - i.w * 0.1f - 0.5f, cy + i.h * 0.18f}},
              c);
  const float x0 = cx + i.w * 0.28f;
  if (sound_) {
    for (int k = 1; k <= 2; ++k) {
      const float rad = i.h * 0.18f * k;
      for (int s = -3; s < 3; ++s) {
        const float a0 = s * 0.25f, a1 = (s + 1) * 0.25f;
        g_->line(x0 + rad * std::cos(a0) - rad * 0.6f, cy + rad * std::sin(a0), x0 + rad * std::cos(a1) - rad * 0.6f,
                 cy + rad * std::sin(a1), 2, c);
      }
    }
  } else {
    const float d = i.h * 0.22f, mx = x0 + i.w * 0.12f;
    g_->line(mx - d, cy - d, mx + d, cy + d, 2.4f, c);
    g_->line(mx - d, cy + d, mx + d, cy - d, 2.4f, c);
  }
}

}  // namespace tabula::web

#include "platform/export.h"
namespace tabula::web {
extern App* g_app;
}
// For the page: whether sounds are on (page-sound.js is fetched only then).
TABULA_EXPORT int tabula_sound_on() { return tabula::web::g_app && tabula::web::g_app->api_sound_on() ? 1 : 0; }
