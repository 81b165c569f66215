// Independent 2048 rules for the tests: tile values (not exponents) in
// nested vectors, lines pulled out and pushed left, written from docs/rules.md,
// section 1 without looking at the library's move code.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "gridsolve/slide.hpp"

namespace gridsolve::testkit {

using ValueBoard = std::vector<std::vector<std::int64_t>>;

std::vector<std::int64_t> reference_slide_row_left(const std::vector<std::int64_t>& row);
ValueBoard reference_move(const ValueBoard& board, char direction);  // 'L', 'R', 'U' or 'D'
std::int64_t largest_tile(const ValueBoard& board);

ValueBoard to_values(const slide::Board& board);
slide::Board from_values(const ValueBoard& values);  // REQUIRES: every value 0 or a power of two

// The largest tile over every board reachable in at most `max_moves` moves:
// no pruning, level by level over the set of distinct boards.
std::int64_t reference_best_tile(const ValueBoard& start, int max_moves);

// The same for every horizon at once: element d is the largest tile within
// at most d moves, for d = 0 .. max_moves.
std::vector<std::int64_t> reference_best_tile_by_depth(const ValueBoard& start, int max_moves);

// The witness the solver must give: of the lines of at most `max_moves`
// moves that reach the largest tile reachable, the shortest, and among those
// the first in the order L, R, U, D (as letters). Breadth first over
// distinct boards, each board's moves in the order L, R, U, D: a board keeps
// the first line that reached it, so each level lists its boards in the
// order of their first shortest lines, and the first board found with the
// answer gives the witness.
std::string reference_shortest_witness(const ValueBoard& start, int max_moves);

// Replays `moves` (letters LRUD) and returns the largest tile at the end.
std::int64_t replay_largest(ValueBoard board, const std::string& moves);

// "N\n row...\n" in the Baekjoon format.
std::string to_baekjoon_text(const ValueBoard& board);

}  // namespace gridsolve::testkit
