// The fuzzer's bytes, read front to back as the choices of one session: how
// many players, which legal move, what raw text to type. Reading past the end
// yields zeros and `done()`, so every byte string is a valid session.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace tabula::fuzz {

class FuzzInput {
 public:
  FuzzInput(const uint8_t* data, size_t size) : data_(data), size_(size) {}

  bool done() const { return pos_ >= size_; }
  uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  uint16_t u16() { return static_cast<uint16_t>(byte() | byte() << 8); }
  uint32_t u32() { return static_cast<uint32_t>(u16() | static_cast<uint32_t>(u16()) << 16); }
  // An index below n (n > 0); two bytes when one cannot reach every choice.
  int below(int n) { return static_cast<int>((n > 256 ? u16() : byte()) % n); }
  std::string text(size_t max) {
    const size_t n = byte() % (max + 1);
    std::string s;
    while (s.size() < n && !done()) s.push_back(static_cast<char>(byte()));
    return s;
  }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

}  // namespace tabula::fuzz
