// The blocks parser at the level of one case in a longer text (the generic
// paste front end, src/puzzle/paste.hpp, reads what may follow it).
#pragma once

#include "common/text_scanner.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::blocks {

// Reads the board from the scanner's offset and leaves the scanner just after
// its closing bracket; what follows (an expected answer, the next case) is
// the caller's business.
Expected<Board> parse_case(text::Scanner& scanner, const ParseLimits& limits);

}  // namespace gridsolve::blocks
