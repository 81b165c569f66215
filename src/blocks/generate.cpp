// Random blocks boards and their smaller variants.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <numeric>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "gridsolve/gen.hpp"

namespace gridsolve::gen {

using blocks::BlockId;
using blocks::Board;

Expected<BlocksFamily> parse_blocks_family(std::string_view name) {
  if (name == "mixed") return BlocksFamily::kMixed;
  if (name == "scatter") return BlocksFamily::kScatter;
  if (name == "stack") return BlocksFamily::kStack;
  if (name == "cascade") return BlocksFamily::kCascade;
  return Error{fmt::format("unknown blocks family '{}'; the families are mixed, scatter, stack, cascade", name)};
}

Expected<BlockShapes> parse_block_shapes(std::string_view name) {
  if (name == "ljt") return BlockShapes::kLJT;
  if (name == "any") return BlockShapes::kAny;
  return Error{fmt::format("unknown shapes '{}'; expected ljt (the 12 L, J and T tetrominoes) or any", name)};
}

namespace {

using Cells = std::vector<std::pair<int, int>>;  // (row, col), top-left at (0, 0)

Cells normalized(Cells cells) {
  int top = cells[0].first, left = cells[0].second;
  for (auto [r, c] : cells) {
    top = std::min(top, r);
    left = std::min(left, c);
  }
  for (auto& [r, c] : cells) {
    r -= top;
    c -= left;
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

// L, J and T in their four rotations each: the 12 shapes of Programmers 42894.
std::vector<Cells> ljt_shapes() {
  const std::vector<Cells> bases = {
      {{0, 0}, {1, 0}, {2, 0}, {2, 1}},  // L
      {{0, 1}, {1, 1}, {2, 1}, {2, 0}},  // J
      {{0, 0}, {0, 1}, {0, 2}, {1, 1}},  // T
  };
  std::vector<Cells> shapes;
  for (Cells shape : bases) {
    for (int turn = 0; turn < 4; ++turn) {
      shapes.push_back(normalized(shape));
      for (auto& [r, c] : shape) std::tie(r, c) = std::pair{c, -r};
    }
  }
  return shapes;
}

// A 4-connected shape of 1 to 6 cells grown one neighbour at a time.
Cells random_polyomino(Rng& rng) {
  const int size = static_cast<int>(rng.between(1, 6));
  Cells cells = {{0, 0}};
  while (static_cast<int>(cells.size()) < size) {
    const auto [r, c] = cells[rng.below(cells.size())];
    static constexpr int kSteps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    const auto* step = kSteps[rng.below(4)];
    const std::pair<int, int> next{r + step[0], c + step[1]};
    if (std::find(cells.begin(), cells.end(), next) == cells.end()) cells.push_back(next);
  }
  return normalized(cells);
}

std::pair<int, int> extent(const Cells& shape) {
  int rows = 0, cols = 0;
  for (auto [r, c] : shape) {
    rows = std::max(rows, r + 1);
    cols = std::max(cols, c + 1);
  }
  return {rows, cols};
}

bool fits(const Board& board, const Cells& shape, int top, int left) {
  for (auto [r, c] : shape) {
    const int row = top + r, col = left + c;
    if (row < 0 || row >= board.rows() || col < 0 || col >= board.cols() || board.at(row, col) != blocks::kEmpty) {
      return false;
    }
  }
  return true;
}

// `count` distinct ids from 1..max_id, in random order. REQUIRES: count <= max_id.
std::vector<BlockId> distinct_ids(std::int64_t count, std::int64_t max_id, Rng& rng) {
  std::vector<BlockId> ids;
  if (count * 2 > max_id) {
    // Most ids are wanted: shuffle them all rather than draw until distinct.
    ids.resize(static_cast<std::size_t>(max_id));
    std::iota(ids.begin(), ids.end(), BlockId{1});
    for (std::size_t i = ids.size(); i > 1; --i) std::swap(ids[i - 1], ids[rng.below(i)]);
    ids.resize(static_cast<std::size_t>(count));
  } else {
    std::set<BlockId> used;
    while (static_cast<std::int64_t>(ids.size()) < count) {
      const auto id = static_cast<BlockId>(rng.between(1, max_id));
      if (used.insert(id).second) ids.push_back(id);
    }
  }
  return ids;
}

// The cascade family: chains of blocks, each of which can go only after the
// one placed after it, so that the removals must come in one long order.
//
// Why it catches solutions that look right. A solution that scans the blocks
// in some fixed order and repeats the scan a fixed number of times (or once)
// removes, in each pass, a block only if whatever keeps it was removed
// earlier in that order or in an earlier pass. A chain whose next link comes
// later in the scan's order needs one more pass. Random boards (scatter,
// stack) rarely have more than one such step in a row: over 1,000 default
// tests, two passes in reading order were always enough. Here:
//  - every link is higher than the one it frees (its bottom row is higher),
//    so a scan from the bottom up, or one that removes a pass's finds only at
//    the pass's end, needs a pass per link;
//  - the chain prefers the one step that reading order meets the wrong way
//    round (the only one with these shapes: of two blocks that can go, the
//    one that keeps the other comes first in reading order, except here): an
//    L (#./#./##) whose foot column is kept by a two-row block level with it,
//    one column to its right (#../###, ..#/### or .#./###), which a pass in
//    reading order meets after the L (a "hook"); then another L above that
//    block, hooked in turn. A pass in reading order, or by the top row,
//    frees one hook of the chain per pass;
//  - each hook's block lies to the right of its L, so a scan column by
//    column meets it late too;
//  - the ids are random, so a scan by id meets about half the links the
//    wrong way round.
// A quarter of the boards are mirrored, so that scans from the right are
// caught as well. Every block of a chain can go (the chain is built
// backwards, each block removable on the board as it was before it came),
// and a few other blocks, which may or may not go, fill the rest without
// touching what a chain block needs.
class Cascade {
 public:
  Cascade(int n, Rng& rng) : n_(n), rng_(rng), board_(n, n), first_taken_(n, n), needed_above_(n, 0) {
    for (const Cells& cells : ljt_shapes()) {
      Shape shape = shape_of(cells);
      if (shape.stackable) shapes_.push_back(std::move(shape));
    }
  }

  // Chains until they hold three quarters of the `wanted` blocks (at least
  // one whole chain), then other blocks up to `wanted`; never more than
  // `max_blocks`. The cells hold 1, 2, ... in the order the blocks came.
  Board build(std::int64_t wanted, std::int64_t max_blocks) {
    for (int failures = 0; failures < 20 && std::ssize(placed_) < max_blocks;) {
      if (!start_chain()) {
        ++failures;
        continue;
      }
      failures = 0;
      while (std::ssize(placed_) < max_blocks && extend_chain()) {
      }
      if (std::ssize(placed_) * 4 >= wanted * 3) break;
    }
    add_others(std::min(wanted, max_blocks));
    return board_;
  }

 private:
  struct Shape {
    Cells cells;
    int height = 0, width = 0;
    int first_col = 0;            // the column of its first cell in reading order (on its top row)
    std::vector<int> column_top;  // per column, the row of its topmost cell; > 0: squares must come down there
    bool stackable = true;        // every cell above the bottom row has a cell of the shape under it
    bool hookable = false;        // an L with its foot on the right: a two-row block level with it can keep it
  };
  struct Spot {
    const Shape* shape;
    int top, left;
  };

  static Shape shape_of(const Cells& cells) {
    Shape shape;
    shape.cells = cells;
    std::tie(shape.height, shape.width) = extent(cells);
    shape.first_col = shape.width;
    shape.column_top.assign(static_cast<std::size_t>(shape.width), shape.height);
    for (auto [r, c] : cells) {
      if (r == 0) shape.first_col = std::min(shape.first_col, c);
      int& top = shape.column_top[static_cast<std::size_t>(c)];
      top = std::min(top, r);
      if (r + 1 < shape.height && std::find(cells.begin(), cells.end(), std::pair{r + 1, c}) == cells.end()) {
        shape.stackable = false;
      }
    }
    for (int c = shape.first_col + 1; c < shape.width; ++c) {
      if (shape.column_top[static_cast<std::size_t>(c)] >= 2) shape.hookable = true;
    }
    return shape;
  }

  static int column_top(const Spot& spot, int col) {
    return spot.top + spot.shape->column_top[static_cast<std::size_t>(col - spot.left)];
  }

  // On the board as it is (everything placed so far still there): nothing
  // in or above the rectangle's empty cells.
  bool removable_if_placed(const Spot& spot) const {
    for (int col = spot.left; col < spot.left + spot.shape->width; ++col) {
      if (column_top(spot, col) > spot.top && first_taken_[static_cast<std::size_t>(col)] < column_top(spot, col)) {
        return false;
      }
    }
    return true;
  }

  // Whether `spot` takes a cell that `kept` needs empty: one of its
  // rectangle's empty cells, or a cell above one.
  static bool keeps(const Spot& spot, const Spot& kept) {
    for (auto [r, c] : spot.shape->cells) {
      const int col = spot.left + c;
      if (col < kept.left || col >= kept.left + kept.shape->width) continue;
      if (column_top(kept, col) > kept.top && spot.top + r < column_top(kept, col)) return true;
    }
    return false;
  }

  static bool after_in_reading_order(const Spot& a, const Spot& b) {
    return std::pair{a.top, a.left + a.shape->first_col} > std::pair{b.top, b.left + b.shape->first_col};
  }

  void place(const Spot& spot) {
    placed_.push_back(spot);
    for (auto [r, c] : spot.shape->cells) board_.set(spot.top + r, spot.left + c, static_cast<BlockId>(placed_.size()));
    for (int col = spot.left; col < spot.left + spot.shape->width; ++col) {
      auto& first = first_taken_[static_cast<std::size_t>(col)];
      first = std::min(first, column_top(spot, col));
      auto& needed = needed_above_[static_cast<std::size_t>(col)];
      if (column_top(spot, col) > spot.top) needed = std::max(needed, column_top(spot, col));
    }
  }

  // A chain starts with a block dropped like a Tetris piece: nothing is above
  // it, so it can go whenever the blocks that come after it are gone.
  bool start_chain() {
    const Shape& shape = shapes_[rng_.below(shapes_.size())];
    if (shape.height > n_ || shape.width > n_) return false;
    Spot spot{&shape, 0, static_cast<int>(rng_.between(0, n_ - shape.width))};
    if (!fits(board_, shape.cells, spot.top, spot.left)) return false;
    while (fits(board_, shape.cells, spot.top + 1, spot.left)) ++spot.top;
    place(spot);
    return true;
  }

  // A block that keeps the chain's last one and can go itself, near it:
  // a hook if there is one, else an L (to be hooked next), else any.
  bool extend_chain() {
    const Spot last = placed_.back();
    const int last_bottom = last.top + last.shape->height - 1;
    std::vector<Spot> any, hooks, hookable;
    for (const Shape& shape : shapes_) {
      // Its bottom row above the last one's, and at most one empty row between them.
      for (int top = std::max(0, last.top - shape.height - 1); top + shape.height - 1 < last_bottom; ++top) {
        const int lowest_left = std::max(0, last.left - shape.width + 1);
        for (int left = lowest_left; left <= last.left + last.shape->width - 1 && left + shape.width <= n_; ++left) {
          const Spot spot{&shape, top, left};
          if (!fits(board_, shape.cells, top, left) || !removable_if_placed(spot) || !keeps(spot, last)) continue;
          any.push_back(spot);
          if (after_in_reading_order(spot, last)) hooks.push_back(spot);
          if (shape.hookable) hookable.push_back(spot);
        }
      }
    }
    const std::vector<Spot>& pool = !hooks.empty() ? hooks : !hookable.empty() ? hookable : any;
    if (pool.empty()) return false;
    place(pool[rng_.below(pool.size())]);
    return true;
  }

  // Blocks of any of the 12 shapes at random places where no chain block
  // needs the cells empty: they may go or stay, and every chain still goes.
  void add_others(std::int64_t wanted) {
    std::vector<Shape> all;
    for (const Cells& cells : ljt_shapes()) all.push_back(shape_of(cells));
    for (int failures = 0; failures < 50 && std::ssize(placed_) < wanted;) {
      const Shape& shape = all[rng_.below(all.size())];
      if (shape.height > n_ || shape.width > n_) break;
      const int top = static_cast<int>(rng_.between(0, n_ - shape.height));
      const int left = static_cast<int>(rng_.between(0, n_ - shape.width));
      const bool free = fits(board_, shape.cells, top, left) &&
                        std::all_of(shape.cells.begin(), shape.cells.end(), [&](const std::pair<int, int>& cell) {
                          const int col = left + cell.second;
                          return top + cell.first >= needed_above_[static_cast<std::size_t>(col)];
                        });
      if (!free) {
        ++failures;
        continue;
      }
      placed_.push_back(Spot{&shape, top, left});
      for (auto [r, c] : shape.cells) board_.set(top + r, left + c, static_cast<BlockId>(placed_.size()));
      failures = 0;
    }
  }

  int n_;
  Rng& rng_;
  Board board_;                    // the index in placed_ plus 1, until the ids are drawn
  std::vector<int> first_taken_;   // per column, the topmost taken row (n: none)
  std::vector<int> needed_above_;  // per column, the rows above this one are needed empty by a chain block
  std::vector<Shape> shapes_;      // the five shapes that can be removed
  std::vector<Spot> placed_;
};

Board cascade_blocks(int n, std::int64_t wanted, std::int64_t max_id, Rng& rng) {
  Board board = Cascade(n, rng).build(wanted, max_id);
  if (rng.chance(25)) {
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n / 2; ++c) {
        const BlockId left = board.at(r, c);
        board.set(r, c, board.at(r, n - 1 - c));
        board.set(r, n - 1 - c, left);
      }
    }
  }
  BlockId count = 0;  // the cells hold 1..count so far
  for (BlockId index : board.cells()) count = std::max(count, index);
  const std::vector<BlockId> ids = distinct_ids(count, max_id, rng);
  for (BlockId& cell : board.mutable_cells()) {
    if (cell != blocks::kEmpty) cell = ids[cell - 1];
  }
  return board;
}

}  // namespace

Board generate_blocks(const BlocksGenOptions& options, Rng& rng) {
  const int n = static_cast<int>(rng.between(options.size.min, options.size.max));
  Board board(n, n);
  BlocksFamily family = options.family;
  if (family == BlocksFamily::kMixed) {
    // One draw, as when there were only scatter (below 50) and stack: the
    // cascade family took stack's top 20 values, so that every other board
    // of a seed stayed what it was.
    const std::uint64_t pick = rng.below(100);
    family = pick < 50 ? BlocksFamily::kScatter : pick < 80 ? BlocksFamily::kStack : BlocksFamily::kCascade;
  }
  const int density = options.density_percent >= 0 ? options.density_percent : static_cast<int>(rng.between(10, 90));
  const std::int64_t cells = std::int64_t{n} * n;
  const std::int64_t wanted = std::min<std::int64_t>(options.max_id, std::max<std::int64_t>(1, cells * density / 400));
  if (family == BlocksFamily::kCascade) return cascade_blocks(n, wanted, options.max_id, rng);
  const std::vector<Cells> tetrominoes = ljt_shapes();
  // Ids: a random choice of distinct values from 1..max_id.
  const std::vector<BlockId> ids = distinct_ids(wanted, options.max_id, rng);
  int failures = 0;
  for (std::size_t placed = 0; placed < ids.size() && failures < 50;) {
    const Cells shape =
        options.shapes == BlockShapes::kLJT ? tetrominoes[rng.below(tetrominoes.size())] : random_polyomino(rng);
    const auto [height, width] = extent(shape);
    if (height > n || width > n) {
      ++failures;
      continue;
    }
    const int left = static_cast<int>(rng.between(0, n - width));
    int top = -1;
    if (family == BlocksFamily::kStack) {
      // Fall from the top until the next row down would collide.
      if (fits(board, shape, 0, left)) {
        top = 0;
        while (top + height < n && fits(board, shape, top + 1, left)) ++top;
      }
    } else {
      const int row = static_cast<int>(rng.between(0, n - height));
      if (fits(board, shape, row, left)) top = row;
    }
    if (top < 0) {
      ++failures;
      continue;
    }
    for (auto [r, c] : shape) board.set(top + r, left + c, ids[placed]);
    ++placed;
    failures = 0;
  }
  return board;
}

std::string blocks_text(const Board& board) {
  std::string text = "[";
  for (int r = 0; r < board.rows(); ++r) {
    text += r == 0 ? "[" : " [";
    for (int c = 0; c < board.cols(); ++c) {
      if (c > 0) text += ',';
      text += fmt::format("{}", board.at(r, c));
    }
    text += r + 1 == board.rows() ? "]" : "],\n";
  }
  return text + "]\n";
}

namespace {

// Ids in reading order of their first cell.
std::vector<BlockId> ids_in_order(const Board& board) {
  std::vector<BlockId> ids;
  std::set<BlockId> seen;
  for (BlockId id : board.cells()) {
    if (id != blocks::kEmpty && seen.insert(id).second) ids.push_back(id);
  }
  return ids;
}

Board without_blocks(const Board& board, const std::set<BlockId>& gone) {
  Board out = board;
  for (BlockId& id : out.mutable_cells()) {
    if (gone.count(id) != 0) id = blocks::kEmpty;
  }
  return out;
}

Board without_row_and_column(const Board& board, int row, int col) {
  Board out(board.rows() - 1, board.cols() - 1);
  for (int r = 0, rr = 0; r < board.rows(); ++r) {
    if (r == row) continue;
    for (int c = 0, cc = 0; c < board.cols(); ++c) {
      if (c != col) out.set(rr, cc++, board.at(r, c));
    }
    ++rr;
  }
  return out;
}

}  // namespace

std::vector<Board> blocks_shrink_candidates(const Board& board, const BlocksGenOptions& options) {
  std::vector<Board> variants;
  const std::vector<BlockId> ids = ids_in_order(board);
  // Halves of the blocks, then each block alone. A board with no block is
  // allowed: it has answer 0 and still tests a solution.
  if (ids.size() >= 4) {
    const auto middle = ids.begin() + static_cast<std::ptrdiff_t>(ids.size() / 2);
    variants.push_back(without_blocks(board, std::set<BlockId>(ids.begin(), middle)));
    variants.push_back(without_blocks(board, std::set<BlockId>(middle, ids.end())));
  }
  for (BlockId id : ids) variants.push_back(without_blocks(board, {id}));
  // No block crosses an empty row or column, so dropping one pair changes
  // nothing about which blocks can go: nearly always kept.
  if (board.rows() - 1 >= options.size.min && board.cols() - 1 >= options.size.min) {
    std::vector<int> empty_rows, empty_cols;
    for (int r = 0; r < board.rows(); ++r) {
      bool empty = true;
      for (int c = 0; c < board.cols() && empty; ++c) empty = board.at(r, c) == blocks::kEmpty;
      if (empty) empty_rows.push_back(r);
    }
    for (int c = 0; c < board.cols(); ++c) {
      bool empty = true;
      for (int r = 0; r < board.rows() && empty; ++r) empty = board.at(r, c) == blocks::kEmpty;
      if (empty) empty_cols.push_back(c);
    }
    for (std::size_t i = 0; i < std::min(empty_rows.size(), empty_cols.size()); ++i) {
      variants.push_back(without_row_and_column(board, empty_rows[i], empty_cols[i]));
    }
  }
  // Smaller ids, only when their sum drops (a mere permutation would loop).
  std::uint64_t sum = 0;
  for (BlockId id : ids) sum += id;
  if (sum > ids.size() * (ids.size() + 1) / 2) {
    std::map<BlockId, BlockId> renumber;
    for (BlockId id : ids) renumber.emplace(id, static_cast<BlockId>(renumber.size() + 1));
    Board renumbered = board;
    for (BlockId& id : renumbered.mutable_cells()) {
      if (id != blocks::kEmpty) id = renumber.at(id);
    }
    variants.push_back(std::move(renumbered));
  }
  return variants;
}

}  // namespace gridsolve::gen
