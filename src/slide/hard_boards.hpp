// Seeded generators of the boards the 2048 benchmarks and `gridsolve bench`
// use. Internal to the library (src/), shared by bench/ and the CLI.
#pragma once

#include <cstdint>
#include <vector>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

// A "hard" board: one large tile (256 to 1024) among many small mergeable
// tiles (2 to 64), 60-100% of the cells filled. On such boards the answer is
// often the starting largest tile, and proving that means exhausting the
// tree of a search that only knows "a move at most doubles the largest tile".
Board hard_board(int size, std::uint64_t seed);

// The fixed hard suite: `count` boards of side `size`, seeds 1..count.
std::vector<Board> hard_suite(int size = 20, int count = 16);

// A board of small tiles (2 to 2^max_exponent) with the given fill, for the
// deep (large K) cases.
Board small_tile_board(int size, std::uint64_t seed, double fill, int max_exponent);

}  // namespace gridsolve::slide
