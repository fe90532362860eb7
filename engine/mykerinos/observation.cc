// observation(seat): everything public, which in Mykerinos is all but the
// order of the deck (only its size is shown). A view can draw from it alone.
#include <utility>

#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {
namespace {

const char* phase_name(Phase p) {
  return p == Phase::kExcavation ? "excavation" : p == Phase::kScoring ? "scoring" : "over";
}

const char* step_name(Step s) {
  switch (s) {
    case Step::kChoose: return "choose";
    case Step::kViolet: return "violet";
    case Step::kLemon: return "lemon";
    case Step::kBrown: return "brown";
    case Step::kBlackmore: return "blackmore";
    case Step::kTangerine: return "tangerine";
    case Step::kChain: return "chain";
  }
  return "choose";
}

Json card_json(int id) {
  const Parcel& p = parcels()[static_cast<size_t>(id)];
  Json squares = Json::array();
  for (int r = 0; r < 3; ++r) {
    std::string row;
    for (int c = 0; c < 2; ++c) row += p.pyramid[r * 2 + c] ? '^' : '.';
    squares.push_back(row);
  }
  Json j = {{"id", id}, {"value", p.value}, {"squares", squares}};
  j["patron"] = p.patron == kNoPatron ? Json(nullptr) : Json(patron_name(p.patron));
  return j;
}

Json card_brief(int id) {
  const Parcel& p = parcels()[static_cast<size_t>(id)];
  return {{"card", id}, {"value", p.value}, {"patron", p.patron == kNoPatron ? Json(nullptr) : Json(patron_name(p.patron))}};
}

Json event_json(const MykerinosState& st, const LogEvent& e) {
  auto list = [&](const std::array<int8_t, 4>& v, bool squares) {
    Json out = Json::array();
    for (int i = 0; i < e.n; ++i) {
      if (squares) out.push_back(square_name(v[static_cast<size_t>(i)]));
      else out.push_back(v[static_cast<size_t>(i)]);
    }
    return out;
  };
  switch (e.type) {
    case LogEvent::kSeason: return {{"type", "season"}, {"n", e.a}};
    case LogEvent::kCubes: {
      Json j = {{"type", "cubes"}, {"seat", e.seat}, {"colour", e.a}, {"squares", list(e.sq, true)}};
      if (e.cubes[0]) j["then"] = true;  // a further cube of the same turn
      return j;
    }
    case LogEvent::kPatron: return {{"type", "patron"}, {"seat", e.seat}, {"patron", patron_name(e.a)}};
    case LogEvent::kPass: return {{"type", "pass"}, {"seat", e.seat}, {"space", e.a}};
    case LogEvent::kScoring: return {{"type", "scoring"}};
    case LogEvent::kArea:
      return {{"type", "area"}, {"area", e.a}, {"ranking", list(e.sq, false)}, {"cubes", list(e.cubes, false)}};
    case LogEvent::kMuseum: return {{"type", "museum"}, {"seat", e.seat}, {"room", st.room_name(e.a)}};
    case LogEvent::kTake: {
      Json j = card_brief(e.a);
      j["type"] = "take";
      j["seat"] = e.seat;
      return j;
    }
    case LogEvent::kNeutralTake: {
      Json j = card_brief(e.a);
      j["type"] = "neutral_take";
      return j;
    }
    case LogEvent::kDiscard: return {{"type", "discard"}, {"n", e.a}};
    case LogEvent::kOver: return {{"type", "over"}};
  }
  return Json::object();
}

}  // namespace

Json MykerinosState::observation_since(int seat, size_t log_from) const {
  const Table& t = t_;
  Json o;
  o["game"] = "mykerinos";
  o["seat"] = seat;
  o["players"] = t.players;
  o["neutral"] = t.neutral == kNone ? Json(nullptr) : Json(t.neutral);
  o["season"] = t.season;
  o["phase"] = phase_name(t.phase);
  o["over"] = t.phase == Phase::kOver;
  o["current"] = current_player();
  o["first"] = t.first;
  o["move"] = t.moves;
  o["central"] = Json(std::vector<int>(t.central.begin(), t.central.begin() + t.colours));
  o["pass_track"] = Json(std::vector<int>(t.pass_space.begin(), t.pass_space.begin() + t.colours));
  o["last_action"] = t.last_action;
  Json seats = Json::array();
  for (int s = 0; s < t.players; ++s) {
    Json p;
    p["score"] = t.score[static_cast<size_t>(s)];
    p["cubes"] = t.personal[static_cast<size_t>(s)];
    if (t.neutral != kNone) p["neutral_cubes"] = t.neutral_held[static_cast<size_t>(s)];
    Json cards = Json::array();
    for (int c = 0; c < kCards; ++c)
      if (t.place[static_cast<size_t>(c)] == s) {
        Json j = card_json(c);
        j["turned"] = t.turned[static_cast<size_t>(c)];
        cards.push_back(std::move(j));
      }
    p["cards"] = std::move(cards);
    p["exhibition"] = exhibition_points(s);
    seats.push_back(std::move(p));
  }
  o["seats"] = std::move(seats);
  // The region: rows x 8 squares, each null (free) or a colour, plus pyramids.
  Json region;
  region["rows"] = t.rows;
  region["columns"] = kCols;
  Json cubes = Json::array(), pyramids = Json::array();
  for (int s = 0; s < t.squares(); ++s) {
    cubes.push_back(t.cube[static_cast<size_t>(s)] == kNone ? Json(nullptr) : Json(t.cube[static_cast<size_t>(s)]));
    pyramids.push_back(t.pyramid(s));
  }
  region["cubes"] = std::move(cubes);
  region["pyramids"] = std::move(pyramids);
  Json areas = Json::array();
  for (int a = 0; a < t.areas; ++a) {
    Json area;
    for (int side = 0; side < 2; ++side) {
      const int card = t.laid[static_cast<size_t>(a)][static_cast<size_t>(side)];
      Json j = card < 0 ? Json(nullptr) : card_json(card);
      if (card >= 0) j["taken"] = t.area_card[static_cast<size_t>(a)][static_cast<size_t>(side)] == kNone;
      area[side == 0 ? "left" : "right"] = std::move(j);
    }
    area["scored"] = t.phase != Phase::kExcavation && a < t.scoring_area;
    areas.push_back(std::move(area));
  }
  region["areas"] = std::move(areas);
  o["region"] = std::move(region);
  Json museum;
  Json wings = Json::array();
  for (int w = 0; w < kWings; ++w) wings.push_back(patron_name(t.wing_patron[static_cast<size_t>(w)]));
  museum["wings"] = std::move(wings);
  Json rooms = Json::array();
  for (int r = 0; r < kRooms; ++r) {
    Json room = {{"name", room_name(r)}, {"value", room_value(r)}};
    room["cube"] = t.room[static_cast<size_t>(r)] == kNone ? Json(nullptr) : Json(t.room[static_cast<size_t>(r)]);
    rooms.push_back(std::move(room));
  }
  museum["rooms"] = std::move(rooms);
  o["museum"] = std::move(museum);
  o["deck"] = kCards - t.deck_pos;  // the order stays hidden
  int discarded = 0;
  for (int c = 0; c < kCards; ++c) discarded += t.place[static_cast<size_t>(c)] == kDiscarded;
  o["discarded"] = discarded;
  if (t.phase == Phase::kExcavation) {
    Json turn = {{"step", step_name(t.step)}};
    if (t.step == Step::kChain) {
      turn["colour"] = t.chain_colour;
      turn["cubes_left"] = t.chain_left;
      turn["last"] = square_name(t.chain_last);
      turn["lemon"] = t.chain_lemon;
    }
    o["turn"] = std::move(turn);
  } else if (t.phase == Phase::kScoring) {
    Json sc = {{"area", t.scoring_area}, {"position", t.rank_pos}, {"chooser", t.chooser},
               {"for_neutral", t.for_neutral}};
    sc["ranking"] = Json(std::vector<int>(t.rank.begin(), t.rank.begin() + t.rank_count));
    o["scoring"] = std::move(sc);
  }
  o["scores"] = scores();
  o["winners"] = winners();
  Json log = Json::array();
  for (size_t i = log_from; i < t.log.size(); ++i) log.push_back(event_json(*this, t.log[i]));
  o["log"] = std::move(log);
  return o;
}

}  // namespace tabula::mykerinos
