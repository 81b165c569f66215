#include <fmt/format.h>

#include <climits>

#include "common/json_grid.hpp"
#include "common/text_scanner.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {

Expected<Board> parse_board(std::string_view text, const ParseLimits& limits) {
  text::Scanner scanner(text);
  text::GridLimits grid_limits;
  // Block indices and coordinates are 32-bit, so no board may reach 2^31 cells.
  grid_limits.max_cells = std::min<std::uint64_t>(limits.max_cells, INT32_MAX);
  grid_limits.min_value = 0;
  grid_limits.max_value = static_cast<std::int64_t>(kMaxBlockId);
  grid_limits.value_rule = fmt::format("cells must be 0 (empty) or a block id from 1 to {}", kMaxBlockId);
  Expected<text::IntGrid> grid = text::parse_json_grid(scanner, grid_limits);
  if (!grid) return grid.error();
  if (std::optional<Error> trailing = text::expect_end_of_input(scanner, "the board")) return *trailing;

  const text::IntGrid& cells = grid.value();
  Board board(static_cast<int>(cells.rows), static_cast<int>(cells.cols));
  std::vector<BlockId>& ids = board.mutable_cells();
  for (std::size_t i = 0; i < cells.cells.size(); ++i) ids[i] = static_cast<BlockId>(cells.cells[i]);
  if (std::optional<Error> split = check_blocks_connected(board)) return *split;
  return board;
}

}  // namespace gridsolve::blocks
