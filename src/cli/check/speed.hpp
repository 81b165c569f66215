// What gridsolve check knows about time: the judges' time limits for the
// puzzles, the hardest inputs within the original problems' limits, on which
// `check --speed` times a program, and the page that plots those times
// (--html). These are facts about the judges and the original problems, so
// they live with the command line rather than with the puzzles' rules.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gridsolve::cli::check {

// A judge's time limit for one test.
struct JudgeLimit {
  double seconds = 10;
  std::string source;  // for reports: "Baekjoon 12094's"
};

// The CPU time limit of the original problem's judge, per test: 2048 is
// Baekjoon 12100 (K = 5) and 12094 (K = 10), 1 s each; cards and blocks are
// Programmers 72415 and 42894, 10 s per test case. docs/check.md gives the
// sources, and what is not confirmed.
JudgeLimit judge_limit(std::string_view puzzle, std::uint64_t moves);

struct SpeedInput {
  std::string name;  // "hard board 3 of 16"
  std::string text;  // in the puzzle's input format
  int size = 0;      // in the sweep: N, or the number of pairs
};

// The inputs `check --speed` runs: the hardest gridsolve knows within the
// original limits, then a sweep over the board's size.
struct SpeedSuite {
  std::string hardest_what;  // "16 hard boards (20 x 20, ...)"
  std::vector<SpeedInput> hardest;
  std::string size_name;                       // "N", "pairs"
  std::string sweep_what;                      // "the slowest of 2 hard boards of each size"
  std::vector<std::vector<SpeedInput>> sweep;  // the inputs of each size, sizes increasing
};

// Empty for a puzzle it does not know.
SpeedSuite speed_suite(std::string_view puzzle);

// "0.35 s", "12.4 s": a time for people.
std::string seconds_text(double seconds);
// "1 s", "0.2 s": a limit as it was given.
std::string limit_text(double seconds);

// One measured input of the sweep, for the plot.
struct SpeedPoint {
  int size = 0;
  double seconds = 0;     // CPU time
  bool over_cap = false;  // stopped at the cap: took more than `seconds`
};

struct SpeedPage {
  std::string title;
  std::string report;  // the text report, shown under the plot
  std::string size_name;
  double limit = 1;
  double cap = 2;
  std::vector<SpeedPoint> points;
};

// A self-contained HTML page (inline CSS and SVG, no script, no network):
// CPU time against the board's size, the limit as a line, then the report.
std::string speed_page(const SpeedPage& page);

// The exponent p of a fit time = a * size^p over the points measured in
// full (not stopped) that took at least 20 ms, the slowest of each size;
// nothing when fewer than three sizes qualify.
std::optional<double> growth_exponent(const std::vector<SpeedPoint>& points);

}  // namespace gridsolve::cli::check
