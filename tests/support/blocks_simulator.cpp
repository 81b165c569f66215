#include "support/blocks_simulator.hpp"

#include <algorithm>
#include <set>
#include <string>

namespace gridsolve::blocks::testkit {
namespace {

// A black square, kept in a separate layer of the simulation so that it can
// never be mistaken for a block id.
struct Cell {
  std::uint32_t block = 0;
  bool black = false;
  bool taken() const { return block != 0 || black; }
};

}  // namespace

std::optional<std::string> replay_removals(Grid grid, const std::vector<std::uint32_t>& order) {
  const int rows = static_cast<int>(grid.size());
  const int cols = rows == 0 ? 0 : static_cast<int>(grid[0].size());
  std::vector<std::vector<Cell>> board(rows, std::vector<Cell>(cols));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) board[r][c].block = grid[r][c];
  }
  std::set<std::uint32_t> done;
  for (std::size_t step = 0; step < order.size(); ++step) {
    const std::uint32_t id = order[step];
    const std::string where = "step " + std::to_string(step + 1) + ", block " + std::to_string(id) + ": ";
    if (!done.insert(id).second) return where + "removed twice";
    int top = rows, bottom = -1, left = cols, right = -1;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        if (board[r][c].block != id) continue;
        top = std::min(top, r);
        bottom = std::max(bottom, r);
        left = std::min(left, c);
        right = std::max(right, c);
      }
    }
    if (bottom < 0) return where + "no such block on the board";
    for (int c = left; c <= right; ++c) {
      for (;;) {
        bool has_hole = false;
        for (int r = top; r <= bottom; ++r) has_hole = has_hole || !board[r][c].taken();
        if (!has_hole) break;
        if (board[0][c].taken()) return where + "column " + std::to_string(c) + " is taken at the top";
        int rest = 0;
        while (rest + 1 < rows && !board[rest + 1][c].taken()) ++rest;
        if (rest < top || rest > bottom) {
          return where + "a square dropped into column " + std::to_string(c) + " rests at row " + std::to_string(rest) +
                 ", outside the rectangle";
        }
        board[rest][c].black = true;
      }
    }
    for (int r = top; r <= bottom; ++r) {
      for (int c = left; c <= right; ++c) {
        Cell& cell = board[r][c];
        if (cell.block != id && !cell.black) return where + "another block stands inside the rectangle";
        cell = Cell{};
      }
    }
  }
  // Squares left anywhere would mean a removal did not take its squares.
  for (const auto& row : board) {
    for (const Cell& cell : row) {
      if (cell.black) return std::string("a black square was left on the board");
    }
  }
  return std::nullopt;
}

}  // namespace gridsolve::blocks::testkit
