// The Baekjoon-format parser: accepted inputs and the exact message for
// every kind of bad input.
#include <gtest/gtest.h>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {
namespace {

std::string error_of(std::string_view text, ParseLimits limits = {}) {
  const Expected<Board> parsed = parse_board(text, limits);
  return parsed.ok() ? "(parsed)" : parsed.error().message;
}

TEST(SlideParse, ReadsTheBaekjoonFormat) {
  const Expected<Board> parsed = parse_board("3\n2 2 2\n4 4 4\n8 8 8\n");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  const Board& board = parsed.value();
  EXPECT_EQ(board.size(), 3);
  EXPECT_EQ(board.at(0, 0), 1);
  EXPECT_EQ(board.at(1, 2), 2);
  EXPECT_EQ(board.at(2, 1), 3);
}

TEST(SlideParse, AcceptsAnyWhiteSpaceCrLfAndAByteOrderMark) {
  const Expected<Board> parsed = parse_board("\xEF\xBB\xBF  2\r\n0\t1024\r\n\r\n1099511627776 2");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  EXPECT_EQ(parsed.value().at(0, 1), 10);
  EXPECT_EQ(parsed.value().at(1, 0), 40);
  EXPECT_EQ(parsed.value().at(1, 1), 1);
}

TEST(SlideParse, EmptyInput) {
  EXPECT_EQ(error_of(""), "line 1, column 1: the input is empty; expected N, the board size, then N*N tiles");
  EXPECT_EQ(error_of(" \n\n "), "line 3, column 2: the input is empty; expected N, the board size, then N*N tiles");
}

TEST(SlideParse, SizeIsNotANumber) {
  EXPECT_EQ(error_of("x\n"), "line 1, column 1: expected N, the board size (a whole number), found 'x'");
  EXPECT_EQ(error_of("2.5\n"), "line 1, column 1: expected N, the board size (a whole number), found '2.5'");
}

TEST(SlideParse, SizeBelowOne) {
  EXPECT_EQ(error_of("0\n"), "line 1, column 1: board size must be at least 1, not 0");
  EXPECT_EQ(error_of("-3\n2"), "line 1, column 1: board size must be at least 1, not -3");
}

TEST(SlideParse, AbsurdSizeIsRefusedBeforeMemoryIsTaken) {
  EXPECT_EQ(error_of("1000000\n2"),
            "line 1, column 1: a 1000000 x 1000000 board needs 1000000000000 bytes, more than "
            "the memory budget of 2147483648 bytes");
  EXPECT_EQ(error_of("9000000000\n2"),
            "line 1, column 1: a 9000000000 x 9000000000 board needs more than 2^64 bytes, "
            "more than the memory budget of 2147483648 bytes");
  EXPECT_EQ(error_of("99999999999999999999999\n"),
            "line 1, column 1: board size 99999999999999999999999 is too large for the memory budget of 2147483648 "
            "bytes");
  ParseLimits small;
  small.max_memory_bytes = 8;
  EXPECT_EQ(error_of("3\n", small),
            "line 1, column 1: a 3 x 3 board needs 9 bytes, more than the memory budget of 8 bytes");
  EXPECT_EQ(error_of("2\n2 2 2 2", small), "(parsed)");
}

TEST(SlideParse, MissingNumbers) {
  EXPECT_EQ(error_of("3\n2 2 2\n4 4 4\n8 8\n"),
            "line 4, column 4: expected 9 tile values for a 3 x 3 board, found only 8");
  EXPECT_EQ(error_of("2"), "line 1, column 2: expected 4 tile values for a 2 x 2 board, found only 0");
}

TEST(SlideParse, ExtraNumbers) {
  EXPECT_EQ(error_of("2\n2 2\n2 2\n4\n"), "line 4, column 1: unexpected '4' after the last tile of the 2 x 2 board");
  EXPECT_EQ(error_of("1\n2 ]"), "line 2, column 3: unexpected ']' after the last tile of the 1 x 1 board");
}

TEST(SlideParse, NotANumber) {
  EXPECT_EQ(error_of("2\n2 x\n2 2\n"), "line 2, column 3: expected the tile at row 0, column 1 (a number), found 'x'");
  EXPECT_EQ(error_of("2\n2 2\n2 4.0\n"),
            "line 3, column 3: expected the tile at row 1, column 1 (a number), found '4.0'");
  EXPECT_EQ(error_of("2\n2 2\n\xC3\xA9 4\n"),
            "line 3, column 1: expected the tile at row 1, column 0 (a number), found byte 0xc3");
  EXPECT_EQ(error_of(std::string_view("1\n\0", 3)),
            "line 2, column 1: expected the tile at row 0, column 0 (a number), found byte 0x00");
}

TEST(SlideParse, TilesThatAreNotPowersOfTwo) {
  EXPECT_EQ(error_of("2\n2 3\n2 2\n"), "line 2, column 3: row 0, column 1 holds 3, which is not a power of two");
  EXPECT_EQ(error_of("1\n1536\n"), "line 2, column 1: row 0, column 0 holds 1536, which is not a power of two");
}

TEST(SlideParse, TilesBelowTwo) {
  EXPECT_EQ(error_of("1\n1\n"), "line 2, column 1: row 0, column 0 holds 1, below the smallest tile, 2");
  EXPECT_EQ(error_of("1\n-2\n"), "line 2, column 1: row 0, column 0 holds -2, a negative number");
}

TEST(SlideParse, TilesAboveTheLimit) {
  EXPECT_EQ(error_of("1\n2199023255552\n"),
            "line 2, column 1: row 0, column 0 holds 2199023255552, above the largest tile allowed, 2^40 = "
            "1099511627776");
  EXPECT_EQ(error_of("1\n123456789012345678901234567890\n"),
            "line 2, column 1: row 0, column 0 holds a number too large for a tile");
}

TEST(SlideParse, ColumnsCountCharactersNotBytes) {
  // "é" is two bytes in UTF-8 but one column in an editor.
  EXPECT_EQ(error_of("1\n\xC3\xA9x"),
            "line 2, column 1: expected the tile at row 0, column 0 (a number), found byte 0xc3");
  EXPECT_EQ(error_of("1 2 \xC3\xA9"), "line 1, column 5: unexpected byte 0xc3 after the last tile of the 1 x 1 board");
}

}  // namespace
}  // namespace gridsolve::slide
