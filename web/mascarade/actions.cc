#include "mascarade/actions.h"

namespace tabula::web {

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> w;
  size_t i = 0;
  while (i < text.size()) {
    size_t sp = text.find(' ', i);
    if (sp == std::string::npos) sp = text.size();
    if (sp > i) w.push_back(text.substr(i, sp - i));
    i = sp + 1;
  }
  return w;
}

ParsedAction parse_action(const std::string& text, bool multi_card) {
  ParsedAction a;
  a.text = text;
  std::vector<std::string> w = split_words(text);
  if (w.empty()) return a;
  a.verb = w[0];
  auto rest = [&](size_t from) {
    return std::vector<std::string>(w.begin() + std::min(from, w.size()), w.end());
  };
  if (a.verb == "swap" || a.verb == "fool") {
    // swap <other> real | swap <mine> <other> real | fool <a> <b> real
    if (w.size() >= 2) a.tail = w.back();
    a.slots.assign(w.begin() + 1, w.end() - (w.size() >= 2 ? 1 : 0));
  } else if (a.verb == "peek" || a.verb == "claim" || a.verb == "spy") {
    a.slots = rest(1);
  } else if (a.verb == "announce") {
    if (w.size() >= 2) a.tail = w[1];
    if (multi_card) a.slots = rest(2);
  } else if (w.size() >= 2) {
    // bishop <seat>, witch <seat>|none, inquire <seat>, guess <c>, spy-swap real|fake
    a.tail = w[1];
  }
  return a;
}

}  // namespace tabula::web
