// Properties of the blocks solver, checked with rapidcheck on random boards.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "gridsolve/blocks.hpp"
#include "support/blocks_random.hpp"
#include "support/blocks_reference.hpp"
#include "support/blocks_simulator.hpp"

namespace gridsolve::blocks {
namespace {

using testkit::Grid;

// A random board whose size, shapes, placement and fill rapidcheck chooses
// (so it can shrink them); the seed picks the shapes' places and ids.
Grid arbitrary_grid() {
  testkit::RandomBoardOptions options;
  options.rows = *rc::gen::inRange(1, 31);
  options.cols = *rc::gen::inRange(1, 31);
  options.tetrominoes = *rc::gen::arbitrary<bool>();
  options.max_polyomino_cells = *rc::gen::inRange(1, 9);
  options.placement = *rc::gen::element(testkit::Placement::kStacked, testkit::Placement::kScattered);
  options.fill = *rc::gen::inRange(0, 101) / 100.0;
  options.ids =
      *rc::gen::element(testkit::IdStyle::kSequential, testkit::IdStyle::kShuffledSmall, testkit::IdStyle::kWide32Bit);
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  return testkit::random_grid(rng, options);
}

std::set<BlockId> removed_set(const Solution& solution) {
  std::set<BlockId> ids;
  for (const Removal& removal : solution.removals) ids.insert(removal.id);
  return ids;
}

std::vector<BlockId> removed_ids(const Solution& solution) {
  std::vector<BlockId> ids;
  for (const Removal& removal : solution.removals) ids.push_back(removal.id);
  return ids;
}

RC_GTEST_PROP(BlocksProperty, SolverMatchesReferenceAndItsOrderReplays, ()) {
  const Grid grid = arbitrary_grid();
  const Solution solution = solve(testkit::to_board(grid)).value();
  const std::vector<std::uint32_t> reference = testkit::reference_removals(grid, *rc::gen::arbitrary<bool>());
  RC_ASSERT(solution.answer() == reference.size());
  RC_ASSERT(removed_set(solution) == std::set<BlockId>(reference.begin(), reference.end()));
  RC_ASSERT(testkit::replay_removals(grid, removed_ids(solution)) == std::nullopt);
}

// The library's own step-by-step view (used by --explain) agrees with the
// order: each block is removable when its turn comes, with exactly the
// rectangle's empty cells filled by squares.
RC_GTEST_PROP(BlocksProperty, DropsMatchEveryRemoval, ()) {
  Board board = testkit::to_board(arbitrary_grid());
  const Solution solution = solve(board).value();
  for (const Removal& removal : solution.removals) {
    const std::optional<std::vector<Drop>> drops = drops_to_remove(board, removal);
    RC_ASSERT(drops.has_value());
    const Bounds& b = removal.bounds;
    RC_ASSERT(static_cast<int>(drops->size()) == b.right - b.left + 1);
    int squares = 0, empty = 0;
    for (const Drop& drop : *drops) squares += drop.squares;
    for (int r = b.top; r <= b.bottom; ++r) {
      for (int c = b.left; c <= b.right; ++c) empty += board.at(r, c) == kEmpty ? 1 : 0;
    }
    RC_ASSERT(squares == empty);
    // The step function: the same drops, and only the block's cells emptied.
    const Board before = board;
    const std::optional<std::vector<Drop>> applied = apply_removal(board, removal);
    RC_ASSERT(applied.has_value());
    RC_ASSERT(applied->size() == drops->size());
    for (int r = 0; r < board.rows(); ++r) {
      for (int c = 0; c < board.cols(); ++c) {
        RC_ASSERT(board.at(r, c) == (before.at(r, c) == removal.id ? kEmpty : before.at(r, c)));
      }
    }
  }
  // Nothing left is removable: the greedy stopped for a reason.
  std::map<BlockId, Bounds> bounds;
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) {
      const BlockId id = board.at(r, c);
      if (id == kEmpty) continue;
      auto [it, fresh] = bounds.try_emplace(id, Bounds{r, c, r, c});
      it->second.top = std::min(it->second.top, r);
      it->second.bottom = std::max(it->second.bottom, r);
      it->second.left = std::min(it->second.left, c);
      it->second.right = std::max(it->second.right, c);
    }
  }
  for (const auto& [id, b] : bounds) {
    RC_ASSERT(!drops_to_remove(board, Removal{id, b}).has_value());
    const Board before = board;
    RC_ASSERT(!apply_removal(board, Removal{id, b}).has_value());
    RC_ASSERT(board == before);  // a refused step changes nothing
  }
}

RC_GTEST_PROP(BlocksProperty, MirroringLeftRightKeepsTheAnswer, ()) {
  Grid grid = arbitrary_grid();
  const std::set<BlockId> before = removed_set(solve(testkit::to_board(grid)).value());
  for (auto& row : grid) std::reverse(row.begin(), row.end());
  RC_ASSERT(removed_set(solve(testkit::to_board(grid)).value()) == before);
}

RC_GTEST_PROP(BlocksProperty, RenamingIdsKeepsTheAnswer, ()) {
  Grid grid = arbitrary_grid();
  const std::set<BlockId> before = removed_set(solve(testkit::to_board(grid)).value());
  std::map<BlockId, BlockId> renamed;
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  std::set<BlockId> used;
  for (auto& row : grid) {
    for (auto& cell : row) {
      if (cell == kEmpty) continue;
      auto [it, fresh] = renamed.try_emplace(cell, 0);
      if (fresh) {
        do {
          it->second = std::uniform_int_distribution<BlockId>(1, UINT32_MAX)(rng);
        } while (!used.insert(it->second).second);
      }
      cell = it->second;
    }
  }
  std::set<BlockId> expected;
  for (BlockId id : before) expected.insert(renamed.at(id));
  RC_ASSERT(removed_set(solve(testkit::to_board(grid)).value()) == expected);
}

RC_GTEST_PROP(BlocksProperty, EmptyRowsOnTopAndEmptyColumnsAtTheSidesChangeNothing, ()) {
  Grid grid = arbitrary_grid();
  const std::set<BlockId> before = removed_set(solve(testkit::to_board(grid)).value());
  const int extra_rows = *rc::gen::inRange(0, 4);
  const int extra_left = *rc::gen::inRange(0, 3);
  const int extra_right = *rc::gen::inRange(0, 3);
  for (auto& row : grid) {
    row.insert(row.begin(), extra_left, 0);
    row.insert(row.end(), extra_right, 0);
  }
  grid.insert(grid.begin(), extra_rows, std::vector<std::uint32_t>(grid[0].size(), 0));
  RC_ASSERT(removed_set(solve(testkit::to_board(grid)).value()) == before);
}

// Taking a block away only empties cells, so every other block that could
// be removed still can (the heart of the greedy's proof).
RC_GTEST_PROP(BlocksProperty, TakingABlockAwayNeverHurtsTheOthers, ()) {
  Grid grid = arbitrary_grid();
  std::set<BlockId> ids;
  for (const auto& row : grid) ids.insert(row.begin(), row.end());
  ids.erase(kEmpty);
  RC_PRE(!ids.empty());
  const BlockId taken = *std::next(ids.begin(), *rc::gen::inRange<std::size_t>(0, ids.size()));
  std::set<BlockId> before = removed_set(solve(testkit::to_board(grid)).value());
  before.erase(taken);
  for (auto& row : grid) std::replace(row.begin(), row.end(), taken, kEmpty);
  const std::set<BlockId> after = removed_set(solve(testkit::to_board(grid)).value());
  RC_ASSERT(std::includes(after.begin(), after.end(), before.begin(), before.end()));
}

RC_GTEST_PROP(BlocksProperty, ParsingTheJsonTextGivesTheBoardBack, ()) {
  const Grid grid = arbitrary_grid();
  const Expected<Board> parsed = parse_board(testkit::to_json(grid));
  RC_ASSERT(parsed.ok());
  RC_ASSERT(parsed.value() == testkit::to_board(grid));
}

bool names_a_place(const std::string& message) {
  return message.rfind("line ", 0) == 0 || message.rfind("row ", 0) == 0;
}

// Bad input is an error value naming its place, never a crash.
RC_GTEST_PROP(BlocksProperty, AnyTextIsABoardOrAnErrorWithAPlace, (const std::string& text)) {
  const Expected<Board> board = parse_board(text);
  if (!board.ok()) RC_ASSERT(names_a_place(board.error().message));
}

RC_GTEST_PROP(BlocksProperty, DamagedBoardsAreBoardsOrErrorsWithAPlace, ()) {
  std::string text = testkit::to_json(arbitrary_grid());
  const int damages = *rc::gen::inRange(1, 4);
  for (int i = 0; i < damages; ++i) {
    const std::size_t at = *rc::gen::inRange<std::size_t>(0, text.size());
    const char with = *rc::gen::element('[', ']', ',', '-', '0', '7', ' ', '.', 'x', '\n', '\0');
    text[at] = with;
  }
  const Expected<Board> board = parse_board(text);
  if (board.ok()) {
    RC_ASSERT(!check_blocks_connected(board.value()).has_value());
    RC_ASSERT(solve(board.value()).ok());
  } else {
    RC_ASSERT(names_a_place(board.error().message));
  }
}

}  // namespace
}  // namespace gridsolve::blocks
