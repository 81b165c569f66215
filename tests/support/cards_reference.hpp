// Test reference for the cards puzzle: an exhaustive breadth-first search
// over the whole game state, written straight from the rules of docs/rules.md,
// section 2 and sharing no code with the library's solver or move function.
#pragma once

#include <cstdint>
#include <vector>

namespace gridsolve::testkit {

using CardsGrid = std::vector<std::vector<std::int64_t>>;

// The fewest key presses that remove every card, searching all of
// (cursor cell, cards still on the board, face-up card or none) under all
// nine keys, mismatches and useless Enters included. No assumption about the
// shape of an optimal play is made.
// REQUIRES: a non-empty rectangular grid, each label on exactly two cells,
// at most 12 pairs, (row, col) on the board.
std::uint64_t reference_fewest_presses(const CardsGrid& grid, int row, int col);

}  // namespace gridsolve::testkit
