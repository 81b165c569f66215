// parse_board: what it accepts, and the exact message for every kind of bad
// input (docs/rules.md sections 3 and 4: one line that names the place).
#include <gtest/gtest.h>

#include <string>

#include "common/json_grid.hpp"
#include "common/text_scanner.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {
namespace {

std::string error_of(std::string_view text, const ParseLimits& limits = {}) {
  Expected<Board> board = parse_board(text, limits);
  if (board.ok()) return "(accepted)";
  return board.error().message;
}

TEST(BlocksParse, ReadsTheStatementFormat) {
  Expected<Board> board = parse_board("[[0,0,1],[2,1,1]]\n");
  ASSERT_TRUE(board.ok()) << board.error().message;
  EXPECT_EQ(board.value().rows(), 2);
  EXPECT_EQ(board.value().cols(), 3);
  EXPECT_EQ(board.value().at(0, 2), 1U);
  EXPECT_EQ(board.value().at(1, 0), 2U);
  EXPECT_EQ(board.value().at(0, 0), kEmpty);
}

TEST(BlocksParse, AcceptsWhiteSpaceRectangularBoardsAndTheLargestId) {
  Expected<Board> board = parse_board(" \r\n[ [ 0 , 4294967295 ] ,\r\n  [0, 4294967295] ,[7,7]\t]\n\n");
  ASSERT_TRUE(board.ok()) << board.error().message;
  EXPECT_EQ(board.value().rows(), 3);
  EXPECT_EQ(board.value().cols(), 2);
  EXPECT_EQ(board.value().at(1, 1), 4294967295U);
  EXPECT_TRUE(parse_board("[[1,1,1,1,1,1]]").ok());
  EXPECT_TRUE(parse_board("[[0],[0],[0]]").ok());
}

TEST(BlocksParse, NotJson) {
  EXPECT_EQ(error_of("abc"), "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'abc'");
  EXPECT_EQ(error_of("{\"a\":1}"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found '{\"a\":1}'");
  EXPECT_EQ(error_of("[[1 1]]"), "line 1, column 5: expected ',' or ']' after row 0, column 0, found '1'");
  EXPECT_EQ(error_of("[[1,1],"), "line 1, column 8: expected '[' to start row 1, found end of input");
  EXPECT_EQ(error_of("[[1,1]"), "line 1, column 7: expected ',' or ']' after row 0, found end of input");
  EXPECT_EQ(error_of("[[1,1]] x"), "line 1, column 9: unexpected 'x' after the board");
  EXPECT_EQ(error_of("[[1,1]],"), "line 1, column 8: unexpected ',' after the board");
}

TEST(BlocksParse, EmptyInput) {
  // Said as cards and 2048 say it ("expected '[' ..., found end of input" before).
  EXPECT_EQ(error_of(""), "line 1, column 1: the input is empty; expected the board as a JSON array of rows");
  EXPECT_EQ(error_of("\n  "), "line 2, column 3: the input is empty; expected the board as a JSON array of rows");
}

TEST(BlocksParse, EmptyBoardList) {
  EXPECT_EQ(error_of("[]"), "line 1, column 2: the board has no rows");
  EXPECT_EQ(error_of("[\n ]"), "line 2, column 2: the board has no rows");
  EXPECT_EQ(error_of("[[0],[]]"), "line 1, column 6: row 1 is empty");
}

TEST(BlocksParse, RaggedRows) {
  EXPECT_EQ(error_of("[[1,1],[0]]"),
            "line 1, column 8: row 1 has 1 cell, but row 0 has 2: every row must have as many cells as the first");
  EXPECT_EQ(error_of("[[1],\n [0,0]]"),
            "line 2, column 2: row 1 has 2 cells, but row 0 has 1: every row must have as many cells as the first");
}

TEST(BlocksParse, NegativeCells) {
  EXPECT_EQ(
      error_of("[[0,-3]]"),
      "line 1, column 5: row 0, column 1 holds -3, but cells must be 0 (empty) or a block id from 1 to 4294967295");
}

TEST(BlocksParse, NonIntegerCells) {
  EXPECT_EQ(error_of("[[0,1.5]]"), "line 1, column 5: expected an integer, found '1.5'");
  EXPECT_EQ(error_of("[[0,1e3]]"), "line 1, column 5: expected an integer, found '1e3'");
  EXPECT_EQ(error_of("[[\"1\"]]"), "line 1, column 3: expected an integer, found '\"1\"'");
  EXPECT_EQ(error_of("[[1,null]]"), "line 1, column 5: expected an integer, found 'null'");
  EXPECT_EQ(error_of("[[0,[1]]]"), "line 1, column 5: expected an integer, found '['");
}

TEST(BlocksParse, IdsMustFitIn32Bits) {
  EXPECT_EQ(error_of("[[4294967296]]"),
            "line 1, column 3: row 0, column 0 holds 4294967296, but cells must be 0 (empty) or a block id from 1 to "
            "4294967295");
  EXPECT_EQ(error_of("[[0,0],[0,99999999999999999999]]"),
            "line 1, column 11: the number at row 1, column 1 is too large");
}

TEST(BlocksParse, IdsNotFourConnected) {
  EXPECT_EQ(error_of("[[1,0,1]]"),
            "row 0, column 2: block 1 is not 4-connected: this cell is cut off from its cell at row 0, column 0");
  // Diagonal neighbours are not 4-connected.
  EXPECT_EQ(error_of("[[0,0,0],[0,5,0],[0,0,5]]"),
            "row 2, column 2: block 5 is not 4-connected: this cell is cut off from its cell at row 1, column 1");
  // The first cut-off cell in row-major order is named, whichever id it has.
  EXPECT_EQ(error_of("[[7,0,3],[0,3,0],[7,0,0]]"),
            "row 1, column 1: block 3 is not 4-connected: this cell is cut off from its cell at row 0, column 2");
  EXPECT_EQ(error_of("[[1,1,0],\n [0,1,0],\n [1,0,0]]"),
            "row 2, column 0: block 1 is not 4-connected: this cell is cut off from its cell at row 0, column 0");
  EXPECT_EQ(
      error_of("[[4294967295,0,4294967295]]"),
      "row 0, column 2: block 4294967295 is not 4-connected: this cell is cut off from its cell at row 0, column 0");
}

// The budget counts the text (17 bytes here) and 4 bytes a cell while the
// cells are read: 36 bytes hold 4 cells, and the fifth and those after it
// are refused before they are stored, the message giving the whole board.
TEST(BlocksParse, SizeCheckedBeforeMemoryIsTaken) {
  ParseLimits limits;
  limits.max_memory_bytes = 36;
  EXPECT_EQ(error_of("[[0,0,0],[0,0,0]]", limits),
            "line 1, column 13: a 2 x 3 board needs 41 bytes, more than the memory budget of 36 bytes (raise it with "
            "--max-memory)");
  // 13 bytes of text, 16 of board, 8 of visited bits.
  limits.max_memory_bytes = 37;
  EXPECT_TRUE(parse_board("[[0,0],[0,0]]", limits).ok());
}

// Then the 4-connectivity check: for "[[1,1],[2,2]]", one visited word, a
// stack entry per taken cell and 8 bytes per block start: 13 + 16 + 8 + 16
// + 16 = 69 bytes in all.
TEST(BlocksParse, ConnectivityCheckCountedBeforeItsMemoryIsTaken) {
  ParseLimits limits;
  limits.max_memory_bytes = 68;
  EXPECT_EQ(error_of("[[1,1],[2,2]]", limits),
            "line 1, column 1: checking that the blocks of a 2 x 2 board are connected needs 69 bytes, more than the "
            "memory budget of 68 bytes (raise it with --max-memory)");
  limits.max_memory_bytes = 69;
  EXPECT_TRUE(parse_board("[[1,1],[2,2]]", limits).ok());
}

// The estimate for a text's size covers what parsing any text of that size
// holds, and a budget of the estimate parses it.
TEST(BlocksParse, EstimateCoversTheParse) {
  for (const std::string text : {"[[1,1],[2,2]]", "[[0,0,0,0,0],[0,0,0,0,0],[2,0,1,0,3],[2,1,1,1,3],[2,2,0,3,3]]",
                                 "[[1,2,3,4,5,6,7,8,9],[10,11,12,13,14,15,16,17,18]]"}) {
    ParseLimits limits;
    limits.max_memory_bytes = estimate_parse_memory(text.size());
    EXPECT_TRUE(parse_board(text, limits).ok()) << text;
  }
}

// The shared parse_json_grid (cards uses it) now runs on the same code as
// blocks, through a cell sink: it must still store the cells, leave the
// scanner after the board and give the same messages.
TEST(BlocksParse, SharedGridParserStillStoresItsGrid) {
  text::Scanner scanner("[[1,0,-2],\n [3,4,5]] 1 0");
  text::GridLimits limits;
  limits.min_value = -5;
  Expected<text::IntGrid> grid = text::parse_json_grid(scanner, limits);
  ASSERT_TRUE(grid.ok()) << grid.error().message;
  EXPECT_EQ(grid.value().rows, 2U);
  EXPECT_EQ(grid.value().cols, 3U);
  EXPECT_EQ(grid.value().cells, (std::vector<std::int64_t>{1, 0, -2, 3, 4, 5}));
  EXPECT_EQ(scanner.text().substr(scanner.offset()), " 1 0");

  text::Scanner ragged("[[1,0],[0]]");
  Expected<text::IntGrid> bad = text::parse_json_grid(ragged, text::GridLimits{});
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().message,
            "line 1, column 8: row 1 has 1 cell, but row 0 has 2: every row must have as many cells as the first");
  text::Scanner negative("[[0,-1]]");
  bad = text::parse_json_grid(negative, text::GridLimits{});
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().message, "line 1, column 5: row 0, column 1 holds -1, but cells must be 0 or more");
}

// What a sink is told to expect, and how many cells it was given.
class ExpectationSink final : public text::GridCellSink {
 public:
  void expect_cells(std::uint64_t cells) override { told.push_back(cells); }
  void add(std::int64_t) override { ++added; }
  std::vector<std::uint64_t> told;
  std::uint64_t added = 0;
};

// A small board is not told how many cells the rest of the text could
// hold: each board of a text of many cases reserved room for that many (a
// mapping and an munmap a case, half the time of 16,000 cases). A large one
// is told once, and enough for all its cells.
TEST(BlocksParse, OnlyALargeBoardIsToldHowManyCellsTheTextCouldHold) {
  const std::string small = "[[1,1],[1,1]]";
  std::string text = small;
  while (text.size() < (1U << 20)) text += " " + small;
  text::Scanner scanner(text);
  ExpectationSink sink;
  ASSERT_TRUE(text::parse_json_grid_cells(scanner, text::GridLimits{}, sink).ok());
  EXPECT_EQ(sink.added, 4U);
  EXPECT_TRUE(sink.told.empty());

  constexpr std::uint64_t kSide = 200;  // 40,000 cells
  std::string large = "[";
  for (std::uint64_t row = 0; row < kSide; ++row) {
    large += row == 0 ? "[" : ",[";
    for (std::uint64_t col = 0; col < kSide; ++col) large += col == 0 ? "0" : ",0";
    large += "]";
  }
  large += "]";
  text::Scanner large_scanner(large);
  ExpectationSink large_sink;
  ASSERT_TRUE(text::parse_json_grid_cells(large_scanner, text::GridLimits{}, large_sink).ok());
  EXPECT_EQ(large_sink.added, kSide * kSide);
  ASSERT_EQ(large_sink.told.size(), 1U);
  EXPECT_GE(large_sink.told[0], kSide * kSide);
  EXPECT_LE(large_sink.told[0], large.size() / 2);
}

}  // namespace
}  // namespace gridsolve::blocks
