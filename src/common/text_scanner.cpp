#include "common/text_scanner.hpp"

#include <fmt/format.h>

#include <limits>

namespace gridsolve::text {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_word_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  return u > 0x20 && u < 0x7f && c != ',' && c != '[' && c != ']';
}

}  // namespace

Position position_of(std::string_view text, std::size_t offset) {
  Position position;
  if (offset > text.size()) offset = text.size();
  for (std::size_t i = 0; i < offset; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte == '\n') {
      ++position.line;
      position.column = 1;
    } else if ((byte & 0xC0) != 0x80) {  // not a UTF-8 continuation byte
      ++position.column;
    }
  }
  return position;
}

std::string describe(Position position) { return fmt::format("line {}, column {}", position.line, position.column); }

std::string describe_found(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return "end of input";
  const auto first = static_cast<unsigned char>(text[offset]);
  if (!is_word_char(text[offset])) {
    if (first >= 0x20 && first < 0x7f) return fmt::format("'{}'", text[offset]);
    return fmt::format("byte 0x{:02x}", first);
  }
  constexpr std::size_t kMaxShown = 20;
  std::size_t end = offset;
  while (end < text.size() && is_word_char(text[end]) && end - offset < kMaxShown) ++end;
  std::string shown(text.substr(offset, end - offset));
  if (end < text.size() && is_word_char(text[end])) shown += "...";
  return fmt::format("'{}'", shown);
}

Scanner::Scanner(std::string_view text) : text_(text) {
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") offset_ = 3;
}

void Scanner::skip_space() {
  while (offset_ < text_.size() && is_space(text_[offset_])) ++offset_;
}

ScannedInteger Scanner::scan_integer() {
  std::size_t i = offset_;
  bool negative = false;
  if (i < text_.size() && (text_[i] == '-' || text_[i] == '+')) {
    negative = text_[i] == '-';
    ++i;
  }
  if (i >= text_.size() || !is_digit(text_[i])) return {};
  // Accumulate as a negative number so that INT64_MIN fits.
  std::int64_t value = 0;
  bool too_large = false;
  constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
  for (; i < text_.size() && is_digit(text_[i]); ++i) {
    const int digit = text_[i] - '0';
    if (value < (kMin + digit) / 10) too_large = true;
    if (!too_large) value = value * 10 - digit;
  }
  // "12x", "1.5" and "3-4" are not integers.
  if (i < text_.size() && is_word_char(text_[i])) return {};
  if (!negative && value == kMin) too_large = true;
  if (too_large) return {IntegerStatus::kTooLarge, 0};
  offset_ = i;
  return {IntegerStatus::kOk, negative ? value : -value};
}

Error Scanner::error_at(std::size_t offset, std::string_view what) const {
  return Error{fmt::format("{}: {}", describe(position_of(text_, offset)), what)};
}

Error Scanner::expected_here(std::string_view expected_what) const {
  return error_here(fmt::format("expected {}, found {}", expected_what, describe_found(text_, offset_)));
}

}  // namespace gridsolve::text
