// An independent simulator of the blocks puzzle for tests: it replays a
// removal order literally, dropping one black square at a time.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "support/blocks_reference.hpp"

namespace gridsolve::blocks::testkit {

// Replays `order` on `grid`: for each id, drops squares into the columns of
// its bounding rectangle, one at a time, each falling from row 0 until the
// cell below is taken or it reaches the bottom row, for as long as the
// rectangle has an empty cell; every square must come to rest inside the
// rectangle, and the rectangle must end up holding only the block and
// squares. Then both go. Returns nothing when every removal succeeds, else
// what went wrong first.
std::optional<std::string> replay_removals(Grid grid, const std::vector<std::uint32_t>& order);

}  // namespace gridsolve::blocks::testkit
