// Minimal "--flag value" parsing for tabula-cli.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace tabula::cli {

struct Args {
  std::string command;
  std::vector<std::string> positional;
  std::map<std::string, std::string> flags;

  bool has(const std::string& name) const { return flags.count(name) > 0; }
  std::string get(const std::string& name, const std::string& fallback = "") const {
    auto it = flags.find(name);
    return it == flags.end() ? fallback : it->second;
  }
};

// Parses argv; false with a reason for a flag without a value.
bool parse_args(int argc, char** argv, Args* out, std::string* why);

// Splits "a,b,c" on commas.
std::vector<std::string> split_commas(const std::string& text);

// Parses a whole non-negative decimal int; false if malformed or too large.
bool parse_count(const std::string& text, int* out);

}  // namespace tabula::cli
