#include "common/text_scanner.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <utility>

#include "common/scratch.hpp"

namespace gridsolve::text {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// placement_bytes_looked_at's count, one per thread (one per program in
// the page, which has no threads: common/scratch.hpp).
GRIDSOLVE_SCRATCH std::uint64_t placement_bytes = 0;

// The characters beyond ASCII that copied text carries as white space or as
// invisible marks between words: Unicode's spaces (no-break U+00A0, the
// typographic spaces U+2000 to U+200A, narrow no-break U+202F, medium
// mathematical U+205F, ideographic U+3000), its line and paragraph
// separators (U+2028, U+2029: some editors and chat programs put them for
// new lines), and the marks that take no room (zero-width space U+200B,
// left-to-right and right-to-left marks U+200E and U+200F, which pages in
// Korean and Arabic put around numbers, the bidirectional embeddings and
// isolates U+202A to U+202E and U+2066 to U+2069, word joiner U+2060, byte
// order mark U+FEFF). Each separates numbers the way a space does; none
// can be part of a number or a name.
bool is_wide_space(char32_t code) {
  return code == 0xA0 || (code >= 0x2000 && code <= 0x200B) || code == 0x200E || code == 0x200F ||
         (code >= 0x2028 && code <= 0x202F) || code == 0x205F || code == 0x2060 || (code >= 0x2066 && code <= 0x2069) ||
         code == 0x3000 || code == 0xFEFF;
}
bool is_word_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  return u > 0x20 && u < 0x7f && c != ',' && c != '[' && c != ']';
}
// What may end a number besides white space and JSON's signs, in what is
// pasted: the '}' of a C++ or Java initializer ({{1,0},{0,1}}), the ')'
// that closes a call (`print(solution(...) == 14)`) and the ';' that ends a
// statement (`int r = 1;`).
bool ends_a_number(char c) { return !is_word_char(c) || c == '}' || c == ')' || c == ';'; }

// Full-width forms of the ASCII signs (U+FF01 to U+FF5E), which Korean and
// Japanese input methods type: '［' for '[', '，' for ','.
bool is_full_width_ascii(char32_t code) { return code >= 0xFF01 && code <= 0xFF5E; }
char ascii_twin(char32_t full_width) { return static_cast<char>(full_width - 0xFF01 + 0x21); }

// A character that words in messages are made of: printable ASCII other than
// the JSON signs, or any printable character beyond ASCII other than a space
// and a full-width sign (each shown on its own, with its ASCII twin).
bool is_word_code(char32_t code) {
  if (code < 0x80) return is_word_char(static_cast<char>(code));
  return code >= 0xA0 && !is_full_width_ascii(code) && !is_wide_space(code);
}

}  // namespace

bool starts_with_ascii_ci(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    const auto a = static_cast<unsigned char>(text[i]);
    const auto b = static_cast<unsigned char>(prefix[i]);
    const auto lower = [](unsigned char c) {
      return c >= 'A' && c <= 'Z' ? static_cast<unsigned char>(c - 'A' + 'a') : c;
    };
    if (a != b && !(b < 0x80 && lower(a) == lower(b))) return false;
  }
  return true;
}

std::optional<Utf8Char> utf8_at(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return std::nullopt;
  const auto first = static_cast<unsigned char>(text[offset]);
  if (first < 0x80) return Utf8Char{first, 1};
  std::size_t length = 0;
  char32_t code = 0;
  if ((first & 0xE0) == 0xC0) {
    length = 2;
    code = first & 0x1F;
  } else if ((first & 0xF0) == 0xE0) {
    length = 3;
    code = first & 0x0F;
  } else if ((first & 0xF8) == 0xF0) {
    length = 4;
    code = first & 0x07;
  } else {
    return std::nullopt;
  }
  if (offset + length > text.size()) return std::nullopt;
  for (std::size_t i = 1; i < length; ++i) {
    const auto byte = static_cast<unsigned char>(text[offset + i]);
    if ((byte & 0xC0) != 0x80) return std::nullopt;
    code = (code << 6) | (byte & 0x3F);
  }
  // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8.
  static constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < kSmallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return std::nullopt;
  return Utf8Char{code, length};
}

std::size_t space_length(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return 0;
  const char c = text[offset];
  if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') return 1;
  if (static_cast<unsigned char>(c) < 0xC2) return 0;  // ASCII, or not a character's first byte
  const std::optional<Utf8Char> wide = utf8_at(text, offset);
  return wide && is_wide_space(wide->code) ? wide->length : 0;
}

Position position_of(std::string_view text, std::size_t offset) {
  Position position;
  if (offset > text.size()) offset = text.size();
  placement_bytes += offset;
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

std::size_t LineCounter::line_of(std::size_t offset) {
  if (offset > text_.size()) offset = text_.size();
  if (offset < offset_) {  // an earlier offset: count again from the start
    offset_ = 0;
    line_ = 1;
  }
  const std::string_view between = text_.substr(offset_, offset - offset_);
  line_ += static_cast<std::size_t>(std::count(between.begin(), between.end(), '\n'));
  placement_bytes += between.size();
  offset_ = offset;
  return line_;
}

bool at_line_start(std::string_view text, std::size_t offset) {
  if (offset > text.size()) offset = text.size();
  std::size_t pos = offset;
  for (;;) {
    if (pos == 0 || text[pos - 1] == '\n') break;
    // Back to the first byte of the character before `pos`.
    std::size_t first = pos - 1;
    while (first > 0 && pos - first < 4 && (static_cast<unsigned char>(text[first]) & 0xC0) == 0x80) --first;
    placement_bytes += pos - first;
    if (space_length(text, first) != pos - first) return false;
    pos = first;
  }
  return true;
}

std::uint64_t placement_bytes_looked_at() { return placement_bytes; }

std::string describe(Position position) { return fmt::format("line {}, column {}", position.line, position.column); }

namespace {

// Whether the text is UTF-16, as Windows editors save "Unicode" text: it
// starts with a UTF-16 byte order mark, or one of its first two bytes is
// NUL (an ASCII character's other byte). Its bytes are then no text that a
// parser takes, and "found byte 0xff" alone would not say why.
bool looks_like_utf16(std::string_view text) {
  if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) return true;
  return text.size() >= 2 && (text[0] == '\0') != (text[1] == '\0');
}

// "byte 0xff", with what to do when the text is UTF-16.
std::string describe_byte(std::string_view text, unsigned byte) {
  if ((byte == 0x00 || byte == 0xFE || byte == 0xFF) && looks_like_utf16(text)) {
    return fmt::format("byte 0x{:02x} (the text is UTF-16; save it as UTF-8)", byte);
  }
  return fmt::format("byte 0x{:02x}", byte);
}

// A byte that starts no UTF-8 character at `offset`: the text was saved in
// another encoding. Korean users' editors on Windows save CP949 (EUC-KR and
// its extension) unless told otherwise, whose two-byte characters (a lead
// 0x81 to 0xFE, then 0x41 to 0x5A, 0x61 to 0x7A or 0x81 to 0xFE) are named
// as such; any other byte from 0x80 is said to be no UTF-8.
std::string describe_not_utf8(std::string_view text, std::size_t offset) {
  const auto byte = static_cast<unsigned char>(text[offset]);
  if (byte < 0x80) return describe_byte(text, byte);
  const auto next = offset + 1 < text.size() ? static_cast<unsigned char>(text[offset + 1]) : 0U;
  const bool cp949_pair =
      byte >= 0x81 && byte <= 0xFE &&
      ((next >= 0x41 && next <= 0x5A) || (next >= 0x61 && next <= 0x7A) || (next >= 0x81 && next <= 0xFE));
  if ((byte == 0xFE || byte == 0xFF) && looks_like_utf16(text)) return describe_byte(text, byte);
  return fmt::format("byte 0x{:02x} (the text is not UTF-8{}; save it as UTF-8)", byte,
                     cp949_pair ? ", perhaps CP949 (EUC-KR), as Korean Windows editors save it" : "");
}

}  // namespace

std::string describe_found(std::string_view text, std::size_t offset, std::size_t end) {
  if (end > text.size()) end = text.size();
  if (offset >= end) return "end of input";
  const std::string_view part = text.substr(0, end);
  const std::optional<Utf8Char> first = utf8_at(part, offset);
  if (!first) return describe_not_utf8(text, offset);
  if (first->code < 0x20 || first->code == 0x7F) return describe_byte(text, static_cast<unsigned>(first->code));
  if (first->code >= 0x80 && first->code < 0xA0)
    return fmt::format("the control character U+{:04X}", static_cast<unsigned>(first->code));
  if (is_full_width_ascii(first->code)) {
    return fmt::format("'{}' (a full-width '{}'; type the ASCII one)", text.substr(offset, first->length),
                       ascii_twin(first->code));
  }
  if (!is_word_code(first->code)) return fmt::format("'{}'", text.substr(offset, first->length));
  constexpr std::size_t kMaxShown = 20;  // characters
  std::size_t stop = offset;
  std::size_t shown_chars = 0;
  std::optional<Utf8Char> next = first;
  while (next && is_word_code(next->code) && shown_chars < kMaxShown) {
    stop += next->length;
    ++shown_chars;
    next = utf8_at(part, stop);
  }
  std::string shown(text.substr(offset, stop - offset));
  if (next && is_word_code(next->code)) shown += "...";
  return fmt::format("'{}'", shown);
}

Scanner::Scanner(std::string_view text) : text_(text), end_(text.size()) {
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") offset_ = 3;
}

Scanner::Scanner(std::string_view text, Span span, std::vector<Span> more)
    : text_(text), offset_(span.begin), end_(span.end), more_(std::move(more)) {}

void Scanner::skip_space() {
  for (;;) {
    while (offset_ < end_) {
      const std::size_t length = space_length(text_.substr(0, end_), offset_);
      if (length == 0) break;
      offset_ += length;
    }
    if (offset_ < end_ || next_part_ >= more_.size()) return;
    offset_ = more_[next_part_].begin;
    end_ = more_[next_part_].end;
    ++next_part_;
  }
}

ScannedInteger Scanner::scan_integer() {
  std::size_t i = offset_;
  bool negative = false;
  if (i < end_ && (text_[i] == '-' || text_[i] == '+')) {
    negative = text_[i] == '-';
    ++i;
  }
  if (i >= end_ || !is_digit(text_[i])) return {};
  // Accumulate as a negative number so that INT64_MIN fits.
  std::int64_t value = 0;
  bool too_large = false;
  constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
  for (; i < end_ && is_digit(text_[i]); ++i) {
    const int digit = text_[i] - '0';
    if (value < (kMin + digit) / 10) too_large = true;
    if (!too_large) value = value * 10 - digit;
  }
  // "12x", "1.5" and "3-4" are not integers.
  if (i < end_ && !ends_a_number(text_[i])) return {};
  if (!negative && value == kMin) too_large = true;
  if (too_large) return {IntegerStatus::kTooLarge, negative ? -1 : 1};
  offset_ = i;
  return {IntegerStatus::kOk, negative ? value : -value};
}

Error Scanner::error_at(std::size_t offset, std::string_view what) const {
  return Error{fmt::format("{}: {}", describe(position_of(text_, offset)), what)};
}

Error Scanner::expected_here(std::string_view expected_what) const {
  return error_here(fmt::format("expected {}, found {}", expected_what, describe_here()));
}

}  // namespace gridsolve::text
