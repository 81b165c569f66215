// gridsolve check PUZZLE [--tests N] [--seed S] [--timeout SEC] [--jobs J]
//                 [--save FILE] [--input CASE] [generator options]
//                 (FILE | -- COMMAND [ARGS...] | --python-solution FILE)
//
// Runs a program on random instances (or on the cases of --input), compares
// its answers with the exact ones, and shrinks the first failure to a small
// input that still fails the same way. FILE is a source file: it is compiled
// if need be and run through a harness of its language (src/cli/check/).
#include <fmt/format.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "cli/check/languages.hpp"
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

struct CheckOptions {
  std::string puzzle;
  std::uint64_t tests = 100;
  std::uint64_t seed = 1;
  double timeout_seconds = 10;
  std::uint64_t jobs = 0;  // 0: one per core
  std::string save_path;
  std::string input_path;  // --input: the cases to run instead of random ones
  std::string python_solution;
  std::string python = "python3";
  // After PUZZLE: a source file, or (after --) a command and its arguments.
  std::vector<std::string> program;
  bool after_dashes = false;
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

enum class Verdict { kAgrees, kWrongAnswer, kCrashed, kTimedOut, kMalformed, kCannotRun, kInterrupted };

const char* verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::kAgrees: return "agrees";
    case Verdict::kWrongAnswer: return "wrong answer";
    case Verdict::kCrashed: return "crash";
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

// The judge's view: a time-out or a non-zero exit fails whatever the output,
// then the answer must be one whole number, the expected one. The answer is
// what the program printed, or for a program whose solution(...) a harness
// calls, what solution returned (what it printed is shown, never judged).
Judgement judge(const ProcessResult& process, const std::string& expected, double timeout_seconds,
                bool function_style) {
  using Ending = ProcessResult::Ending;
  switch (process.ending) {
    case Ending::kFailedToStart: return {Verdict::kCannotRun, process.failure, ""};
    case Ending::kInterrupted: return {Verdict::kInterrupted, "stopped by Ctrl-C", ""};
    case Ending::kTimedOut: return {Verdict::kTimedOut, fmt::format("no answer within {} s", timeout_seconds), ""};
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
  return {answer == expected ? Verdict::kAgrees : Verdict::kWrongAnswer, "", answer};
}

// Runs the program under test: one process per test, or one harness per
// job that loads the program once (ProgramServer).
class ProgramRunners {
 public:
  ProgramRunners(check::PreparedProgram program, ProcessLimits limits)
      : program_(std::move(program)), limits_(limits) {}
  const check::PreparedProgram& program() const { return program_; }

  // Starts one harness before the tests, so that a program that does not
  // load is reported once, as such: nothing, or how it ended.
  std::optional<ProcessResult> start() {
    if (!program_.server) return std::nullopt;
    auto server = std::make_unique<ProgramServer>(program_.argv, limits_, program_.drop_load_stderr);
    std::optional<ProcessResult> failed = server->start();
    if (failed) return failed;
    load_output_ = server->load_out() + server->load_err();
    give_back(std::move(server));
    return std::nullopt;
  }
  // What the program printed while it was loaded (its top level).
  const std::string& load_output() const { return load_output_; }

  ProcessResult run(const std::string& input) {
    if (!program_.server) return run_process(program_.argv, input, limits_);
    std::unique_ptr<ProgramServer> server = take();
    ProcessResult result = server->run(input);
    give_back(std::move(server));
    return result;
  }

 private:
  std::unique_ptr<ProgramServer> take() {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (idle_.empty()) return std::make_unique<ProgramServer>(program_.argv, limits_, program_.drop_load_stderr);
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

// The cases of an --input file. TODO(multi-case input): the paste-format
// parser will split a file holding several cases (one per table row, or
// separated by blank lines); until then a file is one case.
std::vector<std::string> input_cases(const std::string& text) { return {text}; }

class Checker {
 public:
  Checker(const CheckOptions& options, CheckedPuzzle puzzle, ProgramRunners& runners)
      : options_(options), kit_(std::move(puzzle)), runners_(runners) {
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
      fmt::print("Stopped by Ctrl-C after {} of {} tests; all {} agree so far ({}{}, seed {}).\n", agreed.load(),
                 options_.tests, agreed.load(), kit_.name(), settings_summary(), options_.seed);
      return kExitNotProven;
    }
    if (!first) {
      fmt::print("All {} tests agree ({}{}, seed {}).\n", options_.tests, kit_.name(), settings_summary(),
                 options_.seed);
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
    return report(failure, shrink_failure(failure));
  }

  // The cases of --input, each in the puzzle's input format.
  int run_cases(const std::vector<std::string>& cases) {
    for (std::size_t i = 0; i < cases.size(); ++i) {
      Expected<TestRun> test = run_one(cases[i]);
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
        fmt::print("Stopped by Ctrl-C.\n");
        return kExitNotProven;
      }
      if (judgement.verdict != Verdict::kAgrees) {
        fmt::print("{} failed: {}.\n",
                   cases.size() == 1 ? fmt::format("The case of {}", options_.input_path)
                                     : fmt::format("Case {} of {} in {}", i + 1, cases.size(), options_.input_path),
                   verdict_line(judgement));
        return report(test.value(), shrink_failure(test.value()));
      }
    }
    fmt::print("{} ({}{}).\n",
               cases.size() == 1
                   ? fmt::format("The program agrees on the case of {}", options_.input_path)
                   : fmt::format("The program agrees on all {} cases of {}", cases.size(), options_.input_path),
               kit_.name(), settings_summary());
    return kExitSolved;
  }

 private:
  static std::string verdict_line(const Judgement& judgement) {
    return fmt::format("{}{}", verdict_name(judgement.verdict),
                       judgement.detail.empty() ? "" : " (" + judgement.detail + ")");
  }

  Expected<TestRun> run_one(std::string input) {
    Expected<std::string> expected = kit_.answer(input);
    if (!expected) return expected.error();
    TestRun test{std::move(input), std::move(expected).value(), {}, {}};
    // A Programmers solution gets its function's arguments; anything else
    // the judge's input text.
    const bool function_style = runners_.program().function_style;
    test.process = runners_.run(function_style ? kit_.puzzle().function_arguments(test.input) : test.input);
    test.judgement = judge(test.process, test.expected, options_.timeout_seconds, function_style);
    return test;
  }

  gen::ShrinkResult<TestRun> shrink_failure(const TestRun& failure) {
    const Verdict kind = failure.judgement.verdict;
    gen::ShrinkPlan<TestRun> plan;
    plan.batch_size = jobs_;
    plan.candidates = [&](const TestRun& current) {
      std::vector<TestRun> variants;
      for (std::string& text : kit_.shrink_candidates(current.input))
        variants.push_back(TestRun{std::move(text), {}, {}, {}});
      return variants;
    };
    std::size_t runs = 0, steps = 0;
    plan.first_failing = [&](const std::vector<TestRun>& batch) -> std::optional<std::size_t> {
      if (interrupted()) return std::nullopt;  // Ctrl-C: the smallest failure so far is reported
      std::vector<std::optional<TestRun>> results(batch.size());
      const std::optional<std::uint64_t> found = run_until_first_failure(batch.size(), jobs_, [&](std::uint64_t i) {
        Expected<TestRun> test = run_one(batch[i].input);
        if (!test || test.value().judgement.verdict != kind) return false;
        results[i] = std::move(test).value();
        return true;
      });
      runs += found ? *found + 1 : batch.size();
      progress_.note(fmt::format("shrinking: {} smaller inputs kept, {} tried", steps, runs));
      if (!found) return std::nullopt;
      ++steps;
      // The candidate carries only its input; keep the full run of the winner.
      last_accepted_ = std::move(results[*found]);
      return static_cast<std::size_t>(*found);
    };
    gen::ShrinkResult<TestRun> result = gen::shrink(failure, plan);
    if (result.steps > 0 && last_accepted_) result.smallest = *last_accepted_;
    progress_.clear();
    return result;
  }

  int report(const TestRun& original, const gen::ShrinkResult<TestRun>& shrunk) const {
    const TestRun& small = shrunk.smallest;
    if (shrunk.steps == 0) {
      fmt::print("No smaller input fails the same way ({} tried); the input is {}.\n", shrunk.runs,
                 kit_.describe(small.input));
    } else {
      fmt::print("Shrunk from {} to {} in {} steps ({} smaller inputs tried{}).\n", kit_.describe(original.input),
                 kit_.describe(small.input), shrunk.steps, shrunk.runs,
                 shrunk.stopped_early ? ", stopped at the limit of tries"
                 : interrupted()      ? ", stopped by Ctrl-C"
                                      : "");
    }
    bool saved = false;
    if (!options_.save_path.empty()) {
      std::ofstream file(options_.save_path, std::ios::binary);
      file << small.input;
      saved = static_cast<bool>(file.flush());
      if (!saved)
        fmt::print(stderr, "gridsolve check: cannot write {}: {}\n", options_.save_path, std::strerror(errno));
    }
    fmt::print("\nInput{}:\n{}", saved ? fmt::format(" (saved to {})", options_.save_path) : "", small.input);
    fmt::print("\nExpected: {}\n", small.expected);
    fmt::print("Got:      {}\n", describe_output(small));
    const bool function_style = runners_.program().function_style;
    if (function_style && !trimmed(small.process.out).empty()) {
      fmt::print("Your program printed (shown apart: solution's return value is its answer):\n{}\n",
                 indented(first_lines(small.process.out, 20)));
    }
    if (!trimmed(small.process.err).empty()) {
      fmt::print("Its standard error ended with:\n{}\n", last_lines(small.process.err, 8));
    }
    if (!trimmed(runners_.load_output()).empty()) {
      fmt::print("When loaded, before solution was called, it printed:\n{}\n",
                 indented(first_lines(runners_.load_output(), 10)));
    }
    if (small.judgement.verdict == Verdict::kWrongAnswer) {
      const std::string why_not = kit_.explain_wrong(small.input, small.judgement.answer);
      if (!why_not.empty()) fmt::print("\nWhy not {}:\n{}", small.judgement.answer, why_not);
    }
    fmt::print("\nWhy {}:\n{}", small.expected, kit_.explain(small.input));
    return kExitFailureFound;
  }

  std::string describe_output(const TestRun& test) const {
    const Verdict verdict = test.judgement.verdict;
    if (verdict == Verdict::kWrongAnswer) {
      return runners_.program().function_style ? fmt::format("{} (returned by solution)", test.judgement.answer)
                                               : test.judgement.answer;
    }
    if (verdict == Verdict::kTimedOut) return fmt::format("nothing in time ({})", test.judgement.detail);
    const std::string out = runners_.program().function_style ? "" : trimmed(test.process.out);
    std::string shown = out.size() > 200 ? out.substr(0, 200) + "..." : out;
    if (shown.empty()) return fmt::format("({})", test.judgement.detail);
    return fmt::format("{} ({})", shown, test.judgement.detail);
  }

  static std::string last_lines(const std::string& text, int count) {
    const std::string body = trimmed(text);
    std::size_t from = body.size();
    for (int i = 0; i < count && from != std::string::npos && from > 0; ++i) from = body.rfind('\n', from - 1);
    return from == std::string::npos || from == body.size() ? body : body.substr(from + 1);
  }

  static std::string first_lines(const std::string& text, int count) {
    const std::string body = trimmed(text);
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
  std::uint64_t jobs_ = 1;
  Progress progress_;
  std::optional<TestRun> last_accepted_;
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
      return check::PreparedProgram{false, {executable.value()}, false, false, "a command run as it is"};
    }
  }
  if (file.empty()) {
    Expected<std::string> program = find_executable(options.program[0]);
    if (!program) return program.error();
    std::vector<std::string> argv = options.program;
    argv[0] = program.value();
    return check::PreparedProgram{false, std::move(argv), false, false, "a command run as it is"};
  }
  if (::access(file.c_str(), R_OK) != 0) return Error{fmt::format("cannot read {}: {}", file, std::strerror(errno))};
  check::PrepareOptions prepare;
  prepare.judge_style = puzzle.judge_style();
  prepare.parameters = puzzle.function_parameters();
  prepare.python = options.python;
  prepare.interrupt = &interrupt_flag();
  return check::prepare(file, *language, prepare, work);
}

// How the program ended while it was loaded, for the one line of exit 2.
std::string load_failure(const ProcessResult& failed, const std::string& file) {
  using Ending = ProcessResult::Ending;
  const std::string said = trimmed(failed.err + (failed.err.empty() ? "" : "\n") + failed.out);
  switch (failed.ending) {
    case Ending::kFailedToStart: return failed.failure;
    case Ending::kInterrupted: return "stopped by Ctrl-C while the program was loading";
    case Ending::kTimedOut: return fmt::format("{} did not finish loading in time", file);
    case Ending::kSignalled:
      return fmt::format("{} was killed by signal {} while loading:\n{}", file, failed.signal, said);
    case Ending::kExited:
      if (failed.exit_status == 3) return fmt::format("{} does not compile:\n{}", file, said);
      if (failed.exit_status == 4) return fmt::format("{} fails while loading, before any test:\n{}", file, said);
      return fmt::format("{} ended while loading (status {}), before any test:\n{}", file, failed.exit_status, said);
  }
  return said;
}

int run_check(const CheckOptions& options) {
  const Puzzle* puzzle = find_puzzle(options.puzzle);
  if (puzzle == nullptr) {
    return usage_error(fmt::format("unknown puzzle '{}'; the puzzles are {}", options.puzzle, puzzle_names()));
  }
  if (options.moves_given && !puzzle->takes(PuzzleOption::kMoves)) {
    return usage_error(fmt::format("--moves applies to {} only", puzzles_taking(PuzzleOption::kMoves)));
  }
  Expected<std::unique_ptr<CaseGenerator>> generator = puzzle->generator(options.settings);
  if (!generator) return usage_error(generator.error().message);
  std::vector<std::string> cases;
  if (!options.input_path.empty()) {
    Expected<std::string> text = read_input(options.input_path);
    if (!text) return usage_error(text.error().message);
    for (const std::string& one : input_cases(text.value())) {
      Expected<std::unique_ptr<ParsedCase>> parsed = puzzle->parse(one, kDefaultMemoryBudgetBytes);
      if (!parsed) return report_bad_input(options.input_path, parsed.error());
      cases.push_back(parsed.value()->text());
    }
  }
  check::WorkDir work;
  Expected<check::PreparedProgram> program = program_to_check(options, *puzzle, work);
  if (!program) return usage_error(program.error().message);
  // A program that stops reading its input must not kill gridsolve.
  ::signal(SIGPIPE, SIG_IGN);
  ProcessLimits limits;
  limits.timeout = std::chrono::milliseconds(static_cast<std::int64_t>(options.timeout_seconds * 1000));
  limits.interrupt = &interrupt_flag();
  ProgramRunners runners(std::move(program).value(), limits);
  if (std::optional<ProcessResult> failed = runners.start()) {
    const std::string file = options.python_solution.empty() ? options.program[0] : options.python_solution;
    if (failed->ending == ProcessResult::Ending::kInterrupted) return kExitNotProven;
    return usage_error(load_failure(*failed, file));
  }
  Checker checker(options, CheckedPuzzle(*puzzle, std::move(generator).value(), options.moves), runners);
  return cases.empty() ? checker.run() : checker.run_cases(cases);
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
  command
      .add_option_function<std::string>(
          "--timeout",
          [options](const std::string& text) {
            char* end = nullptr;
            const double seconds = std::strtod(text.c_str(), &end);
            if (text.empty() || *end != '\0' || !(seconds > 0 && seconds <= 86400)) {
              throw CLI::ValidationError(
                  "--timeout", fmt::format("expected seconds, more than 0 and at most 86400, got '{}'", text));
            }
            options->timeout_seconds = seconds;
          },
          "Seconds each run may take before it counts as a time-out (default 10)")
      ->type_name("SEC");
  add_count_option(command, "-j,--jobs", 1, 1024, options->jobs, "Programs run at once (default: one per core)");
  command.add_option("--save", options->save_path, "Write the shrunk failing input to FILE")->type_name("FILE");
  command
      .add_option("--python-solution", options->python_solution,
                  "The same as giving FILE, read as Python whatever its name")
      ->type_name("FILE");
  command.add_option("--python", options->python, "The Python interpreter for .py files (default python3)")
      ->type_name("PROGRAM");
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
          "2048: most moves allowed, K (default 5, Baekjoon 12100; 10 is 12094)")
      ->type_name("K");
  command
      .add_option("--input", options->input_path,
                  "Run the program on the case in FILE (- for standard input) instead of random tests")
      ->type_name("FILE");
  command.add_option("PROGRAM", options->program,
                     "A source file (.cpp .cc .c .py .java .js), or after -- a command and its arguments");
  return [options, &command] {
    // CLI11 keeps the "--" it met among the arguments it did not take.
    const std::vector<std::string> rest = command.remaining();
    options->after_dashes = std::find(rest.begin(), rest.end(), "--") != rest.end();
    return run_check(*options);
  };
}

}  // namespace gridsolve::cli
