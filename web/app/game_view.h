// A board for one game. App (app/*.cc) owns everything common -- start screen,
// top bar, menu, help overlay, pass-the-device screen, bots, autosave,
// notices, window.tabula -- and hands the game area to a GameView, one per
// game, in web/<game>/ and listed in app/views.cc.
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "ui/gfx.h"
#include "ui/i18n.h"

namespace tabula::web {

// What App lends a view for one frame or one tap.
struct ViewContext {
  Gfx& g;
  const I18n& i18n;
  const Json& obs;                         // observation(seat on screen), never more
  const std::vector<std::string>& legal;   // that seat's legal action texts; empty
                                           // when it is not a human's turn there
  double now;                              // App clock (seconds), for animations
  std::function<std::string(int seat)> name_of;
  // Registers a tappable rectangle (ids show in window.tabula.layout()).
  // A view's ids should start with "v:" (its own UI state) or be
  // "action:<exact action text>" (App plays that text when tapped).
  std::function<void(const std::string& id, Rect r)> hit;
  // Draws a standard button and registers it; returns whether it is pressed.
  std::function<bool(const std::string& id, Rect r, const std::string& label, bool primary,
                     bool enabled, float size)>
      button;
  // For a turn composed on screen before it is played (with Back): the
  // position after `pending`, the seat on screen's own actions from now,
  // without playing them -- that seat's observation and legal texts (empty
  // once the turn has passed). False if any action is refused or is not the
  // seat's to take. A view must play a sequence as soon as the preview says
  // its turn is over, never show that preview.
  std::function<bool(const std::vector<std::string>& pending, Json* obs, std::vector<std::string>* legal)> preview;
  // Explains a piece drawn in `r` (a card, character, patron, token, track or
  // icon): App shows `title` and `body` (current language) as a tooltip on
  // hover and on a touch long press, which never plays anything. Register
  // every piece every frame, like hit(); the smallest rectangle under the
  // pointer wins.
  std::function<void(Rect r, const std::string& title, const std::string& body)> explain;
  int seat = 0;        // the seat on screen (obs["seat"]; -1 for an online spectator)
  bool hints = true;   // the player wants the seat's own memory shown (menu: Hints)
  bool solo = true;    // one human at this device: their plate may say "you"
  bool person = true;  // a person plays at this device (not a table of bots, not a spectator)
  // Whether a bot plays `seat` (online, a person elsewhere does not think
  // on our screen, and "Faster bots" cannot hurry them).
  std::function<bool(int seat)> is_bot = [](int) { return true; };
  // A replay (SceneTable): read-only, its controls are the replay's -- no
  // "X is thinking…", no bots to hurry, no Play again / New game.
  bool replay = false;
  // What a seat's plate says beside its name (online, a clocked table: the
  // turn's time left, or that a bot stands in; words made by the page,
  // shell/online.js), "" for nothing.
  std::function<std::string(int seat)> seat_note = [](int) { return std::string(); };
  // The name a seat's plate shows: its name and its note, if any.
  std::string plate_name(int seat) const {
    const std::string note = seat_note ? seat_note(seat) : std::string();
    return note.empty() ? name_of(seat) : name_of(seat) + " · " + note;
  }
  // plate_name(seat) + `suffix` (" (You)"), cut to `max_w` at `size`: the
  // name gives way first ("Annam… · bot plays (You)"), as the note is what
  // changes; where even the note leaves no room, the whole is cut with "…".
  // A view that shows a cut label keeps the whole in its explanation.
  std::string plate_label(int seat, const std::string& suffix, float size, float max_w, Face face) const {
    const std::string whole = plate_name(seat) + suffix;
    if (g.measure(whole, size, face) <= max_w) return whole;
    const std::string note = seat_note ? seat_note(seat) : std::string();
    const std::string tail = (note.empty() ? std::string() : " · " + note) + suffix;
    const float room = max_w - g.measure(tail, size, face);
    if (room >= g.measure("Mmm…", size, face)) return ellipsize(g, name_of(seat), size, room, face) + tail;
    return ellipsize(g, whole, size, max_w, face);
  }
};

// A finished game in numbers, for App's end sequence (app/ending.cc): what
// each seat earned, line by line, counted up one line after another, then the
// totals, which rank the podium (with the observation's "winners").
struct Reckoning {
  struct Line {
    std::string label;                // what earned the points, in words ("Objectives")
    std::vector<int> points;          // per seat
    std::vector<std::string> detail;  // per seat, how ("2×3"), or empty
  };
  std::vector<Line> lines;
  std::string total;        // the totals' name ("Prestige"); "" for the shared "Total"
  std::vector<int> totals;  // per seat; empty: the podium ranks the winners alone
  std::string note;         // said under the table (a tie-break, why the game ended), or ""
};

class GameView {
 public:
  virtual ~GameView() = default;

  // After every action (and once after start/restore): the fresh
  // observation; log events from index `first_new` on are new (animate them).
  // Every game keeps its log in the observation ("log"), so a restored game
  // needs no history: a view reads what it shows from the observation.
  virtual void on_observation(const ViewContext& ctx, size_t first_new) { (void)ctx; (void)first_new; }
  // Draws the whole game area below the top bar (board, panels, actions, log,
  // and the end-game breakdown once obs["over"]).
  virtual void draw(ViewContext& ctx, Rect area) = 0;
  // A tap on a "v:" id this view registered: change selection state, or
  // return an action text for App to play -- or several, one per line (a
  // multi-part turn composed on screen): App plays them in order
  // and stops at the first one refused.
  virtual std::optional<std::string> on_tap(ViewContext& ctx, const std::string& id) = 0;
  // Forget half-made choices (after an action, on cancel, on a new seat).
  virtual void reset_selection() {}
  // True while an animation runs (bots wait for it; redraws continue).
  virtual bool animating(double now) const { (void)now; return false; }
  // True while the view waits for the person at the device (an opening
  // reveal, until Ready): bots wait, but nothing is redrawn meanwhile
  // and window.tabula.waitIdle() returns (nothing moves until a person acts).
  virtual bool holding() const { return false; }
  // The log as it reads on screen, oldest first (window.tabula.log()).
  virtual std::vector<std::string> log_lines(const ViewContext& ctx) const { (void)ctx; return {}; }
  // One log event in words, in the current language ("" to skip it).
  virtual std::string format_event(const ViewContext& ctx, const Json& event) const = 0;
  // The rules summary for the help overlay, paragraph by paragraph.
  virtual std::vector<std::string> rules(const I18n& i18n) const = 0;
  // A short note for the top bar beside the game's name ("Turn 7"), "" for none.
  virtual std::string bar_note(const ViewContext& ctx) const { (void)ctx; return ""; }
  // A drag or wheel over the table (CSS px, positive = towards older log
  // lines): true if the view used it (scrolled its log).
  virtual bool on_scroll(float dy) { (void)dy; return false; }
  // True when the next bot may follow `action` after a short pause (a step
  // that needs no time to read), false for the usual pause.
  virtual bool quick_after(const std::string& action) const { (void)action; return false; }
  // Worlds a move for a review's chances (web/app/review.cc): a chance's
  // noise is about 0.5/sqrt(n) (±6 % at 64); a game whose easy-bot playout
  // is slow asks for fewer, so a review ends in a minute or so.
  virtual int review_worlds() const { return 64; }
  // Makes the choice `id` (a layout() id this view draws, or would draw)
  // show in full and at least a finger wide on the next frame where the
  // layout can: a list scrolls to it, a board zooms onto the part holding
  // it. True if the next frame changes. A lesson asks it for its step's
  // target (web/app/lesson.cc), so a small screen never hides it.
  virtual bool bring_into_view(const std::string& id) { (void)id; return false; }
  // The end sequence (app/ending.cc): the game's reckoning once obs["over"]
  // (default: the observation's "scores", if any, as totals), and the sprite
  // ("<game>/<name>" without "<game>/") standing for `seat` on the podium,
  // one that exists in the game's atlas today; "" for the game's emblem.
  virtual Reckoning reckoning(const ViewContext& ctx) const;
  virtual std::string portrait(const ViewContext& ctx, int seat) const { (void)ctx; (void)seat; return ""; }
  // Drawn over that portrait in `r` once it has faded in: what the game's
  // own drawing of it adds to the bare sprite (a card's name on its ribbon,
  // which the art leaves blank so the name follows the language).
  virtual void over_portrait(const ViewContext& ctx, int seat, Gfx& g, Rect r) const {
    (void)ctx; (void)seat; (void)g; (void)r;
  }
};

// The view for `game`, or nullptr if this page has no board for it.
std::unique_ptr<GameView> make_view(const std::string& game);
// The game's emblem (web/<game>/emblem.cc) in `r`, as the start screen, the
// pass-the-device screen and the overlays show it; a game with none gets
// draw_default_emblem (false only for a game not in the list).
bool draw_game_emblem(const std::string& game, Gfx& g, Rect r);
// A plaque with the title's initial: the emblem of a game without its own.
void draw_default_emblem(const std::string& title, Gfx& g, Rect r);
// The plain board (app/plain_view.cc): a game's observation and a button per
// legal action, the board of a game without its own (a new game's stub).
std::unique_ptr<GameView> make_plain_view();
// The game's backdrop behind the start and pass-the-device screens (plain
// velvet for a game with none of its own).
void draw_game_backdrop(const std::string& game, Gfx& g, Rect r);

}  // namespace tabula::web
