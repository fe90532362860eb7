// What one seat may know (observation) and a full state that seat cannot
// tell apart from the real one (resample). Hidden: others' bids until all are
// in, others' rest choices until all are in (standard rest), others'
// objective cards until the end, cards the Queen drew for someone else, the
// order of the character deck, the objective deck and the bags (bag contents
// are public as counts: the rulebook lets players read the discards).
#include <algorithm>
#include <utility>

#include "shakespeare/state.h"

namespace tabula::shakespeare {
namespace {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::kDraft: return "draft";
    case Phase::kBid: return "bid";
    case Phase::kActions: return "actions";
    case Phase::kAmbiance: return "ambiance";
    case Phase::kRehearsal: return "rehearsal";
    case Phase::kRest: return "rest";
    case Phase::kOver: return "over";
  }
  return "?";
}

const char* pending_name(Pending p) {
  switch (p) {
    case Pending::kNone: return "none";
    case Pending::kWhite: return "white-feather";
    case Pending::kGrey: return "grey-feather";
    case Pending::kCraft: return "craft";
    case Pending::kQueen: return "queen";
    case Pending::kKeep: return "keep-objective";
  }
  return "?";
}

const char* kind_name(Kind k) {
  switch (k) {
    case Kind::kActor: return "actor";
    case Kind::kCostumeMaker: return "costume_maker";
    case Kind::kSetDesigner: return "set_designer";
    case Kind::kHandyman: return "handyman";
    case Kind::kJeweller: return "jeweller";
    case Kind::kAssistant: return "assistant";
    case Kind::kQueen: return "queen";
  }
  return "?";
}

Json pieces_json(const std::array<int, kColours>& counts) {
  Json j = Json::object();
  for (int c = 0; c < kColours; ++c) j[colour_name(c)] = counts[c];
  return j;
}

// What a card shows: enough for a view to draw it without the asset files.
Json card_json(int card) {
  const CharacterCard& c = data().cards[card];
  static const char* const keys[4] = {"red", "yellow", "blue", "white"};
  Json j = {{"id", c.id}, {"name", c.name}, {"kind", kind_name(c.kind)}, {"cost", c.cost}};
  if (c.value) j["printed_value"] = c.value;
  if (c.kind == Kind::kActor) {
    Json act = Json::object(), reh = Json::object();
    for (int f = 0; f < 4; ++f) {
      if (c.activation[f]) act[keys[f]] = c.activation[f];
      if (c.rehearsal[f]) reh[keys[f]] = c.rehearsal[f];
    }
    if (c.rehearsal_each_act) reh["each_act"] = c.rehearsal_each_act;
    if (c.rehearsal_prestige) reh["prestige"] = c.rehearsal_prestige;
    if (c.rehearsal_pounds) reh["pounds"] = c.rehearsal_pounds;
    Json power = Json::object();
    if (c.power_pounds) power["pounds"] = c.power_pounds;
    if (c.power_ambiance) power["ambiance"] = c.power_ambiance;
    if (c.power_others_ambiance) power["others_ambiance"] = c.power_others_ambiance;
    j["activation"] = std::move(act);
    j["rehearsal"] = std::move(reh);
    if (!power.empty()) j["power"] = std::move(power);
  }
  return j;
}

// The fixed board geometry, so a view needs nothing but the observation.
const Json& layout_json() {
  static const Json layout = [] {
    const Data& d = data();
    Json spaces = Json::array();
    for (const SetSpace& sp : d.set)
      spaces.push_back({{"name", sp.name}, {"row", sp.row}, {"x", sp.x}, {"virtual", sp.is_virtual},
                        {"candle", sp.candle}});
    // The piece colours in the data's order, and what each is worth in a
    // costume (assets/shakespeare/board.json, piece_values).
    Json colours = Json::array(), values = Json::object();
    for (int c = 0; c < kColours; ++c) {
      colours.push_back(colour_name(c));
      values[colour_name(c)] = d.piece_value[c];
    }
    return Json{{"set_spaces", spaces},
                {"act_spaces", d.act_spaces},
                {"grey_up_to", d.grey_up_to},
                {"ambiance", {"unlit-candle", "grey-feather", "start", "pound", "white-feather", "lit-candle"}},
                {"colours", colours},
                {"piece_values", values},
                {"costume_size", static_cast<int>(CastMember{}.pieces.size())},
                {"days", d.days}};
  }();
  return layout;
}

// A card in a log entry: enough to name it (the full card is in the cast).
Json card_brief(int card) {
  const CharacterCard& c = data().cards[card];
  Json j = {{"id", c.id}, {"name", c.name}, {"kind", kind_name(c.kind)}};
  if (c.value) j["printed_value"] = c.value;
  return j;
}

const char* const kWhyNames[] = {"bid", "power", "costume", "set", "queen", "solo", "rehearsal"};

Json event_json(const LogEvent& e, int players) {
  const Data& d = data();
  switch (e.type) {
    case LogEvent::kDay: return {{"type", "day"}, {"day", e.a}};
    case LogEvent::kHire:
      return {{"type", "hire"}, {"seat", e.seat}, {"card", card_brief(e.a)}, {"extra", e.b != 0}, {"draft", e.c != 0}};
    case LogEvent::kBids: {
      Json bids = Json::array();
      for (int s = 0; s < players; ++s) bids.push_back(e.v[static_cast<size_t>(s)]);
      return {{"type", "bids"}, {"bids", bids}, {"first", e.a}};
    }
    case LogEvent::kActivate:
      return {{"type", "activate"}, {"seat", e.seat}, {"card", card_brief(e.a)}, {"plus3", e.b != 0}};
    case LogEvent::kPass: return {{"type", "pass"}, {"seat", e.seat}};
    case LogEvent::kCostume:
      return {{"type", "costume"}, {"seat", e.seat}, {"card", card_brief(e.a)}, {"extra", e.b != 0},
              {"colour", colour_name(e.c)}};
    case LogEvent::kSet:
      return {{"type", "set"}, {"seat", e.seat}, {"space", d.set[static_cast<size_t>(e.a)].name},
              {"colour", colour_name(e.c)}};
    case LogEvent::kPlus3: return {{"type", "plus3"}, {"seat", e.seat}};
    case LogEvent::kAct:
      if (e.seat == kNeutral) return {{"type", "neutral"}, {"act", e.a}, {"from", e.b}, {"to", e.c}};
      return {{"type", "act"}, {"seat", e.seat}, {"act", e.a}, {"from", e.b}, {"to", e.c}};
    case LogEvent::kQueen:
      return {{"type", "queen"}, {"seat", e.seat}, {"choice", e.a ? "objectives" : "pounds"}};
    case LogEvent::kObjective: return {{"type", "objective"}, {"seat", e.seat}};
    case LogEvent::kAmbiance: {
      static const char* const spaces[] = {"unlit-candle", "grey-feather", "start",
                                           "pound",        "white-feather", "lit-candle"};
      return {{"type", "ambiance"}, {"seat", e.seat}, {"space", e.a >= 0 && e.a < 6 ? spaces[e.a] : "?"}};
    }
    case LogEvent::kRehearsal: return {{"type", "rehearsal"}};
    case LogEvent::kActScoring:
      return {{"type", "act_scoring"}, {"seat", e.seat}, {"grey", -e.a}, {"act1_pounds", e.b},
              {"act2_prestige", e.c}, {"act3_prestige", e.v[0]}, {"total_prestige", e.total_prestige},
              {"total_pounds", e.total_pounds}};
    case LogEvent::kPurse:
      return {{"type", "purse"}, {"seat", e.seat}, {"why", kWhyNames[e.a]}, {"prestige", e.d_prestige},
              {"pounds", e.d_pounds}, {"total_prestige", e.total_prestige}, {"total_pounds", e.total_pounds}};
    case LogEvent::kRest:
      return {{"type", "rest"}, {"seat", e.seat}, {"n", e.a},
              {"awake", e.b >= 0 ? card_brief(e.b) : Json(nullptr)}};
    case LogEvent::kFinal:
      return {{"type", "final"}, {"seat", e.seat}, {"objective_points", e.a}, {"yellow_points", e.b},
              {"unpaid", e.c}, {"paid_pounds", e.d_pounds}, {"prestige", e.total_prestige},
              {"pounds", e.total_pounds}};
    case LogEvent::kOver: {
      Json w = Json::array();
      for (int s = 0; s < players; ++s)
        if ((e.a >> s) & 1) w.push_back(s);
      return {{"type", "over"}, {"winners", w}};
    }
  }
  return Json::object();
}

}  // namespace

Json Game::observe(int seat, bool everything, size_t log_from) const {
  const Data& d = data();
  const bool over = phase == Phase::kOver;
  Json o;
  o["game"] = "shakespeare";
  o["players"] = n;
  o["variant"] = opts.variant;
  o["seat"] = seat;
  o["day"] = day;
  o["phase"] = phase_name(phase);
  o["over"] = over;  // as in the other games' observations; true exactly when is_terminal()
  o["layout"] = layout_json();
  o["current"] = current_player();
  o["pending"] = pending_name(pending);
  if (pending == Pending::kWhite) o["feathers_left"] = pending_count;
  if (pending == Pending::kCraft) {
    o["craft"] = {{"kind", craft == Craft::kCostume ? "costume" : craft == Craft::kSet ? "set"
                             : craft == Craft::kBoth ? "both" : "jewel"},
                  {"budget", craft_budget}};
  }
  if (pending == Pending::kKeep) {
    o["drawn_count"] = n_drawn;
    if (seat == decider || everything) {
      Json dr = Json::array();
      for (int i = 0; i < n_drawn; ++i) dr.push_back(d.objectives[drawn[i]].id);
      o["drawn"] = std::move(dr);
    }
  }
  o["order"] = Json(std::vector<int>(order.begin(), order.begin() + n));
  o["initiative"] = Json(std::vector<int>(initiative.begin(), initiative.begin() + n_initiative));
  o["last_initiative"] = Json(std::vector<int>(last_initiative.begin(), last_initiative.begin() + n));
  Json mk = Json::array();
  for (int i = 0; i < n_market; ++i) mk.push_back(market[i] >= 0 ? card_json(market[i]) : Json(nullptr));
  o["market"] = std::move(mk);
  o["deck_count"] = n_deck;
  Json dis = Json::array();
  for (int i = 0; i < n_discard; ++i) dis.push_back(d.cards[discard[i]].id);
  o["discard"] = std::move(dis);
  o["offer"] = {{"costume", pieces_json(offer[kCostumePiece])}, {"set", pieces_json(offer[kSetPiece])}};
  o["bag"] = {{"costume", pieces_json(bag[kCostumePiece])}, {"set", pieces_json(bag[kSetPiece])}};
  o["discarded_pieces"] = {{"costume", pieces_json(spent[kCostumePiece])}, {"set", pieces_json(spent[kSetPiece])}};
  o["plus3_supply"] = plus3_supply;
  o["objective_deck_count"] = n_obj_deck;
  Json known = Json::array();
  for (int i = 0; i < n_obj_deck; ++i)
    if (everything || (seat >= 0 && seat < kMaxPlayers && (obj_known[i] >> seat) & 1))
      known.push_back({{"position", i}, {"id", d.objectives[obj_deck[i]].id}});
  o["objective_deck_known"] = std::move(known);
  // Acts: discs best first (space, then who arrived first).
  Json acts = Json::array();
  for (int a = 0; a < kActs; ++a) {
    std::vector<int> discs;
    for (int s = 0; s < n; ++s) discs.push_back(s);
    if (solo) discs.push_back(kNeutral);
    std::sort(discs.begin(), discs.end(), [&](int x, int y) { return ahead(a, x, y); });
    Json list = Json::array();
    for (int s : discs)
      list.push_back({{"disc", s == kNeutral ? Json("neutral") : Json(s)}, {"space", pos[a][s]}});
    acts.push_back(std::move(list));
  }
  o["acts"] = std::move(acts);
  Json cos = Json::array();
  for (int s = 0; s < n; ++s) {
    const Company& c = co[s];
    Json j;
    j["seat"] = s;
    j["pounds"] = c.pounds;
    j["prestige"] = c.prestige;
    j["ambiance"] = c.ambiance;
    j["plus3"] = c.plus3;
    const bool bid_hidden = phase == Phase::kBid && s != seat && !everything;
    j["has_bid"] = c.bid > 0;
    j["bid"] = bid_hidden ? Json(nullptr) : Json(c.bid);
    j["cylinders_left"] = c.cylinders_left;
    j["cylinders_used"] = c.cylinders_used;
    j["recruited"] = c.recruited;
    j["passed"] = c.passed;
    j["actor_today"] = c.actor_today;
    Json cast = Json::array();
    for (int i = 0; i < c.n_cast; ++i) {
      const CastMember& m = c.cast[i];
      const CharacterCard& card = d.cards[m.card];
      Json pieces = Json::array();
      for (int k = 0; k < m.n_pieces; ++k) pieces.push_back(colour_name(m.pieces[k]));
      Json cj = {{"id", card.id}, {"name", m.extra ? std::string("Extra") : card.name},
                 {"kind", m.extra ? "extra" : kind_name(card.kind)}, {"extra", m.extra},
                 {"cost", m.extra ? 0 : card.cost}, {"pieces", pieces}, {"complete", m.n_pieces == 3},
                 {"cylinder", m.cylinder}, {"resting", m.resting}};
      // An Extra's card is public too: it was taken from the face-up market in
      // everyone's sight (README, decision 16).
      cj["card"] = card_json(m.card);
      if (!m.extra && card.value) cj["value"] = craft_value(s, i);
      if (over && !m.extra && !card.starting) cj["paid"] = ((c.paid_mask >> i) & 1) == 1;
      cast.push_back(std::move(cj));
    }
    j["cast"] = std::move(cast);
    Json setj = Json::object();
    for (int i = 0; i < static_cast<int>(d.set.size()); ++i)
      if (c.set[i] >= 0) setj[d.set[i].name] = colour_name(c.set[i]);
    j["set"] = std::move(setj);
    j["objective_count"] = c.n_objectives;
    if (s == seat || over || everything) {
      Json objs = Json::array();
      for (int i = 0; i < c.n_objectives; ++i) objs.push_back(d.objectives[c.objectives[i]].id);
      j["objectives"] = std::move(objs);
    }
    if (phase == Phase::kRest) {
      j["rest_chosen"] = c.rest_chosen;
      if (s == seat || !hidden_rest() || everything)
        j["rest_keep"] = c.rest_keep >= 0 && c.rest_chosen ? Json(c.cast[c.rest_keep].card >= 0 ? d.cards[c.cast[c.rest_keep].card].id : "") : Json(nullptr);
    }
    if (over) {
      j["final"] = {{"objective_points", c.objective_points}, {"yellow_points", c.yellow_points},
                    {"unpaid", c.unpaid}, {"paid_pounds", c.paid_pounds}};
    }
    cos.push_back(std::move(j));
  }
  o["companies"] = std::move(cos);
  o["winners"] = winners();
  // The public log: the same for every seat (nothing hidden ever enters it).
  Json lg = Json::array();
  for (size_t i = log_from; i < log.size(); ++i) lg.push_back(event_json(log.begin()[i], n));
  o["log"] = std::move(lg);
  return o;
}

std::unique_ptr<State> Game::resample(int seat, Rng& r) const {
  auto g = std::make_unique<Game>(*this);
  g->rng.reseed(r.next());  // future bag draws and reshuffles
  // The character deck's order. Sorted first, so the world drawn depends on
  // what the seat knows and the rng only, never on the true order (a bot
  // then decides the same in any two states the seat cannot tell apart).
  std::sort(g->deck.begin(), g->deck.begin() + g->n_deck);
  for (int i = g->n_deck - 1; i > 0; --i) std::swap(g->deck[i], g->deck[r.below(i + 1)]);
  // Objective cards this seat has not seen: others' hands (before the end),
  // cards drawn for someone else, and deck cards it did not put there.
  if (phase != Phase::kOver) {
    std::vector<int8_t*> slots;
    for (int s = 0; s < n; ++s)
      if (s != seat)
        for (int i = 0; i < g->co[s].n_objectives; ++i) slots.push_back(&g->co[s].objectives[i]);
    if (pending == Pending::kKeep && decider != seat)
      for (int i = 0; i < n_drawn; ++i) slots.push_back(&g->drawn[i]);
    for (int i = 0; i < n_obj_deck; ++i)
      if (!((obj_known[i] >> seat) & 1)) slots.push_back(&g->obj_deck[i]);
    std::vector<int8_t> cards;
    for (int8_t* p : slots) cards.push_back(*p);
    std::sort(cards.begin(), cards.end());  // as the deck above: the truth's order must not show
    for (int i = static_cast<int>(cards.size()) - 1; i > 0; --i) std::swap(cards[i], cards[r.below(i + 1)]);
    for (size_t i = 0; i < slots.size(); ++i) *slots[i] = cards[i];
  }
  // Secret choices not yet revealed.
  if (phase == Phase::kBid)
    for (int s = 0; s < n; ++s)
      if (s != seat && g->co[s].bid > 0) g->co[s].bid = 1 + r.below(data().cylinders);
  if (hidden_rest())
    for (int s = 0; s < n; ++s) {
      Company& c = g->co[s];
      if (s == seat || !c.rest_chosen) continue;
      std::vector<int> options;
      for (int i = 0; i < c.n_cast; ++i)
        if (c.cast[i].cylinder) options.push_back(i);
      if (!options.empty()) c.rest_keep = options[r.below(static_cast<int>(options.size()))];
    }
  return g;
}

// Undo asks which choices of others a seat could not see: only a bid, a
// rest choice (standard rest) or the objective a seat keeps can hide, and
// then the observation decides (the last bid in, for one, reveals them all).
void Game::secret_alternatives(int seat, Action a, std::vector<Action>& out) const {
  out.clear();
  if (phase == Phase::kOver || decider == seat) return;
  const bool may_hide = pending == Pending::kKeep ||
                        (pending == Pending::kNone && (phase == Phase::kBid || phase == Phase::kRest));
  if (!may_hide) return;
  const std::vector<Action> candidates = legal_actions();
  secret_alternatives_by_observation(*this, seat, a, out, &candidates);
}

}  // namespace tabula::shakespeare
