#include "slide/search_context.hpp"

namespace gridsolve::slide {

// A probe and an entry of the table cost about this many cells of work
// each: hashing the board, and on large searches two cache misses (the slot,
// then the stored board), which on a 20 x 20 board cost about as much as
// the hash itself.
constexpr std::uint64_t kTableProbeCostInBoards = 2;

// Whether the table still pays at one number of moves left, looked at when
// its probes reach a power of two from `review_probes` on (0: never): a hit
// saves a subtree, on average as much work as the subtrees searched after a
// miss, and every probe costs kTableProbeCostInBoards boards of work. When
// the hits saved less than the probes cost, the table is no longer used
// there, neither probed nor filled. Why it is safe: the table only skips
// subtrees whose search is already known; without it they are searched.
// Why it pays: on 20 x 20 boards with K from 13 to 17 most boards with 4 or
// 5 moves left are new (a tenth are found), their subtrees are small (most
// children fail the merge-tree bound at once), and a table of hundreds of
// megabytes misses the cache at each probe: K = 15 on hard board 0 took
// 1.27 s with the table at every level and 0.94 s with this review, which
// drops it at 4 and 5 moves left (docs/2048-speed.md). Small boards recur
// more, and keep it. Deterministic on one thread (it depends only on the
// search's own order). Called after each subtree searched after a miss,
// with its work.
void review_table_use(SearchContext::TableUse& use, std::uint64_t subtree_work, std::uint64_t review_probes,
                      std::uint64_t cells) {
  use.missed_work += subtree_work;
  if (review_probes == 0 || use.probes < review_probes || (use.probes & (use.probes - 1)) != 0) return;
  const std::uint64_t misses = use.probes - use.hits;  // >= 1: the caller's probe missed
  const double saved =
      static_cast<double>(use.hits) * (static_cast<double>(use.missed_work) / static_cast<double>(misses));
  const double cost = static_cast<double>(use.probes) * static_cast<double>(kTableProbeCostInBoards * cells);
  if (saved < cost) use.off = true;
}

}  // namespace gridsolve::slide
