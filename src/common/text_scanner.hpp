// A cursor over input text for the hand-written parsers.
//
// It keeps only a byte offset; line and column are computed from the offset
// when an error message needs them, so the fast path costs nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gridsolve/result.hpp"

namespace gridsolve::text {

// 1-based line and column; the column counts characters (UTF-8 code points),
// not bytes, as an editor shows them.
struct Position {
  std::size_t line = 1;
  std::size_t column = 1;
};

Position position_of(std::string_view text, std::size_t offset);

// "line 2, column 5"
std::string describe(Position position);

// A short, printable description of what stands at `offset`, for "found ..."
// in messages: 'abc' for a word (cut to 20 characters), byte 0x00 for a
// control or invalid byte, end of input at the end.
std::string describe_found(std::string_view text, std::size_t offset);

enum class IntegerStatus { kOk, kNotANumber, kTooLarge };

struct ScannedInteger {
  IntegerStatus status = IntegerStatus::kNotANumber;
  std::int64_t value = 0;
};

class Scanner {
 public:
  // Skips a leading UTF-8 byte order mark, which editors on some systems add.
  explicit Scanner(std::string_view text);

  std::string_view text() const { return text_; }
  std::size_t offset() const { return offset_; }
  bool at_end() const { return offset_ >= text_.size(); }
  // REQUIRES: !at_end()
  char peek() const { return text_[offset_]; }
  void advance(std::size_t bytes = 1) { offset_ += bytes; }

  // Skips spaces, tabs, carriage returns and newlines.
  void skip_space();

  // Reads an optionally signed decimal integer at the offset. On kOk the
  // offset moves past it; otherwise it stays. A number that runs into
  // letters or a decimal point ("12x", "1.5") is kNotANumber.
  ScannedInteger scan_integer();

  // Error at the current offset: "line L, column C: <what>".
  Error error_here(std::string_view what) const { return error_at(offset_, what); }
  Error error_at(std::size_t offset, std::string_view what) const;
  // Error at the current offset that ends with ", found <what stands here>".
  Error expected_here(std::string_view expected_what) const;

 private:
  std::string_view text_;
  std::size_t offset_ = 0;
};

}  // namespace gridsolve::text
