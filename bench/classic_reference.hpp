// The classic accepted approach for Baekjoon 12094, written here from its
// description so that every benchmark compares against it in the same run:
// depth-first over the four moves, skipping moves that change nothing,
// cutting a branch when (its largest tile) x 2^(moves left) <= best found,
// moving by rotating int boards and pushing left.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "gridsolve/slide.hpp"

namespace gridsolve::bench {

class ClassicReference {
 public:
  // Tile values, not exponents. Values beyond 2^62 are not expected here.
  explicit ClassicReference(const slide::Board& board);
  std::int64_t solve(int max_moves);
  std::uint64_t nodes() const { return nodes_; }

 private:
  using Grid = std::vector<std::vector<std::int64_t>>;
  static Grid rotate(const Grid& grid);  // 90 degrees clockwise
  static bool push_left(Grid& grid);     // returns whether anything changed
  static std::int64_t largest(const Grid& grid);
  void search(const Grid& grid, int depth);

  Grid start_;
  int max_moves_ = 0;
  std::int64_t best_ = 0;
  std::uint64_t nodes_ = 0;
};

// Definitions inline: bench/ builds only *_bench.cpp files.

inline ClassicReference::ClassicReference(const slide::Board& board) {
  const auto n = static_cast<std::size_t>(board.size());
  start_.assign(n, std::vector<std::int64_t>(n, 0));
  for (std::size_t r = 0; r < n; ++r) {
    for (std::size_t c = 0; c < n; ++c) {
      const slide::Exponent e = board.at(static_cast<int>(r), static_cast<int>(c));
      start_[r][c] = e ? (std::int64_t{1} << e) : 0;
    }
  }
}

inline ClassicReference::Grid ClassicReference::rotate(const Grid& grid) {
  const std::size_t n = grid.size();
  Grid out(n, std::vector<std::int64_t>(n));
  for (std::size_t r = 0; r < n; ++r) {
    for (std::size_t c = 0; c < n; ++c) out[c][n - 1 - r] = grid[r][c];
  }
  return out;
}

inline bool ClassicReference::push_left(Grid& grid) {
  bool changed = false;
  for (auto& row : grid) {
    std::vector<std::int64_t> out;
    out.reserve(row.size());
    bool last_merged = true;
    for (std::int64_t v : row) {
      if (v == 0) continue;
      if (!last_merged && out.back() == v) {
        out.back() *= 2;
        last_merged = true;
      } else {
        out.push_back(v);
        last_merged = false;
      }
    }
    out.resize(row.size(), 0);
    if (out != row) {
      changed = true;
      row = std::move(out);
    }
  }
  return changed;
}

inline std::int64_t ClassicReference::largest(const Grid& grid) {
  std::int64_t best = 0;
  for (const auto& row : grid) best = std::max(best, *std::max_element(row.begin(), row.end()));
  return best;
}

inline void ClassicReference::search(const Grid& grid, int depth) {
  ++nodes_;
  const std::int64_t here = largest(grid);
  best_ = std::max(best_, here);
  if (depth == max_moves_) return;
  // The classic cut: one move at most doubles the largest tile.
  if ((here << (max_moves_ - depth)) <= best_) return;
  // Four moves: rotate 0..3 times, push left (the rotation back is not needed
  // for the answer: the largest tile does not depend on orientation).
  Grid rotated = grid;
  for (int turn = 0; turn < 4; ++turn) {
    Grid moved = rotated;
    if (push_left(moved)) search(moved, depth + 1);
    rotated = rotate(rotated);
  }
}

inline std::int64_t ClassicReference::solve(int max_moves) {
  max_moves_ = max_moves;
  best_ = 0;
  nodes_ = 0;
  search(start_, 0);
  return best_;
}

}  // namespace gridsolve::bench
