#pragma once

#include "cli/html_page.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::cli {

// The frames of a blocks witness: for each removed block, one frame with
// its black squares dropped in and one with the block and squares gone.
// REQUIRES: start.cells().size() <= kMaxHtmlCells (check_html_size)
Replay replay_blocks(const blocks::Board& start, const blocks::Solution& solution);

}  // namespace gridsolve::cli
