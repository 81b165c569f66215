// The blocks of a board for the solver: which block each cell belongs to,
// with each block's id and bounding rectangle, found in one linear pass.
#pragma once

#include <cstdint>
#include <vector>

#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks::detail {

using BlockIndex = std::int32_t;  // dense 0..K-1; every board has fewer than 2^31 cells
inline constexpr BlockIndex kNoBlock = -1;

struct BlockLabels {
  // Per cell, row-major: the index of its block, or kNoBlock when empty.
  std::vector<BlockIndex> cell_block;
  // Per block index: its id and bounding rectangle. Blocks are numbered in
  // the row-major order of their first cell.
  std::vector<BlockId> ids;
  std::vector<Bounds> bounds;
};

// Labels every 4-connected group of equal nonzero cells, one linear pass.
// REQUIRES: each id is one such group (check_blocks_connected passes).
BlockLabels label_blocks(const Board& board);

}  // namespace gridsolve::blocks::detail
