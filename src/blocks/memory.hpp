// What the blocks parser and solver hold at once, counted from facts about a
// board that one pass over its cells finds without allocating anything.
//
// Internal to src/blocks; the public estimates are estimate_parse_memory()
// and estimate_memory() in gridsolve/blocks.hpp, which say what is counted.
#pragma once

#include <cstdint>

#include "common/work_stop.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks::detail {

struct CellCounts {
  std::uint64_t cells = 0;
  std::uint64_t cols = 0;
  std::uint64_t taken = 0;  // cells holding a block
  // Taken cells with no cell of the same id above or to their left. Every
  // block's first cell in row-major order is one (a neighbour above or to
  // the left with its id would be in its block and come first), so this
  // bounds the number of blocks.
  std::uint64_t block_starts = 0;
  std::uint64_t cells_counted = 0;  // == cells unless a stop cut the pass short
};

// With `stop`, the pass reports its work (a unit a cell) and ends early when
// told to: then only the first cells_counted cells (row-major) are counted.
CellCounts count_cells(const Board& board, WorkStop* stop = nullptr);

// check_blocks_connected() sorts this many groups or more with a radix sort
// (2^16 + 1 counters and a copy), fewer in place.
inline constexpr std::uint64_t kRadixSortFromGroups = std::uint64_t{1} << 16;

// The board's own cells.
std::uint64_t board_bytes(const CellCounts& counts);
// check_blocks_connected(board) with count_cells(board) already made.
std::optional<Error> check_blocks_connected(const Board& board, const CellCounts& counts);

// What check_blocks_connected() allocates.
std::uint64_t connectivity_check_bytes(const CellCounts& counts);
// What solve() allocates, the board not included.
std::uint64_t solve_bytes(const CellCounts& counts);

}  // namespace gridsolve::blocks::detail
