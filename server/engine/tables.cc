// The engine as a Node module for the online server: many tables in one
// module instance, each addressed by a small integer handle. Every function
// takes and returns text (JSON), so the JS side needs only ccall. The
// server is authoritative: it alone holds the seed and the save; what it
// sends a client comes from view(handle, seat), which holds only what that
// seat may know (State::observation).
#include <cstring>
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
// was most of an action's cost).
//
// Most of an observation does not change from one move to the next (the
// board's layout, the log but its newest entries, the other companies): a
// client that has a seat's observation at move `base` is sent only what
// changed since, as `patch` instead of `observation` (format below), built
// once per seat per move like the whole view. The engine remembers, per
// table and seat, a 64-bit hash of each top-level value (of each element for
// arrays) of the last observation it built, not the observation itself, so a
// thousand tables cost a few KB each.
//   patch: {base, set: {key: value}, append: {key: [new elements]},
//           items: {key: [[index, value]...]}, drop: [key...]}
// applied to the observation at move `base` (every key in `set` replaced, the
// elements in `append` added at the end of that array, the elements of an
// array of the same length replaced at their index, the keys in `drop`
// removed) gives exactly the observation at this move.
namespace tabula {
namespace {

// A 64-bit hash over the value's parts, with its type and sizes mixed in so
// that different shapes never hash alike by construction. Words are mixed
// whole and texts eight bytes at a time (byte-at-a-time FNV was a tenth of a
// view's cost); 64 bits throughout, as a collision would leave a client with
// a stale value (std::hash is 32 bits in wasm32).
struct Hasher {
  uint64_t h = 1469598103934665603ull;
  void word(uint64_t w) {
    h ^= w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
  }
  void byte(uint8_t b) { word(b); }
  void text(const std::string& t) {
    word(t.size());
    size_t i = 0;
    for (; i + 8 <= t.size(); i += 8) {
      uint64_t w;
      std::memcpy(&w, t.data() + i, 8);
      word(w);
    }
    uint64_t rest = 0;
    std::memcpy(&rest, t.data() + i, t.size() - i);
    word(rest);
  }
  void value(const Json& j) {
    byte(static_cast<uint8_t>(j.type()));
    switch (j.type()) {
      case Json::value_t::object:
        word(j.size());
        for (auto it = j.begin(); it != j.end(); ++it) { text(it.key()); value(it.value()); }
        break;
      case Json::value_t::array: word(j.size()); for (const Json& e : j) value(e); break;
      case Json::value_t::string: text(j.get_ref<const std::string&>()); break;
      case Json::value_t::boolean: byte(j.get<bool>() ? 1 : 0); break;
      case Json::value_t::number_integer: word(static_cast<uint64_t>(j.get<int64_t>())); break;
      case Json::value_t::number_unsigned: word(j.get<uint64_t>()); break;
      case Json::value_t::number_float: { double d = j.get<double>(); uint64_t w; std::memcpy(&w, &d, 8); word(w); break; }
      default: break;
    }
  }
};
uint64_t hash_of(const Json& j) { Hasher h; h.value(j); return h.h; }

// What the engine last built for one seat of one table.
struct Seen {
  int move = -1;
  std::map<std::string, uint64_t> values;              // non-array top-level values
  std::map<std::string, std::vector<uint64_t>> lists;  // arrays: a hash per element
  size_t log_size = 0;  // entries of the seat's "log" (which only grows: no hashes needed)
};
std::map<int, std::map<int, Seen>> g_seen;  // handle -> seat -> what it was last sent

// Moves out of `obs` what changed since `before` into `patch`, and
// remembers `obs` (by hashes) in `after`. `obs` holds its "log" from entry
// `log_from` on (State::observation_since): a seat's log only grows, so its
// entries past what `before` had are appended, never compared.
void diff(Json& obs, size_t log_from, const Seen& before, Seen* after, Json* patch) {
  Json set = Json::object(), append = Json::object(), items = Json::object(), drop = Json::array();
  auto log = obs.find("log");
  if (log != obs.end() && log->is_array()) {
    after->log_size = log_from + log->size();
    const size_t known = before.log_size > log_from ? before.log_size - log_from : 0;
    if (log->size() > known) {
      Json tail = Json::array();
      for (size_t i = known; i < log->size(); ++i) tail.push_back(std::move((*log)[i]));
      append["log"] = std::move(tail);
    }
    obs.erase(log);
  }
  for (auto it = obs.begin(); it != obs.end(); ++it) {
    const std::string& key = it.key();
    Json& v = it.value();
    if (v.is_array()) {
      std::vector<uint64_t> hashes;
      hashes.reserve(v.size());
      for (const Json& e : v) hashes.push_back(hash_of(e));
      auto was = before.lists.find(key);
      if (was == before.lists.end() || was->second.size() > hashes.size()) {
        set[key] = std::move(v);
      } else {
        const std::vector<uint64_t>& old = was->second;
        std::vector<size_t> changed;
        for (size_t i = 0; i < old.size(); ++i)
          if (old[i] != hashes[i]) changed.push_back(i);
        if (changed.size() * 2 > old.size() + 1) {
          set[key] = std::move(v);  // most of it changed: the whole array is smaller
        } else {
          if (!changed.empty()) {
            Json list = Json::array();
            for (size_t i : changed) list.push_back(Json::array({i, std::move(v[i])}));
            items[key] = std::move(list);
          }
          if (hashes.size() > old.size()) {
            Json tail = Json::array();
            for (size_t i = old.size(); i < hashes.size(); ++i) tail.push_back(std::move(v[i]));
            append[key] = std::move(tail);
          }
        }
      }
      after->lists[key] = std::move(hashes);
    } else {
      const uint64_t h = hash_of(v);
      auto was = before.values.find(key);
      if (was == before.values.end() || was->second != h) set[key] = std::move(v);
      after->values[key] = h;
    }
  }
  for (const auto& [key, h] : before.values) if (!after->values.count(key)) drop.push_back(key);
  for (const auto& [key, h] : before.lists) if (!after->lists.count(key)) drop.push_back(key);
  Json p = Json::object();
  p["base"] = before.move;
  if (!set.empty()) p["set"] = std::move(set);
  if (!append.empty()) p["append"] = std::move(append);
  if (!items.empty()) p["items"] = std::move(items);
  if (!drop.empty()) p["drop"] = std::move(drop);
  *patch = std::move(p);
}

std::vector<uint8_t> g_full, g_patch;
int g_patch_base = -1, g_view_move = -1;

}  // namespace
}  // namespace tabula

// Builds `seat`'s view at this move once: its patch from the last view the
// engine built for that seat (tn_patch_*; base -1 when there is none) and,
// when `full` is set or there is no patch, the whole view (tn_full_*).
// Returns 1, or 0 for no such table.
TN_EXPORT int tn_view_pack(int handle, int seat, int full) {
  g_full.clear();
  g_patch.clear();
  g_patch_base = -1;
  Match* m = find(handle);
  if (!m) return 0;
  const State& st = m->state();
  Json legal = Json::array();
  if (seat >= 0 && !st.is_terminal() && st.current_player() == seat) {
    for (Action a : st.legal_actions()) legal.push_back(st.action_to_text(a));
  }
  Seen& seen = g_seen[handle][seat];
  const bool has_base = seen.move >= 0;
  // The whole observation when a whole view is wanted; else only the log
  // entries this seat has not been sent yet (the rest is rebuilt and
  // compared by hash: a log is most of a long game's observation).
  const bool whole = full || !has_base;
  const size_t log_from = whole ? 0 : seen.log_size;
  Json view = Json::object();
  view["observation"] = whole ? st.observation(seat) : st.observation_since(seat, log_from);
  view["legal"] = std::move(legal);
  view["current"] = st.current_player();
  view["over"] = st.is_terminal();
  g_view_move = st.move_number();
  if (whole) Json::to_msgpack(view, g_full);
  Seen now;
  now.move = g_view_move;
  Json patch;
  diff(view["observation"], log_from, seen, &now, &patch);
  if (has_base) {
    g_patch_base = seen.move;
    view.erase("observation");
    view["patch"] = std::move(patch);
    Json::to_msgpack(view, g_patch);
  }
  seen = std::move(now);
  return 1;
}
TN_EXPORT const uint8_t* tn_full_data() { return g_full.data(); }
TN_EXPORT int tn_full_size() { return static_cast<int>(g_full.size()); }
TN_EXPORT const uint8_t* tn_patch_data() { return g_patch.data(); }
TN_EXPORT int tn_patch_size() { return static_cast<int>(g_patch.size()); }
TN_EXPORT int tn_patch_base() { return g_patch_base; }
TN_EXPORT int tn_view_move() { return g_view_move; }

// A table given up: its engine state and what its seats were last sent.
TN_EXPORT void tn_free(int handle) {
  g_tables.erase(handle);
  g_seen.erase(handle);
}

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
