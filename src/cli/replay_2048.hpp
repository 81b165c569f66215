#pragma once

#include "cli/html_page.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::cli {

// The frames of a 2048 witness: the start, then the board after each move.
Replay replay_2048(const slide::Board& start, const std::vector<slide::Direction>& moves, slide::Exponent best_exponent,
                   std::uint64_t max_moves);

}  // namespace gridsolve::cli
