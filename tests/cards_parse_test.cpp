// The cards input: the statement's table row as pasted, and one exact error
// message per kind of bad input (docs/rules.md sections 2 and 4).
#include <gtest/gtest.h>

#include "gridsolve/cards.hpp"

namespace gridsolve::cards {
namespace {

std::string error_of(std::string_view text, const ParseLimits& limits = {}) {
  Expected<Problem> problem = parse_problem(text, limits);
  EXPECT_FALSE(problem.ok()) << text;
  return problem.ok() ? std::string("(parsed)") : problem.error().message;
}

TEST(CardsParse, StatementRowWithTabs) {
  Expected<Problem> problem = parse_problem("[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0");
  ASSERT_TRUE(problem.ok()) << problem.error().message;
  const Board& board = problem.value().board;
  EXPECT_EQ(board.rows(), 4);
  EXPECT_EQ(board.cols(), 4);
  EXPECT_EQ(board.at({0, 3}), 3);
  EXPECT_EQ(board.at({3, 2}), 1);
  EXPECT_EQ(board.at({1, 1}), 0);
  EXPECT_EQ(problem.value().start, (Cell{1, 0}));
}

TEST(CardsParse, SeparatorsSpacesCommasNewlines) {
  for (const char* text :
       {"[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]] 0 1", "[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]],0,1",
        "[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]], 0, 1\n",
        "[ [3, 0, 0, 2],\r\n  [0, 0, 1, 0],\n  [0, 1, 0, 0],\n  [2, 0, 0, 3] ]\n0\n1\n",
        "\xEF\xBB\xBF[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]\t0\t1"}) {
    Expected<Problem> problem = parse_problem(text);
    ASSERT_TRUE(problem.ok()) << text << ": " << problem.error().message;
    EXPECT_EQ(problem.value().start, (Cell{0, 1})) << text;
    EXPECT_EQ(problem.value().board.at({3, 3}), 3) << text;
  }
}

TEST(CardsParse, AnyShapeAndLargeLabels) {
  Expected<Problem> problem = parse_problem("[[7,0,0,0,0,0,0,0,0,7]] 0 9");
  ASSERT_TRUE(problem.ok());
  EXPECT_EQ(problem.value().board.cols(), 10);
  problem = parse_problem("[[9000000000000000000],[9000000000000000000]] 1 0");
  ASSERT_TRUE(problem.ok());
  EXPECT_EQ(problem.value().board.at({1, 0}), 9000000000000000000);
  problem = parse_problem("[[0,0],[0,0]] 1 1");
  ASSERT_TRUE(problem.ok()) << "an all-empty board is valid (answer 0)";
}

TEST(CardsParse, EmptyInput) {
  EXPECT_EQ(
      error_of(""),
      "line 1, column 1: the input is empty; expected the board as a JSON array of rows, then the cursor row r and "
      "column c");
  EXPECT_EQ(
      error_of(" \n\t"),
      "line 2, column 2: the input is empty; expected the board as a JSON array of rows, then the cursor row r and "
      "column c");
}

TEST(CardsParse, NotJson) {
  EXPECT_EQ(error_of("hello 0 0"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'hello'");
  EXPECT_EQ(error_of("{\"board\": 1}"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found '{\"board\":'");
  EXPECT_EQ(error_of("[[1,1] 0 0"), "line 1, column 8: expected ',' or ']' after row 0, found '0'");
  EXPECT_EQ(error_of("[[1 1]] 0 0"), "line 1, column 5: expected ',' or ']' after row 0, column 0, found '1'");
  EXPECT_EQ(error_of("[] 0 0"), "line 1, column 2: the board has no rows");
  EXPECT_EQ(error_of("[[]] 0 0"), "line 1, column 2: row 0 is empty");
}

TEST(CardsParse, RaggedRows) {
  EXPECT_EQ(error_of("[[1,0],[0]] 0 0"),
            "line 1, column 8: row 1 has 1 cell, but row 0 has 2: every row must have as many cells as the first");
  EXPECT_EQ(error_of("[[1,0],\n[0,1,0]] 0 0"),
            "line 2, column 1: row 1 has 3 cells, but row 0 has 2: every row must have as many cells as the first");
}

// A comma after the last row or cell, as Python, JavaScript, Java and C++
// allow and formatters write (black, spreading a board over lines), is
// taken; it was refused as JSON would.
TEST(CardsParse, TrailingCommas) {
  for (const char* text : {"[[1,1],[0,0],] 0 0", "[[1,1,],[0,0,],] 0 0", "[\n    [1, 1],\n    [0, 0],\n]\n0\n0\n",
                           "{{1,1,},{0,0},} 0 0"}) {
    Expected<Problem> problem = parse_problem(text);
    ASSERT_TRUE(problem.ok()) << text << ": " << problem.error().message;
    EXPECT_EQ(problem.value().board.rows(), 2) << text;
    EXPECT_EQ(problem.value().board.cols(), 2) << text;
    EXPECT_EQ(problem.value().board.at({0, 1}), 1) << text;
  }
  // One comma, no more, and never in place of a row or a cell.
  EXPECT_EQ(error_of("[[1,1],,] 0 0"), "line 1, column 8: expected '[' to start row 1, found ','");
  EXPECT_EQ(error_of("[[1,,1]] 0 0"), "line 1, column 5: expected an integer, found ','");
  EXPECT_EQ(error_of("[[,1,1]] 0 0"), "line 1, column 3: expected an integer, found ','");
}

TEST(CardsParse, FullWidthSignsAreNamed) {
  EXPECT_EQ(error_of("\xEF\xBC\xBB[1,1]] 0 0"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found '\xEF\xBC\xBB' (a "
            "full-width '['; type the ASCII one)");
  EXPECT_EQ(error_of("[[1\xEF\xBC\x8C"
                     "1]] 0 0"),
            "line 1, column 4: expected ',' or ']' after row 0, column 0, found '\xEF\xBC\x8C' (a full-width ','; "
            "type the ASCII one)");
}

TEST(CardsParse, InvisibleSpacesFromPagesAreWhiteSpace) {
  // A no-break space, an ideographic space and a zero-width space.
  Expected<Problem> problem = parse_problem(
      "[[1,\xC2\xA0"
      "1]]\xE3\x80\x80"
      "0\xE2\x80\x8B 1");
  ASSERT_TRUE(problem.ok()) << problem.error().message;
  EXPECT_EQ(problem.value().start, (Cell{0, 1}));
}

TEST(CardsParse, NegativeOrNonIntegerCells) {
  EXPECT_EQ(error_of("[[1,-1],[1,0]] 0 0"),
            "line 1, column 5: row 0, column 1 holds -1, but cells must be 0 (empty) or a positive card label");
  EXPECT_EQ(error_of("[[1,1.5],[1,0]] 0 0"), "line 1, column 5: expected an integer, found '1.5'");
  EXPECT_EQ(error_of("[[1,\"a\"],[1,0]] 0 0"), "line 1, column 5: expected an integer, found '\"a\"'");
  EXPECT_EQ(error_of("[[1,99999999999999999999]] 0 0"), "line 1, column 5: the number at row 0, column 1 is too large");
}

TEST(CardsParse, LabelOnceOrThreeTimes) {
  EXPECT_EQ(error_of("[[1,0,0],[0,2,2]] 0 0"),
            "row 0, column 0: card 1 appears only once; every label must appear on exactly two cells");
  // Counts that point to a typo are named.
  EXPECT_EQ(error_of("[[1,0,3],[3,0,4]] 0 0"),
            "row 0, column 0: card 1 appears only once; every label must appear on exactly two cells; cards 1 and 4 "
            "each appear only once: is one a typo for the other?");
  EXPECT_EQ(error_of("[[1,2,2],[0,2,0]] 0 0"),
            "row 0, column 0: card 1 appears only once; every label must appear on exactly two cells; card 2 appears 3 "
            "times and card 1 once: is one 2 meant to be 1?");
  EXPECT_EQ(error_of("[[2,2,0],[0,0,5]] 0 0"),
            "row 1, column 2: card 5 appears only once; every label must appear on exactly two cells");
  EXPECT_EQ(error_of("[[1,1,0],[0,1,0]] 0 0"),
            "row 1, column 1: card 1 appears 3 times (also at row 0, column 0 and row 0, column 1); every label must "
            "appear on exactly two cells");
  // Every other place is listed (the fourth was left out), and past four
  // of them, how many more.
  EXPECT_EQ(error_of("[[4,4],[4,4]] 0 0"),
            "row 1, column 0: card 4 appears 4 times (also at row 0, column 0; row 0, column 1 and row 1, column 1); "
            "every label must appear on exactly two cells");
  EXPECT_EQ(error_of("[[1,1,1],[0,0,1]] 0 0"),
            "row 0, column 2: card 1 appears 4 times (also at row 0, column 0; row 0, column 1 and row 1, column 2); "
            "every label must appear on exactly two cells");
  EXPECT_EQ(error_of("[[7,7,7,7,7,7,7]] 0 0"),
            "row 0, column 2: card 7 appears 7 times (also at row 0, column 0; row 0, column 1; row 0, column 3; "
            "row 0, column 4 and 2 more places); every label must appear on exactly two cells");
}

TEST(CardsParse, CursorOutsideTheBoard) {
  EXPECT_EQ(error_of("[[1,1]] 1 0"), "line 1, column 9: the cursor row r is 1, outside the board (0 to 0)");
  EXPECT_EQ(error_of("[[1,1]] 0 2"), "line 1, column 11: the cursor column c is 2, outside the board (0 to 1)");
  EXPECT_EQ(error_of("[[1,1]] -1 0"), "line 1, column 9: the cursor row r is -1, outside the board (0 to 0)");
  EXPECT_EQ(error_of("[[1,1]]\n0\n-3"), "line 3, column 1: the cursor column c is -3, outside the board (0 to 1)");
  EXPECT_EQ(error_of("[[1,1]] 99999999999999999999 0"),
            "line 1, column 9: the cursor row r is 99999999999999999999, outside the board (0 to 0)");
}

TEST(CardsParse, MissingOrMalformedCursor) {
  EXPECT_EQ(error_of("[[1,1]]"),
            "line 1, column 8: the cursor row r is missing; expected the cursor row r and column c after the board");
  EXPECT_EQ(error_of("[[1,1]]\t0\n"),
            "line 2, column 1: the cursor column c is missing; expected the cursor row r and column c after the board");
  EXPECT_EQ(error_of("[[1,1]] x 0"), "line 1, column 9: expected the cursor row r (a whole number), found 'x'");
  EXPECT_EQ(error_of("[[1,1]] 0 0.5"), "line 1, column 11: expected the cursor column c (a whole number), found '0.5'");
  EXPECT_EQ(error_of("[[1,1]] 0 0 7"), "line 1, column 13: unexpected '7' after the cursor row and column");
}

// The budget counts the text (21 bytes here) and 8 bytes a cell while the
// cells are read: 56 bytes hold 4 cells, and the fifth and those after it
// are refused before they are stored, the message giving the whole board.
TEST(CardsParse, SizeCheckedBeforeMemoryIsTaken) {
  ParseLimits limits;
  limits.max_memory_bytes = 56;
  EXPECT_EQ(error_of("[[1,1,0],[0,0,0]] 0 0", limits),
            "line 1, column 13: a 2 x 3 board needs 69 bytes, more than the memory budget of 56 bytes (raise it with "
            "--max-memory)");
}

// Then the pair check, 4 bytes a card: "[[1,1]] 0 0" takes 11 + 2 x 8 + 2 x
// 4 = 35 bytes in all.
TEST(CardsParse, PairCheckCountedBeforeItsMemoryIsTaken) {
  ParseLimits limits;
  limits.max_memory_bytes = 34;
  EXPECT_EQ(error_of("[[1,1]] 0 0", limits),
            "line 1, column 1: checking the pairs of a 1 x 2 board needs 35 bytes, more than the memory budget of 34 "
            "bytes (raise it with --max-memory)");
  limits.max_memory_bytes = 35;
  EXPECT_TRUE(parse_problem("[[1,1]] 0 0", limits).ok());
}

TEST(CardsParse, SizesInHumanUnits) {
  ParseLimits limits;
  limits.max_memory_bytes = std::uint64_t{3} << 10;
  std::string text = "[[";
  for (int i = 0; i < 1000; ++i) text += "0,";
  text += "0]] 0 0";
  EXPECT_EQ(error_of(text, limits),
            "line 1, column 267: a 1 x 1001 board needs 9.8 KiB, more than the memory budget of 3.0 KiB (raise it "
            "with --max-memory)");
}

// The estimate for a text's size covers what parsing any text of that size
// holds, and a budget of the estimate parses it.
TEST(CardsParse, EstimateCoversTheParse) {
  for (const std::string text : {"[[1,1]] 0 0", "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0",
                                 "[[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1]] 0 0"}) {
    ParseLimits limits;
    limits.max_memory_bytes = estimate_parse_memory(text.size());
    EXPECT_TRUE(parse_problem(text, limits).ok()) << text;
  }
}

}  // namespace
}  // namespace gridsolve::cards
