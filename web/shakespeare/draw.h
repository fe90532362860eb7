// Small shared pieces of the Shakespeare view: colours, names, legal-text
// look-ups. Everything reads the observation JSON only.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "app/game_view.h"

namespace tabula::web::shakespeare_ui {

const Json& at(const Json& j, const char* key);  // a null Json when missing
int num(const Json& j, const char* key, int fallback = 0);
std::string str(const Json& j, const char* key);
bool flag(const Json& j, const char* key);       // false when missing
// The game has ended (the observation's `over`).
inline bool game_over(const Json& obs) { return flag(obs, "over"); }

// "shakespeare.<key>" in the current language.
std::string tr(const I18n& i18n, const std::string& key,
               const std::map<std::string, std::string>& args = {});
// The same, or `fallback` when no language has the key.
std::string tr_or(const I18n& i18n, const std::string& key, const std::string& fallback);

SDL_Color seat_colour(int seat);       // the company's disc colour; -1 = neutral
SDL_Color piece_colour(const std::string& colour);
SDL_Color feather_colour(const std::string& feather);
std::string roman(int act);            // 0 -> "I"

// A character's name as printed, in the current language: proper names stay,
// trades ("Costume maker 6") are translated.
std::string card_name(const I18n& i18n, const Json& card);
// The id a legal action uses for this cast member ("extra-<id>" when face down).
std::string cast_action_id(const Json& member);
std::string colour_word(const I18n& i18n, const std::string& colour);
std::string objective_name(const I18n& i18n, const std::string& id);
std::string objective_text(const I18n& i18n, const std::string& id);

bool is_legal(const std::vector<std::string>& legal, const std::string& text);

// The smallest tap target (CSS px, each side).
constexpr float kMinTap = 44;
// Left-aligned text shrunk (down to min_size, never below kMinText) to fit
// max_w; what still does not fit ends in "…".
void fit_left(Gfx& g, const std::string& s, float x, float y, float max_w, float size, float min_size,
              SDL_Color c, Face face = Face::Regular);
// A disc (company marker): filled circle with a dark rim.
void disc(Gfx& g, float cx, float cy, float r, int seat);
// The piece colours in order, a piece's value in a costume and the number of
// pieces that make a costume: the observation's layout, i.e. the data in
// assets/shakespeare/board.json (nothing here repeats it).
std::vector<std::string> piece_colours(const Json& obs);
int piece_value(const Json& obs, const std::string& colour);  // 0 when unknown
int costume_size(const Json& obs);
// A small coloured token: round for a costume piece, a brick for a set piece;
// `value` > 0 is printed on it.
void piece(Gfx& g, Rect r, const std::string& colour, bool brick, int value = 0);
// A candle; lit ones have a flame.
void candle(Gfx& g, float cx, float bottom, float h, bool lit);
// A feather tally: coloured dots with a count, e.g. red x2.
float feathers(Gfx& g, const Json& f, float x, float cy, float size, bool on_light = false);

// The portrait a card shows (assets/art/shakespeare/figure-<id>.svg): an
// actor's own by its id, a trade's by its kind, "extra" for a card face down.
std::string portrait_of(const Json& card);
// A character card's illustration: its woodcut portrait (art sprite
// "shakespeare/portrait/<portrait_of(card)>") centred at the top of `room`,
// as tall as fits up to `max_h`; returns the height taken (0 when `room` is
// under 28 px: then the trade's medallion goes in `frame`'s bottom-right
// corner instead).
float character_portrait(Gfx& g, const Json& card, Rect room, Rect frame, float max_h = 64);

// An actor's effects in words, each with its icon beside it ("Act I +1"
// after a red quill): what activating it gives, and what its rehearsal
// gives. `icon` is an art sprite ("" for none).
struct Effect {
  std::string icon;
  std::string words;
};
std::vector<Effect> activation_effects(const I18n& i18n, const Json& card);
std::vector<Effect> rehearsal_effects(const I18n& i18n, const Json& card);
// What a trade (not an actor) does, for its card's words: the label ("Takes:",
// or the assistant's "Always:") and the effect ("set pieces up to 6"), with
// `value` the craftsman's value as it stands (printed on the market, with
// the assistants' bonus in a company). Empty for an actor or an extra.
std::string trade_label(const I18n& i18n, const std::string& kind);
std::vector<Effect> trade_effects(const I18n& i18n, const std::string& kind, int value);
// `label` ("Acts:") then the effects, flowing onto as many lines of `size`
// px as `w` needs; draws only when `draw`. Returns the height.
float effect_lines(Gfx& g, const std::string& label, const std::vector<Effect>& fx, float x, float y, float w,
                   float size, SDL_Color ink, SDL_Color label_ink, bool draw);

// The two moments an actor's effects happen, as icons a player learns once
// (the card's explanation says them in words): a cylinder, as placed on the
// actor to activate it, and a costume, whose completion lets it rehearse.
// `empty` draws a cylinder's outline only (none left). Each fits in `r`.
void cylinder_icon(Gfx& g, Rect r, SDL_Color c, bool empty = false);
void costume_icon(Gfx& g, Rect r, SDL_Color c);
// A +3 token: a round teal token printed "+3" (as on the board).
void plus3_token(Gfx& g, Rect r);

// An actor's activation (feathers, then its power: +£, ambiance) and its
// rehearsal (feathers, one step on each act, prestige, pounds), drawn in a
// row from x; each returns the width used.
float activation_row(Gfx& g, const Json& card, float x, float cy, float size, bool on_light = false);
float rehearsal_row(Gfx& g, const Json& card, float x, float cy, float size, bool on_light = false);

}  // namespace tabula::web::shakespeare_ui
