// Level-by-level search over distinct boards, for large K: every reachable
// board is expanded once, and the search ends as soon as a level brings no
// new board (then no later level can either), so K = 10^6 or 10^18 costs no
// more than the reachable set.
#pragma once

#include <cstdint>

#include "gridsolve/slide.hpp"
#include "slide/search_clock.hpp"

namespace gridsolve::slide {

// What the level search of a board may hold, sized before it starts.
struct LevelSearchPlan {
  std::uint64_t max_boards = 0;  // the most distinct boards it keeps (0: it cannot run)
  std::uint64_t min_bytes = 0;   // what it needs to hold the start board alone
  std::uint64_t peak_bytes = 0;  // what it holds at most, with max_boards boards
  // The class search (one tile count at a time; boards of side <= 8): it
  // counts what it takes as it goes and ends with too_many_boards at the
  // budget.
  bool by_tile_count = false;
  std::uint64_t budget_bytes = 0;
  // Give up early, from an estimate, when the levels' growth says the
  // boards will not fit: once a level holds at least 4096 boards (or a
  // 256th of max_boards, but 16 at least) and more than the one before,
  // when growing as it did for as many levels as its
  // boards need at least to make the tile cap (the merge-tree bound) would
  // hold more than twice max_boards. A guess, not a proof (growth can
  // slow); it saves filling the budget for nothing, and when it is wrong
  // the answer is the same: up to 20 moves the depth-first search answers
  // alone, above it answers or the search is refused, as when the boards
  // fill the budget. (The class search does not estimate.)
  bool estimate_fit = false;
  // Stop right after the estimate's first look at a level that found the
  // boards may fit, unproven, as a spent work budget stops the search: the
  // first turn of a level search that leads the turns (solve_in_turns),
  // which runs without a work budget up to there. (With estimate_fit.)
  bool stop_after_first_estimate = false;
};

// No board reachable from `start` within `max_moves` moves holds a tile
// above this exponent (the merge-tree bound, bounds.hpp; 0 for an empty
// board). The level search ends as soon as a board holds it.
Exponent tile_cap(const Board& start, std::uint64_t max_moves);

// Counts, for searching `start` for `max_moves` moves within `budget_bytes`:
// the packed boards, each board's parent and move (for the witness), the
// hash slots at their largest (old and new at once, for byte keys, which
// move them when they double), the scratch boards and
// the row tables of the 4 x 4 packing (memory.hpp). max_boards is also at
// most the boards reachable within max_moves moves (1 + 4 + ... + 4^K).
// `by_tile_count`: plan the class search where it applies (boards of side
// <= 8), the level search elsewhere.
LevelSearchPlan plan_level_search(const Board& start, std::uint64_t max_moves, std::uint64_t budget_bytes,
                                  bool by_tile_count = false);

struct LevelSearchResult {
  // True when the reachable boards outnumber plan.max_boards. The solution
  // is then the best board found before (not proven, by the search for
  // levels by distance; meaningless from the class search by tile count).
  bool too_many_boards = false;
  // When too_many_boards came from the estimate (plan.estimate_fit): the
  // boards it projected; else 0.
  std::uint64_t estimated_boards = 0;
  Solution solution;
};

// The exact answer for options.max_moves moves, unless `clock` stops it
// first (proven == false: the best board found and the tile-sum cap as the
// range). Levels are expanded in order, each board's moves in the order L,
// R, U, D, and a board keeps the first line that reached it: so each level
// lists its boards in the order of their first shortest lines, and the
// witness, the line of the first board found with the answer, is the
// shortest line to the answer and the first such in LRUD order.
// REQUIRES: plan.max_boards >= 1.
LevelSearchResult solve_level_by_level(const Board& start, const SearchOptions& options, const LevelSearchPlan& plan,
                                       SearchClock& clock);

}  // namespace gridsolve::slide
