// The blocks solver against the statement, the public cases, hand-made
// corner cases and a straightforward reference on thousands of random
// boards; every removal order is replayed by the independent simulator.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <random>
#include <set>

#include "gridsolve/blocks.hpp"
#include "support/blocks_random.hpp"
#include "support/blocks_reference.hpp"
#include "support/blocks_simulator.hpp"

namespace gridsolve::blocks {
namespace {

using testkit::Grid;
using testkit::reference_removals;
using testkit::replay_removals;

std::vector<std::uint32_t> removed_ids(const Solution& solution) {
  std::vector<std::uint32_t> ids;
  for (const Removal& removal : solution.removals) ids.push_back(removal.id);
  return ids;
}

// Solves `grid`, checks the witness with the simulator, returns the answer.
std::size_t solve_and_replay(const Grid& grid) {
  const Solution solution = solve(testkit::to_board(grid)).value();
  EXPECT_EQ(replay_removals(grid, removed_ids(solution)), std::nullopt) << testkit::to_json(grid);
  return solution.answer();
}

const Grid kStatementExample = {{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                                {0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                                {0, 0, 0, 0, 0, 0, 4, 0, 0, 0}, {0, 0, 0, 0, 0, 4, 4, 0, 0, 0},
                                {0, 0, 0, 0, 3, 0, 4, 0, 0, 0}, {0, 0, 0, 2, 3, 0, 0, 0, 5, 5},
                                {1, 2, 2, 2, 3, 3, 0, 0, 0, 5}, {1, 1, 1, 0, 0, 0, 0, 0, 0, 5}};

TEST(BlocksSolver, StatementExampleGivesTwo) {
  EXPECT_EQ(solve_and_replay(kStatementExample), 2U);
  const Solution solution = solve(testkit::to_board(kStatementExample)).value();
  EXPECT_EQ(removed_ids(solution), (std::vector<std::uint32_t>{2, 1}));  // 1 waits for 2
  EXPECT_EQ(solution.removals[0].bounds, (Bounds{7, 1, 8, 3}));
}

TEST(BlocksSolver, DropsOfTheStatementExample) {
  const Board board = testkit::to_board(kStatementExample);
  const auto drops = drops_to_remove(board, Removal{2, Bounds{7, 1, 8, 3}});
  ASSERT_TRUE(drops.has_value());
  ASSERT_EQ(drops->size(), 3U);
  EXPECT_EQ((*drops)[0].col, 1);
  EXPECT_EQ((*drops)[0].squares, 1);
  EXPECT_EQ((*drops)[1].squares, 1);
  EXPECT_EQ((*drops)[2].squares, 0);
  // Block 1 is covered by block 2 in column 1, and 3 holds a hole under it.
  EXPECT_FALSE(drops_to_remove(board, Removal{1, Bounds{8, 0, 9, 2}}).has_value());
  EXPECT_FALSE(drops_to_remove(board, Removal{3, Bounds{6, 4, 8, 5}}).has_value());
}

// Blocks 2 and 3 stand in the same rows as block 1 and are covered by it:
// they go only after it. A single left-to-right pass (2, 1, 3) would miss 2.
TEST(BlocksSolver, OrderMattersWithinOneRow) {
  const Grid grid = {{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {2, 0, 1, 0, 3}, {2, 1, 1, 1, 3}, {2, 2, 0, 3, 3}};
  EXPECT_EQ(solve_and_replay(grid), 3U);
  const Solution solution = solve(testkit::to_board(grid)).value();
  EXPECT_EQ(solution.removals.front().id, 1U);
  EXPECT_NE(replay_removals(grid, {2, 1, 3}), std::nullopt);  // the wrong order fails
  EXPECT_EQ(replay_removals(grid, {1, 3, 2}), std::nullopt);
}

TEST(BlocksSolver, TheOriginalsTwelveShapes) {
  const std::vector<testkit::Shape> shapes = testkit::tetromino_shapes();
  ASSERT_EQ(shapes.size(), 12U);
  EXPECT_EQ(std::set<testkit::Shape>(shapes.begin(), shapes.end()).size(), 12U);
}

TEST(BlocksSolver, EmptyBoardGivesZero) {
  EXPECT_EQ(solve_and_replay(Grid(4, std::vector<std::uint32_t>(7, 0))), 0U);
  EXPECT_EQ(solve_and_replay(Grid{{0}}), 0U);
}

// A column the block fills to the top of its rectangle needs no square, so
// what stands above it there does not matter.
TEST(BlocksSolver, FullColumnMayBeCoveredAbove) {
  const Grid grid = {{9, 0, 0}, {9, 0, 0}, {5, 0, 0}, {5, 5, 5}};
  EXPECT_EQ(solve_and_replay(grid), 2U);
  EXPECT_EQ(replay_removals(grid, {5, 9}), std::nullopt);  // 5 goes with 9 still standing on it
  // Here 9 covers a column where 5 needs a square, and 9 itself has a hole
  // under it: neither can go.
  const Grid blocked = {{9, 9, 0}, {0, 9, 0}, {5, 0, 0}, {5, 5, 5}};
  EXPECT_EQ(solve_and_replay(blocked), 0U);
}

TEST(BlocksSolver, RectanglesNeedNoSquares) {
  const Grid grid = {{7, 7, 0, 0}, {7, 7, 3, 0}, {0, 0, 3, 0}, {4, 4, 4, 4}};
  EXPECT_EQ(solve_and_replay(grid), 3U);
}

TEST(BlocksSolver, ShapesWithHolesUnderThemNeverGo) {
  // T pointing down; a U opening downwards.
  EXPECT_EQ(solve_and_replay(Grid{{1, 1, 1}, {0, 1, 0}}), 0U);
  EXPECT_EQ(solve_and_replay(Grid{{2, 2, 2}, {2, 0, 2}, {0, 0, 0}}), 0U);
  // A U opening upwards is fine: one square fills it.
  EXPECT_EQ(solve_and_replay(Grid{{0, 0, 0}, {2, 0, 2}, {2, 2, 2}}), 1U);
}

TEST(BlocksSolver, RectangularBoardsAndLargeIds) {
  const Grid grid = {
      {0, 0, 0, 0, 0, 0, 0}, {4294967295U, 0, 0, 0, 0, 0, 0}, {4294967295U, 4294967295U, 4294967295U, 0, 0, 8, 8}};
  EXPECT_EQ(solve_and_replay(grid), 2U);
}

TEST(BlocksSolver, PublicCases) {
  std::ifstream cases(std::string(GRIDSOLVE_TEST_DATA) + "/blocks.jsonl");
  ASSERT_TRUE(cases) << "cannot open " << GRIDSOLVE_TEST_DATA << "/blocks.jsonl";
  int seen = 0;
  for (std::string line; std::getline(cases, line);) {
    if (line.empty()) continue;
    const nlohmann::json record = nlohmann::json::parse(line);
    const std::string input = record["input"];
    Expected<Board> board = parse_board(input);
    ASSERT_TRUE(board.ok()) << record["name"] << ": " << board.error().message;
    const Solution solution = solve(board.value()).value();
    EXPECT_EQ(solution.answer(), record["expected"].get<std::size_t>()) << record["name"];
    EXPECT_EQ(replay_removals(testkit::to_grid(board.value()), removed_ids(solution)), std::nullopt) << record["name"];
    ++seen;
  }
  EXPECT_EQ(seen, 28);
}

// The reference and the solver must agree on the answer and on the set of
// blocks removed (the greedy's set is unique); both orders must replay.
void check_against_reference(const Grid& grid) {
  const Solution solution = solve(testkit::to_board(grid)).value();
  const std::vector<std::uint32_t> expected = reference_removals(grid);
  ASSERT_EQ(solution.answer(), expected.size()) << testkit::to_json(grid);
  std::vector<std::uint32_t> got = removed_ids(solution);
  EXPECT_EQ(replay_removals(grid, got), std::nullopt) << testkit::to_json(grid);
  EXPECT_EQ(replay_removals(grid, expected), std::nullopt) << testkit::to_json(grid);
  std::vector<std::uint32_t> want = expected;
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  EXPECT_EQ(got, want) << testkit::to_json(grid);
}

constexpr int kRandomBoardsPerKind = 1000;

TEST(BlocksSolver, AgreesWithReferenceOnRandomTetrominoBoards) {
  std::size_t removed = 0;
  for (int seed = 1; seed <= kRandomBoardsPerKind; ++seed) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
    const Grid grid = testkit::random_grid(rng, testkit::random_options(rng, 4, 50, /*tetrominoes=*/true));
    ASSERT_NO_FATAL_FAILURE(check_against_reference(grid)) << "seed " << seed;
    removed += reference_removals(grid).size();
  }
  EXPECT_GT(removed, static_cast<std::size_t>(kRandomBoardsPerKind));  // the boards are not trivial
}

TEST(BlocksSolver, AgreesWithReferenceOnRandomPolyominoBoards) {
  std::size_t removed = 0;
  for (int seed = 1; seed <= kRandomBoardsPerKind; ++seed) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed) + 1'000'000);
    const Grid grid = testkit::random_grid(rng, testkit::random_options(rng, 4, 50, /*tetrominoes=*/false));
    ASSERT_NO_FATAL_FAILURE(check_against_reference(grid)) << "seed " << seed;
    removed += reference_removals(grid).size();
  }
  EXPECT_GT(removed, static_cast<std::size_t>(kRandomBoardsPerKind));
}

// A chain: every block is covered by the one above it to the right, so the
// solver must keep re-examining freshly uncovered blocks, deep into the board.
TEST(BlocksSolver, LongChainOfUncoveredBlocks) {
  constexpr int kSteps = 200;
  Grid grid(2 * kSteps + 2, std::vector<std::uint32_t>(kSteps + 2, 0));
  for (int i = 0; i < kSteps; ++i) {
    // An L lying down: cells (r, c), (r+1, c), (r+1, c+1); it needs one
    // square at (r, c+1), which the next block's foot covers from above.
    const int r = 2 * (kSteps - i), c = i;
    const auto id = static_cast<std::uint32_t>(i + 1);
    grid[r][c] = grid[r + 1][c] = grid[r + 1][c + 1] = id;
  }
  EXPECT_EQ(solve_and_replay(grid), static_cast<std::size_t>(kSteps));
  EXPECT_EQ(reference_removals(grid).size(), static_cast<std::size_t>(kSteps));
}

}  // namespace
}  // namespace gridsolve::blocks
