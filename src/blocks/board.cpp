#include <fmt/format.h>

#include "blocks/block_labels.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {
namespace detail {
namespace {

// The first cell seen for each id: an open-addressing table with linear
// probing, looked up once per connected group (not once per cell), so
// labelling stays linear and fast for hundreds of thousands of blocks.
// Id 0 never names a block, so it marks a free slot.
class FirstCellById {
 public:
  FirstCellById() : slots_(kInitialSlots) {}

  // The cell already recorded for `id`, or records `cell` and returns nothing.
  std::optional<std::size_t> find_or_insert(BlockId id, std::size_t cell) {
    if ((used_ + 1) * 2 > slots_.size()) grow();
    Slot& slot = probe(id);
    if (slot.id == id) return slot.cell;
    slot = Slot{id, cell};
    ++used_;
    return std::nullopt;
  }

 private:
  struct Slot {
    BlockId id = kEmpty;
    std::size_t cell = 0;
  };
  static constexpr std::size_t kInitialSlots = 1024;

  Slot& probe(BlockId id) {
    const std::size_t mask = slots_.size() - 1;
    // Fibonacci hashing spreads consecutive ids over the table.
    std::size_t at = static_cast<std::size_t>((std::uint64_t{id} * 0x9E3779B97F4A7C15ULL) >> 32) & mask;
    while (slots_[at].id != kEmpty && slots_[at].id != id) at = (at + 1) & mask;
    return slots_[at];
  }

  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    for (const Slot& slot : old) {
      if (slot.id != kEmpty) probe(slot.id) = slot;
    }
  }

  std::vector<Slot> slots_;
  std::size_t used_ = 0;
};

}  // namespace

Expected<BlockLabels> label_blocks(const Board& board) {
  const std::size_t rows = static_cast<std::size_t>(board.rows());
  const std::size_t cols = static_cast<std::size_t>(board.cols());
  const std::vector<BlockId>& cells = board.cells();
  BlockLabels labels;
  labels.cell_block.assign(cells.size(), kNoBlock);
  FirstCellById first_cell;
  std::vector<std::size_t> pending;  // flood-fill stack, no recursion
  for (std::size_t start = 0; start < cells.size(); ++start) {
    const BlockId id = cells[start];
    if (id == kEmpty || labels.cell_block[start] != kNoBlock) continue;
    // An unlabelled cell of an id seen before is cut off from that id's
    // first cell: every cell 4-connected to it was labelled with it.
    if (const std::optional<std::size_t> earlier = first_cell.find_or_insert(id, start)) {
      return Error{fmt::format("row {}, column {}: block {} is not 4-connected: this cell is cut off from its cell at "
                               "row {}, column {}",
                               start / cols, start % cols, id, *earlier / cols, *earlier % cols)};
    }
    const auto block = static_cast<BlockIndex>(labels.ids.size());
    const int start_row = static_cast<int>(start / cols);
    const int start_col = static_cast<int>(start % cols);
    Bounds bounds{start_row, start_col, start_row, start_col};
    labels.cell_block[start] = block;
    pending.push_back(start);
    while (!pending.empty()) {
      const std::size_t cell = pending.back();
      pending.pop_back();
      const std::size_t row = cell / cols;
      const std::size_t col = cell % cols;
      bounds.top = std::min(bounds.top, static_cast<int>(row));
      bounds.bottom = std::max(bounds.bottom, static_cast<int>(row));
      bounds.left = std::min(bounds.left, static_cast<int>(col));
      bounds.right = std::max(bounds.right, static_cast<int>(col));
      const auto visit = [&](std::size_t next) {
        if (cells[next] == id && labels.cell_block[next] == kNoBlock) {
          labels.cell_block[next] = block;
          pending.push_back(next);
        }
      };
      if (row > 0) visit(cell - cols);
      if (row + 1 < rows) visit(cell + cols);
      if (col > 0) visit(cell - 1);
      if (col + 1 < cols) visit(cell + 1);
    }
    labels.ids.push_back(id);
    labels.bounds.push_back(bounds);
  }
  return labels;
}

}  // namespace detail

std::optional<Error> check_blocks_connected(const Board& board) {
  Expected<detail::BlockLabels> labels = detail::label_blocks(board);
  if (!labels) return labels.error();
  return std::nullopt;
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

}  // namespace gridsolve::blocks
