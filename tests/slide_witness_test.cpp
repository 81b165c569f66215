// The witness is the shortest line to the answer, and among those the first
// in the order L, R, U, D, whatever the thread count, with or without a
// time limit: compared with an independent breadth-first search written in
// the tests (tests/support/slide_reference.cpp), which shares no code with
// the library.
#include <gtest/gtest.h>

#include <initializer_list>
#include <random>

#include "slide/adversarial_boards.hpp"
#include "slide/line_simd.hpp"
#include "support/slide_random.hpp"
#include "support/slide_reference.hpp"

namespace gridsolve::slide {
namespace {

using testkit::ValueBoard;

// Solves and checks the answer and the witness against the reference.
void expect_shortest_first_witness(const ValueBoard& values, std::uint64_t max_moves, const SearchOptions& base,
                                   const std::string& expected_line, std::int64_t expected_tile) {
  SearchOptions options = base;
  options.max_moves = max_moves;
  const Expected<Solution> solved = solve(testkit::from_values(values), options);
  ASSERT_TRUE(solved.ok()) << solved.error().message;
  const std::string where = "K=" + std::to_string(max_moves) + " threads=" + std::to_string(options.threads) +
                            (options.time_limit_seconds > 0 ? " with a time limit" : "") + "\n" +
                            testkit::to_baekjoon_text(values);
  ASSERT_TRUE(solved.value().proven) << where;
  ASSERT_TRUE(solved.value().witness_is_shortest) << where;
  ASSERT_EQ(tile_value(solved.value().best_exponent), std::to_string(expected_tile)) << where;
  ASSERT_EQ(moves_string(solved.value().moves), expected_line) << where;
}

// expect_shortest_first_witness with each of `thread_counts` threads, the
// other options from `base`.
void expect_on_threads(const ValueBoard& values, int max_moves, std::initializer_list<unsigned> thread_counts,
                       const std::string& expected_line, std::int64_t expected_tile, SearchOptions base = {}) {
  for (unsigned threads : thread_counts) {
    base.threads = threads;
    expect_shortest_first_witness(values, static_cast<std::uint64_t>(max_moves), base, expected_line, expected_tile);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// 2,400 seeded boards, N 1..6 and K 0..8 (the depth-first search and its
// witness search), each with 1, 2 and 3 threads, once more with a time
// limit (which turns on iterative deepening, so the search finds other lines
// first) that the search never reaches, and with the tables reviewed from
// their first probe.
TEST(SlideWitness, ShortestThenFirstInLrudOrderForAnyThreadCount) {
  std::mt19937_64 rng(12094);
  int lines_of_two_or_more = 0;
  const int boards = testkit::test_share(2400);
  for (int round = 0; round < boards; ++round) {
    const int n = 1 + round % 6;
    const int max_moves = (round / 6) % (n <= 4 ? 9 : 7);
    const ValueBoard values = testkit::random_values(rng, n, {.max_top_exponent = 6, .large_tile_chance = 0.3});
    const std::string expected_line = testkit::reference_shortest_witness(values, max_moves);
    const std::int64_t expected_tile = testkit::reference_best_tile(values, max_moves);
    expect_on_threads(values, max_moves, {1U, 2U, 3U}, expected_line, expected_tile);
    if (HasFatalFailure()) return;
    SearchOptions timed;
    timed.time_limit_seconds = 3600;
    expect_shortest_first_witness(values, static_cast<std::uint64_t>(max_moves), timed, expected_line, expected_tile);
    if (HasFatalFailure()) return;
    // The tables reviewed from their first probe (search_context.cpp,
    // review_table_use), so that the search and the witness search drop
    // them on these small searches too, on one thread and on shared passes.
    SearchOptions reviewed;
    reviewed.tuning.table_review_probes = 1;
    expect_on_threads(values, max_moves, {1U, 2U}, expected_line, expected_tile, reviewed);
    if (HasFatalFailure()) return;
    lines_of_two_or_more += expected_line.size() >= 2;
  }
  // The sweep must hold witnesses long enough for the order to matter.
  EXPECT_GT(lines_of_two_or_more, testkit::test_share(400));
}

// Large K: the level-by-level search, whose breadth-first order gives the
// witness, and (K from 11 to 20, when its boards do not fit) the depth-first
// search with the witness search.
TEST(SlideWitness, ShortestThenFirstInLrudOrderForLargeK) {
  std::mt19937_64 rng(1000);
  for (int round = 0; round < 200; ++round) {
    const int n = 2 + round % 3;
    const int max_moves = 11 + round % 15;
    const ValueBoard values = testkit::random_values(rng, n, {.max_top_exponent = 5});
    const std::string expected_line = testkit::reference_shortest_witness(values, max_moves);
    const std::int64_t expected_tile = testkit::reference_best_tile(values, max_moves);
    SearchOptions options;
    expect_shortest_first_witness(values, static_cast<std::uint64_t>(max_moves), options, expected_line, expected_tile);
    if (HasFatalFailure()) return;
    // A budget too small for the level search's boards: for K up to 20 the
    // depth-first search takes over.
    if (max_moves <= 20) {
      options.max_memory_bytes = 8000;
      expect_shortest_first_witness(values, static_cast<std::uint64_t>(max_moves), options, expected_line,
                                    expected_tile);
      if (HasFatalFailure()) return;
    }
  }
}

// Boards of side 9 to 14, where the search and the witness search keep the
// children of up and down moves transposed until the merge-tree bound has
// looked at them (settled_while_transposed, in search.cpp and
// witness_search.cpp): the answer and the witness match the reference on 1
// and 2 threads, and on one thread the node count is the one the same
// search makes with the lines moved by SSSE3, which transposes nothing
// (so every child the bound settled while transposed was settled exactly as
// it would have been on the board).
TEST(SlideWitness, ChildrenKeptTransposedChangeNothing) {
  std::mt19937_64 rng(9);
  int answers_made_by_merges = 0;
  const int boards = testkit::test_share(240);
  for (int round = 0; round < boards; ++round) {
    const int n = 9 + round % 6;
    const int max_moves = 3 + (round / 6) % 4;
    const ValueBoard values = testkit::random_values(rng, n, {.fill = 0.3 + 0.1 * (round % 5), .top_exponent = 3});
    const std::string expected_line = testkit::reference_shortest_witness(values, max_moves);
    const std::int64_t expected_tile = testkit::reference_best_tile(values, max_moves);
    expect_on_threads(values, max_moves, {1U, 2U}, expected_line, expected_tile);
    if (HasFatalFailure()) return;
    SearchOptions one;
    one.threads = 1;
    one.max_moves = static_cast<std::uint64_t>(max_moves);
    const Expected<Solution> transposing = solve(testkit::from_values(values), one);
    const testkit::BestLineLevelOnExit restore;
    line_simd::set_level(line_simd::Level::kSsse3);
    const Expected<Solution> not_transposing = solve(testkit::from_values(values), one);
    line_simd::set_level(line_simd::best_level());
    ASSERT_TRUE(transposing.ok() && not_transposing.ok());
    ASSERT_EQ(transposing.value().stats.nodes, not_transposing.value().stats.nodes)
        << "K=" << max_moves << "\n"
        << testkit::to_baekjoon_text(values);
    answers_made_by_merges += expected_tile > testkit::largest_tile(values);
  }
  EXPECT_GT(answers_made_by_merges, testkit::test_share(150));
}

// The boards of 12094's limits on which the witness search is most of the
// work (the search finds the answer at once, the witness search then proves
// every shorter line falls short: 20 x 20, K = 10, witnesses of 10 moves):
// there the threads share its passes (find_witness in witness_search.cpp), and the
// line must be the one thread's, which the sweep above checks against the
// reference on small boards.
TEST(SlideWitness, TheSameLineOnSharedPassesForAnyThreadCount) {
  int shared_passes = 0;
  for (const AdversarialCase& c : adversarial_suite("hard")) {
    if (c.name != "hard-s3-01" && c.name != "hard-s3-02" && c.name != "hard-s3-03") continue;
    SearchOptions options;
    options.max_moves = c.moves;
    options.threads = 1;
    const Expected<Solution> one = solve(c.board, options);
    ASSERT_TRUE(one.ok() && one.value().proven && one.value().witness_is_shortest) << c.name;
    shared_passes += one.value().moves.size() > 2;  // longer than the passes the first thread makes alone
    for (unsigned threads : {2U, 3U}) {
      options.threads = threads;
      const Expected<Solution> many = solve(c.board, options);
      ASSERT_TRUE(many.ok() && many.value().proven && many.value().witness_is_shortest) << c.name;
      EXPECT_EQ(many.value().best_exponent, one.value().best_exponent) << c.name << " threads=" << threads;
      EXPECT_EQ(moves_string(many.value().moves), moves_string(one.value().moves)) << c.name << " threads=" << threads;
    }
  }
  EXPECT_GE(shared_passes, 3);
}

}  // namespace
}  // namespace gridsolve::slide
