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

// A row with a value too many (or too few) used to run on into the next row,
// and a different board was solved without a word.
TEST(SlideParse, ARowOnItsLineHoldsExactlyN) {
  EXPECT_EQ(error_of("3\n2 2 2 2\n4 4 4\n8 8 8\n"),
            "line 2, column 7: row 0 holds 4 values on its line, but a row of the 3 x 3 board holds 3: put each row "
            "on a line of its own");
  EXPECT_EQ(error_of("3\r\n2 2\r\n2 4 4 4\r\n8 8 8\r\n"),
            "line 3, column 1: row 0 ends after 2 values at the line's end, but a row of the 3 x 3 board holds 3: "
            "put each row on a line of its own");
  // A board on one line is taken as before.
  EXPECT_EQ(error_of("3 2 2 2 4 4 4 8 8 8"), "(parsed)");
  // The last row too: its value too many was taken as the sample output,
  // and a wrong answer reported against an expected answer nobody wrote.
  EXPECT_EQ(error_of("3\n2 2 2\n4 4 4\n8 8 8 8\n"),
            "line 4, column 7: row 2 holds 4 values on its line, but a row of the 3 x 3 board holds 3: put each row "
            "on a line of its own");
  EXPECT_EQ(error_of("3\r\n2 2 2\r\n4 4 4\r\n8 8 8 2 16\r\n"),
            "line 4, column 7: row 2 holds 5 values on its line, but a row of the 3 x 3 board holds 3: put each row "
            "on a line of its own");
}

// The values on the line are counted as they are read, parted by any white
// space: the count took only spaces and tabs for gaps, so a no-break space
// or U+200B between two values made them one (5 of 6), and U+2028 between
// spaces a value of its own (7).
TEST(SlideParse, ValuesOnALineArePartedByAnyWhiteSpace) {
  struct Between {
    std::string_view text;
    int column;  // of the row's fourth value
  };
  for (const Between between : {Between{"\xC2\xA0", 7}, Between{"\xE2\x80\x8B", 7}, Between{" \xE2\x80\xA8 ", 9},
                                Between{"\t\xE3\x80\x80", 8}}) {
    const std::string text = "3\n2 2 2" + std::string(between.text) + "4 4 4\n8 8 8\n";
    EXPECT_EQ(error_of(text), "line 2, column " + std::to_string(between.column) +
                                  ": row 0 holds 6 values on its line, but a row of the 3 x 3 board holds 3: put "
                                  "each row on a line of its own")
        << text;
  }
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
            "line 1, column 1: a 1000000 x 1000000 board needs 931 GiB, more than the memory budget of 2.0 GiB "
            "(raise it with --max-memory)");
  EXPECT_EQ(error_of("9000000000\n2"),
            "line 1, column 1: a 9000000000 x 9000000000 board needs more than 16 EiB, more than the memory budget "
            "of 2.0 GiB (raise it with --max-memory)");
  EXPECT_EQ(error_of("99999999999999999999999\n"),
            "line 1, column 1: board size 99999999999999999999999 is too large for any memory budget (a board takes "
            "N*N bytes)");
  ParseLimits small;
  small.max_memory_bytes = 8;
  EXPECT_EQ(error_of("3\n", small),
            "line 1, column 1: a 3 x 3 board needs 9 bytes, more than the memory budget of 8 bytes (raise it with "
            "--max-memory)");
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

TEST(SlideParse, TheNLineMissing) {
  // Baekjoon's example without its first line: 2 is taken for N.
  EXPECT_EQ(error_of("2 2 2\n4 4 4\n8 8 8\n"),
            "line 1, column 1: the first number says a 2 x 2 board (4 tiles), but the input holds 9 numbers, as many "
            "as a 3 x 3 board has tiles: is the N line missing? (the input starts with N, the board size, on a line of "
            "its own)");
  EXPECT_EQ(error_of("2 2 2\n4 4 4\n8 8 8\n16\n"),
            "line 1, column 1: the first number says a 2 x 2 board (4 tiles), but the input holds 10 numbers, a 3 x 3 "
            "board's tiles and a sample output: is the N line missing? (the input starts with N, the board size, on a "
            "line of its own)");
  // N too large for the tiles that follow.
  EXPECT_EQ(error_of("4\n2 2 2\n4 4 4\n8 8 8\n"),
            "line 4, column 6: expected 16 tile values for a 4 x 4 board, found only 9 (the tiles of a 3 x 3 board: "
            "should N be 3?)");
  // Two boards, or a board and a sample output with something after it.
  EXPECT_EQ(error_of("2\n2 2 2 2\n16\n2\n"),
            "line 4, column 1: unexpected '2' after the last tile of the 2 x 2 board and its sample output, 16 "
            "(gridsolve 2048 takes one board at a time)");
  EXPECT_EQ(error_of("2\n2 2\n2 2\nx y\n"),
            "line 4, column 1: unexpected 'x' after the last tile of the 2 x 2 board (gridsolve 2048 takes one board, "
            "then at most its sample output)");
}

TEST(SlideParse, NotANumber) {
  EXPECT_EQ(error_of("2\n2 x\n2 2\n"), "line 2, column 3: expected the tile at row 0, column 1 (a number), found 'x'");
  EXPECT_EQ(error_of("2\n2 2\n2 4.0\n"),
            "line 3, column 3: expected the tile at row 1, column 1 (a number), found '4.0'");
  EXPECT_EQ(error_of("2\n2 2\n\xC3\xA9 4\n"),
            "line 3, column 1: expected the tile at row 1, column 0 (a number), found '\xC3\xA9'");
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
  // "é" is two bytes in UTF-8 but one column in an editor, and it is shown
  // as itself; a byte that is not UTF-8 is shown as a byte.
  EXPECT_EQ(error_of("1\n\xC3\xA9x"),
            "line 2, column 1: expected the tile at row 0, column 0 (a number), found '\xC3\xA9x'");
  EXPECT_EQ(error_of("1 2 \xC3\xA9"), "line 1, column 5: unexpected '\xC3\xA9' after the last tile of the 1 x 1 board");
  EXPECT_EQ(error_of("1 \xC3\xA9 x"),
            "line 1, column 3: expected the tile at row 0, column 0 (a number), found '\xC3\xA9'");
  EXPECT_EQ(
      error_of("1 \xC3\x28"),
      "line 1, column 3: expected the tile at row 0, column 0 (a number), found byte 0xc3 (the text is not UTF-8; "
      "save it as UTF-8)");
  EXPECT_EQ(error_of("\xED\x85\x8C 1\t\xEA\xB0\x92 2"),
            "line 1, column 1: expected N, the board size (a whole number), found '\xED\x85\x8C'");
  EXPECT_EQ(error_of("1\n2\xE3\x80\x80 \xEF\xBC\x91"),
            "line 2, column 4: unexpected '\xEF\xBC\x91' (a full-width '1'; type the ASCII one) after the last tile "
            "of the 1 x 1 board");
}

}  // namespace
}  // namespace gridsolve::slide
