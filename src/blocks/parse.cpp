#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <utility>

#include "blocks/huge_pages.hpp"
#include "blocks/memory.hpp"
#include "blocks/parse.hpp"
#include "common/byte_size.hpp"
#include "common/json_grid.hpp"
#include "common/text_scanner.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {
namespace {

// Stores cells straight as 32-bit ids (the grid limits keep them in range),
// without the shared parser's 64-bit grid and a copy.
class BlockIdSink final : public text::GridCellSink {
 public:
  // The advice goes to the new room before the cells read so far are
  // copied in, as advise_huge_pages asks (a write first would have put
  // small pages there).
  void expect_cells(std::uint64_t cells) override {
    std::vector<BlockId> room;
    room.reserve(static_cast<std::size_t>(cells));
    detail::advise_huge_pages(room.data(), room.capacity() * sizeof(BlockId));
    room.insert(room.end(), ids_.begin(), ids_.end());
    ids_ = std::move(room);
  }
  void add(std::int64_t value) override { ids_.push_back(static_cast<BlockId>(value)); }
  std::vector<BlockId> take() { return std::move(ids_); }

 private:
  std::vector<BlockId> ids_;
};

}  // namespace

Expected<Board> parse_case(text::Scanner& scanner, const ParseLimits& limits) {
  // The whole text is held while its cases are read and solved.
  const std::string_view text = scanner.text();
  scanner.skip_space();
  // As cards and 2048 say it.
  if (scanner.at_end()) return scanner.error_here("the input is empty; expected the board as a JSON array of rows");
  const std::size_t board_start = scanner.offset();  // where a refusal of the whole board points
  // While reading, the text and the board (4 bytes a cell) are held; the
  // connectivity check's memory is counted once the board is known, below.
  const std::uint64_t budget = limits.max_memory_bytes;
  const std::uint64_t left_for_cells = budget > text.size() ? budget - text.size() : 0;
  text::GridLimits grid_limits;
  // Block indices and coordinates are 32-bit, so no board may reach 2^31 cells.
  grid_limits.max_cells = std::min<std::uint64_t>(left_for_cells / sizeof(BlockId), INT32_MAX);
  grid_limits.too_many_cells = [&](std::uint64_t rows, std::uint64_t cols) {
    if (rows * cols > static_cast<std::uint64_t>(INT32_MAX)) {
      return fmt::format("a {} x {} board has more than {} cells, the most the solver takes", rows, cols, INT32_MAX);
    }
    return memory_refusal(fmt::format("a {} x {} board", rows, cols), text.size() + rows * cols * sizeof(BlockId),
                          budget)
        .message;
  };
  grid_limits.min_value = 0;
  grid_limits.max_value = static_cast<std::int64_t>(kMaxBlockId);
  grid_limits.value_rule = fmt::format("cells must be 0 (empty) or a block id from 1 to {}", kMaxBlockId);
  BlockIdSink sink;
  Expected<text::GridShape> shape = text::parse_json_grid_cells(scanner, grid_limits, sink);
  if (!shape) return shape.error();
  Board board(static_cast<int>(shape.value().rows), static_cast<int>(shape.value().cols), sink.take());
  const detail::CellCounts counts = detail::count_cells(board);
  const std::uint64_t needed = text.size() + detail::board_bytes(counts) + detail::connectivity_check_bytes(counts);
  if (needed > budget) {
    return scanner.error_at(board_start,
                            memory_refusal(fmt::format("checking that the blocks of a {} x {} board are connected",
                                                       board.rows(), board.cols()),
                                           needed, budget)
                                .message);
  }
  if (std::optional<Error> split = detail::check_blocks_connected(board, counts)) return *split;
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
