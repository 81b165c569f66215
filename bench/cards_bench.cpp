// Cards solver benchmarks (Release). Medians over repetitions, e.g.
//   gridsolve_bench --benchmark_filter=Cards --benchmark_repetitions=5
//       --benchmark_report_aggregates_only=true
// BM_CardsSolve4x4/P: time per board, cycling through 64 seeded random 4 x 4
//   boards with P pairs (P = 6 is the original's most; 8 fills the board).
// BM_CardsSolve4x4Hardest/R: the board of rank R (0 = most states) among
//   20,000 seeded random full 4 x 4 boards.
// BM_CardsSolve4x4SlowestKnown/B: the slowest full 4 x 4 boards known, found
//   by hill climbs over card swaps and cursor moves (session 3, docs/cards.md),
//   and session 2's slowest; the "any 4 x 4 board" is judged by these.
// BM_CardsSolveLarge/side/pairs: one seeded side x side board per iteration
//   (8 x 8 with 16 pairs is the target).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "gridsolve/cards.hpp"

namespace {

using gridsolve::cards::Board;
using gridsolve::cards::Problem;

Problem random_problem(int rows, int cols, int pairs, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<int> cells(static_cast<std::size_t>(rows * cols));
  std::iota(cells.begin(), cells.end(), 0);
  std::shuffle(cells.begin(), cells.end(), rng);
  Problem problem;
  problem.board = Board(rows, cols);
  for (int i = 0; i < 2 * pairs; ++i) {
    const int cell = cells[static_cast<std::size_t>(i)];
    problem.board.set({cell / cols, cell % cols}, i / 2 + 1);
  }
  problem.start = {std::uniform_int_distribution<int>(0, rows - 1)(rng),
                   std::uniform_int_distribution<int>(0, cols - 1)(rng)};
  return problem;
}

void BM_CardsSolve4x4(benchmark::State& state) {
  const int pairs = static_cast<int>(state.range(0));
  std::vector<Problem> problems;
  for (std::uint64_t seed = 1; seed <= 64; ++seed) problems.push_back(random_problem(4, 4, pairs, seed * 7919 + 13));
  std::size_t next = 0;
  for (auto _ : state) {
    auto solution = gridsolve::cards::solve(problems[next]);
    benchmark::DoNotOptimize(solution);
    next = (next + 1) % problems.size();
  }
}
BENCHMARK(BM_CardsSolve4x4)->ArgName("pairs")->DenseRange(1, 8)->Unit(benchmark::kMicrosecond);

// The 4 x 4 boards this solver finds hardest: of 20,000 seeded random full
// boards (8 pairs), the ones whose search expands the most states, found
// once (about 0.15 s) and shared by the ranks. "Any 4 x 4 board" is judged
// by these, not by the mean.
const std::vector<Problem>& hardest_full_4x4_boards() {
  static const std::vector<Problem> hardest = [] {
    struct Ranked {
      std::uint64_t states;
      std::uint64_t sweeps;
      Problem problem;
    };
    std::vector<Ranked> ranked;
    for (std::uint64_t seed = 1; seed <= 20000; ++seed) {
      Problem problem = random_problem(4, 4, 8, seed * 104729 + 7);
      const auto solution = gridsolve::cards::solve(problem);
      if (!solution.ok()) continue;
      ranked.push_back({solution.value().stats.states, solution.value().stats.distance_sweeps, std::move(problem)});
    }
    std::partial_sort(ranked.begin(), ranked.begin() + 4, ranked.end(), [](const Ranked& a, const Ranked& b) {
      return a.states != b.states ? a.states > b.states : a.sweeps > b.sweeps;
    });
    std::vector<Problem> top;
    for (std::size_t i = 0; i < 4; ++i) top.push_back(ranked[i].problem);
    return top;
  }();
  return hardest;
}

// Solves one board per iteration; reports the states it expands.
void solve_one_board(benchmark::State& state, const Problem& problem) {
  std::uint64_t states = 0;
  for (auto _ : state) {
    auto solution = gridsolve::cards::solve(problem);
    states = solution.value().stats.states;
    benchmark::DoNotOptimize(solution);
  }
  state.counters["states"] = static_cast<double>(states);
}

void BM_CardsSolve4x4Hardest(benchmark::State& state) {
  solve_one_board(state, hardest_full_4x4_boards()[static_cast<std::size_t>(state.range(0))]);
}
BENCHMARK(BM_CardsSolve4x4Hardest)->ArgName("rank")->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);

void BM_CardsSolve4x4SlowestKnown(benchmark::State& state) {
  static const char* const kBoards[] = {
      "[[1,7,6,5],[4,4,2,8],[7,1,6,5],[3,8,3,2]] 0 1",
      "[[6,2,3,2],[7,5,4,8],[1,8,6,5],[3,1,7,4]] 1 0",
      "[[4,5,3,3],[1,2,6,7],[4,5,6,7],[2,8,1,8]] 3 2",
      "[[4,8,2,7],[3,6,1,8],[5,4,5,2],[1,7,3,6]] 1 0",
  };
  solve_one_board(state, gridsolve::cards::parse_problem(kBoards[state.range(0)]).value());
}
BENCHMARK(BM_CardsSolve4x4SlowestKnown)->ArgName("board")->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);

void BM_CardsSolveLarge(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const int pairs = static_cast<int>(state.range(1));
  const Problem problem = random_problem(side, side, pairs, 16);
  for (auto _ : state) {
    auto solution = gridsolve::cards::solve(problem);
    benchmark::DoNotOptimize(solution);
  }
}
BENCHMARK(BM_CardsSolveLarge)
    ->ArgNames({"side", "pairs"})
    ->Args({6, 10})
    ->Args({8, 12})
    ->Args({8, 16})
    ->Unit(benchmark::kMillisecond);

void BM_CardsParse(benchmark::State& state) {
  const std::string text = "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0\n";
  for (auto _ : state) benchmark::DoNotOptimize(gridsolve::cards::parse_problem(text));
}
BENCHMARK(BM_CardsParse)->Unit(benchmark::kMicrosecond);

}  // namespace
