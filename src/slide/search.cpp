// Exact search for the largest tile reachable in at most K moves.
//
// Two strategies, both exact:
//  - depth-first over the four moves with admissible pruning, for the usual
//    small K (the classic approach, with a stronger stopping rule);
//  - level-by-level over distinct boards, for large K: every reachable board
//    is expanded once, and the search ends when no new board appears, so any
//    K finishes as soon as the reachable set is exhausted.
#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>

#include <fmt/format.h>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {
namespace {

// The largest exponent any board reachable from `board` can hold: merges keep
// the sum of the tiles, so no tile can exceed the largest power of two not
// above that sum. Computed by carrying counts of equal tiles upward (two 2^e
// make one 2^(e+1)), which cannot overflow, unlike the sum itself.
Exponent tile_sum_cap(const Board& board) {
  std::array<std::uint64_t, 256 + 64> count{};
  for (Exponent e : board.cells()) {
    if (e) ++count[e];
  }
  Exponent cap = 0;
  for (std::size_t e = 1; e + 1 < count.size(); ++e) {
    count[e + 1] += count[e] / 2;
    if (count[e]) cap = static_cast<Exponent>(std::min<std::size_t>(e, 255));
  }
  return cap;
}

// State of one depth-first search; no globals, so searches may run side by side.
struct DepthFirstContext {
  std::uint64_t max_moves = 0;
  Exponent sum_cap = 0;
  std::vector<Board> board_at_depth;  // [d]: the board after the first d moves of the current line
  std::vector<Direction> line;        // the current line of moves
  Exponent best = 0;
  std::vector<Direction> best_line;
  SearchStats stats;
};

void depth_first(DepthFirstContext& ctx, std::size_t depth) {
  const Board& board = ctx.board_at_depth[depth];
  ++ctx.stats.nodes;

  // Step 1. Record this board's largest tile.
  const Exponent here = board.max_exponent();
  if (here > ctx.best) {
    ctx.best = here;
    ctx.best_line.assign(ctx.line.begin(), ctx.line.begin() + static_cast<std::ptrdiff_t>(depth));
  }

  // Step 2. Stop at the horizon, or when the best already equals the tile-sum
  // cap, which no board can exceed (see tile_sum_cap).
  if (depth == ctx.max_moves || ctx.best >= ctx.sum_cap) return;

  // Step 3. Prune when this line cannot beat the best: one move at most
  // doubles the largest tile (a merge joins two equal tiles of at most 2^m
  // into at most 2^(m+1)), so with r moves left every tile stays <= 2^(m+r).
  const std::uint64_t remaining = ctx.max_moves - depth;
  if (ctx.best >= here && remaining <= std::uint64_t{ctx.best} - here) return;

  // Step 4. Expand each move that changes the board. A move that changes
  // nothing leads to this same board with one move fewer left, which is
  // dominated by staying here ("at most K" moves).
  for (Direction direction : kAllDirections) {
    if (!apply_move(board, direction, ctx.board_at_depth[depth + 1])) continue;
    ctx.line[depth] = direction;
    depth_first(ctx, depth + 1);
    if (ctx.best >= ctx.sum_cap) return;
  }
}

Solution solve_depth_first(const Board& start, std::uint64_t max_moves, Exponent sum_cap) {
  DepthFirstContext ctx;
  ctx.max_moves = max_moves;
  ctx.sum_cap = sum_cap;
  ctx.board_at_depth.assign(static_cast<std::size_t>(max_moves) + 1, Board(start.size()));
  ctx.board_at_depth[0] = start;
  ctx.line.resize(static_cast<std::size_t>(max_moves));
  depth_first(ctx, 0);
  return Solution{ctx.best, std::move(ctx.best_line), ctx.stats};
}

// Level-by-level search over distinct boards. Returns an error when the
// distinct boards would not fit in `max_boards`.
Expected<Solution> solve_level_by_level(const Board& start, std::uint64_t max_moves, Exponent sum_cap,
                                        std::uint64_t max_boards, std::uint64_t max_memory_bytes) {
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
    if (solution.best_exponent >= sum_cap) break;  // no board can exceed the tile-sum cap
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
                                   max_moves, max_boards, max_memory_bytes)};
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
  return solution;
}

// Up to this many moves the depth-first search is used: its memory is
// K + 1 boards and its pruning is strongest for small K.
constexpr std::uint64_t kDepthFirstMaxMoves = 10;
// Beyond this many moves a depth-first search without a memory of boards
// seen has no hope of finishing, so it is not tried as a fallback.
constexpr std::uint64_t kDepthFirstFallbackMaxMoves = 20;

}  // namespace

Expected<Solution> solve(const Board& start, const SearchOptions& options) {
  const Exponent sum_cap = tile_sum_cap(start);
  const std::uint64_t board_bytes = start.cells().size();
  if (options.max_moves <= kDepthFirstMaxMoves) {
    const std::uint64_t needed = (options.max_moves + 2) * board_bytes;
    if (needed > options.max_memory_bytes) {
      return Error{fmt::format("the search needs {} bytes, more than the memory budget of {} bytes", needed,
                               options.max_memory_bytes)};
    }
    return solve_depth_first(start, options.max_moves, sum_cap);
  }
  // Per distinct board: its cells, the hash-map node and the visit record.
  const std::uint64_t bytes_per_board = board_bytes + 96;
  const std::uint64_t max_boards = std::min<std::uint64_t>(options.max_memory_bytes / bytes_per_board, UINT32_MAX);
  Expected<Solution> by_levels = solve_level_by_level(start, options.max_moves, sum_cap, max_boards, options.max_memory_bytes);
  // Too many distinct boards to hold: for moderate K the depth-first search,
  // whose memory is only K + 2 boards, can still prove the answer.
  if (!by_levels.ok() && options.max_moves <= kDepthFirstFallbackMaxMoves) {
    return solve_depth_first(start, options.max_moves, sum_cap);
  }
  return by_levels;
}

}  // namespace gridsolve::slide
