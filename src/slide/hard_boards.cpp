#include "slide/hard_boards.hpp"

#include <random>

namespace gridsolve::slide {

Board hard_board(int size, std::uint64_t seed) {
  // splitmix-style seed spreading so that seeds 1, 2, 3 give unrelated boards.
  std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ULL + 12100);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const double fill = 0.6 + 0.4 * unit(rng);
  std::uniform_int_distribution<int> small_exponent(1, 6);  // 2 .. 64
  Board board(size);
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      if (unit(rng) < fill) board.set(row, col, static_cast<Exponent>(small_exponent(rng)));
    }
  }
  std::uniform_int_distribution<int> large_exponent(8, 10);  // 256 .. 1024
  std::uniform_int_distribution<int> place(0, size - 1);
  const int row = place(rng);
  const int col = place(rng);
  board.set(row, col, static_cast<Exponent>(large_exponent(rng)));
  return board;
}

std::vector<Board> hard_suite(int size, int count) {
  std::vector<Board> boards;
  for (int seed = 1; seed <= count; ++seed) boards.push_back(hard_board(size, static_cast<std::uint64_t>(seed)));
  return boards;
}

Board small_tile_board(int size, std::uint64_t seed, double fill, int max_exponent) {
  std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ULL + 12094);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_int_distribution<int> exponent(1, max_exponent);
  Board board(size);
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      if (unit(rng) < fill) board.set(row, col, static_cast<Exponent>(exponent(rng)));
    }
  }
  return board;
}

}  // namespace gridsolve::slide
