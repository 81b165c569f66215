// Test helper: seeded random cards boards and conversions for the tests.
#pragma once

#include <random>
#include <string>

#include "gridsolve/cards.hpp"
#include "support/cards_reference.hpp"

namespace gridsolve::testkit {

struct CardsCase {
  CardsGrid grid;
  int row = 0;
  int col = 0;
};

// A rows x cols board with `pairs` pairs (labels 1..pairs) on random cells
// and the cursor on a random cell. REQUIRES: 2 * pairs <= rows * cols.
CardsCase random_cards_case(std::mt19937_64& rng, int rows, int cols, int pairs);

cards::Problem to_problem(const CardsCase& c);

// "[[1,0],[0,1]]\t0\t1"
std::string to_text(const CardsCase& c);

std::vector<std::string> tokens_of(const std::vector<cards::Key>& keys);

}  // namespace gridsolve::testkit
