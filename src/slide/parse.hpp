// The 2048 parser at the level of one case in a longer text (the generic
// paste front end, src/puzzle/paste.hpp, reads what may follow it).
#pragma once

#include "common/text_scanner.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

// Reads N and the N*N tiles from the scanner's offset and leaves the scanner
// just after the last tile. What follows may be one number (the sample
// output, the caller's business); anything more is an error here, which
// says what the extra numbers look like (a missing N line, a second board).
Expected<Board> parse_case(text::Scanner& scanner, const ParseLimits& limits);

}  // namespace gridsolve::slide
