// The hard suite (N = 20, K = 10, seeded boards from slide/hard_boards.hpp):
// the classic reference and the library's solver in the same run, so the
// speedup is a ratio of two numbers measured together. Each iteration solves
// all 16 boards.
#include <benchmark/benchmark.h>

#include <stdexcept>

#include "classic_reference.hpp"
#include "gridsolve/slide.hpp"
#include "slide/hard_boards.hpp"

namespace {

using gridsolve::slide::Board;

constexpr int kHardSize = 20;
constexpr int kHardMoves = 10;
constexpr int kHardCount = 16;

void BM_HardSuite_ClassicReference(benchmark::State& state) {
  const std::vector<Board> boards = gridsolve::slide::hard_suite(kHardSize, kHardCount);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    for (const Board& board : boards) {
      gridsolve::bench::ClassicReference reference(board);
      benchmark::DoNotOptimize(reference.solve(kHardMoves));
      nodes += reference.nodes();
    }
  }
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  state.counters["nodes/suite"] = static_cast<double>(nodes) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_HardSuite_ClassicReference)->Unit(benchmark::kMillisecond)->MinTime(0.1)->Iterations(1)->Repetitions(3);

void BM_HardSuite_Gridsolve(benchmark::State& state) {
  const std::vector<Board> boards = gridsolve::slide::hard_suite(kHardSize, kHardCount);
  gridsolve::slide::SearchOptions options;
  options.max_moves = kHardMoves;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    for (const Board& board : boards) {
      auto solution = gridsolve::slide::solve(board, options);
      if (!solution.ok()) throw std::runtime_error(solution.error().message);
      nodes += solution.value().stats.nodes;
      benchmark::DoNotOptimize(solution);
    }
  }
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  state.counters["nodes/suite"] = static_cast<double>(nodes) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_HardSuite_Gridsolve)->Unit(benchmark::kMillisecond)->Repetitions(5);

}  // namespace
