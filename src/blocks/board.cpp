#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "blocks/block_labels.hpp"
#include "blocks/huge_pages.hpp"
#include "blocks/memory.hpp"
#include "common/page_allocator.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {
namespace {

// Flood-fills the 4-connected group of equal ids that holds `start`:
// claim(row, col, cell) is called once for every cell of the group, start
// included, and is_claimed(cell) must report the cells already claimed.
// `pending` is the caller's scratch stack of cell indices (no recursion, no
// reallocation per group); a cell is pushed when claimed, so it never holds
// more cells than the group has. Every kCellsPerTick cells claimed, counted
// in `until_tick` across calls, tick(kCellsPerTick) is asked whether to
// stop; the fill then returns false, leaving the group claimed in part.
constexpr std::uint64_t kCellsPerTick = 4096;
template <class IsClaimed, class Claim, class Tick>
bool flood_fill(const Board& board, std::size_t start, PageVector<std::uint32_t>& pending, IsClaimed is_claimed,
                Claim claim, Tick tick, std::uint64_t& until_tick) {
  const std::size_t rows = static_cast<std::size_t>(board.rows());
  const std::size_t cols = static_cast<std::size_t>(board.cols());
  const std::vector<BlockId>& cells = board.cells();
  const BlockId id = cells[start];
  claim(start / cols, start % cols, start);
  pending.clear();
  pending.push_back(static_cast<std::uint32_t>(start));
  while (!pending.empty()) {
    const std::size_t cell = pending.back();
    pending.pop_back();
    if (--until_tick == 0) {
      if (tick(kCellsPerTick)) return false;
      until_tick = kCellsPerTick;
    }
    const std::size_t row = cell / cols;
    const std::size_t col = cell % cols;
    const auto visit = [&](std::size_t next_row, std::size_t next_col) {
      const std::size_t next = next_row * cols + next_col;
      if (cells[next] == id && !is_claimed(next)) {
        claim(next_row, next_col, next);
        pending.push_back(static_cast<std::uint32_t>(next));
      }
    };
    if (row > 0) visit(row - 1, col);
    if (row + 1 < rows) visit(row + 1, col);
    if (col > 0) visit(row, col - 1);
    if (col + 1 < cols) visit(row, col + 1);
  }
  return true;
}

// A connected group of equal nonzero cells.
struct Group {
  BlockId id;
  std::uint32_t first_cell;  // row-major index; boards have fewer than 2^31 cells
};

// Sorts groups by id, keeping equal ids in their order: two passes of a
// 16-bit LSD radix sort, linear and with sequential memory access (a hash
// table keyed by id missed the cache on every lookup on big boards). Fewer
// groups than its counters are sorted in place instead (by id, then first
// cell, which is their order), without the radix sort's memory.
PageVector<Group> sort_by_id(PageVector<Group> groups) {
  constexpr std::size_t kBuckets = std::size_t{1} << 16;
  if (groups.size() < detail::kRadixSortFromGroups) {
    std::sort(groups.begin(), groups.end(),
              [](const Group& a, const Group& b) { return a.id != b.id ? a.id < b.id : a.first_cell < b.first_cell; });
    return groups;
  }
  PageVector<Group> sorted(groups.size());
  PageVector<std::size_t> start(kBuckets + 1);
  for (int shift : {0, 16}) {
    std::fill(start.begin(), start.end(), 0);
    for (const Group& group : groups) ++start[((group.id >> shift) & 0xFFFF) + 1];
    for (std::size_t bucket = 0; bucket < kBuckets; ++bucket) start[bucket + 1] += start[bucket];
    for (const Group& group : groups) sorted[start[(group.id >> shift) & 0xFFFF]++] = group;
    groups.swap(sorted);
  }
  return groups;
}

}  // namespace

namespace detail {

BlockLabels label_blocks(const Board& board, const CellCounts& counts, WorkStop& stop) {
  const std::vector<BlockId>& cells = board.cells();
  const auto rows = static_cast<std::size_t>(board.rows());
  const auto cols = static_cast<std::size_t>(board.cols());
  BlockLabels labels;
  labels.cell_block.reserve(cells.size());
  advise_huge_pages(labels.cell_block.data(), cells.size() * sizeof(BlockIndex));
  labels.ids.reserve(static_cast<std::size_t>(counts.block_starts));
  labels.bounds.reserve(static_cast<std::size_t>(counts.block_starts));
  PageVector<std::uint32_t> pending;
  pending.reserve(static_cast<std::size_t>(counts.taken));
  const auto tick = [&stop](std::uint64_t work) { return stop.add_work(work); };
  std::uint64_t until_tick = kCellsPerTick;
  const auto stopped_at = [&labels](std::size_t cell) {
    labels.complete = false;
    labels.next_cell = cell;
    return std::move(labels);
  };
  // Every cell empty to start with, a row at a time (a unit for 8 cells):
  // on a big board, writing them all is a fair part of the run.
  for (std::size_t row = 0; row < rows; ++row) {
    labels.cell_block.insert(labels.cell_block.end(), cols, kNoBlock);  // within the room reserved
    if (stop.add_work(cols / 8)) return stopped_at(0);
  }
  for (std::size_t row = 0; row < rows; ++row) {
    if (stop.add_work(cols)) return stopped_at(row * cols);  // the scan itself, a row at a time
    for (std::size_t col = 0; col < cols; ++col) {
      const std::size_t start = row * cols + col;
      if (cells[start] == kEmpty || labels.cell_block[start] != kNoBlock) continue;
      const auto block = static_cast<BlockIndex>(labels.ids.size());
      Bounds bounds{static_cast<int>(row), static_cast<int>(col), static_cast<int>(row), static_cast<int>(col)};
      const bool filled = flood_fill(
          board, start, pending, [&](std::size_t cell) { return labels.cell_block[cell] != kNoBlock; },
          [&](std::size_t r, std::size_t c, std::size_t cell) {
            labels.cell_block[cell] = block;
            bounds.top = std::min(bounds.top, static_cast<int>(r));
            bounds.bottom = std::max(bounds.bottom, static_cast<int>(r));
            bounds.left = std::min(bounds.left, static_cast<int>(c));
            bounds.right = std::max(bounds.right, static_cast<int>(c));
          },
          tick, until_tick);
      if (!filled) return stopped_at(start);  // this block is not listed; `start` is its first cell
      labels.ids.push_back(cells[start]);
      labels.bounds.push_back(bounds);
    }
  }
  return labels;
}

}  // namespace detail

std::optional<Error> check_blocks_connected(const Board& board) {
  return detail::check_blocks_connected(board, detail::count_cells(board));
}

std::optional<Error> detail::check_blocks_connected(const Board& board, const CellCounts& counts) {
  const std::vector<BlockId>& cells = board.cells();
  const auto cols = static_cast<std::size_t>(board.cols());
  // One bit per cell: the check keeps no label per cell (fresh memory is
  // costly to fault in on big boards).
  PageVector<std::uint64_t> visited((cells.size() + 63) / 64, 0);
  const auto is_visited = [&](std::size_t cell) { return ((visited[cell / 64] >> (cell % 64)) & 1U) != 0; };
  // Room for the most groups and the longest stack there can be (memory.hpp),
  // so neither grows by copying: address space, touched only as used.
  PageVector<Group> groups;  // in row-major order of their first cell
  groups.reserve(static_cast<std::size_t>(counts.block_starts));
  PageVector<std::uint32_t> pending;
  pending.reserve(static_cast<std::size_t>(counts.taken));
  std::uint64_t until_tick = kCellsPerTick;
  for (std::size_t start = 0; start < cells.size(); ++start) {
    if (cells[start] == kEmpty || is_visited(start)) continue;
    groups.push_back(Group{cells[start], static_cast<std::uint32_t>(start)});
    flood_fill(
        board, start, pending, is_visited,
        [&](std::size_t, std::size_t, std::size_t cell) { visited[cell / 64] |= std::uint64_t{1} << (cell % 64); },
        [](std::uint64_t) { return false; }, until_tick);
  }

  // Each id must be one group. A second group of an id is cut off from the
  // id's first cell (every cell 4-connected to that cell joined its group).
  // Report the first such cell in row-major order: the smallest first cell
  // of any id's second group.
  groups = sort_by_id(std::move(groups));
  std::optional<Group> cut_off;
  std::uint32_t cut_off_from = 0;
  for (std::size_t i = 1; i < groups.size(); ++i) {
    const bool second_of_its_id = groups[i].id == groups[i - 1].id && (i < 2 || groups[i - 2].id != groups[i].id);
    if (second_of_its_id && (!cut_off || groups[i].first_cell < cut_off->first_cell)) {
      cut_off = groups[i];
      cut_off_from = groups[i - 1].first_cell;
    }
  }
  if (!cut_off) return std::nullopt;
  return Error{fmt::format(
      "row {}, column {}: block {} is not 4-connected: this cell is cut off from its cell at "
      "row {}, column {}",
      cut_off->first_cell / cols, cut_off->first_cell % cols, cut_off->id, cut_off_from / cols, cut_off_from % cols)};
}

std::optional<std::vector<Drop>> drops_to_remove(const Board& board, const Removal& removal) {
  const Bounds& b = removal.bounds;
  std::vector<Drop> drops;
  for (int col = b.left; col <= b.right; ++col) {
    // The squares stack on the block's topmost cell in this column: the
    // cells above it inside the rectangle must be empty, the rest the block's.
    int row = b.top;
    while (row <= b.bottom && board.at(row, col) == kEmpty) ++row;
    const int squares = row - b.top;
    if (row > b.bottom) return std::nullopt;  // they would fall out of the rectangle
    for (; row <= b.bottom; ++row) {
      if (board.at(row, col) != removal.id) return std::nullopt;
    }
    // A square falls from the top past every empty cell, so a column that
    // needs squares must be empty above the rectangle or none reaches it.
    // A column the block already fills needs no square: above it may be taken.
    for (row = 0; squares > 0 && row < b.top; ++row) {
      if (board.at(row, col) != kEmpty) return std::nullopt;
    }
    drops.push_back(Drop{col, squares});
  }
  return drops;
}

void remove_block(Board& board, const Removal& removal) {
  const Bounds& b = removal.bounds;
  for (int row = b.top; row <= b.bottom; ++row) {
    for (int col = b.left; col <= b.right; ++col) {
      if (board.at(row, col) == removal.id) board.set(row, col, kEmpty);
    }
  }
}

std::optional<std::vector<Drop>> apply_removal(Board& board, const Removal& removal) {
  std::optional<std::vector<Drop>> drops = drops_to_remove(board, removal);
  if (drops) remove_block(board, removal);  // the squares leave with the block
  return drops;
}

}  // namespace gridsolve::blocks
