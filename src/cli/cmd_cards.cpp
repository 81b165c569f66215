// gridsolve cards [--json | --explain] [FILE]
#include <fmt/format.h>

#include <memory>

#include "cli/commands.hpp"
#include "cli/explain_cards.hpp"
#include "cli/replay_cards.hpp"
#include "cli/terminal.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cli {
namespace {

using cards::Board;
using cards::Cell;
using cards::Key;

struct OptionsCards {
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
  OutputOptions output;
  std::string input_path = "-";
};

std::string cell_name(Cell cell) { return fmt::format("({},{})", cell.row, cell.col); }

// The board with aligned columns, '.' for an empty cell, the cursor's cell
// in brackets, each label in its own colour on a terminal.
std::string draw_board(const Board& board, Cell cursor, const TerminalStyle& style) {
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

std::string explain(const cards::Problem& problem, const cards::Solution& solution, const TerminalStyle& style) {
  const std::string bold = sgr(style, "1");
  const std::string reset = sgr_reset(style);
  std::string out = fmt::format("Fewest key presses: {}{}{}\n", bold, solution.answer, reset);
  out += fmt::format("Keys: {}\n\n", solution.keys.empty() ? "(none needed)" : cards::keys_string(solution.keys));
  out += fmt::format("Start, cursor at row {}, column {} (in brackets):\n", problem.start.row, problem.start.col);
  out += draw_board(problem.board, problem.start, style);
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
    out += i + 1 == solution.steps.size()
               ? fmt::format("  board after: {}every card is gone, {} keys in all{}\n", bold, solution.answer, reset)
               : std::string("  board after:\n");
    out += draw_board(board, cursor, style);
  }
  return out;
}

int run_cards(const OptionsCards& options) {
  Expected<std::string> input = read_input(options.input_path);
  if (!input) return report_bad_input(options.input_path, input.error());
  cards::ParseLimits limits;
  limits.max_memory_bytes = options.max_memory_bytes;
  Expected<cards::Problem> problem = cards::parse_problem(input.value(), limits);
  if (!problem) return report_bad_input(options.input_path, problem.error());
  if (!options.output.html_path.empty()) {
    const std::size_t cells = problem.value().board.labels().size();
    if (auto too_big = check_html_size(cells)) return report_bad_input(options.input_path, *too_big);
  }
  cards::SearchOptions search;
  search.max_memory_bytes = options.max_memory_bytes;
  search.held_bytes = input.value().capacity();  // the text stays in memory while solving
  Expected<cards::Solution> solution = cards::solve(problem.value(), search);
  if (!solution) return report_bad_input(options.input_path, solution.error());
  const cards::Solution& found = solution.value();
  if (!options.output.html_path.empty()) {
    if (auto failed = write_text_file(options.output.html_path, render_html(replay_cards(problem.value(), found)))) {
      return report_bad_input(options.output.html_path, *failed);
    }
  }
  if (options.output.json) {
    std::string keys;
    for (Key key : found.keys) {
      if (!keys.empty()) keys += ", ";
      keys += fmt::format("\"{}\"", cards::key_token(key));
    }
    fmt::print("{{\"answer\": {}, \"keys\": [{}], \"pairs\": {}, \"states\": {}, \"distance_sweeps\": {}}}\n",
               found.answer, keys, found.stats.pairs, found.stats.states, found.stats.distance_sweeps);
  } else if (options.output.explain) {
    fmt::print("{}", explain(problem.value(), found, detect_terminal_style()));
  } else {
    fmt::print("{}\n", found.answer);
  }
  return kExitSolved;
}

}  // namespace

std::string explain_cards(const cards::Problem& problem, const cards::Solution& solution) {
  return explain(problem, solution, detect_terminal_style());
}

CommandRunner add_cards_command(CLI::App& command) {
  auto options = std::make_shared<OptionsCards>();
  add_memory_option(command, options->max_memory_bytes);
  add_output_options(command, options->output);
  add_input_argument(command, options->input_path);
  return [options] { return run_cards(*options); };
}

}  // namespace gridsolve::cli
