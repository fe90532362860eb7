// Text and JSON: action texts (README.md "Action text forms") and the
// observation JSON. Nothing here runs in playouts.
#include <utility>

#include "mascarade/mascarade.h"

namespace tabula::mascarade {

namespace {
const char* const kPhaseNames[] = {"opening", "turn", "claims", "power", "guess", "spy", "over"};
const char* const kEndNames[] = {"", "thirteen", "cheat", "bankrupt"};
const char kHands3[] = {'L', 'M', 'R'};
const char kHands2[] = {'L', 'R'};

Json character_or_null(int c) { return c >= 0 ? Json(character_id(c)) : Json(nullptr); }
}  // namespace

std::string MascaradeState::slot_name(int slot) const {
  const Setup& su = *setup_;
  if (slot < 0 || slot >= ns_) return "?";
  if (su.per_seat == 1) {
    if (slot < n_) return std::to_string(slot);
    return "c" + std::to_string(slot - n_);
  }
  const char hand = su.per_seat == 3 ? kHands3[slot % 3] : kHands2[slot % 2];
  return std::to_string(slot / su.per_seat) + hand;
}

int MascaradeState::slot_from_name(const std::string& name) const {
  for (int i = 0; i < ns_; ++i)
    if (slot_name(i) == name) return i;
  return -1;
}

std::string MascaradeState::action_to_text(Action a) const {
  const int p1 = action_p1(a), p2 = action_p2(a);
  const char* real = action_bit(a) ? "real" : "fake";
  const bool multi = setup_->per_seat > 1;
  switch (action_kind(a)) {
    case kSwap:
      return "swap " + (multi ? slot_name(p1) + " " : std::string()) + slot_name(p2) + " " + real;
    case kPeek:
      return multi ? "peek " + slot_name(p1) : "peek";
    case kAnnounce:
      return std::string("announce ") + character_id(p2) + (multi ? " " + slot_name(p1) : "");
    case kClaim:
      return multi ? "claim " + slot_name(p1) : "claim";
    case kDecline:
      return "decline";
    case kBishopTake:
      return "bishop " + std::to_string(p1);
    case kWitchSwap:
      return "witch " + std::to_string(p1);
    case kWitchNone:
      return "witch none";
    case kSpyLook:
      return "spy " + slot_name(p1);
    case kSpySwap:
      return std::string("spy-swap ") + real;
    case kFoolSwap:
      return "fool " + slot_name(p1) + " " + slot_name(p2) + " " + real;
    case kInquire:
      return "inquire " + std::to_string(p1);
    case kGuess:
      return std::string("guess ") + character_id(p2);
    default:
      return "?";
  }
}

Json MascaradeState::observe(int seat, bool everything, size_t log_from) const {
  const Setup& su = *setup_;
  Json j;
  j["game"] = "mascarade";
  j["seat"] = seat;
  j["players"] = n_;
  j["variant"] = options_->variant;
  Json cast = Json::array();
  for (int8_t c : su.cast) cast.push_back(character_id(c));
  j["cast"] = std::move(cast);
  j["phase"] = kPhaseNames[static_cast<int>(phase_)];
  j["turn"] = turn_;
  j["first"] = su.first;
  j["current"] = current_player();
  const bool announcing = phase_ == Phase::kClaims || phase_ == Phase::kPower ||
                          phase_ == Phase::kGuess || phase_ == Phase::kSpy;
  j["announcer"] = announcing ? Json(announcer_) : Json(nullptr);
  j["announced"] = announcing ? character_or_null(announced_) : Json(nullptr);
  Json claimants = Json::array();
  if (announcing)
    for (int i = 0; i < nclaims_; ++i) claimants.push_back(claim_seat_[i]);
  j["claimants"] = std::move(claimants);
  j["must_swap"] = must_swap_ && phase_ == Phase::kTurn;
  j["gold"] = std::vector<int>(gold_, gold_ + n_);
  j["court"] = court_;
  j["bank"] = bank_;
  Json slots = Json::array();
  for (int i = 0; i < ns_; ++i) {
    Json s;
    s["name"] = slot_name(i);
    s["owner"] = owner_[i];
    s["hand"] = su.per_seat == 1 ? "" : slot_name(i).substr(slot_name(i).size() - 1);
    s["face_up"] = character_or_null(everything ? slot_char_[i] : face_up_[i]);
    Json known = Json::array();
    for (int c = 0; c < kNumCharacters; ++c)
      if (everything ? slot_char_[i] == c : (seat >= 0 && (known_[seat][i] >> c & 1))) known.push_back(character_id(c));
    s["known"] = std::move(known);
    slots.push_back(std::move(s));
  }
  j["slots"] = std::move(slots);
  Json log = Json::array();
  for (size_t i = log_from; i < log_.size(); ++i) {
    const Event& e = log_[i];
    Json x;
    x["move"] = e.move;
    const bool mine = everything || e.seat == seat;
    switch (e.type) {
      case Event::kSwapEv:
        x["type"] = "swap";
        x["seat"] = e.seat;
        x["mine"] = slot_name(e.a);
        x["other"] = slot_name(e.b);
        x["real"] = mine ? Json(e.real == 1) : Json(nullptr);
        break;
      case Event::kPeekEv:
        x["type"] = "peek";
        x["seat"] = e.seat;
        x["slot"] = slot_name(e.a);
        x["card"] = mine ? character_or_null(e.c1) : Json(nullptr);
        break;
      case Event::kAnnounceEv:
        x["type"] = "announce";
        x["seat"] = e.seat;
        x["slot"] = slot_name(e.a);
        x["character"] = character_id(e.c1);
        break;
      case Event::kClaimEv:
        x["type"] = "claim";
        x["seat"] = e.seat;
        x["slot"] = slot_name(e.a);
        break;
      case Event::kDeclineEv:
        x["type"] = "decline";
        x["seat"] = e.seat;
        break;
      case Event::kRevealEv:
        x["type"] = "reveal";
        x["seat"] = e.seat;
        x["slot"] = slot_name(e.a);
        x["card"] = character_id(e.c1);
        break;
      case Event::kGoldEv: {
        auto who = [](int s) {
          return s == kBank ? Json("bank") : s == kCourt ? Json("court") : Json(s);
        };
        x["type"] = "gold";
        x["from"] = who(e.seat);
        x["to"] = who(e.a);
        x["amount"] = e.amount;
        x["why"] = e.why >= 0 ? character_id(e.why) : "fine";
        break;
      }
      case Event::kFortunesEv:
        x["type"] = "fortunes";
        x["seat"] = e.seat;
        x["with"] = e.a;
        break;
      case Event::kSpyEv:
        x["type"] = "spy";
        x["seat"] = e.seat;
        x["mine"] = slot_name(e.a);
        x["other"] = slot_name(e.b);
        x["cards"] = mine ? Json::array({character_id(e.c1), character_id(e.c2)}) : Json(nullptr);
        break;
      case Event::kSpySwapEv:
        x["type"] = "spy-swap";
        x["seat"] = e.seat;
        x["real"] = mine ? Json(e.real == 1) : Json(nullptr);
        break;
      case Event::kFoolEv:
        x["type"] = "fool";
        x["seat"] = e.seat;
        x["a"] = slot_name(e.a);
        x["b"] = slot_name(e.b);
        x["real"] = mine ? Json(e.real == 1) : Json(nullptr);
        break;
      case Event::kInquireEv:
        x["type"] = "inquire";
        x["seat"] = e.seat;
        x["target"] = e.a;
        break;
      case Event::kGuessEv:
        x["type"] = "guess";
        x["seat"] = e.seat;
        x["character"] = character_id(e.c1);
        break;
      case Event::kNoPowerEv:
        x["type"] = "no-power";
        x["seat"] = e.seat;
        x["character"] = character_id(e.c1);
        break;
      case Event::kEndEv:
        x["type"] = "end";
        x["winners"] = winners();
        x["reason"] = kEndNames[e.amount];
        break;
    }
    log.push_back(std::move(x));
  }
  j["log"] = std::move(log);
  j["over"] = phase_ == Phase::kOver;
  j["winners"] = winners();
  j["end_reason"] = end_ == EndReason::kNone ? Json(nullptr) : Json(kEndNames[static_cast<int>(end_)]);
  return j;
}

}  // namespace tabula::mascarade
