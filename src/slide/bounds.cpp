#include "slide/bounds.hpp"

#include <algorithm>

namespace gridsolve::slide {

TileCounts count_tiles(const Board& board) {
  TileCounts counts;
  for (Exponent e : board.cells()) ++counts.count[e];
  counts.count[0] = 0;
  for (int e = 255; e > 0; --e) {
    if (counts.count[static_cast<std::size_t>(e)]) {
      counts.largest = static_cast<Exponent>(e);
      break;
    }
  }
  return counts;
}

bool merge_tree_allows(const TileCounts& counts, int target, std::uint64_t moves) {
  if (target <= 0) return true;
  if (target > 255) return false;  // beyond what any board can hold (see TileCounts)
  if (target <= counts.largest) return true;
  const int lowest = moves >= static_cast<std::uint64_t>(target - 1) ? 1 : target - static_cast<int>(moves);
  // carry = floor(sum over exponents lowest..e of count * 2^(exponent - e)).
  std::uint64_t carry = 0;
  for (int e = lowest; e <= target; ++e) carry = carry / 2 + counts.count[static_cast<std::size_t>(e)];
  return carry >= 1;
}

Exponent merge_tree_upper_bound(const TileCounts& counts, std::uint64_t moves) {
  int bound = counts.largest;
  while (bound < 255 && merge_tree_allows(counts, bound + 1, moves)) ++bound;
  return static_cast<Exponent>(bound);
}

bool largest_pair_in_line(const Board& board, Exponent m, Direction& direction) {
  if (m == 0) return false;
  const int n = board.size();
  const Exponent* cells = board.cells().data();
  // Rows: the previous non-empty tile of the row must be m as well.
  for (int row = 0; row < n; ++row) {
    Exponent previous = 0;
    const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
    for (int col = 0; col < n; ++col) {
      const Exponent tile = line[col];
      if (tile == 0) continue;
      if (tile == m && previous == m) {
        direction = Direction::kLeft;
        return true;
      }
      previous = tile;
    }
  }
  // Columns, walked row by row for contiguous reads.
  std::vector<Exponent> previous(static_cast<std::size_t>(n), 0);
  for (int row = 0; row < n; ++row) {
    const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
    for (int col = 0; col < n; ++col) {
      const Exponent tile = line[col];
      if (tile == 0) continue;
      if (tile == m && previous[static_cast<std::size_t>(col)] == m) {
        direction = Direction::kUp;
        return true;
      }
      previous[static_cast<std::size_t>(col)] = tile;
    }
  }
  return false;
}

}  // namespace gridsolve::slide
