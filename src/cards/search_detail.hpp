// The search with a work limit besides the options' time limit and
// interrupt (common/work_stop.hpp), so that tests can stop it at exact
// points of its run (in the units it reports: sets scanned, sweeps,
// relaxations) and check the answer it gives then. Internal to src/cards
// and its tests.
#pragma once

#include <cstdint>

#include "gridsolve/cards.hpp"

namespace gridsolve::cards::detail {

// solve(problem, options), stopped as under a time limit once `work_limit`
// units of work are done (0: before it starts).
Expected<Solution> solve_with_work_limit(const Problem& problem, const SearchOptions& options,
                                         std::uint64_t work_limit);

}  // namespace gridsolve::cards::detail
