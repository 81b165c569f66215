#pragma once

#include "cli/html_page.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cli {

// The frames of a cards witness: the start, then the cursor, the face-up
// card and the cards left after each key.
Replay replay_cards(const cards::Problem& problem, const cards::Solution& solution);

}  // namespace gridsolve::cli
