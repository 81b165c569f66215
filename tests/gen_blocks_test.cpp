// Random blocks boards and their shrink variants.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "gridsolve/gen.hpp"
#include "support/blocks_reference.hpp"

namespace gridsolve::gen {
namespace {

using blocks::BlockId;
using blocks::Board;

std::map<BlockId, std::vector<std::pair<int, int>>> cells_by_id(const Board& board) {
  std::map<BlockId, std::vector<std::pair<int, int>>> cells;
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) {
      if (board.at(r, c) != blocks::kEmpty) cells[board.at(r, c)].emplace_back(r, c);
    }
  }
  return cells;
}

// The shape of a block as a picture of its bounding rectangle.
std::string picture(const std::vector<std::pair<int, int>>& cells) {
  int top = 1 << 30, left = 1 << 30, bottom = 0, right = 0;
  for (auto [r, c] : cells) {
    top = std::min(top, r), left = std::min(left, c), bottom = std::max(bottom, r), right = std::max(right, c);
  }
  std::string out;
  for (int r = top; r <= bottom; ++r) {
    for (int c = left; c <= right; ++c) {
      out += std::count(cells.begin(), cells.end(), std::pair{r, c}) ? '#' : '.';
    }
    out += '/';
  }
  return out;
}

TEST(GenerateBlocks, IsTheSameOnEveryMachine) {
  // `gridsolve gen blocks --seed 9 --size 4`
  BlocksGenOptions options;
  options.size = {4, 4};
  Rng rng = rng_for_test(9, 0);
  EXPECT_EQ(blocks_text(generate_blocks(options, rng)), "[[191,191,191,0],\n [0,191,0,0],\n [0,0,0,0],\n [0,0,0,0]]\n");
}

TEST(GenerateBlocks, StaysWithinTheOriginalLimits) {
  // The 12 shapes of Programmers 42894, drawn row by row.
  const std::set<std::string> ljt = {
      "#./#./##/", "###/#../",  "##/.#/.#/", "..#/###/",   // L
      ".#/.#/##/", "#../###/",  "##/#./#./", "###/..#/",   // J
      "###/.#./",  ".#/##/.#/", ".#./###/",  "#./##/#./",  // T
  };
  std::set<std::string> seen_shapes;
  BlocksGenOptions options;
  for (std::uint64_t test = 0; test < 300; ++test) {
    Rng rng = rng_for_test(2, test);
    const Board board = generate_blocks(options, rng);
    ASSERT_EQ(board.rows(), board.cols());
    ASSERT_GE(board.rows(), 4);
    ASSERT_LE(board.rows(), 50);
    for (const auto& [id, cells] : cells_by_id(board)) {
      ASSERT_LE(id, 200u);
      const std::string shape = picture(cells);
      ASSERT_EQ(ljt.count(shape), 1u) << "block " << id << " has shape " << shape;
      seen_shapes.insert(shape);
    }
    Expected<Board> parsed = blocks::parse_board(blocks_text(board));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed.value(), board);
  }
  EXPECT_EQ(seen_shapes, ljt) << "every one of the 12 shapes turns up";
}

TEST(GenerateBlocks, AnyShapesAreConnected) {
  BlocksGenOptions options;
  options.shapes = BlockShapes::kAny;
  options.size = {4, 12};
  for (std::uint64_t test = 0; test < 100; ++test) {
    Rng rng = rng_for_test(5, test);
    const Board board = generate_blocks(options, rng);
    EXPECT_FALSE(blocks::check_blocks_connected(board).has_value());
  }
}

blocks::testkit::Grid grid_of(const Board& board) {
  blocks::testkit::Grid grid(static_cast<std::size_t>(board.rows()));
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) grid[static_cast<std::size_t>(r)].push_back(board.at(r, c));
  }
  return grid;
}

// The cascade family is there to catch solutions that scan the board a
// fixed number of times (docs/check.md): most of its boards need at least
// three passes of such a scan, whichever way it goes, and the solver's
// answer is the reference's. (Of these 100 boards, 76 need three passes or
// more in reading order, 14 right to left (a quarter of the boards are
// mirrored; small ones hold short chains), 95 column by column, 98 from the
// bottom up.)
TEST(GenerateBlocks, CascadeBoardsNeedManyPassesOfAScan) {
  using blocks::testkit::ScanOrder;
  BlocksGenOptions options;
  options.family = BlocksFamily::kCascade;
  std::map<ScanOrder, int> three_or_more;
  for (std::uint64_t test = 0; test < 100; ++test) {
    Rng rng = rng_for_test(3, test);
    const Board board = generate_blocks(options, rng);
    const blocks::testkit::Grid grid = grid_of(board);
    const std::vector<std::uint32_t> reference = blocks::testkit::reference_removals(grid);
    const blocks::Solution solution = blocks::solve(board).value();
    std::set<BlockId> removed;
    for (const blocks::Removal& removal : solution.removals) removed.insert(removal.id);
    ASSERT_EQ(removed, std::set<BlockId>(reference.begin(), reference.end())) << blocks_text(board);
    for (ScanOrder order : {ScanOrder::kReading, ScanOrder::kRightToLeft, ScanOrder::kColumns, ScanOrder::kBottomUp}) {
      three_or_more[order] += blocks::testkit::passes_to_clear(grid, order) >= 3 ? 1 : 0;
    }
  }
  EXPECT_GE(three_or_more[ScanOrder::kReading], 60);
  EXPECT_GE(three_or_more[ScanOrder::kRightToLeft], 10);
  EXPECT_GE(three_or_more[ScanOrder::kColumns], 85);
  EXPECT_GE(three_or_more[ScanOrder::kBottomUp], 90);
}

TEST(BlocksShrinkCandidates, AreSmallerValidAndStaySquare) {
  BlocksGenOptions options;
  options.size = {5, 20};
  for (std::uint64_t test = 0; test < 40; ++test) {
    Rng rng = rng_for_test(6, test);
    const Board board = generate_blocks(options, rng);
    const auto before = cells_by_id(board);
    std::uint64_t id_sum = 0;
    for (const auto& entry : before) id_sum += entry.first;
    for (const Board& variant : blocks_shrink_candidates(board, options)) {
      ASSERT_EQ(variant.rows(), variant.cols());
      ASSERT_GE(variant.rows(), 5);
      ASSERT_FALSE(blocks::check_blocks_connected(variant).has_value());
      const auto after = cells_by_id(variant);
      std::uint64_t variant_sum = 0;
      for (const auto& entry : after) variant_sum += entry.first;
      // Fewer blocks, or as many on a smaller board, or smaller ids.
      ASSERT_TRUE(after.size() < before.size() || variant.rows() < board.rows() || variant_sum < id_sum);
    }
  }
}

}  // namespace
}  // namespace gridsolve::gen
