// 2048 solver benchmarks: random boards of the original's kind (tiles 2 to
// 1024, about half full) for N = 4, 8 and 20 and K = 5 and 10.
#include <benchmark/benchmark.h>

#include <random>

#include "gridsolve/slide.hpp"
#include "slide/line_simd.hpp"

namespace {

using gridsolve::slide::Board;

Board random_board(int n, std::uint64_t seed, double fill = 0.5, int max_exponent = 10) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  std::uniform_int_distribution<int> exponent(1, max_exponent);
  Board board(n);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (coin(rng) < fill) board.set(r, c, static_cast<gridsolve::slide::Exponent>(exponent(rng)));
    }
  }
  return board;
}

// Solves 8 fixed boards per iteration, so one board's luck does not decide.
void BM_SlideSolve(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  gridsolve::slide::SearchOptions options;
  options.max_moves = static_cast<std::uint64_t>(state.range(1));
  std::vector<Board> boards;
  for (std::uint64_t seed = 1; seed <= 8; ++seed)
    boards.push_back(random_board(n, seed * 7919 + static_cast<std::uint64_t>(n)));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    for (const Board& board : boards) {
      auto solution = gridsolve::slide::solve(board, options);
      nodes += solution.value().stats.nodes;
      benchmark::DoNotOptimize(solution);
    }
  }
  state.counters["boards/s"] =
      benchmark::Counter(static_cast<double>(state.iterations() * boards.size()), benchmark::Counter::kIsRate);
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SlideSolve)
    ->ArgNames({"N", "K"})
    ->Args({4, 5})
    ->Args({4, 10})
    ->Args({8, 5})
    ->Args({8, 10})
    ->Args({20, 5})
    ->Args({20, 10})
    ->Unit(benchmark::kMicrosecond);

// One board moved all four ways per iteration, lines moved at the level
// given (0 cell by cell, 1 SSSE3, 2 AVX-512; skipped where the processor
// lacks it): which way of moving lines pays.
void BM_SlideMove(benchmark::State& state) {
  namespace line_simd = gridsolve::slide::line_simd;
  const int n = static_cast<int>(state.range(0));
  const auto wanted = static_cast<line_simd::Level>(state.range(1));
  if (wanted > line_simd::best_level()) {
    state.SkipWithError("the processor lacks this level");
    return;
  }
  const line_simd::Level before = line_simd::set_level(wanted);
  const Board board = random_board(n, 4242, 0.7);
  Board to(n);
  for (auto _ : state) {
    for (auto d : {gridsolve::slide::Direction::kLeft, gridsolve::slide::Direction::kRight,
                   gridsolve::slide::Direction::kUp, gridsolve::slide::Direction::kDown}) {
      benchmark::DoNotOptimize(gridsolve::slide::apply_move(board, d, to));
      benchmark::ClobberMemory();
    }
  }
  line_simd::set_level(before);
  state.SetItemsProcessed(state.iterations() * 4);
}
BENCHMARK(BM_SlideMove)->ArgNames({"N", "level"})->ArgsProduct({{4, 8, 20, 32}, {0, 1, 2}});

void BM_SlideParse(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const Board board = random_board(n, 42);
  std::string text = std::to_string(n) + "\n";
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) text += gridsolve::slide::tile_value(board.at(r, c)) + (c + 1 < n ? " " : "\n");
  }
  for (auto _ : state) benchmark::DoNotOptimize(gridsolve::slide::parse_board(text));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_SlideParse)->Arg(20)->Arg(1000)->Unit(benchmark::kMicrosecond);

}  // namespace
