// Mascarade's cards, drawn from shapes: the masked back and each character's
// face (its colour, a gilt medallion with its mark, its name). Also used by
// the start screen (the game's emblem) and the pass-the-device screen.
#pragma once
#include <string>

#include "ui/gfx.h"
#include "ui/i18n.h"

namespace tabula::web::mascarade_ui {

SDL_Color character_colour(const std::string& id);
void draw_card_back(Gfx& g, Rect r);
void draw_card_face(Gfx& g, const I18n& i18n, Rect r, const std::string& id);
// A card on the table: `flip` in [0,1] is the visible width of a turning
// card; `mark_protected` draws the shield of the two-player middle card.
void draw_card(Gfx& g, const I18n& i18n, Rect r, const std::string& face, float flip, bool highlight,
               bool mark_protected);

}  // namespace tabula::web::mascarade_ui
