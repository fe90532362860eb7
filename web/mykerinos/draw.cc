// Small helpers of the Mykerinos board (declared in mykerinos_view.h).
#include <algorithm>
#include <cmath>

#include "mykerinos/view.h"

namespace tabula::web::mykerinos_ui {

SDL_Color patron_colour(const std::string& p) {
  if (p == "violet") return {146, 84, 186, 255};
  if (p == "lemon") return {232, 202, 58, 255};
  if (p == "brown") return {136, 88, 48, 255};
  if (p == "blackmore") return {34, 34, 40, 255};
  if (p == "tangerine") return {236, 128, 40, 255};
  return {176, 168, 156, 255};
}
SDL_Color patron_ink(const std::string& p) {
  return (p == "lemon" || p == "tangerine" || p.empty()) ? kInk : kCream;
}

std::string square_name(int sq) { return std::string(1, char('a' + sq % kCols)) + std::to_string(sq / kCols + 1); }
int square_index(const std::string& name) {
  if (name.size() < 2 || name[0] < 'a' || name[0] > 'h') return -1;
  int row = std::atoi(name.c_str() + 1);
  if (row < 1 || row > 9) return -1;
  return (row - 1) * kCols + (name[0] - 'a');
}
bool starts(const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; }
std::string str(const Json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}
int num(const Json& j, const char* key, int fallback) {
  return j.is_object() && j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : fallback;
}
// A member or element that may be missing (const json's [] must not be).
const Json& at(const Json& j, const char* key) {
  static const Json none;
  if (!j.is_object()) return none;
  auto it = j.find(key);
  return it == j.end() ? none : *it;
}
const Json& at(const Json& j, size_t i) {
  static const Json none;
  return j.is_array() && i < j.size() ? j[i] : none;
}
int colour_at(const Json& arr, size_t i) {
  return arr.is_array() && i < arr.size() && arr[i].is_number_integer() ? arr[i].get<int>() : -1;
}

// The square an action text names ("new c4 neutral" -> c4), or -1.
int text_square(const std::string& t) {
  for (const char* verb : {"new ", "extend ", "then "}) {
    if (starts(t, verb)) {
      std::string rest = t.substr(std::string(verb).size());
      return square_index(rest.substr(0, rest.find(' ')));
    }
  }
  return -1;
}
Json told(const Json& log) {
  Json out = Json::array();
  if (!log.is_array()) return out;
  for (const auto& e : log) {
    if (e.value("then", false) && !out.empty() && str(out.back(), "type") == "cubes" &&
        out.back().value("seat", -1) == e.value("seat", -2) && out.back().value("colour", -1) == e.value("colour", -2)) {
      for (const auto& sq : at(e, "squares")) out.back()["squares"].push_back(sq);
      continue;
    }
    out.push_back(e);
  }
  return out;
}

bool text_neutral(const std::string& t) { return t.size() > 8 && t.substr(t.size() - 8) == " neutral"; }

}  // namespace tabula::web::mykerinos_ui
