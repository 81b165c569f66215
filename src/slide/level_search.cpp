#include "slide/level_search.hpp"

#include <algorithm>
#include <chrono>
#include <string>
#include <unordered_map>

#include <fmt/format.h>

#include "slide/bounds.hpp"

namespace gridsolve::slide {

Expected<Solution> solve_level_by_level(const Board& start, const SearchOptions& options) {
  const std::uint64_t max_moves = options.max_moves;
  const TileCounts root_counts = count_tiles(start);
  // No board can hold a tile above this (the tile-sum cap, bounds.hpp).
  const Exponent cap = root_counts.largest == 0 ? Exponent{0} : merge_tree_upper_bound(root_counts, max_moves);
  // Per distinct board: its cells, the hash-map node and the visit record.
  const std::uint64_t bytes_per_board = start.cells().size() + 96;
  const std::uint64_t max_boards = std::min<std::uint64_t>(options.max_memory_bytes / bytes_per_board, UINT32_MAX);

  struct Visit {
    const std::string* cells;  // key in `index`, stable while the map lives
    std::uint32_t parent;
    Direction move;
  };
  const auto as_key = [](const Board& board) {
    return std::string(reinterpret_cast<const char*>(board.cells().data()), board.cells().size());
  };
  std::unordered_map<std::string, std::uint32_t> index;
  std::vector<Visit> visits;
  const auto root = index.emplace(as_key(start), 0).first;
  visits.push_back({&root->first, 0, Direction::kLeft});

  Solution solution;
  solution.best_exponent = start.max_exponent();
  std::uint32_t best_visit = 0;
  std::size_t level_begin = 0;
  Board from(start.size());
  Board to(start.size());
  for (std::uint64_t level = 0; level < max_moves && level_begin < visits.size(); ++level) {
    if (solution.best_exponent >= cap) break;  // no board can exceed the tile-sum cap
    const std::size_t level_end = visits.size();
    for (std::size_t v = level_begin; v < level_end; ++v) {
      std::copy(visits[v].cells->begin(), visits[v].cells->end(), from.mutable_cells().begin());
      ++solution.stats.nodes;
      for (Direction direction : kAllDirections) {
        if (!apply_move(from, direction, to)) continue;
        const auto [it, inserted] = index.emplace(as_key(to), static_cast<std::uint32_t>(visits.size()));
        if (!inserted) continue;  // reached before in as few moves or fewer
        if (visits.size() >= max_boards) {
          return Error{fmt::format("the search for {} moves needs more than {} distinct boards, which do not fit in "
                                   "the memory budget of {} bytes",
                                   max_moves, max_boards, options.max_memory_bytes)};
        }
        visits.push_back({&it->first, static_cast<std::uint32_t>(v), direction});
        const Exponent top = to.max_exponent();
        if (top > solution.best_exponent) {
          solution.best_exponent = top;
          best_visit = static_cast<std::uint32_t>(visits.size() - 1);
        }
      }
    }
    level_begin = level_end;
  }
  for (std::uint32_t v = best_visit; v != 0; v = visits[v].parent) solution.moves.push_back(visits[v].move);
  std::reverse(solution.moves.begin(), solution.moves.end());
  solution.stats.nodes += visits.size() - level_begin;  // the last level, visited but not expanded
  solution.upper_bound_exponent = solution.best_exponent;
  return solution;
}

}  // namespace gridsolve::slide
