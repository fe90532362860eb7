// Phase 2 actions: recruiting is in actions.cc; this is activating a free
// character with a cylinder -- actors (feathers, powers, the initiative disc),
// craftsmen (a budget of piece values, "+3" tokens, assistants), jewellers and
// the Queen.
#include "shakespeare/state.h"

namespace tabula::shakespeare {

bool Game::can_activate(int seat, int cast) const {
  const Company& c = co[seat];
  if (cast < 0 || cast >= c.n_cast || c.cylinders_left <= 0) return false;
  const CastMember& m = c.cast[cast];
  if (m.extra || m.cylinder || m.resting) return false;
  return data().cards[m.card].kind != Kind::kAssistant;
}

// A craftsman's value: printed, +1 per assistant hired (face up).
int Game::craft_value(int seat, int cast) const {
  const Data& d = data();
  const Company& c = co[seat];
  int v = d.cards[c.cast[cast].card].value;
  for (int i = 0; i < c.n_cast; ++i)
    if (!c.cast[i].extra && d.cards[c.cast[i].card].kind == Kind::kAssistant) ++v;
  return v;
}

void Game::activate(int seat, int cast, bool plus3) {
  const Data& d = data();
  Company& c = co[seat];
  CastMember& m = c.cast[cast];
  m.cylinder = true;
  --c.cylinders_left;
  ++c.cylinders_used;
  const CharacterCard& card = d.cards[m.card];
  decider = seat;
  const bool craftsman =
      card.kind == Kind::kCostumeMaker || card.kind == Kind::kSetDesigner || card.kind == Kind::kHandyman;
  note(LogEvent::kActivate, seat, m.card, plus3 && c.plus3 > 0 && craftsman);
  switch (card.kind) {
    case Kind::kActor: {
      if (!c.actor_today) {
        // The first actor activated today puts the initiative disc down.
        c.actor_today = true;
        initiative[n_initiative++] = seat;
      }
      for (int a = 0; a < kActs; ++a)
        for (int k = 0; k < card.activation[a]; ++k) advance(seat, a);
      c.pounds += card.power_pounds;
      if (card.power_pounds) note_purse(seat, LogEvent::kWhyPower, 0, card.power_pounds);
      move_ambiance(seat, card.power_ambiance);
      if (card.power_others_ambiance)
        for (int s = 0; s < n; ++s)
          if (s != seat) move_ambiance(s, card.power_others_ambiance);
      if (card.activation[kWhite] > 0) {
        pending = Pending::kWhite;
        pending_count = card.activation[kWhite];
      }
      break;
    }
    case Kind::kCostumeMaker:
    case Kind::kSetDesigner:
    case Kind::kHandyman:
      craft = card.kind == Kind::kCostumeMaker ? Craft::kCostume
              : card.kind == Kind::kSetDesigner ? Craft::kSet
                                                : Craft::kBoth;
      craft_budget = craft_value(seat, cast);
      if (plus3 && c.plus3 > 0) {
        --c.plus3;
        ++plus3_supply;
        craft_budget += 3;
      }
      pending = Pending::kCraft;
      break;
    case Kind::kJeweller:
      craft = Craft::kJewel;
      craft_budget = 0;
      pending = Pending::kCraft;
      break;
    case Kind::kQueen:
      pending = Pending::kQueen;
      break;
    case Kind::kAssistant:
      break;
  }
  turn_over = true;
}

bool Game::any_take() const {
  const Data& d = data();
  const Company& c = co[decider];
  const bool jewel = craft == Craft::kJewel;
  for (int col = 0; col < kColours; ++col) {
    if ((col == kYellow) != jewel) continue;
    if (!jewel && d.piece_value[col] > craft_budget) continue;
    if (craft != Craft::kSet && offer[kCostumePiece][col] > 0)
      for (int i = 0; i < c.n_cast; ++i)
        if (can_take_costume(decider, i)) return true;
    if (craft != Craft::kCostume && offer[kSetPiece][col] > 0)
      for (int sp = 0; sp < static_cast<int>(d.set.size()); ++sp)
        if (can_place_set(decider, sp, col)) return true;
  }
  return false;
}

void Game::keep_objective(int k) {
  Company& c = co[decider];
  if (c.n_objectives < kMaxObjectives) c.objectives[c.n_objectives++] = drawn[k];
  note(LogEvent::kObjective, decider);  // which one stays the seat's secret
  // The others go to the bottom of the deck; the seat that put them there knows them.
  for (int i = 0; i < n_drawn; ++i) {
    if (i == k) continue;
    obj_known[n_obj_deck] = static_cast<uint8_t>(1u << decider);
    obj_deck[n_obj_deck++] = drawn[i];
  }
  n_drawn = 0;
  pending = Pending::kNone;
}

}  // namespace tabula::shakespeare
