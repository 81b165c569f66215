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

Exponent largest_exponent(const Board& board) {
  const Exponent* cells = board.cells().data();
  const std::size_t size = board.cells().size();
  Exponent largest = 0;
  for (std::size_t i = 0; i < size; ++i) largest = cells[i] > largest ? cells[i] : largest;
  return largest;
}

namespace {

// Row pairs (or, with `stop_at`, stops counting once that many are found).
std::uint64_t row_level_pairs(const Board& board, Exponent level, std::uint64_t stop_at) {
  const int n = board.size();
  const Exponent* cells = board.cells().data();
  std::uint64_t pairs = 0;
  for (int row = 0; row < n && pairs < stop_at; ++row) {
    const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
    // Without branches: `pending` is 1 while the row's last non-empty tile
    // is a tile of `level` not yet paired.
    unsigned pending = 0;
    for (int col = 0; col < n; ++col) {
      const unsigned is_level = line[col] == level;
      const unsigned empty = line[col] == 0;
      pairs += is_level & pending;
      pending = empty ? pending : (is_level & (pending ^ 1U));
    }
  }
  return pairs;
}

std::uint64_t column_level_pairs(const Board& board, Exponent level, std::uint64_t stop_at) {
  const int n = board.size();
  const Exponent* cells = board.cells().data();
  if (n <= 64) {
    // All columns at once, row by row, without branches (the compiler
    // vectorises across columns): `pending` is 1 while the column's last
    // non-empty tile is a tile of `level` not yet paired.
    std::array<std::uint8_t, 64> pending{};
    std::array<std::uint8_t, 64> pairs{};  // at most 32 per column of <= 64 cells
    for (int row = 0; row < n; ++row) {
      const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
      for (int col = 0; col < n; ++col) {
        const std::uint8_t is_level = line[col] == level;
        const std::uint8_t empty = line[col] == 0;
        const std::uint8_t p = pending[static_cast<std::size_t>(col)];
        pairs[static_cast<std::size_t>(col)] += is_level & p;
        pending[static_cast<std::size_t>(col)] = empty ? p : static_cast<std::uint8_t>(is_level & (p ^ 1));
      }
    }
    std::uint64_t total = 0;
    for (int col = 0; col < n; ++col) total += pairs[static_cast<std::size_t>(col)];
    return total;
  }
  std::uint64_t pairs = 0;
  for (int col = 0; col < n && pairs < stop_at; ++col) {
    std::uint64_t run = 0;
    for (int row = 0; row < n; ++row) {
      const Exponent tile = cells[static_cast<std::ptrdiff_t>(row) * n + col];
      if (tile == 0) continue;
      if (tile == level) {
        ++run;
      } else {
        pairs += run / 2;
        run = 0;
      }
    }
    pairs += run / 2;
  }
  return pairs;
}

// The widest span of levels, target - lowest, that the sums below are
// written for: every unit is then below 2^30 (a 32-bit entry), 1024 of them
// stay below the packed sum's 2^40 and 2^24 cells of them far below 2^64.
constexpr int kMaxBoundedSpan = 30;

}  // namespace

void level_pairs(const Board& board, Exponent level, std::uint64_t& row_pairs, std::uint64_t& column_pairs) {
  row_pairs = row_level_pairs(board, level, UINT64_MAX);
  column_pairs = column_level_pairs(board, level, UINT64_MAX);
}

bool merge_tree_allows_on_board(const Board& board, int target, int moves, bool use_pairs) {
  const int lowest = std::max(1, target - moves);
  // Masses are counted in units of 2^lowest in 64 bits; a target that far
  // above the lowest level (or below 1) is not bounded here, which is safe:
  // answering "allowed" never prunes.
  if (target < 1 || target - lowest > kMaxBoundedSpan) return true;
  // Per exponent: its mass in units of 2^lowest (0 below lowest), and
  // separately whether it is the lowest level, whose count the first move's
  // pairs may cap. Exponents are below target, so units stay below 2^30.
  std::array<std::uint32_t, 256> units{};
  for (int e = lowest + 1; e < target; ++e) units[static_cast<std::size_t>(e)] = std::uint32_t{1} << (e - lowest);
  const Exponent* cells = board.cells().data();
  const std::size_t size = board.cells().size();
  std::uint64_t above = 0;
  std::uint64_t lowest_count = 0;
  for (std::size_t i = 0; i < size; ++i) {
    above += units[cells[i]];
    lowest_count += cells[i] == lowest;
  }
  const std::uint64_t needed = std::uint64_t{1} << (target - lowest);
  if (above + lowest_count < needed) return false;
  if (!use_pairs || above >= needed || target - moves < 1) return true;
  // Enough pairs along one axis to make up the missing mass; either axis
  // reaching it is enough, so each count stops there.
  const std::uint64_t missing = needed - above;
  const std::uint64_t pairs_needed = (missing + 1) / 2;
  const auto level = static_cast<Exponent>(lowest);
  return row_level_pairs(board, level, pairs_needed) >= pairs_needed ||
         column_level_pairs(board, level, pairs_needed) >= pairs_needed;
}

unsigned merge_tree_axes_on_board(const Board& board, int target, int moves) {
  const int lowest = std::max(1, target - moves);
  // Masses are counted in units of 2^lowest in 64 bits; a target that far
  // above the lowest level (or below 1) is not bounded here, which is safe:
  // answering "allowed" never prunes.
  if (target < 1 || target - lowest > kMaxBoundedSpan) return kRowMoves | kColumnMoves;
  const Exponent* cells = board.cells().data();
  const std::size_t size = board.cells().size();
  std::uint64_t above = 0;
  std::uint64_t lowest_count = 0;
  if (size <= 1024) {
    // One lookup a cell: the mass above the lowest level in the low 40 bits
    // (at most 1024 cells of < 2^30 units), the lowest level's count above.
    // Only exponents below `target` occur, so only those entries are set.
    std::array<std::uint64_t, 256> packed;
    for (int e = 0; e < target; ++e) {
      packed[static_cast<std::size_t>(e)] = e < lowest    ? 0
                                            : e == lowest ? std::uint64_t{1} << 40
                                                          : std::uint64_t{1} << (e - lowest);
    }
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < size; ++i) sum += packed[cells[i]];
    above = sum & ((std::uint64_t{1} << 40) - 1);
    lowest_count = sum >> 40;
  } else {
    std::array<std::uint32_t, 256> units{};
    for (int e = lowest + 1; e < target; ++e) units[static_cast<std::size_t>(e)] = std::uint32_t{1} << (e - lowest);
    for (std::size_t i = 0; i < size; ++i) {
      above += units[cells[i]];
      lowest_count += cells[i] == lowest;
    }
  }
  const std::uint64_t needed = std::uint64_t{1} << (target - lowest);
  if (above + lowest_count < needed) return 0;
  if (above >= needed || target - moves < 1) return kRowMoves | kColumnMoves;
  const std::uint64_t pairs_needed = (needed - above + 1) / 2;
  const auto level = static_cast<Exponent>(lowest);
  unsigned axes = 0;
  if (row_level_pairs(board, level, pairs_needed) >= pairs_needed) axes |= kRowMoves;
  if (column_level_pairs(board, level, pairs_needed) >= pairs_needed) axes |= kColumnMoves;
  return axes;
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
