// gridsolve 2048 [--moves K] [--threads T] [--time-limit SECONDS] [--json | --explain] [FILE]
#include <fmt/format.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <cstdio>

#include <memory>

#include "cli/commands.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::cli {
namespace {

using slide::Board;
using slide::Exponent;

// Far more than any search can use; keeps K + 2 from overflowing anywhere.
constexpr std::uint64_t kMaxMoves = 1'000'000'000'000'000'000;

struct Options2048 {
  std::uint64_t max_moves = 5;
  unsigned threads = 0;          // 0: all cores
  double time_limit_seconds = 0;  // 0: none
  OutputOptions output;
  std::string input_path = "-";
};

// The board with aligned columns; tiles equal to `mark` (a new largest tile)
// stand in brackets.
std::string draw_board(const Board& board, Exponent mark) {
  std::size_t width = 1;
  for (Exponent e : board.cells()) width = std::max(width, slide::tile_value(e).size());
  std::string out;
  for (int row = 0; row < board.size(); ++row) {
    out += "   ";
    for (int col = 0; col < board.size(); ++col) {
      const Exponent e = board.at(row, col);
      const std::string value = e ? slide::tile_value(e) : ".";
      if (mark && e == mark) {
        out += fmt::format(" [{:>{}}]", value, width);
      } else {
        out += fmt::format("  {:>{}} ", value, width);
      }
    }
    out += '\n';
  }
  return out;
}

std::string explain(const Board& start, const slide::Solution& solution, std::uint64_t max_moves) {
  std::string out = fmt::format("Largest tile reachable in at most {} move{}: {}\n", max_moves,
                                max_moves == 1 ? "" : "s", slide::tile_value(solution.best_exponent));
  out += fmt::format("Moves: {}\n\n", solution.moves.empty() ? "(none needed)" : slide::moves_string(solution.moves));
  Exponent largest = start.max_exponent();
  out += fmt::format("Start (largest tile {}):\n", slide::tile_value(largest));
  out += draw_board(start, 0);
  Board board = start;
  for (std::size_t i = 0; i < solution.moves.size(); ++i) {
    board = slide::apply_move(board, solution.moves[i]);
    const Exponent top = board.max_exponent();
    const bool new_largest = top > largest;
    largest = std::max(largest, top);
    out += fmt::format("\nMove {}: {} (largest tile {}{})\n", i + 1, slide::direction_letter(solution.moves[i]),
                       slide::tile_value(top), new_largest ? ", new, in brackets" : "");
    out += draw_board(board, new_largest ? top : 0);
  }
  return out;
}

int run_2048(const Options2048& options) {
  Expected<std::string> input = read_input(options.input_path);
  if (!input) return report_bad_input(options.input_path, input.error());
  Expected<Board> board = slide::parse_board(input.value());
  if (!board) return report_bad_input(options.input_path, board.error());
  slide::SearchOptions search;
  search.max_moves = options.max_moves;
  search.threads = options.threads;
  search.time_limit_seconds = options.time_limit_seconds;
  // A progress line, rewritten in place, only for people watching a terminal.
  const bool progress = isatty(fileno(stderr)) != 0;
  if (progress) {
    search.on_progress = [](const slide::SearchProgress& p) {
      fmt::print(stderr, "\r{:.0f} s: {} nodes, best tile {}, at most {}   ", p.seconds, p.nodes,
                 slide::tile_value(p.best_exponent), slide::tile_value(p.upper_bound_exponent));
      std::fflush(stderr);
    };
  }
  Expected<slide::Solution> solution = slide::solve(board.value(), search);
  if (progress && solution.ok() && solution.value().stats.seconds >= 1.0) fmt::print(stderr, "\r\033[K");
  if (!solution) return report_bad_input(options.input_path, solution.error());
  const slide::Solution& found = solution.value();
  if (options.output.json) {
    fmt::print("{{\"answer\": {}, \"moves\": \"{}\", \"proven\": {}, \"lower_bound\": {}, \"upper_bound\": {}, "
               "\"nodes\": {}, \"seconds\": {:.3f}}}\n",
               slide::tile_value(found.best_exponent), slide::moves_string(found.moves), found.proven ? "true" : "false",
               slide::tile_value(found.best_exponent), slide::tile_value(found.upper_bound_exponent), found.stats.nodes,
               found.stats.seconds);
  } else if (options.output.explain) {
    fmt::print("{}", explain(board.value(), found, options.max_moves));
  } else {
    fmt::print("{}\n", slide::tile_value(found.best_exponent));
  }
  if (!found.proven) {
    fmt::print(stderr, "gridsolve: answer is between {} and {} (search stopped after {:.1f} s)\n",
               slide::tile_value(found.best_exponent), slide::tile_value(found.upper_bound_exponent),
               found.stats.seconds);
    return kExitNotProven;
  }
  return kExitSolved;
}

}  // namespace

CommandRunner add_2048_command(CLI::App& command) {
  auto options = std::make_shared<Options2048>();
  command
      .add_option_function<std::string>(
          "-k,--moves",
          [options](const std::string& text) {
            std::optional<std::uint64_t> moves = parse_count(text, kMaxMoves);
            if (!moves) {
              throw CLI::ValidationError(
                  "--moves", fmt::format("expected a whole number of moves from 0 to {}, got '{}'", kMaxMoves, text));
            }
            options->max_moves = *moves;
          },
          "Most moves allowed, K (default 5; 10 is the Hard problem)")
      ->type_name("K");
  command
      .add_option_function<std::string>(
          "-t,--threads",
          [options](const std::string& text) {
            std::optional<std::uint64_t> threads = parse_count(text, 1024);
            if (!threads) {
              throw CLI::ValidationError("--threads",
                                         fmt::format("expected a whole number of threads from 0 to 1024, got '{}'", text));
            }
            options->threads = static_cast<unsigned>(*threads);
          },
          "Threads for the search (default 0: all cores); the answer is the same for any count")
      ->type_name("T");
  command
      .add_option_function<std::string>(
          "--time-limit",
          [options](const std::string& text) {
            char* end = nullptr;
            const double seconds = text.empty() ? -1 : std::strtod(text.c_str(), &end);
            if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(seconds) || seconds <= 0) {
              throw CLI::ValidationError("--time-limit",
                                         fmt::format("expected a positive number of seconds, got '{}'", text));
            }
            options->time_limit_seconds = seconds;
          },
          "Stop after SECONDS and print the best tile found; if that is not proven, standard error gives the "
          "proven range and the exit status is 3")
      ->type_name("SECONDS");
  add_output_options(command, options->output);
  add_input_argument(command, options->input_path);
  return [options] { return run_2048(*options); };
}

}  // namespace gridsolve::cli
