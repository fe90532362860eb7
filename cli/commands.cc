#include "commands.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "core/game.h"
#include "core/match.h"
#include "core/save.h"

namespace tabula::cli {
namespace {

int bad_input(const std::string& why) {
  std::fprintf(stderr, "tabula-cli: %s\n", why.c_str());
  return 2;
}

// The game, options and seed named by --game/--players/--variant/--seed.
struct Setup {
  const GameInfo* info = nullptr;
  Options options;
  uint64_t seed = 1;
};

bool read_setup(const Args& args, Setup* setup, std::string* why) {
  const std::string game = args.get("game");
  setup->info = find_game(game);
  if (!setup->info) {
    *why = game.empty() ? "--game is required" : "unknown game \"" + game + "\"";
    return false;
  }
  if (!parse_count(args.get("players"), &setup->options.players)) {
    *why = "--players must be a whole number";
    return false;
  }
  setup->options.variant = args.get("variant");
  if (auto problem = setup->info->check_options(setup->options)) {
    *why = *problem;
    return false;
  }
  if (args.has("seed") && !parse_seed(args.get("seed"), &setup->seed)) {
    *why = "--seed must be a decimal number from 0 to 2^64-1";
    return false;
  }
  return true;
}

bool known_level(const GameInfo& info, const std::string& level) {
  for (const std::string& l : info.bot_levels)
    if (l == level) return true;
  return false;
}

// One bot level per seat from "--bots a,b,..." (one name applies to all).
bool read_seat_levels(const Args& args, const GameInfo& info, int players,
                      std::vector<std::string>* levels, std::string* why) {
  std::vector<std::string> names = split_commas(args.get("bots", info.bot_levels.back()));
  if (names.size() == 1) names.assign(static_cast<size_t>(players), names[0]);
  if (static_cast<int>(names.size()) != players) {
    *why = "--bots needs one level, or one per seat (" + std::to_string(players) + ")";
    return false;
  }
  for (const std::string& n : names) {
    if (!known_level(info, n)) {
      *why = "unknown bot level \"" + n + "\"";
      return false;
    }
  }
  *levels = names;
  return true;
}

// The move limit a bot game is stopped at: the game's own bound, or a
// smaller one from TABULA_MOVE_LIMIT (test-only: the ctest cli_move_limit_*
// entries use it to reach the stop path without a looping bot). A value
// that is not a whole number from 1 up is refused before any game starts.
bool read_move_limit_override(int* out, std::string* why) {
  *out = 0;
  const char* env = std::getenv("TABULA_MOVE_LIMIT");
  if (!env || !*env) return true;
  const std::string text = env;
  if (text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos ||
      std::atoi(env) < 1) {
    *why = "TABULA_MOVE_LIMIT is \"" + text + "\"; it must be a whole number of actions from 1 up";
    return false;
  }
  *out = std::atoi(env);
  return true;
}

int move_limit(const Match& match) {
  const int game = match.info().move_limit(match.state().players());
  int forced = 0;
  std::string ignored;
  read_move_limit_override(&forced, &ignored);
  return forced > 0 ? std::min(forced, game) : game;
}

// Plays the match to its end with one bot per seat; false if it ran past
// the game's move limit (a bot loop: the game is stopped there, so the save
// never grows without bound).
// With `seconds`, each seat's decision times (real choices only: one legal
// action is no decision) are appended to seconds[seat].
bool play_out(Match& match, std::vector<std::unique_ptr<Bot>>& bots,
              std::vector<std::vector<double>>* seconds = nullptr) {
  const int limit = move_limit(match);
  while (!match.state().is_terminal()) {
    if (match.state().move_number() >= limit) return false;
    const int seat = match.state().current_player();
    Rng rng = bot_rng(match.save().seed, match.state().move_number());
    const auto start = std::chrono::steady_clock::now();
    const Action a = bots[static_cast<size_t>(seat)]->choose(match.state(), seat, rng);
    if (seconds && match.state().legal_actions().size() > 1)
      (*seconds)[static_cast<size_t>(seat)].push_back(
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    match.apply(a);
  }
  return true;
}

int past_limit(const Match& match, const std::vector<std::string>& levels) {
  std::string bots;
  for (const std::string& l : levels) bots += (bots.empty() ? "" : ",") + l;
  std::fprintf(stderr,
               "tabula-cli: error: %s with %d players, seed %llu, bots %s: stopped after %d "
               "actions, past the move limit of %d (a bot loop?)\n",
               match.info().name.c_str(), match.state().players(),
               static_cast<unsigned long long>(match.save().seed), bots.c_str(),
               match.state().move_number(), move_limit(match));
  return 1;
}

Json result_json(const Match& match) {
  const State& s = match.state();
  return Json{{"game", match.save().game},
              {"players", s.players()},
              {"variant", s.options().variant},
              {"seed", std::to_string(match.save().seed)},
              {"over", s.is_terminal()},
              {"actions", s.move_number()},
              {"scores", s.scores()},
              {"winners", s.winners()}};
}

}  // namespace

int cmd_games(const Args&) {
  for (const GameInfo& g : all_games()) {
    std::printf("%s\t%d-%d players\tbots:", g.name.c_str(), g.min_players, g.max_players);
    for (const auto& l : g.bot_levels) std::printf(" %s", l.c_str());
    std::printf("%s\n", g.test_only ? "\ttest-only" : "");
  }
  return 0;
}

int cmd_play(const Args& args) {
  Setup setup;
  std::string why;
  if (!read_setup(args, &setup, &why)) return bad_input(why);
  int forced_limit = 0;
  if (!read_move_limit_override(&forced_limit, &why)) return bad_input(why);
  std::vector<std::string> levels;
  if (!read_seat_levels(args, *setup.info, setup.options.players, &levels, &why))
    return bad_input(why);
  std::unique_ptr<Match> match = Match::start(setup.info->name, setup.options, setup.seed, &why);
  if (!match) return bad_input(why);
  std::vector<std::unique_ptr<Bot>> bots;
  for (const std::string& level : levels) bots.push_back(setup.info->new_bot(level));
  match->save().table = Json{{"bots", levels}};
  if (!play_out(*match, bots)) return past_limit(*match, levels);
  if (args.has("save")) {
    std::ofstream out(args.get("save"));
    out << save_to_json(match->save()).dump(1) << "\n";
    if (!out) return bad_input("cannot write " + args.get("save"));
  }
  std::printf("%s\n", result_json(*match).dump().c_str());
  return 0;
}

int cmd_replay(const Args& args) {
  if (args.positional.size() != 1) return bad_input("replay takes one save file");
  std::ifstream in(args.positional[0], std::ios::binary);
  if (!in) return bad_input("cannot read " + args.positional[0]);
  std::stringstream text;
  text << in.rdbuf();
  Save save;
  std::string why;
  if (!parse_save(text.str(), &save, &why)) return bad_input(args.positional[0] + ": " + why);
  std::unique_ptr<Match> match = Match::restore(save, &why);
  if (!match) return bad_input(args.positional[0] + ": " + why);
  Json summary = result_json(*match);
  summary["current"] = match->state().current_player();
  std::printf("%s\n", summary.dump().c_str());
  return 0;
}

namespace {

// One random playout, kept out of cmd_bench's loop on purpose. V8 optimises
// a wasm function only for its next call (it has no on-stack replacement for
// wasm), and cmd_bench runs once: a playout loop inlined there stayed in the
// baseline tier for the whole run (a quarter of the wasm time). Called once
// a game, this is optimised after the first few, as the page's and the
// bots' loops are.
[[gnu::noinline]] long long random_playout(const GameInfo& info, const Options& options, Rng& rng,
                                           std::vector<Action>& legal) {
  std::unique_ptr<State> state = info.new_game(options, rng.next());
  long long actions = 0;
  while (!state->is_terminal()) {
    state->legal_actions(legal);
    state->apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
    ++actions;
  }
  return actions;
}

}  // namespace

int cmd_bench(const Args& args) {
  Setup setup;
  std::string why;
  if (!read_setup(args, &setup, &why)) return bad_input(why);
  int games = 0, warmup = 0;
  if (!parse_count(args.get("games", "1000"), &games) || games < 1)
    return bad_input("--games must be a positive whole number");
  // Untimed games first: the steady rate, once a JIT (wasm under V8) has
  // optimised the playout's functions. 0, the default, is the cold rate,
  // warm-up included, as a page's first search pays it.
  if (!parse_count(args.get("warmup", "0"), &warmup)) return bad_input("--warmup must be a whole number");
  Rng rng(setup.seed);
  std::vector<Action> legal;
  for (int g = 0; g < warmup; ++g) random_playout(*setup.info, setup.options, rng, legal);
  long long actions = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) actions += random_playout(*setup.info, setup.options, rng, legal);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s\n", Json{{"game", setup.info->name},
                           {"players", setup.options.players},
                           {"games", games},
                           {"warmup", warmup},
                           {"actions", actions},
                           {"seconds", seconds},
                           {"playouts_per_second", games / seconds},
                           {"actions_per_second", actions / seconds}}
                          .dump()
                          .c_str());
  return 0;
}

int cmd_arena(const Args& args) {
  Setup setup;
  std::string why;
  if (!read_setup(args, &setup, &why)) return bad_input(why);
  int forced_limit = 0;
  if (!read_move_limit_override(&forced_limit, &why)) return bad_input(why);
  int games = 0;
  if (!parse_count(args.get("games", "100"), &games) || games < 1)
    return bad_input("--games must be a positive whole number");
  const std::vector<std::string> kinds = split_commas(args.get("bots"));
  for (const std::string& k : kinds)
    if (!known_level(*setup.info, k)) return bad_input("unknown bot level \"" + k + "\"");
  const int players = setup.options.players;
  // Seats are filled with the bot kinds in turn, and the assignment rotates
  // every game, so no kind keeps the first seat's advantage.
  std::vector<double> wins(kinds.size(), 0.0);
  std::vector<int> seats_played(kinds.size(), 0);
  std::vector<long long> score_sum(kinds.size(), 0);
  int stopped = 0;  // games stopped at the move limit (reported, not counted)
  // The winner's score, summed over games (a rulebook's yardstick, as in
  // "about 26 prestige wins at 2 players").
  long long winning_sum = 0;
  std::vector<std::vector<double>> think(kinds.size());  // decision times per kind
  for (int g = 0; g < games; ++g) {
    std::vector<size_t> kind_of_seat(static_cast<size_t>(players));
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < players; ++s) {
      kind_of_seat[static_cast<size_t>(s)] = static_cast<size_t>(s + g) % kinds.size();
      bots.push_back(setup.info->new_bot(kinds[kind_of_seat[static_cast<size_t>(s)]]));
    }
    std::unique_ptr<Match> match =
        Match::start(setup.info->name, setup.options, setup.seed + static_cast<uint64_t>(g), &why);
    if (!match) return bad_input(why);
    std::vector<std::vector<double>> seconds(static_cast<size_t>(players));
    const bool finished = play_out(*match, bots, &seconds);
    for (int s = 0; s < players; ++s) {
      auto& to = think[kind_of_seat[static_cast<size_t>(s)]];
      to.insert(to.end(), seconds[static_cast<size_t>(s)].begin(), seconds[static_cast<size_t>(s)].end());
    }
    if (!finished) {
      std::vector<std::string> levels;
      for (size_t k : kind_of_seat) levels.push_back(kinds[k]);
      past_limit(*match, levels);
      ++stopped;
      continue;
    }
    const std::vector<int> winners = match->state().winners();
    const std::vector<int> scores = match->state().scores();
    if (!winners.empty()) winning_sum += scores[static_cast<size_t>(winners.front())];
    for (int s = 0; s < players; ++s) {
      const size_t k = kind_of_seat[static_cast<size_t>(s)];
      ++seats_played[k];
      score_sum[k] += scores[static_cast<size_t>(s)];
      for (int w : winners)
        if (w == s) wins[k] += 1.0 / static_cast<double>(winners.size());
    }
  }
  std::printf("%-10s %8s %10s %10s %11s %12s %12s\n", "bot", "seats", "wins", "win rate", "mean score",
              "median ms", "worst ms");
  for (size_t k = 0; k < kinds.size(); ++k) {
    const double n = seats_played[k] ? seats_played[k] : 1;
    // Decision times of the real choices (a single legal action costs nothing).
    std::vector<double>& t = think[k];
    std::sort(t.begin(), t.end());
    const double median = t.empty() ? 0 : t[t.size() / 2] * 1000, worst = t.empty() ? 0 : t.back() * 1000;
    std::printf("%-10s %8d %10.1f %9.1f%% %11.2f %12.2f %12.1f\n", kinds[k].c_str(), seats_played[k], wins[k],
                100.0 * wins[k] / n, static_cast<double>(score_sum[k]) / n, median, worst);
  }
  std::printf("(%d games, %d players; a fair share is %.1f%% per seat; mean winning score %.2f)\n",
              games - stopped, players, 100.0 / players,
              games > stopped ? static_cast<double>(winning_sum) / (games - stopped) : 0.0);
  if (stopped > 0) {
    std::fprintf(stderr, "tabula-cli: error: %d of %d games stopped at the move limit\n",
                 stopped, games);
    return 1;
  }
  return 0;
}

}  // namespace tabula::cli
