// Exact search for the largest tile reachable in at most K moves.
//
// Two strategies, both exact:
//  - depth-first over the four moves (this file), for the usual small K:
//    admissible bounds (slide/bounds.hpp), a transposition table
//    (slide/transposition.hpp), move ordering, iterative deepening on K and
//    board symmetry, optionally split over threads; then, once the answer is
//    proven, a witness search for its shortest line, the first in LRUD order;
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
#include "slide/transposition.hpp"
#include "slide/two_moves.hpp"

namespace gridsolve::slide {
namespace {

using Clock = std::chrono::steady_clock;

// Up to this many moves the depth-first search is used: its memory is
// K sets of boards plus the table, and its pruning is strongest for small K.
constexpr std::uint64_t kDepthFirstMaxMoves = 10;
// Beyond this many moves a depth-first search has no hope of finishing when
// the distinct boards do not fit in memory, so it is not tried as a fallback.
constexpr std::uint64_t kDepthFirstFallbackMaxMoves = 20;
// The threads split the root into the boards after this many moves.
constexpr int kSplitDepth = 3;
// K above 10 in turns (solve_in_turns): a stopped depth-first turn
// passes on to the next what it proved of the boards within this many moves
// of the start (at most 1 + 4 + ... + 4^5 = 1365 of them), in a table of at
// most this many bytes of boards.
constexpr std::uint64_t kTurnRecordDepth = 5;
constexpr std::uint64_t kTurnRecordMaxBoards = 1365;
constexpr std::uint64_t kTurnRecordMaxBoardBytes = std::uint64_t{1} << 20;

#if defined(GRIDSOLVE_NO_THREADS)
// Built without threads (the WebAssembly page: cmake/wasm-toolchain.cmake):
// resolve_threads() gives 1 whatever is asked, so every search runs on the
// calling thread as with --threads 1, and the best line's lock guards nothing.
struct LineMutex {
  void lock() {}
  void unlock() {}
};
#else
using LineMutex = std::mutex;
#endif

// A subtree for a thread to search: a board and the line that reaches it.
struct RootTask {
  Board board;
  std::vector<Direction> line;
};

// The most subtrees a search's threads hand over at once (WorkPool): the
// untried children of one node.
constexpr std::uint64_t kMaxPendingTasks = 3;

#if !defined(GRIDSOLVE_NO_THREADS)
// A node hands over only children with at least this many moves left: a
// smaller subtree takes less time than the handing over (a lock, a copy of
// the line, the wake-up of the idle thread, and its moves along the line to
// make the board, SearchContext::board_of_line).
constexpr std::uint64_t kMinHandedMoves = 3;
// How long a thread without work waits for a hand-over before it sleeps:
// turns of std::this_thread::yield, a few microseconds each when other
// processes want the core, less than one when none do.
constexpr int kHandOverYields = 256;

// The depth-first search's work sharing between threads: once the root
// split's tasks are taken, a thread without a task asks for work
// (help_wanted), and a busy thread that sees it hands over the untried
// children of its shallowest node that has some (SearchContext::hand_over),
// so a thread is not left idle while another holds a large subtree: a root
// split alone left two threads no faster than one when one task held most
// of the work.
struct WorkPool {
  std::mutex mutex;
  std::condition_variable wake;
  std::vector<RootTask> pending;  // at most kMaxPendingTasks, in the order the donor would search them
  unsigned busy = 0;              // threads searching a task
  std::atomic<bool> help_wanted{false};
};
#endif

// What the threads of one search share: the best tile (read by every prune),
// its witness, and the stop flag.
struct SharedSearch {
  std::atomic<int> best{0};
  LineMutex best_line_mutex;
  std::vector<Direction> best_line;
  std::atomic<bool> stop{false};
  Exponent root_upper_bound = 0;
#if !defined(GRIDSOLVE_NO_THREADS)
  WorkPool* pool = nullptr;  // with more than one thread
#endif

  // Raises the best to `exponent`, reached by `line`, if it is better.
  void offer(int exponent, const Direction* line, std::size_t length) {
    int known = best.load(std::memory_order_relaxed);
    while (exponent > known) {
      if (best.compare_exchange_weak(known, exponent)) {
        const std::lock_guard<LineMutex> lock(best_line_mutex);
        // Another thread may have raised it further meanwhile; keep the line
        // of the largest tile.
        if (best.load() == exponent) best_line.assign(line, line + length);
        return;
      }
    }
  }
};

// The boards a depth-first search makes below each depth: at(d) holds the
// four children of the board at depth d, for d < max_moves (the board at
// depth max_moves has no moves left and makes none). Each depth's boards
// are taken when the search first reaches it (the memory plan counts them
// all): on a 7000 x 7000 board, filling 40 boards of 49 MB with zeros took
// longer than a short time limit, before the search had begun.
class ChildBoards {
 public:
  ChildBoards(int size, std::uint64_t max_moves) : size_(size), boards_(static_cast<std::size_t>(max_moves)) {}
  // REQUIRES: depth < max_moves.
  std::array<Board, 4>& at(std::size_t depth) {
    std::array<Board, 4>& four = boards_[depth];
    if (four[0].size() != size_) four.fill(Board(size_));
    return four;
  }

 private:
  int size_;
  std::vector<std::array<Board, 4>> boards_;
};

// Cells a move reads between two looks at the clock on large boards (moves
// of more cells are made in slices of lines).
constexpr std::uint64_t kSliceCells = StopCheck::kWorkPerClockRead;

// apply_move with its work added by `add_work` (in slices on large boards):
// nothing when add_work says stop (the move is then incomplete), else
// whether the board changed.
template <class AddWork>
std::optional<bool> move_on_the_clock(const Board& from, Direction direction, Board& to, const AddWork& add_work) {
  const std::uint64_t cells = from.cells().size();
  if (cells > kSliceCells) return apply_move_in_slices(from, direction, to, kSliceCells, add_work);
  const bool changed = apply_move(from, direction, to);
  if (add_work(cells)) return std::nullopt;
  return changed;
}

// The state of one searching thread; no globals.
struct SearchContext {
  SearchContext(const Board& start, std::uint64_t max_moves, const SearchTuning& tuning, SharedSearch& shared,
                std::uint64_t table_boards, const SearchClock& clock)
      : tuning(tuning),
        shared(shared),
        table(start.cells().size(), table_boards),
        clock(clock),
        cells(std::max<std::uint64_t>(1, start.cells().size())),
        children(start.size(), max_moves),
        line(static_cast<std::size_t>(max_moves) + 1),
        frames(static_cast<std::size_t>(max_moves) + 1),
        columns_transposed(transposes_columns(start.size())),
        transposed(columns_transposed ? start.size() : 0),
        spare(columns_transposed ? start.size() : 0) {}

  // Whether search_node keeps the children of up and down moves transposed
  // until they are searched (Step 7): where move_board moves columns as the
  // rows of the board's transposition, between two transpositions.
  static bool transposes_columns(int size) {
    return line_simd::level() == line_simd::Level::kAvx512 && size > line_simd::kSmallBoardMaxSize &&
           size <= line_simd::kMaxSize;
  }

  // Adds `units` of work (cells read); true once the search must stop, and
  // then every thread stops.
  bool add_work(std::uint64_t units) {
    const auto progress = [this](double seconds) {
      return SearchProgress{seconds, stats.nodes, static_cast<Exponent>(shared.best.load(std::memory_order_relaxed)),
                            shared.root_upper_bound};
    };
    work += units;
    if (!clock.add_work(units, progress)) return false;
    shared.stop.store(true, std::memory_order_relaxed);
    return true;
  }

  // What the table is worth at one number of moves left, for
  // review_table_use (Step 9 of search_node).
  struct TableUse {
    std::uint64_t probes = 0;
    std::uint64_t hits = 0;
    std::uint64_t missed_work = 0;  // the work of the subtrees searched after a probe found nothing
    bool off = false;               // no probe and no entry at this number of moves left
  };
  static constexpr std::size_t kTableUseLevels = 16;  // moves left beyond 15 share the last (few probes there)
  using TableUses = std::array<TableUse, kTableUseLevels>;
  static TableUse& table_use_at(TableUses& uses, std::uint64_t moves_left) {
    return uses[std::min<std::uint64_t>(moves_left, kTableUseLevels - 1)];
  }
  TableUses table_use{};
  std::uint64_t work = 0;  // every unit passed to add_work

  // A move with its work on this thread's clock (move_on_the_clock).
  std::optional<bool> move(const Board& from, Direction direction, Board& to) {
    return move_on_the_clock(from, direction, to, [this](std::uint64_t units) { return add_work(units); });
  }

  const SearchTuning& tuning;
  SharedSearch& shared;
  // This thread's own table: no lock on the search's hottest path (a table
  // shared under a spin lock cost 6 to 14% more CPU per node with two
  // threads, for 1 to 3% fewer nodes).
  TranspositionTable table;
  SearchClock clock;
  std::uint64_t cells;  // the work of reading a board once
  ChildBoards children;
  std::vector<Direction> line;  // the current line of moves
  SearchStats stats;

  // The children loop of the node at each depth of the current line, for
  // hand_over: the children still to search are order[next .. count) in
  // children.at(depth). `handed`: some of its subtree was handed to another
  // thread, so its search is not complete here (no table entry for it).
  struct Frame {
    std::array<int, 4> order{};
    int next = 0;
    int count = 0;
    std::uint64_t moves_left = 0;
    bool handed = false;
  };
  std::vector<Frame> frames;
  std::size_t task_depth = 0;  // the depth of the current task's board

  // Step 7's boards for the children of up and down moves (when
  // columns_transposed): the board being expanded, transposed, and the
  // buffer a child's board is transposed back into before its search.
  bool columns_transposed;
  Board transposed;
  Board spare;

  // A child held transposed (Step 7), transposed back in place (through
  // `spare`) before it is searched.
  void transpose_back(Board& board) {
    line_simd::transpose(board.cells().data(), spare.mutable_cells().data(), board.size());
    std::swap(board, spare);
  }

#if !defined(GRIDSOLVE_NO_THREADS)
  // When a thread asks for work: the untried children of the shallowest
  // node of this thread's line that has some with at least kMinHandedMoves
  // moves left go to the pool, in the order this thread would search them.
  // Why it is safe: the answer does not depend on which thread searches a
  // subtree or when (every prune compares with the shared best, which only
  // grows, and every subtree is searched by some thread until the pool is
  // empty and no thread is busy). The node that handed them over, and its
  // ancestors on this line, no longer search their whole subtree here, so
  // they store no table entry (Frame::handed, propagated on return); the
  // nodes below it on the line search theirs in full and store as usual.
  void hand_over(std::size_t depth) {
    // The shallowest such node, found before the pool's lock is taken (the
    // frames are this thread's own): a thread with nothing to give sees the
    // call at every node until the asking thread gets work elsewhere.
    std::size_t d = task_depth;
    while (d < depth && (frames[d].next >= frames[d].count || frames[d].moves_left - 1 < kMinHandedMoves)) ++d;
    if (d == depth) return;
    WorkPool& pool = *shared.pool;
    {
      const std::lock_guard<std::mutex> lock(pool.mutex);
      if (!pool.help_wanted.load(std::memory_order_relaxed) || !pool.pending.empty()) return;
      Frame& frame = frames[d];
      for (int i = frame.next; i < frame.count; ++i) {
        const int child = frame.order[static_cast<std::size_t>(i)];
        // Only the line: the thread that takes the task makes its board
        // from the start (board_of_line), so it never depends on how this
        // thread holds its children (Step 7 keeps some transposed).
        RootTask task;
        task.line.reserve(d + 1);  // at most max_moves (the memory plan)
        for (std::size_t k = 0; k < d; ++k) task.line.push_back(line[k]);
        task.line.push_back(kAllDirections[static_cast<std::size_t>(child)]);
        pool.pending.push_back(std::move(task));
      }
      frame.count = frame.next;
      frame.handed = true;
      pool.help_wanted.store(false, std::memory_order_release);
      pool.wake.notify_all();
    }
  }

  // A handed task's board (hand_over gives only its line): `start` moved
  // along `moves`, with the moves' work on this thread's clock. When the
  // search must stop on the way, `board` is left incomplete and the stop
  // is set (search_node then returns at once).
  // REQUIRES: moves shorter than max_moves.
  void board_of_line(const Board& start, const std::vector<Direction>& moves, Board& board) {
    board = start;
    Board& scratch = children.at(0)[0];  // free: this thread is between tasks
    for (const Direction direction : moves) {
      if (!move(board, direction, scratch)) return;
      std::swap(board, scratch);
    }
  }
#endif
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

// Moves left as the table records them (at most kMaxMovesLeft).
int moves_in_table(std::uint64_t moves_left) {
  return static_cast<int>(std::min<std::uint64_t>(moves_left, TranspositionTable::kMaxMovesLeft));
}

bool along_rows(Direction direction) { return direction == Direction::kLeft || direction == Direction::kRight; }

// A probe and an entry of the table cost about this many cells of work
// each: hashing the board, and on large searches two cache misses (the slot,
// then the stored board), which on a 20 x 20 board cost about as much as
// the hash itself.
constexpr std::uint64_t kTableProbeCostInBoards = 2;

// Whether the table still pays at one number of moves left, looked at when
// its probes reach a power of two from `review_probes` on (0: never): a hit
// saves a subtree, on average as much work as the subtrees searched after a
// miss, and every probe costs kTableProbeCostInBoards boards of work. When
// the hits saved less than the probes cost, the table is no longer used
// there, neither probed nor filled. Why it is safe: the table only skips
// subtrees whose search is already known; without it they are searched.
// Why it pays: on 20 x 20 boards with K from 13 to 17 most boards with 4 or
// 5 moves left are new (a tenth are found), their subtrees are small (most
// children fail the merge-tree bound at once), and a table of hundreds of
// megabytes misses the cache at each probe: K = 15 on hard board 0 took
// 1.27 s with the table at every level and 0.94 s with this review, which
// drops it at 4 and 5 moves left (docs/2048-speed.md). Small boards recur
// more, and keep it. Deterministic on one thread (it depends only on the
// search's own order). Called after each subtree searched after a miss,
// with its work.
void review_table_use(SearchContext::TableUse& use, std::uint64_t subtree_work, std::uint64_t review_probes,
                      std::uint64_t cells) {
  use.missed_work += subtree_work;
  if (review_probes == 0 || use.probes < review_probes || (use.probes & (use.probes - 1)) != 0) return;
  const std::uint64_t misses = use.probes - use.hits;  // >= 1: the caller's probe missed
  const double saved =
      static_cast<double>(use.hits) * (static_cast<double>(use.missed_work) / static_cast<double>(misses));
  const double cost = static_cast<double>(use.probes) * static_cast<double>(kTableProbeCostInBoards * cells);
  if (saved < cost) use.off = true;
}

// Step 1 of search_node: counts a board at `depth` and its work, and hands
// work over to a thread that asks for some. False when the search must stop.
bool count_node(SearchContext& ctx, std::size_t depth) {
  ++ctx.stats.nodes;
  if (ctx.add_work(ctx.cells) || ctx.shared.stop.load(std::memory_order_relaxed)) return false;
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
        line_simd::transpose(board.cells().data(), ctx.transposed.mutable_cells().data(), board.size());
        board_transposed = true;
      }
      changed = line_simd::move_board(ctx.transposed.cells().data(), child.mutable_cells().data(), board.size(),
                                      direction == Direction::kUp ? Direction::kLeft : Direction::kRight);
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

// The witness search: once the answer A is proven, the shortest line that
// reaches a tile of exponent A, and among those the first in the order L, R,
// U, D (lexicographic, L < R < U < D). One thread, so the same line for any
// thread count and with or without a time limit.
//
// Iterative deepening on the length d = 0, 1, ...: each pass is a
// depth-first search that makes the moves in the order L, R, U, D, so it
// meets the lines of length d in lexicographic order, and the first pass
// that finds a line finds the shortest, the first such. Pruned only where
// no line through a board reaches A in the moves left, so no line is lost:
//  - the per-axis merge-tree bound aimed at A (bounds.hpp): a cleared
//    axis's moves are not made;
//  - with one move left that bound is exact (with every tile below A, the
//    lowest level is A - 1 and a move along an axis makes A exactly when
//    that axis has a pair of A - 1 tiles, bounds.hpp), so the line's last
//    move is L when the rows allow it, else U;
//  - a move that changes nothing is not made (a line through it would reach
//    A with a move fewer, which an earlier pass would have found);
//  - the transposition tables (transposition.hpp): an entry with r >= the
//    moves left and a best below A says nothing of A's size is reachable.
//    Some come from the search itself (stored before it found A); this
//    search adds its own failures (best A - 1), which take the place of the
//    search's entries of the same boards with best A or above, of no use to
//    it (store_replacing_higher_best). On one thread it reuses the search's table
//    and child boards, so it needs no memory of its own; on more, each
//    thread writes a table of its own (find_witness). As in the search, the
//    tables are probed and filled only at the numbers of moves left where
//    they pay (review_table_use), reviewed anew for each pass length.
class WitnessSearch {
 public:
  // `tables`: the tables read; its failures are written to the first.
  WitnessSearch(SearchContext& ctx, std::vector<TranspositionTable*> tables, int answer, const SearchClock& clock)
      : ctx_(ctx), tables_(std::move(tables)), answer_(answer), clock_(clock) {}

  // The line among those of at most `max_length` moves, or nothing when
  // none reaches A or the clock stopped the search first (stopped()).
  // REQUIRES: max_length <= the K the context was made for.
  std::optional<std::vector<Direction>> find(const Board& start, std::uint64_t max_length) {
    stopped_ = clock_.poll();
    for (std::uint64_t length = 0; length <= max_length && !stopped_; ++length) {
      begin_pass(length);
      if (search(start, 0, length)) {
        return std::vector<Direction>(ctx_.line.begin(), ctx_.line.begin() + static_cast<std::ptrdiff_t>(length));
      }
    }
    return std::nullopt;
  }

  // One pass of find() from a board reached by ctx.line[0 .. depth): whether
  // a line of at most `moves_left` more moves reaches A (then ctx.line holds
  // it). Also false when stopped or cancelled.
  bool pass(const Board& board, std::size_t depth, std::uint64_t moves_left) {
    cancelled_ = false;
    begin_pass(depth + moves_left);
    return search(board, depth, moves_left);
  }

  // For the parallel passes (find_witness): this search's work item, given
  // up as soon as another thread has found a line at a smaller one.
  void set_item(const std::atomic<std::uint64_t>* best_item, std::uint64_t item) {
    best_item_ = best_item;
    item_ = item;
  }
  bool stopped() const { return stopped_; }
  bool cancelled() const { return cancelled_; }

  std::uint64_t nodes() const { return nodes_; }

 private:
  // Each pass length reviews the tables anew (search): what a short pass
  // found of them tells little of a long one, whose boards meet far more
  // of the search's entries and of the shorter passes' failures.
  void begin_pass(std::uint64_t length) {
    if (length == pass_length_) return;
    pass_length_ = length;
    table_use_ = {};
  }

  bool add_work(std::uint64_t units) {
    work_ += units;
    if (best_item_ != nullptr && best_item_->load(std::memory_order_relaxed) < item_) {
      cancelled_ = true;
      return true;
    }
    stopped_ = clock_.add_work(units, [](double) { return SearchProgress{}; });
    return stopped_;
  }

  // Whether a line of at most `moves_left` more moves from `board` (at
  // `depth`) reaches A; if so ctx_.line[0 .. depth + its length) holds it.
  bool search(const Board& board, std::size_t depth, std::uint64_t moves_left) {
    ++nodes_;
    if (add_work(ctx_.cells)) return false;
    if (board.max_exponent() >= answer_) return true;
    if (moves_left == 0) return false;
    unsigned axes = kRowMoves | kColumnMoves;
    if (moves_left <= 30) {
      axes = merge_tree_axes_on_board(board, answer_, static_cast<int>(moves_left));
    } else if (!merge_tree_allows(count_tiles(board), answer_, moves_left)) {
      axes = 0;
    }
    if (axes == 0) return false;
    // The meeting rule (meeting.hpp) aimed at A: no line through this board
    // reaches A within the moves left when it says no.
    if (ctx_.tuning.meeting_rule && moves_left >= 2 && moves_left <= kMeetingMaxMoves &&
        !meeting_allows(board, answer_, static_cast<int>(moves_left)))
      return false;
    if (moves_left == 1) {
      ctx_.line[depth] = (axes & kRowMoves) ? Direction::kLeft : Direction::kUp;
      return true;
    }
    // The tables where they pay, as in the search (review_table_use): on
    // 20 x 20 boards most boards with few moves left are new, and a probe
    // costs more than its hits save. Not using them is always exact.
    SearchContext::TableUse& table_use = SearchContext::table_use_at(table_use_, moves_left);
    const bool use_table = !table_use.off;
    const std::uint64_t hash = use_table ? board_hash(board) : 0;
    // Two moves left: the two-move rule (two_moves.hpp, exact) decides
    // without making them when few cells hold the top tiles. No tile of A
    // within two moves: no line. Else its line is the one this search would
    // find: its first move is the first in L, R, U, D order after which A
    // is reachable, its second L when the pair of A - 1 tiles stands in a
    // row, else U (as above). That line has two moves: a line of one (A at
    // once after the first move) would be shorter than this pass, and in the
    // pass that can give the witness every shorter pass has found none; in
    // a longer pass, which cannot, the moves are made as below.
    if (moves_left == 2 && ctx_.tuning.two_move_rule) {
      const TwoMoveOutcome outcome = two_move_outcome(board, answer_ - 1);
      if (outcome.decided && outcome.reachable < answer_) {
        if (use_table) store_failure(board, hash, moves_left);
        return false;
      }
      if (outcome.decided && outcome.length == 2) {
        ctx_.line[depth] = outcome.line[0];
        ctx_.line[depth + 1] = outcome.line[1];
        return true;
      }
    }
    const std::uint64_t work_before = work_;
    if (use_table) {
      ++table_use.probes;
      for (const TranspositionTable* table : tables_) {
        const TranspositionTable::Entry entry = table->find_searched(board, hash, moves_in_table(moves_left));
        if (entry.moves_left >= 0 && entry.best < answer_) {
          ++table_use.hits;
          return false;
        }
      }
    }
    std::array<Board, 4>& children = ctx_.children.at(depth);
    std::array<bool, 4> changed_by{};
    if (ctx_.columns_transposed && (axes & kColumnMoves)) {
      // Up and down as in search_node's Step 7: the board transposed once
      // for both, made before either is searched (children at this depth
      // are not touched by the search below), and each child transposed
      // back only when the bound does not settle it at once.
      line_simd::transpose(board.cells().data(), ctx_.transposed.mutable_cells().data(), board.size());
      for (std::size_t d : {std::size_t{2}, std::size_t{3}}) {
        changed_by[d] = line_simd::move_board(ctx_.transposed.cells().data(), children[d].mutable_cells().data(),
                                              board.size(), d == 2 ? Direction::kLeft : Direction::kRight);
        if (add_work(ctx_.cells)) return false;  // stopped or cancelled (the work of a move, as made below)
      }
    }
    for (std::size_t d = 0; d < 4; ++d) {
      const Direction direction = kAllDirections[d];
      if (!(axes & (along_rows(direction) ? kRowMoves : kColumnMoves))) continue;
      if (ctx_.columns_transposed && !along_rows(direction)) {
        if (!changed_by[d]) continue;
        if (settled_while_transposed(children[d], moves_left - 1)) {
          if (stopped_ || cancelled_) return false;
          continue;
        }
        ctx_.transpose_back(children[d]);
      } else {
        const std::optional<bool> changed =
            move_on_the_clock(board, direction, children[d], [this](std::uint64_t units) { return add_work(units); });
        if (!changed) return false;  // stopped or cancelled
        if (!*changed) continue;
      }
      ctx_.line[depth] = direction;
      if (search(children[d], depth + 1, moves_left - 1)) return true;
      if (stopped_ || cancelled_) return false;
    }
    if (use_table) {
      store_failure(board, hash, moves_left);
      review_table_use(table_use, work_ - work_before, ctx_.tuning.table_review_probes, ctx_.cells);
    }
    return false;
  }

  // The start of search() for a board held transposed, when the merge-tree
  // bound ends it (no line): then it is counted as search() would count it
  // and true is returned (also when stopped or cancelled); else false, and
  // nothing is done. The same as on the board itself: the masses do not
  // depend on the orientation, and the pairs of the two axes swap
  // (search_node's settled_while_transposed).
  bool settled_while_transposed(const Board& transposed, std::uint64_t moves_left) {
    if (moves_left < 1 || moves_left > 30 || transposed.max_exponent() >= answer_ ||
        merge_tree_axes_on_board(transposed, answer_, static_cast<int>(moves_left)) != 0) {
      return false;
    }
    ++nodes_;
    add_work(ctx_.cells);
    return true;
  }

  // No line of at most `moves_left` moves from `board` reaches A.
  void store_failure(const Board& board, std::uint64_t hash, std::uint64_t moves_left) {
    tables_.front()->store_replacing_higher_best(board, hash, moves_left, static_cast<Exponent>(answer_ - 1));
  }

  SearchContext& ctx_;
  std::vector<TranspositionTable*> tables_;
  int answer_;
  SearchClock clock_;
  std::uint64_t nodes_ = 0;
  std::uint64_t work_ = 0;                // every unit passed to add_work
  SearchContext::TableUses table_use_{};  // for this pass length
  std::uint64_t pass_length_ = std::numeric_limits<std::uint64_t>::max();
  bool stopped_ = false;
  bool cancelled_ = false;
  const std::atomic<std::uint64_t>* best_item_ = nullptr;
  std::uint64_t item_ = 0;
};

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

// The witness search (WitnessSearch) of a proven answer, on the threads
// of the search that proved it. With one thread, WitnessSearch::find. With
// more, the passes of up to kSplitDepth moves run on the first thread with
// every table, as find does; the longer ones are split into work items, one
// per pass length d and root task i (the boards after kSplitDepth moves, in
// the order L, R, U, D of their lines), numbered in the order (d, i), which
// is the order in which find would meet them. The threads take items in that
// order and each runs the pass from its task with its own context (line and
// boards), reading every search table and writing its failures to a table of
// its own of `failure_table_boards` boards, read first. (They once all wrote
// the first table under a spin lock that every probe took: the witness
// search ran 1.4 to 1.6 times faster on two threads than on one; with tables
// of their own, 1.75 times, with as many nodes.) The line is that of the
// smallest item that finds one, which is find's line:
//  - every item below it has been run to the end and found none (items are
//    taken in order; an item is given up only when a smaller one has found
//    a line, so never one below the smallest);
//  - a pass is pruned only where no line is lost (WitnessSearch), whatever
//    the tables hold when it looks, so an item finds a line exactly when
//    some line of at most d moves through its task reaches A (the task's
//    ancestors, fewer than kSplitDepth moves in, are not pruned as find
//    would: pruning there loses no line either); the smallest such item is in
//    the shortest pass that has a line, at its first task in LRUD order,
//    and its depth-first search in LRUD order meets that line first.
// Nothing when a clock stopped it first.
// REQUIRES: contexts[t].line and children sized for max_length; `tasks`
// from split_root when contexts.size() > 1.
std::optional<std::vector<Direction>> find_witness(const std::vector<std::unique_ptr<SearchContext>>& contexts,
                                                   const std::vector<RootTask>& tasks, int answer, const Board& start,
                                                   std::uint64_t max_length, std::uint64_t failure_table_boards,
                                                   const StopCheck& witness_check, std::uint64_t& nodes) {
  std::vector<TranspositionTable*> every_table;
  every_table.reserve(contexts.size());
  for (const auto& ctx : contexts) every_table.push_back(&ctx->table);
  WitnessSearch first(*contexts[0], every_table, answer, SearchClock(witness_check, nullptr));
  const std::uint64_t split = kSplitDepth;
  const bool shared_passes = contexts.size() > 1 && !tasks.empty() && max_length > split;
  std::optional<std::vector<Direction>> line = first.find(start, shared_passes ? split : max_length);
  nodes += first.nodes();
  if (line || first.stopped() || !shared_passes) return line;

  const std::uint64_t items = (max_length - split) * tasks.size();
  constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
  std::atomic<std::uint64_t> next_item{0};
  std::atomic<std::uint64_t> best_item{kNone};
  std::atomic<bool> stopped{false};
  std::atomic<std::uint64_t> witness_nodes{0};
  LineMutex best_line_mutex;
  std::vector<Direction> best_line;
  auto work = [&](SearchContext& ctx) {
    // This thread's failures go to a table of its own, read first; the
    // search's tables are only read now, so no thread waits for another.
    TranspositionTable failures(start.cells().size(), failure_table_boards);
    std::vector<TranspositionTable*> tables{&failures};
    tables.insert(tables.end(), every_table.begin(), every_table.end());
    WitnessSearch own(ctx, std::move(tables), answer, SearchClock(witness_check, nullptr));
    for (std::uint64_t item = next_item++; item < items && item < best_item.load(); item = next_item++) {
      const std::uint64_t length = split + 1 + item / tasks.size();
      const RootTask& task = tasks[item % tasks.size()];
      std::copy(task.line.begin(), task.line.end(), ctx.line.begin());
      own.set_item(&best_item, item);
      const bool found = own.pass(task.board, task.line.size(), length - task.line.size());
      if (own.stopped()) {
        stopped = true;
        best_item = 0;  // every thread gives up: the answer stands without a shortest line
        break;
      }
      if (!found) continue;
      const std::lock_guard<LineMutex> lock(best_line_mutex);
      if (item < best_item.load()) {
        best_item = item;
        best_line.assign(ctx.line.begin(), ctx.line.begin() + static_cast<std::ptrdiff_t>(length));
      }
    }
    witness_nodes += own.nodes();
  };
#if defined(GRIDSOLVE_NO_THREADS)
  work(*contexts[0]);  // not reached: one thread (resolve_threads)
#else
  run_on_threads(static_cast<unsigned>(contexts.size()), [&](unsigned t) { work(*contexts[t]); });
#endif
  nodes += witness_nodes.load();
  if (stopped.load() || best_item.load() == kNone) return std::nullopt;
  return best_line;
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
    while (t < 255 && merge_tree_allows_on_board(child, t + 1, static_cast<int>(moves) - 1, true)) {
      if (add_work(3 * cells)) return bound;
      ++t;
    }
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
DepthFirstPlan plan_depth_first(const Board& start, const SearchOptions& options) {
  const std::uint64_t cells = start.cells().size();
  const std::uint64_t max_moves = options.max_moves;
  const std::uint64_t budget = options.max_memory_bytes;
  DepthFirstPlan plan;
  // Threads split the root only for K >= 3 (below, the split is most of the work).
  plan.threads = max_moves >= 3 ? resolve_threads(options.threads) : 1;
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

  std::vector<std::unique_ptr<SearchContext>> contexts;
  contexts.reserve(plan.threads);
  for (unsigned t = 0; t < plan.threads; ++t) {
    // The first thread reports progress; the others stop on the same clock.
    const SearchClock clock = t == 0 ? main_clock : SearchClock(stop_check, nullptr);
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
  if (plan.threads > 1) {
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

Expected<SearchPlan> plan_search(const Board& start, const SearchOptions& options) {
  SearchPlan plan;
  const std::uint64_t budget = options.max_memory_bytes;
  if (options.max_moves <= kDepthFirstMaxMoves) {
    plan.depth = plan_depth_first(start, options);
    if (plan.depth.min_bytes > budget) return memory_refusal("the search", plan.depth.min_bytes, budget);
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
    if (plan.depth.min_bytes > budget) return memory_refusal("the search", plan.depth.min_bytes, budget);
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
    return memory_refusal("the search", plan.level.min_bytes, budget);
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
      why.depth_first_allowance_spent
          ? fmt::format(
                ", and the depth-first search found no line to the largest tile possible ({}) in its work "
                "allowance",
                tile_value(plan.deep_cap))
          : std::string();
  // A search that ran for a while may be worth a time limit instead.
  const std::string advice =
      why.depth_first_allowance_spent || why.estimated_boards > 0
          ? "raise it with --max-memory, or give --time-limit for the best tile found in that time"
          : "raise it with --max-memory";
  if (why.estimated_boards > 0) {
    return Error{fmt::format(
        "the search for {} moves would reach about {} distinct boards, by the growth of its levels, more than the {} "
        "that fit in the memory budget of {}{} ({})",
        options.max_moves, two_digits(why.estimated_boards), plan.level.max_boards,
        human_bytes(options.max_memory_bytes), depth_clause, advice)};
  }
  if (plan.level.by_tile_count) {
    return Error{fmt::format("the search for {} moves reaches more boards than fit in the memory budget of {}{} ({})",
                             options.max_moves, human_bytes(options.max_memory_bytes), depth_clause, advice)};
  }
  return Error{fmt::format(
      "the search for {} moves reaches more than {} distinct boards, more than fit in the memory budget of "
      "{}{} ({})",
      options.max_moves, plan.level.max_boards, human_bytes(options.max_memory_bytes), depth_clause, advice)};
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
  for (std::uint64_t budget = std::max<std::uint64_t>(1, options.tuning.first_turn_work);;
       budget = std::min(budget, UINT64_MAX / 4) * 4) {
    if (probed.answer && work_given >= probed.witness_work) return probed_answer();
    if (depth_can_answer) {
      // Once the level search cannot fit, one last turn: without a budget,
      // or with the allowance.
      const std::uint64_t depth_budget =
          within_witness_work(level_fits        ? budget
                              : depth_allowance ? std::max(options.tuning.deep_depth_first_allowance, work_given)
                                                : UINT64_MAX);
      // A proven answer gets its shortest line whatever it costs, but for
      // the probe's answer, whose line is known already: there the witness
      // search has what is left of the probe's witness work. (Either way a
      // turn that reaches the cap answers, so that work is not counted.)
      const StopCheck witness_check =
          probed.answer ? stop_check.with_work_budget(within_witness_work(UINT64_MAX)) : stop_check;
      work_given = saturating_add(work_given, depth_budget);
      const StopCheck depth_check = depth_budget == UINT64_MAX ? stop_check : stop_check.with_work_budget(depth_budget);
      Solution depth = solve_depth_first(start, depth_options, depth_plan, depth_check, witness_check,
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
        return when_refused();
      }
      if (!options.tuning.level_turns) continue;
      if (probed.answer && work_given >= probed.witness_work) return probed_answer();
      release_free_memory();  // the depth-first search's table, before the level search takes its boards
    }
    // Once the depth-first search cannot answer, the level search goes on
    // alone, without a budget (but the probe's witness work).
    const std::uint64_t level_budget = within_witness_work(depth_can_answer ? budget / 4 : UINT64_MAX);
    const StopCheck level_check = level_budget == UINT64_MAX ? stop_check : stop_check.with_work_budget(level_budget);
    work_given = saturating_add(work_given, level_budget);
    SearchClock clock(level_check, &options.on_progress);
    LevelSearchResult level = solve_level_by_level(start, options, plan.level, clock);
    if (level.too_many_boards) {
      refusal.estimated_boards = level.estimated_boards;
      if (!depth_can_answer) return when_refused();
      level_fits = false;
    } else {
      nodes += level.solution.stats.nodes;
      if (level.solution.proven) return finish(std::move(level.solution));
      stopped = stopped ? better_stopped(std::move(*stopped), level.solution) : std::move(level.solution);
      if (must_stop(stop_check)) return when_stopped();
    }
    release_free_memory();
  }
}

}  // namespace

Expected<std::uint64_t> estimate_memory(const Board& start, const SearchOptions& options) {
  Expected<SearchPlan> plan = plan_search(start, options);
  if (!plan) return plan.error();
  return plan.value().peak_bytes;
}

Expected<Solution> solve(const Board& start, const SearchOptions& options) {
  const auto started = Clock::now();
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
