// gridsolve cards [--json | --explain] [FILE]
#include <fmt/format.h>

#include <memory>

#include "cli/commands.hpp"
#include "cli/explain_cards.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cli {
namespace {

using cards::Board;
using cards::Cell;
using cards::Key;

struct OptionsCards {
  OutputOptions output;
  std::string input_path = "-";
};

std::string cell_name(Cell cell) { return fmt::format("({},{})", cell.row, cell.col); }

// The board with aligned columns, '.' for an empty cell and the cursor's
// cell in brackets.
std::string draw_board(const Board& board, Cell cursor) {
  std::size_t width = 1;
  for (std::int64_t label : board.labels()) width = std::max(width, std::to_string(label).size());
  std::string out;
  for (int row = 0; row < board.rows(); ++row) {
    out += "   ";
    for (int col = 0; col < board.cols(); ++col) {
      const std::int64_t label = board.at({row, col});
      const std::string shown = label ? std::to_string(label) : ".";
      if (cursor == Cell{row, col}) {
        out += fmt::format(" [{:>{}}]", shown, width);
      } else {
        out += fmt::format("  {:>{}} ", shown, width);
      }
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

std::string explain(const cards::Problem& problem, const cards::Solution& solution) {
  std::string out = fmt::format("Fewest key presses: {}\n", solution.answer);
  out += fmt::format("Keys: {}\n\n", solution.keys.empty() ? "(none needed)" : cards::keys_string(solution.keys));
  out += fmt::format("Start, cursor at row {}, column {} (in brackets):\n", problem.start.row, problem.start.col);
  out += draw_board(problem.board, problem.start);
  Board board = problem.board;
  Cell cursor = problem.start;
  for (std::size_t i = 0; i < solution.steps.size(); ++i) {
    const cards::PairStep& step = solution.steps[i];
    out += fmt::format("\nPair {} of {}: card {} at {} then {}, {} keys: {}\n", i + 1, solution.steps.size(),
                       board.at(step.first), cell_name(step.first), cell_name(step.second), step.keys.size(),
                       cards::keys_string(step.keys));
    // The cursor path: each key and the cell it leads to; Enter shows as
    // "E" on the cell it flips.
    std::string path = "  cursor " + cell_name(cursor);
    for (Key key : step.keys) {
      if (key == Key::kEnter) {
        path += " E";
        continue;
      }
      cursor = cards::move_cursor(board, cursor, key);
      path += fmt::format(" {} {}", cards::key_token(key), cell_name(cursor));
    }
    out += path + "\n";
    board.set(step.first, 0);
    board.set(step.second, 0);
    out += "  board after:\n";
    out += draw_board(board, cursor);
  }
  return out;
}

int run_cards(const OptionsCards& options) {
  Expected<std::string> input = read_input(options.input_path);
  if (!input) return report_bad_input(options.input_path, input.error());
  Expected<cards::Problem> problem = cards::parse_problem(input.value());
  if (!problem) return report_bad_input(options.input_path, problem.error());
  Expected<cards::Solution> solution = cards::solve(problem.value());
  if (!solution) return report_bad_input(options.input_path, solution.error());
  const cards::Solution& found = solution.value();
  if (options.output.json) {
    std::string keys;
    for (Key key : found.keys) {
      if (!keys.empty()) keys += ", ";
      keys += fmt::format("\"{}\"", cards::key_token(key));
    }
    fmt::print("{{\"answer\": {}, \"keys\": [{}], \"pairs\": {}, \"states\": {}, \"distance_sweeps\": {}}}\n",
               found.answer, keys, found.stats.pairs, found.stats.states, found.stats.distance_sweeps);
  } else if (options.output.explain) {
    fmt::print("{}", explain(problem.value(), found));
  } else {
    fmt::print("{}\n", found.answer);
  }
  return kExitSolved;
}

}  // namespace

std::string explain_cards(const cards::Problem& problem, const cards::Solution& solution) {
  return explain(problem, solution);
}

CommandRunner add_cards_command(CLI::App& command) {
  auto options = std::make_shared<OptionsCards>();
  add_output_options(command, options->output);
  add_input_argument(command, options->input_path);
  return [options] { return run_cards(*options); };
}

}  // namespace gridsolve::cli
