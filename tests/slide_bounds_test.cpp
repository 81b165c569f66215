// The per-axis merge-tree bound, merge_tree_axes_on_board (the one the
// default search prunes with), checked directly against the exhaustive
// reference: whenever it clears an axis, no first move along that axis
// reaches the target within the moves. On boards of up to 1024 cells and
// over (where its mass sum takes another branch), and on boards wider than 64
// (where the column pairs take another branch).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "slide/bounds.hpp"
#include "slide/line_simd.hpp"
#include "slide/meeting.hpp"
#include "slide/two_moves.hpp"
#include "support/slide_random.hpp"
#include "support/slide_reference.hpp"

namespace gridsolve::slide {
namespace {

using testkit::ValueBoard;

constexpr char kLetters[] = {'L', 'R', 'U', 'D'};

bool along_rows(char direction) { return direction == 'L' || direction == 'R'; }

// What the checks below saw, so that a sweep in which the bound never
// cleared an axis (and so never claimed anything) fails.
struct Seen {
  int one_axis_cleared = 0;   // the bound kept one axis and cleared the other
  int both_axes_cleared = 0;  // the bound ruled the target out
  int target_reached = 0;     // the target was reachable within the moves
};

// For every target from the board's largest tile + 1 up to `extra_levels`
// above it and every number of moves from 1 to `max_moves`: a cleared axis
// means the reference, after a first move along it, cannot reach the target
// in the moves left. `where` describes the board for failure messages.
void expect_cleared_axes_hold(const ValueBoard& values, int max_moves, int extra_levels, Seen& seen,
                              const std::string& where) {
  const Board board = testkit::from_values(values);
  const int largest = board.max_exponent();
  // after_first[d][t]: the largest tile within t more moves after the first
  // move kLetters[d].
  std::vector<std::vector<std::int64_t>> after_first;
  for (char direction : kLetters) {
    after_first.push_back(testkit::reference_best_tile_by_depth(testkit::reference_move(values, direction), max_moves));
  }
  for (int moves = 1; moves <= max_moves; ++moves) {
    for (int target = std::max(1, largest + 1); target <= largest + extra_levels; ++target) {
      const unsigned axes = merge_tree_axes_on_board(board, target, moves);
      const std::int64_t target_value = std::int64_t{1} << target;
      bool reached = false;
      for (std::size_t d = 0; d < 4; ++d) {
        const bool reaches = after_first[d][static_cast<std::size_t>(moves - 1)] >= target_value;
        reached = reached || reaches;
        const bool cleared = !(axes & (along_rows(kLetters[d]) ? kRowMoves : kColumnMoves));
        ASSERT_FALSE(cleared && reaches) << "first move " << kLetters[d] << " reaches 2^" << target << " within "
                                         << moves << " moves, but the bound cleared its axis\n"
                                         << where;
      }
      // The yes/no form of the same test agrees with the per-axis form.
      ASSERT_EQ(merge_tree_allows_on_board(board, target, moves, true), axes != 0) << where;
      seen.one_axis_cleared += axes == kRowMoves || axes == kColumnMoves;
      seen.both_axes_cleared += axes == 0;
      seen.target_reached += reached;
    }
  }
}

// Boards of up to 36 cells (the packed one-lookup sum), N 1..6, K up to 6.
TEST(SlideBounds, ClearedAxisNeverReachesTheTargetOnSmallBoards) {
  std::mt19937_64 rng(19);
  Seen seen;
  const int boards = testkit::test_share(3000);
  for (int round = 0; round < boards; ++round) {
    const int n = 1 + round % 6;
    const int max_moves = n <= 4 ? 6 : 5;
    const ValueBoard values = testkit::random_values(rng, n, {.max_top_exponent = 5});
    expect_cleared_axes_hold(values, max_moves, 4, seen,
                             "K=" + std::to_string(max_moves) + "\n" + testkit::to_baekjoon_text(values));
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(seen.one_axis_cleared, testkit::test_share(450));
  EXPECT_GT(seen.both_axes_cleared, testkit::test_share(25000));
  EXPECT_GT(seen.target_reached, testkit::test_share(7000));
}

// `values` placed at (row, col) of an empty side x side board.
ValueBoard padded(const ValueBoard& values, int side, int row, int col) {
  ValueBoard big(static_cast<std::size_t>(side), std::vector<std::int64_t>(static_cast<std::size_t>(side), 0));
  for (std::size_t r = 0; r < values.size(); ++r) {
    std::copy(values[r].begin(), values[r].end(), big[static_cast<std::size_t>(row) + r].begin() + col);
  }
  return big;
}

// The plain merge-tree test on the board (its mass sum sixteen cells a
// compare for spans of up to 11 levels, cell by cell past the last whole
// sixteen, a lookup per cell for wider spans) against the same test on the
// tile histogram, written apart (merge_tree_allows): on sides 4 to 40, so
// that boards of 16 to 1600 cells take every branch, with sides that leave
// 0 to 15 cells after the last sixteen, at every target above the largest
// tile and every number of moves up to 20 (spans up to 20 levels).
TEST(SlideBounds, BoardMassSumAgreesWithTheHistogram) {
  std::mt19937_64 rng(16);
  int allowed = 0;
  int ruled_out = 0;
  for (int round = 0; round < 400; ++round) {
    const int n = 4 + round % 37;
    const ValueBoard values = testkit::random_values(rng, n, {.max_top_exponent = 9, .large_tile_chance = 0.5});
    const Board board = testkit::from_values(values);
    const TileCounts counts = count_tiles(board);
    if (counts.largest == 0) continue;
    for (int moves = 1; moves <= 20; ++moves) {
      for (int target = counts.largest + 1; target <= counts.largest + 14; ++target) {
        const bool expected = merge_tree_allows(counts, target, static_cast<std::uint64_t>(moves));
        ASSERT_EQ(merge_tree_allows_on_board(board, target, moves, false), expected)
            << "side " << n << ", target " << target << ", " << moves << " moves";
        (expected ? allowed : ruled_out) += 1;
      }
    }
  }
  // Both answers occur often, so a sum that always allowed (or never) fails.
  EXPECT_GT(allowed, 10000);
  EXPECT_GT(ruled_out, 10000);
}

// Boards over 1024 cells take the bound's other mass sum (and sides over 64
// the other column pair count). Empty cells change neither the masses nor
// the pairs (pairs stand next to each other "empty cells aside"), so a small
// board placed anywhere on a large empty one must get the same answer at
// every target and number of moves, from both forms of the test.
TEST(SlideBounds, LargeBoardsAgreeWithTheSameTilesOnASmallBoard) {
  std::mt19937_64 rng(1024);
  int cleared = 0;
  for (int round = 0; round < 600; ++round) {
    const int n = 1 + round % 8;
    const int side = round % 2 == 0 ? 33 : 70;  // 1089 and 4900 cells
    const ValueBoard values = testkit::random_values(rng, n, {.max_top_exponent = 6});
    std::uniform_int_distribution<int> offset(0, side - n);
    const Board small = testkit::from_values(values);
    const Board large = testkit::from_values(padded(values, side, offset(rng), offset(rng)));
    const int largest = small.max_exponent();
    for (int moves = 1; moves <= 12; ++moves) {
      for (int target = std::max(1, largest + 1); target <= largest + 8; ++target) {
        const unsigned axes = merge_tree_axes_on_board(small, target, moves);
        ASSERT_EQ(merge_tree_axes_on_board(large, target, moves), axes)
            << "target " << target << ", " << moves << " moves, side " << side << "\n"
            << testkit::to_baekjoon_text(values);
        ASSERT_EQ(merge_tree_allows_on_board(large, target, moves, false),
                  merge_tree_allows_on_board(small, target, moves, false));
        cleared += axes != (kRowMoves | kColumnMoves);
      }
    }
  }
  EXPECT_GT(cleared, 20000);
}

// And directly against the reference on boards over 1024 cells: few tiles,
// placed on a few rows and columns so that they meet, keep the reachable
// set small enough to enumerate.
TEST(SlideBounds, ClearedAxisNeverReachesTheTargetOnLargeBoards) {
  std::mt19937_64 rng(4900);
  Seen seen;
  for (int round = 0; round < 300; ++round) {
    const int side = round % 3 == 0 ? 70 : 33;
    ValueBoard values(static_cast<std::size_t>(side), std::vector<std::int64_t>(static_cast<std::size_t>(side), 0));
    std::uniform_int_distribution<int> line(0, side - 1);
    std::uniform_int_distribution<int> exponent(1, 3);
    const int rows[2] = {line(rng), line(rng)};
    const int cols[2] = {line(rng), line(rng)};
    const int tiles = 3 + round % 5;
    for (int t = 0; t < tiles; ++t) {
      // Alternately on a chosen row and on a chosen column.
      const int r = t % 2 == 0 ? rows[t % 4 / 2] : line(rng);
      const int c = t % 2 == 1 ? cols[t % 4 / 2] : line(rng);
      values[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = std::int64_t{1} << exponent(rng);
    }
    expect_cleared_axes_hold(values, 4, 3, seen, "side " + std::to_string(side) + ", round " + std::to_string(round));
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(seen.one_axis_cleared, 35);
  EXPECT_GT(seen.both_axes_cleared, 1300);
  EXPECT_GT(seen.target_reached, 400);
}

// The pair counts on boards of 9 to 80 columns (with AVX-512 up to 32
// columns two rows at a time; from bit masks a row at a time on 16 to 64;
// cell by cell on others), at the processor's level and with line_simd off:
// a move along an axis makes exactly that axis's pairs of merges at each
// level, so the tiles of a level after the move are those before, less two
// per pair of the level, plus one per pair of the level below (checked on
// the reference's own moves).
TEST(SlideBounds, PairCountsAreTheMergesOfAMoveOnWideBoards) {
  std::mt19937_64 rng(64);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  const auto count = [](const ValueBoard& b, std::int64_t v) {
    std::uint64_t c = 0;
    for (const auto& row : b) c += static_cast<std::uint64_t>(std::count(row.begin(), row.end(), v));
    return c;
  };
  for (int n : {9, 10, 15, 16, 17, 20, 31, 32, 33, 48, 63, 64, 65, 80}) {
    for (int round = 0; round < 20; ++round) {
      const double fill = round % 4 == 0 ? 1.0 : coin(rng);
      std::uniform_int_distribution<int> exponent(1, 3);
      ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
      for (auto& row : values) {
        for (auto& cell : row) {
          if (coin(rng) < fill) cell = std::int64_t{1} << exponent(rng);
        }
      }
      const Board board = testkit::from_values(values);
      const testkit::BestLineLevelOnExit restore;
      for (const line_simd::Level line_level : {line_simd::best_level(), line_simd::Level::kCellByCell}) {
        line_simd::set_level(line_level);
        std::array<std::uint64_t, 5> row_pairs{};
        std::array<std::uint64_t, 5> column_pairs{};
        for (Exponent level = 1; level <= 4; ++level) level_pairs(board, level, row_pairs[level], column_pairs[level]);
        for (char direction : kLetters) {
          const ValueBoard moved = testkit::reference_move(values, direction);
          const auto& pairs = along_rows(direction) ? row_pairs : column_pairs;
          for (Exponent level = 1; level <= 4; ++level) {
            const std::int64_t value = std::int64_t{1} << level;
            ASSERT_EQ(count(moved, value) + 2 * pairs[level], count(values, value) + pairs[level - 1])
                << "N=" << n << " " << direction << " level " << int{level} << " line level "
                << static_cast<int>(line_level);
          }
        }
      }
    }
  }
}

// Full lines whose runs of a level end at the line's last cell and start
// the next line: the runs stay apart (all lines of an 8 x 8 board are
// counted at once with AVX-512). Rows alternate 4 2 2 2 2 2 2 2 (a run of
// seven 2s: 3 pairs) and 2 4 4 4 4 4 4 4 (a run of seven 4s: 3 pairs), so 12
// pairs of 2s and 12 of 4s in the rows; every column alternates 2 and 4 or
// 4 and 2: none. The transposed board swaps rows and columns.
TEST(SlideBounds, PairCountsKeepFullLinesApart) {
  Board rows(8);
  Board columns(8);
  for (int r = 0; r < 8; ++r) {
    for (int c = 0; c < 8; ++c) {
      const Exponent e = (r % 2 == 0) == (c == 0) ? 2 : 1;
      rows.set(r, c, e);
      columns.set(c, r, e);
    }
  }
  const testkit::BestLineLevelOnExit restore;
  for (const line_simd::Level level : {line_simd::best_level(), line_simd::Level::kCellByCell}) {
    line_simd::set_level(level);
    for (Exponent tile = 1; tile <= 2; ++tile) {
      std::uint64_t row_pairs = 0;
      std::uint64_t column_pairs = 0;
      level_pairs(rows, tile, row_pairs, column_pairs);
      EXPECT_EQ(row_pairs, 12U) << "level " << int{tile};
      EXPECT_EQ(column_pairs, 0U) << "level " << int{tile};
      level_pairs(columns, tile, row_pairs, column_pairs);
      EXPECT_EQ(row_pairs, 0U) << "level " << int{tile};
      EXPECT_EQ(column_pairs, 12U) << "level " << int{tile};
    }
  }
}

// The last-move rule (largest_pair_in_line) on boards of every side from 1
// to 80 (few tiles of the largest value, found cell by cell; many, read
// from bit masks; sides over 64, cell by cell): the same answer as one move
// of the reference in each direction, and a direction that makes the tile.
TEST(SlideBounds, LastMoveRuleIsExactOnBoardsOfEverySide) {
  std::mt19937_64 rng(2049);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  int pairs_found = 0;
  int boards = 0;
  for (int n = 1; n <= 80; n += n < 40 ? 1 : 7) {
    for (int round = 0; round < (n > 40 ? 10 : 60); ++round) {
      const double fill = round % 3 == 0 ? 1.0 : coin(rng);
      // Few or many tiles of the largest value.
      const double top_share = round % 2 == 0 ? 2.0 / (n * n) : 0.3 * coin(rng);
      ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
      for (auto& row : values) {
        for (auto& cell : row) {
          if (coin(rng) >= fill) continue;
          cell = coin(rng) < top_share ? 64 : std::int64_t{2} << (round % 5);
        }
      }
      const Board board = testkit::from_values(values);
      const Exponent largest = board.max_exponent();
      if (largest == 0) continue;
      bool reached = false;
      for (char d : kLetters)
        reached = reached || testkit::largest_tile(testkit::reference_move(values, d)) > (std::int64_t{1} << largest);
      Direction direction = Direction::kDown;
      const bool pair = largest_pair_in_line(board, largest, direction);
      ASSERT_EQ(pair, reached) << "N=" << n << "\n" << testkit::to_baekjoon_text(values);
      if (pair) {
        ASSERT_GT(testkit::largest_tile(testkit::reference_move(values, direction_letter(direction))),
                  std::int64_t{1} << largest);
      }
      pairs_found += pair;
      ++boards;
    }
  }
  EXPECT_GT(pairs_found, 300);
  EXPECT_GT(boards - pairs_found, 300);
}

// The merge-tree bound's masses by byte shuffles (line_simd::level_masses),
// with AVX-512 and with SSSE3 as far as the processor allows, against a
// cell-by-cell sum: every lowest level up to 15, boards of 16 to 4,080 cells
// (whole sixteens and sixty-fours, and tails), random cells below each
// target and the extremes (every cell at the lowest level, which fills each
// SSSE3 byte counter to 255 at 4,080 cells, or at target - 1, the largest
// mass).
TEST(SlideBounds, LevelMassesMatchACellByCellSum) {
  const line_simd::Level best = line_simd::best_level();
  if (best == line_simd::Level::kCellByCell) GTEST_SKIP() << "no byte shuffles on this processor";
  std::mt19937_64 rng(16);
  const testkit::BestLineLevelOnExit restore;
  for (const line_simd::Level level : {line_simd::Level::kAvx512, line_simd::Level::kSsse3}) {
    if (level > best) continue;
    line_simd::set_level(level);
    for (const std::size_t size : {16, 17, 25, 49, 64, 100, 400, 4080}) {
      for (int target = 2; target <= line_simd::kMaxMassTarget; ++target) {
        for (int lowest = 1; lowest < target; ++lowest) {
          for (int fill = 0; fill < 3; ++fill) {
            std::vector<Exponent> cells(size);
            for (Exponent& cell : cells) {
              cell = fill == 0   ? static_cast<Exponent>(rng() % static_cast<std::uint64_t>(target))
                     : fill == 1 ? static_cast<Exponent>(lowest)
                                 : static_cast<Exponent>(target - 1);
            }
            std::uint64_t above = 0;
            std::uint64_t lowest_count = 0;
            for (const Exponent cell : cells) {
              if (cell == lowest) ++lowest_count;
              if (cell > lowest) above += std::uint64_t{1} << (cell - lowest);
            }
            std::uint64_t shuffled_above = 0;
            std::uint64_t shuffled_lowest = 0;
            line_simd::level_masses(cells.data(), size, lowest, shuffled_above, shuffled_lowest);
            const std::string where = std::to_string(size) + " cells, lowest " + std::to_string(lowest) + ", target " +
                                      std::to_string(target) +
                                      (level == line_simd::Level::kAvx512 ? ", AVX-512" : ", SSSE3");
            ASSERT_EQ(shuffled_above, above) << where;
            ASSERT_EQ(shuffled_lowest, lowest_count) << where;
          }
        }
      }
    }
  }
}

// The two-move rule (two_moves.hpp) against the exhaustive reference:
// whenever it decides, the largest tile within two moves is the reference's
// (when above the best it is given), and its line replays to it; it decides
// whenever few cells hold the top two levels.
Exponent two_move_exponent_of(std::int64_t value) {
  Exponent e = 0;
  for (; value > 1; value /= 2) ++e;
  return e;
}

struct TwoMoveSeen {
  int decided = 0;
  int above_best = 0;      // the rule found a tile above the best
  int two_move_lines = 0;  // ... that needs both moves
};

// The outcome with every line slid cell by cell (no vector slide of a line,
// line_simd.hpp, even where the processor has one).
TwoMoveOutcome two_move_outcome_cell_by_cell(const Board& board, int best, std::size_t max_cells) {
  const line_simd::Level before = line_simd::set_level(line_simd::Level::kCellByCell);
  const TwoMoveOutcome outcome = two_move_outcome(board, best, max_cells);
  line_simd::set_level(before);
  return outcome;
}

// The rule for every best from the board's largest tile to two above it,
// the same with lines slid cell by cell or at once.
void expect_rule_exact(const ValueBoard& values, std::size_t max_cells, TwoMoveSeen& seen, const std::string& where) {
  const Board board = testkit::from_values(values);
  const Exponent largest = board.max_exponent();
  const std::int64_t within_two = testkit::reference_best_tile(values, 2);
  for (int best = largest; best <= largest + 2; ++best) {
    const TwoMoveOutcome outcome = two_move_outcome(board, best, max_cells);
    const TwoMoveOutcome cell_by_cell = two_move_outcome_cell_by_cell(board, best, max_cells);
    ASSERT_EQ(outcome.decided, cell_by_cell.decided) << "best " << best << "\n" << where;
    ASSERT_EQ(outcome.reachable, cell_by_cell.reachable) << "best " << best << "\n" << where;
    ASSERT_EQ(outcome.length, cell_by_cell.length) << "best " << best << "\n" << where;
    ASSERT_EQ(outcome.line, cell_by_cell.line) << "best " << best << "\n" << where;
    if (!outcome.decided) continue;
    ++seen.decided;
    const int expected = std::max<int>(best, two_move_exponent_of(within_two));
    ASSERT_EQ(outcome.reachable, expected) << "best " << best << "\n" << where;
    if (outcome.reachable > best) {
      ++seen.above_best;
      seen.two_move_lines += outcome.length == 2;
      ASSERT_GE(outcome.length, 1);
      std::string line;
      for (int k = 0; k < outcome.length; ++k) line += direction_letter(outcome.line[static_cast<std::size_t>(k)]);
      ASSERT_EQ(testkit::replay_largest(values, line), std::int64_t{1} << outcome.reachable)
          << "line " << line << ", best " << best << "\n"
          << where;
    } else {
      ASSERT_EQ(outcome.length, 0);
    }
  }
}

// 6,000 seeded boards, N 1..8: few tile values (so that the top levels
// pair and meet), now and then one large tile or many equal large ones.
TEST(SlideBounds, TwoMoveRuleDecidedOutcomesMatchTheReferenceOnSmallBoards) {
  std::mt19937_64 rng(22);
  TwoMoveSeen seen;
  for (int round = 0; round < 6000; ++round) {
    const int n = 1 + round % 8;
    const ValueBoard values =
        testkit::random_values(rng, n, {.max_top_exponent = 4, .large_tile_chance = round % 3 == 0 ? 0.5 : 0.0});
    expect_rule_exact(values, 16, seen, testkit::to_baekjoon_text(values));
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(seen.decided, 8000);
  EXPECT_GT(seen.above_best, 2000);
  EXPECT_GT(seen.two_move_lines, 500);
}

// Boards of 9 to 40 columns with a few tiles of the top levels among many
// small ones, placed on a few rows and columns so that they meet: the lines
// between two of them (whose tile counts after the move decide) are long.
TEST(SlideBounds, TwoMoveRuleDecidedOutcomesMatchTheReferenceOnLargeBoards) {
  std::mt19937_64 rng(40);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  TwoMoveSeen seen;
  for (int round = 0; round < 1200; ++round) {
    const int n = 9 + round % 32;
    const double fill = coin(rng) * coin(rng);
    ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
    std::uniform_int_distribution<int> small(1, 3);
    for (auto& row : values) {
      for (auto& cell : row) {
        if (coin(rng) < fill) cell = std::int64_t{1} << small(rng);
      }
    }
    std::uniform_int_distribution<int> line(0, n - 1);
    const int rows[2] = {line(rng), line(rng)};
    const int cols[2] = {line(rng), line(rng)};
    const int top = 8;
    for (int t = 0; t < 2 + round % 6; ++t) {
      const int r = t % 2 == 0 ? rows[t % 4 / 2] : line(rng);
      const int c = t % 2 == 1 ? cols[t % 4 / 2] : line(rng);
      values[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = std::int64_t{1} << (top - t % 2);
    }
    expect_rule_exact(values, 16, seen, "N=" + std::to_string(n) + ", round " + std::to_string(round));
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(seen.decided, 3000);
  EXPECT_GT(seen.above_best, 250);
  EXPECT_GT(seen.two_move_lines, 80);
}

// More cells of the top two levels than it follows: undecided.
TEST(SlideBounds, TwoMoveRuleUndecidedWhenManyCellsHoldTheTopLevels) {
  const ValueBoard values = {{8, 8, 8}, {8, 4, 8}, {2, 8, 8}};
  const Board board = testkit::from_values(values);
  EXPECT_FALSE(two_move_outcome(board, 3, 6).decided);
  EXPECT_TRUE(two_move_outcome(board, 3, 8).decided);
  EXPECT_EQ(std::int64_t{1} << two_move_outcome(board, 3, 8).reachable, testkit::reference_best_tile(values, 2));
  // Nothing of the top two levels: decided at once.
  EXPECT_TRUE(two_move_outcome(board, 6, 0).decided);
  EXPECT_EQ(two_move_outcome(board, 6, 0).reachable, 6);
}

// Puts `count` large tiles at random cells of `values`, as on the adversarial
// boards: equal ones of exponent `shared`, now and then one a level below.
void place_large_tiles(std::mt19937_64& rng, ValueBoard& values, int count, int shared) {
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  std::uniform_int_distribution<std::size_t> cell(0, values.size() - 1);
  for (int k = 0; k < count; ++k) {
    const int exponent = coin(rng) < 0.7 ? shared : shared - 1;
    values[cell(rng)][cell(rng)] = std::int64_t{1} << exponent;
  }
}

// The meeting rule (meeting.hpp) against the exhaustive reference: whenever
// it says no, no tile of the target appears within the moves. 6,000 seeded
// boards of N 2..9 (the reference needs at most 4 + 16 + 64 boards for
// three moves), mostly small tiles with two to four large ones placed at
// random, as on the adversarial boards, for every target from the largest
// tile + 1 up to 3 levels above it and 1 to 3 moves. The sweep must hold
// boards where the rule says no while the merge-tree bound with the first
// move's pairs says yes (else it never sharpened anything).
TEST(SlideBounds, MeetingRuleNeverRulesOutAReachableTile) {
  std::mt19937_64 rng(1912);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  int ruled_out = 0;
  int sharper_than_merge_tree = 0;
  int reached = 0;
  for (int round = 0; round < 6000; ++round) {
    const int n = 2 + round % 8;
    ValueBoard values = testkit::random_values(rng, n, {.fill = 0.3 + 0.7 * coin(rng), .max_top_exponent = 3});
    std::uniform_int_distribution<int> large(4, 7);
    place_large_tiles(rng, values, 2 + round % 3, large(rng));
    const Board board = testkit::from_values(values);
    const std::vector<std::int64_t> by_depth = testkit::reference_best_tile_by_depth(values, kMeetingMaxMoves);
    const int largest = board.max_exponent();
    for (int moves = 1; moves <= kMeetingMaxMoves; ++moves) {
      for (int target = std::max(1, largest + 1); target <= largest + 3; ++target) {
        const bool reachable = by_depth[static_cast<std::size_t>(moves)] >= (std::int64_t{1} << target);
        const bool allows = meeting_allows(board, target, moves);
        ASSERT_FALSE(reachable && !allows)
            << "2^" << target << " is reachable within " << moves << " moves, but the meeting rule rules it out\n"
            << testkit::to_baekjoon_text(values);
        reached += reachable;
        ruled_out += !allows;
        sharper_than_merge_tree += !allows && merge_tree_allows_on_board(board, target, moves, true);
      }
    }
  }
  EXPECT_GT(reached, 3000);
  EXPECT_GT(ruled_out, 20000);
  EXPECT_GT(sharper_than_merge_tree, 1000);
}

// The meeting rule's line counts with AVX-512 (line_simd.hpp), against the
// independent simulator: after a left move each row holds, and after an up
// move each column, the count given, on sides 1 to 64 (the counts' range),
// empty to full boards, few tile values (long runs of equal tiles, where the
// pairs' parity matters) to many.
TEST(SlideBounds, LineCountsAfterAMoveAreTheSimulatorsOnAnySide) {
  if (line_simd::best_level() != line_simd::Level::kAvx512) GTEST_SKIP() << "no AVX-512 here";
  std::mt19937_64 rng(72415);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  for (int n : {1, 2, 3, 5, 8, 9, 15, 16, 17, 20, 31, 32, 33, 47, 63, 64}) {
    for (int round = 0; round < 30; ++round) {
      const double fill = round % 3 == 0 ? 1.0 : coin(rng);
      std::uniform_int_distribution<int> exponent(1, 1 + round % 4);
      ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
      for (auto& row : values) {
        for (auto& cell : row) {
          if (coin(rng) < fill) cell = std::int64_t{1} << exponent(rng);
        }
      }
      const Board board = testkit::from_values(values);
      const ValueBoard left = testkit::reference_move(values, 'L');
      const ValueBoard up = testkit::reference_move(values, 'U');
      std::vector<int> row_counts(static_cast<std::size_t>(n), -1);
      std::vector<int> column_counts(static_cast<std::size_t>(n), -1);
      line_simd::line_counts_after_move(board.cells().data(), n, true, row_counts.data());
      line_simd::line_counts_after_move(board.cells().data(), n, false, column_counts.data());
      for (int i = 0; i < n; ++i) {
        int in_row = 0;
        int in_column = 0;
        for (int j = 0; j < n; ++j) {
          in_row += left[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] != 0;
          in_column += up[static_cast<std::size_t>(j)][static_cast<std::size_t>(i)] != 0;
        }
        ASSERT_EQ(row_counts[static_cast<std::size_t>(i)], in_row) << "N=" << n << " row " << i << "\n"
                                                                   << testkit::to_baekjoon_text(values);
        ASSERT_EQ(column_counts[static_cast<std::size_t>(i)], in_column) << "N=" << n << " column " << i << "\n"
                                                                         << testkit::to_baekjoon_text(values);
      }
    }
  }
}

// The meeting rule on boards past the sweep above (N 10 to 64, where it
// counts the lines' tiles with AVX-512 when the processor has it), against
// the exhaustive reference, which needs only the 84 boards of three moves:
// never a reachable tile ruled out, and some tiles ruled out where the
// merge-tree bound allows them; and the same answer at the processor's line
// level as cell by cell.
TEST(SlideBounds, MeetingRuleNeverRulesOutAReachableTileOnLargeBoards) {
  std::mt19937_64 rng(12100);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  const testkit::BestLineLevelOnExit restore;
  int sharper_than_merge_tree = 0;
  int reached = 0;
  for (int round = 0; round < 400; ++round) {
    const int n = std::array{10, 16, 20, 33, 64}[static_cast<std::size_t>(round % 5)];
    ValueBoard values = testkit::random_values(rng, n, {.fill = 0.3 + 0.7 * coin(rng), .max_top_exponent = 3});
    place_large_tiles(rng, values, 2 + round % 3, 5 + round % 3);
    const Board board = testkit::from_values(values);
    const std::vector<std::int64_t> by_depth = testkit::reference_best_tile_by_depth(values, kMeetingMaxMoves);
    const int largest = board.max_exponent();
    for (int moves = 1; moves <= kMeetingMaxMoves; ++moves) {
      for (int target = largest + 1; target <= largest + 2; ++target) {
        const bool reachable = by_depth[static_cast<std::size_t>(moves)] >= (std::int64_t{1} << target);
        line_simd::set_level(line_simd::best_level());
        const bool allows = meeting_allows(board, target, moves);
        line_simd::set_level(line_simd::Level::kCellByCell);
        const bool allows_cell_by_cell = meeting_allows(board, target, moves);
        const std::string where = "N=" + std::to_string(n) + " 2^" + std::to_string(target) + " within " +
                                  std::to_string(moves) + " moves\n" + testkit::to_baekjoon_text(values);
        ASSERT_FALSE(reachable && !allows) << where;
        ASSERT_EQ(allows, allows_cell_by_cell) << where;
        reached += reachable;
        sharper_than_merge_tree += !allows && merge_tree_allows_on_board(board, target, moves, true);
      }
    }
  }
  EXPECT_GT(reached, 100);
  EXPECT_GT(sharper_than_merge_tree, 100);
}

}  // namespace
}  // namespace gridsolve::slide
