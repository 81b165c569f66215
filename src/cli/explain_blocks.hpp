#pragma once

#include <cstdio>

#include "gridsolve/blocks.hpp"

namespace gridsolve::cli {

// The --explain account of a blocks answer (defined in cmd_blocks.cpp), for
// `check` to show why its expected answer is right.
// Coloured as --explain is: only when standard output is a terminal.
void print_blocks_explanation(std::FILE* out, const blocks::Board& start, const blocks::Solution& solution);

}  // namespace gridsolve::cli
