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
#include <cassert>

#include "blocks/block_labels.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {

using detail::BlockIndex;
using detail::kNoBlock;

Solution solve(const Board& board) {
  assert(!check_blocks_connected(board).has_value() && "REQUIRES: every id is one 4-connected block");
  detail::BlockLabels labels = detail::label_blocks(board);
  std::vector<BlockIndex>& cell_block = labels.cell_block;  // emptied as blocks go
  const std::vector<Bounds>& bounds = labels.bounds;
  const std::size_t rows = static_cast<std::size_t>(board.rows());
  const std::size_t cols = static_cast<std::size_t>(board.cols());
  const std::size_t block_count = labels.ids.size();

  // Condition (a), and the columns each block needs squares in: those where
  // it has no cell on its rectangle's top row.
  std::vector<std::uint8_t> stackable(block_count, 1);
  std::vector<std::int32_t> columns_needing_squares(block_count);
  for (std::size_t block = 0; block < block_count; ++block) {
    columns_needing_squares[block] = bounds[block].right - bounds[block].left + 1;
  }
  for (std::size_t row = 0; row < rows; ++row) {
    const BlockIndex* here = cell_block.data() + row * cols;
    for (std::size_t col = 0; col < cols; ++col) {
      const BlockIndex block = here[col];
      if (block == kNoBlock) continue;
      const Bounds& b = bounds[block];
      if (static_cast<int>(row) == b.top) --columns_needing_squares[block];
      if (static_cast<int>(row) < b.bottom && here[col + cols] != block) stackable[block] = 0;
    }
  }

  std::vector<std::int32_t> columns_clear(block_count, 0);
  std::vector<std::size_t> topmost_row(cols, rows);  // rows: the column is empty
  std::vector<BlockIndex> ready;                     // FIFO of removable blocks, each pushed once
  ready.reserve(block_count);
  const auto scan_column_from = [&](std::size_t col, std::size_t row) {
    while (row < rows && cell_block[row * cols + col] == kNoBlock) ++row;
    topmost_row[col] = row;
    if (row == rows) return;
    const BlockIndex block = cell_block[row * cols + col];
    // Only a column that needs squares is waiting to be cleared above.
    if (static_cast<int>(row) > bounds[block].top && ++columns_clear[block] == columns_needing_squares[block] &&
        stackable[block]) {
      ready.push_back(block);
    }
  };
  for (std::size_t col = 0; col < cols; ++col) scan_column_from(col, 0);
  // Blocks that fill their rectangle need no square at all.
  for (std::size_t block = 0; block < block_count; ++block) {
    if (columns_needing_squares[block] == 0 && stackable[block]) ready.push_back(static_cast<BlockIndex>(block));
  }

  Solution solution;
  solution.removals.reserve(ready.size());
  for (std::size_t next = 0; next < ready.size(); ++next) {
    const BlockIndex block = ready[next];
    const Bounds& b = bounds[block];
    solution.removals.push_back(Removal{labels.ids[block], b});
    for (int col = b.left; col <= b.right; ++col) {
      const auto column = static_cast<std::size_t>(col);
      auto row = static_cast<std::size_t>(b.bottom);
      std::size_t cell = row * cols + column;
      const std::size_t was_topmost = topmost_row[column];
      // Stackable: B's cells in this column are one run ending on its bottom row.
      for (;;) {
        cell_block[cell] = kNoBlock;
        if (row == static_cast<std::size_t>(b.top) || cell_block[cell - cols] != block) break;
        --row;
        cell -= cols;
      }
      if (was_topmost == row) scan_column_from(column, static_cast<std::size_t>(b.bottom) + 1);
    }
  }
  return solution;
}

}  // namespace gridsolve::blocks
