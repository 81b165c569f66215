// Exact search for the largest tile reachable in at most K moves.
//
// Two strategies, both exact:
//  - depth-first over the four moves (this file), for the usual small K:
//    admissible bounds (slide/bounds.hpp), a transposition table
//    (slide/transposition.hpp), move ordering, iterative deepening on K and
//    board symmetry, optionally split over threads;
//  - level-by-level over distinct boards (slide/level_search.cpp), for large
//    K: every reachable board is expanded once and the search ends when no
//    new board appears, so any K finishes once the reachable set is done.
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "gridsolve/slide.hpp"
#include "slide/bounds.hpp"
#include "slide/level_search.hpp"
#include "slide/transposition.hpp"

namespace gridsolve::slide {
namespace {

using Clock = std::chrono::steady_clock;

// What the threads of one search share: the best tile (read by every prune),
// its witness, and the stop flag of the time limit.
struct SharedSearch {
  std::atomic<int> best{0};
  std::mutex best_line_mutex;
  std::vector<Direction> best_line;
  std::atomic<bool> stop{false};
  Clock::time_point start;
  double time_limit_seconds = 0;
  Exponent root_upper_bound = 0;
  std::function<void(const SearchProgress&)> on_progress;

  // Raises the best to `exponent`, reached by `line`, if it is better.
  void offer(int exponent, const Direction* line, std::size_t length) {
    int known = best.load(std::memory_order_relaxed);
    while (exponent > known) {
      if (best.compare_exchange_weak(known, exponent)) {
        const std::lock_guard<std::mutex> lock(best_line_mutex);
        // Another thread may have raised it further meanwhile; keep the line
        // of the largest tile.
        if (best.load() == exponent) best_line.assign(line, line + length);
        return;
      }
    }
  }
};

// The state of one searching thread; no globals.
struct SearchContext {
  SearchContext(const Board& start, std::uint64_t max_moves, const SearchTuning& tuning, SharedSearch& shared,
                std::uint64_t table_bytes, bool reports_progress)
      : tuning(tuning), shared(shared), table(start.cells().size(), table_bytes), reports_progress(reports_progress) {
    children.assign(static_cast<std::size_t>(max_moves) + 1, std::array<Board, 4>{});
    for (auto& four : children) four.fill(Board(start.size()));
    line.resize(static_cast<std::size_t>(max_moves) + 1);
  }

  const SearchTuning& tuning;
  SharedSearch& shared;
  TranspositionTable table;
  bool reports_progress;
  std::vector<std::array<Board, 4>> children;  // [d]: the children of the board at depth d
  std::vector<Direction> line;                 // the current line of moves
  SearchStats stats;
  double next_progress_seconds = 1.0;
};

// Whether mirroring left-right maps the board onto itself.
bool mirror_symmetric_left_right(const Board& board) {
  const int n = board.size();
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n / 2; ++col) {
      if (board.at(row, col) != board.at(row, n - 1 - col)) return false;
    }
  }
  return true;
}

bool mirror_symmetric_up_down(const Board& board) {
  const int n = board.size();
  for (int row = 0; row < n / 2; ++row) {
    for (int col = 0; col < n; ++col) {
      if (board.at(row, col) != board.at(n - 1 - row, col)) return false;
    }
  }
  return true;
}

void check_clock(SearchContext& ctx) {
  const double seconds = std::chrono::duration<double>(Clock::now() - ctx.shared.start).count();
  if (ctx.shared.time_limit_seconds > 0 && seconds >= ctx.shared.time_limit_seconds) {
    ctx.shared.stop.store(true, std::memory_order_relaxed);
  }
  if (ctx.reports_progress && ctx.shared.on_progress && seconds >= ctx.next_progress_seconds) {
    ctx.next_progress_seconds = seconds + 1.0;
    ctx.shared.on_progress(SearchProgress{seconds, ctx.stats.nodes,
                                          static_cast<Exponent>(ctx.shared.best.load(std::memory_order_relaxed)),
                                          ctx.shared.root_upper_bound});
  }
}

// Searches `board`, reached by ctx.line[0 .. depth), with `moves_left` moves
// left. Afterwards (unless stopped) every tile reachable from it within
// `moves_left` moves is at most the shared best.
// `known_largest`: the board's largest exponent when the caller has it, or -1.
void search_node(SearchContext& ctx, const Board& board, std::size_t depth, std::uint64_t moves_left,
                 int known_largest = -1) {
  // Step 1. Count the node; look at the clock now and then.
  if ((++ctx.stats.nodes & 1023) == 0) check_clock(ctx);
  if (ctx.shared.stop.load(std::memory_order_relaxed)) return;

  // Step 2. This board's largest tile may be a new best.
  const int here = known_largest >= 0 ? known_largest : board.max_exponent();
  if (here > ctx.shared.best.load(std::memory_order_relaxed)) ctx.shared.offer(here, ctx.line.data(), depth);
  const int best = ctx.shared.best.load(std::memory_order_relaxed);

  // Step 3. At the horizon nothing more can be reached.
  if (moves_left == 0) return;

  // Step 4. Prune when no tile above the best can appear within the moves
  // left. Merge-tree bound (bounds.hpp): the tiles of exponent >= best+1-r
  // must sum to 2^(best+1), the lowest of them capped by the pairs the first
  // move can merge. Otherwise the classic bound: a move at most doubles the
  // largest tile (it merges two tiles of at most 2^here).
  // With the first move's pairs the test is made per axis, and the moves
  // along an axis that cannot lead above the best are not made at all.
  unsigned axes = kRowMoves | kColumnMoves;
  if (ctx.tuning.merge_tree_bound) {
    if (moves_left <= 30 && ctx.tuning.first_move_pairs) {
      axes = merge_tree_axes_on_board(board, best + 1, static_cast<int>(moves_left));
      if (axes == 0) return;
    } else if (moves_left <= 30) {
      if (!merge_tree_allows_on_board(board, best + 1, static_cast<int>(moves_left), false)) return;
    } else if (!merge_tree_allows(count_tiles(board), best + 1, moves_left)) {
      return;
    }
  } else if (static_cast<std::uint64_t>(here) + moves_left <= static_cast<std::uint64_t>(best)) {
    return;
  }

  // Step 5. One move left: decided without making a move. A tile above the
  // best (>= here) can only be here + 1 made from two tiles of exponent
  // here == best meeting in a line (bounds.hpp, largest_pair_in_line).
  if (moves_left == 1 && ctx.tuning.last_move_rule) {
    Direction direction;
    if (here == best && largest_pair_in_line(board, static_cast<Exponent>(here), direction)) {
      ctx.line[depth] = direction;
      ctx.shared.offer(here + 1, ctx.line.data(), depth + 1);
    }
    return;
  }

  // Step 6. Transposition: this board was already searched with at least as
  // many moves left, and that search showed nothing in it beats the best of
  // then, which is at most the best of now (transposition.hpp).
  const bool use_table = ctx.tuning.transposition_table && moves_left >= 2;
  std::uint64_t hash = 0;
  if (use_table) {
    hash = board_hash(board);
    if (ctx.table.moves_searched(board, hash) >= static_cast<int>(std::min<std::uint64_t>(moves_left, INT32_MAX))) {
      ++ctx.stats.transposition_hits;
      return;
    }
  }

  // Step 7. Make the moves that change the board. A move that changes nothing
  // leads to this same board with a move fewer, dominated by stopping here
  // ("at most K" moves). On a board that is its own left-right mirror image,
  // moving right gives the mirror image of moving left, which reaches the
  // same tiles; likewise up and down.
  bool skip_right = false;
  bool skip_down = false;
  if (ctx.tuning.symmetry && depth == 0) {
    skip_right = mirror_symmetric_left_right(board);
    skip_down = mirror_symmetric_up_down(board);
  }
  std::array<Board, 4>& children = ctx.children[depth];
  std::array<int, 4> order{};
  std::array<int, 4> child_largest{};
  int child_count = 0;
  for (int d = 0; d < 4; ++d) {
    const Direction direction = kAllDirections[static_cast<std::size_t>(d)];
    if ((direction == Direction::kRight && skip_right) || (direction == Direction::kDown && skip_down)) continue;
    const bool along_rows = direction == Direction::kLeft || direction == Direction::kRight;
    if (!(axes & (along_rows ? kRowMoves : kColumnMoves))) continue;  // cleared by Step 4
    if (!apply_move(board, direction, children[static_cast<std::size_t>(d)])) continue;
    order[static_cast<std::size_t>(child_count++)] = d;
    child_largest[static_cast<std::size_t>(d)] = children[static_cast<std::size_t>(d)].max_exponent();
  }

  // Step 8. Children with the largest tile first: a large tile found early
  // raises the best, which sharpens every later prune. Ties keep L, R, U, D.
  if (ctx.tuning.move_ordering) {
    std::stable_sort(order.begin(), order.begin() + child_count, [&](int a, int b) {
      return child_largest[static_cast<std::size_t>(a)] > child_largest[static_cast<std::size_t>(b)];
    });
  }
  for (int i = 0; i < child_count; ++i) {
    const int d = order[static_cast<std::size_t>(i)];
    ctx.line[depth] = kAllDirections[static_cast<std::size_t>(d)];
    search_node(ctx, children[static_cast<std::size_t>(d)], depth + 1, moves_left - 1,
                child_largest[static_cast<std::size_t>(d)]);
    if (ctx.shared.stop.load(std::memory_order_relaxed)) return;
  }

  // Step 9. Remember the board as searched (only a complete search counts).
  if (use_table) ctx.table.store(board, hash, static_cast<int>(std::min<std::uint64_t>(moves_left, INT32_MAX)));
}

unsigned resolve_threads(unsigned requested) {
  if (requested != 0) return requested;
  const unsigned cores = std::thread::hardware_concurrency();
  return cores == 0 ? 1 : cores;
}

// Up to this many moves the depth-first search is used: its memory is
// K + 1 sets of boards plus the table, and its pruning is strongest for small K.
constexpr std::uint64_t kDepthFirstMaxMoves = 10;
// Beyond this many moves a depth-first search has no hope of finishing when
// the distinct boards do not fit in memory, so it is not tried as a fallback.
constexpr std::uint64_t kDepthFirstFallbackMaxMoves = 20;

// A root split for threads: the distinct boards after one or two moves, each
// a task that the threads take in order.
struct RootTask {
  Board board;
  std::vector<Direction> line;
};

std::vector<RootTask> split_root(const Board& start, int split_depth) {
  std::vector<RootTask> tasks{{start, {}}};
  for (int level = 0; level < split_depth; ++level) {
    std::vector<RootTask> next;
    for (const RootTask& task : tasks) {
      bool any = false;
      for (Direction direction : kAllDirections) {
        RootTask child{Board(start.size()), task.line};
        if (!apply_move(task.board, direction, child.board)) continue;
        child.line.push_back(direction);
        next.push_back(std::move(child));
        any = true;
      }
      if (!any) next.push_back(task);  // a board with no move stays a task of its own
    }
    tasks = std::move(next);
  }
  return tasks;
}

// The largest exponent the bounds allow within `moves` moves from `board`:
// the top of the range reported when a time limit stops the search. Taken
// over the boards after one move, with the first-move pairs bound on each.
Exponent proven_upper_bound(const Board& board, const TileCounts& counts, std::uint64_t moves) {
  if (counts.largest == 0) return 0;
  Exponent bound = merge_tree_upper_bound(counts, moves);
  if (moves < 2 || moves > 31) return bound;
  const auto bound_on = [](const Board& b, Exponent largest, int moves_left) {
    int t = largest;
    while (t < 255 && merge_tree_allows_on_board(b, t + 1, moves_left, true)) ++t;
    return t;
  };
  int over_children = board.max_exponent();
  Board child(board.size());
  for (Direction direction : kAllDirections) {
    if (!apply_move(board, direction, child)) continue;
    over_children = std::max(over_children, bound_on(child, child.max_exponent(), static_cast<int>(moves) - 1));
  }
  return static_cast<Exponent>(std::min<int>(bound, over_children));
}

Solution solve_depth_first(const Board& start, const SearchOptions& options) {
  const std::uint64_t max_moves = options.max_moves;
  const TileCounts root_counts = count_tiles(start);
  SharedSearch shared;
  shared.start = Clock::now();
  shared.best = start.max_exponent();
  shared.time_limit_seconds = options.time_limit_seconds;
  shared.on_progress = options.on_progress;
  shared.root_upper_bound = proven_upper_bound(start, root_counts, max_moves);

  const unsigned threads = resolve_threads(options.threads);
  const std::uint64_t table_bytes = options.max_memory_bytes / 2 / threads;
  std::vector<std::unique_ptr<SearchContext>> contexts;
  contexts.reserve(threads);
  for (unsigned t = 0; t < threads; ++t) {
    contexts.push_back(std::make_unique<SearchContext>(start, max_moves, options.tuning, shared, table_bytes, t == 0));
  }

  // Iterative deepening when asked for, and always under a time limit, where
  // a good tile found at a shallow depth is worth more than the extra nodes.
  const bool deepening = options.tuning.iterative_deepening || options.time_limit_seconds > 0;
  const std::uint64_t first_depth = deepening ? std::min<std::uint64_t>(1, max_moves) : max_moves;
  for (std::uint64_t depth_limit = first_depth; depth_limit <= max_moves; ++depth_limit) {
    if (shared.best.load() >= shared.root_upper_bound || shared.stop.load()) break;
    if (threads == 1 || depth_limit < 3) {
      search_node(*contexts[0], start, 0, depth_limit);
      continue;
    }
    // Threads: the boards after two moves are tasks; each thread searches
    // whole tasks with its own table. The best is shared, so every thread
    // prunes with the best any of them found.
    const std::vector<RootTask> tasks = split_root(start, 2);
    std::atomic<std::size_t> next_task{0};
    auto work = [&](SearchContext& ctx) {
      for (std::size_t i = next_task++; i < tasks.size(); i = next_task++) {
        const RootTask& task = tasks[i];
        std::copy(task.line.begin(), task.line.end(), ctx.line.begin());
        ++ctx.stats.nodes;  // the task's ancestors are visited by split_root, counted once here
        search_node(ctx, task.board, task.line.size(), depth_limit - task.line.size());
        if (shared.stop.load()) return;
      }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, std::ref(*contexts[t]));
    work(*contexts[0]);
    for (std::thread& thread : pool) thread.join();
  }

  Solution solution;
  solution.best_exponent = static_cast<Exponent>(shared.best.load());
  solution.moves = shared.best_line;
  for (const auto& ctx : contexts) {
    solution.stats.nodes += ctx->stats.nodes;
    solution.stats.transposition_hits += ctx->stats.transposition_hits;
  }
  solution.proven = !shared.stop.load();
  solution.upper_bound_exponent =
      solution.proven ? solution.best_exponent : std::max(solution.best_exponent, shared.root_upper_bound);
  return solution;
}

}  // namespace

Expected<Solution> solve(const Board& start, const SearchOptions& options) {
  const auto started = Clock::now();
  const std::uint64_t board_bytes = start.cells().size();
  Expected<Solution> result = Error{""};
  if (options.max_moves <= kDepthFirstMaxMoves) {
    const std::uint64_t needed = (4 * options.max_moves + 8) * (board_bytes + 32);
    if (needed > options.max_memory_bytes) {
      return Error{fmt::format("the search needs {} bytes, more than the memory budget of {} bytes", needed,
                               options.max_memory_bytes)};
    }
    result = solve_depth_first(start, options);
  } else {
    result = solve_level_by_level(start, options);
    // Too many distinct boards to hold: for moderate K the depth-first
    // search, whose memory is bounded, can still prove the answer.
    if (!result.ok() && options.max_moves <= kDepthFirstFallbackMaxMoves) result = solve_depth_first(start, options);
  }
  if (result.ok()) result.value().stats.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  return result;
}

}  // namespace gridsolve::slide
