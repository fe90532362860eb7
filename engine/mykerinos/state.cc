// The rules: seasons, excavation turns, patrons, area scoring, the museum and
// the final exhibition. Fixed-size arrays only; no strings in apply() or
// legal_actions().
#include <algorithm>
#include <cstring>

#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {

// ---- geometry ---------------------------------------------------------------

void Table::lay_out_pyramids() {
  pyramid_rows.fill(0);
  for (int a = 0; a < areas; ++a)
    for (int side = 0; side < 2; ++side) {
      const int card = laid[static_cast<size_t>(a)][static_cast<size_t>(side)];
      if (card < 0) continue;
      // Area a covers rows 3(a/2).. and columns 4(a%2)..; each parcel 2 columns of them.
      const int col = (a % 2) * 4 + side * 2;
      for (int r = 0; r < 3; ++r) {
        const bool* row = parcels()[static_cast<size_t>(card)].pyramid + r * 2;
        const unsigned bits = (row[0] ? 1u : 0u) | (row[1] ? 2u : 0u);
        uint8_t& out = pyramid_rows[static_cast<size_t>((a / 2) * 3 + r)];
        out = static_cast<uint8_t>(out | bits << col);
      }
    }
}

std::string square_name(int sq) {
  std::string s(1, static_cast<char>('a' + sq % kCols));
  s += std::to_string(sq / kCols + 1);
  return s;
}

// Orthogonal neighbours inside the region. Squares of neighbouring cards
// touch, and the cartouche in a card's middle never separates squares.
int neighbours(int sq, int rows, int out[4]) {
  const int r = sq / kCols, c = sq % kCols;
  int n = 0;
  if (r > 0) out[n++] = sq - kCols;
  if (r + 1 < rows) out[n++] = sq + kCols;
  if (c > 0) out[n++] = sq - 1;
  if (c + 1 < kCols) out[n++] = sq + 1;
  return n;
}

namespace {

// Can `more` (0 or 1) further plain cubes follow a cube on `sq`: is a free
// square without a pyramid next to it? (In a chain at most one cube is
// still to come after the next: Colonel Tangerine's three are the longest.)
bool chain_from(const Table& t, int sq, int more) {
  if (more == 0) return true;
  int nb[4];
  const int n = neighbours(sq, t.rows, nb);
  for (int i = 0; i < n; ++i)
    if (t.free(nb[i]) && !t.pyramid(nb[i])) return true;
  return false;
}

}  // namespace

// ---- setup ------------------------------------------------------------------

MykerinosState::MykerinosState(const Options& options, uint64_t seed)
    : options_(std::make_shared<const Options>(options)) {
  Table& t = t_;
  t.rng.reseed(seed);
  t.players = options.players;
  t.neutral = t.players == 2 ? 2 : kNone;
  t.colours = t.players == 2 ? 3 : t.players;
  for (int c = 0; c < kMaxColours; ++c)
    t.central[static_cast<size_t>(c)] = c < t.colours ? kCubesPerColour : 0;
  t.room.fill(kNone);
  t.cube.fill(kNone);
  t.place.fill(kInDeck);
  for (auto& a : t.area_card) a.fill(kNone);
  for (auto& a : t.laid) a.fill(kNone);

  const Json& settings = options.settings;
  // Museum: the patron tokens go on the five wings at random.
  std::vector<int8_t> wings = {kViolet, kLemon, kBrown, kBlackmore, kTangerine};
  t.rng.shuffle(wings);
  if (settings.is_object() && settings.contains("wings")) {
    for (size_t w = 0; w < kWings; ++w)
      for (int p = 0; p < kPatrons; ++p)
        if (settings["wings"][w].get<std::string>() == patron_name(p)) wings[w] = static_cast<int8_t>(p);
  }
  for (size_t w = 0; w < kWings; ++w) t.wing_patron[w] = wings[w];

  // The deck. Test fixtures may fix the first cards drawn ("parcels").
  std::vector<int8_t> fixed, rest;
  if (settings.is_object() && settings.contains("parcels"))
    for (const Json& id : settings["parcels"]) fixed.push_back(static_cast<int8_t>(id.get<int>()));
  for (int c = 0; c < kCards; ++c)
    if (std::find(fixed.begin(), fixed.end(), c) == fixed.end()) rest.push_back(static_cast<int8_t>(c));
  t.rng.shuffle(rest);
  fixed.insert(fixed.end(), rest.begin(), rest.end());
  for (size_t i = 0; i < kCards; ++i) t.deck[i] = fixed[i];

  t.first = t.rng.below(t.players);
  if (settings.is_object() && settings.contains("first")) t.first = settings["first"].get<int>();
  t.season = 1;
  start_season();
}

void MykerinosState::start_season() {
  Table& t = t_;
  // Phase 1: cubes from the central supply, as many as are left.
  const int per = t.players == 4 ? 8 : 11;
  for (int i = 0; i < t.players; ++i) {
    const size_t s = static_cast<size_t>((t.first + i) % t.players);
    const int give = std::min<int>(per, t.central[s]);
    t.central[s] = static_cast<int8_t>(t.central[s] - give);
    t.personal[s] = static_cast<int8_t>(t.personal[s] + give);
  }
  if (t.neutral != kNone) {
    for (int i = 0; i < 2; ++i) {
      const size_t s = static_cast<size_t>((t.first + i) % 2);
      const size_t n = static_cast<size_t>(t.neutral);
      const int give = std::min<int>(4, t.central[n]);
      t.central[n] = static_cast<int8_t>(t.central[n] - give);
      t.neutral_held[s] = static_cast<int8_t>(t.neutral_held[s] + give);
    }
  }
  // The region: parcels in draw order, two to an area, areas row by row.
  t.areas = t.season < 4 ? 4 : 6;
  t.rows = t.areas / 2 * 3;
  for (auto& a : t.laid) a.fill(kNone);
  for (auto& a : t.area_card) a.fill(kNone);
  for (int a = 0; a < t.areas; ++a)
    for (int side = 0; side < 2; ++side) {
      if (t.deck_pos >= kCards) continue;
      const int8_t card = t.deck[static_cast<size_t>(t.deck_pos++)];
      t.place[static_cast<size_t>(card)] = kInRegion;
      t.laid[static_cast<size_t>(a)][static_cast<size_t>(side)] = card;
      t.area_card[static_cast<size_t>(a)][static_cast<size_t>(side)] = card;
    }
  t.lay_out_pyramids();
  t.cube.fill(kNone);
  t.pass_space.fill(0);
  if (t.neutral != kNone) t.pass_space[static_cast<size_t>(t.neutral)] = 2;
  t.last_action = false;
  t.phase = Phase::kExcavation;
  t.step = Step::kChoose;
  t.current = t.first;
  note(LogEvent::kSeason, kNone, t.season);
}

// ---- cubes -------------------------------------------------------------------

void MykerinosState::spend_cube(int colour) {
  if (colour == t_.neutral) {
    --t_.neutral_held[static_cast<size_t>(t_.current)];
  } else {
    --t_.personal[static_cast<size_t>(colour)];
  }
}

// ---- museum -----------------------------------------------------------------

std::string MykerinosState::room_name(int room) const {
  const int w = room % 5;
  const std::string wing = patron_name(t_.wing_patron[static_cast<size_t>(w)]);
  if (room < 5) return wing + " 3";
  if (room < 10) return wing + " 5";
  return wing + "-" + patron_name(t_.wing_patron[static_cast<size_t>((w + 1) % kWings)]);
}

int MykerinosState::exhibition_points(int seat) const {
  int count[kPatrons] = {};
  for (int c = 0; c < kCards; ++c)
    if (t_.place[static_cast<size_t>(c)] == seat && parcels()[static_cast<size_t>(c)].patron != kNoPatron)
      ++count[parcels()[static_cast<size_t>(c)].patron];
  int points = 0;
  for (int w = 0; w < kWings; ++w) {
    const int p = t_.wing_patron[static_cast<size_t>(w)];
    const int rooms[4] = {w, 5 + w, 10 + w, 10 + (w + kWings - 1) % kWings};
    int best = 1;  // a card with no room in its wing still counts 1
    for (int r : rooms)
      if (t_.room[static_cast<size_t>(r)] == seat) best = std::max(best, room_value(r));
    points += best * count[p];
  }
  int sets = count[0];
  for (int p = 1; p < kPatrons; ++p) sets = std::min(sets, count[p]);
  return points + 5 * sets;
}

// ---- turns -------------------------------------------------------------------

int MykerinosState::current_player() const {
  return t_.phase == Phase::kOver ? kNoPlayer : t_.current;
}

namespace {

// The squares of the region at a glance, worked out once per call of
// excavation_options, one byte per row (bit c = column c, so bits taken from
// the lowest up and rows from the top give the squares in increasing order):
// `open` = free and without a pyramid (where a plain cube may go),
// `free_pyramid` = free with a pyramid; cubes(c) = the cubes of colour c.
// A random playout asks for the options at every action; surveying the
// region square by square, chain by chain, was most of its time.
using Rows = std::array<uint8_t, kMaxRows>;

// A row's eight squares of Table::cube read as one word, byte c = column c:
// the bytes in memory order, which is the low byte first on every target
// we build for (x86-64, wasm).
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "a row word's byte c is column c");
constexpr uint64_t kEachByte = 0x0101010101010101ull;
uint64_t row_word(const Table& t, int r) {
  uint64_t w;
  std::memcpy(&w, t.cube.data() + r * kCols, sizeof w);
  return w;
}
// The top bit of each byte of w, byte c's as bit c (the multiplication
// moves byte c's top bit to bit 56 + c, and nothing else gets there).
unsigned top_bits(uint64_t w) {
  return static_cast<unsigned>(((w & (kEachByte << 7)) * 0x0002040810204081ull) >> 56);
}

struct Ground {
  int rows = 0;
  Rows open{}, free_pyramid{};
  std::array<uint64_t, kMaxRows> words{};

  explicit Ground(const Table& t) : rows(t.rows) {
    for (int r = 0; r < rows; ++r) {
      const size_t i = static_cast<size_t>(r);
      words[i] = row_word(t, r);
      const unsigned free = top_bits(words[i]);  // kNone is the only value with its top bit set
      open[i] = static_cast<uint8_t>(free & ~unsigned{t.pyramid_rows[i]});
      free_pyramid[i] = static_cast<uint8_t>(free & t.pyramid_rows[i]);
    }
  }
  // The squares holding a cube of colour c.
  Rows cubes(int c) const {
    Rows out{};
    for (int r = 0; r < rows; ++r) {
      const size_t i = static_cast<size_t>(r);
      const uint64_t x = words[i] ^ (kEachByte * static_cast<uint8_t>(c));  // a zero byte where colour c is
      // Top bit set in each byte that is not zero; no carry crosses a byte.
      const unsigned not_c = top_bits(((x & (kEachByte * 0x7f)) + kEachByte * 0x7f) | x);
      out[i] = static_cast<uint8_t>(~not_c);
    }
    return out;
  }

  // The squares orthogonally next to some square of `m`, inside the region
  // (as neighbours() has them).
  Rows next_to(const Rows& m) const {
    Rows out{};
    for (size_t i = 0; i < kMaxRows; ++i) {
      unsigned n = (unsigned{m[i]} << 1) | (m[i] >> 1);
      if (i > 0) n |= m[i - 1];
      if (i + 1 < kMaxRows) n |= m[i + 1];
      out[i] = static_cast<int>(i) < rows ? static_cast<uint8_t>(n) : 0;  // not below the region
    }
    return out;
  }
  // The open squares with at least two open squares next to them: where a
  // chain can pass through, coming from one and going on to another.
  Rows open_passages() const {
    Rows out{};
    for (size_t i = 0; i < kMaxRows; ++i) {
      const unsigned up = i > 0 ? open[i - 1] : 0u, down = i + 1 < kMaxRows ? open[i + 1] : 0u;
      const unsigned left = (unsigned{open[i]} << 1) & 0xffu, right = open[i] >> 1;
      const unsigned two = (up & (down | left | right)) | (down & (left | right)) | (left & right);
      out[i] = static_cast<uint8_t>(open[i] & two);
    }
    return out;
  }
};

Rows operator&(const Rows& a, const Rows& b) {
  Rows out{};
  for (size_t i = 0; i < kMaxRows; ++i) out[i] = static_cast<uint8_t>(a[i] & b[i]);
  return out;
}
Rows operator|(const Rows& a, const Rows& b) {
  Rows out{};
  for (size_t i = 0; i < kMaxRows; ++i) out[i] = static_cast<uint8_t>(a[i] | b[i]);
  return out;
}
bool any(const Rows& m) {
  unsigned all = 0;
  for (uint8_t r : m) all |= r;
  return all != 0;
}
// Adds base + square for every square of `m`, in increasing order.
// (Gathered on the stack, then added at once: push_back's checks, square by
// square, showed in the profile.)
void push_squares(const Rows& m, Action base, std::vector<Action>& out) {
  Action squares[kMaxSquares];
  int n = 0;
  for (size_t r = 0; r < kMaxRows; ++r)
    for (unsigned bits = m[r]; bits != 0; bits &= bits - 1)
      squares[n++] = base + static_cast<Action>(r) * kCols + __builtin_ctz(bits);
  out.insert(out.end(), squares, squares + n);
}

}  // namespace

void MykerinosState::excavation_options(const Table& t, std::vector<Action>& out) {
  const int seat = t.current;
  const int own = seat;
  // kChain looks at a few squares only: no need to survey the region.
  if (t.step == Step::kChain) {
    if (t.chain_lemon && t.chain_pyramids == 1) out.push_back(act::kStop);
    // The squares next to the last cube, in increasing order (as listed):
    // above, left, right, below.
    const int last = t.chain_last, r = last / kCols, c = last % kCols;
    int next[4], k = 0;
    if (r > 0) next[k++] = last - kCols;
    if (c > 0) next[k++] = last - 1;
    if (c + 1 < kCols) next[k++] = last + 1;
    if (r + 1 < t.rows) next[k++] = last + kCols;
    for (int i = 0; i < k; ++i) {
      const int s = next[i];
      if (!t.free(s)) continue;
      if (t.chain_lemon) {
        if (t.pyramid(s) != (t.chain_pyramids == 0)) continue;
        const int have = t.chain_colour == t.neutral ? t.neutral_held[static_cast<size_t>(seat)]
                                                     : t.personal[static_cast<size_t>(seat)];
        if (have < 1) continue;
      } else {
        if (t.pyramid(s) || !chain_from(t, s, t.chain_left - 1)) continue;
      }
      out.push_back(act::kThen + s);
    }
    return;
  }
  if (t.step == Step::kBrown) {
    for (int r = 0; r < kRooms; ++r)
      if (t.room_open_to(r, own)) out.push_back(act::kMuseum + r);
    return;
  }
  const Ground g(t);
  const Rows own_cubes = g.cubes(own);
  switch (t.step) {
    case Step::kChoose:
    case Step::kViolet: {
      if (t.step == Step::kChoose) out.push_back(act::kPass);
      // RULINGS.md (second round): after Lady Violet's cube the player *may*
      // excavate; stopping there, the cube kept in the supply, is legal.
      if (t.step == Step::kViolet) out.push_back(act::kStop);
      // Where a chain of two plain cubes can begin: an open square next to another.
      const Rows pairs = g.open & g.next_to(g.open);
      // The rulebook: with an empty personal supply, passing is all one can do.
      const int colours_here = (t.step == Step::kChoose && t.neutral != kNone) ? 2 : 1;
      for (int k = 0; k < colours_here; ++k) {
        const int colour = k == 0 ? own : t.neutral;
        const int have = colour == t.neutral ? t.neutral_held[static_cast<size_t>(seat)]
                                             : t.personal[static_cast<size_t>(own)];
        const Action base_new = k == 0 ? act::kNew : act::kNewNeutral;
        const Action base_ext = k == 0 ? act::kExtend : act::kExtendNeutral;
        if (have >= 1) push_squares(g.open, base_new, out);
        if (have >= 2) push_squares(pairs & g.next_to(k == 0 ? own_cubes : g.cubes(colour)), base_ext, out);
      }
      if (t.step == Step::kChoose && t.personal[static_cast<size_t>(own)] >= 1) {
        bool unturned[kPatrons] = {};
        const auto& cards = parcels();
        for (int c = 0; c < kCards; ++c)
          if (t.place[static_cast<size_t>(c)] == seat && !t.turned[static_cast<size_t>(c)] &&
              cards[static_cast<size_t>(c)].patron != kNoPatron)
            unturned[cards[static_cast<size_t>(c)].patron] = true;
        // A patron is offered only if its action can be carried out in full:
        // the same test as "its step would offer some option" (the cases
        // below), answered without listing the options.
        const int have = t.personal[static_cast<size_t>(own)];
        for (int p = 0; p < kPatrons; ++p) {
          if (!unturned[p]) continue;
          bool can = false;
          switch (p) {
            case kViolet:  // then `stop` is always an option
              can = t.central[static_cast<size_t>(own)] > 0;
              break;
            case kLemon:  // every option of kLemon needs a free pyramid, and one is enough
              can = any(g.free_pyramid);
              break;
            case kBrown:
              for (int r = 0; r < kRooms && !can; ++r) can = t.room_open_to(r, own);
              break;
            case kBlackmore:
              can = have >= 2 && any(pairs);
              break;
            default:  // Tangerine
              can = have >= 3 && any(g.open & g.next_to(own_cubes) & g.next_to(g.open_passages()));
              break;
          }
          if (can) out.push_back(act::kPatron + p);
        }
      }
      break;
    }
    case Step::kLemon: {
      // A new excavation on a pyramid; or an extension onto one, or onto a
      // free square next to one (with a second cube for the pyramid).
      const int have = t.personal[static_cast<size_t>(own)];
      push_squares(g.free_pyramid, act::kNew, out);
      const Rows onto = have >= 2 ? g.free_pyramid | (g.open & g.next_to(g.free_pyramid)) : g.free_pyramid;
      push_squares(onto & g.next_to(own_cubes), act::kExtend, out);
      break;
    }
    case Step::kBlackmore:
      if (t.personal[static_cast<size_t>(own)] >= 2) push_squares(g.open & g.next_to(g.open), act::kNew, out);
      break;
    case Step::kTangerine:
      // Three cubes in a row of open squares: the second must lead on to a third.
      if (t.personal[static_cast<size_t>(own)] >= 3)
        push_squares(g.open & g.next_to(own_cubes) & g.next_to(g.open_passages()), act::kExtend, out);
      break;
    case Step::kBrown:
    case Step::kChain:
      break;  // answered above
  }
}

void MykerinosState::pass_seat(int seat) {
  Table& t = t_;
  if (t.pass_space[static_cast<size_t>(seat)] != 0) return;
  for (int space = 1; space <= t.colours; ++space) {
    bool taken = false;
    for (int c = 0; c < t.colours; ++c) taken |= t.pass_space[static_cast<size_t>(c)] == space;
    if (!taken) {
      t.pass_space[static_cast<size_t>(seat)] = static_cast<int8_t>(space);
      note(LogEvent::kPass, seat, space);
      return;
    }
  }
}

void MykerinosState::end_turn() {
  Table& t = t_;
  t.step = Step::kChoose;
  t.chain_colour = kNone;
  t.chain_left = 0;
  t.chain_last = kNone;
  t.chain_lemon = false;
  t.chain_pyramids = 0;
  if (t.last_action) {
    // The last player's extra action is done: their disc takes the last space.
    pass_seat(t.current);
    t.last_action = false;
    begin_scoring();
    return;
  }
  int left = 0, only = kNone;
  for (int s = 0; s < t.players; ++s)
    if (t.pass_space[static_cast<size_t>(s)] == 0) ++left, only = s;
  if (left == 0) {
    begin_scoring();
    return;
  }
  if (left == 1) {
    t.current = only;
    t.last_action = true;
    return;
  }
  do t.current = (t.current + 1) % t.players;
  while (t.pass_space[static_cast<size_t>(t.current)] != 0);
}

// ---- area scoring ------------------------------------------------------------

namespace {

// The twelve squares of area a (two parcels side by side), row by row.
std::array<int, 12> area_squares(int a) {
  std::array<int, 12> out{};
  const int first = (a / 2) * 3 * kCols + (a % 2) * 4;
  for (size_t i = 0; i < out.size(); ++i) out[i] = first + static_cast<int>(i / 4) * kCols + static_cast<int>(i % 4);
  return out;
}

}  // namespace

void MykerinosState::begin_scoring() {
  note(LogEvent::kScoring);
  t_.phase = Phase::kScoring;
  t_.scoring_area = 0;
  setup_area();
  advance_scoring();
}

// Rank the colours on the area by cubes; ties go to whoever passed first.
void MykerinosState::setup_area() {
  Table& t = t_;
  int count[kMaxColours] = {};
  for (int s : area_squares(t.scoring_area))
    if (t.cube[static_cast<size_t>(s)] != kNone) ++count[t.cube[static_cast<size_t>(s)]];
  t.rank_count = 0;
  for (int c = 0; c < t.colours; ++c)
    if (count[c] > 0) t.rank[static_cast<size_t>(t.rank_count++)] = static_cast<int8_t>(c);
  auto before = [&](int8_t a, int8_t b) {
    if (count[a] != count[b]) return count[a] > count[b];
    if (t.pass_space[static_cast<size_t>(a)] != t.pass_space[static_cast<size_t>(b)])
      return t.pass_space[static_cast<size_t>(a)] < t.pass_space[static_cast<size_t>(b)];
    return a < b;  // never reached in play: everyone has passed by then
  };
  // At most four colours: an insertion sort (the order is total, so any
  // sort gives this one).
  for (int i = 1; i < t.rank_count; ++i)
    for (int j = i; j > 0 && before(t.rank[static_cast<size_t>(j)], t.rank[static_cast<size_t>(j - 1)]); --j)
      std::swap(t.rank[static_cast<size_t>(j)], t.rank[static_cast<size_t>(j - 1)]);
  t.rank_pos = 0;
  LogEvent e;
  e.type = LogEvent::kArea;
  e.a = static_cast<int8_t>(t.scoring_area);
  e.n = static_cast<int8_t>(t.rank_count);
  for (int i = 0; i < t.rank_count; ++i) {
    e.sq[static_cast<size_t>(i)] = t.rank[static_cast<size_t>(i)];
    e.cubes[static_cast<size_t>(i)] = static_cast<int8_t>(count[t.rank[static_cast<size_t>(i)]]);
  }
  note(e);
}

namespace {

// The options of one scoring decision: two cards and the rooms of the
// museum at most. Kept on the stack: advance_scoring asks at every rank.
struct Choices {
  std::array<Action, 2 + kRooms> list{};
  int n = 0;
  void push_back(Action a) { list[static_cast<size_t>(n++)] = a; }
};

// Who decides at the current rank position, and between what.
void decision(const MykerinosState& st, int* chooser, bool* for_neutral, Choices& opts) {
  const Table& t = st.table();
  *chooser = kNone;
  *for_neutral = false;
  if (t.rank_pos >= t.rank_count) return;
  const auto& cards = t.area_card[static_cast<size_t>(t.scoring_area)];
  const int c = t.rank[static_cast<size_t>(t.rank_pos)];
  if (c == t.neutral) {
    if (t.rank_pos >= 2) return;  // leftovers are discarded anyway
    if (t.rank_pos == 0) {
      if (t.rank_count == 1) return;  // alone: both cards are discarded
      *chooser = t.rank_count >= 3 ? t.rank[2] : 1 - t.rank[1];  // 3rd, else the unranked player
    } else {
      *chooser = t.rank[0];
    }
    *for_neutral = true;
    if (cards[0] != kNone) opts.push_back(act::kNeutralLeft);
    if (cards[1] != kNone) opts.push_back(act::kNeutralRight);
    return;
  }
  *chooser = c;
  if (cards[0] != kNone) opts.push_back(act::kTakeLeft);
  if (cards[1] != kNone) opts.push_back(act::kTakeRight);
  // Only the first two may go to the museum, with a cube from the central supply.
  if (t.rank_pos <= 1 && t.central[static_cast<size_t>(c)] > 0)
    for (int r = 0; r < kRooms; ++r)
      if (st.room_open_to(r, c)) opts.push_back(act::kMuseum + r);
}

}  // namespace

void MykerinosState::scoring_options(std::vector<Action>& out) const {
  int chooser;
  bool for_neutral;
  Choices choices;
  decision(*this, &chooser, &for_neutral, choices);
  out.assign(choices.list.begin(), choices.list.begin() + choices.n);
}

// Plays every decision that has a single option by itself, and stops at the
// first real choice (or when the season is over).
void MykerinosState::advance_scoring() {
  Table& t = t_;
  while (t.phase == Phase::kScoring) {
    const auto& cards = t.area_card[static_cast<size_t>(t.scoring_area)];
    if (t.rank_pos >= t.rank_count || (cards[0] == kNone && cards[1] == kNone)) {
      finish_area();
      continue;
    }
    int chooser;
    bool for_neutral;
    Choices opts;
    decision(*this, &chooser, &for_neutral, opts);
    if (opts.n == 0) {
      ++t.rank_pos;
      continue;
    }
    t.chooser = chooser;
    t.for_neutral = for_neutral;
    t.current = chooser;
    if (opts.n == 1) {
      apply(opts.list[0]);
      --t.moves;  // automatic, not a move of its own
      return;     // apply() continues the scoring
    }
    return;
  }
}

void MykerinosState::take_card(int seat, int card) {
  note(LogEvent::kTake, seat, card);
  t_.place[static_cast<size_t>(card)] = static_cast<int8_t>(seat);
  t_.turned[static_cast<size_t>(card)] = false;
  t_.score[static_cast<size_t>(seat)] =
      static_cast<int16_t>(t_.score[static_cast<size_t>(seat)] + parcels()[static_cast<size_t>(card)].value);
}

void MykerinosState::finish_area() {
  Table& t = t_;
  auto& cards = t.area_card[static_cast<size_t>(t.scoring_area)];
  int left = 0;
  for (auto& c : cards)
    if (c != kNone) t.place[static_cast<size_t>(c)] = kDiscarded, c = kNone, ++left;
  if (left > 0) {
    note(LogEvent::kDiscard, kNone, left);
  }
  for (int s : area_squares(t.scoring_area)) {
    const int8_t c = t.cube[static_cast<size_t>(s)];
    if (c != kNone) {
      ++t.central[static_cast<size_t>(c)];
      t.cube[static_cast<size_t>(s)] = kNone;
    }
  }
  ++t.scoring_area;
  if (t.scoring_area >= t.areas) {
    end_season();
  } else {
    setup_area();
  }
}

void MykerinosState::end_season() {
  Table& t = t_;
  for (int a = 0; a < kMaxAreas; ++a)
    for (auto& c : t.laid[static_cast<size_t>(a)])
      if (c != kNone && t.place[static_cast<size_t>(c)] == kInRegion) t.place[static_cast<size_t>(c)] = kDiscarded;
  if (t.season == 4) {
    for (int s = 0; s < t.players; ++s)
      t.score[static_cast<size_t>(s)] = static_cast<int16_t>(t.score[static_cast<size_t>(s)] + exhibition_points(s));
    t.phase = Phase::kOver;
    t.current = kNoPlayer;
    note(LogEvent::kOver);
    return;
  }
  // The last disc on the pass track starts the next season.
  int last = t.first, best = 0;
  for (int s = 0; s < t.players; ++s)
    if (t.pass_space[static_cast<size_t>(s)] > best) best = t.pass_space[static_cast<size_t>(s)], last = s;
  t.first = last;
  t.turned.fill(false);
  ++t.season;
  start_season();
}

// ---- actions -----------------------------------------------------------------

void MykerinosState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  out.reserve(160);  // grown once, not push by push (a no-op for a reused vector)
  if (t_.phase == Phase::kExcavation) excavation_options(t_, out);
  else if (t_.phase == Phase::kScoring) scoring_options(out);
}

void MykerinosState::apply(Action a) {
  Table& t = t_;
  ++t.moves;
  if (t.phase == Phase::kScoring) {
    const int c = t.rank[static_cast<size_t>(t.rank_pos)];
    auto& cards = t.area_card[static_cast<size_t>(t.scoring_area)];
    if (a == act::kTakeLeft || a == act::kTakeRight) {
      int8_t& card = cards[static_cast<size_t>(a - act::kTakeLeft)];
      take_card(c, card);
      card = kNone;
    } else if (a == act::kNeutralLeft || a == act::kNeutralRight) {
      int8_t& card = cards[static_cast<size_t>(a - act::kNeutralLeft)];
      t.place[static_cast<size_t>(card)] = kDiscarded;  // the neutral's cards leave the game
      note(LogEvent::kNeutralTake, kNone, card);
      card = kNone;
    } else if (a >= act::kMuseum && a < act::kMuseum + kRooms) {
      t.room[static_cast<size_t>(a - act::kMuseum)] = static_cast<int8_t>(c);
      --t.central[static_cast<size_t>(c)];
      note(LogEvent::kMuseum, c, a - act::kMuseum);
    }
    ++t.rank_pos;
    t.chooser = kNone;
    advance_scoring();
    return;
  }

  const int seat = t.current;
  // Every cube is an entry of its own (the log only ever grows: the page
  // animates what is past the entries it has seen); the further cubes of a
  // turn are marked as such, and the page tells a turn's cubes in one line.
  auto place_cube = [&](int sq, int colour) {
    t.cube[static_cast<size_t>(sq)] = static_cast<int8_t>(colour);
    spend_cube(colour);
    LogEvent e;
    e.type = LogEvent::kCubes;
    e.seat = static_cast<int8_t>(seat);
    e.a = static_cast<int8_t>(colour);
    e.n = 1;
    e.sq[0] = static_cast<int8_t>(sq);
    e.cubes[0] = t.step == Step::kChain ? 1 : 0;  // continues this turn's excavation
    note(e);
  };
  if (a == act::kPass) {
    pass_seat(seat);
    end_turn();
  } else if (a >= act::kPatron && a < act::kPatron + kPatrons) {
    const int p = a - act::kPatron;
    note(LogEvent::kPatron, seat, p);
    for (int c = 0; c < kCards; ++c)
      if (t.place[static_cast<size_t>(c)] == seat && !t.turned[static_cast<size_t>(c)] &&
          parcels()[static_cast<size_t>(c)].patron == p) {
        t.turned[static_cast<size_t>(c)] = true;
        break;
      }
    switch (p) {
      case kViolet:
        --t.central[static_cast<size_t>(seat)];
        ++t.personal[static_cast<size_t>(seat)];
        t.step = Step::kViolet;
        break;
      case kLemon: t.step = Step::kLemon; break;
      case kBrown: t.step = Step::kBrown; break;
      case kBlackmore: t.step = Step::kBlackmore; break;
      default: t.step = Step::kTangerine; break;
    }
  } else if (a >= act::kMuseum && a < act::kMuseum + kRooms) {  // Sir Brown
    t.room[static_cast<size_t>(a - act::kMuseum)] = static_cast<int8_t>(seat);
    note(LogEvent::kMuseum, seat, a - act::kMuseum);
    --t.personal[static_cast<size_t>(seat)];
    end_turn();
  } else if (a == act::kStop) {
    end_turn();
  } else if (a >= act::kThen && a < act::kThen + kMaxSquares) {
    const int sq = a - act::kThen;
    t.chain_pyramids = static_cast<int8_t>(t.chain_pyramids + (t.pyramid(sq) ? 1 : 0));
    place_cube(sq, t.chain_colour);
    t.chain_last = static_cast<int8_t>(sq);
    if (--t.chain_left == 0) end_turn();
  } else {
    const bool neutral = a >= act::kNewNeutral && a < act::kThen;
    const bool extend = (a >= act::kExtend && a < act::kNewNeutral) || a >= act::kExtendNeutral;
    const int sq = a - (a >= act::kExtendNeutral ? act::kExtendNeutral
                        : a >= act::kNewNeutral  ? act::kNewNeutral
                        : a >= act::kExtend      ? act::kExtend
                                                 : act::kNew);
    const int colour = neutral ? t.neutral : seat;
    const Step step = t.step;
    place_cube(sq, colour);
    int more = 0;
    if (step == Step::kBlackmore) more = 1;
    else if (step == Step::kTangerine) more = 2;
    else if (step == Step::kLemon) more = extend ? 1 : 0;
    else more = extend ? 1 : 0;
    if (more == 0) {
      end_turn();
      return;
    }
    t.step = Step::kChain;
    t.chain_colour = static_cast<int8_t>(colour);
    t.chain_left = static_cast<int8_t>(more);
    t.chain_last = static_cast<int8_t>(sq);
    t.chain_lemon = step == Step::kLemon;
    t.chain_pyramids = static_cast<int8_t>(t.pyramid(sq) ? 1 : 0);
  }
}

std::string MykerinosState::action_to_text(Action a) const {
  if (a == act::kPass) return "pass";
  if (a >= act::kPatron && a < act::kPatron + kPatrons) return std::string("patron ") + patron_name(a - act::kPatron);
  if (a == act::kStop) return "stop";
  if (a >= act::kNew && a < act::kExtend) return "new " + square_name(a - act::kNew);
  if (a >= act::kExtend && a < act::kNewNeutral) return "extend " + square_name(a - act::kExtend);
  if (a >= act::kNewNeutral && a < act::kExtendNeutral) return "new " + square_name(a - act::kNewNeutral) + " neutral";
  if (a >= act::kExtendNeutral && a < act::kThen) return "extend " + square_name(a - act::kExtendNeutral) + " neutral";
  if (a >= act::kThen && a < act::kMuseum) return "then " + square_name(a - act::kThen);
  if (a >= act::kMuseum && a < act::kMuseum + kRooms) return "museum " + room_name(a - act::kMuseum);
  if (a == act::kTakeLeft) return "take left";
  if (a == act::kTakeRight) return "take right";
  if (a == act::kNeutralLeft) return "neutral takes left";
  if (a == act::kNeutralRight) return "neutral takes right";
  return "?";
}

std::vector<int> MykerinosState::scores() const {
  return std::vector<int>(t_.score.begin(), t_.score.begin() + t_.players);
}

// Most prestige wins; then more cubes left in the personal supply; then a
// shared win.
std::vector<int> MykerinosState::winners() const {
  std::vector<int> w;
  if (t_.phase != Phase::kOver) return w;
  auto key = [&](int s) { return std::make_pair(t_.score[static_cast<size_t>(s)], t_.personal[static_cast<size_t>(s)]); };
  auto best = key(0);
  for (int s = 1; s < t_.players; ++s) best = std::max(best, key(s));
  for (int s = 0; s < t_.players; ++s)
    if (key(s) == best) w.push_back(s);
  return w;
}

std::unique_ptr<State> MykerinosState::resample(int seat, Rng& rng) const {
  (void)seat;  // everything but the deck order is public
  auto copy = std::make_unique<MykerinosState>(*this);
  // Shuffled from a fixed order, never from the true one: the world must
  // depend only on what the seat knows (which cards are left, not where).
  std::vector<int8_t> rest(t_.deck.begin() + t_.deck_pos, t_.deck.end());
  std::sort(rest.begin(), rest.end());
  rng.shuffle(rest);
  std::copy(rest.begin(), rest.end(), copy->t_.deck.begin() + t_.deck_pos);
  copy->t_.rng.reseed(rng.next());
  return copy;
}

}  // namespace tabula::mykerinos
