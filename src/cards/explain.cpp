// The --explain account of a cards answer: the keys, then each pair's walk,
// the cursor's path and the board after it.
#include <fmt/format.h>

#include "cards/puzzle.hpp"
#include "common/text_grid.hpp"

namespace gridsolve::cards {
namespace {

std::string cell_name(Cell cell) { return fmt::format("({},{})", cell.row, cell.col); }

// The board with aligned columns, '.' for an empty cell, the cursor's cell
// in brackets, each label in its own colour.
std::string draw_board(const Board& board, Cell cursor, const TextStyle& style) {
  static constexpr const char* kLabelColours[] = {"1;31", "1;32", "1;33", "1;34", "1;35", "1;36"};
  return draw_grid(
      board.rows(), board.cols(),
      [&](int row, int col) {
        const std::int64_t label = board.at({row, col});
        const bool under_cursor = cursor == Cell{row, col};
        return GridCell{label ? std::to_string(label) : ".",
                        label ? kLabelColours[static_cast<std::uint64_t>(label) % std::size(kLabelColours)] : "2",
                        under_cursor};
      },
      style);
}

}  // namespace

std::string CardsPuzzle::explain(const Problem& problem, const Solution& solution, const SolveOptions&,
                                 const TextStyle& style) {
  const std::string bold = sgr(style, "1");
  const std::string reset = sgr_reset(style);
  std::string out = fmt::format(
      "{}: {}{}{}\n", solution.proven ? "Fewest key presses" : "Key presses of the best play found (not proven)", bold,
      solution.answer, reset);
  out += fmt::format("Keys: {}\n\n", solution.keys.empty() ? "(none needed)" : keys_string(solution.keys));
  out += fmt::format("Start, cursor at row {}, column {} (in brackets):\n", problem.start.row, problem.start.col);
  out += draw_board(problem.board, problem.start, style);
  GameState game{problem.board, problem.start, std::nullopt};
  for (std::size_t i = 0; i < solution.steps.size(); ++i) {
    const PairStep& step = solution.steps[i];
    out += fmt::format("\nPair {} of {}: card {} at {} then {}, {} keys: {}\n", i + 1, solution.steps.size(),
                       game.board.at(step.first), cell_name(step.first), cell_name(step.second), step.keys.size(),
                       keys_string(step.keys));
    // The cursor path: each key and the cell it leads to; Enter shows as
    // "E" on the cell it flips.
    std::string path = "  cursor " + cell_name(game.cursor);
    for (Key key : step.keys) {
      press(game, key);
      path += key == Key::kEnter ? " E" : fmt::format(" {} {}", key_token(key), cell_name(game.cursor));
    }
    out += path + "\n";
    out += i + 1 == solution.steps.size()
               ? fmt::format("  board after: {}every card is gone, {} keys in all{}\n", bold, solution.answer, reset)
               : std::string("  board after:\n");
    out += draw_board(game.board, game.cursor, style);
  }
  return out;
}

}  // namespace gridsolve::cards
