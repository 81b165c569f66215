// The frames of a blocks witness: for each removed block, one frame with
// its black squares dropped in and one with the block and squares gone.
#include "blocks/puzzle.hpp"

#include <fmt/format.h>

namespace gridsolve::blocks {
namespace {

constexpr std::int64_t kBlackSquareCell = -1;

}  // namespace

Replay BlocksPuzzle::replay(const Board& start, const Solution& solution, const SolveOptions&) {
  Replay replay;
  replay.puzzle = "blocks";
  replay.title = fmt::format("Blocks: the most blocks removable on a {} x {} board", start.rows(), start.cols());
  replay.answer_label = "blocks removed";
  replay.steps_heading = "Steps";
  replay.rows = start.rows();
  replay.cols = start.cols();
  std::vector<std::int64_t> cells(start.cells().begin(), start.cells().end());
  replay.start_cells = cells;
  replay.frames.push_back({{"focus", 0}});

  Board board = start;
  for (const Removal& removal : solution.removals) {
    // Frame 1 of 2: the black squares fall into the top of each column of
    // the rectangle, above the block's cells (the step says how many).
    const std::optional<std::vector<Drop>> drops = apply_removal(board, removal);
    std::vector<std::int64_t> with_squares = cells;
    nlohmann::json dropped = nlohmann::json::array();
    std::string columns;
    if (drops) {
      for (const Drop& drop : *drops) {
        if (drop.squares == 0) continue;
        for (int k = 0; k < drop.squares; ++k) {
          const int row = removal.bounds.top + k;
          with_squares[static_cast<std::size_t>(row) * static_cast<std::size_t>(start.cols()) +
                       static_cast<std::size_t>(drop.col)] = kBlackSquareCell;
          dropped.push_back({row, drop.col});
        }
        columns += columns.empty() ? fmt::format("{} black square{} into column {}", drop.squares,
                                                 drop.squares == 1 ? "" : "s", drop.col)
                                   : fmt::format(", {} into column {}", drop.squares, drop.col);
      }
    }
    replay.steps.push_back(columns.empty() ? fmt::format("block {}: no squares needed", removal.id)
                                           : fmt::format("block {}: {}", removal.id, columns));
    replay.frames.push_back(
        {{"changes", cell_changes(cells, with_squares)}, {"drops", std::move(dropped)}, {"focus", removal.id}});

    // Frame 2 of 2: the block and its black squares are gone.
    std::vector<std::int64_t> after(board.cells().begin(), board.cells().end());
    replay.steps.push_back(fmt::format("remove block {}", removal.id));
    replay.frames.push_back({{"changes", cell_changes(with_squares, after)}, {"focus", 0}});
    cells = std::move(after);
  }
  replay.answer_frame = replay.steps.size();
  return replay;
}

}  // namespace gridsolve::blocks
