// Seeded random 2048 boards for the tests, in the tests' own value form.
#pragma once

#include <random>

#include "support/slide_reference.hpp"

namespace gridsolve::testkit {

struct RandomTiles {
  // Share of non-empty cells; below 0: drawn per board from [0, 1).
  double fill = -1;
  // Tiles are 2^1 .. 2^top; with top_exponent 0 the top is drawn per board
  // from 1 .. max_top_exponent.
  int top_exponent = 0;
  int max_top_exponent = 6;
  // Chance of one large tile (2^top .. 2^(top+3)) among the small ones, as
  // on the hard boards.
  double large_tile_chance = 0;
};

ValueBoard random_values(std::mt19937_64& rng, int n, const RandomTiles& tiles);

// The least memory budget estimate_memory accepts for `options` (their
// max_memory_bytes aside), by halving. (Here rather than beside the
// reference, which check_solution_2048 links without the library.)
std::uint64_t least_memory_budget(const slide::Board& board, slide::SearchOptions options);

// For tests that move boards or count pairs at each line_simd level: sets
// the level back to the processor's best when it goes out of scope, however
// the test ends (a failed ASSERT returns, a failed RC_ASSERT throws).
struct BestLineLevelOnExit {
  BestLineLevelOnExit() = default;
  BestLineLevelOnExit(const BestLineLevelOnExit&) = delete;
  BestLineLevelOnExit& operator=(const BestLineLevelOnExit&) = delete;
  ~BestLineLevelOnExit();
};

// The number of random boards to run of a long property test's `all`, and
// the counts it requires of them scaled alike: GRIDSOLVE_TEST_PERCENT
// percent (1 to 100), all of them unless it is set. .ci/run's ASan stage
// runs 20%: under the sanitizers these were the stage's longest tests
// (15 to 32 s each); the Release stage runs them all.
int test_share(int all);

}  // namespace gridsolve::testkit
