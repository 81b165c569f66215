// gridsolve check PUZZLE [--tests N] [--seed S] [--time-limit SEC] [--timeout SEC]
//                 [--shrink-time SEC] [--jobs J] [--save FILE] [--input FILE]
//                 [--speed [--html PAGE]] [generator options]
//                 (FILE | -- COMMAND [ARGS...] | --python-solution FILE)
//
// Runs a program on random instances (or on the cases of --input), compares
// its answers with the exact ones, and shrinks the first failure to a small
// input that still fails the same way. FILE is a source file: it is compiled
// if need be and run through a harness of its language (src/cli/check/).
//
// Time is judged as judges do: each test's CPU time against the original
// judge's limit (check/speed.hpp), a wall-clock cap far above it stopping
// only hangs, and a test is too slow only when it is too slow again on a
// rerun. --speed times the program on the hardest inputs of the original
// limits instead.
#include <fmt/format.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <filesystem>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <regex>
#include <set>
#include <string_view>
#include <thread>

#include "cli/check/languages.hpp"
#include "cli/check/precompiled_header.hpp"
#include "cli/check/speed.hpp"
#include "cli/commands.hpp"
#include "cli/first_failure.hpp"
#include "cli/interrupt.hpp"
#include "cli/run_process.hpp"
#include "cli/terminal.hpp"
#include "gridsolve/shrink.hpp"

namespace gridsolve::cli {
namespace {

inline constexpr int kExitFailureFound = 1;
inline constexpr std::uint64_t kMaxTests = 100'000'000;
// While shrinking a test that was too slow, a smaller input is kept only when
// it goes over the limit by this much on both runs, so that the input the
// shrinking ends on is too slow again when it is run once more.
inline constexpr double kShrinkTimeMargin = 1.1;
// The one run of the shrunk too-slow input that measures how long it takes
// in full stops at this many times the limit.
inline constexpr double kFullMeasureTimes = 5;
// --speed stops each run at this many times the limit.
inline constexpr double kSpeedCapTimes = 2;

struct CheckOptions {
  std::string puzzle;
  std::uint64_t tests = 100;
  std::uint64_t seed = 1;
  double time_limit_seconds = 0;  // CPU time per test; 0: the original judge's
  double timeout_seconds = 0;     // wall-clock cap per run; 0: 10 s or 3 times the time limit
  double shrink_seconds = 60;     // the shrinking budget
  bool speed = false;             // --speed: time the hardest inputs instead
  std::string html_path;          // --speed --html PAGE
  std::uint64_t jobs = 0;         // 0: one per core
  std::string save_path;
  std::string input_path;  // --input: the cases to run instead of random ones
  std::string python_solution;
  std::string python = "python3";
  bool no_cache = false;  // --no-cache: no precompiled <bits/stdc++.h>, harnesses compiled anew
  // After PUZZLE: a source file, or (after --) a command and its arguments.
  std::vector<std::string> program;
  bool after_dashes = false;
  // Every name check's own options answer to (--tests, -j, ...), read from
  // the command's options when it runs, so that no list of them is kept
  // by hand beside CLI11's.
  std::set<std::string, std::less<>> option_names;
  GenSettings settings;
  std::uint64_t moves = 5;  // 2048: K
  bool moves_given = false;
};

// The puzzle as check uses it: random cases, their exact answers and
// explanations, and smaller variants, all on input text.
class CheckedPuzzle {
 public:
  CheckedPuzzle(const Puzzle& puzzle, std::unique_ptr<CaseGenerator> generator, std::uint64_t moves)
      : puzzle_(puzzle), generator_(std::move(generator)) {
    solve_options_.moves = moves;
  }
  std::string_view name() const { return puzzle_.name(); }
  const Puzzle& puzzle() const { return puzzle_; }
  std::string generate(gen::Rng& rng) const { return generator_->generate(rng); }
  std::vector<std::string> shrink_candidates(const std::string& input) const {
    return generator_->shrink_candidates(input);
  }
  // The exact answer, as the judge prints it.
  Expected<std::string> answer(const std::string& input) const {
    Expected<std::unique_ptr<SolvedCase>> solved = solve(input);
    if (!solved) return solved.error();
    return solved.value()->outcome().answer;
  }
  // What --explain prints for this input.
  std::string explain(const std::string& input) const {
    Expected<std::unique_ptr<SolvedCase>> solved = solve(input);
    if (!solved) return solved.error().message + "\n";
    return solved.value()->explanation(detect_terminal_style());
  }
  std::string describe(const std::string& input) const { return parse(input)->describe(); }
  // Why `claimed` is not the answer for this input (empty when there is
  // nothing to add to the explanation of the right one).
  std::string explain_wrong(const std::string& input, const std::string& claimed) const {
    Expected<std::unique_ptr<SolvedCase>> solved = solve(input);
    if (!solved) return "";
    return solved.value()->explain_wrong(claimed, detect_terminal_style());
  }

 private:
  // Inputs come from the generator or the shrinker, so they always parse; a
  // failure here is a bug in gridsolve, reported rather than hidden.
  std::unique_ptr<ParsedCase> parse(const std::string& input) const {
    Expected<std::unique_ptr<ParsedCase>> parsed = puzzle_.parse(input, kDefaultMemoryBudgetBytes);
    if (!parsed)
      throw std::logic_error(fmt::format("a generated {} case does not parse: {}", name(), parsed.error().message));
    return std::move(parsed).value();
  }
  Expected<std::unique_ptr<SolvedCase>> solve(const std::string& input) const {
    return parse(input)->solve(solve_options_);
  }

  const Puzzle& puzzle_;
  std::unique_ptr<CaseGenerator> generator_;
  SolveOptions solve_options_;
};

// How tests are timed: CPU time against a limit, and a wall-clock cap far
// above it that only stops a program that waits or hangs.
struct Timing {
  double limit = 1;          // CPU seconds per test
  bool limit_given = false;  // by --time-limit
  check::JudgeLimit judge;   // the original judge's
  double wall_cap = 10;      // seconds
  // "1 s (Baekjoon 12094's)", or with --time-limit "0.2 s (--time-limit;
  // Baekjoon 12094's is 1 s)"
  std::string limit_phrase() const {
    if (!limit_given) return fmt::format("{} ({})", check::limit_text(limit), judge.source);
    return fmt::format("{} (--time-limit; {} is {})", check::limit_text(limit), judge.source,
                       check::limit_text(judge.seconds));
  }
};

// The TLE verdicts: too much CPU time (a judge's time limit), and no answer
// within the wall-clock cap (a hang, a sleep, a read that never ends).
enum class Verdict { kAgrees, kWrongAnswer, kCrashed, kTooSlow, kTimedOut, kMalformed, kCannotRun, kInterrupted };

bool is_time_verdict(Verdict verdict) { return verdict == Verdict::kTooSlow || verdict == Verdict::kTimedOut; }

const char* verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::kAgrees: return "agrees";
    case Verdict::kWrongAnswer: return "wrong answer";
    case Verdict::kCrashed: return "crash";
    case Verdict::kTooSlow: return "too slow";
    case Verdict::kTimedOut: return "time-out";
    case Verdict::kMalformed: return "malformed output";
    case Verdict::kCannotRun: return "could not run";
    case Verdict::kInterrupted: return "interrupted";
  }
  return "?";
}

struct Judgement {
  Verdict verdict = Verdict::kAgrees;
  std::string detail;  // for people: what exactly went wrong
  std::string answer;  // the program's answer, when it gave a whole number
};

// One run of the program on one input, judged.
struct TestRun {
  std::string input;
  std::string expected;
  ProcessResult process;
  Judgement judgement;
  // When the first run went over a time limit, `process` is the rerun and
  // this the first run.
  std::optional<ProcessResult> first_run;
};

std::string trimmed(const std::string& text) {
  const char* space = " \t\r\n\f\v";
  const std::size_t begin = text.find_first_not_of(space);
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(space) - begin + 1);
}

bool is_whole_number(const std::string& text) {
  const std::size_t digits_from = !text.empty() && text[0] == '-' ? 1 : 0;
  return text.size() > digits_from && std::all_of(text.begin() + static_cast<std::ptrdiff_t>(digits_from), text.end(),
                                                  [](char c) { return c >= '0' && c <= '9'; });
}

// "stopped at 1.02 s" for a run cut at the limit, else "1.02 s"; after a
// first phrase (`then`), "at 1.02 s".
std::string cpu_phrase(const ProcessResult& process, bool then = false) {
  std::string seconds = check::seconds_text(process.cpu_seconds);
  if (process.ending != ProcessResult::Ending::kCpuLimit) return seconds;
  return (then ? "at " : "stopped at ") + seconds;
}

// The judge's view: more CPU time than the limit (times `margin`), no answer
// within the wall-clock cap, or a non-zero exit fails whatever the output,
// then the answer must be one whole number, the expected one. The answer is
// what the program printed, or for a program whose solution(...) a harness
// calls, what solution returned (what it printed is shown, never judged).
Judgement judge(const ProcessResult& process, const std::string& expected, const Timing& timing, double margin,
                bool function_style) {
  using Ending = ProcessResult::Ending;
  const double limit = timing.limit * margin;
  if (process.ending == Ending::kFailedToStart) return {Verdict::kCannotRun, process.failure, ""};
  if (process.ending == Ending::kInterrupted) {
    return {Verdict::kInterrupted, fmt::format("stopped by {}", stop_cause()), ""};
  }
  if (process.ending == Ending::kCpuLimit || process.cpu_seconds > limit) {
    return {Verdict::kTooSlow,
            fmt::format("{} of CPU time, over the {} limit", cpu_phrase(process), check::limit_text(limit)), ""};
  }
  switch (process.ending) {
    case Ending::kFailedToStart:
    case Ending::kInterrupted:
    case Ending::kCpuLimit: break;  // above
    case Ending::kTimedOut:
      return {Verdict::kTimedOut,
              fmt::format("no answer within {} of wall-clock time, having used {} of CPU time",
                          check::limit_text(timing.wall_cap * margin), check::seconds_text(process.cpu_seconds)),
              ""};
    case Ending::kSignalled:
      return {Verdict::kCrashed, fmt::format("killed by signal {} ({})", process.signal, strsignal(process.signal)),
              ""};
    case Ending::kExited:
      if (process.exit_status != 0)
        return {Verdict::kCrashed, fmt::format("exited with status {}", process.exit_status), ""};
      break;
  }
  if (function_style) {
    if (!process.value) return {Verdict::kCrashed, "the program ended before solution returned", ""};
    const std::string value = trimmed(*process.value);
    if (!is_whole_number(value)) {
      return {Verdict::kMalformed, fmt::format("solution returned {}, not a whole number", value), ""};
    }
    return {value == expected ? Verdict::kAgrees : Verdict::kWrongAnswer, "", value};
  }
  const std::string answer = trimmed(process.out);
  if (!is_whole_number(answer)) {
    return {Verdict::kMalformed, answer.empty() ? "printed nothing" : "the output is not one whole number", ""};
  }
  // Judges compare the text, so "02" is not 2; taken for a number, it was
  // reported as a wrong answer 02 and "explained" as 2, the expected one.
  const std::size_t digits = answer[0] == '-' ? 1 : 0;
  if (answer.size() > digits + 1 && answer[digits] == '0') {
    return {Verdict::kMalformed, "leading zero: judges compare the text, and the answer's has none", ""};
  }
  return {answer == expected ? Verdict::kAgrees : Verdict::kWrongAnswer, "", answer};
}

// The uncaught exception a run's standard error names, in its runtime's
// words: C++'s std::terminate, Java's "Exception in thread", a Python or
// JavaScript error line ("IndexError: ...", "RangeError: ..."). Empty when
// it names none.
struct NamedException {
  std::string name;  // "std::out_of_range", "java.lang.StackOverflowError"
  std::string line;  // the whole line that names it
};

NamedException named_exception(const std::string& err) {
  auto found = [&err](const std::smatch& match, int group) {
    const auto at = static_cast<std::size_t>(match.position(group));
    const std::size_t begin = err.rfind('\n', at);
    const std::size_t from = begin == std::string::npos ? 0 : begin + 1;
    return NamedException{match[group], err.substr(from, err.find('\n', at) - from)};
  };
  std::smatch match;
  static const std::regex cpp(R"(terminate called after throwing an instance of '([^']+)')");
  if (std::regex_search(err, match, cpp)) return found(match, 1);
  static const std::regex java(R"(Exception in thread "[^"\n]*" ([\w.$]+))");
  if (std::regex_search(err, match, java)) return found(match, 1);
  // Python's is the last line of its traceback, JavaScript's the first of
  // its stack: the last such line is the error that ended the run.
  static const std::regex line(R"((^|\n)([A-Za-z_$][\w.$]*(Error|Exception|Interrupt|Iteration))(:|\r?\n|$))");
  NamedException last;
  for (auto it = std::sregex_iterator(err.begin(), err.end(), line); it != std::sregex_iterator(); ++it) {
    last = found(*it, 2);
  }
  return last;
}

// How a test failed, as exactly as shrinking must keep it: the verdict, and
// for a crash how the program ended and the exception it names. A crash
// kept as "any crash" let a smaller input that crashes in another way (an
// abort where a segmentation fault was) replace the original bug.
std::string failure_kind(const TestRun& test) {
  const Verdict verdict = test.judgement.verdict;
  if (verdict != Verdict::kCrashed) return verdict_name(verdict);
  return fmt::format("{}; {}; {}", verdict_name(verdict), test.judgement.detail,
                     named_exception(test.process.err).name);
}

// Runs the program under test: one process per test, or one harness per
// job that loads the program once (ProgramServer).
class ProgramRunners {
 public:
  // `load_limits`: for loading the program in a harness.
  ProgramRunners(check::PreparedProgram program, ProcessLimits load_limits)
      : program_(std::move(program)), limits_(load_limits) {}
  const check::PreparedProgram& program() const { return program_; }

  // Starts one harness before the tests, so that a program that does not
  // load is reported once, as such: nothing, or how it ended.
  std::optional<ProcessResult> start() {
    if (!program_.server) return std::nullopt;
    auto server =
        std::make_unique<ProgramServer>(program_.argv, limits_, program_.drop_load_stderr, !program_.function_style);
    std::optional<ProcessResult> failed = server->start();
    if (failed) return failed;
    load_output_ = server->load_out() + server->load_err();
    give_back(std::move(server));
    return std::nullopt;
  }
  // What the program printed while it was loaded (its top level).
  const std::string& load_output() const { return load_output_; }

  // One run. `profile_seconds` > 0: under the harness's profiler, for at
  // most that much CPU time (REQUIRES program().profiles).
  ProcessResult run(const std::string& input, const ProcessLimits& limits, double profile_seconds = 0) {
    if (!program_.server) return run_process(program_.argv, input, limits);
    std::unique_ptr<ProgramServer> server = take();
    ProcessResult result = server->run(input, limits, profile_seconds);
    give_back(std::move(server));
    return result;
  }

 private:
  std::unique_ptr<ProgramServer> take() {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (idle_.empty())
      return std::make_unique<ProgramServer>(program_.argv, limits_, program_.drop_load_stderr,
                                             !program_.function_style);
    std::unique_ptr<ProgramServer> server = std::move(idle_.back());
    idle_.pop_back();
    return server;
  }
  void give_back(std::unique_ptr<ProgramServer> server) {
    const std::lock_guard<std::mutex> lock(mutex_);
    idle_.push_back(std::move(server));
  }

  check::PreparedProgram program_;
  ProcessLimits limits_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<ProgramServer>> idle_;
  std::string load_output_;
};

// A progress bar on standard error, drawn only when it is a terminal.
class Progress {
 public:
  Progress() : enabled_(isatty(STDERR_FILENO) != 0) {}
  void show(const std::string& what, std::uint64_t done, std::uint64_t total) {
    if (!enabled_) return;
    const std::lock_guard<std::mutex> lock(mutex_);
    const auto now = std::chrono::steady_clock::now();
    if (done != total && now - last_ < std::chrono::milliseconds(50)) return;
    last_ = now;
    constexpr int kWidth = 30;
    const int filled = total == 0 ? kWidth : static_cast<int>(done * kWidth / total);
    fmt::print(stderr, "\r{} [{}{}] {}/{}\x1b[K", what, std::string(static_cast<std::size_t>(filled), '#'),
               std::string(static_cast<std::size_t>(kWidth - filled), '.'), done, total);
  }
  void note(const std::string& text) {
    if (!enabled_) return;
    const std::lock_guard<std::mutex> lock(mutex_);
    fmt::print(stderr, "\r{}\x1b[K", text);
  }
  void clear() {
    if (!enabled_) return;
    const std::lock_guard<std::mutex> lock(mutex_);
    fmt::print(stderr, "\r\x1b[K");
  }

 private:
  bool enabled_;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point last_{};
};

// A case of an --input file: any form `gridsolve PUZZLE FILE` takes (the
// input format, a judge's sample with its headings, an examples table, a
// file of several cases), as the library's paste parser reads it.
struct InputCase {
  std::string text;                   // in the puzzle's input format
  std::optional<std::string> pasted;  // the answer pasted with it, if any
  std::size_t line = 1;               // where it starts in the file
};

// Shrinking's clock and voice: after the budget (--shrink-time) it sets
// `stop`, which ends the runs in progress and the shrinking, and it shows
// where shrinking is on standard error: a line redrawn every second on a
// terminal, else a line after 20 s and then every 30 s (a shrink of a few
// seconds, the usual, prints none), so that a long shrink never looks hung.
class ShrinkMonitor {
 public:
  using Clock = std::chrono::steady_clock;
  ShrinkMonitor(double budget_seconds, std::atomic<bool>& stop)
      : budget_(budget_seconds), stop_(stop), terminal_(stderr_is_terminal()), started_(Clock::now()) {
    thread_ = std::thread([this] { watch(); });
  }
  ~ShrinkMonitor() { finish(); }
  ShrinkMonitor(const ShrinkMonitor&) = delete;
  ShrinkMonitor& operator=(const ShrinkMonitor&) = delete;

  void update(std::string current, std::size_t tried, std::size_t kept) {
    const std::lock_guard<std::mutex> lock(mutex_);
    current_ = std::move(current);
    tried_ = tried;
    kept_ = kept;
  }
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - started_).count(); }
  bool budget_spent() const { return spent_.load(); }
  void finish() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (done_) return;
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
    if (terminal_ && drawn_) fmt::print(stderr, "\r\x1b[K");
  }

 private:
  void watch() {
    const auto every = terminal_ ? std::chrono::seconds(1) : std::chrono::seconds(30);
    auto next_line = started_ + (terminal_ ? every : std::chrono::seconds(20));
    std::unique_lock<std::mutex> lock(mutex_);
    while (!done_) {
      wake_.wait_for(lock, std::chrono::milliseconds(100));
      if (done_) break;
      if (!spent_ && elapsed() >= budget_) {
        spent_ = true;
        stop_ = true;
      }
      if (Clock::now() >= next_line) {
        next_line = Clock::now() + every;
        const std::string line =
            fmt::format("shrinking: {}; {} smaller input{} tried, {} kept; {:.0f} s of the {} budget (--shrink-time)",
                        current_, tried_, tried_ == 1 ? "" : "s", kept_, elapsed(), check::limit_text(budget_));
        if (terminal_) {
          fmt::print(stderr, "\r{}\x1b[K", line);
        } else {
          fmt::print(stderr, "gridsolve check: {}\n", line);
        }
        drawn_ = true;
      }
    }
  }

  double budget_;
  std::atomic<bool>& stop_;
  bool terminal_;
  Clock::time_point started_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  bool drawn_ = false;
  std::atomic<bool> spent_{false};
  std::string current_;
  std::size_t tried_ = 0, kept_ = 0;
  std::thread thread_;
};

class Checker {
 public:
  Checker(const CheckOptions& options, CheckedPuzzle puzzle, ProgramRunners& runners, Timing timing)
      : options_(options), kit_(std::move(puzzle)), runners_(runners), timing_(std::move(timing)) {
    jobs_ = options.jobs != 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  }

  // Random tests.
  int run() {
    std::mutex mutex;
    std::map<std::uint64_t, TestRun> failures;
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> agreed{0};
    std::optional<std::string> internal_error;
    const std::string what = fmt::format("checking {}", kit_.name());
    const std::optional<std::uint64_t> first = run_until_first_failure(options_.tests, jobs_, [&](std::uint64_t index) {
      gen::Rng rng = gen::rng_for_test(options_.seed, index);
      Expected<TestRun> test = run_one(kit_.generate(rng));
      progress_.show(what, ++done, options_.tests);
      const std::lock_guard<std::mutex> lock(mutex);
      if (!test) {
        internal_error = test.error().message;
        return true;
      }
      const Verdict verdict = test.value().judgement.verdict;
      if (verdict == Verdict::kAgrees) ++agreed;
      if (test.value().first_run && !is_time_verdict(verdict) && verdict != Verdict::kInterrupted) {
        close_calls_.emplace(index, std::make_pair(*test.value().first_run, test.value().process));
      }
      // A run cut short by Ctrl-C tells nothing about the program.
      if (verdict == Verdict::kAgrees || verdict == Verdict::kInterrupted) return false;
      failures.emplace(index, std::move(test).value());
      return true;
    });
    progress_.clear();
    if (internal_error) {
      fmt::print(stderr, "gridsolve check: cannot compute an exact answer: {}\n", *internal_error);
      return kExitBadInput;
    }
    if (!first && interrupted()) {
      fmt::print("Stopped by {} after {} of {} tests; all {} agree so far ({}{}, seed {}).\n", stop_cause(),
                 agreed.load(), options_.tests, agreed.load(), kit_.name(), settings_summary(), options_.seed);
      print_close_calls(first);
      return kExitNotProven;
    }
    if (!first) {
      fmt::print("All {} tests agree ({}{}, seed {}).\n", options_.tests, kit_.name(), settings_summary(),
                 options_.seed);
      print_how_run();
      print_close_calls(first);
      return kExitSolved;
    }
    const TestRun& failure = failures.at(*first);
    if (failure.judgement.verdict == Verdict::kCannotRun) {
      fmt::print(stderr, "gridsolve check: {}\n", failure.judgement.detail);
      return kExitBadInput;
    }
    fmt::print("Test {} of {} failed: {}.\n", *first, options_.tests, verdict_line(failure.judgement));
    fmt::print("  (its input: gridsolve gen {} --seed {} --test {}{})\n", kit_.name(), options_.seed, *first,
               generator_options());
    print_close_calls(first);
    return report(failure, shrink_failure(failure));
  }

  // The cases of --input, each in the puzzle's input format.
  int run_cases(const std::vector<InputCase>& cases) {
    double slowest = 0;
    // The exact answer is the reference; a pasted one that differs (another
    // K, a typo) is said, not used: below the failure, or after the cases
    // all agree.
    // The pasted answer when it differs, else null.
    const auto differing_pasted = [](const InputCase& input, const TestRun& test) -> const std::string* {
      return input.pasted.has_value() && *input.pasted != test.expected ? &*input.pasted : nullptr;
    };
    std::vector<std::string> differing;  // the cases that agree but for their pasted answer, as the report says them
    for (std::size_t i = 0; i < cases.size(); ++i) {
      Expected<TestRun> test = run_one(cases[i].text);
      if (!test) {
        fmt::print(stderr, "gridsolve check: cannot compute an exact answer: {}\n", test.error().message);
        return kExitBadInput;
      }
      const Judgement& judgement = test.value().judgement;
      if (judgement.verdict == Verdict::kCannotRun) {
        fmt::print(stderr, "gridsolve check: {}\n", judgement.detail);
        return kExitBadInput;
      }
      if (judgement.verdict == Verdict::kInterrupted) {
        fmt::print("Stopped by {}.\n", stop_cause());
        return kExitNotProven;
      }
      if (judgement.verdict != Verdict::kAgrees) {
        fmt::print("{} failed: {}.\n",
                   cases.size() == 1 ? fmt::format("The case of {}", options_.input_path)
                                     : fmt::format("Case {} of {} in {} (line {})", i + 1, cases.size(),
                                                   options_.input_path, cases[i].line),
                   verdict_line(judgement));
        if (const std::string* pasted = differing_pasted(cases[i], test.value())) {
          fmt::print("  (the answer pasted with it is {}; gridsolve's exact answer, {}, is the one checked)\n", *pasted,
                     test.value().expected);
        }
        return report(test.value(), shrink_failure(test.value()));
      }
      if (const std::string* pasted = differing_pasted(cases[i], test.value())) {
        differing.push_back(
            fmt::format("  (the answer pasted with {} is {}; gridsolve's exact answer, {}, is the one "
                        "checked)\n",
                        cases.size() == 1 ? std::string("it") : fmt::format("case {} (line {})", i + 1, cases[i].line),
                        *pasted, test.value().expected));
      }
      slowest = std::max(slowest, test.value().process.cpu_seconds);
    }
    fmt::print("{} ({}{}): {} of CPU time{}, within the limit of {}.\n",
               cases.size() == 1
                   ? fmt::format("The program agrees on the case of {}", options_.input_path)
                   : fmt::format("The program agrees on all {} cases of {}", cases.size(), options_.input_path),
               kit_.name(), settings_summary(), check::seconds_text(slowest), cases.size() == 1 ? "" : " at most",
               timing_.limit_phrase());
    for (const std::string& line : differing) fmt::print("{}", line);
    print_how_run();
    return kExitSolved;
  }

  // --speed: the hardest inputs of the original limits, and the time against
  // the board's size.
  int run_speed() {
    const check::SpeedSuite suite = check::speed_suite(kit_.name());
    if (suite.hardest.empty()) {
      fmt::print(stderr, "gridsolve check: --speed has no hard inputs for {}\n", kit_.name());
      return kExitBadInput;
    }
    const double cap = timing_.limit * kSpeedCapTimes;
    std::size_t total = suite.hardest.size();
    for (const auto& inputs : suite.sweep) total += inputs.size();
    std::atomic<std::uint64_t> done{0};
    const std::string what = fmt::format("timing {}", kit_.name());
    auto time_all = [&](const std::vector<check::SpeedInput>& inputs) {
      std::vector<Timed> timed(inputs.size());
      run_until_first_failure(inputs.size(), jobs_, [&](std::uint64_t i) {
        timed[i] = time_one(inputs[i], cap);
        progress_.show(what, ++done, total);
        return false;
      });
      return timed;
    };
    const std::vector<Timed> hardest = time_all(suite.hardest);
    std::vector<std::vector<Timed>> sweep;
    std::optional<std::size_t> cut_after;  // the sweep's last size run
    for (std::size_t s = 0; s < suite.sweep.size() && !interrupted(); ++s) {
      sweep.push_back(time_all(suite.sweep[s]));
      const bool over =
          std::any_of(sweep.back().begin(), sweep.back().end(), [](const Timed& t) { return t.over_cap; });
      if (over && s + 1 < suite.sweep.size()) {
        cut_after = s;
        break;
      }
    }
    progress_.clear();
    if (interrupted()) {
      fmt::print("Stopped by {} after {} of {} inputs.\n", stop_cause(), done.load(), total);
      return kExitNotProven;
    }
    for (const std::vector<Timed>& group : sweep) {
      for (const Timed& t : group) {
        if (t.failed_to_run) {
          fmt::print(stderr, "gridsolve check: {}\n", t.problem);
          return kExitBadInput;
        }
      }
    }
    for (const Timed& t : hardest) {
      if (t.failed_to_run) {
        fmt::print(stderr, "gridsolve check: {}\n", t.problem);
        return kExitBadInput;
      }
    }

    std::string text;
    auto line = [&text](const std::string& s) { text += s + "\n"; };
    auto time_cell = [&](const Timed& t) {
      return t.over_cap ? fmt::format("over {}", check::limit_text(cap)) : check::seconds_text(t.seconds);
    };
    auto mark = [&](const Timed& t) {
      if (!t.problem.empty()) return "  " + t.problem;
      return t.over_cap || t.seconds > timing_.limit ? std::string("  over the limit") : std::string();
    };
    auto slower = [](const Timed& a, const Timed& b) {
      return a.over_cap != b.over_cap ? a.over_cap : a.seconds > b.seconds;
    };
    line(fmt::format("Speed of {} ({}) on {}{}: CPU time per input against the limit of {}; each run stopped at {}.",
                     program_shown(), runners_.program().description, kit_.name(), settings_summary(),
                     timing_.limit_phrase(), check::limit_text(cap)));
    line("");
    line(fmt::format("The hardest inputs: {}.", suite.hardest_what));
    std::vector<Timed> ranked = hardest;
    std::stable_sort(ranked.begin(), ranked.end(), slower);
    constexpr std::size_t kShown = 5;
    line(fmt::format("  {:>10}  input", "CPU time"));
    for (std::size_t i = 0; i < ranked.size() && i < kShown; ++i) {
      line(fmt::format("  {:>10}  {}{}", time_cell(ranked[i]), ranked[i].input->name, mark(ranked[i])));
    }
    if (ranked.size() > kShown) {
      line(fmt::format("  ... and {} more, the fastest {}", ranked.size() - kShown, time_cell(ranked.back())));
    }
    const auto over_limit = [&](const Timed& t) { return t.over_cap || t.seconds > timing_.limit; };
    const std::size_t over = static_cast<std::size_t>(std::count_if(hardest.begin(), hardest.end(), over_limit));
    const std::size_t wrong = static_cast<std::size_t>(
        std::count_if(hardest.begin(), hardest.end(), [](const Timed& t) { return !t.problem.empty(); }));
    line(over == 0 ? fmt::format("  All {} within the limit.", hardest.size())
                   : fmt::format("  {} of {} over the limit.", over, hardest.size()));
    if (wrong > 0) {
      line(
          fmt::format("  {} of {} not answered right (as shown): gridsolve check without --speed shrinks such an "
                      "input and explains the answer.",
                      wrong, hardest.size()));
    }
    line("");
    line(fmt::format("How the time grows with {} ({}):", suite.size_name, suite.sweep_what));
    line(fmt::format("  {:>5}  {:>10}", suite.size_name, "CPU time"));
    std::vector<check::SpeedPoint> points;
    bool sweep_wrong = false;
    for (const std::vector<Timed>& group : sweep) {
      const Timed& worst = *std::min_element(group.begin(), group.end(), slower);
      std::string problems;
      for (const Timed& t : group) {
        points.push_back({t.input->size, t.seconds, t.over_cap});
        if (!t.problem.empty() && problems.empty()) problems = "  " + t.input->name + ": " + t.problem;
      }
      sweep_wrong = sweep_wrong || !problems.empty();
      line(fmt::format("  {:>5}  {:>10}{}", worst.input->size, time_cell(worst),
                       problems.empty() ? mark(worst) : problems));
    }
    if (cut_after) {
      line(fmt::format("  ({0} = {1} and up not run: {0} = {2} already took more than {3}.)", suite.size_name,
                       suite.sweep[*cut_after + 1].front().size, suite.sweep[*cut_after].front().size,
                       check::limit_text(cap)));
    }
    if (const std::optional<double> p = check::growth_exponent(points)) {
      line(
          fmt::format("  About {}^{:.1f}: the exponent of a fit to the sizes measured in full that took 20 ms or more.",
                      suite.size_name, *p));
    }
    line("");
    const Timed* slowest = &hardest.front();
    for (const Timed& t : hardest) {
      if (slower(t, *slowest)) slowest = &t;
    }
    for (const std::vector<Timed>& group : sweep) {
      for (const Timed& t : group) {
        if (slower(t, *slowest)) slowest = &t;
      }
    }
    bool saved = false;
    if (!options_.save_path.empty()) saved = save_input(slowest->input->text);
    const std::string file = saved ? options_.save_path : "FILE";
    line(fmt::format(
        "The slowest input: {}, {} of CPU time.{} Then {} times it alone{}.", slowest->input->name, time_cell(*slowest),
        saved ? fmt::format(" Saved to {}.", options_.save_path) : " --save FILE writes it.", input_command(file),
        runners_.program().profiles ? ", with a cProfile of where the time goes when it is too slow" : ""));
    fmt::print("{}", text);
    if (!options_.html_path.empty()) {
      check::SpeedPage page;
      page.title = fmt::format("Speed of {} on {}{}", program_shown(), kit_.name(), settings_summary());
      page.report = text;
      page.size_name = suite.size_name;
      page.limit = timing_.limit;
      page.cap = cap;
      page.points = points;
      if (std::optional<Error> failed = write_text_file(options_.html_path, check::speed_page(page))) {
        fmt::print(stderr, "gridsolve check: --html: {}\n", failed->message);
        return kExitBadInput;
      }
    }
    const bool all_over = over > 0 || std::any_of(points.begin(), points.end(), [&](const check::SpeedPoint& p) {
                            return p.over_cap || p.seconds > timing_.limit;
                          });
    return all_over || wrong > 0 || sweep_wrong ? kExitFailureFound : kExitSolved;
  }

 private:
  // One input of --speed, timed.
  struct Timed {
    const check::SpeedInput* input = nullptr;
    double seconds = 0;     // CPU time; the lower of two runs when it went over the limit
    bool over_cap = false;  // stopped at the cap
    std::string problem;    // a wrong answer, a crash: what went wrong
    bool failed_to_run = false;
  };

  Timed time_one(const check::SpeedInput& input, double cap) {
    Timed timed;
    timed.input = &input;
    Expected<std::string> expected = kit_.answer(input.text);
    if (!expected) {
      timed.problem = "gridsolve cannot solve it: " + expected.error().message;
      return timed;
    }
    Timing capped = timing_;
    capped.limit = cap;
    const ProcessLimits run_limits = limits(1.0, cap, std::max(timing_.wall_cap, 2 * cap));
    const std::string arguments = arguments_for(input.text);
    const bool function_style = runners_.program().function_style;
    ProcessResult process = runners_.run(arguments, run_limits);
    Judgement judgement = judge(process, expected.value(), capped, 1.0, function_style);
    if (judgement.verdict == Verdict::kAgrees && process.cpu_seconds > timing_.limit) {
      // Over the limit but under the cap: the lower of two runs, as a rerun
      // decides a test.
      const ProcessResult again = runners_.run(arguments, run_limits);
      if (judge(again, expected.value(), capped, 1.0, function_style).verdict == Verdict::kAgrees) {
        process.cpu_seconds = std::min(process.cpu_seconds, again.cpu_seconds);
      }
    }
    timed.seconds = process.cpu_seconds;
    switch (judgement.verdict) {
      case Verdict::kAgrees: break;
      case Verdict::kTooSlow:
        timed.over_cap = true;
        timed.seconds = cap;
        break;
      case Verdict::kWrongAnswer:
        timed.problem = fmt::format("wrong answer: {}, expected {}", judgement.answer, expected.value());
        break;
      case Verdict::kCannotRun:
        timed.failed_to_run = true;
        timed.problem = judgement.detail;
        break;
      default: timed.problem = verdict_line(judgement);
    }
    return timed;
  }

  static std::string verdict_line(const Judgement& judgement) {
    return fmt::format("{}{}", verdict_name(judgement.verdict),
                       judgement.detail.empty() ? "" : " (" + judgement.detail + ")");
  }

  // The limits of one run: CPU time `cpu_limit`, the wall-clock cap times
  // `margin` (or `wall` seconds when given).
  ProcessLimits limits(double margin, double cpu_limit, double wall = 0) const {
    ProcessLimits run;
    run.wall_timeout =
        std::chrono::milliseconds(static_cast<std::int64_t>((wall > 0 ? wall : timing_.wall_cap * margin) * 1000));
    run.cpu_seconds = cpu_limit;
    run.interrupt = &interrupt_flag();
    run.stop = &stop_;
    return run;
  }

  // A Programmers solution gets its function's arguments; anything else the
  // judge's input text.
  std::string arguments_for(const std::string& input) const {
    return runners_.program().function_style ? kit_.puzzle().function_arguments(input) : input;
  }

  // One test. A run over a time limit is run again, and only a rerun over a
  // limit too makes the test fail that way; `margin` scales the limits (see
  // kShrinkTimeMargin).
  // kShrinkTimeMargin); `cancel`, when it becomes true, ends the runs (the
  // test is then kInterrupted).
  Expected<TestRun> run_one(std::string input, double margin = 1.0, const std::atomic<bool>* cancel = nullptr) {
    Expected<std::string> expected = kit_.answer(input);
    if (!expected) return expected.error();
    TestRun test{std::move(input), std::move(expected).value(), {}, {}, {}};
    const std::string arguments = arguments_for(test.input);
    const bool function_style = runners_.program().function_style;
    ProcessLimits run_limits = limits(margin, timing_.limit * margin);
    run_limits.cancel = cancel;
    test.process = runners_.run(arguments, run_limits);
    test.judgement = judge(test.process, test.expected, timing_, margin, function_style);
    if (is_time_verdict(test.judgement.verdict)) {
      const Verdict first = test.judgement.verdict;
      ProcessResult first_run = std::move(test.process);
      test.process = runners_.run(arguments, run_limits);
      test.judgement = judge(test.process, test.expected, timing_, margin, function_style);
      if (test.judgement.verdict == first) test.judgement.detail = twice_detail(first_run, test, margin);
      test.first_run = std::move(first_run);
    }
    return test;
  }

  // Both runs of a test that went over a time limit twice: `first`, then
  // test.process.
  std::string twice_detail(const ProcessResult& first, const TestRun& test, double margin) const {
    if (test.judgement.verdict == Verdict::kTooSlow) {
      return fmt::format("over the {} CPU time limit on a run and a rerun: {}, then {}",
                         check::limit_text(timing_.limit * margin), cpu_phrase(first),
                         cpu_phrase(test.process, first.ending == ProcessResult::Ending::kCpuLimit));
    }
    return fmt::format("no answer within {} of wall-clock time on a run and a rerun, having used {} and {} of CPU time",
                       check::limit_text(timing_.wall_cap * margin), check::seconds_text(first.cpu_seconds),
                       check::seconds_text(test.process.cpu_seconds));
  }

  // "1.02 s of CPU time", or "no answer within 10 s of wall-clock time".
  std::string time_phrase(const ProcessResult& process) const {
    if (process.ending == ProcessResult::Ending::kTimedOut) {
      return fmt::format("no answer within {} of wall-clock time", check::limit_text(timing_.wall_cap));
    }
    return cpu_phrase(process) + " of CPU time";
  }

  // Tests that went over a time limit once and not on the rerun (before the
  // first failure): passed, but close to the limit.
  void print_close_calls(std::optional<std::uint64_t> first) const {
    std::vector<std::string> shown;
    std::size_t count = 0;
    for (const auto& [index, runs] : close_calls_) {
      if (first && index >= *first) break;
      ++count;
      if (shown.size() < 3) {
        shown.push_back(fmt::format("test {}: {}, then {}", index, time_phrase(runs.first), time_phrase(runs.second)));
      }
    }
    if (count == 0) return;
    fmt::print(
        "{} test{} went over the limit of {} on one run and not on a rerun ({}{}): close to the limit, where a "
        "judge may say time limit exceeded.\n",
        count, count == 1 ? "" : "s", timing_.limit_phrase(), fmt::join(shown, "; "),
        count > shown.size() ? "; ..." : "");
  }

  // --save FILE: writes `input` there; false, after a line on standard
  // error, when it cannot.
  bool save_input(const std::string& input) const {
    const std::optional<Error> failed = write_text_file(options_.save_path, input);
    if (failed) fmt::print(stderr, "gridsolve check: {}: {}\n", options_.save_path, failed->message);
    return !failed;
  }

  gen::ShrinkResult<TestRun> shrink_failure(const TestRun& failure) {
    const Verdict verdict = failure.judgement.verdict;
    const std::string kind = failure_kind(failure);
    // A time-out is kept only when it is over the limits by a margin, so
    // that the shrunk input stays too slow on another run.
    const double margin = is_time_verdict(verdict) ? kShrinkTimeMargin : 1.0;
    std::fflush(stdout);  // the failure's lines before the progress
    stop_ = false;
    ShrinkMonitor monitor(options_.shrink_seconds, stop_);
    monitor.update(kit_.describe(failure.input), 0, 0);
    gen::ShrinkPlan<TestRun> plan;
    plan.batch_size = jobs_;
    plan.candidates = [&](const TestRun& current) {
      std::vector<TestRun> variants;
      for (std::string& text : kit_.shrink_candidates(current.input)) {
        variants.push_back(TestRun{std::move(text), {}, {}, {}, {}});
      }
      return variants;
    };
    plan.stop = [this] { return interrupted() || stop_.load(); };
    std::size_t runs = 0, steps = 0;
    plan.first_failing = [&](const std::vector<TestRun>& batch) -> std::optional<std::size_t> {
      if (interrupted() || stop_) return std::nullopt;  // the smallest failure so far is reported
      std::vector<std::optional<TestRun>> results(batch.size());
      // Once a candidate fails, those after it in the batch cannot be the
      // one kept: their runs are stopped (a slow program's runs take the
      // whole time limit, twice).
      const std::unique_ptr<std::atomic<bool>[]> cancel(new std::atomic<bool>[batch.size()]);
      for (std::size_t i = 0; i < batch.size(); ++i) cancel[i] = false;
      const std::optional<std::uint64_t> found = run_until_first_failure(batch.size(), jobs_, [&](std::uint64_t i) {
        Expected<TestRun> test = run_one(batch[i].input, margin, &cancel[i]);
        if (!test || failure_kind(test.value()) != kind) return false;
        results[i] = std::move(test).value();
        for (std::size_t later = i + 1; later < batch.size(); ++later) cancel[later] = true;
        return true;
      });
      runs += found ? *found + 1 : batch.size();
      if (!found) {
        monitor.update(kit_.describe(last_accepted_ ? last_accepted_->input : failure.input), runs, steps);
        return std::nullopt;
      }
      ++steps;
      // The candidate carries only its input; keep the full run of the winner.
      last_accepted_ = std::move(results[*found]);
      monitor.update(kit_.describe(last_accepted_->input), runs, steps);
      return static_cast<std::size_t>(*found);
    };
    gen::ShrinkResult<TestRun> result = gen::shrink(failure, plan);
    if (result.steps > 0 && last_accepted_) result.smallest = *last_accepted_;
    shrink_seconds_ = monitor.elapsed();
    budget_spent_ = monitor.budget_spent();
    monitor.finish();
    stop_ = false;
    return result;
  }

  int report(const TestRun& original, const gen::ShrinkResult<TestRun>& shrunk) const {
    const TestRun& small = shrunk.smallest;
    const bool timed = is_time_verdict(small.judgement.verdict);
    const std::string how_long = timed ? fmt::format(" in {:.1f} s", shrink_seconds_) : "";
    const std::string ended = shrunk.stopped_early ? ", stopped at the limit of tries"
                              : budget_spent_      ? fmt::format(", stopped at the --shrink-time budget of {}",
                                                                 check::limit_text(options_.shrink_seconds))
                              : interrupted()      ? fmt::format(", stopped by {}", stop_cause())
                                                   : "";
    if (shrunk.steps == 0) {
      fmt::print("No smaller input fails the same way ({} tried{}{}); the input is {}.\n", shrunk.runs, how_long, ended,
                 kit_.describe(small.input));
    } else {
      fmt::print("Shrunk from {} to {} in {} step{} ({} smaller input{} tried{}{}).\n", kit_.describe(original.input),
                 kit_.describe(small.input), shrunk.steps, shrunk.steps == 1 ? "" : "s", shrunk.runs,
                 shrunk.runs == 1 ? "" : "s", how_long, ended);
    }
    if (timed) {
      fmt::print("A smaller input was kept only when it went over the limit by {:.0f}% on a run and a rerun.\n",
                 (kShrinkTimeMargin - 1) * 100);
    }
    bool saved = false;
    if (!options_.save_path.empty()) saved = save_input(small.input);
    fmt::print("\nInput{}:\n{}", saved ? fmt::format(" (saved to {})", options_.save_path) : "", small.input);
    fmt::print("\nExpected: {}\n", small.expected);
    fmt::print("Got:      {}\n", describe_output(small));
    fmt::print("{}", malformed_hint(small));
    fmt::print("{}", exit_status_hint(small));
    const bool function_style = runners_.program().function_style;
    if (function_style && !trimmed(small.process.out).empty()) {
      fmt::print("Your program printed (shown apart: solution's return value is its answer):\n{}\n",
                 indented(first_lines(small.process.out, 20)));
    }
    if (!trimmed(small.process.err).empty()) {
      fmt::print("Its standard error ended with:\n{}\n", error_excerpt(small.process.err));
    }
    if (!trimmed(runners_.load_output()).empty()) {
      fmt::print("When loaded, before solution was called, it printed:\n{}\n",
                 indented(first_lines(runners_.load_output(), 10)));
    }
    if (timed) {
      report_time(small);
      return kExitFailureFound;
    }
    if (small.judgement.verdict == Verdict::kWrongAnswer) {
      const std::string why_not = kit_.explain_wrong(small.input, small.judgement.answer);
      if (!why_not.empty()) fmt::print("\nWhy not {}:\n{}", small.judgement.answer, why_not);
    }
    fmt::print("\nWhy {}:\n{}", small.expected, kit_.explain(small.input));
    return kExitFailureFound;
  }

  // A whole program that printed the expected answer and then exited with
  // a status other than 0 (a main that returns 1): right but for that, which
  // "Got: 2 (exited with status 1)" under "Expected: 2" left to puzzle out.
  std::string exit_status_hint(const TestRun& test) const {
    const ProcessResult& process = test.process;
    if (runners_.program().function_style || test.judgement.verdict != Verdict::kCrashed ||
        process.ending != ProcessResult::Ending::kExited || process.exit_status == 0 ||
        trimmed(process.out) != test.expected) {
      return "";
    }
    return fmt::format(
        "Its output is the expected answer, but it exited with status {}: a judge takes any status but 0 for a "
        "runtime error, so end the program with status 0 (in C and C++, return 0 from main).\n",
        process.exit_status);
  }

  // How long a test that failed on time took: its two runs, then for a test
  // over the CPU limit one run in full (up to kFullMeasureTimes the limit)
  // and, for Python, where the time went.
  void report_time(const TestRun& test) const {
    const ProcessResult& rerun = test.process;
    const ProcessResult& first = test.first_run ? *test.first_run : test.process;
    const std::string arguments = arguments_for(test.input);
    if (test.judgement.verdict == Verdict::kTimedOut) {
      const double most = std::max(first.cpu_seconds, rerun.cpu_seconds);
      fmt::print(
          "\nTime: no answer within the {} wall-clock cap (--timeout) on a run and a rerun, having used {} and {} of "
          "CPU time{}\n",
          check::limit_text(timing_.wall_cap), check::seconds_text(first.cpu_seconds),
          check::seconds_text(rerun.cpu_seconds),
          most < 0.5 * timing_.limit
              ? ": the program waits (a sleep, input that never comes, a lock) rather than computes. Judges count CPU "
                "time, so waiting does not use up their limit, but they stop a program that waits this long, as check "
                "does."
              : ": it was computing part of that time, slowly (a busy machine?), and waiting the rest.");
      return;
    }
    fmt::print("\nTime: over the limit of CPU time on a run and a rerun ({}, then {}); the limit is {}.\n",
               cpu_phrase(first), cpu_phrase(rerun, first.ending == ProcessResult::Ending::kCpuLimit),
               timing_.limit_phrase());
    // These runs stop at a CPU time; their wall-clock caps are only for
    // hangs, far above, so that a loaded machine does not cut them short.
    const double full_cap = timing_.limit * kFullMeasureTimes;
    const double full_wall = std::max(timing_.wall_cap, 10 * full_cap);
    const ProcessResult full = runners_.run(arguments, limits(1.0, full_cap, full_wall));
    using Ending = ProcessResult::Ending;
    if (full.ending == Ending::kCpuLimit) {
      fmt::print("Run in full, it takes more than {} of CPU time ({:g} times the limit, where check stopped it).\n",
                 check::limit_text(full_cap), kFullMeasureTimes);
    } else if (full.ending == Ending::kTimedOut) {
      fmt::print("Run in full, it gave no answer within {} of wall-clock time ({} of CPU time).\n",
                 check::limit_text(full_wall), check::seconds_text(full.cpu_seconds));
    } else if (full.ending != Ending::kInterrupted && full.ending != Ending::kFailedToStart) {
      fmt::print("Run in full, it takes {} of CPU time ({} of wall-clock time), {:.1f} times the limit.\n",
                 check::seconds_text(full.cpu_seconds), check::seconds_text(full.wall_seconds),
                 full.cpu_seconds / timing_.limit);
    }
    if (!runners_.program().profiles || interrupted()) return;
    const double profile_cap = timing_.limit * 2 + 1;
    const ProcessResult profiled =
        runners_.run(arguments, limits(1.0, profile_cap, std::max(timing_.wall_cap, 10 * profile_cap)), timing_.limit);
    if (trimmed(profiled.profile).empty()) return;
    fmt::print(
        "\nWhere the time went: cProfile over this input's first {} of CPU time, each function's own time, not "
        "counting what it called (the profiler slows Python down, so read the shares):\n{}",
        check::limit_text(timing_.limit), indented_lines(profiled.profile));
  }

  std::string describe_output(const TestRun& test) const {
    const Verdict verdict = test.judgement.verdict;
    if (verdict == Verdict::kWrongAnswer) {
      return runners_.program().function_style ? fmt::format("{} (returned by solution)", test.judgement.answer)
                                               : test.judgement.answer;
    }
    if (verdict == Verdict::kTooSlow) return "no answer within the limit (see Time below)";
    if (verdict == Verdict::kTimedOut) return "no answer within the wall-clock cap (see Time below)";
    const std::string out = runners_.program().function_style ? "" : trimmed(test.process.out);
    if (out.find('\n') != std::string::npos) {
      // Several lines (debug prints before the answer, a board): each on a
      // line of its own under the note, not the first after "Got:" and the
      // note after the last, as if the last line alone were wrong.
      const std::vector<std::string> lines = split_lines(out);
      std::string shown;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines.size() > 12 && i == 10) {
          shown += fmt::format("... ({} lines more)\n", lines.size() - 11);
          i = lines.size() - 1;
        }
        shown += (lines[i].size() > 200 ? lines[i].substr(0, 200) + "..." : lines[i]) + "\n";
      }
      // Past the output limit the middle is left out (run_process.cpp): the
      // lines counted are the kept ones, so the count would understate it.
      const bool cut = out.find(" bytes left out here: check keeps the first and the last ") != std::string::npos;
      return fmt::format("({}: {})\n{}", test.judgement.detail,
                         cut ? std::string("more than 1 MiB") : fmt::format("{} lines", lines.size()),
                         indented(shown.substr(0, shown.size() - 1)));
    }
    std::string shown = out.size() > 200 ? out.substr(0, 200) + "..." : out;
    if (shown.empty()) return fmt::format("({})", test.judgement.detail);
    return fmt::format("{} ({})", shown, test.judgement.detail);
  }

  // For output that is not one whole number but ends with one ("answer:
  // 16", debug lines before the answer): what that number is, and that
  // judges compare the whole output. Empty otherwise.
  std::string malformed_hint(const TestRun& test) const {
    if (test.judgement.verdict != Verdict::kMalformed || runners_.program().function_style) return "";
    const std::string out = trimmed(test.process.out);
    const std::size_t space = out.find_last_of(" \t\r\n\f\v");
    if (space == std::string::npos) return "";
    const std::string last = out.substr(space + 1);
    if (!is_whole_number(last)) return "";
    return fmt::format(
        "Its output ends with {}, {}: judges compare the whole output, so print the answer alone, and anything "
        "else (debug lines) to standard error, which check shows apart.\n",
        last, last == test.expected ? "the expected answer" : "not the expected answer either");
  }

  static std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    for (std::size_t at = 0; at <= text.size();) {
      std::size_t end = std::min(text.find('\n', at), text.size());
      lines.push_back(text.substr(at, end - at));
      if (!lines.back().empty() && lines.back().back() == '\r') lines.back().pop_back();
      at = end + 1;
    }
    return lines;
  }

  // The end of a run's standard error, its repeated lines collapsed as
  // Python collapses a recursion's frames, and the line naming the uncaught
  // exception kept: a stack overflow's trace (Java's 1,024 frames, node's
  // ten) once showed eight copies of one frame and not the error's name.
  static std::string error_excerpt(const std::string& err) {
    const std::string collapsed = collapse_repeated_lines(err);
    std::string excerpt = last_lines(collapsed, 8);
    const NamedException exception = named_exception(collapsed);
    if (exception.line.empty() || excerpt.find(exception.line) != std::string::npos) return excerpt;
    return fmt::format("{}\n...\n{}", exception.line, excerpt);
  }

  // More than three equal lines in a row: three, then "[Previous line
  // repeated N more times]", Python's words.
  static std::string collapse_repeated_lines(const std::string& text) {
    std::vector<std::string> lines;
    for (std::size_t at = 0; at <= text.size();) {
      const std::size_t end = std::min(text.find('\n', at), text.size());
      lines.push_back(text.substr(at, end - at));
      at = end + 1;
    }
    std::string out;
    for (std::size_t i = 0; i < lines.size();) {
      std::size_t run = 1;
      while (i + run < lines.size() && lines[i + run] == lines[i]) ++run;
      for (std::size_t k = 0; k < std::min<std::size_t>(run, 3); ++k) out += lines[i] + "\n";
      if (run > 3) {
        const std::string indent = lines[i].substr(0, lines[i].find_first_not_of(" \t"));
        out += fmt::format("{}[Previous line repeated {} more times]\n", indent, run - 3);
      }
      i += run;
    }
    return out;
  }

  static std::string last_lines(const std::string& text, int count) {
    const std::string body = trimmed(text);
    std::size_t from = body.size();
    for (int i = 0; i < count && from != std::string::npos && from > 0; ++i) from = body.rfind('\n', from - 1);
    return from == std::string::npos || from == body.size() ? body : body.substr(from + 1);
  }

  static std::string first_lines(const std::string& text, int count) {
    std::string body = trimmed(text);
    std::size_t end = 0;
    for (int i = 0; i < count && end != std::string::npos; ++i) end = body.find('\n', end == 0 ? 0 : end + 1);
    if (end == std::string::npos) return body;
    const auto more = std::count(body.begin() + static_cast<std::ptrdiff_t>(end), body.end(), '\n');
    return fmt::format("{}\n... ({} more line{})", body.substr(0, end), more, more == 1 ? "" : "s");
  }

  static std::string indented(const std::string& text) {
    std::string out = "  ";
    for (char c : text) {
      out += c;
      if (c == '\n') out += "  ";
    }
    return out;
  }

  // Each line of `text` (which ends with a newline) indented by two spaces.
  static std::string indented_lines(const std::string& text) {
    std::string out;
    std::size_t at = 0;
    while (at < text.size()) {
      const std::size_t end = text.find('\n', at);
      const std::size_t stop = end == std::string::npos ? text.size() : end;
      out += "  " + text.substr(at, stop - at) + "\n";
      at = stop + 1;
    }
    return out;
  }

  // The program as the command line named it.
  // After a pass, how the program ran: a file with both a main and a
  // solution, or a script that defines solution and reads standard input,
  // could have been run either way, and a pass alone did not say which.
  void print_how_run() const { fmt::print("Checked: {} ({}).\n", program_shown(), runners_.program().description); }

  std::string program_shown() const {
    if (!options_.python_solution.empty()) return options_.python_solution;
    if (options_.after_dashes) return fmt::format("{}", fmt::join(options_.program, " "));
    return options_.program.empty() ? "the program" : options_.program[0];
  }

  // The command that runs the program on one case, FILE.
  std::string input_command(const std::string& file) const {
    std::string command = fmt::format("gridsolve check {}", kit_.name());
    if (kit_.puzzle().takes(PuzzleOption::kMoves)) command += fmt::format(" --moves {}", options_.moves);
    if (timing_.limit_given) command += fmt::format(" --time-limit {:g}", timing_.limit);
    if (!options_.python_solution.empty()) {
      return fmt::format("{} --python-solution {} --input {}", command, options_.python_solution, file);
    }
    if (options_.after_dashes)
      return fmt::format("{} --input {} -- {}", command, file, fmt::join(options_.program, " "));
    return fmt::format("{} {} --input {}", command, options_.program.empty() ? "" : options_.program[0], file);
  }

  // The generator options given, to repeat in the `gen` line of the report
  // (gen takes no --moves: only the expected answers depend on K).
  std::string generator_options() const {
    const GenSettings& s = options_.settings;
    std::string summary;
    auto add = [&](const char* name, const std::string& value) {
      if (!value.empty()) summary += fmt::format(" {} {}", name, value);
    };
    add("--size", s.size);
    add("--tiles", s.tiles);
    add("--density", s.density);
    add("--family", s.family);
    add("--pairs", s.pairs);
    add("--shapes", s.shapes);
    return summary;
  }

  // What the tests were: the generator options, and K for 2048.
  std::string settings_summary() const {
    return generator_options() +
           (kit_.puzzle().takes(PuzzleOption::kMoves) ? fmt::format(" --moves {}", options_.moves) : "");
  }

  const CheckOptions& options_;
  CheckedPuzzle kit_;
  ProgramRunners& runners_;
  Timing timing_;
  std::uint64_t jobs_ = 1;
  Progress progress_;
  std::optional<TestRun> last_accepted_;
  // Set to end the runs in progress (the shrinking budget is spent).
  mutable std::atomic<bool> stop_{false};
  std::map<std::uint64_t, std::pair<ProcessResult, ProcessResult>> close_calls_;
  double shrink_seconds_ = 0;
  bool budget_spent_ = false;
};

int usage_error(const std::string& message) {
  fmt::print(stderr, "gridsolve check: {}\n", message);
  return kExitBadInput;
}

// What the program given after PUZZLE is: a source file to compile and run
// through its language's harness, or a command run as it is.
Expected<check::PreparedProgram> program_to_check(const CheckOptions& options, const Puzzle& puzzle,
                                                  check::WorkDir& work) {
  const char* how =
      "give the program to check: a source file (gridsolve check {} my.cpp), or a command after -- "
      "(gridsolve check {} -- ./my-program)";
  std::string file = options.python_solution;
  std::optional<check::Language> language;
  if (!file.empty()) {
    if (!options.program.empty()) {
      return Error{"give the program to check once: a source file, a command after --, or --python-solution FILE"};
    }
    language = check::Language::kPython;
  } else if (options.program.empty()) {
    return Error{fmt::format(fmt::runtime(how), puzzle.name(), puzzle.name())};
  } else if (!options.after_dashes) {
    if (options.program.size() > 1) {
      return Error{
          fmt::format("give one source file, or put a command and its arguments after --: gridsolve check "
                      "{} -- {}",
                      puzzle.name(), fmt::join(options.program, " "))};
    }
    file = options.program[0];
    language = check::language_of(file);
    if (!language) {
      // An executable without a known extension (./a.out) runs as a command.
      Expected<std::string> executable = find_executable(file.find('/') == std::string::npos ? "./" + file : file);
      if (!executable) {
        if (::access(file.c_str(), R_OK) != 0)
          return Error{fmt::format("cannot read {}: {}", file, std::strerror(errno))};
        return Error{
            fmt::format("cannot tell the language of {} from its name (known: {}); to run a program as it "
                        "is, put its command after --: gridsolve check {} -- ./my-program",
                        file, check::known_extensions(), puzzle.name())};
      }
      return check::PreparedProgram{.argv = {executable.value()}, .description = "a command run as it is"};
    }
  }
  if (file.empty()) {
    Expected<std::string> program = find_executable(options.program[0]);
    if (!program) return program.error();
    // check's options written after the command (gridsolve check 2048 --
    // ./a.out --tests 5) are the command's arguments: 100 tests ran, and
    // the command was given "--tests 5", with no word of it. Said, in case
    // that was not meant.
    for (std::size_t i = 1; i < options.program.size(); ++i) {
      const std::string& word = options.program[i];
      if (options.option_names.contains(std::string_view(word).substr(0, word.find('=')))) {
        fmt::print(stderr,
                   "gridsolve check: {} comes after --, so it is given to the command ({}), not to check; check's "
                   "options go before --\n",
                   word, fmt::join(options.program, " "));
        break;
      }
    }
    std::vector<std::string> argv = options.program;
    argv[0] = program.value();
    return check::PreparedProgram{.argv = std::move(argv), .description = "a command run as it is"};
  }
  if (::access(file.c_str(), R_OK) != 0) return Error{fmt::format("cannot read {}: {}", file, std::strerror(errno))};
  if (!language) return Error{fmt::format("cannot tell the language of {}", file)};  // (returned above already)
  check::PrepareOptions prepare;
  prepare.judge_style = puzzle.judge_style();
  prepare.parameters = puzzle.function_parameters();
  prepare.puzzle = std::string(puzzle.name());
  prepare.python = options.python;
  prepare.cache = options.no_cache ? "" : check::cache_folder();
  prepare.interrupt = &interrupt_flag();
  return check::prepare(file, *language, prepare, work);
}

// How long a harness may take to load the program (a JVM's start, imports,
// top-level code): kLoadSeconds, or --timeout when given, but not less than
// kLeastLoadSeconds, so that a short --timeout for the tests (0.3 s) does not
// stop an interpreter that is merely starting on a busy machine.
inline constexpr double kLoadSeconds = 10;
inline constexpr double kLeastLoadSeconds = 2;
double load_seconds(const CheckOptions& options) {
  return options.timeout_seconds > 0 ? std::max(options.timeout_seconds, kLeastLoadSeconds) : kLoadSeconds;
}

// For a solution(...) file that failed while loading and reads standard
// input: why. Its top level (a local run's `board = json.loads(sys.stdin
// .read())`) runs once when the file loads, with nothing on standard input,
// and a traceback alone ("EOFError", "Unexpected end of JSON input") left
// the user to guess that. Python's failure must be at the top level.
std::string top_level_input_hint(const std::string& file, const std::string& said,
                                 const check::PreparedProgram& program) {
  if (!program.solution_file_reads_input) return "";
  const std::optional<check::Language> language = check::language_of(file);
  const bool python = language == check::Language::kPython;
  if (python && said.find(", in <module>\n") == std::string::npos) return "";
  return fmt::format(
      "\n{} defines solution, which check calls as Programmers does: the file is loaded once, with nothing on "
      "standard input, so code at its top level that reads the input fails; put that code under {}, which a local "
      "run still enters{}",
      file, python ? "if __name__ == '__main__':" : "if (require.main === module) { ... }",
      python ? "" : " (in an ES module, move it to another file)");
}

// How the program ended while it was loaded, for the one line of exit 2.
std::string load_failure(const ProcessResult& failed, const std::string& file, double allowed_seconds,
                         const check::PreparedProgram& program) {
  using Ending = ProcessResult::Ending;
  // A solution that cannot take the puzzle's arguments: the harness's one
  // line, made whole (file, line, the call, what to write).
  if (failed.ending == Ending::kExited && failed.exit_status == 5) {
    if (std::optional<std::string> line = check::wrong_signature(file, failed.err, program)) return *line;
  }
  std::string said = trimmed(failed.err + (failed.err.empty() ? "" : "\n") + failed.out);
  switch (failed.ending) {
    case Ending::kFailedToStart: return failed.failure;
    case Ending::kInterrupted: return fmt::format("stopped by {} while the program was loading", stop_cause());
    case Ending::kTimedOut:
    case Ending::kCpuLimit: {
      // What runs while loading is the file's top level, which a self-test
      // left there (a loop, an input()) can keep from ending.
      const std::string hint =
          check::language_of(file) == check::Language::kPython
              ? "; top-level code runs when the file loads: put self-tests under if __name__ == '__main__':"
              : "; top-level code runs when the file loads: a self-test there that never ends keeps the tests from "
                "starting";
      return fmt::format("{} did not finish loading within {} (--timeout, at least {}; {} without it){}", file,
                         check::limit_text(allowed_seconds), check::limit_text(kLeastLoadSeconds),
                         check::limit_text(kLoadSeconds), hint);
    }
    case Ending::kSignalled:
      return fmt::format("{} was killed by signal {} while loading:\n{}", file, failed.signal, said);
    case Ending::kExited:
      if (failed.exit_status == 3) return fmt::format("{} does not compile:\n{}", file, said);
      if (failed.exit_status == 4) {
        return fmt::format("{} fails while loading, before any test:\n{}{}", file, said,
                           top_level_input_hint(file, said, program));
      }
      return fmt::format("{} ended while loading (status {}), before any test:\n{}", file, failed.exit_status, said);
  }
  return said;
}

// --save FILE and --html PAGE write files, which must not be ones that
// check reads: `gridsolve check 2048 mine.py --save mine.py` once replaced
// the solution with the shrunk input. Nor may --save be named like a
// program (another solution beside it, say): it holds an input case.
std::optional<std::string> refused_output(const CheckOptions& options) {
  std::vector<std::pair<std::string, const char*>> read;  // a file check reads, and what it is
  if (!options.python_solution.empty()) read.emplace_back(options.python_solution, "the program checked");
  for (const std::string& argument : options.program) read.emplace_back(argument, "the program checked");
  if (!options.input_path.empty()) read.emplace_back(options.input_path, "the --input file");
  for (const auto& [option, path] : {std::pair{"--save", &options.save_path}, {"--html", &options.html_path}}) {
    if (path->empty()) continue;
    for (const auto& [file, what] : read) {
      if (same_existing_file(*path, file)) {
        return fmt::format("{}: '{}' is {}; writing would overwrite it (choose another {} name)", option, *path, what,
                           option);
      }
    }
  }
  // A path that cannot be written is refused now, not after every test and
  // the shrinking, when the report would come without its file.
  for (const auto& [option, path] : {std::pair{"--save", &options.save_path}, {"--html", &options.html_path}}) {
    if (path->empty()) continue;
    std::error_code error;
    if (std::filesystem::is_directory(*path, error)) {
      return fmt::format("{}: '{}' is a folder; give the name of a file to write (such as {})", option, *path,
                         option == std::string("--save") ? "small.txt" : "speed.html");
    }
    const std::filesystem::path folder = std::filesystem::path(*path).parent_path();
    if (!folder.empty() && !std::filesystem::is_directory(folder, error)) {
      return fmt::format("{}: the folder '{}' of '{}' does not exist (make it, or choose another {} path)", option,
                         folder.string(), *path, option);
    }
    if (read_only_file(*path)) {
      return fmt::format(
          "{}: '{}' is read-only, and check does not replace it (make it writable, or choose another "
          "{} name)",
          option, *path, option);
    }
    if (::access(folder.empty() ? "." : folder.c_str(), W_OK) != 0) {
      return fmt::format("{}: cannot write in the folder '{}' of '{}': {} (choose another {} path)", option,
                         folder.empty() ? "." : folder.string(), *path, std::strerror(errno), option);
    }
  }
  if (!options.save_path.empty() && check::language_of(options.save_path)) {
    return fmt::format(
        "--save: '{}' is named like a program, but --save writes an input case (choose a name such as small.txt)",
        options.save_path);
  }
  // The page would be written over the saved input, which the report then
  // says to run with --input.
  if (!options.save_path.empty() && !options.html_path.empty() &&
      same_output_file(options.save_path, options.html_path)) {
    return fmt::format("--save and --html both name '{}' (choose two names)", options.save_path);
  }
  return std::nullopt;
}

// --save replaces a file only when it holds a case of the puzzle (an
// earlier --save, a case from gen): `--save notes.txt` or `--save main.h`
// once replaced the user's file with the shrunk input, without a word.
std::optional<std::string> refused_save_over(const std::string& path, const Puzzle& puzzle) {
  std::error_code error;
  if (path.empty() || !std::filesystem::is_regular_file(path, error) || std::filesystem::file_size(path, error) == 0) {
    return std::nullopt;
  }
  // A saved case is small: one that is not may be anything else.
  constexpr std::uint64_t kLargestKept = 64ull << 20;
  Expected<InputText> text = read_input(path, kLargestKept);
  if (text && puzzle.parse_pasted(text.value().text(), kDefaultMemoryBudgetBytes)) return std::nullopt;
  return fmt::format(
      "--save: '{}' exists and holds no {} case, and check replaces only a case it could have saved (choose another "
      "--save name, or remove the file)",
      path, puzzle.name());
}

int run_check(CheckOptions options) {
  // SIGTERM and SIGHUP stop the tests as Ctrl-C does, so that the programs
  // started, in process groups of their own, are killed and the temporary
  // folder removed before the process ends by the signal (interrupt.hpp).
  end_gracefully();
  const Puzzle* puzzle = find_puzzle(options.puzzle);
  if (puzzle == nullptr) {
    return usage_error(fmt::format("unknown puzzle '{}'; the puzzles are {}", options.puzzle, puzzle_names()));
  }
  if (!options.html_path.empty()) {
    if (!options.speed) return usage_error("--html goes with --speed: it writes the speed report's page");
    const std::string extension = std::filesystem::path(options.html_path).extension().string();
    if (extension != ".html" && extension != ".htm") {
      return usage_error(fmt::format("--html: the page's name must end in .html or .htm, got '{}'", options.html_path));
    }
  }
  if (std::optional<std::string> refused = refused_output(options)) return usage_error(*refused);
  if (std::optional<std::string> refused = refused_save_over(options.save_path, *puzzle)) return usage_error(*refused);
  if (options.speed && !options.input_path.empty()) {
    return usage_error("--speed runs gridsolve's own hard inputs: give --speed or --input, not both");
  }
  if (options.speed) {
    const GenSettings& s = options.settings;
    for (const auto& [name, value] : {std::pair{"--size", &s.size},
                                      {"--tiles", &s.tiles},
                                      {"--density", &s.density},
                                      {"--family", &s.family},
                                      {"--pairs", &s.pairs},
                                      {"--shapes", &s.shapes}}) {
      if (!value->empty()) {
        return usage_error(fmt::format("{} does not apply to --speed, which runs gridsolve's own hard inputs", name));
      }
    }
  }
  if (options.moves_given && !puzzle->takes(PuzzleOption::kMoves)) {
    return usage_error(fmt::format("--moves applies to {} only", puzzles_taking(PuzzleOption::kMoves)));
  }
  Expected<std::unique_ptr<CaseGenerator>> generator = puzzle->generator(options.settings);
  if (!generator) return usage_error(generator.error().message);
  std::vector<InputCase> cases;
  if (!options.input_path.empty()) {
    Expected<InputText> text = read_input(options.input_path, kDefaultMemoryBudgetBytes);
    if (!text) return usage_error(fmt::format("--input {}: {}", options.input_path, text.error().message));
    Expected<std::vector<PastedCase>> pasted = puzzle->parse_pasted(text.value().text(), kDefaultMemoryBudgetBytes);
    if (!pasted) {
      const std::string note =
          other_puzzles_note(text.value().text(), *puzzle, kDefaultMemoryBudgetBytes, "gridsolve check {}");
      return report_bad_input(options.input_path, Error{pasted.error().message + note});
    }
    for (const PastedCase& one : pasted.value()) cases.push_back({one.parsed->text(), one.expected, one.line});
    // A pasted Baekjoon 12094 page's cases are checked with its K = 10, as
    // gridsolve 2048 solves them, unless --moves says otherwise.
    options.moves =
        moves_for_pasted(*puzzle, pasted.value(), options.moves, options.moves_given, "gridsolve check", "checking");
  }
  check::WorkDir work;
  Expected<check::PreparedProgram> program = program_to_check(options, *puzzle, work);
  if (!program) {
    // Stopped while compiling: stopped, as during the tests (exit 3), not a
    // file that does not compile (2).
    if (interrupted()) {
      fmt::print(stderr, "gridsolve check: {}\n", program.error().message);
      return kExitNotProven;
    }
    return usage_error(program.error().message);
  }
  // A program that stops reading its input must not kill gridsolve.
  ::signal(SIGPIPE, SIG_IGN);
  Timing timing;
  timing.judge = check::judge_limit(puzzle->name(), options.moves);
  timing.limit_given = options.time_limit_seconds > 0;
  timing.limit = timing.limit_given ? options.time_limit_seconds : timing.judge.seconds;
  timing.wall_cap = options.timeout_seconds > 0 ? options.timeout_seconds : std::max(10.0, 3 * timing.limit);
  ProcessLimits load_limits;
  load_limits.wall_timeout = std::chrono::milliseconds(static_cast<std::int64_t>(load_seconds(options) * 1000));
  load_limits.interrupt = &interrupt_flag();
  ProgramRunners runners(std::move(program).value(), load_limits);
  if (std::optional<ProcessResult> failed = runners.start()) {
    const std::string file = options.python_solution.empty() ? options.program[0] : options.python_solution;
    if (failed->ending == ProcessResult::Ending::kInterrupted) {
      fmt::print(stderr, "gridsolve check: {}\n",
                 load_failure(*failed, file, load_seconds(options), runners.program()));
      return kExitNotProven;
    }
    return usage_error(load_failure(*failed, file, load_seconds(options), runners.program()));
  }
  Checker checker(options, CheckedPuzzle(*puzzle, std::move(generator).value(), options.moves), runners, timing);
  if (options.speed) return checker.run_speed();
  return cases.empty() ? checker.run() : checker.run_cases(cases);
}

// An option of seconds: more than 0, at most a day.
void add_seconds_option(CLI::App& command, const char* name, double& target, const char* help) {
  command
      .add_option_function<std::string>(
          name,
          [name, &target](const std::string& text) {
            char* end = nullptr;
            const double seconds = std::strtod(text.c_str(), &end);
            if (text.empty() || *end != '\0' || !(seconds > 0 && seconds <= 86400)) {
              throw CLI::ValidationError(
                  name, fmt::format("expected seconds, more than 0 and at most 86400, got '{}'", text));
            }
            target = seconds;
          },
          help)
      ->type_name("SEC");
}

void add_count_option(CLI::App& command, const char* name, std::uint64_t min, std::uint64_t max, std::uint64_t& target,
                      const char* help) {
  command
      .add_option_function<std::string>(
          name,
          [=, &target](const std::string& text) {
            std::optional<std::uint64_t> value = parse_count(text, max);
            if (!value || *value < min) {
              throw CLI::ValidationError(
                  name, fmt::format("expected a whole number from {} to {}, got '{}'", min, max, text));
            }
            target = *value;
          },
          help)
      ->type_name("N");
}

}  // namespace

CommandRunner add_check_command(CLI::App& command) {
  auto options = std::make_shared<CheckOptions>();
  command.add_option("PUZZLE", options->puzzle, puzzle_names())->required();
  add_count_option(command, "--tests", 1, kMaxTests, options->tests, "Number of random tests (default 100)");
  add_seed_option(command, options->seed);
  add_seconds_option(command, "--time-limit", options->time_limit_seconds,
                     "CPU time (user + system) a test may take, as judges count it (default: the original judge's "
                     "limit: 2048 1 s, cards and blocks 10 s); a test is too slow only when it is over it twice");
  add_seconds_option(command, "--timeout", options->timeout_seconds,
                     "Wall-clock seconds a run may take before it is stopped as a time-out, to stop hangs and "
                     "sleeps (default 10, or 3 times --time-limit when that is more)");
  add_seconds_option(command, "--shrink-time", options->shrink_seconds,
                     "Seconds shrinking may take; then the smallest failing input so far is reported (default 60)");
  add_count_option(command, "-j,--jobs", 1, 1024, options->jobs, "Programs run at once (default: one per core)");
  command
      .add_option("--save", options->save_path,
                  "Write the shrunk failing input to FILE (with --speed: the slowest input)")
      ->type_name("FILE")
      ->check(file_name_given());
  command.add_flag("--speed", options->speed,
                   "Time the program on the hardest inputs of the original limits and against the board's size, "
                   "instead of random tests");
  command.add_option("--html", options->html_path, "With --speed: also write the report, with a plot, to PAGE.html")
      ->type_name("PAGE")
      ->check(file_name_given());
  command
      .add_option("--python-solution", options->python_solution,
                  "The same as giving FILE, read as Python whatever its name")
      ->type_name("FILE");
  command.add_option("--python", options->python, "The Python interpreter for .py files (default python3)")
      ->type_name("PROGRAM");
  command.add_flag("--no-cache", options->no_cache,
                   "Compile without gridsolve's cache ($GRIDSOLVE_CACHE_DIR, else ~/.cache/gridsolve: a precompiled "
                   "<bits/stdc++.h> and the C++ and Java harnesses, compiled once), and add nothing to it");
  add_gen_options(command, options->settings);
  command
      .add_option_function<std::string>(
          "-k,--moves",
          [options](const std::string& text) {
            // Up to 20: beyond that no exact answer comes in reasonable time.
            std::optional<std::uint64_t> moves = parse_count(text, 20);
            if (!moves) {
              throw CLI::ValidationError("--moves",
                                         fmt::format("expected a whole number of moves from 0 to 20, got '{}'", text));
            }
            options->moves = *moves;
            options->moves_given = true;
          },
          "2048: most moves allowed, K (default 5, Baekjoon 12100, or what a statement in --input names; 10 is "
          "12094)")
      ->type_name("K");
  command
      .add_option("--input", options->input_path,
                  "Run the program on the cases in FILE (- for standard input; any form gridsolve PUZZLE FILE "
                  "reads: a judge's sample, an examples table, several cases) instead of random tests")
      ->type_name("FILE")
      ->check(file_name_given());
  command.add_option("PROGRAM", options->program,
                     "A source file (.cpp .cc .c .py .java .js), or after -- a command and its arguments");
  return [options, &command] {
    // CLI11 keeps the "--" it met among the arguments it did not take.
    const std::vector<std::string> rest = command.remaining();
    options->after_dashes = std::find(rest.begin(), rest.end(), "--") != rest.end();
    for (const CLI::Option* option : command.get_options()) {
      // --help after -- is the command's own help, not a check option misplaced.
      if (option == command.get_help_ptr()) continue;
      for (const std::string& name : option->get_lnames()) options->option_names.insert("--" + name);
      for (const std::string& name : option->get_snames()) options->option_names.insert("-" + name);
    }
    return run_check(*options);
  };
}

}  // namespace gridsolve::cli
