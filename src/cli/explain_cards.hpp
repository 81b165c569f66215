#pragma once

#include <string>

#include "gridsolve/cards.hpp"

namespace gridsolve::cli {

// The --explain account of a cards answer (defined in cmd_cards.cpp), for
// `check` to show why its expected answer is right.
// Coloured as --explain is: only when standard output is a terminal.
std::string explain_cards(const cards::Problem& problem, const cards::Solution& solution);

}  // namespace gridsolve::cli
