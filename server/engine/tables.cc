// The engine as a Node module for the online server: many tables in one
// module instance, each addressed by a small integer handle. Every function
// takes and returns text (JSON), so the JS side needs only ccall. The
// server is authoritative: it alone holds the seed and the save; what it
// sends a client comes from view(handle, seat), which holds only what that
// seat may know (State::observation).
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <emscripten.h>

#include "core/game.h"
#include "core/match.h"
#include "core/save.h"

#define TN_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE

namespace tabula {
namespace {

std::map<int, std::unique_ptr<Match>> g_tables;
int g_next_handle = 1;
std::string g_out;

const char* out(const Json& j) {
  g_out = j.dump();
  return g_out.c_str();
}
const char* fail(const std::string& reason) { return out(Json{{"ok", false}, {"reason", reason}}); }

Match* find(int handle) {
  auto it = g_tables.find(handle);
  return it == g_tables.end() ? nullptr : it->second.get();
}

const char* adopt(std::unique_ptr<Match> match) {
  const int handle = g_next_handle++;
  g_tables[handle] = std::move(match);
  return out(Json{{"ok", true}, {"handle", handle}});
}

// One bot per (game, level): the bots keep no memory between decisions (the
// page's App shares one bot among all its bot seats for the same reason).
Bot* bot_for(const GameInfo& info, const std::string& level) {
  static std::map<std::string, std::unique_ptr<Bot>> bots;
  const std::string key = info.name + "/" + level;
  auto it = bots.find(key);
  if (it != bots.end()) return it->second.get();
  std::unique_ptr<Bot> bot = info.new_bot ? info.new_bot(level) : nullptr;
  if (!bot) return nullptr;
  Bot* raw = bot.get();
  bots[key] = std::move(bot);
  return raw;
}

}  // namespace
}  // namespace tabula

using namespace tabula;

// [{name, title, min_players, max_players, variants, bot_levels}]: what a
// table may be created with.
TN_EXPORT const char* tn_games() {
  Json list = Json::array();
  for (const GameInfo& g : all_games()) {
    list.push_back(Json{{"name", g.name},
                        {"title", g.title},
                        {"min_players", g.min_players},
                        {"max_players", g.max_players},
                        {"variants", g.variants},
                        {"bot_levels", g.bot_levels},
                        {"test_only", g.test_only}});
  }
  return out(list);
}

// A new table from options and a decimal seed: {ok, handle} or {ok:false, reason}.
TN_EXPORT const char* tn_create(const char* game, int players, const char* variant,
                                const char* seed_text) {
  const GameInfo* info = find_game(game);
  if (!info) return fail(std::string("unknown game \"") + game + "\"");
  Options options;
  options.players = players;
  options.variant = variant;
  if (auto problem = info->check_options(options)) return fail(*problem);
  uint64_t seed = 0;
  if (!parse_seed(seed_text, &seed)) return fail("bad seed");
  std::string why;
  std::unique_ptr<Match> match = Match::start(info->name, options, seed, &why);
  if (!match) return fail(why);
  return adopt(std::move(match));
}

// A table back from its save (every action replayed and validated).
TN_EXPORT const char* tn_restore(const char* save_text) {
  Save save;
  std::string why;
  if (!parse_save(save_text, &save, &why)) return fail(why);
  std::unique_ptr<Match> match = Match::restore(save, &why);
  if (!match) return fail(why);
  return adopt(std::move(match));
}

TN_EXPORT void tn_free(int handle) { g_tables.erase(handle); }

// Plays untrusted action text for `seat`: {ok, move, text} or {ok:false, reason}
// with the table untouched. `seat` must be the seat to decide now.
TN_EXPORT const char* tn_act(int handle, int seat, const char* text) {
  Match* m = find(handle);
  if (!m) return fail("no such table");
  const State& st = m->state();
  if (st.is_terminal()) return fail("the game is over");
  if (st.current_player() != seat) return fail("it is not your turn");
  std::string why;
  if (!m->act(text, &why)) return fail(why);
  return out(Json{{"ok", true}, {"move", st.move_number()}, {"text", m->save().actions.back()}});
}

// What `seat` may see (seat -1: the public view, for spectators): its
// observation, its legal action texts when it is to act, and the table's
// public progress. Never anything another seat holds secret.
TN_EXPORT const char* tn_view(int handle, int seat) {
  Match* m = find(handle);
  if (!m) return fail("no such table");
  const State& st = m->state();
  Json legal = Json::array();
  if (seat >= 0 && !st.is_terminal() && st.current_player() == seat) {
    for (Action a : st.legal_actions()) legal.push_back(st.action_to_text(a));
  }
  return out(Json{{"ok", true},
                  {"observation", st.observation(seat)},
                  {"legal", legal},
                  {"current", st.current_player()},
                  {"over", st.is_terminal()},
                  {"move", st.move_number()}});
}

// The same view as tn_view without "ok" and "move", as MessagePack bytes
// (the encoding the clients' messages use): the server sends them as they
// are, without JSON text to print here and parse and pack again in JS (that
// was most of an action's cost). Returns the bytes' address; tn_out_size()
// their length. The observation is moved into place, not copied.
static std::vector<uint8_t> g_packed;
TN_EXPORT const uint8_t* tn_view_pack(int handle, int seat) {
  g_packed.clear();
  Match* m = find(handle);
  if (!m) return nullptr;
  const State& st = m->state();
  Json legal = Json::array();
  if (seat >= 0 && !st.is_terminal() && st.current_player() == seat) {
    for (Action a : st.legal_actions()) legal.push_back(st.action_to_text(a));
  }
  Json view = Json::object();
  view["observation"] = st.observation(seat);
  view["legal"] = std::move(legal);
  view["current"] = st.current_player();
  view["over"] = st.is_terminal();
  Json::to_msgpack(view, g_packed);
  return g_packed.data();
}
TN_EXPORT int tn_out_size() { return static_cast<int>(g_packed.size()); }

// {current, over, move, scores, winners}: public facts, for the server's flow.
TN_EXPORT const char* tn_status(int handle) {
  Match* m = find(handle);
  if (!m) return fail("no such table");
  const State& st = m->state();
  return out(Json{{"ok", true},
                  {"current", st.current_player()},
                  {"over", st.is_terminal()},
                  {"move", st.move_number()},
                  {"scores", st.scores()},
                  {"winners", st.winners()}});
}

// The whole save (options, seed, actions): for the store and tests only,
// never for a client.
TN_EXPORT const char* tn_save(int handle) {
  Match* m = find(handle);
  if (!m) return fail("no such table");
  return out(save_to_json(m->save()));
}

// The bot's action text for the seat to decide now, drawn with
// bot_rng(seed, move) exactly as the page and tabula-cli do, so a save
// replays identically wherever it is played. Does not apply it.
TN_EXPORT const char* tn_bot(int handle, const char* level) {
  Match* m = find(handle);
  if (!m) return fail("no such table");
  const State& st = m->state();
  if (st.is_terminal()) return fail("the game is over");
  Bot* bot = bot_for(m->info(), level);
  if (!bot) return fail(std::string("no bot for level \"") + level + "\"");
  const int seat = st.current_player();
  Rng rng = bot_rng(m->save().seed, st.move_number());
  const Action a = bot->choose(st, seat, rng);
  return out(Json{{"ok", true}, {"seat", seat}, {"move", st.move_number()}, {"text", st.action_to_text(a)}});
}
