// The blocks solver stopped before it finishes: by an interrupt, a time
// limit, or (for exact, repeatable stops) a work limit at many points of
// its run. Whatever the point, the removals must replay in the independent
// simulator, and the range must hold the true answer, which the reference
// (tests/support) gives. No test here measures time.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <atomic>
#include <random>

#include "blocks/solve_detail.hpp"
#include "common/byte_size.hpp"
#include "gridsolve/blocks.hpp"
#include "support/blocks_random.hpp"
#include "support/blocks_reference.hpp"
#include "support/blocks_simulator.hpp"

namespace gridsolve::blocks {
namespace {

using testkit::Grid;

std::vector<std::uint32_t> removed_ids(const Solution& solution) {
  std::vector<std::uint32_t> ids;
  for (const Removal& removal : solution.removals) ids.push_back(removal.id);
  return ids;
}

// The removals replay, and answer() <= most <= upper_bound; proven means
// both are the answer.
void check_answer(const Grid& grid, const Solution& found, std::size_t most) {
  EXPECT_EQ(testkit::replay_removals(grid, removed_ids(found)), std::nullopt) << testkit::to_json(grid);
  EXPECT_LE(found.answer(), most) << testkit::to_json(grid);
  EXPECT_GE(found.upper_bound, most) << testkit::to_json(grid);
  if (found.proven) {
    EXPECT_EQ(found.answer(), most);
    EXPECT_EQ(found.upper_bound, most);
  } else {
    EXPECT_LT(found.answer(), found.upper_bound);
  }
}

// Random boards of every kind the solver tests use, each stopped at 64
// points spread over its run (cells scanned): in the labelling, the
// stackability pass, the first column scan and the removal loop.
TEST(BlocksStop, RangeHoldsTheAnswerWhereverTheSolverStops) {
  int stopped = 0;
  int stopped_with_removals = 0;
  for (int seed = 1; seed <= 300; ++seed) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed) + 14'000);
    const Grid grid = testkit::random_grid(rng, testkit::random_options(rng, 4, 50, /*tetrominoes=*/seed % 2 == 0));
    const Board board = testkit::to_board(grid);
    const std::size_t most = testkit::reference_removals(grid).size();
    // A work limit past the whole run: it finishes first.
    std::uint64_t past_the_end = 1;
    while (!detail::solve_with_work_limit(board, {}, past_the_end).value().proven || past_the_end == 1) {
      past_the_end *= 2;
    }
    for (std::uint64_t step = 0; step <= 64; ++step) {
      const std::uint64_t limit = past_the_end * step / 64;
      const Expected<Solution> found = detail::solve_with_work_limit(board, {}, limit);
      ASSERT_TRUE(found.ok());
      ASSERT_NO_FATAL_FAILURE(check_answer(grid, found.value(), most)) << "seed " << seed << ", work limit " << limit;
      if (found.value().proven) continue;
      ++stopped;
      stopped_with_removals += found.value().answer() > 0;
    }
  }
  EXPECT_GT(stopped, 5000);
  EXPECT_GT(stopped_with_removals, 500);
}

// The chain of the solver tests: each removal uncovers the next block, so
// a stop in the removal loop leaves a valid prefix of the chain.
TEST(BlocksStop, StoppedInALongChainKeepsAValidPrefix) {
  constexpr int kSteps = 100;
  Grid grid(2 * kSteps + 2, std::vector<std::uint32_t>(kSteps + 2, 0));
  for (int i = 0; i < kSteps; ++i) {
    const int r = 2 * (kSteps - i), c = i;
    const auto id = static_cast<std::uint32_t>(i + 1);
    grid[r][c] = grid[r + 1][c] = grid[r + 1][c + 1] = id;
  }
  const Board board = testkit::to_board(grid);
  std::size_t longest_unproven = 0;
  int prefixes = 0;
  for (std::uint64_t limit = 0;; limit += 97) {
    const Expected<Solution> found = detail::solve_with_work_limit(board, {}, limit);
    ASSERT_TRUE(found.ok());
    ASSERT_NO_FATAL_FAILURE(check_answer(grid, found.value(), kSteps)) << "work limit " << limit;
    if (found.value().proven) break;
    prefixes += found.value().answer() > 0;
    longest_unproven = std::max(longest_unproven, found.value().answer());
  }
  EXPECT_GT(prefixes, 5);
  EXPECT_GT(longest_unproven, 75U);
}

TEST(BlocksStop, InterruptSetBeforeTheSolverStopsItAtOnce) {
  std::atomic<bool> interrupt{true};
  SearchOptions options;
  options.interrupt = &interrupt;
  for (int seed = 1; seed <= 50; ++seed) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed) + 15'000);
    const Grid grid = testkit::random_grid(rng, testkit::random_options(rng, 4, 50, /*tetrominoes=*/true));
    const Expected<Solution> found = solve(testkit::to_board(grid), options);
    ASSERT_TRUE(found.ok());
    EXPECT_EQ(found.value().answer(), 0U);
    ASSERT_NO_FATAL_FAILURE(check_answer(grid, found.value(), testkit::reference_removals(grid).size()));
  }
}

TEST(BlocksStop, ATinyTimeLimitStopsAtOnce) {
  SearchOptions options;
  options.time_limit_seconds = 1e-9;
  std::mt19937_64 rng(16'000);
  const Grid grid = testkit::random_grid(rng, testkit::random_options(rng, 30, 50, /*tetrominoes=*/false));
  const Expected<Solution> found = solve(testkit::to_board(grid), options);
  ASSERT_TRUE(found.ok());
  EXPECT_EQ(found.value().answer(), 0U);
  ASSERT_NO_FATAL_FAILURE(check_answer(grid, found.value(), testkit::reference_removals(grid).size()));
}

// A budget below estimate_memory() (plus what the caller holds) is refused
// before the solver starts, in the shared wording; the estimate is accepted.
TEST(BlocksMemory, RefusesBelowTheEstimateAndSolvesAtIt) {
  std::mt19937_64 rng(17'000);
  const Grid grid = testkit::random_grid(rng, testkit::random_options(rng, 40, 50, /*tetrominoes=*/true));
  const Board board = testkit::to_board(grid);
  const std::uint64_t estimate = estimate_memory(board);
  SearchOptions options;
  options.held_bytes = 1000;
  options.max_memory_bytes = estimate + 999;
  const Expected<Solution> refused = solve(board, options);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().message, memory_refusal(fmt::format("solving a {} x {} board", board.rows(), board.cols()),
                                                    estimate, estimate + 999, 1000)
                                         .message);
  options.max_memory_bytes = estimate + 1000;
  const Expected<Solution> solved = solve(board, options);
  ASSERT_TRUE(solved.ok());
  EXPECT_EQ(solved.value().answer(), testkit::reference_removals(grid).size());
}

// Boards of one-cell blocks are the estimate's worst case and its exact
// one: 4 bytes a cell of board, and the answer's peak of 44 bytes a block
// (id and rectangle, a place in the queue, the removal).
TEST(BlocksMemory, EstimateOfOneCellBlocks) {
  const int n = 100;
  Board board(n, n);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) board.set(r, c, static_cast<BlockId>(r * n + c + 1));
  }
  EXPECT_EQ(estimate_memory(board), std::uint64_t{n} * n * (4 + 44));
}

}  // namespace
}  // namespace gridsolve::blocks
