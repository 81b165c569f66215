// The 2048 solver against an exhaustive reference written in the tests, with
// every witness replayed by the tests' own simulator.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "slide/adversarial_boards.hpp"
#include "slide/line_simd.hpp"
#include "slide/transposition.hpp"
#include "support/slide_random.hpp"
#include "support/slide_reference.hpp"

namespace gridsolve::slide {
namespace {

using testkit::random_values;
using testkit::ValueBoard;

// Mostly small tiles so that merges are common, a density per board.
constexpr testkit::RandomTiles kSmallTiles{.max_top_exponent = 6};

// Checks the solver's answer against `expected` and replays its witness.
void expect_solves_to(const ValueBoard& values, int max_moves, std::int64_t expected) {
  SearchOptions options;
  options.max_moves = static_cast<std::uint64_t>(max_moves);
  const Expected<Solution> solved = solve(testkit::from_values(values), options);
  ASSERT_TRUE(solved.ok()) << solved.error().message;
  const Solution& solution = solved.value();
  const std::string board_text = testkit::to_baekjoon_text(values);
  ASSERT_EQ(tile_value(solution.best_exponent), std::to_string(expected)) << "K=" << max_moves << "\n" << board_text;
  ASSERT_LE(solution.moves.size(), static_cast<std::size_t>(max_moves));
  ASSERT_EQ(testkit::replay_largest(values, moves_string(solution.moves)), expected)
      << "witness " << moves_string(solution.moves) << "\n"
      << board_text;
}

// The same against the exhaustive reference.
void expect_matches_reference(const ValueBoard& values, int max_moves) {
  expect_solves_to(values, max_moves, testkit::reference_best_tile(values, max_moves));
}

TEST(SlideSearch, StatementExample) {
  expect_matches_reference({{2, 2, 2}, {4, 4, 4}, {8, 8, 8}}, 5);
  const Expected<Solution> solved = solve(testkit::from_values({{2, 2, 2}, {4, 4, 4}, {8, 8, 8}}), SearchOptions{});
  ASSERT_TRUE(solved.ok());
  EXPECT_EQ(tile_value(solved.value().best_exponent), "16");
}

TEST(SlideSearch, ZeroMovesGivesTheLargestStartingTile) {
  const ValueBoard values = {{2, 0}, {0, 64}};
  SearchOptions options;
  options.max_moves = 0;
  const Expected<Solution> solved = solve(testkit::from_values(values), options);
  ASSERT_TRUE(solved.ok());
  EXPECT_EQ(tile_value(solved.value().best_exponent), "64");
  EXPECT_TRUE(solved.value().moves.empty());
}

TEST(SlideSearch, EmptyBoardAnswersZero) {
  const Expected<Solution> solved = solve(Board(3), SearchOptions{});
  ASSERT_TRUE(solved.ok());
  EXPECT_EQ(tile_value(solved.value().best_exponent), "0");
}

// At least 2,000 seeded random boards, N 1..6 and K 0..7, against the
// exhaustive reference. Many of them must have an answer made by merges (on
// the others any search that returns the largest starting tile agrees).
TEST(SlideSearch, AgreesWithExhaustiveReferenceOnSeededRandomBoards) {
  std::mt19937_64 rng(20261129);
  int answer_made_by_merges = 0;
  for (int round = 0; round < 2100; ++round) {
    const int n = 1 + round % 6;
    const int max_moves = (round / 6) % 8;
    const ValueBoard values = random_values(rng, n, kSmallTiles);
    const std::int64_t expected = testkit::reference_best_tile(values, max_moves);
    expect_solves_to(values, max_moves, expected);
    if (HasFatalFailure()) return;
    answer_made_by_merges += expected > testkit::largest_tile(values);
  }
  EXPECT_GT(answer_made_by_merges, 600);
}

// Large K takes the level-by-level search; small boards keep it exhaustive
// for the reference too.
TEST(SlideSearch, LargeMoveCountsAgreeWithReference) {
  std::mt19937_64 rng(7);
  for (int round = 0; round < 60; ++round) {
    const int n = 2 + round % 3;
    const int max_moves = 11 + round % 15;
    expect_matches_reference(random_values(rng, n, kSmallTiles), max_moves);
    if (HasFatalFailure()) return;
  }
}

TEST(SlideSearch, HugeMoveCountEndsWhenNoNewBoardAppears) {
  const ValueBoard values = {{2, 4, 0, 2}, {0, 8, 2, 0}, {4, 0, 0, 2}, {2, 0, 16, 4}};
  SearchOptions options;
  options.max_moves = 1'000'000;
  const Expected<Solution> solved = solve(testkit::from_values(values), options);
  ASSERT_TRUE(solved.ok()) << solved.error().message;
  EXPECT_EQ(tile_value(solved.value().best_exponent), std::to_string(testkit::reference_best_tile(values, 200)));
  EXPECT_EQ(testkit::replay_largest(values, moves_string(solved.value().moves)),
            testkit::reference_best_tile(values, 200));
}

// Deep K: the boards reachable cannot be counted before the search, so a
// search that meets more than fit ends with an error then, or, by default,
// once the growth of its levels says they will not fit (here from its
// second level, of 16 boards: a quarter of the 64 that fit).
TEST(SlideSearch, RefusesASearchBeyondTheMemoryBudget) {
  std::mt19937_64 rng(3);
  const Board board = testkit::from_values(random_values(rng, 6, kSmallTiles));
  SearchOptions options;
  options.max_moves = 1000;
  options.max_memory_bytes = 4096;
  const Expected<Solution> estimated = solve(board, options);
  ASSERT_FALSE(estimated.ok());
  // No depth-first search fits in 4 KiB either, so a time limit would not
  // let one go on: only --max-memory is offered.
  EXPECT_EQ(estimated.error().message,
            "the search for 1000 moves would reach about 180 distinct boards, by the growth of its levels, more than "
            "the 64 that fit in the memory budget of 4.0 KiB (raise it with --max-memory)");
  options.time_limit_seconds = 60;
  const Expected<Solution> under_a_limit = solve(board, options);
  ASSERT_FALSE(under_a_limit.ok());
  EXPECT_EQ(under_a_limit.error().message, estimated.error().message);
  options.time_limit_seconds = 0;
  options.tuning.estimate_level_fit = false;
  const Expected<Solution> filled = solve(board, options);
  ASSERT_FALSE(filled.ok());
  EXPECT_EQ(filled.error().message,
            "the search for 1000 moves reaches more than 64 distinct boards, more than fit in the memory budget of "
            "4.0 KiB (raise it with --max-memory)");
}

RC_GTEST_PROP(SlideSearch, AnswerIsExactAndWitnessReplays, ()) {
  const int n = *rc::gen::inRange(1, 6);
  const int max_moves = *rc::gen::inRange(0, 7);
  ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n)));
  for (auto& row : values) {
    for (auto& cell : row) {
      const int e = *rc::gen::inRange(0, 5);
      cell = e ? (std::int64_t{1} << e) : 0;
    }
  }
  SearchOptions options;
  options.max_moves = static_cast<std::uint64_t>(max_moves);
  const Expected<Solution> solved = solve(testkit::from_values(values), options);
  RC_ASSERT(solved.ok());
  const std::int64_t expected = testkit::reference_best_tile(values, max_moves);
  RC_ASSERT(tile_value(solved.value().best_exponent) == std::to_string(expected));
  RC_ASSERT(solved.value().moves.size() <= static_cast<std::size_t>(max_moves));
  RC_ASSERT(testkit::replay_largest(values, moves_string(solved.value().moves)) == expected);
}

// A full table (transposition.cpp) lets a board take the place of an entry
// with at most its moves left: on its probe path, or the next one when the
// path is only its empty home slot. What it finds must still be a claim
// stored for that very board, and a board stored with more moves left than
// any before must be found right after (it always replaces).
TEST(SlideTranspositionTable, AFullTableFindsOnlyClaimsStoredForTheBoard) {
  std::mt19937_64 rng(19);
  constexpr std::uint64_t kMaxBoards = 64;
  TranspositionTable table(9, kMaxBoards);
  // A board's cells as a string key (a vector key's comparisons make g++ 12 warn).
  std::map<std::string, std::set<std::pair<int, int>>> claims;
  const auto random_board = [&rng] {
    Board board(3);
    for (int row = 0; row < 3; ++row) {
      for (int col = 0; col < 3; ++col) board.set(row, col, static_cast<Exponent>(rng() % 4));
    }
    return board;
  };
  constexpr int kStores = 20000;
  for (int i = 0; i < kStores; ++i) {
    const Board board = random_board();
    const std::uint64_t hash = board_hash(board);
    // The first half: moves left at random; the second: more than any before.
    const int moves_left = i < kStores / 2 ? static_cast<int>(rng() % 20) : i;
    const auto best = static_cast<Exponent>(rng() % 12);
    table.store(board, hash, static_cast<std::uint64_t>(moves_left), best);
    claims[std::string(board.cells().begin(), board.cells().end())].insert({moves_left, best});
    if (i >= kStores / 2) {
      const TranspositionTable::Entry entry = table.find(board, hash);
      ASSERT_EQ(entry.moves_left, moves_left) << "store " << i;
      ASSERT_EQ(entry.best, best) << "store " << i;
    }
  }
  EXPECT_EQ(table.size(), kMaxBoards);
  int found = 0;
  for (const auto& [cells, stored] : claims) {
    Board board(3);
    for (int i = 0; i < 9; ++i) board.set(i / 3, i % 3, static_cast<Exponent>(cells[static_cast<std::size_t>(i)]));
    const TranspositionTable::Entry entry = table.find(board, board_hash(board));
    if (entry.moves_left < 0) continue;
    ++found;
    EXPECT_EQ(stored.count({entry.moves_left, static_cast<int>(entry.best)}), 1U)
        << "an entry never stored for its board: " << entry.moves_left << " moves, best " << int{entry.best};
  }
  EXPECT_EQ(found, static_cast<int>(kMaxBoards));
}

// find_searched(board, hash, k) is find() for callers that need at least k
// moves: the same entry when it has k or more, else none. And where two
// boards are given the same hash (a collision, which a 64-bit hash makes
// next to impossible), it may answer none but never another board's entry.
TEST(SlideTranspositionTable, FindSearchedIsFindWithEnoughMoves) {
  std::mt19937_64 rng(23);
  TranspositionTable table(4, 1000);
  std::vector<Board> boards;
  for (int i = 0; i < 300; ++i) {
    Board board(2);
    for (int cell = 0; cell < 4; ++cell) board.set(cell / 2, cell % 2, static_cast<Exponent>(rng() % 6));
    table.store(board, board_hash(board), rng() % 12, static_cast<Exponent>(rng() % 12));
    boards.push_back(board);
  }
  int short_entries = 0;
  for (const Board& board : boards) {
    const std::uint64_t hash = board_hash(board);
    const TranspositionTable::Entry entry = table.find(board, hash);
    ASSERT_GE(entry.moves_left, 0);
    for (int min_moves = 0; min_moves <= 12; ++min_moves) {
      const TranspositionTable::Entry searched = table.find_searched(board, hash, min_moves);
      if (entry.moves_left >= min_moves) {
        EXPECT_EQ(searched.moves_left, entry.moves_left);
        EXPECT_EQ(searched.best, entry.best);
      } else {
        EXPECT_EQ(searched.moves_left, -1);
        ++short_entries;
      }
    }
  }
  EXPECT_GT(short_entries, 100);  // both cases were met
  // Two boards under one hash: the second, stored with more moves, is
  // found only with its own cells, and never answers for the first.
  TranspositionTable shared(4, 10);
  Board first(2);
  Board second(2);
  first.set(0, 0, 1);
  second.set(0, 0, 2);
  constexpr std::uint64_t kHash = 12345;
  shared.store(first, kHash, 3, 5);
  shared.store(second, kHash, 9, 7);
  EXPECT_EQ(shared.find_searched(first, kHash, 3).moves_left, 3);
  EXPECT_EQ(shared.find_searched(first, kHash, 4).moves_left, -1);
  const TranspositionTable::Entry second_entry = shared.find_searched(second, kHash, 9);
  EXPECT_TRUE(second_entry.moves_left == -1 || (second_entry.moves_left == 9 && second_entry.best == 7));
  Board other(2);
  other.set(1, 1, 3);
  EXPECT_EQ(shared.find_searched(other, kHash, 0).moves_left, -1);
}

// store() keeps the claim with more moves left (with as many, the lower
// best); store_replacing_higher_best() also lets a claim about a lower tile
// take the place of one with a higher best, whatever its moves left (the
// witness search aims below those entries and cannot use them).
TEST(SlideTranspositionTable, StoreReplacingHigherBestTakesThePlaceOfUselessClaims) {
  Board board(2);
  board.set(0, 0, 3);
  const std::uint64_t hash = board_hash(board);
  const auto entry_after = [&](bool replacing, int first_moves, int first_best, int moves, int best) {
    TranspositionTable table(4, 10);
    table.store(board, hash, static_cast<std::uint64_t>(first_moves), static_cast<Exponent>(first_best));
    if (replacing) {
      table.store_replacing_higher_best(board, hash, static_cast<std::uint64_t>(moves), static_cast<Exponent>(best));
    } else {
      table.store(board, hash, static_cast<std::uint64_t>(moves), static_cast<Exponent>(best));
    }
    const TranspositionTable::Entry entry = table.find(board, hash);
    return std::pair<int, int>{entry.moves_left, int{entry.best}};
  };
  using Claim = std::pair<int, int>;
  // More moves left and a higher best: store() keeps it, the other replaces it.
  EXPECT_EQ(entry_after(false, 6, 11, 4, 10), (Claim{6, 11}));
  EXPECT_EQ(entry_after(true, 6, 11, 4, 10), (Claim{4, 10}));
  // More moves left and a best as low or lower: both keep it.
  EXPECT_EQ(entry_after(true, 6, 10, 4, 10), (Claim{6, 10}));
  EXPECT_EQ(entry_after(true, 6, 9, 4, 10), (Claim{6, 9}));
  // Fewer moves left: both replace it.
  EXPECT_EQ(entry_after(false, 3, 9, 4, 10), (Claim{4, 10}));
  EXPECT_EQ(entry_after(true, 3, 9, 4, 10), (Claim{4, 10}));
  // As many moves: both keep the lower best.
  EXPECT_EQ(entry_after(false, 4, 11, 4, 10), (Claim{4, 10}));
  EXPECT_EQ(entry_after(true, 4, 9, 4, 10), (Claim{4, 9}));
}

// Threads search every subtree once, hand-overs included
// (SearchContext::hand_over): with every rule that depends on the best
// found so far or on the order of the search switched off, the node count
// is the size of the tree, whichever thread searched what. On boards of
// side 14 to 16 with K = 10 whose answer is the start's largest tile (two
// tiles of 2^40 in opposite corners that do not meet among small tiles:
// the best then never moves, and the witness is the empty line), 2 and 8
// threads must count the same nodes (one thread searches without the root
// split, whose boards are counted apart). Answers alone cannot show a subtree
// lost or searched twice: many lines reach the same tile. (Handing over
// the wrong children, L for R, passed every other test; here it changes
// the count on every board.)
TEST(SlideSearch, ThreadsSearchEverySubtreeOnce) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  constexpr Exponent kCorner = 40;
  int boards = 0;
  for (int round = 0; round < 30; ++round) {
    const int n = 14 + round % 3;
    Board board(n);
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        if (coin(rng) < 0.8) board.set(r, c, static_cast<Exponent>(1 + rng() % 3));
      }
    }
    board.set(0, 0, kCorner);
    board.set(n - 1, n - 1, kCorner);
    SearchOptions options;
    options.max_moves = 10;
    options.tuning.merge_tree_bound = false;  // the classic cut left never cuts: the largest tile is the best
    options.tuning.meeting_rule = false;
    options.tuning.two_move_rule = false;
    options.tuning.transposition_table = false;  // which path stores a board first depends on the order
    options.threads = 2;
    const Expected<Solution> two = solve(board, options);
    ASSERT_TRUE(two.ok());
    if (two.value().best_exponent != kCorner) continue;  // the corners met: the best moved
    options.threads = 8;
    const Expected<Solution> eight = solve(board, options);
    ASSERT_TRUE(eight.ok());
    ASSERT_EQ(eight.value().best_exponent, kCorner);
    EXPECT_EQ(eight.value().stats.nodes, two.value().stats.nodes) << "N=" << n << " round " << round;
    ++boards;
  }
  EXPECT_GE(boards, 4);
}

// With the least budget the search accepts (testkit::least_memory_budget),
// its table holds a few boards and is full at once, so boards replace each
// other all through the search. The answer and the witness (the shortest
// line, then the first in LRUD order) must still be the reference's. At
// least some searches must take more nodes than with a table that holds
// every board, or the tables were not full.
TEST(SlideSearch, ExactWithTablesFullFromTheStart) {
  std::mt19937_64 rng(1912);
  int slowed = 0;
  for (int round = 0; round < 300; ++round) {
    const int n = 2 + round % 3;
    const int max_moves = 3 + round % 8;
    const ValueBoard values = testkit::random_values(rng, n, {.max_top_exponent = 5});
    const Board board = testkit::from_values(values);
    SearchOptions options;
    options.max_moves = static_cast<std::uint64_t>(max_moves);
    const Expected<Solution> roomy = solve(board, options);
    options.max_memory_bytes = testkit::least_memory_budget(board, options);
    const Expected<Solution> tight = solve(board, options);
    ASSERT_TRUE(roomy.ok() && tight.ok());
    const std::string where = testkit::to_baekjoon_text(values) + "K=" + std::to_string(max_moves);
    ASSERT_EQ(tile_value(tight.value().best_exponent), std::to_string(testkit::reference_best_tile(values, max_moves)))
        << where;
    ASSERT_TRUE(tight.value().proven && tight.value().witness_is_shortest) << where;
    const std::string witness = testkit::reference_shortest_witness(values, max_moves);
    ASSERT_EQ(moves_string(tight.value().moves), witness) << where;
    slowed += tight.value().stats.nodes > roomy.value().stats.nodes;
    // Two threads: each its own full table, and with K >= 3 the witness
    // search's tables of failures, full too.
    options.threads = 2;
    options.max_memory_bytes = testkit::least_memory_budget(board, options);
    const Expected<Solution> shared = solve(board, options);
    ASSERT_TRUE(shared.ok() && shared.value().proven && shared.value().witness_is_shortest) << where;
    ASSERT_EQ(shared.value().best_exponent, tight.value().best_exponent) << where << " threads=2";
    ASSERT_EQ(moves_string(shared.value().moves), witness) << where << " threads=2";
  }
  EXPECT_GE(slowed, 30);
}

// A 64 x 64 board (tests/data/2048-full-64-line.txt) on which the search
// answered 64 with K = 3 where 128 is reachable (ULU): with AVX-512 the
// two-move rule slides a line of up to 64 cells at once, and a line of 64
// tiles took its last tile for a partner of itself (the table of next bytes
// ends with 63 -> 63), raising it and counting a tile too few. Found when
// the meeting rule's line counts, written the same way, failed their test
// in slide_bounds_test; then this board by a search of dense 64 x 64 boards
// against the reference (round 1,003 of 3,000). At every line level,
// against the reference, for K 1 to 3.
TEST(SlideSearch, LinesOf64TilesAgreeWithTheReference) {
  std::ifstream file(std::string(GRIDSOLVE_TEST_DATA) + "/2048-full-64-line.txt");
  ASSERT_TRUE(file) << "missing tests/data/2048-full-64-line.txt";
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const Expected<Board> board = parse_board(text);
  ASSERT_TRUE(board.ok()) << board.error().message;
  ASSERT_EQ(board.value().size(), 64);
  const ValueBoard values = testkit::to_values(board.value());
  const testkit::BestLineLevelOnExit restore;
  for (const line_simd::Level line_level : {line_simd::best_level(), line_simd::Level::kCellByCell}) {
    line_simd::set_level(line_level);
    for (std::uint64_t max_moves = 1; max_moves <= 3; ++max_moves) {
      SearchOptions options;
      options.max_moves = max_moves;
      const Expected<Solution> solved = solve(board.value(), options);
      ASSERT_TRUE(solved.ok()) << solved.error().message;
      const std::int64_t expected = testkit::reference_best_tile(values, static_cast<int>(max_moves));
      EXPECT_EQ(tile_value(solved.value().best_exponent), std::to_string(expected))
          << "K=" << max_moves << " line level " << static_cast<int>(line_level);
      EXPECT_EQ(testkit::replay_largest(values, moves_string(solved.value().moves)), expected);
    }
  }
}

// The public cases, copied into tests/data, through parse and solve.
TEST(SlideSearch, PublicConformanceCases) {
  std::ifstream cases(std::string(GRIDSOLVE_TEST_DATA) + "/2048.jsonl");
  ASSERT_TRUE(cases) << "missing tests/data/2048.jsonl";
  int count = 0;
  for (std::string line; std::getline(cases, line);) {
    if (line.empty()) continue;
    const nlohmann::json test_case = nlohmann::json::parse(line);
    SearchOptions options;
    const auto& args = test_case["args"];
    for (std::size_t i = 0; i + 1 < args.size(); ++i) {
      if (args[i] == "--moves") options.max_moves = std::stoull(args[i + 1].get<std::string>());
    }
    const Expected<Board> board = parse_board(test_case["input"].get<std::string>());
    ASSERT_TRUE(board.ok()) << test_case["name"];
    const Expected<Solution> solved = solve(board.value(), options);
    ASSERT_TRUE(solved.ok()) << test_case["name"];
    EXPECT_EQ(tile_value(solved.value().best_exponent), std::to_string(test_case["expected"].get<std::int64_t>()))
        << test_case["name"];
    EXPECT_EQ(testkit::replay_largest(testkit::to_values(board.value()), moves_string(solved.value().moves)),
              test_case["expected"].get<std::int64_t>())
        << test_case["name"];
    ++count;
  }
  EXPECT_GE(count, 20);
}

// The adversarial suite (benchmarks and gridsolve bench): 16 or more boards
// of each kind, each within its kind's limits (hard: Baekjoon 12094's N <= 20,
// tiles 2 to 1024, K = 10; mid: the same with K 11 to 20; deep: N 4 to 8,
// K = 1000), names unique, and each board written back as it was read.
TEST(SlideSearch, AdversarialSuiteKeepsItsKindsLimits) {
  const std::vector<AdversarialCase> all = adversarial_suite();
  std::set<std::string> names;
  for (const AdversarialCase& c : all) {
    EXPECT_TRUE(names.insert(c.name).second) << c.name;
    EXPECT_EQ(decode_board(encode_board(c.board)), c.board) << c.name;
    const int n = c.board.size();
    if (c.kind == "deep") {
      EXPECT_TRUE(n >= 4 && n <= 8 && c.moves == 1000) << c.name;
    } else {
      EXPECT_TRUE(n >= 1 && n <= 20) << c.name;
      EXPECT_LE(c.board.max_exponent(), 10) << c.name;
      EXPECT_GT(c.board.max_exponent(), 0) << c.name;
      if (c.kind == "hard") {
        EXPECT_EQ(c.moves, 10U) << c.name;
      } else {
        EXPECT_EQ(c.kind, "mid") << c.name;
        EXPECT_TRUE(c.moves >= 11 && c.moves <= 20) << c.name;
      }
    }
  }
  for (const char* kind : {"hard", "mid", "deep"}) EXPECT_GE(adversarial_suite(kind).size(), 16U) << kind;
  EXPECT_EQ(adversarial_suite("hard").size() + adversarial_suite("mid").size() + adversarial_suite("deep").size(),
            all.size());
}

}  // namespace
}  // namespace gridsolve::slide
