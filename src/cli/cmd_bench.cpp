// gridsolve bench: a fixed suite of 2048 searches, one thread, printing the
// total nodes (a deterministic signature: it changes only when the search's
// behaviour changes) and the nodes per second of this machine.
#include <fmt/format.h>

#include <chrono>
#include <memory>

#include "cli/commands.hpp"
#include "gridsolve/slide.hpp"
#include "slide/adversarial_boards.hpp"
#include "slide/hard_boards.hpp"

namespace gridsolve::cli {
namespace {

struct BenchCase {
  std::string name;
  slide::Board board;
  std::uint64_t max_moves;
};

// The suite: the 16 hard boards (N = 20, K = 10) of bench/ and docs, then
// deep searches (K = 1000, ending when no new board appears) on 4 x 4 to
// 6 x 6 boards, then the original's kind of random boards for K = 5 and 10,
// then the adversarial suite (boards found by bench/slide_adversary.cpp on
// which the bounds were weakest: K = 10, K = 11 to 20, K = 1000).
std::vector<BenchCase> bench_suite() {
  std::vector<BenchCase> cases;
  const std::vector<slide::Board> hard = slide::hard_suite(20, 16);
  const std::vector<slide::AdversarialCase> adversarial = slide::adversarial_suite();
  cases.reserve(hard.size() + 3 + 8 + adversarial.size());
  for (std::size_t i = 0; i < hard.size(); ++i) cases.push_back({fmt::format("hard-20-{:02}", i + 1), hard[i], 10});
  cases.push_back({"deep-4x4", slide::small_tile_board(4, 104, 0.8, 12), 1000});
  cases.push_back({"deep-5x5", slide::small_tile_board(5, 13, 1.0, 9), 1000});
  cases.push_back({"deep-6x6", slide::small_tile_board(6, 9, 1.0, 8), 1000});
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    cases.push_back({fmt::format("random-8-k10-{}", seed), slide::small_tile_board(8, seed, 0.5, 10), 10});
    cases.push_back({fmt::format("random-20-k5-{}", seed), slide::small_tile_board(20, seed, 0.5, 10), 5});
  }
  for (const slide::AdversarialCase& c : adversarial) cases.push_back({c.name, c.board, c.moves});
  return cases;
}

int run_bench(bool verbose) {
  std::uint64_t total_nodes = 0;
  double total_seconds = 0;
  for (const BenchCase& c : bench_suite()) {
    slide::SearchOptions options;
    options.max_moves = c.max_moves;
    options.threads = 1;
    const auto start = std::chrono::steady_clock::now();
    Expected<slide::Solution> solved = slide::solve(c.board, options);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!solved) {
      fmt::print(stderr, "gridsolve: bench case {}: {}\n", c.name, solved.error().message);
      return 1;
    }
    total_nodes += solved.value().stats.nodes;
    total_seconds += seconds;
    if (verbose) {
      fmt::print("{:<18} N={:<2} K={:<4} answer {:>6}  nodes {:>9}  {:>8.1f} ms\n", c.name, c.board.size(), c.max_moves,
                 slide::tile_value(solved.value().best_exponent), solved.value().stats.nodes, seconds * 1e3);
    }
  }
  fmt::print("Total time (ms) : {:.0f}\n", total_seconds * 1e3);
  fmt::print("Nodes searched  : {}\n", total_nodes);
  fmt::print("Nodes/second    : {:.0f}\n", total_seconds > 0 ? static_cast<double>(total_nodes) / total_seconds : 0.0);
  return kExitSolved;
}

}  // namespace

CommandRunner add_bench_command(CLI::App& command) {
  auto verbose = std::make_shared<bool>(false);
  command.add_flag("-v,--verbose", *verbose, "One line per case: answer, nodes and time");
  return [verbose] { return run_bench(*verbose); };
}

}  // namespace gridsolve::cli
