// The cards solver against the exhaustive reference search and the
// independent witness simulator (tests/support), on the statement's examples,
// the public cases and seeded random sweeps.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <random>

#include "common/byte_size.hpp"
#include "gridsolve/cards.hpp"
#include "support/cards_boards.hpp"
#include "support/cards_reference.hpp"
#include "support/cards_simulator.hpp"

namespace gridsolve::testkit {
namespace {

// Solves, then checks the witness: exactly `answer` keys that remove every
// card when replayed by the simulator. Returns the answer.
std::uint64_t solve_and_replay(const CardsCase& c) {
  Expected<cards::Solution> solution = cards::solve(to_problem(c));
  EXPECT_TRUE(solution.ok()) << to_text(c);
  if (!solution.ok()) return 0;
  const cards::Solution& found = solution.value();
  EXPECT_EQ(found.keys.size(), found.answer) << to_text(c);
  const CardsReplay replay = replay_cards(c.grid, c.row, c.col, tokens_of(found.keys));
  EXPECT_TRUE(replay.valid_tokens) << replay.problem;
  EXPECT_EQ(replay.cards_left, 0u) << to_text(c) << "\nkeys: " << cards::keys_string(found.keys);
  std::size_t grouped = 0;
  for (const cards::PairStep& step : found.steps) grouped += step.keys.size();
  EXPECT_EQ(grouped, found.keys.size());
  return found.answer;
}

CardsCase from_text(const std::string& text) {
  Expected<cards::Problem> problem = cards::parse_problem(text);
  EXPECT_TRUE(problem.ok()) << (problem.ok() ? "" : problem.error().message);
  CardsCase c;
  if (!problem.ok()) return c;
  const cards::Board& board = problem.value().board;
  c.grid.assign(static_cast<std::size_t>(board.rows()),
                std::vector<std::int64_t>(static_cast<std::size_t>(board.cols())));
  for (int r = 0; r < board.rows(); ++r) {
    for (int col = 0; col < board.cols(); ++col)
      c.grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(col)] = board.at({r, col});
  }
  c.row = problem.value().start.row;
  c.col = problem.value().start.col;
  return c;
}

TEST(CardsSolver, StatementExamples) {
  const CardsCase first = from_text("[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0");
  EXPECT_EQ(solve_and_replay(first), 14u);
  EXPECT_EQ(reference_fewest_presses(first.grid, first.row, first.col), 14u);
  const CardsCase second = from_text("[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]\t0\t1");
  EXPECT_EQ(solve_and_replay(second), 16u);
  EXPECT_EQ(reference_fewest_presses(second.grid, second.row, second.col), 16u);
}

TEST(CardsSolver, PublicCasesFromTestData) {
  std::ifstream file(GRIDSOLVE_TEST_DATA "/cards.jsonl");
  ASSERT_TRUE(file) << "cannot open " << GRIDSOLVE_TEST_DATA "/cards.jsonl";
  std::string line;
  int cases = 0;
  while (std::getline(file, line)) {
    if (line.empty()) continue;
    const nlohmann::json entry = nlohmann::json::parse(line);
    const CardsCase c = from_text(entry.at("input").get<std::string>());
    const auto expected = entry.at("expected").get<std::uint64_t>();
    EXPECT_EQ(solve_and_replay(c), expected) << entry.at("name");
    EXPECT_EQ(reference_fewest_presses(c.grid, c.row, c.col), expected) << entry.at("name");
    ++cases;
  }
  EXPECT_GE(cases, 30);
}

TEST(CardsSolver, EmptyBoardNeedsNoKeys) {
  const CardsCase c = from_text("[[0,0,0],[0,0,0]] 1 2");
  EXPECT_EQ(solve_and_replay(c), 0u);
}

TEST(CardsSolver, CursorAlreadyOnACard) {
  // Enter, one step right, Enter.
  EXPECT_EQ(solve_and_replay(from_text("[[1,1]] 0 0")), 3u);
  // A single column: ^D stops on the card just below, E, ^D, E.
  EXPECT_EQ(solve_and_replay(from_text("[[0],[1],[0],[1]] 0 0")), 4u);
}

// 3,000 4 x 4 boards with 1 to 6 pairs; the cursor on a card on every other
// board and on an empty cell on the rest, so that both starts are covered.
TEST(CardsSolver, AgreesWithExhaustiveSearchOn4x4Sweep) {
  std::mt19937_64 rng(72415);
  for (int i = 0; i < 3000; ++i) {
    const int pairs = 1 + i % 6;
    CardsCase c = random_cards_case(rng, 4, 4, pairs);
    const bool on_card = i % 2 == 0;
    // Row-major, from a random cell: the first cell of the wanted kind (a
    // board of 6 pairs on 16 cells has both kinds).
    const int from = std::uniform_int_distribution<int>(0, 15)(rng);
    for (int k = 0; k < 16; ++k) {
      const int cell = (from + k) % 16;
      if ((c.grid[static_cast<std::size_t>(cell / 4)][static_cast<std::size_t>(cell % 4)] != 0) == on_card) {
        c.row = cell / 4;
        c.col = cell % 4;
        break;
      }
    }
    const std::uint64_t expected = reference_fewest_presses(c.grid, c.row, c.col);
    ASSERT_EQ(solve_and_replay(c), expected) << "board " << i << ": " << to_text(c);
  }
}

// 7 and 8 pairs on 4 x 4 (8 fills the board): beyond the original's labels,
// where the search runs the most passes and the play order matters most.
TEST(CardsSolver, AgreesWithExhaustiveSearchOnCrowded4x4Boards) {
  std::mt19937_64 rng(8);
  for (int i = 0; i < 600; ++i) {
    const int pairs = 7 + i % 2;
    const CardsCase c = random_cards_case(rng, 4, 4, pairs);
    const std::uint64_t expected = reference_fewest_presses(c.grid, c.row, c.col);
    ASSERT_EQ(solve_and_replay(c), expected) << "board " << i << ": " << to_text(c);
  }
}

// At least 300 boards of other shapes, 1 x 10 up to 6 x 6, up to 10 pairs.
TEST(CardsSolver, AgreesWithExhaustiveSearchOnOtherShapes) {
  struct Shape {
    int rows;
    int cols;
  };
  const Shape shapes[] = {{1, 10}, {10, 1}, {2, 5}, {3, 3}, {2, 7}, {3, 4}, {4, 5},
                          {5, 4},  {3, 6},  {5, 5}, {4, 6}, {6, 5}, {6, 6}, {1, 2}};
  std::mt19937_64 rng(42894);
  std::uint64_t most_presses_with_ten_pairs = 0;
  for (int i = 0; i < 330; ++i) {
    const Shape shape = shapes[static_cast<std::size_t>(i) % std::size(shapes)];
    const int most = std::min(10, shape.rows * shape.cols / 2);
    // Mostly up to 7 pairs; every eleventh board takes the most allowed.
    const int pairs = i % 11 == 0 ? most : std::uniform_int_distribution<int>(1, std::min(7, most))(rng);
    const CardsCase c = random_cards_case(rng, shape.rows, shape.cols, pairs);
    const std::uint64_t expected = reference_fewest_presses(c.grid, c.row, c.col);
    const std::uint64_t answer = solve_and_replay(c);
    ASSERT_EQ(answer, expected) << "board " << i << ": " << to_text(c);
    if (pairs == 10) most_presses_with_ten_pairs = std::max(most_presses_with_ten_pairs, answer);
  }
  // Ten pairs take two Enters each and a move between the cards of a pair:
  // at least 30 presses, which only a sweep that solved such boards shows.
  EXPECT_GE(most_presses_with_ten_pairs, 30u);
}

// Boards of exactly 64 cells and long sides: the packed engine's widest
// rows (a step down is a shift by the whole word on 1 x 64) and most
// doublings per jump.
TEST(CardsSolver, AgreesWithExhaustiveSearchOnLong64CellBoards) {
  struct Shape {
    int rows;
    int cols;
  };
  const Shape shapes[] = {{1, 64}, {64, 1}, {2, 32}, {32, 2}, {4, 16}, {16, 4}, {1, 33}};
  std::mt19937_64 rng(64);
  for (int i = 0; i < 70; ++i) {
    const Shape shape = shapes[static_cast<std::size_t>(i) % std::size(shapes)];
    const CardsCase c = random_cards_case(rng, shape.rows, shape.cols, 1 + i % 5);
    const std::uint64_t expected = reference_fewest_presses(c.grid, c.row, c.col);
    ASSERT_EQ(solve_and_replay(c), expected) << "board " << i << ": " << to_text(c);
  }
}

// Boards over 64 cells take the general distance engine.
TEST(CardsSolver, AgreesWithExhaustiveSearchOnBoardsOver64Cells) {
  struct Shape {
    int rows;
    int cols;
  };
  const Shape shapes[] = {{9, 9}, {1, 70}, {70, 1}, {5, 14}, {12, 10}, {8, 9}};
  std::mt19937_64 rng(65);
  for (int i = 0; i < 36; ++i) {
    const Shape shape = shapes[static_cast<std::size_t>(i) % std::size(shapes)];
    const int pairs = 1 + i % 4;
    const CardsCase c = random_cards_case(rng, shape.rows, shape.cols, pairs);
    const std::uint64_t expected = reference_fewest_presses(c.grid, c.row, c.col);
    ASSERT_EQ(solve_and_replay(c), expected) << "board " << i << ": " << to_text(c);
  }
}

TEST(CardsSolver, EightByEightWithSixteenPairsReplays) {
  std::mt19937_64 rng(16);
  const CardsCase c = random_cards_case(rng, 8, 8, 16);
  const std::uint64_t answer = solve_and_replay(c);
  EXPECT_GE(answer, 3u * 16u);  // each pair: two Enters and at least one move
}

// A budget below estimate_memory() is refused before the search starts, in
// the shared wording; the estimate itself is accepted.
TEST(CardsSolver, RefusesBelowTheEstimateAndSolvesAtIt) {
  std::mt19937_64 rng(3);
  const CardsCase c = random_cards_case(rng, 4, 4, 8);
  const cards::Problem problem = to_problem(c);
  const std::uint64_t estimate = cards::estimate_memory(problem);
  cards::SearchOptions options;
  options.max_memory_bytes = 1000;
  Expected<cards::Solution> solution = cards::solve(problem, options);
  ASSERT_FALSE(solution.ok());
  EXPECT_EQ(solution.error().message, memory_refusal("the exact search over 8 pairs", estimate, 1000).message);
  options.max_memory_bytes = estimate - 1;
  EXPECT_FALSE(cards::solve(problem, options).ok());
  options.max_memory_bytes = estimate;
  ASSERT_TRUE(cards::solve(problem, options).ok());
  EXPECT_EQ(cards::solve(problem, options).value().answer, reference_fewest_presses(c.grid, c.row, c.col));
  // Memory the caller holds counts too.
  options.held_bytes = 1;
  EXPECT_FALSE(cards::solve(problem, options).ok());
}

// The table for 8 pairs: 2^8 sets of 16 two-byte entries and 15 bytes of
// bookkeeping, 11.8 KiB, beside the heuristic's tables and the board.
TEST(CardsSolver, EstimateCountsTheTables) {
  std::mt19937_64 rng(4);
  const cards::Problem problem = to_problem(random_cards_case(rng, 4, 4, 8));
  const std::uint64_t table = 256 * (16 * 2 + 15);
  EXPECT_GE(cards::estimate_memory(problem), table);
  EXPECT_LE(cards::estimate_memory(problem), table + 16 * 1024);
}

TEST(CardsSolver, MoreThan31PairsAreRefused) {
  std::mt19937_64 rng(5);
  const cards::Problem problem = to_problem(random_cards_case(rng, 8, 8, 32));
  Expected<cards::Solution> solution = cards::solve(problem);
  ASSERT_FALSE(solution.ok());
  EXPECT_EQ(solution.error().message,
            "the board has 32 pairs; the exact search takes at most 31 (its table holds 2^pairs x 2 pairs states)");
}

}  // namespace
}  // namespace gridsolve::testkit
