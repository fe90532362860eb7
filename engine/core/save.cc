#include "core/save.h"

#include <cctype>

namespace tabula {

bool parse_seed(const std::string& text, uint64_t* out) {
  if (text.empty() || text.size() > 20) return false;
  uint64_t value = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) return false;
    value = value * 10 + digit;
  }
  *out = value;
  return true;
}

Json save_to_json(const Save& save) {
  Json j;
  j["format"] = "tabula-save";
  j["version"] = kSaveVersion;
  j["game"] = save.game;
  j["options"] = {{"players", save.options.players},
                  {"variant", save.options.variant},
                  {"settings", save.options.settings}};
  j["seed"] = std::to_string(save.seed);
  j["actions"] = save.actions;
  j["table"] = save.table;
  return j;
}

namespace {
bool fail(std::string* why, const std::string& message) {
  if (why) *why = message;
  return false;
}
}  // namespace

bool save_from_json(const Json& j, Save* out, std::string* why) {
  if (!j.is_object()) return fail(why, "a save must be a JSON object");
  if (!j.contains("format") || j["format"] != "tabula-save")
    return fail(why, "field \"format\" must be \"tabula-save\"");
  if (!j.contains("version") || !j["version"].is_number_integer())
    return fail(why, "field \"version\" is missing or not an integer");
  const int64_t version = j["version"].get<int64_t>();
  if (version < kOldestSaveVersion || version > kSaveVersion)
    return fail(why, "field \"version\" is " + j["version"].dump() + "; this build reads versions " +
                         std::to_string(kOldestSaveVersion) + " to " + std::to_string(kSaveVersion));
  if (!j.contains("game") || !j["game"].is_string())
    return fail(why, "field \"game\" is missing or not a string");
  Save save;
  save.game = j["game"].get<std::string>();
  const GameInfo* info = find_game(save.game);
  if (!info) return fail(why, "field \"game\": unknown game \"" + save.game + "\"");

  if (!j.contains("options") || !j["options"].is_object())
    return fail(why, "field \"options\" is missing or not an object");
  const Json& o = j["options"];
  if (!o.contains("players") || !o["players"].is_number_integer())
    return fail(why, "field \"options.players\" is missing or not an integer");
  const int64_t players = o["players"].get<int64_t>();
  if (players < info->min_players || players > info->max_players)
    return fail(why, "field \"options.players\" is " + std::to_string(players) + "; " +
                         info->title + " takes " + std::to_string(info->min_players) + "-" +
                         std::to_string(info->max_players));
  save.options.players = static_cast<int>(players);
  if (o.contains("variant")) {
    if (!o["variant"].is_string()) return fail(why, "field \"options.variant\" is not a string");
    save.options.variant = o["variant"].get<std::string>();
  }
  if (o.contains("settings")) {
    if (!o["settings"].is_object()) return fail(why, "field \"options.settings\" is not an object");
    save.options.settings = o["settings"];
  }
  if (auto problem = info->check_options(save.options))
    return fail(why, "field \"options\": " + *problem);
  // An older save keeps the rules it was made under (written back as the
  // current version with those rules spelled out in the options).
  if (version < kSaveVersion && info->upgrade_save)
    info->upgrade_save(static_cast<int>(version), &save.options);

  if (!j.contains("seed")) return fail(why, "field \"seed\" is missing");
  const Json& seed = j["seed"];
  if (seed.is_string()) {
    if (!parse_seed(seed.get<std::string>(), &save.seed))
      return fail(why, "field \"seed\" is not a decimal number from 0 to 2^64-1");
  } else if (seed.is_number_unsigned()) {
    save.seed = seed.get<uint64_t>();
  } else {
    return fail(why, "field \"seed\" must be a decimal string");
  }

  if (!j.contains("actions") || !j["actions"].is_array())
    return fail(why, "field \"actions\" is missing or not an array");
  for (size_t i = 0; i < j["actions"].size(); ++i) {
    if (!j["actions"][i].is_string())
      return fail(why, "action " + std::to_string(i) + " is not a string");
    save.actions.push_back(j["actions"][i].get<std::string>());
  }
  if (j.contains("table")) {
    if (!j["table"].is_object()) return fail(why, "field \"table\" is not an object");
    save.table = j["table"];
  }
  *out = std::move(save);
  return true;
}

bool parse_save(const std::string& text, Save* out, std::string* why) {
  Json j = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return fail(why, "the save is not valid JSON");
  return save_from_json(j, out, why);
}

std::unique_ptr<State> replay(const Save& save, std::string* why) {
  const GameInfo* info = find_game(save.game);
  if (!info) {
    fail(why, "unknown game \"" + save.game + "\"");
    return nullptr;
  }
  if (auto problem = info->check_options(save.options)) {
    fail(why, "options: " + *problem);
    return nullptr;
  }
  std::unique_ptr<State> state = info->new_game(save.options, save.seed);
  for (size_t i = 0; i < save.actions.size(); ++i) {
    std::string reason;
    if (!state->act(save.actions[i], &reason)) {
      fail(why, "action " + std::to_string(i) + " (\"" + save.actions[i] + "\"): " + reason);
      return nullptr;
    }
  }
  return state;
}

}  // namespace tabula
