// Level-by-level search over distinct boards, for large K: every reachable
// board is expanded once, and the search ends as soon as a level brings no
// new board (then no later level can either), so K = 10^6 or 10^18 costs no
// more than the reachable set.
#pragma once

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

// Exact answer for options.max_moves moves, or an error when the distinct
// boards do not fit in options.max_memory_bytes. Honours the time limit.
Expected<Solution> solve_level_by_level(const Board& start, const SearchOptions& options);

}  // namespace gridsolve::slide
