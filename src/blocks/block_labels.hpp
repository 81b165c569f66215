// The blocks of a board for the solver: which block each cell belongs to,
// with each block's id and bounding rectangle, found in one linear pass.
#pragma once

#include <cstdint>
#include <vector>

#include "blocks/memory.hpp"
#include "common/page_allocator.hpp"
#include "common/work_stop.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks::detail {

using BlockIndex = std::int32_t;  // dense 0..K-1; every board has fewer than 2^31 cells
inline constexpr BlockIndex kNoBlock = -1;

struct BlockLabels {
  // Per cell, row-major: the index of its block, or kNoBlock when empty.
  // In a PageVector (common/page_allocator.hpp): the solver frees it before
  // it builds its answer, and it goes back to the system at once.
  PageVector<BlockIndex> cell_block;
  // Per block index: its id and bounding rectangle. Blocks are numbered in
  // the row-major order of their first cell.
  std::vector<BlockId> ids;
  std::vector<Bounds> bounds;
  // False when `stop` ended the labelling first. Then the blocks listed are
  // labelled completely, and every other block has its first cell at
  // row-major index `next_cell` or later.
  bool complete = true;
  std::size_t next_cell = 0;
};

// Labels every 4-connected group of equal nonzero cells, one linear pass,
// reporting its work (cells scanned and claimed) to `stop`.
// Room for as many blocks as `counts` allows (block_starts) and for the
// longest flood-fill stack is reserved, so nothing grows by copying.
// REQUIRES: each id is one such group (check_blocks_connected passes);
// counts == count_cells(board).
BlockLabels label_blocks(const Board& board, const CellCounts& counts, WorkStop& stop);

}  // namespace gridsolve::blocks::detail
