// Where the 2048 search's proof of an answer spends its nodes, level by
// level, and how far its bound is from the truth there: the measurement
// behind docs/2048-speed.md's "Session 20" entry, kept so that a new bound
// can be judged on the same numbers. Not run in CI.
//
// For a hard-suite board (src/slide/hard_boards.hpp) and K moves, it takes
// the target T (by default the answer for K plus one: the tile whose
// absence the search must prove), then walks the tree the search's Step 4
// leaves (the per-axis merge-tree bound, merge_tree_axes_on_board, and no
// other rule or table) and, for each number r of moves left:
//   - nodes      boards with r moves left that the bound does not cut;
//   - refute     the mean nodes of that same walk from a sample of them,
//                which is what proving "no T within r" costs there;
//   - T-1 within r  how many of the sample can make the tile below T at all
//                within their r moves (solve(), exact): where few can, the
//                bound is loose by more than a tile, not by a move.
//
//   build/bench/slide_proof_profile --board 1 --moves 16 --samples 40
#include <fmt/format.h>

#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "gridsolve/slide.hpp"
#include "slide/bounds.hpp"
#include "slide/hard_boards.hpp"
#include "slide/search_context.hpp"

namespace {

using gridsolve::slide::Board;
using gridsolve::slide::Direction;

struct Config {
  int board = 0;  // index into hard_suite(20, 16)
  std::uint64_t moves = 15;
  int target = 0;  // 0: the answer for `moves` plus one
  std::size_t samples = 40;
  std::uint64_t seed = 1;
};

// Calls visit(child) for each child of `board` along the axes the per-axis
// bound left (merge_tree_axes_on_board's bits), in the order L, R, U, D,
// skipping moves that change nothing, until visit returns false.
template <class Visit>
void for_each_child(const Board& board, unsigned axes, Visit visit) {
  for (const Direction direction : gridsolve::slide::kAllDirections) {
    const unsigned axis =
        gridsolve::slide::along_rows(direction) ? gridsolve::slide::kRowMoves : gridsolve::slide::kColumnMoves;
    if (!(axes & axis)) continue;
    Board child(board.size());
    if (gridsolve::slide::apply_move(board, direction, child) && !visit(child)) return;
  }
}

// The boards the per-axis bound leaves, by moves left, with a reservoir
// sample of each level.
struct Walk {
  int target = 0;
  std::size_t samples = 0;
  std::mt19937_64 rng;
  std::vector<std::uint64_t> nodes;
  std::vector<std::vector<Board>> sample;

  void visit(const Board& board, int moves_left) {
    if (board.max_exponent() >= target || moves_left == 0) return;
    const unsigned axes = gridsolve::slide::merge_tree_axes_on_board(board, target, moves_left);
    if (axes == 0) return;
    const std::uint64_t seen = ++nodes[static_cast<std::size_t>(moves_left)];
    std::vector<Board>& kept = sample[static_cast<std::size_t>(moves_left)];
    if (kept.size() < samples) {
      kept.push_back(board);
    } else if (const std::uint64_t slot = std::uniform_int_distribution<std::uint64_t>(0, seen - 1)(rng);
               slot < samples) {
      kept[slot] = board;
    }
    for_each_child(board, axes, [&](const Board& child) {
      visit(child, moves_left - 1);
      return true;
    });
  }
};

// The nodes of the same walk from `board`, stopping at the first line that
// reaches the target (so on a sample that can reach it, the cost of finding
// that out).
std::uint64_t refutation_nodes(const Board& board, int target, int moves_left, bool& reached) {
  std::uint64_t count = 1;
  if (board.max_exponent() >= target) {
    reached = true;
    return count;
  }
  if (moves_left == 0) return count;
  const unsigned axes = gridsolve::slide::merge_tree_axes_on_board(board, target, moves_left);
  for_each_child(board, axes, [&](const Board& child) {
    count += refutation_nodes(child, target, moves_left - 1, reached);
    return !reached;
  });
  return count;
}

int answer_within(const Board& board, std::uint64_t moves) {
  gridsolve::slide::SearchOptions options;
  options.max_moves = moves;
  options.threads = 1;
  const auto solved = gridsolve::slide::solve(board, options);
  if (!solved.ok()) {
    fmt::print(stderr, "slide_proof_profile: {}\n", solved.error().message);
    std::exit(1);
  }
  return solved.value().best_exponent;
}

bool parse(int argc, char** argv, Config& config) {
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    const char* value = argv[i + 1];
    if (flag == "--board") {
      config.board = std::atoi(value);
    } else if (flag == "--moves") {
      config.moves = std::strtoull(value, nullptr, 10);
    } else if (flag == "--target") {
      config.target = std::atoi(value);
    } else if (flag == "--samples") {
      config.samples = std::strtoull(value, nullptr, 10);
    } else if (flag == "--seed") {
      config.seed = std::strtoull(value, nullptr, 10);
    } else {
      return false;
    }
  }
  return argc % 2 == 1 && config.board >= 0 && config.board < 16 && config.moves >= 1 && config.moves <= 30 &&
         config.samples >= 1;
}

}  // namespace

int main(int argc, char** argv) {
  Config config;
  if (!parse(argc, argv, config)) {
    fmt::print(stderr,
               "usage: slide_proof_profile [--board 0..15] [--moves 1..30] [--target EXPONENT] [--samples N] "
               "[--seed S]\n");
    return 2;
  }
  const Board start = gridsolve::slide::hard_suite(20, 16)[static_cast<std::size_t>(config.board)];
  const int target = config.target > 0 ? config.target : answer_within(start, config.moves) + 1;
  Walk walk{target, config.samples, std::mt19937_64(config.seed), {}, {}};
  walk.nodes.assign(config.moves + 1, 0);
  walk.sample.assign(config.moves + 1, {});
  walk.visit(start, static_cast<int>(config.moves));
  fmt::print("hard board {}, K = {}, target {} (the per-axis merge-tree bound alone)\n", config.board, config.moves,
             gridsolve::slide::tile_value(static_cast<gridsolve::slide::Exponent>(target)));
  fmt::print("{:>10} {:>12} {:>12} {:>14}\n", "moves left", "nodes", "refute", "T-1 within r");
  for (std::size_t r = 1; r <= config.moves; ++r) {
    const std::vector<Board>& kept = walk.sample[r];
    if (kept.empty()) continue;
    std::uint64_t total = 0;
    std::size_t below = 0;
    for (const Board& board : kept) {
      bool reached = false;
      total += refutation_nodes(board, target, static_cast<int>(r), reached);
      if (answer_within(board, r) >= target - 1) ++below;
    }
    fmt::print("{:>10} {:>12} {:>12.1f} {:>9} of {}\n", r, walk.nodes[r],
               static_cast<double>(total) / static_cast<double>(kept.size()), below, kept.size());
  }
  return 0;
}
