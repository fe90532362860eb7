// The Mascarade GameView: what the log's new events animate, what a tap
// means, and how the table and the panel share the screen.
#include "mascarade/view.h"
#include "mascarade/words.h"

#include <algorithm>
#include <cmath>

#include "platform/platform.h"

namespace tabula::web {

std::unique_ptr<GameView> make_mascarade_view() { return std::make_unique<mascarade_ui::MascaradeView>(); }

namespace mascarade_ui {

using namespace palette;

namespace {
// Every character, in the order the rules list them (the help's order for
// those not in this game's cast).
const char* const kCharacters[] = {"judge", "bishop", "king", "queen", "fool", "thief",
                                   "witch", "spy", "peasant", "cheat", "inquisitor", "widow"};
}  // namespace

std::string gold_text(const I18n& i18n, int amount) { return i18n.plural("mascarade.ui.gold_n", amount); }

void MascaradeView::on_observation(const ViewContext& ctx, size_t first_new) {
  // Someone acted (an online table goes on, a test plays): the reveal ends.
  if (holding_ && ctx.obs["log"].is_array() && !ctx.obs["log"].empty()) turn_down(ctx.now);
  queue_animations(ctx, first_new);
  fresh_ = false;
  const bool mine = !ctx.legal.empty();
  if (was_my_turn_ && !mine && ctx.obs["log"].is_array()) since_ = ctx.obs["log"].size();
  was_my_turn_ = mine;
}

void MascaradeView::queue_animations(const ViewContext& ctx, size_t from_event) {
  const Json& obs = ctx.obs;
  const Json& log = obs["log"];
  const double now = ctx.now;
  if (fresh_ && log.is_array() && log.empty()) {
    // The opening: every card is shown face up to everyone, then turned down
    // -- when the person at the device has seen them and taps Ready.
    anims_.clear();
    for (const auto& slot : obs["slots"]) {
      const Json& known = slot["known"];
      if (known.is_array() && known.size() == 1 && known[0].is_string()) {
        Anim a;
        a.kind = Anim::Flip;
        a.start = now + 0.2;
        a.duration = 2.6;
        a.a = slot["name"].get<std::string>();
        a.card = known[0].get<std::string>();
        anims_.push_back(a);
        anim_end_ = std::max(anim_end_, a.start + a.duration);
      }
    }
    holding_ = ctx.person && !anims_.empty();
    for (Anim& a : anims_) a.held = holding_;
    return;
  }
  double cursor = std::max(now, anim_end_);
  std::string prev_type;
  double prev_start = cursor;
  for (size_t i = from_event; i < log.size(); ++i) {
    const Json& e = log[i];
    std::string type = e.value("type", "");
    Anim a;
    double start = cursor;
    // Simultaneous things (several reveals, several coin movements) overlap.
    if (type == prev_type && (type == "reveal" || type == "gold")) start = prev_start + 0.12;
    a.start = start;
    if (type == "swap" || type == "fool" || type == "spy-swap") {
      a.kind = Anim::Swap;
      a.duration = kSwapDuration;
      if (type == "spy-swap") {
        // The spy's two cards are the last "spy" event's.
        for (size_t k = i; k-- > 0;) {
          if (log[k].value("type", "") == "spy") {
            a.a = log[k].value("mine", "");
            a.b = log[k].value("other", "");
            break;
          }
        }
      } else if (type == "fool") {
        a.a = e.value("a", "");
        a.b = e.value("b", "");
      } else {
        a.a = e.value("mine", "");
        a.b = e.value("other", "");
      }
    } else if (type == "reveal") {
      a.kind = Anim::Flip;
      a.duration = 2.2;
      a.a = e.value("slot", "");
      a.card = e.value("card", "");
    } else if (type == "peek" || type == "spy") {
      std::vector<std::pair<std::string, std::string>> shown;
      if (type == "peek") {
        shown.push_back({e.value("slot", ""), e["card"].is_string() ? e["card"].get<std::string>() : ""});
      } else {
        bool seen = e["cards"].is_array() && e["cards"].size() == 2;
        shown.push_back({e.value("mine", ""), seen ? e["cards"][0].get<std::string>() : ""});
        shown.push_back({e.value("other", ""), seen ? e["cards"][1].get<std::string>() : ""});
      }
      for (auto& [slot, card] : shown) {
        Anim p;
        p.start = start;
        // Only the seat that looked sees a face; everyone else sees a lift.
        p.kind = card.empty() ? Anim::Lift : Anim::Flip;
        p.duration = card.empty() ? 0.8 : 2.0;
        p.a = slot;
        p.card = card;
        anims_.push_back(p);
        anim_end_ = std::max(anim_end_, p.start + p.duration);
      }
      cursor = start + (shown[0].second.empty() ? 0.8 : 2.0);
      prev_type = type;
      prev_start = start;
      continue;
    } else if (type == "gold") {
      a.kind = Anim::Coins;
      a.duration = 0.7;
      a.amount = e.value("amount", 1);
      a.a = e["from"].is_string() ? e["from"].get<std::string>() : std::to_string(e["from"].get<int>());
      a.b = e["to"].is_string() ? e["to"].get<std::string>() : std::to_string(e["to"].get<int>());
    } else if (type == "announce" || type == "claim" || type == "guess") {
      a.kind = Anim::Bubble;
      a.duration = type == "announce" ? 1.2 : 0.8;
      a.seat = e.value("seat", -1);
      std::string c = e.value("character", "");
      if (type == "claim") {
        // A claim names no character: it is the one last announced.
        for (size_t k = i; k-- > 0;) {
          if (log[k].value("type", "") == "announce") { c = log[k].value("character", ""); break; }
        }
      }
      a.text = character_name(ctx.i18n, c) + (type == "guess" ? "?" : "!");
    } else if (type == "fortunes") {
      a.kind = Anim::Coins;
      a.duration = 0.8;
      a.a = std::to_string(e.value("seat", 0));
      a.b = std::to_string(e.value("with", 0));
      a.amount = 3;
    } else {
      continue;
    }
    anims_.push_back(a);
    anim_end_ = std::max(anim_end_, a.start + a.duration);
    cursor = a.start + a.duration;
    prev_type = type;
    prev_start = start;
  }
  // Forget finished animations.
  anims_.erase(std::remove_if(anims_.begin(), anims_.end(),
                              [&](const Anim& a) { return !a.held && a.start + a.duration < now - 1; }),
               anims_.end());
}

void MascaradeView::reset_selection() {
  picked_.clear();
  picker_open_ = false;
}

std::vector<ParsedAction> MascaradeView::legal_parsed(const ViewContext& ctx) const {
  std::vector<ParsedAction> out;
  const bool multi_card = ctx.obs.value("players", 4) <= 3;
  for (const auto& t : ctx.legal) out.push_back(parse_action(t, multi_card));
  return out;
}

// A Flip shows the face from 20% to 80% of its time: held at the middle.
void MascaradeView::keep_face_up(double now) {
  for (Anim& a : anims_) {
    if (!a.held) continue;
    if (now > a.start + 0.5 * a.duration) a.start = now - 0.5 * a.duration;
  }
}

// Ready: every opening card turns face down from where it is.
void MascaradeView::turn_down(double now) {
  holding_ = false;
  for (Anim& a : anims_) {
    if (!a.held) continue;
    a.held = false;
    if (a.progress(now) > 0.2) a.start = std::min(a.start, now - 0.8 * a.duration);
    anim_end_ = std::max(anim_end_, a.start + a.duration);
  }
}

std::optional<std::string> MascaradeView::on_tap(ViewContext& ctx, const std::string& id) {
  if (id == "v:ready") {
    turn_down(ctx.now);
    return std::nullopt;
  }
  const size_t colon = id.find(':');
  const std::string head = id.substr(0, colon);
  const std::string arg = colon == std::string::npos ? "" : id.substr(colon + 1);
  if (head == "slot") {
    picked_.push_back(arg);
    // If the picked cards leave exactly one action and nothing more to
    // choose (the Spy's target), play it at once.
    int complete = 0, longer = 0;
    std::string only;
    for (const auto& a : legal_parsed(ctx)) {
      if (a.slots.size() < picked_.size() || !std::equal(picked_.begin(), picked_.end(), a.slots.begin())) continue;
      if (a.slots.size() == picked_.size()) { complete++; only = a.text; }
      else longer++;
    }
    if (complete + longer == 0) picked_.clear();
    else if (complete == 1 && longer == 0) return only;
    return std::nullopt;
  }
  if (head == "open") {
    picker_open_ = true;
    picker_scroll_ = 0;
    return std::nullopt;
  }
  if (id == "speed") {
    // Bots and their animations at 4x (the same moves, shorter waits).
    fast_bots_ = !fast_bots_;
    platform::set_clock_speed(fast_bots_ ? 4 : 1);
    return std::nullopt;
  }
  if (head == "cancel") {
    reset_selection();
    return std::nullopt;
  }
  if (id == "v:picker") return std::nullopt;  // between the picker's rows
  // Anything else on the table (a card that cannot be tapped now, a seat,
  // the felt, the log, the dim behind the picker) closes what is open.
  if (picker_open_) picker_open_ = false;
  else if (head == "card" || head == "seat" || id == "v:table") picked_.clear();
  return std::nullopt;
}

std::vector<std::string> MascaradeView::log_lines(const ViewContext& ctx) const {
  std::vector<std::string> lines;
  for (const auto& e : ctx.obs["log"]) {
    std::string line = format_event(ctx, e);
    if (!line.empty()) lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> MascaradeView::rules(const I18n& i18n) const {
  std::vector<std::string> out = rules_summary(i18n);
  // Every character's power (the cast of a game depends on its player count).
  for (const char* id : kCharacters) out.push_back(character_name(i18n, id) + " — " + character_power(i18n, id));
  out.push_back(i18n.t("mascarade.ui.reconstructed"));
  return out;
}

std::string MascaradeView::bar_note(const ViewContext& ctx) const {
  return ctx.i18n.t("mascarade.ui.turn_n", {{"n", std::to_string(ctx.obs.value("turn", 1))}});
}

bool MascaradeView::bring_into_view(const std::string& id) {
  if (!picker_open_ || id.rfind("action:", 0) != 0) return false;
  for (const auto& c : picker_choices_)
    if ("action:" + c.text == id) {
      picker_show_ = id;
      return true;
    }
  return false;
}

bool MascaradeView::on_scroll(float dy) {
  if (picker_open_) {
    picker_scroll_ = std::max(0.f, picker_scroll_ - dy);
    return true;
  }
  log_scroll_ = std::max(0.f, log_scroll_ + dy);
  return true;
}

void MascaradeView::draw(ViewContext& ctx, Rect area) {
  Gfx& g = ctx.g;
  if (holding_) keep_face_up(ctx.now);
  const float W = area.w, H = area.h;
  const bool wide = W >= 720 && W > (H + area.y) * 1.05f;
  // The felt first: a tap on it (nothing else there) drops a half-made choice.
  ctx.hit("v:table", area);
  Rect table_area, panel;
  bool winner_on_felt = false;
  if (wide) {
    float pw = std::min(380.f, W * 0.36f);
    table_area = {area.x + 8, area.y + 4, W - pw - 20, H - 12};
    panel = {area.x + W - pw - 8, area.y + 4, pw, H - 12};
  } else {
    const float full_h = H + area.y;  // the panel's height follows the page's
    float ph = std::clamp(full_h * 0.34f, full_h < 600 ? 176.f : 200.f, 300.f);
    // A replay in a short frame (a blog's 360x640 embed): its controls say
    // the move, so the panel gives the table its room (with it the seats
    // fell onto the Court and the Bank) -- all of it until the end, then
    // what the winner's lines take (draw_end: no buttons in a replay).
    // At 9 seats and more the seats need that room even then: the winner is
    // named on the felt instead (draw_winner_banner).
    if (ctx.replay && full_h < 760) {
      winner_on_felt = ctx.obs.value("over", false) && ctx.obs.value("players", 4) >= 9;
      ph = !ctx.obs.value("over", false) || winner_on_felt ? 0 : std::min(ph, 124.f);
    }
    table_area = {area.x + 4, area.y, W - 8, H - ph};
    panel = {area.x + 8, area.y + H - ph, W - 16, ph - 8};
  }
  // The table: a felt oval with a gilt rim.
  float trx = table_area.w / 2 - 4, tr_y = table_area.h / 2 - 4;
  g.ellipse(table_area.cx(), table_area.cy() + 6, trx, tr_y, {0, 0, 0, 80});
  g.ellipse(table_area.cx(), table_area.cy(), trx, tr_y, kFeltEdge);
  g.ellipse(table_area.cx(), table_area.cy(), trx - 8, tr_y - 8, kFelt);
  g.ellipse_ring(table_area.cx(), table_area.cy(), trx - 9, tr_y - 9, 1.5f, with_alpha(kGold, 0.7f));
  TableLayout L = layout_table(ctx, table_area);
  draw_centre(ctx, L);
  draw_cast(ctx, L);
  draw_seats(ctx, L);
  draw_coins_and_bubbles(ctx, L);
  if (winner_on_felt) draw_winner_banner(ctx, L);

  // The panel: turn and actions, then the log.
  if (panel.h <= 0) return;
  g.round_rect(panel, 14, {36, 14, 30, 215});
  Rect inner = panel.inset(12);
  if (ctx.obs.value("over", false)) {
    picker_open_ = false;
    draw_end(ctx, inner);
    Rect log_r{inner.x, inner.y + 150, inner.w, inner.h - 150};
    if (log_r.h > 60) draw_log(ctx, log_r);
  } else if (holding_) {
    // The opening reveal: every card face up until the person here is ready.
    float y = inner.y + 4;
    for (const auto& line : g.wrap(ctx.i18n.t("mascarade.ui.reveal_prompt"), 16, inner.w, Face::Bold)) {
      g.text(line, inner.x, y, 16, kCream, Align::Left, Face::Bold);
      y += 22;
    }
    ctx.button("v:ready", {inner.x, y + 6, std::min(inner.w, 260.f), 48}, ctx.i18n.t("mascarade.ui.ready"), true, true, 18);
    y += 62;
    // Who holds what, in words as well: readable however small the cards.
    std::vector<std::string> rows;
    for (const auto& slot : ctx.obs["slots"]) {
      const Json& known = slot["known"];
      if (!known.is_array() || known.size() != 1 || !known[0].is_string()) continue;
      const int owner = slot.value("owner", -1);
      rows.push_back((owner >= 0 ? ctx.name_of(owner) : ctx.i18n.t("mascarade.ui.court")) + ": " +
                     character_name(ctx.i18n, known[0].get<std::string>()));
    }
    // As many columns as the height needs (at least 105 px each), rows
    // that do not fit left out.
    const float rh = 17;
    const size_t fit = static_cast<size_t>(std::max(1.f, (inner.y + inner.h - y) / rh));
    const size_t cols = std::clamp<size_t>((rows.size() + fit - 1) / fit, 1, std::max<size_t>(1, size_t(inner.w / 105)));
    const size_t per = fit;
    const float cw = inner.w / cols;
    for (size_t i = 0; i < rows.size(); ++i) {
      if (i / per >= cols || (i % per + 1) * rh > inner.y + inner.h - y) continue;
      g.text(rows[i], inner.x + (i / per) * cw, y + (i % per) * rh, 13, kCream);
    }
  } else {
    float used = std::max(draw_actions(ctx, inner), 70.f);
    Rect log_r{inner.x, inner.y + used + 8, inner.w, inner.h - used - 8};
    if (log_r.h >= 44) draw_log(ctx, log_r);
  }
  if (picker_open_) draw_picker(ctx, area, wide ? table_area : area);
}

}  // namespace mascarade_ui
}  // namespace tabula::web
