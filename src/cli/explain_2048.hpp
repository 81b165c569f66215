#pragma once

#include <string>

#include "cli/terminal.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::cli {

// The --explain account of a 2048 answer: the moves, then the board after
// each one, the new largest tile in brackets and the move that reaches the
// answer marked.
std::string explain_2048(const slide::Board& start, const std::vector<slide::Direction>& moves,
                         slide::Exponent best_exponent, std::uint64_t max_moves, const TerminalStyle& style);

}  // namespace gridsolve::cli
