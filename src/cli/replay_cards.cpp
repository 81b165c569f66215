#include "cli/replay_cards.hpp"

#include <fmt/format.h>

namespace gridsolve::cli {
namespace {

nlohmann::json cell_json(cards::Cell cell) { return nlohmann::json::array({cell.row, cell.col}); }

std::string describe_key(cards::Key key) {
  switch (key) {
    case cards::Key::kUp: return "U (up)";
    case cards::Key::kDown: return "D (down)";
    case cards::Key::kLeft: return "L (left)";
    case cards::Key::kRight: return "R (right)";
    case cards::Key::kCtrlUp: return "^U (Ctrl+up)";
    case cards::Key::kCtrlDown: return "^D (Ctrl+down)";
    case cards::Key::kCtrlLeft: return "^L (Ctrl+left)";
    case cards::Key::kCtrlRight: return "^R (Ctrl+right)";
    case cards::Key::kEnter: return "E (Enter)";
  }
  return "?";
}

}  // namespace

Replay replay_cards(const cards::Problem& problem, const cards::Solution& solution) {
  Replay replay;
  replay.puzzle = "cards";
  replay.title =
      fmt::format("Cards: the fewest key presses on a {} x {} board", problem.board.rows(), problem.board.cols());
  replay.answer = std::to_string(solution.answer);
  replay.answer_label = "key presses";
  replay.rows = problem.board.rows();
  replay.cols = problem.board.cols();
  replay.start_cells = problem.board.labels();
  replay.frames.push_back({{"cursor", cell_json(problem.start)}, {"up", nullptr}});

  // Play the keys by the rules (SPEC.md section 2) to draw each frame.
  cards::Board board = problem.board;
  cards::Cell cursor = problem.start;
  std::optional<cards::Cell> face_up;
  for (cards::Key key : solution.keys) {
    std::vector<std::int64_t> before = board.labels();
    if (key == cards::Key::kEnter) {
      if (board.at(cursor) != 0 && !(face_up && *face_up == cursor)) {
        if (!face_up) {
          face_up = cursor;
        } else {
          if (board.at(*face_up) == board.at(cursor)) {
            board.set(*face_up, 0);
            board.set(cursor, 0);
          }
          face_up.reset();
        }
      }
    } else {
      cursor = cards::move_cursor(board, cursor, key);
    }
    replay.steps.push_back(describe_key(key));
    replay.frames.push_back({{"changes", cell_changes(before, board.labels())},
                             {"cursor", cell_json(cursor)},
                             {"up", face_up ? cell_json(*face_up) : nlohmann::json(nullptr)}});
  }
  replay.answer_frame = replay.steps.size();
  return replay;
}

}  // namespace gridsolve::cli
