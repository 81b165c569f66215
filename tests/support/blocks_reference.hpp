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

// The order in which a pass of a scanning solution meets the blocks: where
// it first meets a cell of each, scanning rows top to bottom and each row
// left to right (reading order), each row right to left, columns left to
// right and each column top to bottom, or rows from the bottom up.
enum class ScanOrder { kReading, kRightToLeft, kColumns, kBottomUp };

// How many passes such a scan makes before one removes nothing (that one not
// counted), removing each block it meets that can go at once. A solution
// that makes a fixed number of passes is wrong on a board that needs more.
int passes_to_clear(Grid grid, ScanOrder order);

}  // namespace gridsolve::blocks::testkit
