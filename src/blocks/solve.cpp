// The blocks solver: remove whatever is removable until nothing is.
//
// When a block can be removed. Let B be a block with bounding rectangle
// rows top..bottom, columns left..right. Every column c of that range holds a
// cell of B (the columns of a 4-connected shape form one interval); let t(c)
// be B's topmost row in c. A square dropped into column c falls past empty
// cells and stops on the first taken one, so the rectangle's column c is
// filled from above exactly when
//   (a) B's cells in column c are the run t(c)..bottom (no cell of the
//       rectangle column below a cell of B is left for a square to reach),
//   (b) the cells t(c)-1 .. top are empty, and, if t(c) > top (the column
//       needs squares), so is every cell above the rectangle in column c:
//       then t(c) - top squares come to rest on B inside the rectangle.
//       If t(c) == top nothing is dropped there and the cells above the
//       rectangle do not matter.
// (a) is a property of B's shape alone ("stackable"): it fails exactly when a
// cell of B above the bottom row has no cell of B below it. With (a), (b)
// for a column that needs squares says: the topmost taken cell of column c
// is B's. So
//
//   B is removable  <=>  B is stackable and, in every column of its span
//                        that B does not fill to the top of its rectangle,
//                        the topmost taken cell belongs to B.
//
// Why greedy is exact. Removing a block only empties cells; no move ever
// fills a cell for good (the squares leave with the block they complete,
// and a square dropped anywhere else would only take a cell). Removability
// asks only that some cells be empty, and (a) depends on B alone, so a block
// that is removable stays removable whatever else is removed. Let G be the
// set removed by the greedy loop, which stops when no block left is
// removable. Take any valid removal sequence S and suppose some block of S is
// not in G; let b be the first such. Every block S removed before b is in G,
// so every cell empty when S removes b is empty in the greedy's final board
// too. b is still there (b is not in G), so b is removable on the final
// board: the greedy would not have stopped. Hence S is a subset of G: |G| is
// the maximum, and the same set comes out whatever order the greedy takes.
//
// Linear time. Each column keeps the row of its topmost taken cell. A block
// counts the columns that need squares and whose topmost cell is its own;
// when that count reaches the number of such columns (and it is stackable)
// it is queued, once. Removing B empties its cells (a run ending on B's
// bottom row in every column); in a column where B was the topmost, the next
// taken cell lies below B's bottom row, so the scan resumes there. The
// topmost-cell row of a column only moves down, so every cell is scanned at
// most once and every cell is emptied at most once: O(R * C) in all.
//
// Stopping early. A time limit or an interrupt may end the run in any of its
// three phases; the answer is then what is proved so far. Any prefix of the
// queue is a valid removal order: a block is queued when it is removable
// after the blocks queued before it are gone, and it stays removable as more
// go. So every queued block is listed, removed or not yet. The bound: no
// more than the stackable blocks can ever go ((a) is a property of the shape
// alone), or, before stackability is known, no more than the blocks there
// are, or, before those are all labelled, the blocks labelled plus one per
// cell not yet scanned (each other block's first cell is one of them), and
// never more than the block starts (memory.hpp).
#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <utility>

#include "blocks/block_labels.hpp"
#include "blocks/memory.hpp"
#include "blocks/solve_detail.hpp"
#include "common/byte_size.hpp"
#include "common/page_allocator.hpp"
#include "common/stop_check.hpp"
#include "common/work_stop.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {

namespace {

// A block's column counter (the columns that still need squares and whose
// topmost taken cell is not yet the block's own) carries this bit when the
// block is not stackable, so it never reaches 0: such a block never goes.
constexpr std::int32_t kNotStackable = std::int32_t{1} << 30;
// The counter of a stackable block that needs no square, until it is queued.
constexpr std::int32_t kFillsRectangle = -1;

}  // namespace

Expected<Solution> solve(const Board& board, const SearchOptions& options) {
  return detail::solve_with_work_limit(board, options, WorkStop::kNoWorkLimit);
}

Expected<Solution> detail::solve_with_work_limit(const Board& board, const SearchOptions& options,
                                                 std::uint64_t work_limit) {
  assert(!check_blocks_connected(board).has_value() && "REQUIRES: every id is one 4-connected block");
  // The limit counts the estimate's pass over the cells too, and a stop
  // during it ends the run before it takes any memory.
  StopCheck check(StopCheck::Clock::now(), options.time_limit_seconds, options.interrupt);
  WorkStop stop(check, work_limit);
  Solution solution;
  const auto stopped = [&solution](std::size_t upper_bound) {
    solution.upper_bound = std::max(upper_bound, solution.removals.size());
    solution.proven = solution.removals.size() == solution.upper_bound;
    return std::move(solution);
  };
  const detail::CellCounts counts = detail::count_cells(board, &stop);
  if (counts.cells_counted < counts.cells) {  // every block left has its first cell among those not counted
    return stopped(static_cast<std::size_t>(counts.block_starts + (counts.cells - counts.cells_counted)));
  }
  const std::uint64_t needed = detail::board_bytes(counts) + detail::solve_bytes(counts);
  if (options.held_bytes + needed > options.max_memory_bytes) {
    return memory_refusal(fmt::format("solving a {} x {} board", board.rows(), board.cols()), needed,
                          options.max_memory_bytes, options.held_bytes);
  }
  if (stop.poll()) return stopped(static_cast<std::size_t>(counts.block_starts));

  detail::BlockLabels labels = detail::label_blocks(board, counts, stop);
  if (!labels.complete) {
    return stopped(static_cast<std::size_t>(
        std::min<std::uint64_t>(counts.block_starts, labels.ids.size() + (counts.cells - labels.next_cell))));
  }
  PageVector<BlockIndex>& cell_block = labels.cell_block;  // emptied as blocks go
  const std::vector<Bounds>& bounds = labels.bounds;
  const std::size_t rows = static_cast<std::size_t>(board.rows());
  const std::size_t cols = static_cast<std::size_t>(board.cols());
  const std::size_t block_count = labels.ids.size();

  // Condition (a), and the columns each block needs squares in: those where
  // it has no cell on its rectangle's top row. One counter per block: the
  // columns that need squares and are not clear yet, kNotStackable added
  // for a block that fails (a).
  PageVector<std::int32_t> columns_left(block_count);
  for (std::size_t block = 0; block < block_count; ++block) {
    columns_left[block] = bounds[block].right - bounds[block].left + 1;
  }
  for (std::size_t row = 0; row < rows; ++row) {
    if (stop.add_work(cols)) return stopped(block_count);
    const BlockIndex* here = cell_block.data() + row * cols;
    for (std::size_t col = 0; col < cols; ++col) {
      const BlockIndex block = here[col];
      if (block == kNoBlock) continue;
      const Bounds& b = bounds[block];
      if (static_cast<int>(row) == b.top) --columns_left[block];
      if (static_cast<int>(row) < b.bottom && here[col + cols] != block) columns_left[block] |= kNotStackable;
    }
  }
  // Blocks that fill their rectangle need no square at all; they are queued
  // after the first scan of the columns (which never counts them down: in
  // each column their topmost cell is on their rectangle's top row).
  std::size_t stackable_count = 0;
  for (std::int32_t& left : columns_left) {
    stackable_count += (left & kNotStackable) == 0;
    if (left == 0) left = kFillsRectangle;
  }

  PageVector<std::size_t> topmost_row(cols, rows);  // rows: the column is empty
  std::vector<BlockIndex> ready;                    // FIFO of removable blocks, each pushed once
  ready.reserve(block_count);
  std::uint64_t work = 0;  // cells scanned since the last report to `stop`
  const auto scan_column_from = [&](std::size_t col, std::size_t row) {
    const std::size_t from = row;
    while (row < rows && cell_block[row * cols + col] == kNoBlock) ++row;
    work += row - from + 1;
    topmost_row[col] = row;
    if (row == rows) return;
    const BlockIndex block = cell_block[row * cols + col];
    // Only a column that needs squares is waiting to be cleared above.
    if (static_cast<int>(row) > bounds[block].top && --columns_left[block] == 0) ready.push_back(block);
  };
  // The answer: every block queued (see the top of this file), in queue order.
  const auto answer_from_queue = [&]() {
    // The per-cell and per-block work arrays go first (back to the system:
    // PageVector): the answer is the last of the solver's peaks of memory
    // (memory.cpp).
    PageVector<BlockIndex>().swap(cell_block);
    PageVector<std::int32_t>().swap(columns_left);
    PageVector<std::size_t>().swap(topmost_row);
    solution.removals.reserve(ready.size());
    for (const BlockIndex block : ready) solution.removals.push_back(Removal{labels.ids[block], bounds[block]});
  };
  for (std::size_t col = 0; col < cols; ++col) {
    scan_column_from(col, 0);
    if (stop.add_work(std::exchange(work, 0))) {
      answer_from_queue();
      return stopped(stackable_count);
    }
  }
  for (std::size_t block = 0; block < block_count; ++block) {
    if (columns_left[block] != kFillsRectangle) continue;
    columns_left[block] = 0;
    ready.push_back(static_cast<BlockIndex>(block));
  }

  for (std::size_t next = 0; next < ready.size(); ++next) {
    const BlockIndex block = ready[next];
    const Bounds& b = bounds[block];
    for (int col = b.left; col <= b.right; ++col) {
      const auto column = static_cast<std::size_t>(col);
      auto row = static_cast<std::size_t>(b.bottom);
      std::size_t cell = row * cols + column;
      const std::size_t was_topmost = topmost_row[column];
      // Stackable: B's cells in this column are one run ending on its bottom row.
      for (;;) {
        cell_block[cell] = kNoBlock;
        ++work;
        if (row == static_cast<std::size_t>(b.top) || cell_block[cell - cols] != block) break;
        --row;
        cell -= cols;
      }
      if (was_topmost == row) scan_column_from(column, static_cast<std::size_t>(b.bottom) + 1);
    }
    if (stop.add_work(std::exchange(work, 0)) && next + 1 < ready.size()) {
      answer_from_queue();
      return stopped(stackable_count);
    }
  }
  answer_from_queue();
  solution.upper_bound = solution.removals.size();
  return solution;
}

}  // namespace gridsolve::blocks
