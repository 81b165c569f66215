// What a 2048 search promises about time and memory: a stopped search (time
// limit or interrupt flag) answers with a range that holds the true answer
// and a witness that replays to its best tile; the interrupt flag stops it,
// all threads included; a memory budget below what the search needs is
// refused before it starts, and one at or above it is not. No timings are
// asserted: the stops come from a flag or a limit already passed, and every
// check holds wherever the search happens to stop.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <random>
#include <thread>

#include "slide/hard_boards.hpp"
#include "support/slide_random.hpp"
#include "support/slide_reference.hpp"

namespace gridsolve::slide {
namespace {

using testkit::ValueBoard;

std::int64_t tile_of(Exponent exponent) { return exponent == 0 ? 0 : std::int64_t{1} << exponent; }

// A stopped or finished search against the true answer `truth`.
void expect_range_holds(const ValueBoard& values, std::uint64_t max_moves, const Solution& found, std::int64_t truth,
                        const std::string& where) {
  ASSERT_LE(found.moves.size(), max_moves) << where;
  ASSERT_EQ(testkit::replay_largest(values, moves_string(found.moves)), tile_of(found.best_exponent)) << where;
  ASSERT_GE(tile_of(found.best_exponent), testkit::largest_tile(values)) << where;
  if (found.proven) {
    ASSERT_EQ(tile_of(found.best_exponent), truth) << where;
    ASSERT_EQ(found.upper_bound_exponent, found.best_exponent) << where;
  } else {
    ASSERT_LE(tile_of(found.best_exponent), truth) << where;
    ASSERT_GE(tile_of(found.upper_bound_exponent), truth) << where;
  }
}

// A wide board with few tiles, clustered so that they merge: each node of
// its search reads many cells, so the search reaches the clock (a thread
// reads it once per 65,536 cells of work) within a few hundred nodes, while
// the reference enumerates few boards.
// Tiles fall in a window of 8 x 8 cells.
ValueBoard sparse_wide_board(std::mt19937_64& rng, int n, int tiles, int top_exponent) {
  ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
  std::uniform_int_distribution<int> corner(0, n - 8);
  std::uniform_int_distribution<int> offset(0, 7);
  std::uniform_int_distribution<int> exponent(1, top_exponent);
  const int row = corner(rng);
  const int col = corner(rng);
  for (int t = 0; t < tiles; ++t) {
    values[static_cast<std::size_t>(row + offset(rng))][static_cast<std::size_t>(col + offset(rng))] = std::int64_t{1}
                                                                                                       << exponent(rng);
  }
  return values;
}

// Stopped three ways: the flag set before the search (it stops at its first
// look), a time limit already passed, and the flag set by another thread
// while the search runs. The true answer comes from the exhaustive
// reference.
TEST(SlideLimits, StoppedSearchRangeHoldsTheAnswer) {
  std::mt19937_64 rng(14);
  int stopped = 0;
  for (int round = 0; round < 60; ++round) {
    const int n = 24 + round % 2 * 4;
    const int max_moves = 8 + round % 2;
    const ValueBoard values = sparse_wide_board(rng, n, 16 + round % 9, 6);
    const std::int64_t truth = testkit::reference_best_tile(values, max_moves);
    const Board board = testkit::from_values(values);
    for (int way = 0; way < 3; ++way) {
      SearchOptions options;
      options.max_moves = static_cast<std::uint64_t>(max_moves);
      options.threads = 1 + static_cast<unsigned>(round % 3);
      std::atomic<bool> interrupt{way == 0};
      options.interrupt = &interrupt;
      if (way == 1) options.time_limit_seconds = 1e-9;
      std::thread setter;
      if (way == 2) {
        const auto delay = std::chrono::microseconds(round % 7 * 50);
        setter = std::thread([&interrupt, delay] {
          std::this_thread::sleep_for(delay);
          interrupt.store(true);
        });
      }
      const Expected<Solution> solved = solve(board, options);
      if (setter.joinable()) setter.join();
      ASSERT_TRUE(solved.ok()) << solved.error().message;
      expect_range_holds(
          values, options.max_moves, solved.value(), truth,
          "way " + std::to_string(way) + " K=" + std::to_string(max_moves) + "\n" + testkit::to_baekjoon_text(values));
      if (HasFatalFailure()) return;
      stopped += !solved.value().proven;
    }
  }
  EXPECT_GT(stopped, 60);  // many of the searches were big enough to stop
}

// The same for the level-by-level search (large K).
TEST(SlideLimits, StoppedLevelSearchRangeHoldsTheAnswer) {
  std::mt19937_64 rng(15);
  int stopped = 0;
  for (int round = 0; round < 40; ++round) {
    const int n = 32;
    const ValueBoard values = sparse_wide_board(rng, n, 8 + round % 3, 3);
    const std::int64_t truth = testkit::reference_best_tile(values, 300);
    SearchOptions options;
    options.max_moves = 1000;
    std::atomic<bool> interrupt{true};
    options.interrupt = &interrupt;
    const Expected<Solution> solved = solve(testkit::from_values(values), options);
    ASSERT_TRUE(solved.ok()) << solved.error().message;
    expect_range_holds(values, options.max_moves, solved.value(), truth, testkit::to_baekjoon_text(values));
    if (HasFatalFailure()) return;
    stopped += !solved.value().proven;
  }
  EXPECT_GT(stopped, 10);
}

// The flag stops a search that would otherwise run to the end, with any
// number of threads: each looks at it on its own schedule of work.
TEST(SlideLimits, InterruptFlagStopsTheSearch) {
  const Board board = hard_board(20, 1);
  SearchOptions options;
  options.max_moves = 10;
  const Expected<Solution> full = solve(board, options);
  ASSERT_TRUE(full.ok());
  ASSERT_TRUE(full.value().proven);
  for (unsigned threads : {1U, 2U, 3U}) {
    std::atomic<bool> interrupt{true};
    options.interrupt = &interrupt;
    options.threads = threads;
    const Expected<Solution> stopped = solve(board, options);
    ASSERT_TRUE(stopped.ok());
    EXPECT_FALSE(stopped.value().proven) << threads << " threads";
    EXPECT_LT(stopped.value().stats.nodes, full.value().stats.nodes / 10) << threads << " threads";
    EXPECT_LE(stopped.value().best_exponent, full.value().best_exponent);
    EXPECT_GE(stopped.value().upper_bound_exponent, full.value().best_exponent);
  }
  // A flag that stays false changes nothing.
  std::atomic<bool> quiet{false};
  options.interrupt = &quiet;
  options.threads = 2;
  const Expected<Solution> unchanged = solve(board, options);
  ASSERT_TRUE(unchanged.ok());
  EXPECT_TRUE(unchanged.value().proven);
  EXPECT_EQ(unchanged.value().best_exponent, full.value().best_exponent);
  EXPECT_EQ(unchanged.value().moves, full.value().moves);
}

// Below the least budget the search is refused before it starts, with the
// shared wording; at it the search runs (for K above 20 the level search may
// still meet more boards than fit, which is a different error, found while
// searching); the estimate never exceeds the budget.
TEST(SlideLimits, RefusedBelowWhatTheSearchNeedsNotAbove) {
  std::mt19937_64 rng(2);
  struct Case {
    int n;
    std::uint64_t max_moves;
    unsigned threads;
  };
  const Case cases[] = {{3, 0, 1},  {4, 2, 1},  {4, 5, 1},    {6, 8, 2},    {8, 10, 3},   {20, 10, 2},
                        {3, 13, 1}, {5, 18, 2}, {4, 1000, 1}, {6, 1000, 1}, {12, 1000, 1}};
  for (const Case& c : cases) {
    const Board board = testkit::from_values(testkit::random_values(rng, c.n, {.fill = 0.7, .top_exponent = 4}));
    SearchOptions options;
    options.max_moves = c.max_moves;
    options.threads = c.threads;
    const std::uint64_t least = testkit::least_memory_budget(board, options);
    const std::string where = "N=" + std::to_string(c.n) + " K=" + std::to_string(c.max_moves);

    options.max_memory_bytes = least - 1;
    const Expected<Solution> refused = solve(board, options);
    ASSERT_FALSE(refused.ok()) << where;
    EXPECT_EQ(refused.error().message.rfind("the search needs ", 0), 0U) << refused.error().message;
    EXPECT_NE(refused.error().message.find("more than the memory budget of"), std::string::npos);

    for (std::uint64_t budget : {least, least + 1000, 2 * least, least + (std::uint64_t{1} << 24)}) {
      options.max_memory_bytes = budget;
      const Expected<std::uint64_t> estimate = estimate_memory(board, options);
      ASSERT_TRUE(estimate.ok()) << where;
      EXPECT_LE(estimate.value(), budget) << where;
      const Expected<Solution> solved = solve(board, options);
      if (!solved.ok()) {
        EXPECT_GT(c.max_moves, 20U) << where << ": " << solved.error().message;
        EXPECT_NE(solved.error().message.find("distinct boards"), std::string::npos) << solved.error().message;
      }
    }
  }
}

// A budget that holds one thread's search but not two is no reason to
// refuse: the search runs on the threads that fit, and the answer and the
// witness are those of any thread count. (A 1000 x 1000 board with K = 25
// was refused at 128 MiB on two cores, even under a time limit, though one
// thread's 100 MiB fit.)
TEST(SlideLimits, RunsOnFewerThreadsWhereTheBudgetHoldsFewer) {
  std::mt19937_64 rng(7);
  for (const std::uint64_t max_moves : {5U, 10U}) {
    const Board board = testkit::from_values(testkit::random_values(rng, 30, {.fill = 0.7, .top_exponent = 4}));
    SearchOptions options;
    options.max_moves = max_moves;
    options.threads = 1;
    const std::uint64_t one_thread = testkit::least_memory_budget(board, options);
    const Expected<Solution> alone = solve(board, options);
    ASSERT_TRUE(alone.ok()) << alone.error().message;
    options.max_memory_bytes = one_thread;
    for (unsigned threads : {2U, 4U}) {
      options.threads = threads;
      const Expected<Solution> solved = solve(board, options);
      ASSERT_TRUE(solved.ok()) << "K=" << max_moves << ", " << threads << " threads: " << solved.error().message;
      EXPECT_EQ(solved.value().best_exponent, alone.value().best_exponent) << "K=" << max_moves;
      EXPECT_EQ(solved.value().moves, alone.value().moves) << "K=" << max_moves;
      const Expected<std::uint64_t> estimate = estimate_memory(board, options);
      ASSERT_TRUE(estimate.ok());
      EXPECT_LE(estimate.value(), one_thread);
    }
  }
}

// With a budget far above what the tables can use, the estimate stops
// growing with the budget: the tables are capped by the boards K moves can
// reach.
TEST(SlideLimits, EstimateCountsOnlyWhatTheSearchCanUse) {
  const Board board = testkit::from_values({{2, 4, 0, 2}, {0, 8, 2, 0}, {4, 0, 0, 2}, {2, 0, 16, 4}});
  SearchOptions options;
  options.max_moves = 5;
  options.max_memory_bytes = std::uint64_t{1} << 30;
  const Expected<std::uint64_t> at_one_gib = estimate_memory(board, options);
  options.max_memory_bytes = std::uint64_t{1} << 34;
  const Expected<std::uint64_t> at_sixteen_gib = estimate_memory(board, options);
  ASSERT_TRUE(at_one_gib.ok() && at_sixteen_gib.ok());
  EXPECT_EQ(at_one_gib.value(), at_sixteen_gib.value());
  EXPECT_LT(at_one_gib.value(), std::uint64_t{1} << 20);  // 1 + 4 + 16 + 64 boards of 16 cells and their slots
}

}  // namespace
}  // namespace gridsolve::slide
