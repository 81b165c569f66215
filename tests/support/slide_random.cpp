#include "support/slide_random.hpp"

#include <algorithm>
#include <cstdlib>

#include "slide/line_simd.hpp"

namespace gridsolve::testkit {

ValueBoard random_values(std::mt19937_64& rng, int n, const RandomTiles& tiles) {
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  const double fill = tiles.fill >= 0 ? tiles.fill : coin(rng);
  const int top =
      tiles.top_exponent > 0 ? tiles.top_exponent : std::uniform_int_distribution<int>(1, tiles.max_top_exponent)(rng);
  std::uniform_int_distribution<int> exponent(1, top);
  ValueBoard values(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
  for (auto& row : values) {
    for (auto& cell : row) {
      if (coin(rng) < fill) cell = std::int64_t{1} << exponent(rng);
    }
  }
  if (tiles.large_tile_chance > 0 && coin(rng) < tiles.large_tile_chance) {
    std::uniform_int_distribution<int> place(0, n - 1);
    values[static_cast<std::size_t>(place(rng))][static_cast<std::size_t>(place(rng))] =
        std::int64_t{1} << std::uniform_int_distribution<int>(top, top + 3)(rng);
  }
  return values;
}

std::uint64_t least_memory_budget(const slide::Board& board, slide::SearchOptions options) {
  std::uint64_t low = 1;
  std::uint64_t high = std::uint64_t{1} << 40;
  while (low < high) {
    const std::uint64_t mid = low + (high - low) / 2;
    options.max_memory_bytes = mid;
    if (slide::estimate_memory(board, options).ok()) {
      high = mid;
    } else {
      low = mid + 1;
    }
  }
  return low;
}

BestLineLevelOnExit::~BestLineLevelOnExit() { slide::line_simd::set_level(slide::line_simd::best_level()); }

int test_share(int all) {
  const char* percent = std::getenv("GRIDSOLVE_TEST_PERCENT");
  const int share = percent != nullptr ? std::clamp(std::atoi(percent), 1, 100) : 100;
  return std::max(1, all * share / 100);
}

}  // namespace gridsolve::testkit
