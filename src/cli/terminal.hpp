// What the command line knows about the terminal it runs in.
#pragma once

#include "gridsolve/puzzle.hpp"

namespace gridsolve::cli {

// Colour when standard output is a terminal and NO_COLOR is not set
// (no-color.org); the width of the terminal, else $COLUMNS, else no wrapping.
TextStyle detect_terminal_style();

bool stdout_is_terminal();
bool stderr_is_terminal();

}  // namespace gridsolve::cli
