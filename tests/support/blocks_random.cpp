#include "support/blocks_random.hpp"

#include <algorithm>
#include <numeric>
#include <set>

namespace gridsolve::blocks::testkit {
namespace {

Shape normalized(Shape shape) {
  int top = shape[0].first, left = shape[0].second;
  for (const auto& [r, c] : shape) {
    top = std::min(top, r);
    left = std::min(left, c);
  }
  for (auto& [r, c] : shape) {
    r -= top;
    c -= left;
  }
  std::sort(shape.begin(), shape.end());
  return shape;
}

Shape rotated(const Shape& shape) {
  Shape out;
  for (const auto& [r, c] : shape) out.emplace_back(c, -r);
  return normalized(out);
}

bool fits(const Grid& grid, const Shape& shape, int top, int left) {
  for (const auto& [r, c] : shape) {
    const int row = top + r, col = left + c;
    if (row < 0 || col < 0 || row >= static_cast<int>(grid.size()) || col >= static_cast<int>(grid[0].size())) {
      return false;
    }
    if (grid[row][col] != 0) return false;
  }
  return true;
}

std::vector<std::uint32_t> make_ids(std::mt19937_64& rng, std::size_t count, IdStyle style) {
  std::vector<std::uint32_t> ids(count);
  std::iota(ids.begin(), ids.end(), 1U);
  if (style == IdStyle::kShuffledSmall) {
    // Ids up to 200 as in the original when they fit, in random order.
    std::vector<std::uint32_t> pool(std::max<std::size_t>(count, 200));
    std::iota(pool.begin(), pool.end(), 1U);
    std::shuffle(pool.begin(), pool.end(), rng);
    std::copy_n(pool.begin(), count, ids.begin());
  } else if (style == IdStyle::kWide32Bit) {
    std::set<std::uint32_t> used;
    std::uniform_int_distribution<std::uint32_t> any(1, UINT32_MAX);
    for (auto& id : ids) {
      do {
        id = used.empty() ? UINT32_MAX : any(rng);  // the largest id always appears
      } while (!used.insert(id).second);
    }
  }
  return ids;
}

}  // namespace

std::vector<Shape> tetromino_shapes() {
  const std::vector<Shape> bases = {
      {{0, 0}, {1, 0}, {2, 0}, {2, 1}},  // L
      {{0, 1}, {1, 1}, {2, 1}, {2, 0}},  // J
      {{0, 0}, {0, 1}, {0, 2}, {1, 1}},  // T
  };
  std::vector<Shape> all;
  for (Shape shape : bases) {
    shape = normalized(shape);
    for (int turn = 0; turn < 4; ++turn, shape = rotated(shape)) all.push_back(shape);
  }
  return all;
}

Shape random_polyomino(std::mt19937_64& rng, int max_cells) {
  const int size = std::uniform_int_distribution<int>(1, max_cells)(rng);
  Shape shape = {{0, 0}};
  std::set<std::pair<int, int>> taken = {{0, 0}};
  while (static_cast<int>(shape.size()) < size) {
    const auto [r, c] = shape[std::uniform_int_distribution<std::size_t>(0, shape.size() - 1)(rng)];
    static constexpr int kSteps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    const auto& step = kSteps[std::uniform_int_distribution<int>(0, 3)(rng)];
    const std::pair<int, int> next{r + step[0], c + step[1]};
    if (taken.insert(next).second) shape.push_back(next);
  }
  return normalized(shape);
}

Grid random_grid(std::mt19937_64& rng, const RandomBoardOptions& options) {
  Grid grid(options.rows, std::vector<std::uint32_t>(options.cols, 0));
  const auto target = static_cast<long>(options.fill * options.rows * options.cols);
  long taken = 0;
  std::vector<Shape> placed_shapes;
  std::vector<std::pair<int, int>> placed_at;
  // Place with a temporary marker per block, then give out the final ids.
  const int max_misses = 40 + 4 * options.cols;
  const std::vector<Shape> tetrominoes = tetromino_shapes();
  for (int misses = 0; taken < target && misses < max_misses;) {
    const Shape shape = options.tetrominoes
                            ? tetrominoes[std::uniform_int_distribution<std::size_t>(0, tetrominoes.size() - 1)(rng)]
                            : random_polyomino(rng, options.max_polyomino_cells);
    int height = 0, width = 0;
    for (const auto& [r, c] : shape) {
      height = std::max(height, r + 1);
      width = std::max(width, c + 1);
    }
    if (height > options.rows || width > options.cols) {
      ++misses;
      continue;
    }
    const int left = std::uniform_int_distribution<int>(0, options.cols - width)(rng);
    int top = -1;
    if (options.placement == Placement::kScattered) {
      top = std::uniform_int_distribution<int>(0, options.rows - height)(rng);
      if (!fits(grid, shape, top, left)) top = -1;
    } else {
      // Drop it from above: the lowest place reached without passing through
      // a taken cell.
      for (int t = 0; t + height <= options.rows && fits(grid, shape, t, left); ++t) top = t;
    }
    if (top < 0) {
      ++misses;
      continue;
    }
    const auto marker = static_cast<std::uint32_t>(placed_shapes.size() + 1);
    for (const auto& [r, c] : shape) grid[top + r][left + c] = marker;
    placed_shapes.push_back(shape);
    placed_at.emplace_back(top, left);
    taken += static_cast<long>(shape.size());
  }
  const std::vector<std::uint32_t> ids = make_ids(rng, placed_shapes.size(), options.ids);
  for (std::size_t i = 0; i < placed_shapes.size(); ++i) {
    for (const auto& [r, c] : placed_shapes[i]) grid[placed_at[i].first + r][placed_at[i].second + c] = ids[i];
  }
  return grid;
}

RandomBoardOptions random_options(std::mt19937_64& rng, int min_size, int max_size, bool tetrominoes) {
  RandomBoardOptions options;
  std::uniform_int_distribution<int> size(min_size, max_size);
  options.rows = size(rng);
  options.cols = std::uniform_int_distribution<int>(0, 3)(rng) == 0 ? size(rng) : options.rows;
  options.tetrominoes = tetrominoes;
  options.placement = std::uniform_int_distribution<int>(0, 2)(rng) == 0 ? Placement::kScattered : Placement::kStacked;
  options.fill = std::uniform_real_distribution<double>(0.1, 0.9)(rng);
  const int id_style = std::uniform_int_distribution<int>(0, 2)(rng);
  options.ids = id_style == 0 ? IdStyle::kSequential : id_style == 1 ? IdStyle::kShuffledSmall : IdStyle::kWide32Bit;
  return options;
}

Board to_board(const Grid& grid) {
  Board board(static_cast<int>(grid.size()), grid.empty() ? 0 : static_cast<int>(grid[0].size()));
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) board.set(r, c, grid[r][c]);
  }
  return board;
}

Grid to_grid(const Board& board) {
  Grid grid(board.rows(), std::vector<std::uint32_t>(board.cols()));
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) grid[r][c] = board.at(r, c);
  }
  return grid;
}

std::string to_json(const Grid& grid) {
  std::string out = "[";
  for (std::size_t r = 0; r < grid.size(); ++r) {
    out += r ? ",[" : "[";
    for (std::size_t c = 0; c < grid[r].size(); ++c) {
      if (c) out += ',';
      out += std::to_string(grid[r][c]);
    }
    out += ']';
  }
  return out + "]";
}

}  // namespace gridsolve::blocks::testkit
