// The solver with a work limit besides the options' time limit and
// interrupt (common/work_stop.hpp), so that tests can stop it at exact
// points of its run (cells scanned, in the units it reports) and check the
// answer it gives then. Internal to src/blocks and its tests.
#pragma once

#include <cstdint>

#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks::detail {

// solve(board, options), stopped as under a time limit once `work_limit`
// units of work are done (0: before it starts).
Expected<Solution> solve_with_work_limit(const Board& board, const SearchOptions& options, std::uint64_t work_limit);

}  // namespace gridsolve::blocks::detail
