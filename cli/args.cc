#include "args.h"

#include <cctype>

namespace tabula::cli {

bool parse_args(int argc, char** argv, Args* out, std::string* why) {
  Args args;
  for (int i = 1; i < argc; ++i) {
    std::string word = argv[i];
    if (word.rfind("--", 0) == 0) {
      if (i + 1 >= argc) {
        *why = "flag " + word + " needs a value";
        return false;
      }
      args.flags[word.substr(2)] = argv[++i];
    } else if (args.command.empty()) {
      args.command = word;
    } else {
      args.positional.push_back(word);
    }
  }
  *out = std::move(args);
  return true;
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> parts;
  std::string part;
  for (char c : text) {
    if (c == ',') {
      parts.push_back(part);
      part.clear();
    } else {
      part += c;
    }
  }
  parts.push_back(part);
  return parts;
}

bool parse_count(const std::string& text, int* out) {
  if (text.empty() || text.size() > 9) return false;
  int value = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    value = value * 10 + (c - '0');
  }
  *out = value;
  return true;
}

}  // namespace tabula::cli
