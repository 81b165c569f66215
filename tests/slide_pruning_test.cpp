// Every pruning rule and bound of the 2048 search against the exhaustive
// reference (tests/support: no pruning, level by level over distinct boards,
// its own move code): bounds never below the true answer, and the solver
// exact with each rule alone, all rules, and none, witnesses replayed by the
// tests' simulator.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <array>
#include <random>

#include "slide/bounds.hpp"
#include "slide/hard_boards.hpp"
#include "slide/line_simd.hpp"
#include "slide/meeting.hpp"
#include "support/slide_random.hpp"
#include "support/slide_reference.hpp"

namespace gridsolve::slide {
namespace {

using testkit::random_values;
using testkit::ValueBoard;

// Small tiles, now and then one large tile among them as on the hard boards.
constexpr testkit::RandomTiles kTiles{.max_top_exponent = 7, .large_tile_chance = 0.3};

// The largest K for which the reference stays fast on an n x n board.
int max_moves_for(int n) {
  if (n <= 3) return 8;
  if (n <= 5) return 7;
  return 5;
}

Exponent exponent_of(std::int64_t value) {
  Exponent e = 0;
  for (; value > 1; value /= 2) ++e;
  return e;
}

std::vector<std::pair<const char*, SearchTuning>> tunings() {
  std::vector<std::pair<const char*, SearchTuning>> all;
  all.push_back({"default rules", SearchTuning{}});
  SearchTuning every;
  every.iterative_deepening = true;
  all.push_back({"every rule", every});
  SearchTuning none;
  none.merge_tree_bound = none.first_move_pairs = none.last_move_rule = none.two_move_rule = none.meeting_rule =
      none.transposition_table = none.move_ordering = none.iterative_deepening = none.symmetry = false;
  all.push_back({"no rules", none});
  const auto only = [&](const char* name, bool SearchTuning::* rule) {
    SearchTuning tuning = none;
    tuning.*rule = true;
    all.push_back({name, tuning});
  };
  only("merge-tree bound only", &SearchTuning::merge_tree_bound);
  only("last-move rule only", &SearchTuning::last_move_rule);
  only("two-move rule only", &SearchTuning::two_move_rule);
  only("meeting rule only", &SearchTuning::meeting_rule);
  only("transposition table only", &SearchTuning::transposition_table);
  only("move ordering only", &SearchTuning::move_ordering);
  only("iterative deepening only", &SearchTuning::iterative_deepening);
  only("symmetry only", &SearchTuning::symmetry);
  SearchTuning pairs = none;
  pairs.merge_tree_bound = pairs.first_move_pairs = true;
  all.push_back({"merge-tree bound with first-move pairs", pairs});
  // The table's review (search_context.cpp, review_table_use) from its first probe
  // rather than after 16,384, so that it drops the table on these small
  // searches too (TableReviewDropsTheTableAndKeepsTheAnswers).
  SearchTuning reviewed;
  reviewed.table_review_probes = 1;
  all.push_back({"default rules, the table reviewed from its first probe", reviewed});
  return all;
}

// 5,040 seeded boards, N 1..8 and K 0..8 (capped per N so that the reference
// stays fast): the bounds hold at the true answer, and every tuning of the
// solver returns it with a witness that replays to it. The sweep must hold
// boards whose answer is made by merges (else the bounds were only asked
// about tiles already there) and boards on which the first move's pairs rule
// out the tile above the answer where the plain merge-tree test does not
// (else the pairs never sharpened anything).
TEST(SlidePruning, BoundsAndRulesAgreeWithExhaustiveReference) {
  std::mt19937_64 rng(12094);
  const auto all_tunings = tunings();
  int answer_made_by_merges = 0;
  int pairs_sharpen_the_bound = 0;
  const int boards = testkit::test_share(5040);
  for (int round = 0; round < boards; ++round) {
    const int n = 1 + round % 8;
    const int max_moves = (round / 8) % (max_moves_for(n) + 1);
    const ValueBoard values = random_values(rng, n, kTiles);
    const Board board = testkit::from_values(values);
    const std::int64_t expected = testkit::reference_best_tile(values, max_moves);
    const std::string where = "K=" + std::to_string(max_moves) + "\n" + testkit::to_baekjoon_text(values);
    const Exponent answer = exponent_of(expected);
    const TileCounts counts = count_tiles(board);

    // Bounds: never below the true answer.
    ASSERT_TRUE(merge_tree_allows(counts, answer, static_cast<std::uint64_t>(max_moves))) << where;
    if (counts.largest > 0) {
      ASSERT_GE(merge_tree_upper_bound(counts, static_cast<std::uint64_t>(max_moves)), answer) << where;
    }
    if (answer > counts.largest && max_moves >= 1) {
      // Every target between the start's largest tile and the answer is
      // reached on the way (tiles grow one doubling at a time).
      for (int target = counts.largest + 1; target <= answer; ++target) {
        ASSERT_TRUE(merge_tree_allows_on_board(board, target, max_moves, true)) << "target " << target << " " << where;
        ASSERT_TRUE(merge_tree_allows_on_board(board, target, max_moves, false)) << where;
        ASSERT_TRUE(max_moves > kMeetingMaxMoves || meeting_allows(board, target, max_moves))
            << "meeting rule, target " << target << " " << where;
      }
    }
    answer_made_by_merges += answer > counts.largest;
    if (max_moves >= 1 && max_moves <= 30 && answer + 1 > counts.largest) {
      pairs_sharpen_the_bound += merge_tree_allows_on_board(board, answer + 1, max_moves, false) &&
                                 !merge_tree_allows_on_board(board, answer + 1, max_moves, true);
    }
    // The plain merge-tree test computed two ways agrees.
    if (counts.largest > 0 && max_moves >= 1) {
      ASSERT_EQ(merge_tree_allows_on_board(board, counts.largest + 1, max_moves, false),
                merge_tree_allows(counts, counts.largest + 1, static_cast<std::uint64_t>(max_moves)))
          << where;
    }
    // Last-move rule: exact for one move.
    if (counts.largest > 0) {
      Direction direction = Direction::kLeft;
      const bool pair = largest_pair_in_line(board, counts.largest, direction);
      const std::int64_t one_move = testkit::reference_best_tile(values, 1);
      ASSERT_EQ(pair, one_move > testkit::largest_tile(values)) << where;
      if (pair) {
        ASSERT_EQ(testkit::replay_largest(values, std::string(1, direction_letter(direction))), one_move) << where;
      }
    }

    // The solver under every tuning.
    for (const auto& [name, tuning] : all_tunings) {
      SearchOptions options;
      options.max_moves = static_cast<std::uint64_t>(max_moves);
      options.tuning = tuning;
      const Expected<Solution> solved = solve(board, options);
      ASSERT_TRUE(solved.ok()) << name << ": " << solved.error().message;
      ASSERT_EQ(tile_value(solved.value().best_exponent), std::to_string(expected)) << name << " " << where;
      ASSERT_TRUE(solved.value().proven);
      ASSERT_EQ(solved.value().upper_bound_exponent, solved.value().best_exponent);
      ASSERT_LE(solved.value().moves.size(), static_cast<std::size_t>(max_moves)) << name;
      ASSERT_EQ(testkit::replay_largest(values, moves_string(solved.value().moves)), expected)
          << name << " witness " << moves_string(solved.value().moves) << " " << where;
    }
  }
  EXPECT_GT(answer_made_by_merges, testkit::test_share(1500));
  EXPECT_GT(pairs_sharpen_the_bound, testkit::test_share(150));
}

// The table's review drops the table where it does not pay; reviewed from
// its first probe, it does so on small searches, which must keep their
// answers (the sweep above checks every board under that tuning against the
// reference) and here change their node counts on some boards, or the
// review never dropped anything. On hard 20 x 20 boards with K = 13 and its
// default of 16,384 probes, it must drop the table somewhere too.
TEST(SlidePruning, TableReviewDropsTheTableAndKeepsTheAnswers) {
  std::mt19937_64 rng(4242);
  int nodes_changed = 0;
  for (int round = 0; round < 300; ++round) {
    const int n = 3 + round % 4;
    const ValueBoard values = random_values(rng, n, kTiles);
    SearchOptions options;
    options.max_moves = 7;
    const Expected<Solution> kept = solve(testkit::from_values(values), options);
    options.tuning.table_review_probes = 1;
    const Expected<Solution> reviewed = solve(testkit::from_values(values), options);
    ASSERT_TRUE(kept.ok() && reviewed.ok());
    ASSERT_EQ(reviewed.value().best_exponent, kept.value().best_exponent) << testkit::to_baekjoon_text(values);
    ASSERT_EQ(moves_string(reviewed.value().moves), moves_string(kept.value().moves))
        << testkit::to_baekjoon_text(values);
    nodes_changed += reviewed.value().stats.nodes != kept.value().stats.nodes;
  }
  EXPECT_GE(nodes_changed, 10);

  int dropped = 0;
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    SearchOptions options;
    options.max_moves = 13;
    options.threads = 1;
    const Expected<Solution> reviewed = solve(hard_board(20, seed), options);
    options.tuning.table_review_probes = 0;
    const Expected<Solution> kept = solve(hard_board(20, seed), options);
    ASSERT_TRUE(reviewed.ok() && kept.ok());
    ASSERT_EQ(reviewed.value().best_exponent, kept.value().best_exponent);
    ASSERT_EQ(moves_string(reviewed.value().moves), moves_string(kept.value().moves));
    dropped += reviewed.value().stats.nodes != kept.value().stats.nodes;
  }
  EXPECT_GE(dropped, 1);
}

// The symmetry rule only acts on mirror-symmetric boards, which random boards
// almost never are: 600 boards made symmetric left-right, up-down or both.
TEST(SlidePruning, SymmetryRuleOnSymmetricBoards) {
  std::mt19937_64 rng(2048);
  int boards_the_rule_shortened = 0;
  for (int round = 0; round < 600; ++round) {
    const int n = 1 + round % 6;
    const int max_moves = (round / 6) % (n <= 3 ? 9 : 7);
    ValueBoard values = random_values(rng, n, kTiles);
    const std::size_t size = values.size();
    if (round % 3 != 1) {  // left-right mirror
      for (auto& row : values) {
        for (std::size_t c = 0; c < size / 2; ++c) row[size - 1 - c] = row[c];
      }
    }
    if (round % 3 != 0) {  // up-down mirror
      for (std::size_t r = 0; r < size / 2; ++r) values[size - 1 - r] = values[r];
    }
    const std::int64_t expected = testkit::reference_best_tile(values, max_moves);
    std::array<std::uint64_t, 2> nodes{};
    for (bool with_symmetry : {true, false}) {
      SearchOptions options;
      options.max_moves = static_cast<std::uint64_t>(max_moves);
      options.tuning.symmetry = with_symmetry;
      const Expected<Solution> solved = solve(testkit::from_values(values), options);
      ASSERT_TRUE(solved.ok());
      ASSERT_EQ(tile_value(solved.value().best_exponent), std::to_string(expected))
          << "K=" << max_moves << "\n"
          << testkit::to_baekjoon_text(values);
      ASSERT_EQ(testkit::replay_largest(values, moves_string(solved.value().moves)), expected);
      nodes[with_symmetry ? 0 : 1] = solved.value().stats.nodes;
    }
    boards_the_rule_shortened += nodes[0] < nodes[1];
  }
  // The rule must act: skipping a mirrored move saves nodes on many boards.
  EXPECT_GT(boards_the_rule_shortened, 100);
}

// Random boards from rapidcheck: the first-move pair bound never below the
// answer at any target up to it, for every K up to 6.
RC_GTEST_PROP(SlidePruning, FirstMovePairBoundNeverBelowTheAnswer, ()) {
  const int n = *rc::gen::inRange(1, 6);
  const int max_moves = *rc::gen::inRange(1, 7);
  ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n)));
  for (auto& row : values) {
    for (auto& cell : row) {
      const int e = *rc::gen::inRange(0, 6);
      cell = e ? (std::int64_t{1} << e) : 0;
    }
  }
  const Board board = testkit::from_values(values);
  const Exponent answer = exponent_of(testkit::reference_best_tile(values, max_moves));
  const Exponent largest = board.max_exponent();
  for (int target = largest + 1; target <= answer; ++target) {
    RC_ASSERT(merge_tree_allows_on_board(board, target, max_moves, true));
  }
}

// Pair counts against a direct count on the reference's own moves: a move
// along an axis makes exactly that axis's pairs of merges at each level.
// Boards of side 1 to 8, half of them full (a full line's runs end at its
// last cell, where the next line's start), counted as the processor allows
// (with AVX-512 all lines of the board at once, line_simd.hpp) and cell by
// cell.
RC_GTEST_PROP(SlidePruning, LevelPairsCountTheMergesOfAMove, ()) {
  const int n = *rc::gen::inRange(1, 9);
  const bool full = *rc::gen::arbitrary<bool>();
  ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n)));
  for (auto& row : values) {
    for (auto& cell : row) {
      const int e = *rc::gen::inRange(full ? 1 : 0, 4);
      cell = e ? (std::int64_t{1} << e) : 0;
    }
  }
  const Board board = testkit::from_values(values);
  const auto count = [](const ValueBoard& b, std::int64_t v) {
    std::uint64_t c = 0;
    for (const auto& row : b) {
      for (std::int64_t x : row) c += x == v;
    }
    return c;
  };
  const testkit::BestLineLevelOnExit restore;
  for (const line_simd::Level level_in_use : {line_simd::best_level(), line_simd::Level::kCellByCell}) {
    line_simd::set_level(level_in_use);
    for (Exponent level = 1; level <= 4; ++level) {
      std::uint64_t row_pairs = 0;
      std::uint64_t column_pairs = 0;
      level_pairs(board, level, row_pairs, column_pairs);
      // Tiles of `level` before and after, and of level + 1: each merge takes
      // two of `level` away; the merges made from level - 1 add some back.
      const std::int64_t value = std::int64_t{1} << level;
      for (char direction : {'L', 'R', 'U', 'D'}) {
        const ValueBoard moved = testkit::reference_move(values, direction);
        // Merges of `level` = new tiles of value*2 made = (after - before) of
        // value*2 plus the value*2 tiles that merged away.
        std::uint64_t lower_row = 0;
        std::uint64_t lower_column = 0;
        if (level > 1) level_pairs(board, static_cast<Exponent>(level - 1), lower_row, lower_column);
        const std::uint64_t merges = (direction == 'L' || direction == 'R') ? row_pairs : column_pairs;
        const std::uint64_t lower = (direction == 'L' || direction == 'R') ? lower_row : lower_column;
        // count after = before - 2 * merges(level) + merges(level - 1)
        RC_ASSERT(count(moved, value) + 2 * merges == count(values, value) + lower);
      }
    }
  }
}

}  // namespace
}  // namespace gridsolve::slide
