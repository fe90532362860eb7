// Setup and the six phases of a day: bidding, recruiting and activating,
// ambiance, the dress rehearsal (days 4 and 6), maintenance and rest. run()
// plays every automatic step and stops at the next decision.
#include <algorithm>

#include "shakespeare/stacking.h"
#include "shakespeare/state.h"

namespace tabula::shakespeare {

Game::Game(const Options& o, uint64_t seed) : opts(o), rng(seed) {
  n = std::max(1, std::min(kMaxPlayers, o.players));
  solo = n == 1;
  strategic_rest = o.variant == "strategic-rest";
  setup();
  run();
}

void Game::setup() {
  const Data& d = data();
  log.clear();
  if (logging) log.reserve(512);  // a 4-player game tells about 400 events: one allocation
  note(LogEvent::kDay, -1, day);
  for (int s = 0; s < n; ++s) {
    Company& c = co[s];
    c = Company{};
    for (int i = 0; i < d.starting_count; ++i) c.cast[c.n_cast++].card = static_cast<int8_t>(i);
    for (int i = 0; i < kMaxSpaces; ++i)
      c.set[i] = i < static_cast<int>(d.set.size()) && !d.set[i].is_virtual ? kEmpty : kVirtual;
    c.prestige = d.start_prestige;
    c.ambiance = d.ambiance_start;
  }
  // Order track: random, unless a test fixes it.
  std::vector<int> seats;
  for (int s = 0; s < n; ++s) seats.push_back(s);
  rng.shuffle(seats);
  const Json& set = opts.settings;
  if (set.is_object() && set.contains("order") && set["order"].is_array() &&
      static_cast<int>(set["order"].size()) == n) {
    for (int i = 0; i < n; ++i) seats[i] = set["order"][i].get<int>();
  }
  for (int i = 0; i < n; ++i) order[i] = initiative[i] = last_initiative[i] = seats[i];
  n_initiative = n;
  // Act discs all start on space 1 (stacked in order-track order); the solo
  // game's neutral discs start on space 4.
  for (int a = 0; a < kActs; ++a) {
    for (int i = 0; i < n; ++i) {
      pos[a][order[i]] = 1;
      stamp[a][order[i]] = ++stamp_clock;
    }
    pos[a][kNeutral] = solo ? d.solo_neutral_start : 0;
    stamp[a][kNeutral] = ++stamp_clock;
  }
  plus3_supply = d.plus3_tokens;
  for (int k = 0; k < 2; ++k) {
    bag[k] = d.bags[n];
    offer[k] = {};
    spent[k] = {};
  }
  // Character deck: shuffled; a test may name the top cards (first = top).
  std::vector<int> cards;
  for (int i = d.starting_count; i < static_cast<int>(d.cards.size()); ++i) cards.push_back(i);
  rng.shuffle(cards);
  if (set.is_object() && set.contains("deck") && set["deck"].is_array()) {
    std::vector<int> top;
    for (const Json& id : set["deck"]) top.push_back(d.card_index(id.get<std::string>()));
    std::vector<int> rest;
    for (int c : cards)
      if (std::find(top.begin(), top.end(), c) == top.end()) rest.push_back(c);
    cards = rest;
    for (auto it = top.rbegin(); it != top.rend(); ++it) cards.push_back(*it);
  }
  n_deck = 0;
  for (int c : cards) deck[n_deck++] = static_cast<int8_t>(c);
  n_discard = 0;
  // Objective deck.
  std::vector<int> objs;
  for (int i = 0; i < static_cast<int>(d.objectives.size()) && i < kMaxObjectives; ++i) objs.push_back(i);
  rng.shuffle(objs);
  if (set.is_object() && set.contains("objectives") && set["objectives"].is_array()) {
    std::vector<int> top;
    for (const Json& id : set["objectives"]) top.push_back(d.objective_index(id.get<std::string>()));
    for (int o : objs)
      if (std::find(top.begin(), top.end(), o) == top.end()) top.push_back(o);
    objs = top;
  }
  n_obj_deck = 0;
  for (int o : objs) {
    obj_known[n_obj_deck] = 0;
    obj_deck[n_obj_deck++] = static_cast<int8_t>(o);
  }
  draw_pieces();
  // The draft: N+2 cards (4 in solo); the last on the order track picks first.
  draw_market();
  phase = Phase::kDraft;
  step = 0;
  decider = order[n - 1];
}

int Game::draw_card() {
  if (n_deck == 0) {
    // The deck ran out: the discards are shuffled into a new one.
    std::vector<int> pile(discard.begin(), discard.begin() + n_discard);
    rng.shuffle(pile);
    for (int c : pile) deck[n_deck++] = static_cast<int8_t>(c);
    n_discard = 0;
  }
  if (n_deck == 0) return -1;
  return deck[--n_deck];
}

void Game::draw_market() {
  n_market = solo ? 4 : n + 2;
  for (int i = 0; i < n_market; ++i) market[i] = static_cast<int8_t>(draw_card());
}

void Game::draw_pieces() {
  const int count = solo ? data().solo_draw : data().draw_per_player * n;
  for (int k = 0; k < 2; ++k) {
    for (int i = 0; i < count; ++i) {
      int total = 0;
      for (int c = 0; c < kColours; ++c) total += bag[k][c];
      if (total == 0) break;
      int c = stacked_piece(opts, k, pieces_drawn[k]++);
      if (c < 0 || bag[k][c] == 0) {
        int r = rng.below(total);
        c = 0;
        while (r >= bag[k][c]) r -= bag[k][c++];
      }
      --bag[k][c];
      ++offer[k][c];
    }
  }
}

void Game::start_day() {
  for (int s = 0; s < n; ++s) {
    Company& c = co[s];
    c.bid = 0;
    c.recruited = c.passed = c.actor_today = false;
    c.cylinders_used = 0;
    c.cylinders_left = 0;
    c.rest_chosen = false;
    c.rest_keep = -1;
    for (int i = 0; i < c.n_cast; ++i) c.cast[i].cylinder = false;
  }
  step = 0;
  if (solo) {
    // Solo: no bidding; all five cylinders, stop whenever.
    co[0].bid = co[0].cylinders_left = data().cylinders;
    n_initiative = 0;
    phase = Phase::kActions;
    decider = 0;
    turn_over = false;
  } else {
    phase = Phase::kBid;
    decider = 0;
  }
}

// Lowest bid first (+1 prestige); ties by the initiative track as it stood.
void Game::reveal_bids() {
  std::array<int, kMaxPlayers> rank{};
  for (int i = 0; i < n; ++i) rank[last_initiative[i]] = i;
  std::array<int, kMaxPlayers> seats{};
  for (int i = 0; i < n; ++i) seats[i] = i;
  std::stable_sort(seats.begin(), seats.begin() + n, [&](int a, int b) {
    if (co[a].bid != co[b].bid) return co[a].bid < co[b].bid;
    return rank[a] < rank[b];
  });
  for (int i = 0; i < n; ++i) {
    order[i] = seats[i];
    co[seats[i]].cylinders_left = co[seats[i]].bid;
  }
  co[order[0]].prestige += 1;
  if (logging) {
    LogEvent e;
    e.type = LogEvent::kBids;
    e.a = static_cast<int8_t>(order[0]);
    for (int s = 0; s < n; ++s) e.v[s] = static_cast<int8_t>(co[s].bid);
    note(e);
    note_purse(order[0], LogEvent::kWhyBid, 1, 0);
  }
  n_initiative = 0;  // the initiative track is cleared
  phase = Phase::kActions;
  step = 0;
  decider = order[0];
  turn_over = false;
}

bool Game::market_has_card() const {
  for (int i = 0; i < n_market; ++i)
    if (market[i] >= 0) return true;
  return false;
}

bool Game::still_acting(int seat) const {
  const Company& c = co[seat];
  if (c.passed) return false;
  if (!c.recruited && market_has_card()) return true;
  return c.cylinders_left > 0;
}

int Game::next_actor() const {
  for (int k = 1; k <= n; ++k) {
    const int i = (step + k) % n;
    if (still_acting(order[i])) return i;
  }
  return -1;
}

void Game::end_actions() {
  const Data& d = data();
  if (solo && (co[0].cylinders_used == 1 || co[0].cylinders_used == 2)) {
    co[0].prestige += 1;
    note_purse(0, LogEvent::kWhySolo, 1, 0);
  }
  // Players who activated no actor follow, in order-track order.
  for (int i = 0; i < n; ++i) {
    const int s = order[i];
    bool on = false;
    for (int j = 0; j < n_initiative; ++j) on = on || initiative[j] == s;
    if (!on) initiative[n_initiative++] = s;
  }
  last_initiative = initiative;
  // Ambiance A: every purple set piece left on the main board lowers everyone.
  const int purple = offer[kSetPiece][kPurple];
  for (int s = 0; s < n; ++s) move_ambiance(s, -purple);
  (void)d;
  phase = Phase::kAmbiance;
  step = 0;
}

void Game::move_ambiance(int seat, int delta) {
  Company& c = co[seat];
  c.ambiance = std::max(0, std::min(data().ambiance_spaces - 1, c.ambiance + delta));
}

// Ambiance B, for one company, by the space its marker stands on.
void Game::ambiance_effect(int seat) {
  Company& c = co[seat];
  decider = seat;
  if (c.ambiance != data().ambiance_start) note(LogEvent::kAmbiance, seat, c.ambiance);
  switch (c.ambiance) {
    case 0: c.prestige -= 1; break;  // unlit candle
    case 1: pending = Pending::kGrey; break;  // grey feather: one step back
    case 3: c.pounds += 1; break;
    case 4: pending = Pending::kWhite; pending_count = 1; break;  // white feather
    case 5: c.prestige += 1; break;  // lit candle
    default: break;
  }
}

void Game::start_rehearsal_for(int seat) {
  const Data& d = data();
  Company& c = co[seat];
  decider = seat;
  int whites = 0;
  const int prestige0 = c.prestige, pounds0 = c.pounds;
  for (int i = 0; i < c.n_cast; ++i) {
    const CastMember& m = c.cast[i];
    if (m.n_pieces < 3) continue;  // only complete costumes rehearse (resting or not)
    if (m.extra) {
      for (int a = 0; a < kActs; ++a)
        for (int k = 0; k < d.extra_rehearsal[a]; ++k) advance(seat, a);
      whites += d.extra_rehearsal[kWhite];
      continue;
    }
    const CharacterCard& card = d.cards[m.card];
    if (card.kind != Kind::kActor) continue;
    for (int a = 0; a < kActs; ++a)
      for (int k = 0; k < card.rehearsal[a] + card.rehearsal_each_act; ++k) advance(seat, a);
    whites += card.rehearsal[kWhite];
    c.prestige += card.rehearsal_prestige;  // Hamlet
    c.pounds += card.rehearsal_pounds;      // Viola
  }
  if (c.prestige != prestige0 || c.pounds != pounds0)
    note_purse(seat, LogEvent::kWhyRehearsal, c.prestige - prestige0, c.pounds - pounds0);
  if (whites > 0) {
    pending = Pending::kWhite;
    pending_count = whites;
  }
}

void Game::maintenance() {
  for (int i = 0; i < n_market; ++i)
    if (market[i] >= 0) discard[n_discard++] = market[i];
  draw_market();
  for (int k = 0; k < 2; ++k)
    for (int c = 0; c < kColours; ++c) {
      spent[k][c] += offer[k][c];
      offer[k][c] = 0;
    }
  draw_pieces();
}

// Rest: every activated character but one gets a rest token (tokens from the
// day before come off first).
void Game::finish_rest() {
  for (int s = 0; s < n; ++s) {
    Company& c = co[s];
    int rested = 0, awake = -1;
    for (int i = 0; i < c.n_cast; ++i) {
      CastMember& m = c.cast[i];
      m.resting = m.cylinder && i != c.rest_keep;
      rested += m.resting;
      if (m.cylinder && i == c.rest_keep) awake = m.card;
      m.cylinder = false;
    }
    // Told only now, when every choice is made (standard rest is secret);
    // a lone activated character just stays awake: nothing to tell.
    if (rested > 0) note(LogEvent::kRest, s, rested, awake);
  }
  ++day;
  note(LogEvent::kDay, -1, day);
  start_day();
}

int Game::activated_count(int seat) const {
  int k = 0;
  for (int i = 0; i < co[seat].n_cast; ++i) k += co[seat].cast[i].cylinder;
  return k;
}

void Game::run() {
  const Data& d = data();
  for (;;) {
    if (pending == Pending::kWhite || pending == Pending::kGrey) resolve_whites();
    if (pending == Pending::kCraft && !any_take()) pending = Pending::kNone;
    if (pending == Pending::kKeep && n_drawn == 1) keep_objective(0);
    if (pending != Pending::kNone) return;
    switch (phase) {
      case Phase::kDraft:
      case Phase::kBid:
      case Phase::kOver:
        return;
      case Phase::kActions: {
        if (!turn_over && still_acting(decider)) return;
        turn_over = false;
        const int i = next_actor();
        if (i < 0) {
          end_actions();
          continue;
        }
        step = i;
        decider = order[i];
        return;
      }
      case Phase::kAmbiance: {
        if (step < n) {
          ambiance_effect(order[step++]);
          continue;
        }
        for (int s = 0; s < n; ++s) co[s].ambiance = d.ambiance_start;  // Ambiance C
        if (d.rehearsal_day[day]) {
          note(LogEvent::kRehearsal, -1);
          phase = Phase::kRehearsal;
          step = 0;
          continue;
        }
        maintenance();
        phase = Phase::kRest;
        step = 0;
        continue;
      }
      case Phase::kRehearsal: {
        if (step < n) {
          start_rehearsal_for(initiative[step++]);
          continue;
        }
        score_acts();
        if (solo && !solo_moved_neutral) {
          // After the first rehearsal the neutral discs move to space 8.
          solo_moved_neutral = true;
          for (int a = 0; a < kActs; ++a) {
            note_move(kNeutral, a, pos[a][kNeutral], d.solo_neutral_after);
            pos[a][kNeutral] = d.solo_neutral_after;
            stamp[a][kNeutral] = ++stamp_clock;
          }
        }
        if (day >= d.days) {
          end_game();
          return;
        }
        maintenance();
        phase = Phase::kRest;
        step = 0;
        continue;
      }
      case Phase::kRest: {
        if (step == 0)
          for (int s = 0; s < n; ++s) co[s].rest_chosen = false;
        while (step < n) {
          const int s = initiative[step];
          if (activated_count(s) <= 1) {
            // Nothing to choose: a lone activated character stays awake.
            for (int i = 0; i < co[s].n_cast; ++i)
              if (co[s].cast[i].cylinder) co[s].rest_keep = i;
            co[s].rest_chosen = true;
            ++step;
            continue;
          }
          decider = s;
          return;
        }
        finish_rest();
        continue;
      }
    }
  }
}

}  // namespace tabula::shakespeare
