// The corpus replay: a plain main (g++, no libFuzzer) that feeds every file
// named on the command line, or found in a named directory, to the same
// LLVMFuzzerTestOneInput the fuzzer drives. ctest runs it over
// tests/fuzz/corpus/<target>/, so every input that once found a bug (and the
// seeds) is checked in the normal native test run.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "invariants.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    const fs::path p(argv[i]);
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      for (const auto& e : fs::directory_iterator(p))
        if (e.is_regular_file()) files.push_back(e.path());
    } else if (fs::is_regular_file(p, ec)) {
      files.push_back(p);
    } else {
      std::fprintf(stderr, "fuzz replay: %s is neither a file nor a directory\n", argv[i]);
      return 2;
    }
  }
  if (files.empty()) {
    std::fprintf(stderr, "fuzz replay: no inputs (usage: %s FILE|DIR...)\n", argv[0]);
    return 2;
  }
  std::sort(files.begin(), files.end());
  tabula::fuzz::g_check_every_step = true;
  const char* saves = std::getenv("TABULA_FUZZ_SAVES");
  std::string saved;
  if (saves) tabula::fuzz::g_session_save = &saved;
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // An invariant broken aborts inside, after naming itself; name the file first.
    std::fprintf(stderr, "%s\n", f.string().c_str());
    saved.clear();
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
    if (saves && !saved.empty()) std::ofstream(fs::path(saves) / (f.filename().string() + ".json")) << saved << "\n";
  }
  std::printf("fuzz replay: %zu inputs, all invariants held\n", files.size());
  return 0;
}
