// Random blocks boards and their smaller variants.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <utility>

#include "gridsolve/gen.hpp"

namespace gridsolve::gen {

using blocks::BlockId;
using blocks::Board;

Expected<BlocksFamily> parse_blocks_family(std::string_view name) {
  if (name == "mixed") return BlocksFamily::kMixed;
  if (name == "scatter") return BlocksFamily::kScatter;
  if (name == "stack") return BlocksFamily::kStack;
  return Error{fmt::format("unknown blocks family '{}'; the families are mixed, scatter, stack", name)};
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

}  // namespace

Board generate_blocks(const BlocksGenOptions& options, Rng& rng) {
  const int n = static_cast<int>(rng.between(options.size.min, options.size.max));
  Board board(n, n);
  BlocksFamily family = options.family;
  if (family == BlocksFamily::kMixed) family = rng.chance(50) ? BlocksFamily::kScatter : BlocksFamily::kStack;
  const int density = options.density_percent >= 0 ? options.density_percent : static_cast<int>(rng.between(10, 90));
  const std::vector<Cells> tetrominoes = ljt_shapes();
  // Ids: a random choice of distinct values from 1..max_id.
  const std::int64_t cells = std::int64_t{n} * n;
  const std::int64_t wanted = std::min<std::int64_t>(options.max_id, std::max<std::int64_t>(1, cells * density / 400));
  std::vector<BlockId> ids;
  if (wanted * 2 > options.max_id) {
    // Most ids are wanted: shuffle them all rather than draw until distinct.
    ids.resize(static_cast<std::size_t>(options.max_id));
    std::iota(ids.begin(), ids.end(), BlockId{1});
    for (std::size_t i = ids.size(); i > 1; --i) std::swap(ids[i - 1], ids[rng.below(i)]);
    ids.resize(static_cast<std::size_t>(wanted));
  } else {
    std::set<BlockId> used;
    while (static_cast<std::int64_t>(ids.size()) < wanted) {
      const auto id = static_cast<BlockId>(rng.between(1, options.max_id));
      if (used.insert(id).second) ids.push_back(id);
    }
  }
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
