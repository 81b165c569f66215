// The meeting rule: an admissible bound that knows where the tiles are. It
// answers "can a tile of exponent T appear within t <= 3 moves?" and may say
// yes wrongly, never no wrongly (tests/slide_bounds_test.cpp and
// tests/slide_pruning_test.cpp check it against the exhaustive reference).
//
// Proof. As in the merge-tree bound (bounds.hpp), a tile of exponent T made
// within t moves has a merge tree whose leaves are distinct original tiles
// of exponent >= T - t, here called relevant. Follow each tile through the
// moves as "the tile that holds it" (after a merge, the merged tile). Two
// leaves X and Y of one tree come together at the merge of their lowest
// common ancestor, at some move m <= t; just before that move, after
// m - 1 <= t - 1 moves, the tiles holding X and Y stand next to each other
// in a row or a column, empty cells aside. Call X ~ Y when some line of at
// most t - 1 moves may bring the tiles holding them next to each other that
// way. Each merge of the tree joins two sets of leaves through one such
// pair, so by induction the leaves of the tree lie in one connected class
// of ~, and that class's relevant tiles must sum to at least 2^T. Sharper:
// a leaf of exponent e sits at depth T - e, so it merges in T - e of the t
// moves and idles in at most i = e - (T - t); its first merge comes at move
// <= i + 1, next to a tile holding another leaf, so it meets some other
// leaf within i moves. A tile with no partner it may meet within its i
// moves among the tiles that may be leaves is no leaf; such tiles are
// dropped until none is left, and only the remaining tiles count in the
// classes. When no class reaches 2^T, no tile of exponent T appears within
// t moves.
//
// ~ is over-approximated (a pair may be joined wrongly, never missed):
//  - after 0 moves: exactly, from the board;
//  - after 1 move: exactly for each first move. A move keeps each line's
//    tiles in order, packed against the wall it moves toward; a line keeps
//    its tile count less floor(k/2) for each run of k equal tiles (empty
//    cells aside), whichever way it moves, and a tile lands at the number of
//    tiles the move leaves between it and the wall (or at its wall-side
//    neighbour's place when it merges into it);
//  - after 2 moves: by intervals. After a move toward wall w each line of the
//    move's axis holds its c tiles in the c cells nearest w, with c in a
//    known [lo, hi]. In the next move a tile with k tiles between it and the
//    wall it moves toward lands at an index in [ceil((k - 1) / 2), k] from
//    that wall (at most floor(k / 2) merges among those k, and one more when
//    it merges into its neighbour and takes its place), and a line of c tiles
//    keeps at least ceil(c / 2). In lines packed without gaps, two tiles of
//    one such line are next to each other only in neighbouring cells; in a
//    perpendicular line, only if no line between them surely holds a tile in
//    that cell.
// Why it pays: on the adversarial boards two large tiles stand far apart
// among small ones; the merge-tree bound allows their sum, and the search
// used to exhaust every line of moves with three left.
#pragma once

#include <cstddef>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

// The rule decides only for 1 <= moves <= kMeetingMaxMoves and at most
// kMeetingMaxTiles relevant tiles; otherwise it allows (returns true). With
// 16 tiles the hard suite's nodes with 9 to 16 of them (13 on average) cost
// more to check than the nodes pruned saved (the suite 8% to 26% slower in
// CPU time, A/B in one session); with 8 it runs as fast as without the rule,
// with 230,247 nodes instead of 222,196.
inline constexpr int kMeetingMaxMoves = 3;
inline constexpr std::size_t kMeetingMaxTiles = 8;

// False when no tile of exponent `target` can appear within `moves` moves.
// REQUIRES: every tile of the board below `target`; target >= 1.
bool meeting_allows(const Board& board, int target, int moves);

}  // namespace gridsolve::slide
