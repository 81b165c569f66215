#include <fmt/format.h>

#include <bit>

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

}  // namespace

Expected<Board> parse_board(std::string_view text, const ParseLimits& limits) {
  text::Scanner scanner(text);
  scanner.skip_space();
  if (scanner.at_end()) return scanner.error_here("the input is empty; expected N, the board size, then N*N tiles");

  const std::size_t size_offset = scanner.offset();
  const text::ScannedInteger size = scanner.scan_integer();
  if (size.status == text::IntegerStatus::kNotANumber)
    return scanner.expected_here("N, the board size (a whole number)");
  // Refuse sizes before any memory is taken for the board.
  if (size.status == text::IntegerStatus::kTooLarge) {
    return scanner.error_at(size_offset, fmt::format("board size {} is too large for the memory budget of {} bytes",
                                                     digits_at(text, size_offset), limits.max_memory_bytes));
  }
  if (size.value > 0 &&
      static_cast<std::uint64_t>(size.value) > limits.max_memory_bytes / static_cast<std::uint64_t>(size.value)) {
    const auto n = static_cast<std::uint64_t>(size.value);
    const std::string bytes = n <= UINT32_MAX ? std::to_string(n * n) : "more than 2^64";
    return scanner.error_at(size_offset,
                            fmt::format("a {0} x {0} board needs {1} bytes, more than the memory budget of "
                                        "{2} bytes",
                                        n, bytes, limits.max_memory_bytes));
  }
  if (size.value <= 0)
    return scanner.error_at(size_offset, fmt::format("board size must be at least 1, not {}", size.value));

  const int n = static_cast<int>(size.value);
  const std::uint64_t cell_count = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n);
  Board board(n);
  std::uint64_t read = 0;
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col, ++read) {
      const std::size_t after_previous = scanner.offset();
      scanner.skip_space();
      if (scanner.at_end()) {
        // Point just after the last value read: where the missing ones belong.
        return scanner.error_at(
            after_previous,
            fmt::format("expected {} tile values for a {} x {} board, found only {}", cell_count, n, n, read));
      }
      const std::size_t tile_offset = scanner.offset();
      const text::ScannedInteger tile = scanner.scan_integer();
      if (tile.status == text::IntegerStatus::kNotANumber) {
        return scanner.expected_here(fmt::format("the tile at row {}, column {} (a number)", row, col));
      }
      const auto place = [row, col] { return fmt::format("row {}, column {}", row, col); };  // for messages only
      if (tile.status == text::IntegerStatus::kTooLarge) {
        return scanner.error_at(tile_offset, fmt::format("{} holds a number too large for a tile", place()));
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
  scanner.skip_space();
  if (!scanner.at_end()) {
    return scanner.error_here(fmt::format("unexpected {} after the last tile of the {} x {} board",
                                          text::describe_found(text, scanner.offset()), n, n));
  }
  return board;
}

}  // namespace gridsolve::slide
