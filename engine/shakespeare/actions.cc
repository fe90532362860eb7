// The legal actions of each decision, their canonical text forms, and apply().
// Text forms (see README.md): "bid 3", "draft hamlet", "recruit viola",
// "recruit viola as extra", "activate author", "activate set-designer-8a with +3",
// "pass", "costume pink on falstaff", "set green at A3", "done", "advance II",
// "retreat I", "queen pounds", "queen objectives", "keep wardrobe",
// "rest all but queen".
#include "shakespeare/state.h"

namespace tabula::shakespeare {
namespace {
constexpr int kQueenPounds = 4;  // the Queen's purse (rulebook)
}

static std::string cast_name(const Game& g, int seat, int i) {
  const CastMember& m = g.co[seat].cast[i];
  const std::string& id = data().cards[m.card].id;
  return m.extra ? "extra-" + id : id;
}

void Game::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (phase == Phase::kOver) return;
  const Data& d = data();
  const Company& c = co[decider];
  switch (pending) {
    case Pending::kWhite:
      for (int a = 0; a < kActs; ++a)
        if (can_advance(decider, a)) out.push_back(act::kAdvance + a);
      return;
    case Pending::kGrey:
      for (int a = 0; a < kActs; ++a)
        if (pos[a][decider] > 1) out.push_back(act::kRetreat + a);
      return;
    case Pending::kCraft: {
      const bool jewel = craft == Craft::kJewel;
      for (int col = 0; col < kColours; ++col) {
        if ((col == kYellow) != jewel) continue;
        if (!jewel && d.piece_value[col] > craft_budget) continue;
        if (craft != Craft::kSet && offer[kCostumePiece][col] > 0)
          for (int i = 0; i < c.n_cast; ++i)
            if (can_take_costume(decider, i)) out.push_back(act::kCostume + col * kMaxCast + i);
        if (craft != Craft::kCostume && offer[kSetPiece][col] > 0)
          for (int sp = 0; sp < static_cast<int>(d.set.size()); ++sp)
            if (can_place_set(decider, sp, col)) out.push_back(act::kSet + col * kMaxSpaces + sp);
      }
      out.push_back(act::kDone);
      return;
    }
    case Pending::kQueen:
      out.push_back(act::kQueenPounds);
      if (n_obj_deck > 0) out.push_back(act::kQueenObjectives);
      return;
    case Pending::kKeep:
      for (int i = 0; i < n_drawn; ++i) out.push_back(act::kKeep + drawn[i]);
      return;
    case Pending::kNone:
      break;
  }
  switch (phase) {
    case Phase::kDraft:
      for (int i = 0; i < n_market; ++i)
        if (market[i] >= 0) out.push_back(act::kDraft + i);
      return;
    case Phase::kBid:
      for (int k = 1; k <= d.cylinders; ++k) out.push_back(act::kBid + k - 1);
      return;
    case Phase::kActions:
      if (!c.recruited)
        for (int i = 0; i < n_market; ++i)
          if (market[i] >= 0) {
            out.push_back(act::kRecruit + i * 2);
            out.push_back(act::kRecruit + i * 2 + 1);
          }
      for (int i = 0; i < c.n_cast; ++i) {
        if (!can_activate(decider, i)) continue;
        out.push_back(act::kActivate + i * 2);
        const Kind k = d.cards[c.cast[i].card].kind;
        if (c.plus3 > 0 && (k == Kind::kCostumeMaker || k == Kind::kSetDesigner || k == Kind::kHandyman))
          out.push_back(act::kActivate + i * 2 + 1);
      }
      if (c.recruited || !market_has_card()) out.push_back(act::kPass);
      return;
    case Phase::kRest:
      for (int i = 0; i < c.n_cast; ++i)
        if (c.cast[i].cylinder) out.push_back(act::kRestAllBut + i);
      return;
    default:
      return;
  }
}

std::string Game::action_to_text(Action a) const {
  const Data& d = data();
  if (a >= act::kBid && a < act::kBid + 5) return "bid " + std::to_string(a - act::kBid + 1);
  if (a >= act::kDraft && a < act::kDraft + kMaxMarket) {
    const int card = market[a - act::kDraft];
    return "draft " + (card >= 0 ? d.cards[card].id : std::string("?"));
  }
  if (a >= act::kRecruit && a < act::kRecruit + 2 * kMaxMarket) {
    const int card = market[(a - act::kRecruit) / 2];
    return "recruit " + (card >= 0 ? d.cards[card].id : std::string("?")) +
           ((a - act::kRecruit) % 2 ? " as extra" : "");
  }
  if (a >= act::kActivate && a < act::kActivate + 2 * kMaxCast) {
    const int i = (a - act::kActivate) / 2;
    if (i >= co[decider].n_cast) return "?";
    return "activate " + cast_name(*this, decider, i) + ((a - act::kActivate) % 2 ? " with +3" : "");
  }
  if (a == act::kPass) return "pass";
  if (a >= act::kCostume && a < act::kCostume + kColours * kMaxCast) {
    const int col = (a - act::kCostume) / kMaxCast, i = (a - act::kCostume) % kMaxCast;
    if (i >= co[decider].n_cast) return "?";
    return std::string("costume ") + colour_name(col) + " on " + cast_name(*this, decider, i);
  }
  if (a >= act::kSet && a < act::kSet + kColours * kMaxSpaces) {
    const int col = (a - act::kSet) / kMaxSpaces, sp = (a - act::kSet) % kMaxSpaces;
    if (sp >= static_cast<int>(d.set.size())) return "?";
    return std::string("set ") + colour_name(col) + " at " + d.set[sp].name;
  }
  if (a == act::kDone) return "done";
  if (a >= act::kAdvance && a < act::kAdvance + 3) return std::string("advance ") + act_name(a - act::kAdvance);
  if (a >= act::kRetreat && a < act::kRetreat + 3) return std::string("retreat ") + act_name(a - act::kRetreat);
  if (a == act::kQueenPounds) return "queen pounds";
  if (a == act::kQueenObjectives) return "queen objectives";
  if (a >= act::kKeep && a < act::kKeep + kMaxObjectives) {
    const int o = a - act::kKeep;
    return o < static_cast<int>(d.objectives.size()) ? "keep " + d.objectives[o].id : "?";
  }
  if (a >= act::kRestAllBut && a < act::kRestAllBut + kMaxCast) {
    const int i = a - act::kRestAllBut;
    if (i >= co[decider].n_cast) return "?";
    return "rest all but " + cast_name(*this, decider, i);
  }
  return "?";
}

void Game::apply(Action a) {
  const Data& d = data();
  ++moves;
  log_mark = log.size();
  Company& c = co[decider];
  if (a >= act::kBid && a < act::kBid + 5) {
    c.bid = a - act::kBid + 1;
    if (decider + 1 < n) {
      ++decider;
    } else {
      reveal_bids();
    }
  } else if (a >= act::kDraft && a < act::kDraft + kMaxMarket) {
    const int slot = a - act::kDraft;
    c.cast[c.n_cast++] = CastMember{};
    c.cast[c.n_cast - 1].card = market[slot];
    note(LogEvent::kHire, decider, market[slot], 0, 1);
    market[slot] = kEmpty;
    ++step;
    if (step < n) {
      decider = order[n - 1 - step];
    } else {
      for (int i = 0; i < n_market; ++i)
        if (market[i] >= 0) discard[n_discard++] = market[i];
      draw_market();
      start_day();
    }
  } else if (a >= act::kRecruit && a < act::kRecruit + 2 * kMaxMarket) {
    const int slot = (a - act::kRecruit) / 2;
    CastMember m;
    m.card = market[slot];
    m.extra = (a - act::kRecruit) % 2 == 1;
    c.cast[c.n_cast++] = m;
    note(LogEvent::kHire, decider, m.card, m.extra, 0);
    market[slot] = kEmpty;  // the recruitment card takes its place
    c.recruited = true;
    turn_over = true;
  } else if (a >= act::kActivate && a < act::kActivate + 2 * kMaxCast) {
    activate(decider, (a - act::kActivate) / 2, (a - act::kActivate) % 2 == 1);
  } else if (a == act::kPass) {
    c.passed = true;
    note(LogEvent::kPass, decider);
    turn_over = true;
  } else if (a >= act::kCostume && a < act::kCostume + kColours * kMaxCast) {
    const int col = (a - act::kCostume) / kMaxCast, i = (a - act::kCostume) % kMaxCast;
    --offer[kCostumePiece][col];
    place_costume(decider, i, col);
    if (craft == Craft::kJewel) pending = Pending::kNone;
    else craft_budget -= d.piece_value[col];
  } else if (a >= act::kSet && a < act::kSet + kColours * kMaxSpaces) {
    const int col = (a - act::kSet) / kMaxSpaces, sp = (a - act::kSet) % kMaxSpaces;
    --offer[kSetPiece][col];
    place_set(decider, sp, col);
    if (craft == Craft::kJewel) pending = Pending::kNone;
    else craft_budget -= d.piece_value[col];
  } else if (a == act::kDone) {
    pending = Pending::kNone;
  } else if (a >= act::kAdvance && a < act::kAdvance + 3) {
    advance(decider, a - act::kAdvance);
    if (--pending_count <= 0) pending = Pending::kNone;
  } else if (a >= act::kRetreat && a < act::kRetreat + 3) {
    retreat(decider, a - act::kRetreat);
    pending = Pending::kNone;
  } else if (a == act::kQueenPounds) {
    c.pounds += kQueenPounds;
    note(LogEvent::kQueen, decider, 0);
    note_purse(decider, LogEvent::kWhyQueen, 0, kQueenPounds);
    pending = Pending::kNone;
  } else if (a == act::kQueenObjectives) {
    // Draw three (fewer if the deck is short), keep one, the rest to the bottom.
    note(LogEvent::kQueen, decider, 1);
    n_drawn = std::min(3, n_obj_deck);
    for (int i = 0; i < n_drawn; ++i) drawn[i] = obj_deck[i];
    for (int i = n_drawn; i < n_obj_deck; ++i) {
      obj_deck[i - n_drawn] = obj_deck[i];
      obj_known[i - n_drawn] = obj_known[i];
    }
    n_obj_deck -= n_drawn;
    pending = Pending::kKeep;
  } else if (a >= act::kKeep && a < act::kKeep + kMaxObjectives) {
    for (int i = 0; i < n_drawn; ++i)
      if (drawn[i] == a - act::kKeep) {
        keep_objective(i);
        break;
      }
  } else if (a >= act::kRestAllBut && a < act::kRestAllBut + kMaxCast) {
    c.rest_keep = a - act::kRestAllBut;
    c.rest_chosen = true;
    ++step;
  }
  run();
}

}  // namespace tabula::shakespeare
