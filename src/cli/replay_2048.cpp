#include "cli/replay_2048.hpp"

#include <fmt/format.h>

namespace gridsolve::cli {
namespace {

std::vector<std::string> values_of(const slide::Board& board) {
  std::vector<std::string> values;
  values.reserve(board.cells().size());
  for (slide::Exponent e : board.cells()) values.push_back(slide::tile_value(e));
  return values;
}

}  // namespace

Replay replay_2048(const slide::Board& start, const std::vector<slide::Direction>& moves, slide::Exponent best_exponent,
                   std::uint64_t max_moves) {
  Replay replay;
  replay.puzzle = "2048";
  replay.title = fmt::format("2048: the largest tile in at most {} move{} on a {} x {} board", max_moves,
                             max_moves == 1 ? "" : "s", start.size(), start.size());
  replay.answer = slide::tile_value(best_exponent);
  replay.answer_label = "largest tile";
  replay.rows = start.size();
  replay.cols = start.size();
  slide::Board board = start;
  std::vector<std::string> values = values_of(board);
  replay.start_cells = values;
  replay.frames.push_back(nlohmann::json::object());
  for (slide::Direction move : moves) {
    board = slide::apply_move(board, move);
    std::vector<std::string> next = values_of(board);
    replay.frames.push_back({{"changes", cell_changes(values, next)}});
    values = std::move(next);
    static constexpr const char* kNames[] = {"L (left)", "R (right)", "U (up)", "D (down)"};
    replay.steps.emplace_back(kNames[static_cast<int>(move)]);
    if (board.max_exponent() == best_exponent && replay.answer_frame == 0) replay.answer_frame = replay.steps.size();
  }
  return replay;
}

}  // namespace gridsolve::cli
