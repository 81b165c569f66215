// gridsolve PUZZLE [options] [FILE]: one command for every puzzle. Reads the
// case, solves it, and prints the answer, --json or --explain, and with
// --html a replay page; the options a puzzle does not take are not offered.
#include <fmt/format.h>

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include <sys/stat.h>
#include <unistd.h>

#include "cli/commands.hpp"
#include "cli/interrupt.hpp"
#include "cli/terminal.hpp"
#include "gridsolve/puzzle.hpp"

namespace gridsolve::cli {
namespace {

// Far more than any search can use; keeps K + 2 from overflowing anywhere.
constexpr std::uint64_t kMaxMoves = 1'000'000'000'000'000'000;

struct SolveCommandOptions {
  const Puzzle* puzzle = nullptr;
  SolveOptions solve;
  OutputOptions output;
  std::string input_path = "-";
};

bool from_stdin(const std::string& path) { return path.empty() || path == "-"; }

bool same_file(const struct stat& a, const struct stat& b) { return a.st_dev == b.st_dev && a.st_ino == b.st_ino; }

// --html PAGE writes PAGE, so it must look like a page and must not be the
// input: `gridsolve 2048 --html st.txt < st.txt` once took the input's name
// as the page's and overwrote it.
std::optional<Error> check_page_path(const std::string& page, const std::string& input_path) {
  const std::size_t dot = page.rfind('.');
  std::string extension = dot == std::string::npos ? "" : page.substr(dot);
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (extension != ".html" && extension != ".htm") {
    return Error{
        fmt::format("the page's name must end in .html or .htm, got '{}' (write --html PAGE.html before "
                    "the input FILE)",
                    page)};
  }
  struct stat page_info{};
  if (::stat(page.c_str(), &page_info) != 0) return std::nullopt;  // a new file
  struct stat input_info{};
  const bool input_known =
      from_stdin(input_path) ? ::fstat(STDIN_FILENO, &input_info) == 0 : ::stat(input_path.c_str(), &input_info) == 0;
  if (input_known && S_ISREG(input_info.st_mode) && same_file(page_info, input_info)) {
    return Error{fmt::format("'{}' is the input; the page would overwrite it (choose another --html name)", page)};
  }
  return std::nullopt;
}

int run_solve(SolveCommandOptions options) {
  const Puzzle& puzzle = *options.puzzle;
  const bool html = !options.output.html_path.empty();
  if (html) {
    if (auto refused = check_page_path(options.output.html_path, options.input_path)) {
      fmt::print(stderr, "gridsolve: --html: {}\n", refused->message);
      return kExitBadInput;
    }
  }
  if (from_stdin(options.input_path) && ::isatty(STDIN_FILENO) != 0) {
    fmt::print(stderr,
               "gridsolve: reading the {} input from standard input: paste it, then press Ctrl-D on a new "
               "line (or give a FILE)\n",
               puzzle.name());
  }
  Expected<std::string> input = read_input(options.input_path);
  if (!input) return report_bad_input(options.input_path, input.error());
  Expected<std::unique_ptr<ParsedCase>> parsed = puzzle.parse(input.value(), options.solve.max_memory_bytes);
  if (!parsed) return report_bad_input(options.input_path, parsed.error());
  const ParsedCase& parsed_case = *parsed.value();
  if (html) {
    if (auto too_big = check_replay_size(parsed_case.cell_count()))
      return report_bad_input(options.input_path, *too_big);
  }
  // A progress line, rewritten in place, only for people watching a terminal.
  const bool progress = stderr_is_terminal();
  if (progress) {
    options.solve.on_progress = [](const SolveProgress& p) {
      fmt::print(stderr, "\r{:.0f} s: {} nodes, best {}, at most {}   ", p.seconds, p.work, p.best, p.upper_bound);
      std::fflush(stderr);
    };
  }
  // Ctrl-C from here on stops the search and reports (interrupt.hpp); while
  // the input was read it still ended the process, as a user typing expects.
  options.solve.interrupt = &interrupt_flag();
  options.solve.held_bytes = input.value().capacity();  // the text stays in memory while solving
  Expected<std::unique_ptr<SolvedCase>> solved = parsed_case.solve(options.solve);
  if (!solved) return report_bad_input(options.input_path, solved.error());
  const SolvedCase& result = *solved.value();
  const Outcome& outcome = result.outcome();
  if (progress && outcome.seconds >= 1.0) fmt::print(stderr, "\r\033[K");
  if (html) {
    if (auto failed = write_text_file(options.output.html_path, replay_page(result))) {
      return report_bad_input(options.output.html_path, *failed);
    }
  }
  if (options.output.json) {
    fmt::print("{}\n", result.json());
  } else if (options.output.explain) {
    fmt::print("{}", result.explanation(detect_terminal_style()));
  } else {
    fmt::print("{}\n", outcome.answer);
  }
  if (!outcome.proven) {
    fmt::print(stderr, "gridsolve: answer is between {} and {} (search stopped{} after {:.1f} s)\n",
               outcome.lower_bound, outcome.upper_bound, interrupted() ? " by Ctrl-C" : "", outcome.seconds);
    return kExitNotProven;
  }
  return kExitSolved;
}

}  // namespace

CommandRunner add_solve_command(CLI::App& command, const Puzzle& puzzle) {
  auto options = std::make_shared<SolveCommandOptions>();
  options->puzzle = &puzzle;
  options->solve.threads = 0;  // all cores, where the puzzle takes threads
  if (puzzle.takes(PuzzleOption::kMoves)) {
    command
        .add_option_function<std::string>(
            "-k,--moves",
            [options](const std::string& text) {
              std::optional<std::uint64_t> moves = parse_count(text, kMaxMoves);
              if (!moves) {
                throw CLI::ValidationError(
                    "--moves", fmt::format("expected a whole number of moves from 0 to {}, got '{}'", kMaxMoves, text));
              }
              options->solve.moves = *moves;
            },
            "Most moves allowed, K (default 5; 10 is the Hard problem)")
        ->type_name("K");
  }
  add_memory_option(command, options->solve.max_memory_bytes);
  if (puzzle.takes(PuzzleOption::kThreads)) {
    command
        .add_option_function<std::string>(
            "-t,--threads",
            [options](const std::string& text) {
              std::optional<std::uint64_t> threads = parse_count(text, 1024);
              if (!threads) {
                throw CLI::ValidationError(
                    "--threads", fmt::format("expected a whole number of threads from 0 to 1024, got '{}'", text));
              }
              options->solve.threads = static_cast<unsigned>(*threads);
            },
            "Threads for the search (default 0: all cores); the answer is the same for any count")
        ->type_name("T");
  }
  if (puzzle.takes(PuzzleOption::kTimeLimit)) {
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
              options->solve.time_limit_seconds = seconds;
            },
            "Stop after SECONDS and print the best found; if that is not proven, standard error gives the "
            "proven range and the exit status is 3")
        ->type_name("SECONDS");
  }
  add_output_options(command, options->output);
  add_input_argument(command, options->input_path);
  return [options] { return run_solve(*options); };
}

}  // namespace gridsolve::cli
