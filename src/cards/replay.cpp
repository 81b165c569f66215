// The frames of a cards witness: the start, then the cursor, the face-up
// card and the cards left after each key.
#include <fmt/format.h>

#include "cards/puzzle.hpp"

namespace gridsolve::cards {
namespace {

nlohmann::json cell_json(Cell cell) { return nlohmann::json::array({cell.row, cell.col}); }

std::string describe_key(Key key) {
  switch (key) {
    case Key::kUp: return "U (up)";
    case Key::kDown: return "D (down)";
    case Key::kLeft: return "L (left)";
    case Key::kRight: return "R (right)";
    case Key::kCtrlUp: return "^U (Ctrl+up)";
    case Key::kCtrlDown: return "^D (Ctrl+down)";
    case Key::kCtrlLeft: return "^L (Ctrl+left)";
    case Key::kCtrlRight: return "^R (Ctrl+right)";
    case Key::kEnter: return "E (Enter)";
  }
  return "?";
}

}  // namespace

Replay CardsPuzzle::replay(const Problem& problem, const Solution& solution, const SolveOptions&) {
  Replay replay;
  replay.puzzle = "cards";
  replay.title =
      fmt::format("Cards: the fewest key presses on a {} x {} board", problem.board.rows(), problem.board.cols());
  replay.answer_label = "key presses";
  replay.steps_heading = "Keys";
  replay.rows = problem.board.rows();
  replay.cols = problem.board.cols();
  replay.start_cells = problem.board.labels();
  replay.frames.push_back({{"cursor", cell_json(problem.start)}, {"up", nullptr}});
  GameState game{problem.board, problem.start, std::nullopt};
  for (Key key : solution.keys) {
    std::vector<std::int64_t> before = game.board.labels();
    press(game, key);
    replay.steps.push_back(describe_key(key));
    replay.frames.push_back({{"changes", cell_changes(before, game.board.labels())},
                             {"cursor", cell_json(game.cursor)},
                             {"up", game.face_up ? cell_json(*game.face_up) : nlohmann::json(nullptr)}});
  }
  replay.answer_frame = replay.steps.size();
  return replay;
}

}  // namespace gridsolve::cards
