// Mascarade's cards: the illustrated faces and the four backs of the game's
// atlas (assets/art/mascarade, STYLE.md), with the name written on the
// face's ribbon in the chosen language; drawn from shapes until the atlas
// has arrived. Also used by the start screen (the game's emblem) and the
// pass-the-device screen.
#pragma once
#include <string>

#include "ui/gfx.h"
#include "ui/i18n.h"

namespace tabula::web::mascarade_ui {

SDL_Color character_colour(const std::string& id);
// The backs: four designs, one per seat round the table (kBacks). A back is
// chosen by the place a card lies in, never by the card, so it says nothing
// of the face (STYLE.md "Card backs").
constexpr int kBacks = 4;
void draw_card_back(Gfx& g, Rect r, int back = 0);
void draw_card_face(Gfx& g, const I18n& i18n, Rect r, const std::string& id);
// The character's name on the (blank) ribbon of its illustrated card in `r`.
void name_on_ribbon(Gfx& g, const I18n& i18n, Rect r, const std::string& id);
// A card on the table: `flip` in [0,1] is the visible width of a turning
// card; `back` its back's design (its place's); `lift` in [0,1] how high it
// is held above the felt (a longer, softer shadow); `mark_protected` draws
// the shield of the two-player middle card.
void draw_card(Gfx& g, const I18n& i18n, Rect r, const std::string& face, float flip, bool highlight,
               bool mark_protected, int back = 0, float lift = 0);

}  // namespace tabula::web::mascarade_ui
