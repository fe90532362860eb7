#pragma once
#include "args.h"

namespace tabula::cli {

// Each returns the process exit status: 0 ok, 2 bad input.
int cmd_play(const Args& args);
int cmd_replay(const Args& args);
int cmd_bench(const Args& args);
int cmd_arena(const Args& args);
int cmd_games(const Args& args);

}  // namespace tabula::cli
