// Random boards for the blocks tests: the original's 12 tetromino shapes or
// random polyominoes, scattered or stacked Tetris-style.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "gridsolve/blocks.hpp"
#include "support/blocks_reference.hpp"

namespace gridsolve::blocks::testkit {

// A shape as (row, col) offsets from its bounding rectangle's top-left.
using Shape = std::vector<std::pair<int, int>>;

// The 12 shapes of the original problem: L, J and T in four rotations.
std::vector<Shape> tetromino_shapes();

// A random 4-connected shape of 1..max_cells cells.
Shape random_polyomino(std::mt19937_64& rng, int max_cells);

enum class Placement { kScattered, kStacked };
enum class IdStyle { kSequential, kShuffledSmall, kWide32Bit };

struct RandomBoardOptions {
  int rows = 10;
  int cols = 10;
  bool tetrominoes = true;  // else random polyominoes
  int max_polyomino_cells = 8;
  Placement placement = Placement::kStacked;
  double fill = 0.5;  // stop after about this share of cells is taken
  IdStyle ids = IdStyle::kSequential;
};

Grid random_grid(std::mt19937_64& rng, const RandomBoardOptions& options);

// Options drawn at random: sizes from min_size to max_size (square boards
// most of the time), any placement, fill and id style.
RandomBoardOptions random_options(std::mt19937_64& rng, int min_size, int max_size, bool tetrominoes);

Board to_board(const Grid& grid);
Grid to_grid(const Board& board);
// The JSON text of the board, "[[0,1],[1,1]]".
std::string to_json(const Grid& grid);

}  // namespace gridsolve::blocks::testkit
