#include "support/blocks_reference.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace gridsolve::blocks::testkit {
namespace {

struct Rectangle {
  int top, left, bottom, right;
};

// Whether block `id`, with bounding rectangle `rect`, can be removed now:
// in every column of the rectangle, reading from its top row down, the
// cells are first some empty ones, then only the block's; and if there was
// an empty one, the column is empty all the way up to row 0 so the squares
// can fall in.
bool can_remove(const Grid& grid, std::uint32_t id, const Rectangle& rect) {
  for (int col = rect.left; col <= rect.right; ++col) {
    int empty_on_top = 0;
    bool seen_block = false;
    for (int row = rect.top; row <= rect.bottom; ++row) {
      const std::uint32_t cell = grid[row][col];
      if (cell == id) {
        seen_block = true;
      } else if (cell == 0 && !seen_block) {
        ++empty_on_top;
      } else {
        return false;  // another block inside, or a hole under the block
      }
    }
    if (!seen_block) return false;
    if (empty_on_top > 0) {
      for (int row = 0; row < rect.top; ++row) {
        if (grid[row][col] != 0) return false;
      }
    }
  }
  return true;
}

std::map<std::uint32_t, Rectangle> rectangles_of(const Grid& grid) {
  std::map<std::uint32_t, Rectangle> rectangles;
  for (int row = 0; row < static_cast<int>(grid.size()); ++row) {
    for (int col = 0; col < static_cast<int>(grid[row].size()); ++col) {
      const std::uint32_t id = grid[row][col];
      if (id == 0) continue;
      auto [it, fresh] = rectangles.try_emplace(id, Rectangle{row, col, row, col});
      Rectangle& rect = it->second;
      rect.top = std::min(rect.top, row);
      rect.bottom = std::max(rect.bottom, row);
      rect.left = std::min(rect.left, col);
      rect.right = std::max(rect.right, col);
    }
  }
  return rectangles;
}

// Removes block `id` if it can go now; says whether it went.
bool remove_if_possible(Grid& grid, std::uint32_t id, const Rectangle& rect) {
  if (!can_remove(grid, id, rect)) return false;
  for (int row = rect.top; row <= rect.bottom; ++row) {
    for (int col = rect.left; col <= rect.right; ++col) {
      if (grid[row][col] == id) grid[row][col] = 0;
    }
  }
  return true;
}

}  // namespace

std::vector<std::uint32_t> reference_removals(Grid grid, bool descending_ids) {
  std::vector<std::uint32_t> removed;
  for (bool removed_any = true; removed_any;) {
    removed_any = false;
    const std::map<std::uint32_t, Rectangle> rectangles = rectangles_of(grid);
    std::vector<std::pair<std::uint32_t, Rectangle>> order(rectangles.begin(), rectangles.end());
    if (descending_ids) std::reverse(order.begin(), order.end());
    for (const auto& [id, rect] : order) {
      if (!remove_if_possible(grid, id, rect)) continue;
      removed.push_back(id);
      removed_any = true;
    }
  }
  return removed;
}

int passes_to_clear(Grid grid, ScanOrder order) {
  const int rows = static_cast<int>(grid.size());
  const int cols = rows == 0 ? 0 : static_cast<int>(grid[0].size());
  // The cells in the order the scan visits them.
  std::vector<std::pair<int, int>> cells;
  for (int outer = 0; outer < (order == ScanOrder::kColumns ? cols : rows); ++outer) {
    for (int inner = 0; inner < (order == ScanOrder::kColumns ? rows : cols); ++inner) {
      switch (order) {
        case ScanOrder::kReading: cells.emplace_back(outer, inner); break;
        case ScanOrder::kRightToLeft: cells.emplace_back(outer, cols - 1 - inner); break;
        case ScanOrder::kColumns: cells.emplace_back(inner, outer); break;
        case ScanOrder::kBottomUp: cells.emplace_back(rows - 1 - outer, inner); break;
      }
    }
  }
  for (int passes = 0;; ++passes) {
    const std::map<std::uint32_t, Rectangle> rectangles = rectangles_of(grid);
    std::vector<std::uint32_t> met;
    std::set<std::uint32_t> seen;
    for (auto [row, col] : cells) {
      const std::uint32_t id = grid[row][col];
      if (id != 0 && seen.insert(id).second) met.push_back(id);
    }
    bool removed_any = false;
    for (std::uint32_t id : met) removed_any |= remove_if_possible(grid, id, rectangles.at(id));
    if (!removed_any) return passes;
  }
}

}  // namespace gridsolve::blocks::testkit
