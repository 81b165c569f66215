// Blocks benchmarks on N x N boards (N = 50, 500, 2000): parsing the JSON
// text (with the 4-connectivity check) and solving, timed separately.
//
// Boards are the original's 12 tetromino shapes dropped Tetris-style onto
// the skyline of random columns until the given share of cells is taken, as
// bench/blocks_make_board.py writes them for end-to-end timing.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "gridsolve/blocks.hpp"

namespace {

using gridsolve::blocks::Board;
using Shape = std::vector<std::pair<int, int>>;

std::vector<Shape> tetromino_shapes() {
  const std::vector<Shape> bases = {
      {{0, 0}, {1, 0}, {2, 0}, {2, 1}}, {{0, 1}, {1, 1}, {2, 1}, {2, 0}}, {{0, 0}, {0, 1}, {0, 2}, {1, 1}}};
  std::vector<Shape> shapes;
  for (Shape shape : bases) {
    for (int turn = 0; turn < 4; ++turn) {
      for (auto& [r, c] : shape) std::tie(r, c) = std::pair{c, -r};
      int top = 1 << 20, left = 1 << 20;
      for (const auto& [r, c] : shape) top = std::min(top, r), left = std::min(left, c);
      for (auto& [r, c] : shape) r -= top, c -= left;
      shapes.push_back(shape);
    }
  }
  return shapes;
}

Board stacked_board(int n, double fill, std::uint64_t seed) {
  const std::vector<Shape> shapes = tetromino_shapes();
  std::mt19937_64 rng(seed);
  Board board(n, n);
  std::vector<int> skyline(static_cast<std::size_t>(n), n);  // topmost taken row per column
  const long target = static_cast<long>(fill * n * n);
  long taken = 0;
  std::uint32_t next_id = 1;
  for (int misses = 0; taken < target && misses < 50 * n;) {
    const Shape& shape = shapes[std::uniform_int_distribution<std::size_t>(0, shapes.size() - 1)(rng)];
    int width = 0;
    for (const auto& [r, c] : shape) width = std::max(width, c + 1);
    const int left = std::uniform_int_distribution<int>(0, n - width)(rng);
    // The lowest offset keeping each column's lowest cell above the skyline.
    int top = n;
    for (const auto& [r, c] : shape) top = std::min(top, skyline[static_cast<std::size_t>(left + c)] - 1 - r);
    if (top < 0) {
      ++misses;
      continue;
    }
    for (const auto& [r, c] : shape) {
      board.set(top + r, left + c, next_id);
      auto& sky = skyline[static_cast<std::size_t>(left + c)];
      sky = std::min(sky, top + r);
    }
    ++next_id;
    taken += 4;
  }
  return board;
}

std::string to_json(const Board& board) {
  std::string text = "[";
  for (int r = 0; r < board.rows(); ++r) {
    text += r ? ",[" : "[";
    for (int c = 0; c < board.cols(); ++c) {
      if (c) text += ',';
      text += std::to_string(board.at(r, c));
    }
    text += ']';
  }
  return text + "]\n";
}

double fill_of(const benchmark::State& state) { return static_cast<double>(state.range(1)) / 100.0; }

void BM_BlocksParse(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::string text = to_json(stacked_board(n, fill_of(state), 42));
  for (auto _ : state) {
    auto board = gridsolve::blocks::parse_board(text);
    if (!board.ok()) state.SkipWithError(board.error().message.c_str());
    benchmark::DoNotOptimize(board);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
  state.counters["MB"] = static_cast<double>(text.size()) / 1e6;
}

void BM_BlocksSolve(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const Board board = stacked_board(n, fill_of(state), 42);
  std::size_t removed = 0;
  for (auto _ : state) {
    const auto solution = gridsolve::blocks::solve(board);
    removed = solution.value().answer();
    benchmark::DoNotOptimize(solution);
  }
  state.counters["removed"] = static_cast<double>(removed);
  state.counters["cells/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()) * n * n, benchmark::Counter::kIsRate);
}

// {N, percent of cells taken}: 60% leaves most blocks locked under others;
// 20% leaves many removable, with long chains of uncovering.
#define BLOCKS_SIZES ArgNames({"N", "fill%"})->Args({50, 60})->Args({500, 60})->Args({2000, 60})->Args({2000, 20})
BENCHMARK(BM_BlocksParse)->BLOCKS_SIZES->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BlocksSolve)->BLOCKS_SIZES->Unit(benchmark::kMillisecond);

}  // namespace
