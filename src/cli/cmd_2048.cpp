// gridsolve 2048 [--moves K] [--threads T] [--time-limit SECONDS] [--json | --explain] [FILE]
#include <fmt/format.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include <memory>

#include "cli/commands.hpp"
#include "cli/explain_2048.hpp"
#include "cli/replay_2048.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::cli {
namespace {

using slide::Board;

// Far more than any search can use; keeps K + 2 from overflowing anywhere.
constexpr std::uint64_t kMaxMoves = 1'000'000'000'000'000'000;

struct Options2048 {
  std::uint64_t max_moves = 5;
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
  unsigned threads = 0;           // 0: all cores
  double time_limit_seconds = 0;  // 0: none
  OutputOptions output;
  std::string input_path = "-";
};

int run_2048(const Options2048& options) {
  Expected<std::string> input = read_input(options.input_path);
  if (!input) return report_bad_input(options.input_path, input.error());
  slide::ParseLimits limits;
  limits.max_memory_bytes = options.max_memory_bytes;
  Expected<Board> board = slide::parse_board(input.value(), limits);
  if (!board) return report_bad_input(options.input_path, board.error());
  if (!options.output.html_path.empty()) {
    if (auto too_big = check_html_size(board.value().cells().size()))
      return report_bad_input(options.input_path, *too_big);
  }
  slide::SearchOptions search;
  search.max_moves = options.max_moves;
  search.max_memory_bytes = options.max_memory_bytes;
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
  if (!options.output.html_path.empty()) {
    const Replay replay = replay_2048(board.value(), found.moves, found.best_exponent, options.max_moves);
    if (auto failed = write_text_file(options.output.html_path, render_html(replay))) {
      return report_bad_input(options.output.html_path, *failed);
    }
  }
  if (options.output.json) {
    fmt::print(
        "{{\"answer\": {}, \"moves\": \"{}\", \"proven\": {}, \"lower_bound\": {}, \"upper_bound\": {}, "
        "\"nodes\": {}, \"seconds\": {:.3f}}}\n",
        slide::tile_value(found.best_exponent), slide::moves_string(found.moves), found.proven ? "true" : "false",
        slide::tile_value(found.best_exponent), slide::tile_value(found.upper_bound_exponent), found.stats.nodes,
        found.stats.seconds);
  } else if (options.output.explain) {
    fmt::print("{}", explain_2048(board.value(), found.moves, found.best_exponent, options.max_moves,
                                  detect_terminal_style()));
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
  add_memory_option(command, options->max_memory_bytes);
  command
      .add_option_function<std::string>(
          "-t,--threads",
          [options](const std::string& text) {
            std::optional<std::uint64_t> threads = parse_count(text, 1024);
            if (!threads) {
              throw CLI::ValidationError(
                  "--threads", fmt::format("expected a whole number of threads from 0 to 1024, got '{}'", text));
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
