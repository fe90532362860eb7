// tabula-cli: native command line over the engine (play, replay, bench,
// arena). The only part of the native build that does I/O besides tests.
#include <cstdio>
#include <string>

#include "args.h"
#include "commands.h"

namespace {

const char* kUsage =
    "usage:\n"
    "  tabula-cli play   --game G --players N [--variant V] [--seed S] [--bots L1,L2,...] "
    "[--save FILE]\n"
    "  tabula-cli replay FILE\n"
    "  tabula-cli bench  --game G --players N --games K [--warmup W] [--variant V] [--seed S]\n"
    "  tabula-cli arena  --game G --players N --games K --bots A,B,... [--variant V] [--seed S]\n"
    "  tabula-cli games\n"
    "  tabula-cli --help\n"
    "A bot game that runs past its game's move limit is stopped and reported with its seed\n"
    "(exit status 1). For tests, TABULA_MOVE_LIMIT=N lowers that limit to N actions.\n";

}  // namespace

int main(int argc, char** argv) {
  using namespace tabula::cli;
  // Asking for help is not a mistake: the usage on stdout, status 0.
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word == "--help" || word == "-h") {
      std::printf("%s", kUsage);
      return 0;
    }
  }
  Args args;
  std::string why;
  if (!parse_args(argc, argv, &args, &why)) {
    std::fprintf(stderr, "tabula-cli: %s\n%s", why.c_str(), kUsage);
    return 2;
  }
  if (args.command == "play") return cmd_play(args);
  if (args.command == "replay") return cmd_replay(args);
  if (args.command == "bench") return cmd_bench(args);
  if (args.command == "arena") return cmd_arena(args);
  if (args.command == "games") return cmd_games(args);
  std::fprintf(stderr, "%s", kUsage);
  return args.command.empty() || args.command == "help" ? 0 : 2;
}
