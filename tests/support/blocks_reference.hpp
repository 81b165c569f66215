// Test-only helpers for the blocks puzzle, written apart from the library:
// a plain grid type, a straightforward reference solver, and an independent
// simulator that replays a removal order by dropping squares one at a time.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gridsolve::blocks::testkit {

// grid[row][col]; 0 is empty, anything else a block id. Row 0 is the top.
using Grid = std::vector<std::vector<std::uint32_t>>;

// The reference: pass over every block again and again, checking each
// block's rectangle cell by cell, removing it when it can go, until a whole
// pass removes nothing. Returns the ids removed, in removal order. Within a
// pass blocks are tried in increasing id order, or decreasing when
// `descending_ids` is set (the set removed must not depend on it).
std::vector<std::uint32_t> reference_removals(Grid grid, bool descending_ids = false);

}  // namespace gridsolve::blocks::testkit
