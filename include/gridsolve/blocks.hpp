// Removing blocks with dropped black squares (Programmers 42894 "블록 게임"):
// the largest number of blocks that can be removed from an R x C board.
//
// A block is all the cells that hold one id; it may have any 4-connected
// shape. A block goes when black squares dropped from the top, each falling
// until the cell below is taken, fill the empty cells of its bounding
// rectangle (SPEC.md section 3).
#pragma once

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
// check, 1 bit a cell, its flood fill's stack (4 bytes a taken cell at most)
// and 16 bytes a block (each block's id and first cell, and a sorted copy),
// plus 512 KiB of radix-sort counters. A worst case over every text of that
// size: as many cells as it can hold (each needs a digit and a comma), each
// a block of its own. The parser itself checks the budget against the board
// it actually reads, so it refuses less than this estimate suggests.
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
  std::vector<Removal> removals;
  std::size_t answer() const { return removals.size(); }
};

// The largest number of removable blocks, with a removal order. O(R * C).
// REQUIRES: every id of `board` is one 4-connected block (parse_board and
// check_blocks_connected ensure it).
Solution solve(const Board& board);

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

}  // namespace gridsolve::blocks
