// Admissible upper bounds for the 2048 search: each answers "can a tile of
// exponent T appear within r moves?" and may say yes wrongly, never no
// wrongly. tests/slide_bounds_test.cpp checks merge_tree_axes_on_board
// directly against the exhaustive reference (every axis it clears, on boards
// of up to 1024 cells and over); tests/slide_pruning_test.cpp checks the
// others at every target up to the true answer, and the search under each
// rule (a bound below the true answer would make the search inexact).
#pragma once

#include <array>
#include <cstdint>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

// How many tiles of each exponent a board holds. Exponents fit in a byte;
// merges can never take one past 255 on a board that fits in memory.
struct TileCounts {
  std::array<std::uint32_t, 256> count{};
  Exponent largest = 0;
};

TileCounts count_tiles(const Board& board);

// Merge-tree bound. Proof: a tile of exponent T on a board reached after t
// moves is an original tile or, one move earlier, two tiles of exponent T-1
// that merged; each tile merges at most once per move and ends up in exactly
// one tile, so unfolding the merges gives a binary tree of depth <= t over
// distinct original tiles whose values sum to 2^T. A leaf at depth k has
// exponent T - k >= T - t. So a tile of exponent T within t moves needs
//     sum over original tiles of exponent >= T - t of 2^e  >=  2^T.
// (With t >= T - 1 this is the plain tile-sum cap.) The sum is taken as
// floor(sum / 2^T) with a carried count, so it cannot overflow.
bool merge_tree_allows(const TileCounts& counts, int target, std::uint64_t moves);

// The largest exponent that the merge-tree bound allows within `moves` moves:
// an upper bound on the answer. REQUIRES: some tile on the board.
Exponent merge_tree_upper_bound(const TileCounts& counts, std::uint64_t moves);

// The merge-tree bound sharpened by the first move's geometry. In a merge
// tree of depth <= t for a tile of exponent T, a leaf of exponent L = T - t
// sits at depth exactly t, so it merges in every one of the t moves, the
// first included. The first move goes along one axis (rows for L/R, columns
// for U/D), and the tiles of exponent L that merge in it are pairs standing
// next to each other in a line of that axis, empty cells aside (a tile made
// by a merge in this move cannot merge again, so only original neighbours
// pair up: a run of k such tiles makes floor(k/2) merges whichever way it
// moves). So at most 2 * max(row pairs, column pairs) leaves of exponent L
// are usable, and the test becomes
//     min(count_L, 2 * pairs_L) * 2^L + sum over e > L of count_e * 2^e >= 2^T.
// With t = 1 this is exactly the last-move rule below.
// REQUIRES: 1 <= moves <= 30, every tile of the board below `target`.
// `use_pairs` false gives the plain merge-tree test (same answer as
// merge_tree_allows), computed without a histogram.
bool merge_tree_allows_on_board(const Board& board, int target, int moves, bool use_pairs);

// The same test per axis of the first move: bit 0 set when a first move
// along the rows (L or R) may still lead to a tile of exponent `target`
// within `moves` moves, bit 1 for the columns (U or D); 0 means neither.
// Why per axis: the leaves of exponent L merge in the first move, so only
// the pairs of its own axis count. (A move along a cleared axis gives a
// child on which the plain merge-tree test with moves - 1 fails: its tiles
// of exponent >= L + 1 are exactly the ones counted here.)
// Same REQUIRES as merge_tree_allows_on_board.
inline constexpr unsigned kRowMoves = 1;
inline constexpr unsigned kColumnMoves = 2;
unsigned merge_tree_axes_on_board(const Board& board, int target, int moves);

// Pairs of equal tiles of exponent `level` next to each other (empty cells
// aside) in the rows and in the columns: the merges of that level a move
// along that axis makes.
void level_pairs(const Board& board, Exponent level, std::uint64_t& row_pairs, std::uint64_t& column_pairs);

// Last-move rule, exact: with the board's largest tile of exponent m, a tile
// of exponent m + 1 appears after one move exactly when some row or column
// holds two tiles of exponent m with only empty cells between them. (The
// first tile of such a run of equal tiles is never a merged tile of this
// move, since merged tiles cannot merge again, so it takes the second.)
// Returns the direction that makes the merge, or nothing.
// REQUIRES: m is the board's largest exponent (no tile above it).
bool largest_pair_in_line(const Board& board, Exponent m, Direction& direction);

}  // namespace gridsolve::slide
