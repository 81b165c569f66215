// gridsolve PUZZLE [options] [FILE]: one command for every puzzle. Reads the
// case, solves it, and prints the answer, --json or --explain, and with
// --html a replay page; the options a puzzle does not take are not offered.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/commands.hpp"
#include "cli/interrupt.hpp"
#include "cli/terminal.hpp"
#include "common/byte_size.hpp"
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
  bool moves_given = false;  // -k/--moves was given
};

bool from_stdin(const std::string& path) { return path.empty() || path == "-"; }

// --html PAGE writes PAGE, so it must look like a page and must not be the
// input: `gridsolve 2048 --html st.txt < st.txt` once took the input's name
// as the page's and overwrote it. Nor may it be a read-only file.
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
  if (::stat(page.c_str(), &page_info) != 0) {
    // A new file: its folder must be there to take it. Found when the page
    // was written, after the search, this threw the answer away with the
    // page (exit 2, nothing on standard output) once the search had run.
    const std::string folder = std::filesystem::path(page).parent_path().string();
    const std::string place = folder.empty() ? "." : folder;
    struct stat folder_info{};
    const int error = ::stat(place.c_str(), &folder_info) == 0 ? 0 : errno;
    if (error != 0 || !S_ISDIR(folder_info.st_mode)) {
      const std::string why = error == ENOENT                  ? "does not exist"
                              : error == 0 || error == ENOTDIR ? "is not a folder"
                                                               : std::strerror(error);
      return Error{
          fmt::format("cannot write '{}': its folder '{}' {} (create the folder, or choose another "
                      "--html name)",
                      page, place, why)};
    }
    return std::nullopt;
  }
  // Before the search, not after it, when the page could not be written.
  if (S_ISDIR(page_info.st_mode)) {
    return Error{
        fmt::format("'{}' is a folder, not a page's file (choose a file's name, such as {}/replay.html)", page, page)};
  }
  if (read_only_file(page)) {
    return Error{
        fmt::format("'{}' is read-only, and the page does not replace it (make it writable, or choose "
                    "another --html name)",
                    page)};
  }
  struct stat input_info{};
  const bool input_known =
      from_stdin(input_path) ? ::fstat(STDIN_FILENO, &input_info) == 0 : ::stat(input_path.c_str(), &input_info) == 0;
  if (input_known && S_ISREG(input_info.st_mode) && same_file(page_info, input_info)) {
    return Error{fmt::format("'{}' is the input; the page would overwrite it (choose another --html name)", page)};
  }
  return std::nullopt;
}

// The page of case `index` (from 0) of `count`: PAGE itself for one case,
// else PAGE's name with -1, -2, ... before its extension.
std::string page_path(const std::string& page, std::size_t index, std::size_t count) {
  if (count == 1) return page;
  const std::size_t dot = page.rfind('.');
  const std::size_t slash = page.rfind('/');
  const std::size_t cut = dot == std::string::npos || (slash != std::string::npos && dot < slash) ? page.size() : dot;
  return fmt::format("{}-{}{}", page.substr(0, cut), index + 1, page.substr(cut));
}

// While the input is read and parsed no search is running, so neither
// --time-limit nor Ctrl-C has a search's clock or flag to stop it: the
// parse is the library's and does not look at either. An 8000 x 8000 board
// took 2.3 s to parse under a limit of 0.5 s. A Ctrl-C during a 15 s parse
// ended gridsolve with no word (`timeout -s INT`: status 130) or, in a
// process started with SIGINT ignored (`gridsolve ... &` in a script), was
// lost: the cases were all solved, exit 0. A thread watches both: at the
// limit, counted from `start`, or at the first Ctrl-C (interrupt.hpp), it
// ends the process with exit status 3 and one line on standard error that
// says what stopped it and when. No board is known yet, so there is no best
// answer to print: with several cases, none is solved before all are
// parsed. Disarmed when the search starts, which keeps to the rest of the
// limit and reads the flag itself.
class ReadingWatch {
 public:
  ReadingWatch(std::chrono::steady_clock::time_point start, double limit_seconds, std::string source,
               const std::atomic<bool>& interrupt)
      : start_(start), limit_seconds_(limit_seconds), source_(std::move(source)), interrupt_(interrupt) {
    // SIGINT goes to the watcher, not to this thread, until disarm(). A
    // signal sent to the process is handled by its main thread when that
    // one takes it, and a thread in a long system call takes it only when
    // the call returns: the read of a 49 MiB file from standard input, one
    // read(), held a Ctrl-C for 0.3 s. The watcher, asleep, takes it at
    // once; its _Exit then ends the read too. (It inherits the blocked
    // signal and unblocks it first thing, unless SIGINT was blocked
    // already: then the process takes no Ctrl-C, here as in the search.)
    sigset_t sigint;
    sigemptyset(&sigint);
    sigaddset(&sigint, SIGINT);
    masked_ = pthread_sigmask(SIG_BLOCK, &sigint, &previous_mask_) == 0;
    const bool takes_sigint = masked_ && sigismember(&previous_mask_, SIGINT) == 0;
    watcher_ = std::thread([this, sigint, takes_sigint] {
      if (takes_sigint) pthread_sigmask(SIG_UNBLOCK, &sigint, nullptr);
      watch();
    });
  }
  ~ReadingWatch() { disarm(); }
  ReadingWatch(const ReadingWatch&) = delete;
  ReadingWatch& operator=(const ReadingWatch&) = delete;

  // For read_input to count into, for the message.
  std::atomic<std::uint64_t>& bytes_read() { return bytes_read_; }
  void reading_done(std::uint64_t size) {
    bytes_read_.store(size, std::memory_order_relaxed);
    parsing_.store(true, std::memory_order_relaxed);
  }
  // Once this returns, the watcher has ended and ends nothing: whatever the
  // caller prints next (an error, the answers) is the only word. A watcher
  // already ending the process holds the mutex until it has.
  void disarm() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      disarmed_ = true;
    }
    wake_.notify_all();
    if (watcher_.joinable()) watcher_.join();
    // This thread takes SIGINT again, and the search's threads, which
    // inherit its mask, do too. One that came since the watcher ended is
    // handled here: the flag is set, and the search stops at its first look.
    if (masked_) pthread_sigmask(SIG_SETMASK, &previous_mask_, nullptr);
    masked_ = false;
  }

 private:
  // How often the watcher looks at the Ctrl-C flag. A signal handler may
  // only set a lock-free flag (notifying a condition variable is not
  // async-signal-safe), so the flag is polled: a hundred loads a second cost
  // nothing, and the process ends within this of the Ctrl-C.
  static constexpr std::chrono::milliseconds kInterruptPoll{10};

  void watch() {
    using Clock = std::chrono::steady_clock;
    // A limit past what the clock can count up to (about 292 years from
    // its epoch) never runs out: converting it to the clock's nanoseconds
    // would overflow, and --time-limit 1e10 once ran out at once.
    const double seconds_to_end = std::chrono::duration<double>(Clock::time_point::max() - start_).count();
    const auto deadline =
        limit_seconds_ > 0 && limit_seconds_ < seconds_to_end
            ? start_ + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limit_seconds_))
            : Clock::time_point::max();
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      const auto now = Clock::now();
      if (interrupt_.load(std::memory_order_relaxed)) {
        end(fmt::format("Ctrl-C came while {}, before the search could start: nothing was solved", when()));
      }
      if (now >= deadline) {
        end(
            fmt::format("the time limit of {} s ran out while {}, before the search could start (give a longer "
                        "--time-limit)",
                        limit_seconds_, when()));
      }
      const auto wake_at = std::min(deadline, now + kInterruptPoll);
      if (wake_.wait_until(lock, wake_at, [this] { return disarmed_; })) return;
    }
  }

  // Where the input stood: read so far, or read whole and being parsed.
  std::string when() const {
    const std::string read = human_bytes(bytes_read_.load(std::memory_order_relaxed));
    return parsing_.load(std::memory_order_relaxed) ? fmt::format("the input ({}) was being parsed", read)
                                                    : fmt::format("the input was being read ({} so far)", read);
  }

  [[noreturn]] void end(const std::string& what) {
    fmt::print(stderr, "gridsolve: {}: {}\n", source_, what);
    std::fflush(stderr);
    std::_Exit(kExitNotProven);  // the main thread is in the middle of the read or parse: nothing of it to keep
  }

  std::chrono::steady_clock::time_point start_;
  double limit_seconds_;
  std::string source_;
  const std::atomic<bool>& interrupt_;
  std::atomic<std::uint64_t> bytes_read_{0};
  std::atomic<bool> parsing_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool disarmed_ = false;
  sigset_t previous_mask_{};
  bool masked_ = false;
  std::thread watcher_;
};

// Why a case was not proven, for its line on standard error.
struct CaseStart {
  bool time_was_out = false;        // the limit had run out before it started
  bool interrupted_before = false;  // Ctrl-C came before it started
  bool interrupted_after = false;   // by the time it ended
};

int run_solve(SolveCommandOptions options) {
  const Puzzle& puzzle = *options.puzzle;
  const bool html = !options.output.html_path.empty();
  if (html) {
    if (auto refused = check_page_path(options.output.html_path, options.input_path)) {
      fmt::print(stderr, "gridsolve: --html: {}\n", refused->message);
      return kExitBadInput;
    }
  }
  const bool typed = from_stdin(options.input_path) && ::isatty(STDIN_FILENO) != 0;
  if (typed) {
    fmt::print(stderr,
               "gridsolve: reading the {} input from standard input: paste it, then press Ctrl-D on a new "
               "line (or give a FILE)\n",
               puzzle.name());
  }
  // The time limit counts from when the reading starts: reading and parsing
  // a large input are inside it. Input typed at a terminal is the
  // exception: the limit counts from its end, not from the time the typing
  // took.
  const double time_limit = options.solve.time_limit_seconds;
  const std::string source = from_stdin(options.input_path) ? "stdin" : options.input_path;
  const auto reading_start = std::chrono::steady_clock::now();
  // Ctrl-C from the start of the reading is a request to stop (interrupt.hpp,
  // ReadingWatch): a file or a pipe read for seconds is work gridsolve
  // does, like the search. Input typed at a terminal is the exception
  // again: there Ctrl-C before Ctrl-D takes back what was typed, and ends
  // gridsolve as the signal ends any program reading from a terminal (130
  // in the shell, which then stops a loop or script as for any Ctrl-C); the
  // flag takes over when the typing ends.
  std::optional<ReadingWatch> watch;
  if (!typed) watch.emplace(reading_start, time_limit, source, interrupt_flag());
  Expected<InputText> input =
      read_input(options.input_path, options.solve.max_memory_bytes, watch ? &watch->bytes_read() : nullptr);
  if (!input) {
    if (watch) watch->disarm();  // the error is the one word: no Ctrl-C line beside it
    return report_bad_input(options.input_path, input.error());
  }
  const auto limit_start = typed ? std::chrono::steady_clock::now() : reading_start;
  if (typed) watch.emplace(limit_start, time_limit, source, interrupt_flag());
  watch->reading_done(input.value().text().size());
  Expected<std::vector<PastedCase>> pasted = puzzle.parse_pasted(input.value().text(), options.solve.max_memory_bytes);
  // The searches keep to the limit and read the flag from here. Disarmed
  // before an error is reported, too, so that it is the only line.
  watch->disarm();
  if (!pasted) {
    // A text that another puzzle reads was meant for that one: say which.
    const std::string note =
        other_puzzles_note(input.value().text(), puzzle, options.solve.max_memory_bytes, "gridsolve {}");
    return report_bad_input(options.input_path, Error{pasted.error().message + note});
  }
  const std::vector<PastedCase>& cases = pasted.value();
  const std::size_t count = cases.size();
  options.solve.moves =
      moves_for_pasted(puzzle, cases, options.solve.moves, options.moves_given, "gridsolve", "solving");
  if (html) {
    for (std::size_t i = 0; i < count; ++i) {
      if (auto too_big = check_replay_size(cases[i].parsed->cell_count())) {
        return report_bad_input(options.input_path, Error{case_prefix(cases[i], i, count) + too_big->message});
      }
      if (count > 1) {
        if (auto refused = check_page_path(page_path(options.output.html_path, i, count), options.input_path)) {
          fmt::print(stderr, "gridsolve: --html: {}\n", refused->message);
          return kExitBadInput;
        }
      }
    }
  }
  // A progress line, rewritten in place, only for people watching a terminal.
  const bool progress = stderr_is_terminal();
  if (progress) {
    options.solve.on_progress = [](const SolveProgress& p) {
      fmt::print(stderr, "\r{:.0f} s: {} nodes, best {}, at most {}   ", p.seconds, p.work, p.best, p.upper_bound);
      std::fflush(stderr);
    };
  }
  // Ctrl-C from here on stops the search and reports (interrupt.hpp).
  options.solve.interrupt = &interrupt_flag();
  options.solve.held_bytes = input.value().bytes();  // the text stays in memory while solving
  // Every case is solved before anything is printed: a case refused by the
  // memory budget leaves standard output empty, as for any bad input.
  std::vector<std::unique_ptr<SolvedCase>> solved;
  std::vector<CaseStart> starts(count);
  for (std::size_t i = 0; i < count; ++i) {
    // One limit for the whole command, shared among the cases left.
    if (time_limit > 0) {
      const double left = time_left(limit_start, time_limit);
      starts[i].time_was_out = left <= 0;
      options.solve.time_limit_seconds = case_time_limit(left, i, count);
    }
    starts[i].interrupted_before = interrupted();
    Expected<std::unique_ptr<SolvedCase>> result = cases[i].parsed->solve(options.solve);
    starts[i].interrupted_after = interrupted();
    if (progress && result && result.value()->outcome().seconds >= 1.0) fmt::print(stderr, "\r\033[K");
    if (!result) {
      return report_bad_input(options.input_path, Error{case_prefix(cases[i], i, count) + result.error().message});
    }
    solved.push_back(std::move(result).value());
  }
  if (html) {
    for (std::size_t i = 0; i < count; ++i) {
      const std::string page = page_path(options.output.html_path, i, count);
      if (auto failed = write_text_file(page, replay_page(*solved[i]))) return report_bad_input(page, *failed);
    }
  }
  const TextStyle style = options.output.explain ? detect_terminal_style() : TextStyle{};
  for (std::size_t i = 0; i < count; ++i) {
    const SolvedCase& result = *solved[i];
    if (options.output.json) {
      fmt::print("{}\n", pasted_case_json(cases[i], result));
    } else if (options.output.explain) {
      fmt::print("{}{}", case_heading(cases[i], i, count), result.explanation(style));
    } else {
      fmt::print("{}\n", result.outcome().answer);
    }
  }
  if (const int status = finish_standard_output(kExitSolved); status != kExitSolved) return status;
  if (html && count > 1) {
    fmt::print(stderr, "gridsolve: --html: one page per case, {} to {}\n",
               page_path(options.output.html_path, 0, count), page_path(options.output.html_path, count - 1, count));
  }
  // The expected answers pasted with the cases.
  std::size_t checked = 0;
  std::size_t differ = 0;
  bool proven = true;
  for (std::size_t i = 0; i < count; ++i) {
    const Outcome& outcome = solved[i]->outcome();
    proven = proven && outcome.proven;
    const std::optional<std::string>& expected_answer = cases[i].expected;
    if (!expected_answer) continue;
    const std::string prefix = case_prefix(cases[i], i, count);
    const std::string& expected = *expected_answer;
    if (!outcome.proven) {
      fmt::print(stderr, "gridsolve: {}the expected answer {} is not checked: the search stopped first\n", prefix,
                 expected);
      continue;
    }
    ++checked;
    if (outcome.answer == expected) {
      fmt::print(stderr, "gridsolve: {}{}, as expected\n", prefix, outcome.answer);
    } else {
      ++differ;
      fmt::print(stderr, "gridsolve: {}{}, but the expected answer is {} ({})\n", prefix, outcome.answer, expected,
                 options.output.explain ? fmt::format("the explanation above shows why {} is right", outcome.answer)
                                        : fmt::format("--explain shows why {} is right", outcome.answer));
    }
  }
  if (checked > 1) {
    fmt::print(stderr, "gridsolve: {} of {} expected answers match{}\n", checked - differ, checked,
               differ > 0 ? fmt::format("; {} differ{}", differ, differ == 1 ? "s" : "") : "");
  }
  if (!proven) {
    // A line for every case not proven: the best found is on standard
    // output either way, and without its line a case stopped before its
    // first node looked like any other answer.
    for (std::size_t i = 0; i < count; ++i) {
      const Outcome& outcome = solved[i]->outcome();
      if (outcome.proven) continue;
      const std::string prefix = case_prefix(cases[i], i, count);
      if (starts[i].interrupted_before || starts[i].time_was_out) {
        fmt::print(stderr, "gridsolve: {}not searched: {} before it; answer is between {} and {}\n", prefix,
                   starts[i].interrupted_before ? "Ctrl-C came" : "the time limit ran out", outcome.lower_bound,
                   outcome.upper_bound);
        continue;
      }
      const std::string cause =
          outcome.stopped_at_memory_budget
              ? fmt::format(" at the memory budget of {}", human_bytes(options.solve.max_memory_bytes))
          : starts[i].interrupted_after ? " by Ctrl-C"
                                        : "";
      fmt::print(stderr, "gridsolve: {}answer is between {} and {} (search stopped{} after {:.1f} s{})\n", prefix,
                 outcome.lower_bound, outcome.upper_bound, cause, outcome.seconds,
                 outcome.stopped_at_memory_budget ? "; raise it with --max-memory for the exact answer" : "");
    }
    return kExitNotProven;
  }
  return differ > 0 ? kExitMismatch : kExitSolved;
}

// "printf '...' | gridsolve NAME" for the puzzle's example input: tabs and
// newlines written as printf's \t and \n.
std::string printf_command(const Puzzle& puzzle) {
  std::string escaped;
  for (char c : puzzle.example_input()) {
    if (c == '\t') {
      escaped += "\\t";
    } else if (c == '\n') {
      escaped += "\\n";
    } else {
      escaped += c;
    }
  }
  return fmt::format("printf '{}' | gridsolve {}", escaped, puzzle.name());
}

// What the input holds, the forms a paste may take, and examples.
std::string solve_help_footer(const Puzzle& puzzle) {
  std::string forms =
      puzzle.takes_many_cases()
          ? "Any number of cases, one after another, each optionally followed by its expected answer (a row of the "
            "examples table pasted whole); also solution(...) calls, name = value lists and the Programmers "
            "editor's 입력값 〉 / 기댓값 〉 lines."
          : "One board, optionally followed by its sample output; also Baekjoon's 예제 입력 / 예제 출력 headings.";
  const std::string name(puzzle.name());
  const std::string explain =
      puzzle.takes(PuzzleOption::kMoves)
          ? fmt::format("gridsolve {} --moves 10 --explain board.txt\n      K = 10 (the Hard problem), step by step",
                        name)
          : fmt::format("gridsolve {} --explain board.txt\n      each case of board.txt, step by step", name);
  return fmt::format(
      "Input: {}.\n{} An expected answer that differs gives exit status 1.\n\nExamples:\n  {}\n      the "
      "problem's first example and its answer\n  {}\n  gridsolve {} --html replay.html board.txt\n      also a "
      "page that replays the answer\n",
      puzzle.input_help(), forms, printf_command(puzzle), explain, name);
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
              options->moves_given = true;
            },
            "Most moves allowed, K (default 5, or what a pasted statement names; 10 is the Hard problem)")
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
              // A limit past what a double holds (1e400, which strtod
              // makes infinite) or "inf" is no limit, as one past what
              // the clock counts is (it was refused as no positive number).
              if (!text.empty() && end == text.c_str() + text.size() && std::isinf(seconds) && seconds > 0) {
                options->solve.time_limit_seconds = 0;
                return;
              }
              if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(seconds) || seconds <= 0) {
                throw CLI::ValidationError("--time-limit",
                                           fmt::format("expected a positive number of seconds, got '{}'", text));
              }
              options->solve.time_limit_seconds = seconds;
            },
            std::string("Stop after SECONDS and print the best found; if that is not proven, standard error "
                        "gives the proven range and the exit status is 3") +
                (puzzle.takes_many_cases()
                     ? ". Several cases share the limit: each gets an equal share of what is left when it starts"
                     : ""))
        ->type_name("SECONDS");
  }
  add_output_options(command, options->output);
  add_input_argument(command, options->input_path);
  command.footer(solve_help_footer(puzzle));
  return [options] { return run_solve(*options); };
}

}  // namespace gridsolve::cli
