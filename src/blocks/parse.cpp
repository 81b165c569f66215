#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <utility>

#include "blocks/huge_pages.hpp"
#include "blocks/parse.hpp"
#include "common/json_grid.hpp"
#include "common/text_scanner.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {
namespace {

// Stores cells straight as 32-bit ids (the grid limits keep them in range),
// without the shared parser's 64-bit grid and a copy.
class BlockIdSink final : public text::GridCellSink {
 public:
  void expect_cells(std::uint64_t cells) override {
    ids_.reserve(static_cast<std::size_t>(cells));
    detail::advise_huge_pages(ids_.data(), ids_.capacity() * sizeof(BlockId));
  }
  void add(std::int64_t value) override { ids_.push_back(static_cast<BlockId>(value)); }
  std::vector<BlockId> take() { return std::move(ids_); }

 private:
  std::vector<BlockId> ids_;
};

}  // namespace

Expected<Board> parse_case(text::Scanner& scanner, const ParseLimits& limits) {
  text::GridLimits grid_limits;
  // Block indices and coordinates are 32-bit, so no board may reach 2^31 cells.
  grid_limits.max_cells = std::min<std::uint64_t>(limits.max_memory_bytes / kBytesPerCell, INT32_MAX);
  grid_limits.limit_reason = fmt::format("which need more than the memory budget of {} bytes", limits.max_memory_bytes);
  grid_limits.min_value = 0;
  grid_limits.max_value = static_cast<std::int64_t>(kMaxBlockId);
  grid_limits.value_rule = fmt::format("cells must be 0 (empty) or a block id from 1 to {}", kMaxBlockId);
  BlockIdSink sink;
  Expected<text::GridShape> shape = text::parse_json_grid_cells(scanner, grid_limits, sink);
  if (!shape) return shape.error();
  Board board(static_cast<int>(shape.value().rows), static_cast<int>(shape.value().cols), sink.take());
  if (std::optional<Error> split = check_blocks_connected(board)) return *split;
  return board;
}

Expected<Board> parse_board(std::string_view text, const ParseLimits& limits) {
  text::Scanner scanner(text);
  Expected<Board> board = parse_case(scanner, limits);
  if (!board) return board;
  if (std::optional<Error> trailing = text::expect_end_of_input(scanner, "the board")) return *trailing;
  return board;
}

}  // namespace gridsolve::blocks
