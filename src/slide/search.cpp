// Exact search for the largest tile reachable in at most K moves.
//
// Two strategies, both exact:
//  - depth-first over the four moves (this file), for the usual small K:
//    admissible bounds (slide/bounds.hpp), a transposition table
//    (slide/transposition.hpp), move ordering, iterative deepening on K and
//    board symmetry, optionally split over threads (slide/search_context.hpp:
//    what each thread holds); then, once the answer is proven, a witness
//    search for its shortest line, the first in LRUD order
//    (slide/witness_search.cpp);
//  - level-by-level over distinct boards (slide/level_search.cpp), for large
//    K: every reachable board is expanded once and the search ends when no
//    new board appears, so any K finishes once the reachable set is done.
//
// Memory: before either starts, everything it will allocate is added up
// (plan_depth_first, plan_level_search; slide/memory.hpp) and the search is
// refused when that does not fit in the budget. Time: every searching thread
// reads the clock by work done (slide/search_clock.hpp), and the first to
// see the limit or the interrupt stops them all.
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#if !defined(GRIDSOLVE_NO_THREADS)
#include <condition_variable>
#include <thread>
#endif

#include <fmt/format.h>

#include "common/byte_size.hpp"
#include "common/helper_threads.hpp"
#include "gridsolve/slide.hpp"
#include "slide/bounds.hpp"
#include "slide/cap_probe.hpp"
#include "slide/level_search.hpp"
#include "slide/line_simd.hpp"
#include "slide/meeting.hpp"
#include "slide/memory.hpp"
#include "slide/movegen.hpp"
#include "slide/search_clock.hpp"
#include "slide/search_context.hpp"
#include "slide/transposition.hpp"
#include "slide/two_moves.hpp"
#include "slide/witness_search.hpp"

namespace gridsolve::slide {
namespace {

using Clock = std::chrono::steady_clock;

// Up to this many moves the depth-first search is used: its memory is
// K sets of boards plus the table, and its pruning is strongest for small K.
constexpr std::uint64_t kDepthFirstMaxMoves = 10;
// Beyond this many moves a depth-first search has no hope of finishing when
// the distinct boards do not fit in memory, so it is not tried as a fallback.
constexpr std::uint64_t kDepthFirstFallbackMaxMoves = 20;
// K above 10 in turns (solve_in_turns): a stopped depth-first turn
// passes on to the next what it proved of the boards within this many moves
// of the start (at most 1 + 4 + ... + 4^5 = 1365 of them), in a table of at
// most this many bytes of boards.
constexpr std::uint64_t kTurnRecordDepth = 5;
constexpr std::uint64_t kTurnRecordMaxBoards = 1365;
constexpr std::uint64_t kTurnRecordMaxBoardBytes = std::uint64_t{1} << 20;

#if !defined(GRIDSOLVE_NO_THREADS)
// How long a thread without work waits for a hand-over before it sleeps:
// turns of std::this_thread::yield, a few microseconds each when other
// processes want the core, less than one when none do.
constexpr int kHandOverYields = 256;
#endif

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

// The work of a node before its first move reads the clock (Steps 2 to 6:
// the largest tile, the two-move rule or the bounds, the meeting rule, the
// table's hash and compare), in boards at the pace of counted work. Not
// the 4 or 5 reads it makes: its bounds count pairs and levels, slower per
// cell than the moves that set the pace. On a 4000 x 4000 board the root's
// at 2 moves left took 0.25 s where a move counted 16 ms; with 4 a search
// under --time-limit 1 still ended 0.2 s late.
constexpr std::uint64_t kNodeReadsBeforeMoves = 16;

// Step 1 of search_node: counts a board at `depth` and its work, and hands
// work over to a thread that asks for some. False when the search must stop.
bool count_node(SearchContext& ctx, [[maybe_unused]] std::size_t depth) {  // unused without threads
  ++ctx.stats.nodes;
  if (ctx.add_work(ctx.cells) || ctx.shared.stop.load(std::memory_order_relaxed)) return false;
  // Where a board is more than a clock read's work, those reads take long
  // enough to pass the limit (StopCheck::would_pass_limit): they are begun
  // only when they would end before it.
  if (ctx.cells >= StopCheck::kWorkPerClockRead && ctx.clock.would_pass_limit(kNodeReadsBeforeMoves * ctx.cells)) {
    ctx.shared.stop.store(true, std::memory_order_relaxed);
    return false;
  }
#if !defined(GRIDSOLVE_NO_THREADS)
  if (ctx.shared.pool != nullptr && ctx.shared.pool->help_wanted.load(std::memory_order_relaxed)) ctx.hand_over(depth);
#endif
  return true;
}

// Steps 1, 2 and 4 of search_node for a board held transposed (its children
// are made in that orientation, Step 7), when Step 4 prunes it: then it is
// counted and settled as search_node would, and true is returned (also when
// the search must stop); else false, and nothing is done. Why it is the
// same: the tile-sum and merge-tree masses do not depend on the orientation,
// and the transposition's row pairs are the board's column pairs and the
// other way round, so the axes come out swapped and are both cleared
// exactly when they are on the board (merge_tree_axes_on_board). Only
// where Steps 3a and 3b (one and two moves left) do not come first, and
// when the board's largest tile does not raise the best (Step 2 would then
// change the bound's target first).
bool settled_while_transposed(SearchContext& ctx, const Board& transposed, std::size_t depth, std::uint64_t moves_left,
                              int largest) {
  if (moves_left < 3 || moves_left > 30 || !ctx.tuning.merge_tree_bound || !ctx.tuning.first_move_pairs) {
    return false;
  }
  const int best = ctx.shared.best.load(std::memory_order_relaxed);
  if (largest > best || merge_tree_axes_on_board(transposed, best + 1, static_cast<int>(moves_left)) != 0) {
    return false;
  }
  count_node(ctx, depth);
  return true;
}

// Searches `board`, reached by ctx.line[0 .. depth), with `moves_left` moves
// left. Afterwards (unless stopped) every tile reachable from it within
// `moves_left` moves is at most the shared best.
// `known_largest`: the board's largest exponent when the caller has it, or -1.
void search_node(SearchContext& ctx, const Board& board, std::size_t depth, std::uint64_t moves_left,
                 int known_largest = -1) {
  // Step 1. Count the node and its work (the bound and the table read the
  // board); stop when the clock or the flag says so.
  if (!count_node(ctx, depth)) return;

  // Step 2. This board's largest tile may be a new best.
  const int here = known_largest >= 0 ? known_largest : board.max_exponent();
  if (here > ctx.shared.best.load(std::memory_order_relaxed)) ctx.shared.offer(here, ctx.line.data(), depth);
  const int best = ctx.shared.best.load(std::memory_order_relaxed);

  // Step 3. At the horizon nothing more can be reached.
  if (moves_left == 0) return;

  // Step 3a. One move left: decided without making a move, and before the
  // bounds of step 4, which the last-move rule makes redundant there. A
  // tile above the best (>= here) can only be here + 1, made from two tiles
  // of exponent here == best meeting in a line (bounds.hpp,
  // largest_pair_in_line).
  if (moves_left == 1 && ctx.tuning.last_move_rule) {
    Direction direction;
    if (here == best && largest_pair_in_line(board, static_cast<Exponent>(here), direction)) {
      ctx.line[depth] = direction;
      ctx.shared.offer(here + 1, ctx.line.data(), depth + 1);
    }
    return;
  }

  // Step 3b. Two moves left: decided without making the moves when at most
  // sixteen cells hold tiles of the top two levels (two_moves.hpp; else the
  // moves are made as below).
  if (moves_left == 2 && ctx.tuning.two_move_rule) {
    const TwoMoveOutcome outcome = two_move_outcome(board, best);
    if (outcome.decided) {
      if (outcome.reachable > best) {
        for (int k = 0; k < outcome.length; ++k)
          ctx.line[depth + static_cast<std::size_t>(k)] = outcome.line[static_cast<std::size_t>(k)];
        ctx.shared.offer(outcome.reachable, ctx.line.data(), depth + static_cast<std::size_t>(outcome.length));
      }
      return;
    }
  }

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

  // Step 5. Meeting rule (meeting.hpp): with at most three moves left, the
  // tiles that could build a tile above the best must be able to come next
  // to each other in time; when no group of tiles that can meet sums to it,
  // prune.
  // (With two moves left the two-move rule got here only when more than 16
  // cells hold tiles of exponent >= best - 1, the meeting rule's relevant
  // tiles: too many for it.)
  if (ctx.tuning.meeting_rule && moves_left <= kMeetingMaxMoves && !(moves_left == 2 && ctx.tuning.two_move_rule) &&
      !meeting_allows(board, best + 1, static_cast<int>(moves_left))) {
    return;
  }

  // Step 6. Transposition: this board was already searched with at least as
  // many moves left, and that search showed nothing in it beats the best of
  // then, which is at most the best of now (transposition.hpp).
  // (Not at a number of moves left where it did not pay: Step 9.)
  SearchContext::TableUse& table_use = SearchContext::table_use_at(ctx.table_use, moves_left);
  const bool use_table = ctx.tuning.transposition_table && moves_left >= 2 && !table_use.off;
  std::uint64_t hash = 0;
  const std::uint64_t work_before = ctx.work;
  if (use_table) {
    ++table_use.probes;
    hash = board_hash(board);
    if (ctx.table.find_searched(board, hash, moves_in_table(moves_left)).moves_left >= 0) {
      ++ctx.stats.transposition_hits;
      ++table_use.hits;
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
  // Up and down move the columns as the rows of the board's transposition
  // (line_simd::move_board); where it does so, the board is transposed once
  // for both, and their children stay transposed until they are searched
  // (SearchContext::transpose_back): most of them are pruned at once by
  // the merge-tree bound, which reads a board and its transposition alike
  // (settled_while_transposed), so they need not be transposed back.
  std::array<Board, 4>& children = ctx.children.at(depth);
  std::array<int, 4> order{};
  std::array<int, 4> child_largest{};
  int child_count = 0;
  unsigned transposed_children = 0;
  bool board_transposed = false;
  for (int d = 0; d < 4; ++d) {
    const Direction direction = kAllDirections[static_cast<std::size_t>(d)];
    if ((direction == Direction::kRight && skip_right) || (direction == Direction::kDown && skip_down)) continue;
    if (!(axes & (along_rows(direction) ? kRowMoves : kColumnMoves))) continue;  // cleared by Step 4
    Board& child = children[static_cast<std::size_t>(d)];
    std::optional<bool> changed;
    if (ctx.columns_transposed && !along_rows(direction)) {
      if (!board_transposed) {
        ctx.transpose_for_columns(board);
        board_transposed = true;
      }
      changed = ctx.move_columns_transposed(direction, child);
      if (ctx.add_work(ctx.cells)) return;  // stopped (the work of a move, as ctx.move counts it)
      transposed_children |= 1U << d;
    } else {
      changed = ctx.move(board, direction, child);
      if (!changed) return;  // stopped
    }
    if (!*changed) continue;
    order[static_cast<std::size_t>(child_count++)] = d;
    child_largest[static_cast<std::size_t>(d)] = child.max_exponent();
  }

  // Step 8. Children with the largest tile first: a large tile found early
  // raises the best, which sharpens every later prune. Ties keep L, R, U, D.
  // (An insertion sort of at most four: std::stable_sort would take a
  // buffer from the heap at every node.)
  if (ctx.tuning.move_ordering) {
    for (int i = 1; i < child_count; ++i) {
      const int d = order[static_cast<std::size_t>(i)];
      int j = i;
      for (; j > 0 && child_largest[static_cast<std::size_t>(order[static_cast<std::size_t>(j - 1)])] <
                          child_largest[static_cast<std::size_t>(d)];
           --j) {
        order[static_cast<std::size_t>(j)] = order[static_cast<std::size_t>(j - 1)];
      }
      order[static_cast<std::size_t>(j)] = d;
    }
  }
  // The loop reads its frame, where another thread's call for work may take
  // the children not yet searched (SearchContext::hand_over).
  SearchContext::Frame& frame = ctx.frames[depth];
  frame.order = order;
  frame.count = child_count;
  frame.moves_left = moves_left;
  frame.handed = false;
  for (int i = 0; i < frame.count; ++i) {
    frame.next = i + 1;
    const int d = frame.order[static_cast<std::size_t>(i)];
    ctx.line[depth] = kAllDirections[static_cast<std::size_t>(d)];
    Board& child = children[static_cast<std::size_t>(d)];
    const int largest = child_largest[static_cast<std::size_t>(d)];
    if (transposed_children & (1U << d)) {
      if (settled_while_transposed(ctx, child, depth + 1, moves_left - 1, largest)) {
        if (ctx.shared.stop.load(std::memory_order_relaxed)) return;
        continue;
      }
      ctx.transpose_back(child);
    }
    search_node(ctx, child, depth + 1, moves_left - 1, largest);
    if (ctx.shared.stop.load(std::memory_order_relaxed)) return;
  }
  if (frame.handed) {
    if (depth > ctx.task_depth) ctx.frames[depth - 1].handed = true;
    return;  // part of the subtree is searched by another thread: not complete here
  }

  // Step 9. Remember the board as searched (only a complete search counts).
  if (use_table) {
    ctx.table.store(board, hash, moves_left, static_cast<Exponent>(ctx.shared.best.load(std::memory_order_relaxed)));
    review_table_use(table_use, ctx.work - work_before, ctx.tuning.table_review_probes, ctx.cells);
  }
}

unsigned resolve_threads(unsigned requested) {
#if defined(GRIDSOLVE_NO_THREADS)
  (void)requested;
  return 1;
#else
  if (requested != 0) return requested;
  const unsigned cores = std::thread::hardware_concurrency();
  return cores == 0 ? 1 : cores;
#endif
}

// A root split for the witness search's threads (split_root): the boards
// after kSplitDepth moves, each a task that the threads take in order.

// The most tasks split_root holds after `moves` moves: 4^moves.
constexpr std::uint64_t root_split_tasks(int moves) { return moves <= 0 ? 1 : 4 * root_split_tasks(moves - 1); }
// The most boards split_root holds at once: the tasks after kSplitDepth - 1
// moves while those after kSplitDepth are made, and the one being made.
constexpr std::uint64_t kRootSplitBoards = root_split_tasks(kSplitDepth - 1) + root_split_tasks(kSplitDepth) + 1;

// Nothing when `add_work` stops it.
template <class AddWork>
std::optional<std::vector<RootTask>> split_root(const Board& start, const AddWork& add_work) {
  std::vector<RootTask> tasks{{start, {}}};
  for (int level = 0; level < kSplitDepth; ++level) {
    std::vector<RootTask> next;
    next.reserve(4 * tasks.size());
    for (RootTask& task : tasks) {
      bool any = false;
      for (Direction direction : kAllDirections) {
        RootTask child{Board(start.size()), task.line};
        const std::optional<bool> changed = move_on_the_clock(task.board, direction, child.board, add_work);
        if (!changed) return std::nullopt;
        if (!*changed) continue;
        child.line.push_back(direction);
        next.push_back(std::move(child));
        any = true;
      }
      if (!any) next.push_back(std::move(task));  // a board with no move stays a task of its own
    }
    tasks = std::move(next);
  }
  return tasks;
}

// The largest exponent the bounds allow within `moves` moves from `board`:
// the top of the range reported when a time limit stops the search. Taken
// over the boards after one move, with the first-move pairs bound on each;
// the plain tile-sum bound alone once `clock` says stop.
Exponent proven_upper_bound(const Board& board, const TileCounts& counts, std::uint64_t moves, SearchClock& clock) {
  if (counts.largest == 0) return 0;
  Exponent bound = merge_tree_upper_bound(counts, moves);
  if (moves < 2 || moves > 31) return bound;
  const std::uint64_t cells = board.cells().size();
  const auto no_progress = [](double) { return SearchProgress{}; };
  int over_children = board.max_exponent();
  Board child(board.size());
  const auto add_work = [&clock, &no_progress](std::uint64_t units) { return clock.add_work(units, no_progress); };
  for (Direction direction : kAllDirections) {
    const std::optional<bool> changed = move_on_the_clock(board, direction, child, add_work);
    if (!changed) return bound;
    if (!*changed) continue;
    int t = child.max_exponent();
    // The bound reads the board 3 times without a look at the clock: begun
    // only when that would end before the limit (StopCheck::would_pass_limit).
    while (t < 255 && !clock.would_pass_limit(3 * cells) &&
           merge_tree_allows_on_board(child, t + 1, static_cast<int>(moves) - 1, true)) {
      if (add_work(3 * cells)) return bound;
      ++t;
    }
    if (clock.stopped()) return bound;
    over_children = std::max(over_children, t);
  }
  return static_cast<Exponent>(std::min<int>(bound, over_children));
}

// What the depth-first search (and the witness search after it, which
// reuses its boards and tables) may hold, sized before it starts.
struct DepthFirstPlan {
  unsigned threads = 1;
  std::uint64_t table_boards = 0;  // per thread
  // Per thread, with more than one: the table of its witness search's
  // failures (find_witness).
  std::uint64_t failure_table_boards = 0;
  // K above 10 in turns: the boards of the table passed from turn to
  // turn (turn_record_boards), 0 for none, and its bytes.
  std::uint64_t turn_record_boards = 0;
  std::uint64_t turn_record_bytes = 0;
  std::uint64_t min_bytes = 0;   // every board it holds, with empty tables
  std::uint64_t peak_bytes = 0;  // with full tables
};

// One searching thread's boards: its children (max_moves x 4 boards), its
// line, its frames and the context itself; the table is counted apart.
std::uint64_t context_bytes(std::uint64_t cells, std::uint64_t max_moves) {
  constexpr std::uint64_t kMaxTransposedCells = std::uint64_t{line_simd::kMaxSize} * line_simd::kMaxSize;
  const std::uint64_t transposed_boards = cells <= kMaxTransposedCells ? 2 * allocation_bytes(cells) : 0;
  return 4 * max_moves * allocation_bytes(cells) + transposed_boards +
         allocation_bytes(max_moves * sizeof(std::array<Board, 4>)) + allocation_bytes(max_moves + 1) +
         allocation_bytes((max_moves + 1) * sizeof(SearchContext::Frame)) + allocation_bytes(sizeof(SearchContext));
}

// Boards a table can meet: it stores boards with at least 2 moves left, so
// those at depth <= K - 2, at most 1 + 4 + ... + 4^(K-2).
std::uint64_t table_boards_needed(std::uint64_t max_moves) {
  if (max_moves < 2) return 0;
  std::uint64_t total = 1;
  std::uint64_t level = 1;
  for (std::uint64_t depth = 1; depth + 2 <= max_moves && total < UINT32_MAX; ++depth) {
    level *= 4;
    total += level;
  }
  return std::min<std::uint64_t>(total, UINT32_MAX);
}

// The boards of the table that K above 10 in turns passes from one
// depth-first turn to the next (solve_in_turns), within `spare_bytes`; 0
// when there are no turns or none fit.
std::uint64_t turn_record_boards(std::uint64_t cells, const SearchOptions& options, std::uint64_t spare_bytes) {
  // Above kDepthFirstFallbackMaxMoves the depth-first search runs only in
  // turns, for fewer moves (plan_search).
  const bool in_turns = options.max_moves > kDepthFirstMaxMoves && options.tuning.strategies_in_turns &&
                        options.tuning.transposition_table;
  if (!in_turns) return 0;
  const std::uint64_t cap =
      std::min(kTurnRecordMaxBoards, kTurnRecordMaxBoardBytes / std::max<std::uint64_t>(1, cells));
  return std::min(cap, TranspositionTable::boards_within(cells, spare_bytes));
}

// Counts every allocation of the depth-first search and of the witness
// search that follows it: per thread, its boards and its table, and with
// threads its witness search's table of failures (find_witness; with one
// thread the witness search writes the search's table); with threads, the
// root split's tasks and the work pool's (the pending ones, each a line,
// and one per thread, a board and a line); one board for the proven upper bound;
// the best line; for K above 10 in turns, the table passed from turn to
// turn, from an eighth of what the rest leaves at most (so that it never
// makes a budget too small).
// The tables take what the budget leaves, split evenly over the threads,
// and never more than the boards they can meet; with threads a fifth of a
// thread's share goes to its table of failures (the witness search stores
// fewer boards than the search).
DepthFirstPlan plan_depth_first_on(const Board& start, const SearchOptions& options, unsigned thread_count) {
  const std::uint64_t cells = start.cells().size();
  const std::uint64_t max_moves = options.max_moves;
  const std::uint64_t budget = options.max_memory_bytes;
  DepthFirstPlan plan;
  plan.threads = thread_count;
  const std::uint64_t threads = plan.threads;
  const std::uint64_t per_context = context_bytes(cells, max_moves);
  const std::uint64_t empty_table = TranspositionTable::bytes_for(cells, 0);
  const std::uint64_t root_split = threads > 1
                                       ? kRootSplitBoards * (allocation_bytes(cells) + allocation_bytes(kSplitDepth)) +
                                             allocation_bytes(root_split_tasks(kSplitDepth) * sizeof(RootTask)) +
                                             allocation_bytes(root_split_tasks(kSplitDepth - 1) * sizeof(RootTask))
                                       : 0;
  const std::uint64_t work_pool = threads > 1 ? kMaxPendingTasks * allocation_bytes(max_moves) +
                                                    threads * (allocation_bytes(cells) + allocation_bytes(max_moves)) +
                                                    allocation_bytes(kMaxPendingTasks * sizeof(RootTask))
                                              : 0;
  const std::uint64_t shared_bytes = root_split + work_pool + allocation_bytes(cells) + allocation_bytes(max_moves + 1);
  const std::uint64_t tables_per_thread = threads > 1 ? 2 : 1;
  plan.min_bytes = threads * (per_context + tables_per_thread * empty_table) + shared_bytes;
  if (plan.min_bytes > budget) return plan;
  const std::uint64_t needed = table_boards_needed(max_moves);
  plan.turn_record_boards = turn_record_boards(cells, options, (budget - plan.min_bytes) / 8);
  plan.turn_record_bytes =
      plan.turn_record_boards > 0 ? TranspositionTable::bytes_for(cells, plan.turn_record_boards) : 0;
  const std::uint64_t share = (budget - plan.min_bytes - plan.turn_record_bytes) / threads;
  const std::uint64_t failure_share = threads > 1 ? share / 5 : 0;
  plan.table_boards = std::min(needed, TranspositionTable::boards_within(cells, share - failure_share + empty_table));
  if (threads > 1) {
    plan.failure_table_boards = std::min(needed, TranspositionTable::boards_within(cells, failure_share + empty_table));
  }
  const std::uint64_t failure_table_bytes =
      threads > 1 ? TranspositionTable::bytes_for(cells, plan.failure_table_boards) : 0;
  plan.peak_bytes =
      threads * (per_context + TranspositionTable::bytes_for(cells, plan.table_boards) + failure_table_bytes) +
      shared_bytes + plan.turn_record_bytes;
  return plan;
}

// The plan on the threads asked for, or on as many as fit in the budget:
// the answer and the witness are the same for any count, and a thread's
// boards are 4K of the board's size, so on a large board a budget that
// holds one thread's may not hold two (1000 x 1000, K = 25: about 100 MiB
// each; at --max-memory 128M on two cores the search was refused, though
// one thread fits and goes on until --time-limit).
DepthFirstPlan plan_depth_first(const Board& start, const SearchOptions& options) {
  // Threads split the root only for K >= 3 (below, the split is most of the work).
  unsigned threads = options.max_moves >= 3 ? resolve_threads(options.threads) : 1;
  DepthFirstPlan plan = plan_depth_first_on(start, options, threads);
  while (plan.min_bytes > options.max_memory_bytes && threads > 1) {
    --threads;  // the most that fit
    plan = plan_depth_first_on(start, options, threads);
  }
  return plan;
}

// Whether the search must stop for the time limit or the interrupt (not for
// a turn's work budget): polls a copy of the unbudgeted check.
bool must_stop(const StopCheck& stop_check) {
  StopCheck now = stop_check;
  return now.poll();
}

// What solve_depth_first's turns in solve_in_turns pass on: the best
// tile any turn found, with its line, and a table of what stopped turns
// proved within kTurnRecordDepth moves of the start.
struct TurnCarry {
  const Solution* best = nullptr;  // nothing before the first turn
  TranspositionTable* record = nullptr;
};

// Copies the entries of `from` whose board was searched with at least
// `min_moves` moves left into `to` (which keeps the stronger of two).
void copy_entries(const TranspositionTable& from, TranspositionTable& to, int board_size, std::uint64_t min_moves) {
  Board board(board_size);
  from.for_each([&](const Exponent* cells, std::uint64_t hash, int moves_left, Exponent best) {
    if (moves_left < 0 || static_cast<std::uint64_t>(moves_left) < min_moves) return;
    std::copy(cells, cells + board.cells().size(), board.mutable_cells().begin());
    to.store(board, hash, static_cast<std::uint64_t>(moves_left), best);
  });
}

// `stop_check` stops the search; `witness_check` the witness search after
// it (the same but for a work budget of the search's turn: a proven answer
// always gets its shortest line).
Solution solve_depth_first(const Board& start, const SearchOptions& options, const DepthFirstPlan& plan,
                           const StopCheck& stop_check, const StopCheck& witness_check, TurnCarry carry = {}) {
  const std::uint64_t max_moves = options.max_moves;
  const TileCounts root_counts = count_tiles(start);
  SharedSearch shared;
  shared.best = start.max_exponent();
  // A turn after the first starts from the best tile the turns found (with
  // its line, so the answer still has one): a table entry carried over
  // says nothing above the best of its turn is reachable, and that best is
  // at most this one, as the search's own entries require (Step 6).
  if (carry.best != nullptr && carry.best->best_exponent > shared.best.load()) {
    shared.best = carry.best->best_exponent;
    shared.best_line = carry.best->moves;
  }
  SearchClock main_clock(stop_check, &options.on_progress);
  shared.root_upper_bound = proven_upper_bound(start, root_counts, max_moves, main_clock);
  // Stopped by then, nothing more is begun: the threads' first task copies
  // the start board before a look at the clock (70 ms on a 4000 x 4000 one).
  if (main_clock.stopped()) shared.stop.store(true);

  std::vector<std::unique_ptr<SearchContext>> contexts;
  contexts.reserve(plan.threads);
  for (unsigned t = 0; t < plan.threads; ++t) {
    // The first thread reports progress; the others stop on the same clock,
    // and know its pace (a fresh one knew none, and began a node's reads
    // that ended past the limit).
    const SearchClock clock = t == 0 ? main_clock : main_clock.without_progress();
    contexts.push_back(
        std::make_unique<SearchContext>(start, max_moves, options.tuning, shared, plan.table_boards, clock));
    if (carry.record != nullptr) copy_entries(*carry.record, contexts.back()->table, start.size(), 0);
  }

  // Iterative deepening when asked for, and always under a time limit, where
  // a good tile found at a shallow depth is worth more than the extra nodes.
  const bool deepening = options.tuning.iterative_deepening || options.time_limit_seconds > 0;
  const std::uint64_t first_depth = deepening ? std::min<std::uint64_t>(1, max_moves) : max_moves;
  // Threads: the boards after kSplitDepth moves are the first tasks (the
  // witness search's work items are made from them too); then the threads
  // share the work through a pool (WorkPool). Each thread has its own table;
  // the best is shared, so every thread prunes with the best any of them
  // found.
  std::vector<RootTask> tasks;
  // Not once the search must stop: the split, and else the pool's first
  // task, copy the start (16 MiB on a 4000 x 4000 board) before a look at
  // the clock, and took 0.1 s past a limit that the root's bound had reached.
  if (plan.threads > 1 && contexts[0]->clock.would_pass_limit(2 * start.cells().size())) shared.stop.store(true);
  if (plan.threads > 1 && !shared.stop.load()) {
    SearchContext& first = *contexts[0];
    std::optional<std::vector<RootTask>> split =
        split_root(start, [&first](std::uint64_t units) { return first.add_work(units); });
    if (split) tasks = std::move(*split);
  }
  for (std::uint64_t depth_limit = first_depth; depth_limit <= max_moves; ++depth_limit) {
    if (shared.best.load() >= shared.root_upper_bound || shared.stop.load()) break;
    if (plan.threads == 1) {
      search_node(*contexts[0], start, 0, depth_limit);
      continue;
    }
#if defined(GRIDSOLVE_NO_THREADS)
    search_node(*contexts[0], start, 0, depth_limit);  // not reached: one thread (resolve_threads)
#else
    // The threads take the root split's tasks in order (or, for a search
    // no deeper than the split, the root itself as the one task); a thread
    // that finds none left asks for work and gets the untried children of a
    // busy thread's shallowest node that has some (hand_over), and so on
    // until no task is left and no thread is busy.
    WorkPool work_pool;
    work_pool.pending.reserve(kMaxPendingTasks);
    const bool root_split = !tasks.empty() && depth_limit > tasks.front().line.size();
    if (!root_split) work_pool.pending.push_back(RootTask{start, {}});
    std::size_t next_root_task = 0;
    shared.pool = &work_pool;
    auto work = [&](SearchContext& ctx) {
      RootTask handed;  // the last task taken from the pool
      std::unique_lock<std::mutex> lock(work_pool.mutex);
      while (!shared.stop.load()) {
        const RootTask* task = nullptr;
        if (root_split && next_root_task < tasks.size()) {
          task = &tasks[next_root_task++];
          ++ctx.stats.nodes;  // the task's ancestors are visited by split_root, counted once here
        } else if (!work_pool.pending.empty()) {
          handed = std::move(work_pool.pending.front());
          work_pool.pending.erase(work_pool.pending.begin());
          task = &handed;
        }
        if (task != nullptr) {
          ++work_pool.busy;
          lock.unlock();
          if (task == &handed && !handed.line.empty()) ctx.board_of_line(start, handed.line, handed.board);
          std::copy(task->line.begin(), task->line.end(), ctx.line.begin());
          ctx.task_depth = task->line.size();
          search_node(ctx, task->board, task->line.size(), depth_limit - task->line.size());
          lock.lock();
          --work_pool.busy;
          if (work_pool.busy == 0 || shared.stop.load()) {
            work_pool.help_wanted.store(false, std::memory_order_release);  // no one left to hand over
            work_pool.wake.notify_all();
          }
          continue;
        }
        if (work_pool.busy == 0) break;  // every subtree is searched
        work_pool.help_wanted.store(true, std::memory_order_relaxed);
        // Wait for a hand-over: yielding first (a busy thread sees the call
        // at its next node, within microseconds, where a sleep and wake-up
        // would take tens; yielding rather than spinning leaves the core to
        // the busy thread if the machine has more threads than cores), then
        // asleep.
        lock.unlock();
        for (int turn = 0; turn < kHandOverYields && work_pool.help_wanted.load(std::memory_order_acquire); ++turn) {
          std::this_thread::yield();
        }
        lock.lock();
        if (work_pool.help_wanted.load(std::memory_order_relaxed) && !shared.stop.load()) work_pool.wake.wait(lock);
      }
      work_pool.wake.notify_all();
    };
    run_on_threads(plan.threads, [&](unsigned t) { work(*contexts[t]); });
    shared.pool = nullptr;
#endif
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
  if (!solution.proven) {
    // What this turn proved near the start, for the next (the boards within
    // kTurnRecordDepth moves have at least K - kTurnRecordDepth moves left);
    // not when the time limit or the interrupt stopped it: no turn follows.
    if (carry.record != nullptr && !must_stop(witness_check)) {
      const std::uint64_t min_moves = max_moves > kTurnRecordDepth ? max_moves - kTurnRecordDepth : 0;
      for (const auto& ctx : contexts) copy_entries(ctx->table, *carry.record, start.size(), min_moves);
    }
    return solution;  // the line to the best tile found
  }

  // The answer is proven: its shortest line, the first in LRUD order, on
  // the same threads (find_witness).
  std::optional<std::vector<Direction>> shortest =
      find_witness(contexts, tasks, solution.best_exponent, start, solution.moves.size(), plan.failure_table_boards,
                   witness_check, solution.stats.nodes);
  if (shortest) {
    solution.moves = std::move(*shortest);
  } else {
    solution.witness_is_shortest = false;  // stopped: the search's own line, which reaches the answer too
  }
  return solution;
}

// The plans of the strategies solve() would run for these options, and
// what they hold at most; an error when none can run within the budget.
struct SearchPlan {
  bool level_by_level = false;
  LevelSearchPlan level;
  bool depth_first = false;
  DepthFirstPlan depth;
  // K above 20: depth-first turns for K' = min(K, tuning.deep_turn_moves)
  // moves in turns with the level search (solve_in_turns), and the tile cap
  // for K, which they answer at and the cap probe aims at.
  bool deep_turns = false;
  DepthFirstPlan deep_depth;
  Exponent deep_cap = 0;
  // K above 20: the cap probe's widest beam (0: no probe), run before the
  // searches and freed before they start.
  std::uint64_t probe_width = 0;
  std::uint64_t peak_bytes = 0;
};

// The options of the depth-first turns for K above 20: the same search for
// at most tuning.deep_turn_moves moves.
SearchOptions deep_turn_options(const SearchOptions& options) {
  SearchOptions deep_options = options;
  deep_options.max_moves = std::min(options.max_moves, options.tuning.deep_turn_moves);
  return deep_options;
}

// The options as the search itself sees them: the budget less what the
// caller holds (SearchOptions::held_bytes), and held_bytes the part of the
// budget that took, so that max_memory_bytes + held_bytes is the caller's
// whole budget for the refusals' words.
SearchOptions within_own_budget(const SearchOptions& options) {
  SearchOptions own = options;
  own.held_bytes = std::min(options.held_bytes, options.max_memory_bytes);
  own.max_memory_bytes = options.max_memory_bytes - own.held_bytes;
  return own;
}

// memory_refusal in the caller's terms: its whole budget and what it holds.
Error search_refusal(const SearchOptions& options, std::uint64_t needed_bytes) {
  return memory_refusal("the search", needed_bytes, options.max_memory_bytes + options.held_bytes, options.held_bytes);
}

Expected<SearchPlan> plan_search(const Board& start, const SearchOptions& options) {
  SearchPlan plan;
  const std::uint64_t budget = options.max_memory_bytes;
  if (options.max_moves <= kDepthFirstMaxMoves) {
    plan.depth = plan_depth_first(start, options);
    if (plan.depth.min_bytes > budget) return search_refusal(options, plan.depth.min_bytes);
    plan.depth_first = true;
    plan.peak_bytes = plan.depth.peak_bytes;
    return plan;
  }
  // Large K: the level search when its start fits, and for K up to
  // kDepthFirstFallbackMaxMoves the depth-first search if the distinct boards
  // turn out not to fit (one after the other: the level search's memory is
  // freed first). That fallback must fit, so that such a search never fails
  // once started; above it, the level search alone may still meet more
  // boards than fit, which no count made before the search can foresee.
  if (options.max_moves <= kDepthFirstFallbackMaxMoves) {
    plan.depth = plan_depth_first(start, options);
    if (plan.depth.min_bytes > budget) return search_refusal(options, plan.depth.min_bytes);
    plan.depth_first = true;
  }
  // Above kDepthFirstFallbackMaxMoves, the depth-first turns for fewer
  // moves when they can reach the cap (or are for all K moves) and fit.
  if (options.max_moves > kDepthFirstFallbackMaxMoves) plan.deep_cap = tile_cap(start, options.max_moves);
  if (options.max_moves > kDepthFirstFallbackMaxMoves && options.tuning.deep_turn_moves > 0 &&
      options.tuning.strategies_in_turns) {
    const SearchOptions deep_options = deep_turn_options(options);
    const bool can_answer = deep_options.max_moves == options.max_moves ||
                            (plan.deep_cap > 0 && tile_cap(start, deep_options.max_moves) == plan.deep_cap);
    if (can_answer) {
      plan.deep_depth = plan_depth_first(start, deep_options);
      plan.deep_turns = plan.deep_depth.min_bytes <= budget;
    }
  }
  // In turns, the table passed from one depth-first turn to the next is
  // held during the level search's turns too.
  const std::uint64_t record_bytes = plan.depth_first  ? plan.depth.turn_record_bytes
                                     : plan.deep_turns ? plan.deep_depth.turn_record_bytes
                                                       : 0;
  plan.level = plan_level_search(start, options.max_moves, budget - record_bytes,
                                 options.max_moves > kDepthFirstFallbackMaxMoves && options.tuning.by_tile_count);
  plan.level.estimate_fit = options.tuning.estimate_level_fit;
  plan.level_by_level = plan.level.max_boards > 0;
  if (!plan.depth_first && !plan.level_by_level) {
    return search_refusal(options, plan.level.min_bytes);
  }
  if (options.max_moves > kDepthFirstFallbackMaxMoves && options.tuning.cap_probe_work > 0) {
    plan.probe_width = cap_probe_width(start.size(), options.max_moves, budget);
  }
  plan.peak_bytes =
      std::max({plan.level_by_level ? plan.level.peak_bytes + record_bytes : 0,
                plan.depth_first ? plan.depth.peak_bytes : 0, plan.deep_turns ? plan.deep_depth.peak_bytes : 0,
                plan.probe_width > 0 ? cap_probe_bytes(start.size(), plan.probe_width, options.max_moves) : 0});
  return plan;
}

// What the search knew when it gave up: how the level search did not fit,
// and whether the depth-first turns then ran out of their allowance.
struct LevelRefusal {
  std::uint64_t estimated_boards = 0;  // LevelSearchResult::estimated_boards (0: the boards filled the budget)
  bool depth_first_allowance_spent = false;
  // The cap probe found no line either, and the level search led the
  // turns (SearchTuning::level_leads_after_empty_probe).
  bool probe_found_nothing = false;
  // With probe_found_nothing: the depth-first search had its last turn
  // (last_deep_turn_work), and found no line either.
  bool depth_first_tried = false;
};

// "about 35000000": two significant digits, for an estimate.
std::uint64_t two_digits(std::uint64_t value) {
  std::uint64_t unit = 1;
  while (value / unit >= 100) unit *= 10;
  return (value + unit / 2) / unit * unit;
}

// The error of a level search that met (or would meet) more boards than fit.
Error level_search_refusal(const SearchOptions& options, const SearchPlan& plan, const LevelRefusal& why = {}) {
  const std::string depth_clause =
      why.probe_found_nothing && why.depth_first_tried
          ? fmt::format(
                ", and neither the cap probe nor the depth-first search found a line to the largest tile possible ({})",
                tile_value(plan.deep_cap))
      : why.probe_found_nothing ? fmt::format(", and the cap probe found no line to the largest tile possible ({})",
                                              tile_value(plan.deep_cap))
      : why.depth_first_allowance_spent
          ? fmt::format(
                ", and the depth-first search found no line to the largest tile possible ({}) in its work "
                "allowance",
                tile_value(plan.deep_cap))
          : std::string();
  // A search that ran for a while may be worth a time limit instead, where
  // a depth-first search would go on under one, and none was given already
  // (solve_in_turns refuses under a time limit only once no search can go
  // on: no depth-first search fits, or it proved a smaller tile for fewer
  // moves than K).
  const bool depth_first_would_go_on = plan.depth_first || plan.deep_turns;
  const std::string advice =
      options.time_limit_seconds <= 0 && depth_first_would_go_on &&
              (why.depth_first_allowance_spent || why.probe_found_nothing || why.estimated_boards > 0)
          ? "raise it with --max-memory, or give --time-limit for the best tile found in that time"
          : "raise it with --max-memory";
  const std::string budget = budget_words(options.max_memory_bytes + options.held_bytes, options.held_bytes);
  if (why.estimated_boards > 0) {
    return Error{fmt::format(
        "the search for {} moves would reach about {} distinct boards, by the growth of its levels, more than the {} "
        "that fit in {}{} ({})",
        options.max_moves, two_digits(why.estimated_boards), plan.level.max_boards, budget, depth_clause, advice)};
  }
  if (plan.level.by_tile_count) {
    return Error{fmt::format("the search for {} moves reaches more boards than fit in {}{} ({})", options.max_moves,
                             budget, depth_clause, advice)};
  }
  return Error{fmt::format("the search for {} moves reaches more than {} distinct boards, more than fit in {}{} ({})",
                           options.max_moves, plan.level.max_boards, budget, depth_clause, advice)};
}

// Of two stopped searches, the better answer: the larger tile found (with
// its line) and the tighter proven upper bound (both are proofs).
Solution better_stopped(Solution a, const Solution& b) {
  const Exponent upper = std::min(a.upper_bound_exponent, b.upper_bound_exponent);
  if (b.best_exponent > a.best_exponent) {
    a.best_exponent = b.best_exponent;
    a.moves = b.moves;
  }
  a.upper_bound_exponent = std::max(a.best_exponent, upper);
  return a;
}

// K above 20: what the cap probe (cap_probe.hpp) found before the searches.
struct Probed {
  std::uint64_t nodes = 0;  // the probe's boards
  // The tile cap with the probe's line, proven (no line beats the cap), when
  // the probe reached it; the searches then only look for a shorter line.
  std::optional<Solution> answer;
  // What the searches may then spend on it (SearchTuning::probed_witness_work).
  std::uint64_t witness_work = UINT64_MAX;
  // The probe ran and found no line to the cap.
  bool found_nothing = false;
};

Probed probe_cap(const Board& start, const SearchOptions& options, const SearchPlan& plan,
                 const StopCheck& stop_check) {
  Probed probed;
  if (plan.probe_width == 0) return probed;
  const Exponent cap = plan.deep_cap;
  if (cap <= start.max_exponent()) return probed;  // the searches end at the start
  StopCheck probe_check = stop_check.with_work_budget(options.tuning.cap_probe_work);
  CapProbeResult found = probe_for_tile(start, cap, options.max_moves, plan.probe_width, probe_check);
  probed.nodes = found.boards;
  probed.found_nothing = !found.line;
  if (!found.line) return probed;
  Solution answer;
  answer.best_exponent = cap;
  answer.moves = std::move(*found.line);
  answer.upper_bound_exponent = cap;
  answer.witness_is_shortest = false;  // unless a search finds the shortest line after all
  probed.answer = std::move(answer);
  if (options.tuning.probed_witness_work > 0) probed.witness_work = options.tuning.probed_witness_work;
  return probed;
}

// The work of the depth-first search's last turn where the level search led
// the turns and cannot fit (solve_in_turns): half the cap probe's, or 0 (no
// turn) where that cannot pay for 8 lines of the turn's moves (a node reads
// its board and makes up to four moves: 5 boards of work), as on boards of
// 230 x 230 and more. Why a turn at all: the probe's beam can miss a short
// line that the depth-first search finds, looking for the shortest lines
// first (iterative deepening; last_deep_turn_options): on a 200 x 200 board
// of mostly 1024s (`gridsolve gen 2048 --size 200 --density 90 --seed 3`:
// the cap in 14 moves, its rows merging whole before its columns) with
// 2^25 cells, on a 100 x 100 one of the same kind (the cap in 12 moves)
// with 2^25 cells too, where diving to 32 moves first found nothing in
// 2^30. Why so little: a board that cannot fit is refused within a second
// (50 x 50 to 200 x 200 boards of small tiles: 0.2 s of CPU before the
// turn, 0.45 s with it).
std::uint64_t last_deep_turn_work(const SearchOptions& options, const SearchOptions& depth_options,
                                  const Board& start) {
  const std::uint64_t work = options.tuning.cap_probe_work / 2;
  const std::uint64_t line = 5 * depth_options.max_moves * start.cells().size();
  return line <= work / 8 ? work : 0;
}

// That last turn's options: iterative deepening on the number of moves,
// the shortest lines first (see last_deep_turn_work).
SearchOptions last_deep_turn_options(const SearchOptions& depth_options) {
  SearchOptions last = depth_options;
  last.tuning.iterative_deepening = true;
  return last;
}

// K from 11 to 20 when both strategies fit (and above, see below): either
// may be far cheaper than the other. The depth-first search prunes by its
// bounds and needs few nodes when they are tight, whatever the board's
// size; the level search expands every distinct board once, and wins when
// the bounds are loose but boards recur. Neither cost can be foreseen, so
// they run in turns, each turn with a budget of work (cells read) 4 times
// the last one's; the first to finish answers, exactly (both are exact, and
// both find the shortest line to the answer, the first in LRUD order). The level
// search's turn gets a quarter of the depth-first search's budget: a unit of
// its work (a board hashed and stored besides its moves) takes longer, and
// on the adversarial mid boards equal budgets took up to twice the time of
// the depth-first search alone, quarter budgets about as long. If the
// depth-first search is the cheaper and needs W, its turn with a budget in
// [W, 4W) finishes, after turns of both costing under 4W/3 + W/3: under 3W
// in all. If the level search is and needs W, its turn with a budget in
// [4W, 16W) finishes, after the depth-first turns of under 22W. A level
// search that meets more boards than fit leaves the depth-first search on
// its own, without a budget. A level turn starts from scratch; a
// depth-first turn from the best any turn found and what the stopped
// depth-first turns proved near the start (TurnCarry), so that it need not
// search again the subtrees near the start that the last one finished.
// Nodes: the sum over every turn (the work done).
// A stop by the time limit or the interrupt answers with the better of what
// the last turns of each found.
//
// K above 20 (deep_turn_moves, on when plan_search found they can answer):
// the same turns, the depth-first search for K' = min(K, deep_turn_moves)
// moves. Such a turn answers for K when:
// - K' = K and it finishes; or
// - it reaches the tile cap (the merge-tree bound for K moves, where the
//   level search ends too), which no line of any length beats. Its witness,
//   the shortest line of at most K' moves to the cap and the first such in
//   LRUD order, is then the shortest line of any length (a shorter one would
//   be within K' moves too), as the level search's would be.
// A turn that finishes with a smaller tile for K' < K moves answers
// nothing, and the level search goes on alone, without a budget. Why: a
// full 8 x 8 board of small tiles can reach more boards within the moves
// the level search needs than fit in any budget, where a line to the cap
// takes the depth-first search a fraction of a second
// (`small_tile_board(8, 21, 1.0, 4)`: the level search filled 2 GiB in
// 20 to 28 s; the cap is 20 moves away, found in 0.1 to 0.4 s). A depth-first turn's
// bounds hold for its K' moves only, so a stopped one reports the cap as
// the upper end of the range.
//
// When the cap probe reached the cap (K above 20), the answer is known and
// the turns look only for its shortest line, within probed.witness_work in
// all: the depth-first turns for at most as many moves as the probe's line
// (the shortest is no longer). Where the turns would have been refused, or
// stopped, or once that work is spent, the probe's answer is the answer.
Expected<Solution> solve_in_turns(const Board& start, const SearchOptions& options, const SearchPlan& plan,
                                  const StopCheck& stop_check, const Probed& probed) {
  const bool deep = options.max_moves > kDepthFirstFallbackMaxMoves;
  SearchOptions depth_options = deep ? deep_turn_options(options) : options;
  if (probed.answer) {
    depth_options.max_moves = std::min<std::uint64_t>(depth_options.max_moves, probed.answer->moves.size());
  }
  const DepthFirstPlan& depth_plan = deep ? plan.deep_depth : plan.depth;
  const bool depth_for_all_moves = depth_options.max_moves == options.max_moves;
  // K above 20 without a time limit: once the level search cannot fit, the
  // depth-first turns' last allowance (SearchTuning::deep_depth_first_allowance).
  const bool depth_allowance = deep && options.time_limit_seconds <= 0 && options.tuning.deep_depth_first_allowance > 0;
  // K above 32 (the depth-first turns for fewer moves than K) after the cap
  // probe found no line to the cap: the level search's turns get 4 times
  // the depth-first turns' work, not a quarter, and once it cannot fit
  // (without a time limit) the search is refused at once, without the
  // depth-first allowance. Why: such a depth-first turn answers only by
  // reaching the cap, along a line of at most 32 moves; the probe looks
  // for such a line (of any length) far more cheaply and found one on
  // every board measured whose answer was the cap (cap_probe.hpp). What is
  // left is mostly boards whose answer is below the cap, which only the
  // level search can prove. Either way the answer, when one is given, is
  // the same: this changes only which boards are refused, and how soon.
  const bool level_leads =
      deep && !depth_for_all_moves && probed.found_nothing && options.tuning.level_leads_after_empty_probe;
  LevelRefusal refusal;
  std::uint64_t work_given = 0;  // the budgets of every turn so far
  std::uint64_t nodes = probed.nodes;
  bool level_fits = plan.level_by_level;
  bool depth_can_answer = true;  // false once a deep turn proved a smaller tile for fewer moves than K
  std::optional<Solution> stopped;
  std::optional<TranspositionTable> record;
  if (depth_plan.turn_record_boards > 0) record.emplace(start.cells().size(), depth_plan.turn_record_boards);
  const auto finish = [&nodes](Solution solution) {
    solution.stats.nodes = nodes;
    return solution;
  };
  // The probe's answer, where the turns stop without a better line.
  const auto probed_answer = [&]() { return finish(*probed.answer); };
  // Where the turns are stopped, or refused: the probe's answer if it has
  // one, else the best stopped turn, or the refusal.
  const auto when_stopped = [&]() { return probed.answer ? probed_answer() : finish(std::move(*stopped)); };
  const auto when_refused = [&]() -> Expected<Solution> {
    if (probed.answer) return probed_answer();
    return level_search_refusal(options, plan, refusal);
  };
  // A turn's budget, within what the search for a shorter line may spend
  // once the probe has answered (else the budget as it is: UINT64_MAX stays
  // no budget at all).
  const auto within_witness_work = [&](std::uint64_t turn_budget) {
    if (!probed.answer) return turn_budget;
    return std::min(turn_budget, probed.witness_work - std::min(work_given, probed.witness_work));
  };
  // One turn of the level search: what the search ends with, if it ends
  // (an answer, a refusal, a stop by the time limit or the interrupt).
  const auto level_turn = [&](const LevelSearchPlan& level_plan,
                              const StopCheck& level_check) -> std::optional<Expected<Solution>> {
    SearchClock clock(level_check, &options.on_progress);
    LevelSearchResult level = solve_level_by_level(start, options, level_plan, clock);
    if (level.too_many_boards) {
      refusal.estimated_boards = level.estimated_boards;
      if (!depth_can_answer) return when_refused();
      level_fits = false;
      // Its boards, and its best tile so far, for the range a time limit
      // answers with.
      if (!level_plan.by_tile_count) {
        nodes += level.solution.stats.nodes;
        stopped = stopped ? better_stopped(std::move(*stopped), level.solution) : std::move(level.solution);
      }
      return std::nullopt;
    }
    nodes += level.solution.stats.nodes;
    if (level.solution.proven) return finish(std::move(level.solution));
    stopped = stopped ? better_stopped(std::move(*stopped), level.solution) : std::move(level.solution);
    if (must_stop(stop_check)) return when_stopped();
    return std::nullopt;
  };
  // The level search leading, its first turn has no work budget until its
  // estimate first judges a level (LevelSearchPlan::stop_after_first_estimate):
  // every turn starts from scratch, so with budgets alone a turn stopped
  // just short of that level cost as much again, and the depth-first turns
  // beside it a quarter more (a 700 x 700 board of tiles 2 to 8: 1.4 s in
  // all, its level turn that judged it 0.28 s). Its cost is bounded as the
  // level search's is: it ends there, or with an answer, or once its
  // boards fill the budget.
  if (level_leads && plan.level.estimate_fit) {
    LevelSearchPlan first_turn = plan.level;
    first_turn.stop_after_first_estimate = true;
    if (std::optional<Expected<Solution>> ended = level_turn(first_turn, stop_check)) return std::move(*ended);
    release_free_memory();
  }
  for (std::uint64_t budget = std::max<std::uint64_t>(1, options.tuning.first_turn_work);;
       budget = std::min(budget, UINT64_MAX / 4) * 4) {
    if (probed.answer && work_given >= probed.witness_work) return probed_answer();
    if (depth_can_answer) {
      // Once the level search cannot fit, one last turn: without a budget
      // (a time limit ends it), or with the allowance. Where the level
      // search led (after the cap probe found nothing), half the probe's
      // work, shortest lines first, and only where that can pay for a few
      // lines of the turn's moves (last_deep_turn_work): the last try for a
      // line of at most deep_turn_moves moves to the cap where the probe's
      // beam missed one, while a board that cannot fit is still refused
      // within a second.
      const std::uint64_t last_turn = level_leads ? last_deep_turn_work(options, depth_options, start)
                                                  : std::max(options.tuning.deep_depth_first_allowance, work_given);
      if (!level_fits && depth_allowance && last_turn == 0) {
        refusal.probe_found_nothing = true;
        return when_refused();
      }
      const std::uint64_t depth_budget = within_witness_work(level_fits        ? (level_leads ? budget / 4 : budget)
                                                             : depth_allowance ? last_turn
                                                                               : UINT64_MAX);
      // A proven answer gets its shortest line whatever it costs, but for
      // the probe's answer, whose line is known already: there the witness
      // search has what is left of the probe's witness work. (Either way a
      // turn that reaches the cap answers, so that work is not counted.)
      const StopCheck witness_check =
          probed.answer ? stop_check.with_work_budget(within_witness_work(UINT64_MAX)) : stop_check;
      work_given = saturating_add(work_given, depth_budget);
      const StopCheck depth_check = depth_budget == UINT64_MAX ? stop_check : stop_check.with_work_budget(depth_budget);
      const bool last_deep_turn = !level_fits && level_leads;
      Solution depth = solve_depth_first(start, last_deep_turn ? last_deep_turn_options(depth_options) : depth_options,
                                         depth_plan, depth_check, witness_check,
                                         TurnCarry{stopped ? &*stopped : nullptr, record ? &*record : nullptr});
      nodes += depth.stats.nodes;
      if (depth.proven && (depth_for_all_moves || depth.best_exponent >= plan.deep_cap)) {
        return finish(std::move(depth));
      }
      // A deep turn's bounds hold for its own moves only: the cap for K.
      if (!depth_for_all_moves) depth.upper_bound_exponent = std::max(depth.best_exponent, plan.deep_cap);
      depth_can_answer = !depth.proven;
      stopped = stopped ? better_stopped(std::move(*stopped), depth) : std::move(depth);
      if (must_stop(stop_check)) return when_stopped();
      // After the level search did not fit, the last turn ended unstopped
      // (a deep turn that proved a smaller tile for fewer moves than K) or
      // spent its allowance.
      if (!level_fits) {
        refusal.depth_first_allowance_spent = depth_can_answer;  // the turn was stopped, not proven
        refusal.probe_found_nothing = level_leads;
        refusal.depth_first_tried = level_leads;
        return when_refused();
      }
      if (!options.tuning.level_turns) continue;
      if (probed.answer && work_given >= probed.witness_work) return probed_answer();
      release_free_memory();  // the depth-first search's table, before the level search takes its boards
    }
    // Once the depth-first search cannot answer, the level search goes on
    // alone, without a budget (but the probe's witness work).
    const std::uint64_t level_budget = within_witness_work(!depth_can_answer ? UINT64_MAX
                                                           : level_leads     ? budget
                                                                             : budget / 4);
    const StopCheck level_check = level_budget == UINT64_MAX ? stop_check : stop_check.with_work_budget(level_budget);
    work_given = saturating_add(work_given, level_budget);
    if (std::optional<Expected<Solution>> ended = level_turn(plan.level, level_check)) return std::move(*ended);
    release_free_memory();
  }
}

}  // namespace

Expected<std::uint64_t> estimate_memory(const Board& start, const SearchOptions& caller_options) {
  Expected<SearchPlan> plan = plan_search(start, within_own_budget(caller_options));
  if (!plan) return plan.error();
  return plan.value().peak_bytes;
}

Expected<Solution> solve(const Board& start, const SearchOptions& caller_options) {
  const auto started = Clock::now();
  const SearchOptions options = within_own_budget(caller_options);
  Expected<SearchPlan> planned = plan_search(start, options);
  if (!planned) return planned.error();
  const SearchPlan& plan = planned.value();
  const StopCheck stop_check(started, options.time_limit_seconds, options.interrupt);
  const Probed probed = probe_cap(start, options, plan, stop_check);  // K above 20
  Expected<Solution> result = Error{""};
  bool solved = false;
  if (options.tuning.strategies_in_turns && plan.level_by_level && (plan.depth_first || plan.deep_turns)) {
    result = solve_in_turns(start, options, plan, stop_check, probed);
    if (!result) return result.error();
    solved = true;
  } else if (plan.level_by_level) {
    // After the probe found the cap, the level search only looks for a
    // shorter line, within the probe's witness work.
    const StopCheck level_check = probed.answer ? stop_check.with_work_budget(probed.witness_work) : stop_check;
    SearchClock clock(level_check, &options.on_progress);
    LevelSearchResult level = solve_level_by_level(start, options, plan.level, clock);
    if (probed.answer && (level.too_many_boards || !level.solution.proven)) {
      result = *probed.answer;
      result.value().stats.nodes = probed.nodes + (level.too_many_boards ? 0 : level.solution.stats.nodes);
      solved = true;
    } else if (!level.too_many_boards) {
      level.solution.stats.nodes += probed.nodes;
      result = std::move(level.solution);
      solved = true;
    } else if (!plan.depth_first) {
      return level_search_refusal(options, plan, LevelRefusal{level.estimated_boards, false});
    } else {
      release_free_memory();  // the level search's boards, before the depth-first search takes its own
    }
  }
  if (!solved) result = solve_depth_first(start, options, plan.depth, stop_check, stop_check);
  result.value().stats.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  return result;
}

}  // namespace gridsolve::slide
