// Parse and solve small 2048 boards; the witness must replay to the answer.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "gridsolve/slide.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  // The first byte picks K (0..7); the rest is the board text.
  const std::uint64_t max_moves = data[0] % 8;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  gridsolve::slide::ParseLimits limits;
  limits.max_memory_bytes = 64;  // boards up to 8 x 8 keep each run fast
  const auto parsed = gridsolve::slide::parse_board(text, limits);
  if (!parsed.ok()) return 0;
  gridsolve::slide::SearchOptions options;
  options.max_moves = max_moves;
  const auto solved = gridsolve::slide::solve(parsed.value(), options);
  if (!solved.ok()) return 0;
  if (solved.value().moves.size() > max_moves) std::abort();
  gridsolve::slide::Board board = parsed.value();
  for (auto move : solved.value().moves) board = gridsolve::slide::apply_move(board, move);
  if (board.max_exponent() != solved.value().best_exponent) std::abort();
  return 0;
}
