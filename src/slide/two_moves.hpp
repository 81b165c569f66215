// The two-move rule: the largest tile reachable within two moves, decided
// without making the moves, from the few lines that hold the board's
// largest tiles. Exact (tests/slide_bounds_test.cpp checks it against
// the exhaustive reference).
#pragma once

#include <array>
#include <cstdint>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

struct TwoMoveOutcome {
  // False when the rule does not decide (more cells of the top two levels
  // than it follows); the caller then makes the moves.
  bool decided = false;
  // When decided: the largest exponent reachable within at most two moves,
  // if it is above `best` (else `best`), and a line of `length` moves (0, 1
  // or 2) that reaches it: the first move that does in the order L, R, U, D,
  // then L when the second merge is in a row, else U.
  Exponent reachable = 0;
  std::array<Direction, 2> line{};
  int length = 0;
};

// Why it is exact. Every tile of exponent e on a board one move later is an
// original tile of e moved, or two original tiles of e - 1 merged: so after
// a move, the tiles of exponent >= best come only from lines that held a
// tile of exponent >= best - 1, and the tiles of the other lines stay below
// best. Two moves make a tile above best only if (a) the first move does
// (its largest tile m > best: then m, or m + 1 if the second merges two m),
// or (b) after the first move two tiles of exponent best stand next to each
// other in a line, empty cells aside (the last-move rule, bounds.hpp:
// exactly then the second move makes best + 1). Both need only the first
// move's result on the lines that hold tiles of exponent >= best - 1
// (slid here one at a time), and, for two such tiles in one perpendicular
// line, whether the cells between them are empty after the move: in a line
// of the move's axis, the cells past its tile count (from the wall moved
// toward) are empty, so only that count of each line between is needed.
// Returns !decided when more than `max_cells` cells hold tiles of exponent
// >= best - 1. REQUIRES: best >= the board's largest exponent.
TwoMoveOutcome two_move_outcome(const Board& board, int best, std::size_t max_cells = 16);

}  // namespace gridsolve::slide
