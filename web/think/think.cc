// The bots' searches off the page's main thread. This is the engine alone (no
// SDL, no drawing), built as think.{js,wasm} and run by shell/think-worker.js
// in a Web Worker: the page (web/app/local_table.cc) sends the save of the
// game as it stands and the level, and gets back the action to play. The
// page then draws at full rate however long the expert searches, and a
// decision takes its one-call time whatever the frame rate.
//
// The decision is the one the page would think out in slices: the same save
// replayed, the same bot, the same rng (bot_rng(seed, move)), and the
// search's budget is a count of iterations, not a clock.
#include <emscripten.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/review.h"
#include "core/rng.h"
#include "core/save.h"

namespace {

using tabula::Json;

// One bot per game and level, made on first use (a bot keeps no state
// between decisions that changes what it decides).
tabula::Bot* bot_for(const tabula::GameInfo& info, const std::string& level) {
  static std::map<std::string, std::unique_ptr<tabula::Bot>> bots;
  std::unique_ptr<tabula::Bot>& bot = bots[info.name + "/" + level];
  if (!bot && info.new_bot) bot = info.new_bot(level);
  return bot.get();
}

std::string refuse(const std::string& why) { return Json{{"ok", false}, {"reason", why}}.dump(); }

// A request's save and its game (every request carries the save as text):
// null, with the reason, where either is wrong.
const tabula::GameInfo* save_and_game(const std::string& text, tabula::Save* save, std::string* why) {
  if (!tabula::parse_save(text, save, why)) {
    *why = "save: " + *why;
    return nullptr;
  }
  const tabula::GameInfo* info = tabula::find_game(save->game);
  if (!info) *why = "unknown game \"" + save->game + "\"";
  return info;
}

// A review's point (core/review.h): {"review": {"save": <a finished game's
// save text>, "seat": s, "at": k, "playouts": p}} -> every seat's chance to
// win before move k as seat s could judge it (in ten-thousandths), who made move k and how many
// choices it had: {ok, at, chances, mover, choices}. One point a request, so
// the page shows progress and stops a review by asking no more.
std::string review_point(const Json& r) {
  if (!r.is_object() || !r.contains("save") || !r["save"].is_string() || !r.contains("seat") ||
      !r["seat"].is_number_integer() || !r.contains("at") || !r["at"].is_number_integer() ||
      !r.contains("playouts") || !r["playouts"].is_number_integer()) {
    return refuse("the review request is not {save, seat, at, playouts}");
  }
  tabula::Save save;
  std::string why;
  const tabula::GameInfo* info = save_and_game(r["save"].get<std::string>(), &save, &why);
  if (!info) return refuse(why);
  const int at = r["at"].get<int>(), seat = r["seat"].get<int>();
  const int playouts = std::min(4096, std::max(1, r["playouts"].get<int>()));
  if (at < 0 || at > static_cast<int>(save.actions.size())) return refuse("no move " + std::to_string(at));
  if (seat < 0 || seat >= save.options.players) return refuse("no seat " + std::to_string(seat));
  save.actions.resize(static_cast<size_t>(at));
  std::unique_ptr<tabula::State> state = tabula::replay(save, &why);
  if (!state) return refuse("save: " + why);
  // In ten-thousandths: whole numbers on the wire, so tabula.wasm carries no
  // float printing or reading for them (its first load stays small).
  std::vector<int> chances;
  for (double c : tabula::win_chances(*info, *state, seat, playouts, save.seed))
    chances.push_back(static_cast<int>(std::lround(c * 10000)));
  Json out{{"ok", true}, {"at", at}, {"chances", chances}};
  out["mover"] = state->current_player();
  out["choices"] = state->is_terminal() ? 0 : static_cast<int>(state->legal_actions().size());
  return out.dump();
}

// The log events `a` adds to `before`, as `seat` sees them: what the page
// words a move with (GameView::format_event), for a move played or not.
Json events_of(const tabula::State& before, tabula::Action a, int seat) {
  const size_t from = before.observation(seat)["log"].size();
  std::unique_ptr<tabula::State> after = before.clone();
  after->apply(a);
  const Json log = after->observation(seat)["log"];
  Json out = Json::array();
  for (size_t k = from; log.is_array() && k < log.size(); ++k) out.push_back(log[k]);
  return out;
}

// A decision's own cost (core/review.h decision_cost, issue 34 §9), judged
// from what its mover knew before it:
//   {"cost": {"save", "at", "worlds"}} picks the better action and measures
//   it against move `at` of the finished game's save on `worlds` worlds;
//   {"cost": {"save", "at", "more", "better", "measured"}} measures `more`
//   worlds on top of an answer already given (the page keeps the sums: the
//   worker forgets, and a dropped worker loses nothing).
// -> {ok, at, seat, played, better (the actions' texts), measured: [worlds,
// played, better, diff, squares] (the sums in ten-thousandths: whole numbers
// on the wire), played_events, better_events}. better == played: nothing
// the seat could see did better.
std::string review_cost(const Json& r) {
  auto integer = [&](const char* k) { return r.is_object() && r.contains(k) && r[k].is_number_integer(); };
  if (!r.is_object() || !r.contains("save") || !r["save"].is_string() || !integer("at") ||
      !(integer("worlds") || (integer("more") && r.contains("better") && r["better"].is_string() &&
                              r.contains("measured") && r["measured"].is_array() && r["measured"].size() == 5))) {
    return refuse("the cost request is not {save, at, worlds} or {save, at, more, better, measured}");
  }
  tabula::Save save;
  std::string why;
  const tabula::GameInfo* info = save_and_game(r["save"].get<std::string>(), &save, &why);
  if (!info) return refuse(why);
  const int at = r["at"].get<int>();
  if (at < 0 || at >= static_cast<int>(save.actions.size())) return refuse("no move " + std::to_string(at));
  const std::string played_text = save.actions[static_cast<size_t>(at)];
  save.actions.resize(static_cast<size_t>(at));
  std::unique_ptr<tabula::State> before = tabula::replay(save, &why);
  if (!before) return refuse("save: " + why);
  if (before->is_terminal()) return refuse("move " + std::to_string(at) + " is past the end");
  const std::optional<tabula::Action> played = before->text_to_action(played_text, &why);
  if (!played) return refuse("move " + std::to_string(at) + ": " + why);
  tabula::DecisionCost c;
  if (integer("worlds")) {
    const int worlds = std::min(1024, std::max(2, r["worlds"].get<int>()));
    c = tabula::decision_cost(*info, *before, at, *played, worlds, save.seed);
  } else {
    const std::optional<tabula::Action> better = before->text_to_action(r["better"].get<std::string>(), &why);
    if (!better) return refuse("better: " + why);
    const Json& m = r["measured"];
    for (const Json& v : m)
      if (!v.is_number_integer()) return refuse("measured: whole numbers");
    c.at = at;
    c.played = *played;
    c.better = *better;
    c.worlds = m[0].get<int>();
    c.played_sum = m[1].get<int>() / 10000.0;
    c.better_sum = m[2].get<int>() / 10000.0;
    c.diff_sum = m[3].get<int>() / 10000.0;
    c.diff_squares = m[4].get<int>() / 10000.0;
    tabula::measure_more(*info, *before, c, std::min(1024, std::max(1, r["more"].get<int>())), save.seed);
  }
  const int seat = before->current_player();
  auto n = [](double v) { return static_cast<int>(std::lround(v * 10000)); };
  Json out{{"ok", true}, {"at", at}, {"seat", seat}};
  out["played"] = before->action_to_text(c.played);
  out["better"] = before->action_to_text(c.better);
  out["measured"] = {c.worlds, n(c.played_sum), n(c.better_sum), n(c.diff_sum), n(c.diff_squares)};
  out["played_events"] = events_of(*before, c.played, seat);
  out["better_events"] = c.better == c.played ? Json::array() : events_of(*before, c.better, seat);
  return out.dump();
}

// A benchmark, not a game (window.tabula.benchBot, tests/browser/bench-*.mjs):
// {"bench": {"game", "players", "level", "decisions"}} plays games of `game`
// with easy-enough bots and times `level`'s decision at every position with
// a real choice, here where the bots search (this -O3 engine, not the
// page's), until `decisions` are timed -> {game, players, level, decisions,
// median_ms, max_ms}. (It was in tabula.wasm, whose every byte is on the
// first load, and it brought float printing there.)
std::string bench(const Json& r) {
  if (!r.is_object() || !r.contains("game") || !r["game"].is_string() || !r.contains("players") ||
      !r["players"].is_number_integer() || !r.contains("level") || !r["level"].is_string() ||
      !r.contains("decisions") || !r["decisions"].is_number_integer()) {
    return refuse("the bench request is not {game, players, level, decisions}");
  }
  const std::string game = r["game"].get<std::string>(), level = r["level"].get<std::string>();
  const int players = r["players"].get<int>(), decisions = r["decisions"].get<int>();
  const tabula::GameInfo* info = tabula::find_game(game);
  tabula::Options options;
  options.players = players;
  if (!info || info->check_options(options) || decisions < 1) return refuse("bad game or players");
  std::unique_ptr<tabula::Bot> timed = info->new_bot(level);
  if (!timed) return refuse("no bot for level \"" + level + "\"");
  std::unique_ptr<tabula::Bot> mover = info->new_bot(info->bot_levels.size() > 1 ? info->bot_levels[1] : level);
  std::vector<double> ms;
  std::vector<tabula::Action> legal;
  for (uint64_t seed = 1; static_cast<int>(ms.size()) < decisions && seed < 100; ++seed) {
    std::unique_ptr<tabula::State> s = info->new_game(options, seed);
    while (!s->is_terminal() && static_cast<int>(ms.size()) < decisions) {
      const int seat = s->current_player();
      s->legal_actions(legal);
      if (legal.size() > 1) {
        tabula::Rng rng = tabula::bot_rng(seed, s->move_number());
        const double t0 = emscripten_get_now();
        timed->choose(*s, seat, rng);
        ms.push_back(emscripten_get_now() - t0);
      }
      tabula::Rng rng = tabula::bot_rng(seed + 1000, s->move_number());
      s->apply(mover->choose(*s, seat, rng));
    }
  }
  std::sort(ms.begin(), ms.end());
  return Json{{"ok", true}, {"game", game}, {"players", players}, {"level", level}, {"decisions", ms.size()},
              {"median_ms", ms.empty() ? 0.0 : ms[ms.size() / 2]}, {"max_ms", ms.empty() ? 0.0 : ms.back()}}
      .dump();
}

// request: {"save": <save text>, "level": "...", "move": n}. `move` is the
// move number the page asks about: a save that does not reach it is refused,
// so an answer can never be for another position.
std::string think(const std::string& request_text) {
  const Json request = Json::parse(request_text, nullptr, false);
  if (request.is_object() && request.contains("review")) return review_point(request["review"]);
  if (request.is_object() && request.contains("cost")) return review_cost(request["cost"]);
  if (request.is_object() && request.contains("bench")) return bench(request["bench"]);
  if (!request.is_object() || !request.contains("save") || !request["save"].is_string() ||
      !request.contains("level") || !request["level"].is_string() || !request.contains("move") ||
      !request["move"].is_number_integer()) {
    return refuse("the request is not {save, level, move}");
  }
  tabula::Save save;
  std::string why;
  const tabula::GameInfo* info = save_and_game(request["save"].get<std::string>(), &save, &why);
  if (!info) return refuse(why);
  std::unique_ptr<tabula::State> state = tabula::replay(save, &why);
  if (!state) return refuse("save: " + why);
  if (state->is_terminal()) return refuse("the game is over");
  if (state->move_number() != request["move"].get<int>()) return refuse("the save is at another move");
  const std::string level = request["level"].get<std::string>();
  tabula::Bot* bot = bot_for(*info, level);
  if (!bot) return refuse("no bot for level \"" + level + "\"");
  const int seat = state->current_player();
  tabula::Rng rng = tabula::bot_rng(save.seed, state->move_number());
  const tabula::Action a = bot->choose(*state, seat, rng);
  return Json{{"ok", true}, {"move", state->move_number()}, {"seat", seat}, {"text", state->action_to_text(a)}}.dump();
}

}  // namespace

extern "C" EMSCRIPTEN_KEEPALIVE const char* tabula_think(const char* request) {
  static std::string answer;
  answer = think(request ? request : "");
  return answer.c_str();
}
