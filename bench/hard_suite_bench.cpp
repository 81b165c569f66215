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
BENCHMARK(BM_HardSuite_ClassicReference)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3);

// Arg: threads (1, or 2 for the two cores of the development machine).
void BM_HardSuite_Gridsolve(benchmark::State& state) {
  const std::vector<Board> boards = gridsolve::slide::hard_suite(kHardSize, kHardCount);
  gridsolve::slide::SearchOptions options;
  options.max_moves = kHardMoves;
  options.threads = static_cast<unsigned>(state.range(0));
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
BENCHMARK(BM_HardSuite_Gridsolve)
    ->ArgName("threads")
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(5);

// Deep K: --moves 1000 and 1,000,000 on small-tile boards, which end when no
// new board is reachable. Args: side, seed, fill percent, largest exponent, K.
void BM_DeepK(benchmark::State& state) {
  const Board board =
      gridsolve::slide::small_tile_board(static_cast<int>(state.range(0)), static_cast<std::uint64_t>(state.range(1)),
                                         static_cast<double>(state.range(2)) / 100.0, static_cast<int>(state.range(3)));
  gridsolve::slide::SearchOptions options;
  options.max_moves = static_cast<std::uint64_t>(state.range(4));
  options.max_memory_bytes = std::uint64_t{4} << 30;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    auto solution = gridsolve::slide::solve(board, options);
    if (!solution.ok()) throw std::runtime_error(solution.error().message);
    nodes = solution.value().stats.nodes;
    benchmark::DoNotOptimize(solution);
  }
  state.counters["boards"] = static_cast<double>(nodes);
}
BENCHMARK(BM_DeepK)
    ->ArgNames({"N", "seed", "fill", "top", "K"})
    ->Args({4, 104, 80, 12, 1000})
    ->Args({4, 104, 80, 12, 1000000})
    ->Args({5, 13, 100, 9, 1000})
    ->Args({5, 13, 100, 9, 1000000})
    ->Args({6, 9, 100, 8, 1000})
    ->Args({6, 15, 100, 9, 1000})
    ->Args({6, 15, 100, 9, 1000000})
    ->Args({6, 51, 100, 10, 1000})  // 2,258,571 distinct boards
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(3);

}  // namespace
