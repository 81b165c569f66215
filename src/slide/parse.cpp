#include "slide/parse.hpp"

#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <optional>
#include <string_view>

#include "common/byte_size.hpp"
#include "common/text_scanner.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::slide {
namespace {

// The run of digits (after an optional sign) at `offset`, for messages about
// numbers too large to convert.
std::string digits_at(std::string_view text, std::size_t offset) {
  std::size_t end = offset;
  if (end < text.size() && (text[end] == '-' || text[end] == '+')) ++end;
  while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
  return std::string(text.substr(offset, end - offset));
}

// The side of a square board of `cells` tiles, or 0 when `cells` is not a
// square.
std::uint64_t square_side(std::uint64_t cells) {
  auto side = static_cast<std::uint64_t>(std::sqrt(static_cast<double>(cells)));
  while (side * side > cells) --side;
  while ((side + 1) * (side + 1) <= cells) ++side;
  return side > 0 && side * side == cells ? side : 0;
}

// The number of white-space separated words from the scanner's offset to
// its end, without moving it.
std::uint64_t words_left(const text::Scanner& scanner) {
  const std::string_view text = scanner.text().substr(0, scanner.end());
  std::uint64_t words = 0;
  bool in_word = false;
  for (std::size_t i = scanner.offset(); i < text.size();) {
    const std::size_t space = text::space_length(text, i);
    if (space > 0) {
      in_word = false;
      i += space;
    } else {
      words += in_word ? 0 : 1;
      in_word = true;
      ++i;
    }
  }
  return words;
}

// "is the N line missing?" when `numbers` (all the input holds), or all but
// a last one (the sample output), are the tiles of a square board other
// than the one N says; "" otherwise.
std::string missing_size_hint(std::uint64_t n, std::uint64_t numbers) {
  for (const std::uint64_t tiles : {numbers, numbers - 1}) {
    const std::uint64_t side = square_side(tiles);
    if (side > 1 && side != n) {
      return fmt::format(
          "the first number says a {0} x {0} board ({1} tile{4}), but the input holds {2} numbers, {3}: is the N line "
          "missing? (the input starts with N, the board size, on a line of its own)",
          n, n * n, numbers,
          tiles == numbers ? fmt::format("as many as a {0} x {0} board has tiles", side)
                           : fmt::format("a {0} x {0} board's tiles and a sample output", side),
          n == 1 ? "" : "s");
    }
  }
  return "";
}

}  // namespace

namespace {

// Whether the white space between two values ends a line.
bool breaks_line(std::string_view space) { return space.find_first_of("\r\n") != std::string_view::npos; }

// The first tile where a row does not start a line (col 0 without a line
// break before it) or a line break falls inside a row.
struct LineMismatch {
  int row = 0;
  int col = 0;
  std::size_t offset = 0;  // the tile's
};

// "line 2 holds 4 values, but a row of the 3 x 3 board holds 3": pointing at
// the first value past the row's N, or at the line's end where a row falls
// short.
Error line_mismatch_error(const text::Scanner& scanner, const LineMismatch& at, int n) {
  const std::string_view text = scanner.text();
  if (at.col == 0) {  // the line of row - 1 goes on past its N values
    std::size_t line_start = text.find_last_of("\r\n", at.offset);
    line_start = line_start == std::string_view::npos ? 0 : line_start + 1;
    std::size_t line_end = text.find_first_of("\r\n", at.offset);
    if (line_end == std::string_view::npos) line_end = text.size();
    // Values are parted by any white space the tiles are read across (a
    // no-break space, U+200B, U+2028: rules, section 5), not only by spaces
    // and tabs, or the count would not be the tiles the line holds.
    const std::string_view line = text.substr(0, line_end);
    std::size_t values = 0;
    for (std::size_t i = line_start; i < line_end;) {
      const std::size_t space = text::space_length(line, i);
      if (space > 0) {
        i += space;
        continue;
      }
      ++values;
      while (i < line_end && text::space_length(line, i) == 0) ++i;
    }
    return scanner.error_at(at.offset, fmt::format("row {} holds {} values on its line, but a row of the {} x {} board "
                                                   "holds {}: put each row on a line of its own",
                                                   at.row - 1, values, n, n, n));
  }
  return scanner.error_at(at.offset,
                          fmt::format("row {} ends after {} value{} at the line's end, but a row of the {} x "
                                      "{} board holds {}: put each row on a line of its own",
                                      at.row, at.col, at.col == 1 ? "" : "s", n, n, n));
}

}  // namespace

Expected<Board> parse_case(text::Scanner& scanner, const ParseLimits& limits) {
  const std::string_view text = scanner.text();
  scanner.skip_space();
  if (scanner.at_end()) return scanner.error_here("the input is empty; expected N, the board size, then N*N tiles");

  const std::size_t size_offset = scanner.offset();
  const text::ScannedInteger size = scanner.scan_integer();
  if (size.status == text::IntegerStatus::kNotANumber)
    return scanner.expected_here("N, the board size (a whole number)");
  // Refuse sizes before any memory is taken for the board.
  if (size.status == text::IntegerStatus::kTooLarge && size.value < 0) {
    return scanner.error_at(size_offset,
                            fmt::format("board size must be at least 1, not {}", digits_at(text, size_offset)));
  }
  if (size.status == text::IntegerStatus::kTooLarge) {
    return scanner.error_at(size_offset, fmt::format("board size {} is too large for any memory budget (a board takes "
                                                     "N*N bytes)",
                                                     digits_at(text, size_offset)));
  }
  if (size.value > 0 &&
      static_cast<std::uint64_t>(size.value) > limits.max_memory_bytes / static_cast<std::uint64_t>(size.value)) {
    const auto n = static_cast<std::uint64_t>(size.value);
    const std::string what = fmt::format("a {0} x {0} board", n);
    if (n > UINT32_MAX) {
      return scanner.error_at(size_offset,
                              fmt::format("{} needs more than 16 EiB, more than the memory budget of {} (raise it with "
                                          "--max-memory)",
                                          what, human_bytes(limits.max_memory_bytes)));
    }
    return scanner.error_at(size_offset, memory_refusal(what, n * n, limits.max_memory_bytes).message);
  }
  if (size.value <= 0)
    return scanner.error_at(size_offset, fmt::format("board size must be at least 1, not {}", size.value));

  const int n = static_cast<int>(size.value);
  const std::uint64_t cell_count = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n);
  Board board(n);
  std::uint64_t read = 0;
  // Where the rows and the lines part ways, for the check after the loop.
  bool tiles_span_lines = false;
  std::optional<LineMismatch> mismatch;
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col, ++read) {
      const std::size_t after_previous = scanner.offset();
      scanner.skip_space();
      if (read > 0 && !scanner.at_end()) {
        const bool new_line = breaks_line(text.substr(after_previous, scanner.offset() - after_previous));
        tiles_span_lines = tiles_span_lines || new_line;
        if (!mismatch && new_line != (col == 0)) mismatch = LineMismatch{row, col, scanner.offset()};
      }
      if (scanner.at_end()) {
        // Point just after the last value read: where the missing ones belong.
        const std::uint64_t side = square_side(read);
        const std::string hint =
            side > 0 && read > 1 ? fmt::format(" (the tiles of a {0} x {0} board: should N be {0}?)", side) : "";
        return scanner.error_at(
            after_previous,
            fmt::format("expected {} tile values for a {} x {} board, found only {}{}", cell_count, n, n, read, hint));
      }
      const std::size_t tile_offset = scanner.offset();
      const text::ScannedInteger tile = scanner.scan_integer();
      if (tile.status == text::IntegerStatus::kNotANumber) {
        return scanner.expected_here(fmt::format("the tile at row {}, column {} (a number)", row, col));
      }
      const auto place = [row, col] { return fmt::format("row {}, column {}", row, col); };  // for messages only
      if (tile.status == text::IntegerStatus::kTooLarge) {
        return scanner.error_at(tile_offset,
                                fmt::format("{} holds {}", place(),
                                            tile.value < 0 ? "a negative number" : "a number too large for a tile"));
      }
      const std::int64_t value = tile.value;
      if (value == 0) continue;
      if (value < 0)
        return scanner.error_at(tile_offset, fmt::format("{} holds {}, a negative number", place(), value));
      const auto magnitude = static_cast<std::uint64_t>(value);
      if (!std::has_single_bit(magnitude)) {
        return scanner.error_at(tile_offset, fmt::format("{} holds {}, which is not a power of two", place(), value));
      }
      if (value < 2)
        return scanner.error_at(tile_offset, fmt::format("{} holds 1, below the smallest tile, 2", place()));
      const int exponent = std::countr_zero(magnitude);
      if (exponent > kMaxInputExponent) {
        return scanner.error_at(tile_offset,
                                fmt::format("{} holds {}, above the largest tile allowed, 2^{} = {}", place(), value,
                                            kMaxInputExponent, std::uint64_t{1} << kMaxInputExponent));
      }
      board.set(row, col, static_cast<Exponent>(exponent));
    }
  }
  // Rows written one to a line (the judge's format) must each hold N tiles:
  // a line of N + 1 values would otherwise go on silently into the next row
  // and a different board would be solved. A board on one line is taken.
  if (tiles_span_lines && mismatch) return line_mismatch_error(scanner, *mismatch, n);
  // One number may follow (the sample output); more are a mistake to name.
  const std::size_t after_last_tile = scanner.offset();
  scanner.skip_space();
  const std::uint64_t extra = words_left(scanner);
  const std::string hint = extra > 1 ? missing_size_hint(static_cast<std::uint64_t>(n), 1 + cell_count + extra) : "";
  if (!hint.empty()) return scanner.error_at(size_offset, hint);
  // The last row's line is held to N values too: a value after it on its
  // line is no sample output (that stands on a line of its own) but a row
  // of N + 1, and taking it as the expected answer would report a wrong
  // answer that the user never wrote.
  if (tiles_span_lines && extra > 0 && !breaks_line(text.substr(after_last_tile, scanner.offset() - after_last_tile))) {
    return line_mismatch_error(scanner, LineMismatch{n, 0, scanner.offset()}, n);
  }
  if (extra > 1) {
    // A first extra number is the sample output; name what follows it.
    text::Scanner look = scanner;
    const text::ScannedInteger answer = look.scan_integer();
    if (answer.status != text::IntegerStatus::kOk) {
      return scanner.error_here(
          fmt::format("unexpected {} after the last tile of the {} x {} board (gridsolve 2048 "
                      "takes one board, then at most its sample output)",
                      scanner.describe_here(), n, n));
    }
    look.skip_space();
    return look.error_here(
        fmt::format("unexpected {} after the last tile of the {} x {} board and its sample output, "
                    "{} (gridsolve 2048 takes one board at a time)",
                    look.describe_here(), n, n, answer.value));
  }
  if (extra == 1) {
    text::Scanner look = scanner;
    const text::ScannedInteger answer = look.scan_integer();
    if (answer.status == text::IntegerStatus::kNotANumber) {
      return scanner.error_here(
          fmt::format("unexpected {} after the last tile of the {} x {} board", scanner.describe_here(), n, n));
    }
  }
  return board;
}

Expected<Board> parse_board(std::string_view text, const ParseLimits& limits) {
  text::Scanner scanner(text);
  Expected<Board> board = parse_case(scanner, limits);
  if (!board) return board;
  scanner.skip_space();
  if (!scanner.at_end()) {
    const int n = board.value().size();
    return scanner.error_here(
        fmt::format("unexpected {} after the last tile of the {} x {} board", scanner.describe_here(), n, n));
  }
  return board;
}

}  // namespace gridsolve::slide
