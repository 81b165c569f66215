// The frames of a 2048 witness: the start, then the board after each move.
#include "slide/puzzle.hpp"

#include <fmt/format.h>

namespace gridsolve::slide {
namespace {

std::vector<std::string> values_of(const Board& board) {
  std::vector<std::string> values;
  values.reserve(board.cells().size());
  for (Exponent e : board.cells()) values.push_back(tile_value(e));
  return values;
}

}  // namespace

Replay Puzzle2048::replay(const Board& start, const Solution& solution, const SolveOptions& options) {
  const Exponent best_exponent = solution.best_exponent;
  const std::uint64_t max_moves = options.moves;
  Replay replay;
  replay.puzzle = "2048";
  replay.title = fmt::format("2048: the largest tile in at most {} move{} on a {} x {} board", max_moves,
                             max_moves == 1 ? "" : "s", start.size(), start.size());
  replay.answer_label = "largest tile";
  replay.steps_heading = "Moves";
  replay.rows = start.size();
  replay.cols = start.size();
  Board board = start;
  std::vector<std::string> values = values_of(board);
  replay.start_cells = values;
  replay.frames.push_back(nlohmann::json::object());
  for (Direction move : solution.moves) {
    board = apply_move(board, move);
    std::vector<std::string> next = values_of(board);
    replay.frames.push_back({{"changes", cell_changes(values, next)}});
    values = std::move(next);
    static constexpr const char* kNames[] = {"L (left)", "R (right)", "U (up)", "D (down)"};
    replay.steps.emplace_back(kNames[static_cast<int>(move)]);
    if (board.max_exponent() == best_exponent && replay.answer_frame == 0) replay.answer_frame = replay.steps.size();
  }
  return replay;
}

}  // namespace gridsolve::slide
