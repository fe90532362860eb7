// Shakespeare (Ystari, 2011): six days to stage the most prestigious play.
// Players 1-4 (1 = the solo variant); variants "" and "strategic-rest".
#pragma once
#include "core/game.h"

namespace tabula::shakespeare {

GameInfo game_info();
std::unique_ptr<Bot> make_bot(const std::string& level);

}  // namespace tabula::shakespeare
