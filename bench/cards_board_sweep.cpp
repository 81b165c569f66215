// Per-board times of the cards solver over many seeded random 4 x 4 boards:
// the median, 90th and 99th percentile and slowest board, and the slowest
// boards themselves (pasteable into `gridsolve cards`). This is what "any
// 4 x 4 board" is judged by; the Google Benchmark suite reports means.
//
//   cards_board_sweep [BOARDS_PER_PAIR_COUNT [PAIRS...]]   (default 10000, 6 7 8)
//
// Each board: solved once to rank it by the states it expands; the 2 % with
// the most states (and at least 20) are then timed, each as the median of 9
// runs of 20 solves (CPU time of this thread, so time waiting for a core is
// not counted). The percentiles over all boards come from timing every board
// the same way, but with 3 runs of 5 solves.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "cards_timing.hpp"
#include "gridsolve/cards.hpp"

namespace {

using gridsolve::bench::board_text_4x4;
using gridsolve::bench::median_microseconds;
using gridsolve::cards::Board;
using gridsolve::cards::Problem;

Problem random_4x4(std::mt19937_64& rng, int pairs) {
  std::vector<int> cells(16);
  std::iota(cells.begin(), cells.end(), 0);
  std::shuffle(cells.begin(), cells.end(), rng);
  Problem problem{Board(4, 4),
                  {std::uniform_int_distribution<int>(0, 3)(rng), std::uniform_int_distribution<int>(0, 3)(rng)}};
  for (int i = 0; i < 2 * pairs; ++i) {
    const int cell = cells[static_cast<std::size_t>(i)];
    problem.board.set({cell / 4, cell % 4}, i / 2 + 1);
  }
  return problem;
}

}  // namespace

int main(int argc, char** argv) {
  const int boards = argc > 1 ? std::atoi(argv[1]) : 10000;
  std::vector<int> pair_counts;
  for (int i = 2; i < argc; ++i) pair_counts.push_back(std::atoi(argv[i]));
  if (pair_counts.empty()) pair_counts = {6, 7, 8};
  if (boards < 1) return 2;
  for (const int pairs : pair_counts) {
    std::mt19937_64 rng(72415 + static_cast<std::uint64_t>(pairs));
    struct Timed {
      std::uint64_t states;
      double microseconds;
      Problem problem;
    };
    std::vector<Timed> all;
    for (int b = 0; b < boards; ++b) {
      Problem problem = random_4x4(rng, pairs);
      const std::uint64_t states = gridsolve::cards::solve(problem).value().stats.states;
      all.push_back({states, median_microseconds(problem, 3, 5), std::move(problem)});
    }
    std::vector<double> times;
    for (const Timed& t : all) times.push_back(t.microseconds);
    std::sort(times.begin(), times.end());
    const auto at = [&](double q) {
      return times[static_cast<std::size_t>(q * static_cast<double>(times.size() - 1))];
    };
    std::printf("%d pairs, %d boards: median %.1f us, p90 %.1f us, p99 %.1f us\n", pairs, boards, at(0.5), at(0.9),
                at(0.99));
    // The hardest by states, timed carefully.
    std::sort(all.begin(), all.end(), [](const Timed& a, const Timed& b) { return a.states > b.states; });
    const std::size_t hardest = std::min(all.size(), std::max<std::size_t>(20, all.size() / 50));
    for (std::size_t i = 0; i < hardest; ++i) all[i].microseconds = median_microseconds(all[i].problem, 9, 20);
    std::sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(hardest),
              [](const Timed& a, const Timed& b) { return a.microseconds > b.microseconds; });
    for (std::size_t i = 0; i < std::min<std::size_t>(3, hardest); ++i) {
      std::printf("  slowest #%zu: %.1f us, %llu states: %s\n", i + 1, all[i].microseconds,
                  static_cast<unsigned long long>(all[i].states), board_text_4x4(all[i].problem).c_str());
    }
  }
  return 0;
}
