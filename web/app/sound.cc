// Sound and touch for the moments that matter: your turn, a card flipped or
// moved, coins, a reveal, bids revealed, the end of a game. App says which
// moment came (from the new events in the seat's log, and the turn); the
// page plays it (shell/page-sound.js makes the sounds with WebAudio, and
// vibrates for your turn). On by default, off in an embed; the top bar's
// speaker button mutes, remembered on this device.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
EM_JS(void, tabula_js_cue, (const char* name), {
  if (window.tabulaAccess && window.tabulaAccess.cue) window.tabulaAccess.cue(UTF8ToString(name));
});
#else
static void tabula_js_cue(const char*) {}
#endif

namespace tabula::web {

using namespace palette;

namespace {

// The loudest moment among a burst of events: one sound, never a clatter.
int weight(const std::string& cue) {
  static const char* kOrder[] = {"flip", "coins", "reveal", "bid", "turn", "end"};
  for (int i = 0; i < 6; ++i)
    if (cue == kOrder[i]) return i + 1;
  return 0;
}

std::string cue_of(const Json& event) {
  if (!event.is_object() || !event.contains("type") || !event["type"].is_string()) return "";
  const std::string t = event["type"].get<std::string>();
  if (t == "over" || t == "end" || t == "final") return "end";
  if (t == "bids") return "bid";
  if (t == "reveal" || t == "peek" || t == "announce" || t == "claim") return "reveal";
  if (t == "gold" || t == "fortunes" || t == "purse" || t == "scoring" || t == "act_scoring") return "coins";
  if (t == "swap" || t == "spy-swap" || t == "hire" || t == "costume" || t == "set" || t == "discard" ||
      t == "patron" || t == "take" || t == "neutral_take" || t == "cubes")
    return "flip";
  return "";
}

}  // namespace

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

// Once a frame, before drawing: the new events since the last frame, and
// whether the turn just came to the seat on screen.
void App::cue_sounds() {
  if (screen_ != Screen::Table || !table_ || !obs_.is_object() || !obs_.contains("log")) {
    cued_events_ = SIZE_MAX;
    my_turn_ = false;
    return;
  }
  const Json& log = obs_["log"];
  std::string cue;
  if (cued_events_ != SIZE_MAX && log.size() > cued_events_) {
    for (size_t i = cued_events_; i < log.size(); ++i) {
      std::string c = cue_of(log[i]);
      if (weight(c) > weight(cue)) cue = c;
    }
  }
  cued_events_ = log.size();  // also after a restore, an undo, a new game: nothing to play
  const bool mine = !table_->over() && human_to_move() >= 0 && overlay_ != Overlay::Pass;
  if (mine && !my_turn_ && weight("turn") > weight(cue)) cue = "turn";
  my_turn_ = mine;
  if (!cue.empty() && sound_) tabula_js_cue(cue.c_str());
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
