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
//                bound is loose by more than a tile, not by a move;
//   - count model cut, caps from 1..5 moves  (docs/2048-speed.md, session
//                30) at most how many of the sample a bound built from merge
//                counts alone could rule out, if it knew exactly how many
//                merges of each level each of the next D moves can make (the
//                most any line of moves makes there, found by making every
//                line of D moves): the samples on which one line of the count
//                model (count_model_reaches) does not reach the target. Where
//                this column says 0, no bound made of counts and D moves of
//                geometry cuts.
//
//   build/bench/slide_proof_profile --board 1 --moves 16 --samples 40
#include <fmt/format.h>

#include <algorithm>
#include <array>
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

// The count model: a board as its number of tiles of each exponent. In a
// move, m(e) pairs of tiles of exponent e merge, each into one tile of
// exponent e + 1; a pair is two tiles that stood on the board before the
// move (a tile made in a move does not merge again in it), so
// m(e) <= count(e) / 2. Every line of real moves is a line of the model
// with its own m's, so a bound that knows only the counts and a cap on each
// move's m(e) must allow whatever some line of the model reaches within
// those caps.
constexpr int kMaxCapMoves = 5;
constexpr int kExponents = 64;
using LevelCounts = std::array<std::int64_t, kExponents>;
using MergeCaps = std::vector<LevelCounts>;  // [move][exponent]: the most merges of that level in that move

LevelCounts level_counts(const Board& board) {
  LevelCounts counts{};
  for (const gridsolve::slide::Exponent cell : board.cells()) {
    if (cell != 0 && cell < kExponents) ++counts[cell];
  }
  return counts;
}

// Records in caps[depth .. ) the most merges of each level that every line
// of moves from `board` makes in each of its next caps.size() - depth moves.
// The merges of a move follow from the counts before and after it: the
// tiles of exponent e that are gone are 2 m(e) - m(e - 1).
void record_merge_caps(const Board& board, std::size_t depth, MergeCaps& caps) {
  if (depth == caps.size()) return;
  const LevelCounts before = level_counts(board);
  for (const Direction direction : gridsolve::slide::kAllDirections) {
    Board child(board.size());
    if (!gridsolve::slide::apply_move(board, direction, child)) continue;
    const LevelCounts after = level_counts(child);
    std::int64_t merged_below = 0;
    for (int e = 1; e + 1 < kExponents; ++e) {
      const auto i = static_cast<std::size_t>(e);
      const std::int64_t merged = (before[i] - after[i] + merged_below) / 2;
      caps[depth][i] = std::max(caps[depth][i], merged);
      merged_below = merged;
    }
    record_merge_caps(child, depth + 1, caps);
  }
}

// Whether one line of the count model reaches a tile of exponent `target`
// within `moves` moves: the one that merges at every move and level as many
// pairs as the tiles and the caps allow (moves past the caps are capped by
// the tiles alone). Where it does, no bound of counts and these caps can rule
// the target out; where it does not, another line of the model still might
// reach it.
bool count_model_reaches(LevelCounts counts, const MergeCaps& caps, int moves, int target) {
  const auto reached = [&counts, target]() {
    for (int e = target; e < kExponents; ++e) {
      if (counts[static_cast<std::size_t>(e)] > 0) return true;
    }
    return false;
  };
  for (int move = 0; move < moves && !reached(); ++move) {
    LevelCounts next = counts;
    for (int e = 1; e + 1 < kExponents; ++e) {
      const auto i = static_cast<std::size_t>(e);
      std::int64_t merged = counts[i] / 2;
      if (static_cast<std::size_t>(move) < caps.size()) {
        merged = std::min(merged, caps[static_cast<std::size_t>(move)][i]);
      }
      next[i] -= 2 * merged;
      next[i + 1] += merged;
    }
    counts = next;
  }
  return reached();
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
  fmt::print("{:>10} {:>12} {:>12} {:>14}   {}\n", "moves left", "nodes", "refute", "T-1 within r",
             "count model cut, caps from 1..5 moves");
  for (std::size_t r = 1; r <= config.moves; ++r) {
    const std::vector<Board>& kept = walk.sample[r];
    if (kept.empty()) continue;
    std::uint64_t total = 0;
    std::size_t below = 0;
    std::array<std::size_t, kMaxCapMoves + 1> cut{};  // [D]: samples the count model with caps from D moves rules out
    for (const Board& board : kept) {
      bool reached = false;
      total += refutation_nodes(board, target, static_cast<int>(r), reached);
      if (answer_within(board, r) >= target - 1) ++below;
      MergeCaps caps(static_cast<std::size_t>(kMaxCapMoves));
      record_merge_caps(board, 0, caps);
      for (int d = 1; d <= kMaxCapMoves; ++d) {
        const MergeCaps first(caps.begin(), caps.begin() + d);
        if (!count_model_reaches(level_counts(board), first, static_cast<int>(r), target)) {
          ++cut[static_cast<std::size_t>(d)];
        }
      }
    }
    fmt::print("{:>10} {:>12} {:>12.1f} {:>9} of {}   {}/{}/{}/{}/{} of {}\n", r, walk.nodes[r],
               static_cast<double>(total) / static_cast<double>(kept.size()), below, kept.size(), cut[1], cut[2],
               cut[3], cut[4], cut[5], kept.size());
  }
  return 0;
}
