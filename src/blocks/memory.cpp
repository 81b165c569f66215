#include "blocks/memory.hpp"

#include <algorithm>

#include "blocks/block_labels.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks::detail {

CellCounts count_cells(const Board& board, WorkStop* stop) {
  CellCounts counts;
  const auto rows = static_cast<std::size_t>(board.rows());
  const auto cols = static_cast<std::size_t>(board.cols());
  counts.cells = rows * cols;
  counts.cols = cols;
  if (cols == 0) return counts;
  const BlockId* cells = board.cells().data();
  // Branch-free, a row at a time: whether a cell is taken is close to a
  // coin toss on most boards. The first row has no row above; the first
  // column no cell to the left.
  for (std::size_t row = 0; row < rows; ++row) {
    if (stop != nullptr && stop->add_work(cols)) return counts;
    counts.cells_counted += cols;
    const BlockId* here = cells + row * cols;
    const BlockId* above = row > 0 ? here - cols : nullptr;
    std::uint64_t taken = here[0] != kEmpty;
    std::uint64_t starts = here[0] != kEmpty && (above == nullptr || above[0] != here[0]);
    if (above == nullptr) {
      for (std::size_t col = 1; col < cols; ++col) {
        const BlockId id = here[col];
        taken += id != kEmpty;
        starts += static_cast<std::uint64_t>(id != kEmpty) & static_cast<std::uint64_t>(here[col - 1] != id);
      }
    } else {
      for (std::size_t col = 1; col < cols; ++col) {
        const BlockId id = here[col];
        taken += id != kEmpty;
        starts += static_cast<std::uint64_t>(id != kEmpty) & static_cast<std::uint64_t>(here[col - 1] != id) &
                  static_cast<std::uint64_t>(above[col] != id);
      }
    }
    counts.taken += taken;
    counts.block_starts += starts;
  }
  return counts;
}

std::uint64_t board_bytes(const CellCounts& counts) { return counts.cells * sizeof(BlockId); }

// check_blocks_connected(): one visited bit a cell; the flood fill's stack
// of cell indices, which holds each cell of a block at most once (a cell is
// pushed when claimed); each group's id and first cell, and, for many
// groups, the radix sort's copy of them and its 2^16 + 1 counters.
std::uint64_t connectivity_check_bytes(const CellCounts& counts) {
  constexpr std::uint64_t kGroupBytes = sizeof(BlockId) + sizeof(std::uint32_t);
  constexpr std::uint64_t kRadixCounters = kRadixSortFromGroups + 1;
  const std::uint64_t groups = counts.block_starts;
  const std::uint64_t radix_sort =
      groups < kRadixSortFromGroups ? 0 : groups * kGroupBytes + kRadixCounters * sizeof(std::size_t);
  return (counts.cells + 63) / 64 * sizeof(std::uint64_t) + counts.taken * sizeof(std::uint32_t) +
         groups * kGroupBytes + radix_sort;
}

// solve() holds, at its three peaks (solve.cpp):
//  - labelling: the block index of each cell, the flood fill's stack, each
//    block's id and rectangle (reserved for every block start);
//  - the removal loop: the block indices, ids and rectangles, per block a
//    column counter and a place in the queue, and per column the row of
//    its topmost taken cell;
//  - the answer: ids, rectangles and the queue, then the removals (the block
//    indices are freed first).
std::uint64_t solve_bytes(const CellCounts& counts) {
  const std::uint64_t blocks = counts.block_starts;
  const std::uint64_t per_cell = counts.cells * sizeof(BlockIndex);
  const std::uint64_t id_and_bounds = blocks * (sizeof(BlockId) + sizeof(Bounds));
  const std::uint64_t labelling = per_cell + counts.taken * sizeof(std::uint32_t) + id_and_bounds;
  const std::uint64_t removing = per_cell + id_and_bounds + blocks * (sizeof(std::int32_t) + sizeof(BlockIndex)) +
                                 counts.cols * sizeof(std::size_t);
  const std::uint64_t answering = id_and_bounds + blocks * (sizeof(BlockIndex) + sizeof(Removal));
  return std::max({labelling, removing, answering});
}

}  // namespace gridsolve::blocks::detail

namespace gridsolve::blocks {

std::uint64_t estimate_memory(const Board& board) {
  const detail::CellCounts counts = detail::count_cells(board);
  return detail::board_bytes(counts) + detail::solve_bytes(counts);
}

std::uint64_t estimate_parse_memory(std::uint64_t text_bytes) {
  // As many cells as the text can hold, every one a block of its own.
  detail::CellCounts counts;
  counts.cells = text_bytes / 2 + 1;
  counts.taken = counts.cells;
  counts.block_starts = counts.cells;
  return text_bytes + detail::board_bytes(counts) + detail::connectivity_check_bytes(counts);
}

}  // namespace gridsolve::blocks
