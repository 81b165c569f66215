// The state of one thread of the 2048 depth-first search, shared by the
// search (search.cpp) and the witness search that follows it
// (witness_search.cpp): the best tile and stop flag all threads share, the
// child boards of each depth, the line, the table and its review, and the
// hand-over of untried subtrees to an idle thread.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>
#if !defined(GRIDSOLVE_NO_THREADS)
#include <condition_variable>
#endif

#include "gridsolve/slide.hpp"
#include "slide/line_simd.hpp"
#include "slide/movegen.hpp"
#include "slide/search_clock.hpp"
#include "slide/transposition.hpp"

namespace gridsolve::slide {

// The threads split the root into the boards after this many moves.
inline constexpr int kSplitDepth = 3;

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
inline constexpr std::uint64_t kMaxPendingTasks = 3;

#if !defined(GRIDSOLVE_NO_THREADS)
// A node hands over only children with at least this many moves left: a
// smaller subtree takes less time than the handing over (a lock, a copy of
// the line, the wake-up of the idle thread, and its moves along the line to
// make the board, SearchContext::board_of_line).
inline constexpr std::uint64_t kMinHandedMoves = 3;

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
inline constexpr std::uint64_t kSliceCells = StopCheck::kWorkPerClockRead;

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

  // Step 7's children of up and down moves where columns_transposed: the
  // board being expanded is transposed once (transpose_for_columns), then
  // each move moves the rows of that transposition, up as left and down as
  // right, and leaves its child transposed. Whether the move changed the
  // board; its work is the caller's to add.
  void transpose_for_columns(const Board& board) {
    line_simd::transpose(board.cells().data(), transposed.mutable_cells().data(), board.size());
  }
  bool move_columns_transposed(Direction up_or_down, Board& child) const {
    return line_simd::move_board(transposed.cells().data(), child.mutable_cells().data(), transposed.size(),
                                 up_or_down == Direction::kUp ? Direction::kLeft : Direction::kRight);
  }

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

// Moves left as the table records them (at most kMaxMovesLeft).
inline int moves_in_table(std::uint64_t moves_left) {
  return static_cast<int>(std::min<std::uint64_t>(moves_left, TranspositionTable::kMaxMovesLeft));
}

inline bool along_rows(Direction direction) { return direction == Direction::kLeft || direction == Direction::kRight; }

// Whether the table still pays at one number of moves left (search.cpp,
// Step 9 of search_node, and the witness search), given the work of a
// subtree searched after a probe missed: search_context.cpp says how and why.
void review_table_use(SearchContext::TableUse& use, std::uint64_t subtree_work, std::uint64_t review_probes,
                      std::uint64_t cells);

}  // namespace gridsolve::slide
