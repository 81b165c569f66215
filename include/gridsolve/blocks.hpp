// Removing blocks with dropped black squares (Programmers 42894 "블록 게임"):
// the largest number of blocks that can be removed from an R x C board.
//
// A block is all the cells that hold one id; it may have any 4-connected
// shape. A block goes when black squares dropped from the top, each falling
// until the cell below is taken, fill the empty cells of its bounding
// rectangle (docs/rules.md section 3).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "gridsolve/limits.hpp"
#include "gridsolve/result.hpp"

namespace gridsolve::blocks {

// 0 is an empty cell; any other value names a block. Ids fit in 32 bits.
using BlockId = std::uint32_t;
inline constexpr BlockId kEmpty = 0;
inline constexpr std::uint64_t kMaxBlockId = UINT32_MAX;

// An R x C board, row-major, one id per cell. Row 0 is the top.
class Board {
 public:
  Board() = default;
  // An all-empty board. REQUIRES: rows >= 0, cols >= 0.
  Board(int rows, int cols)
      : rows_(rows), cols_(cols), cells_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), kEmpty) {}
  // A board with the given cells, row-major.
  // REQUIRES: rows >= 0, cols >= 0, cells.size() == rows * cols.
  Board(int rows, int cols, std::vector<BlockId> cells) : rows_(rows), cols_(cols), cells_(std::move(cells)) {}

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  // REQUIRES: 0 <= row < rows(), 0 <= col < cols()
  BlockId at(int row, int col) const { return cells_[index(row, col)]; }
  void set(int row, int col, BlockId id) { cells_[index(row, col)] = id; }
  const std::vector<BlockId>& cells() const { return cells_; }
  std::vector<BlockId>& mutable_cells() { return cells_; }
  bool operator==(const Board& other) const = default;

 private:
  std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(col);
  }
  int rows_ = 0;
  int cols_ = 0;
  std::vector<BlockId> cells_;
};

// The bounding rectangle of a block, inclusive on every side.
struct Bounds {
  int top = 0;
  int left = 0;
  int bottom = 0;
  int right = 0;
  bool operator==(const Bounds& other) const = default;
};

// Fails, with "row R, column C: block ID is not 4-connected: ...", when the
// cells of some id do not form one 4-connected shape. The cell named is the
// first one, in row-major order, cut off from the id's first cell.
std::optional<Error> check_blocks_connected(const Board& board);

struct ParseLimits {
  // The most parse_board() may hold at once, the text it reads included
  // (see estimate_parse_memory() for what is counted). Checked while the
  // cells are read, and again before the 4-connectivity check takes its
  // memory, so a board over the budget is refused before its memory is
  // taken, with a message in human units ("needs 31.4 MiB, more than the
  // memory budget of 16.0 MiB").
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
};

// The most memory parse_board() holds at once for a text of `text_bytes`
// bytes: the text itself; the board, 4 bytes a cell; and the 4-connectivity
// check: a bit a cell, its flood fill's stack (4 bytes a taken cell at
// most), 8 bytes a block (its id and first cell) and, from 65,536 blocks
// on, a radix sort's copy of those and 512 KiB of counters. A worst case
// over every text of that size: as many cells as it can hold (each needs a
// digit and a comma), each a block of its own. The parser itself checks
// the budget against the board it actually reads, so it refuses less than
// this estimate suggests.
std::uint64_t estimate_parse_memory(std::uint64_t text_bytes);

// Parses the board as a JSON array of equally long rows of integers, each 0
// or a block id from 1 to 2^32 - 1, and checks that every id is one
// 4-connected block. Messages name the place: "line L, column C: ..." for the
// text, "row R, column C: ..." (0-based) for a cell.
Expected<Board> parse_board(std::string_view text, const ParseLimits& limits = {});

struct Removal {
  BlockId id = kEmpty;
  Bounds bounds;
};

struct Solution {
  // The removed blocks in an order in which each can be removed when its
  // turn comes; their number is the answer.
  //
  // The order is the solver's queue, first in first out, so the same board
  // always gives the same order: first the blocks removable on the starting
  // board that need squares, in the order in which a scan of the columns
  // from left to right completes them (a block is complete at the last of
  // its columns that needs squares), then those that fill their rectangle
  // already, in row-major order of their first cell; after them each block
  // that a removal makes removable, in the order of the removals and, within
  // one removal, of its columns from left to right.
  std::vector<Removal> removals;
  std::size_t answer() const { return removals.size(); }
  // False when a time limit or an interrupt stopped the search first. Then
  // `removals` is still a valid order (every block it lists can be removed
  // when its turn comes), so answer() is a lower bound, and `upper_bound`
  // is proved: no order removes more blocks. When proven, upper_bound ==
  // answer().
  bool proven = true;
  std::size_t upper_bound = 0;
};

struct SearchOptions {
  // The most memory the solve may hold: the board it reads, what it
  // allocates (see estimate_memory()) and `held_bytes`. A solve that would
  // need more is refused with an error before it starts.
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
  // Memory the caller holds during the solve and wants counted against
  // the budget too (the command line: its input text).
  std::uint64_t held_bytes = 0;
  // Stop after this many seconds (0: no limit) and answer with the
  // removals found so far, proven == false.
  double time_limit_seconds = 0;
  // When not null and it becomes true (a first Ctrl-C), the search stops and
  // answers as under a time limit. Both are checked by the work done (cells
  // scanned), about every 0.1 ms, so a stop comes that soon.
  const std::atomic<bool>* interrupt = nullptr;
};

// The most memory solve() holds at once for `board`, the largest of its
// three peaks, each with the board itself (4 bytes a cell):
//  - labelling: each cell's block (4 bytes a cell), the flood fill's stack
//    (4 bytes a taken cell at most), each block's id and rectangle (20
//    bytes a block);
//  - the removal loop: the cells' blocks, ids and rectangles, per block a
//    column counter and a place in the queue of removable blocks (28 bytes
//    a block in all), and 8 bytes a column;
//  - the answer: ids, rectangles and the queue, then the removals (20
//    bytes each), the per-cell array freed first: 44 bytes a block at most.
// Blocks are counted by the cells that have no cell of the same id above
// or to their left (every block's first cell is one): exact on boards of
// one-cell blocks, the worst case (48 bytes a cell), and at most about
// twice the blocks on boards of tetrominoes. `held_bytes` of the options is
// not included.
std::uint64_t estimate_memory(const Board& board);

// The largest number of removable blocks, with a removal order (see
// Solution for which one). O(R * C). An error when estimate_memory(board)
// plus options.held_bytes exceeds options.max_memory_bytes.
// REQUIRES: every id of `board` is one 4-connected block (parse_board and
// check_blocks_connected ensure it).
Expected<Solution> solve(const Board& board, const SearchOptions& options = {});

// Black squares dropped into one column.
struct Drop {
  int col = 0;
  int squares = 0;  // may be 0: the block already fills that column of its rectangle
};

// Whether the block `removal.id`, whose bounding rectangle is
// `removal.bounds`, can be removed from `board` as it stands: if so, the
// squares to drop into each column of the rectangle, left to right.
// REQUIRES: removal.bounds is the id's bounding rectangle on `board`.
std::optional<std::vector<Drop>> drops_to_remove(const Board& board, const Removal& removal);

// Empties the cells of `removal.id` inside `removal.bounds`.
void remove_block(Board& board, const Removal& removal);

// The rules as one step: drops black squares into the columns of the
// block's rectangle, each falling until the cell below is taken, and when
// they fill the rectangle together with the block, removes both. Returns the
// squares dropped per column, or nothing (and `board` unchanged) when the
// block cannot be removed now.
// REQUIRES: removal.bounds is the id's bounding rectangle on `board`.
std::optional<std::vector<Drop>> apply_removal(Board& board, const Removal& removal);

}  // namespace gridsolve::blocks
