// The cards parser at the level of one case in a longer text (the generic
// paste front end, src/puzzle/paste.hpp, reads what may follow it).
#pragma once

#include "common/text_scanner.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cards {

// Reads the board, r and c from the scanner's offset and leaves the scanner
// just after c; what follows (an expected answer, the next case) is the
// caller's business.
Expected<Problem> parse_case(text::Scanner& scanner, const ParseLimits& limits);

}  // namespace gridsolve::cards
