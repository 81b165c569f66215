// The slide rules of docs/rules.md section 1, checked on the library's moves.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <array>
#include <optional>
#include <random>
#include <string>

#include "slide/line_simd.hpp"
#include "slide/movegen.hpp"
#include "support/slide_random.hpp"
#include "support/slide_reference.hpp"

namespace gridsolve::slide {
namespace {

using testkit::ValueBoard;

// Places `row` as the first row of a square board, moves left, reads it back.
std::vector<std::int64_t> library_slide_left(const std::vector<std::int64_t>& row) {
  ValueBoard values(row.size(), std::vector<std::int64_t>(row.size(), 0));
  values[0] = row;
  return testkit::to_values(apply_move(testkit::from_values(values), Direction::kLeft))[0];
}

// An n x n board whose cells hold a tile with probability `fill`, of
// exponent drawn from `exponent`.
ValueBoard random_values(std::mt19937_64& rng, int n, double fill, std::uniform_int_distribution<int>& exponent) {
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
  for (auto& row : values) {
    for (auto& cell : row) {
      if (coin(rng) < fill) cell = std::int64_t{1} << exponent(rng);
    }
  }
  return values;
}

// The library's move in each direction gives the independent simulator's
// board, and says it changed the board exactly when the simulator's differs.
void expect_moves_match_the_simulator(const ValueBoard& values, const std::string& context) {
  const Board board = testkit::from_values(values);
  const int n = static_cast<int>(values.size());
  for (Direction d : kAllDirections) {
    const ValueBoard expected = testkit::reference_move(values, direction_letter(d));
    Board moved(n);
    const bool changed = apply_move(board, d, moved);
    ASSERT_EQ(testkit::to_values(moved), expected) << context << " N=" << n << " " << direction_letter(d);
    ASSERT_EQ(changed, expected != values) << context << " N=" << n << " " << direction_letter(d);
  }
}

TEST(SlideRules, SpecRowExamplesMovingLeft) {
  using Row = std::vector<std::int64_t>;
  EXPECT_EQ(library_slide_left({2, 2, 2, 0}), (Row{4, 2, 0, 0}));
  EXPECT_EQ(library_slide_left({2, 2, 2, 2}), (Row{4, 4, 0, 0}));
  EXPECT_EQ(library_slide_left({4, 4, 8, 0}), (Row{8, 8, 0, 0}));  // a merged tile does not merge again
  EXPECT_EQ(library_slide_left({2, 0, 0, 2}), (Row{4, 0, 0, 0}));
  EXPECT_EQ(library_slide_left({4, 0, 2, 2}), (Row{4, 4, 0, 0}));
}

TEST(SlideRules, MoreRowCases) {
  using Row = std::vector<std::int64_t>;
  EXPECT_EQ(library_slide_left({0, 0, 0, 0}), (Row{0, 0, 0, 0}));
  EXPECT_EQ(library_slide_left({2, 4, 8, 16}), (Row{2, 4, 8, 16}));
  EXPECT_EQ(library_slide_left({8, 8, 16, 16}), (Row{16, 32, 0, 0}));
  EXPECT_EQ(library_slide_left({2, 2, 4, 8, 8}), (Row{4, 4, 16, 0, 0}));
  EXPECT_EQ(library_slide_left({0, 0, 0, 2}), (Row{2, 0, 0, 0}));
  EXPECT_EQ(library_slide_left({2}), (Row{2}));
}

// One board moved in each of the four directions, with hand-worked results:
//   2 2 0        L: 4 0 0   R: 0 0 4   U: 4 2 8   D: 0 0 0
//   2 0 8           2 8 0      0 2 8      4 0 0      4 0 0
//   4 0 0           4 0 0      0 0 4      0 0 0      4 2 8
TEST(SlideRules, EveryDirection) {
  const ValueBoard start = {{2, 2, 0}, {2, 0, 8}, {4, 0, 0}};
  const Board board = testkit::from_values(start);
  EXPECT_EQ(testkit::to_values(apply_move(board, Direction::kLeft)), (ValueBoard{{4, 0, 0}, {2, 8, 0}, {4, 0, 0}}));
  EXPECT_EQ(testkit::to_values(apply_move(board, Direction::kRight)), (ValueBoard{{0, 0, 4}, {0, 2, 8}, {0, 0, 4}}));
  EXPECT_EQ(testkit::to_values(apply_move(board, Direction::kUp)), (ValueBoard{{4, 2, 8}, {4, 0, 0}, {0, 0, 0}}));
  EXPECT_EQ(testkit::to_values(apply_move(board, Direction::kDown)), (ValueBoard{{0, 0, 0}, {4, 0, 0}, {4, 2, 8}}));
}

TEST(SlideRules, ThreeEqualTilesMergeNearestTheWallFirstInEveryDirection) {
  const ValueBoard column = {{2, 0, 0}, {2, 0, 0}, {2, 0, 0}};
  EXPECT_EQ(testkit::to_values(apply_move(testkit::from_values(column), Direction::kUp)),
            (ValueBoard{{4, 0, 0}, {2, 0, 0}, {0, 0, 0}}));
  EXPECT_EQ(testkit::to_values(apply_move(testkit::from_values(column), Direction::kDown)),
            (ValueBoard{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}}));
  const ValueBoard row = {{2, 2, 2}, {0, 0, 0}, {0, 0, 0}};
  EXPECT_EQ(testkit::to_values(apply_move(testkit::from_values(row), Direction::kRight))[0],
            (std::vector<std::int64_t>{0, 2, 4}));
}

TEST(SlideRules, ReportsWhetherTheBoardChanged) {
  const Board board = testkit::from_values({{2, 0}, {0, 0}});
  Board out(2);
  EXPECT_FALSE(apply_move(board, Direction::kLeft, out));
  EXPECT_FALSE(apply_move(board, Direction::kUp, out));
  EXPECT_TRUE(apply_move(board, Direction::kRight, out));
  EXPECT_TRUE(apply_move(board, Direction::kDown, out));
}

TEST(SlideRules, TileValueIsExactBeyondSixtyFourBits) {
  EXPECT_EQ(tile_value(0), "0");
  EXPECT_EQ(tile_value(1), "2");
  EXPECT_EQ(tile_value(11), "2048");
  EXPECT_EQ(tile_value(40), "1099511627776");
  EXPECT_EQ(tile_value(63), "9223372036854775808");
  EXPECT_EQ(tile_value(64), "18446744073709551616");
  EXPECT_EQ(tile_value(70), "1180591620717411303424");
}

RC_GTEST_PROP(SlideRules, LibraryMovesMatchTheIndependentSimulator, ()) {
  const int n = *rc::gen::inRange(1, 9);
  ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n)));
  for (auto& row : values) {
    for (auto& cell : row) {
      const int e = *rc::gen::inRange(0, 6);
      cell = e ? (std::int64_t{1} << e) : 0;
    }
  }
  const Board board = testkit::from_values(values);
  for (Direction d : kAllDirections) {
    const ValueBoard expected = testkit::reference_move(values, direction_letter(d));
    Board moved(n);
    const bool changed = apply_move(board, d, moved);
    RC_ASSERT(testkit::to_values(moved) == expected);
    RC_ASSERT(changed == (expected != values));
  }
}

// Boards of 16 to 255 rows move their columns sixteen at a time (the last
// group overlapping the one before), others cell by cell: sides on both
// sides of every boundary, densities from empty to full, against the
// independent simulator.
TEST(SlideRules, WideBoardsMoveLikeTheIndependentSimulator) {
  std::mt19937_64 rng(16);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  for (int n : {15, 16, 17, 20, 31, 32, 33, 47, 64, 65, 100, 254, 255, 256}) {
    for (int round = 0; round < (n > 100 ? 4 : 40); ++round) {
      const double fill = round % 5 == 0 ? 1.0 : coin(rng);
      std::uniform_int_distribution<int> exponent(1, 1 + round % 4);
      ASSERT_NO_FATAL_FAILURE(expect_moves_match_the_simulator(random_values(rng, n, fill, exponent), ""));
    }
  }
}

// Boards of 2 to 32 columns move a whole line at a time with byte shuffles
// (line_simd.hpp) where the processor allows, others and the rest cell by
// cell: every side from 1 to 40, densities from empty to full, few tile
// values (long runs of equal tiles, where the pairs' parity matters) to
// many, high exponents, with the line moves on and off, against the
// independent simulator.
TEST(SlideRules, LineAtATimeMovesMatchTheIndependentSimulator) {
  std::mt19937_64 rng(2032);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  const line_simd::Level best = line_simd::best_level();
  const testkit::BestLineLevelOnExit restore;  // also when an ASSERT below returns
  int boards = 0;
  for (line_simd::Level level : {line_simd::Level::kAvx512, line_simd::Level::kSsse3, line_simd::Level::kCellByCell}) {
    if (level > best) continue;  // the processor lacks it
    line_simd::set_level(level);
    ASSERT_EQ(line_simd::level(), level);
    for (int n = 1; n <= 40; ++n) {
      for (int round = 0; round < 60; ++round) {
        const double fill = round % 4 == 0 ? 1.0 : round % 4 == 1 ? 0.9 : coin(rng);
        const int low = round % 7 == 0 ? 20 : 1;
        std::uniform_int_distribution<int> exponent(low, low + round % 5);
        ASSERT_NO_FATAL_FAILURE(expect_moves_match_the_simulator(random_values(rng, n, fill, exponent),
                                                                 "level " + std::to_string(static_cast<int>(level))));
        ++boards;
      }
    }
  }
  line_simd::set_level(best);
  EXPECT_EQ(line_simd::level(), best);
  EXPECT_GE(boards, 40 * 60);
}

// One line of 1 to 64 cells slid at once with AVX-512 (line_simd::slide_line,
// the two-move rule's), as a row and as a column, against the independent
// simulator: the moved line and its tile count. Full lines of 64 tiles
// included: their last tile once took itself for a partner (the table of
// next bytes ends with 63 -> 63), which answered 64 for 128 on a 64 x 64
// board (slide_search_test, LinesOf64TilesAgreeWithTheReference).
TEST(SlideRules, WholeLineSlidesMatchTheIndependentSimulator) {
  if (line_simd::best_level() != line_simd::Level::kAvx512) GTEST_SKIP() << "no AVX-512 here";
  std::mt19937_64 rng(64);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  for (int n = 1; n <= 64; ++n) {
    for (int round = 0; round < 40; ++round) {
      const double fill = round % 2 == 0 ? 1.0 : coin(rng);
      std::uniform_int_distribution<int> exponent(1, 1 + round % 4);
      testkit::ValueBoard values(static_cast<std::size_t>(n),
                                 std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
      for (auto& cell : values[0]) {
        if (coin(rng) < fill) cell = std::int64_t{1} << exponent(rng);
      }
      const testkit::ValueBoard moved = testkit::reference_move(values, 'L');
      const Board board = testkit::from_values(values);
      testkit::ValueBoard as_column = values;  // the line as column 0
      for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
          as_column[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
              values[static_cast<std::size_t>(j)][static_cast<std::size_t>(i)];
        }
      }
      const Board transposed = testkit::from_values(as_column);
      for (const Board* line_of : {&board, &transposed}) {
        const bool as_row = line_of == &board;
        std::array<Exponent, 64> out{};
        std::uint64_t kept = 0;
        const int count = line_simd::slide_line(line_of->cells().data(), as_row ? 1 : n, n, out.data(), 0, kept);
        int expected_count = 0;
        for (int k = 0; k < n; ++k) {
          const std::int64_t cell = moved[0][static_cast<std::size_t>(k)];
          expected_count += cell != 0;
          ASSERT_EQ(out[static_cast<std::size_t>(k)] == 0 ? 0 : std::int64_t{1} << out[static_cast<std::size_t>(k)],
                    cell)
              << "N=" << n << " cell " << k << (as_row ? " (row)" : " (column)");
        }
        ASSERT_EQ(count, expected_count) << "N=" << n << (as_row ? " (row)" : " (column)");
      }
    }
  }
}

// Large boards' moves are made in slices of lines with the clock read
// between them: slice by slice, the same board as in one piece (slices of
// 16 lines up to the whole board, so the sixteen-column groups and the
// column blocks end inside a slice too), and nothing once the work callback
// says stop.
TEST(SlideRules, MovesInSlicesMatchMovesInOnePiece) {
  std::mt19937_64 rng(17);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  std::uniform_int_distribution<int> exponent(1, 3);
  for (int n : {5, 16, 20, 40, 255, 300}) {
    Board board(n);
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        if (coin(rng) < 0.6) board.set(r, c, static_cast<Exponent>(exponent(rng)));
      }
    }
    for (Direction d : kAllDirections) {
      Board whole(n);
      const bool changed = apply_move(board, d, whole);
      for (std::uint64_t slice_cells :
           {std::uint64_t{1}, std::uint64_t{50} * static_cast<std::uint64_t>(n), std::uint64_t{1} << 20}) {
        Board sliced(n);
        std::uint64_t counted = 0;
        const std::optional<bool> result =
            apply_move_in_slices(board, d, sliced, slice_cells, [&](std::uint64_t cells) {
              counted += cells;
              return false;
            });
        ASSERT_TRUE(result.has_value());
        EXPECT_EQ(*result, changed) << "N=" << n << " " << direction_letter(d) << " slices of " << slice_cells;
        EXPECT_EQ(sliced, whole) << "N=" << n << " " << direction_letter(d) << " slices of " << slice_cells;
        EXPECT_EQ(counted, static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n));
      }
      Board stopped(n);
      EXPECT_FALSE(apply_move_in_slices(board, d, stopped, 1, [](std::uint64_t) { return true; }).has_value());
    }
  }
}

}  // namespace
}  // namespace gridsolve::slide
