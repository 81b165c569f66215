// A cursor over input text for the hand-written parsers.
//
// It keeps only a byte offset; line and column are computed from the offset
// when an error message needs them, so the fast path costs nothing. A
// scanner may read only a part of a text (one case of many, the arguments
// inside solution(...)) or several parts in turn (name = value assignments
// in any order): its offsets, and so every message, still refer to the
// whole text as it was pasted.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridsolve/result.hpp"

namespace gridsolve::text {

// 1-based line and column; the column counts characters (UTF-8 code points),
// not bytes, as an editor shows them.
struct Position {
  std::size_t line = 1;
  std::size_t column = 1;
};

Position position_of(std::string_view text, std::size_t offset);

// True when `text` starts with `prefix`, ASCII letters compared without
// case ("Problem", "2048 (Hard)"); other bytes (a UTF-8 label's) must be equal.
bool starts_with_ascii_ci(std::string_view text, std::string_view prefix);

// The lines of offsets in one text, asked for mostly in increasing order, as
// a reader of many cases asks for each case's line: each answer counts on
// from the last offset asked (back from the start only for an earlier one),
// so a text's lines cost one pass over it. position_of for every case, which
// counts from the text's start, made 32,000 cases take 17 s.
class LineCounter {
 public:
  explicit LineCounter(std::string_view text) : text_(text) {}
  std::size_t line_of(std::size_t offset);

 private:
  std::string_view text_;
  std::size_t offset_ = 0;  // the last offset asked for, and its line
  std::size_t line_ = 1;
};

// Whether only white space other than a newline stands between the start of
// the line and `offset` (a byte order mark at the text's start counts as
// white space). Looks back only over that white space, so asking at every
// case of a long line stays linear.
bool at_line_start(std::string_view text, std::size_t offset);

// How many bytes position_of, LineCounter and at_line_start have looked at
// on this thread so far. A test reads it before and after a parse to check
// that placing many cases in their lines stays linear in the text, without
// timing anything.
std::uint64_t placement_bytes_looked_at();

// "line 2, column 5"
std::string describe(Position position);

// A short, printable description of what stands at `offset`, for "found ..."
// in messages: 'abc' for a word (cut to 20 characters; any UTF-8 text is
// shown as its characters, '입력값'), a full-width sign with its ASCII twin
// ("'，' (a full-width ',')"), byte 0x00 for a control byte or a byte that
// is not UTF-8 (saying so when the whole text is UTF-16), end of input at
// `end` (default: the end of the text).
std::string describe_found(std::string_view text, std::size_t offset, std::size_t end = std::string_view::npos);

// The length in bytes of the white space at `offset`: an ASCII space, tab,
// carriage return, newline, form feed or vertical tab, or one of the spaces
// and invisible marks that pages and editors put into copied text (no-break
// space U+00A0, ideographic space U+3000, zero-width space U+200B, the
// left-to-right mark U+200E, the line separator U+2028, byte order mark
// U+FEFF and their kin: is_wide_space in text_scanner.cpp lists them); 0 for
// anything else.
std::size_t space_length(std::string_view text, std::size_t offset);

// The UTF-8 character at `offset`: its code point and length in bytes, or
// nothing for a byte that does not start a valid UTF-8 character.
struct Utf8Char {
  char32_t code = 0;
  std::size_t length = 0;
};
std::optional<Utf8Char> utf8_at(std::string_view text, std::size_t offset);

enum class IntegerStatus { kOk, kNotANumber, kTooLarge };

struct ScannedInteger {
  IntegerStatus status = IntegerStatus::kNotANumber;
  // The number; for kTooLarge its sign alone (1 or -1), so that a message
  // can tell "too large" from "negative" (-99999999999999999999 is no tile
  // because it is negative, not because it is large).
  std::int64_t value = 0;
};

// A part of a text: bytes [begin, end).
struct Span {
  std::size_t begin = 0;
  std::size_t end = 0;
};

class Scanner {
 public:
  // The whole text. Skips a leading UTF-8 byte order mark, which editors on
  // some systems add.
  explicit Scanner(std::string_view text);
  // Only `span` of the text, then each of `more` in turn, as if white space
  // stood between them (skip_space() moves from one to the next).
  Scanner(std::string_view text, Span span, std::vector<Span> more = {});

  // The whole text, for messages: offsets index it.
  std::string_view text() const { return text_; }
  std::size_t offset() const { return offset_; }
  // The end of the part being read.
  std::size_t end() const { return end_; }
  bool at_end() const { return offset_ >= end_; }
  // Whether the part being read is the last one.
  bool in_last_part() const { return next_part_ >= more_.size(); }
  // REQUIRES: !at_end()
  char peek() const { return text_[offset_]; }
  void advance(std::size_t bytes = 1) { offset_ += bytes; }

  // Skips white space (space_length); at the end of a part, moves on to the
  // next one.
  void skip_space();

  // Reads an optionally signed decimal integer at the offset. On kOk the
  // offset moves past it; otherwise it stays. A number that runs into
  // letters or a decimal point ("12x", "1.5") is kNotANumber.
  ScannedInteger scan_integer();

  // describe_found at the offset, within the part being read.
  std::string describe_here() const { return describe_found(text_, offset_, end_); }

  // Error at the current offset: "line L, column C: <what>".
  Error error_here(std::string_view what) const { return error_at(offset_, what); }
  Error error_at(std::size_t offset, std::string_view what) const;
  // Error at the current offset that ends with ", found <what stands here>".
  Error expected_here(std::string_view expected_what) const;

 private:
  std::string_view text_;
  std::size_t offset_ = 0;
  std::size_t end_ = 0;
  std::vector<Span> more_;
  std::size_t next_part_ = 0;
};

}  // namespace gridsolve::text
