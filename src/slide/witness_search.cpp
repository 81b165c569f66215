#include "slide/witness_search.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <limits>
#include <mutex>
#include <utility>

#include "common/helper_threads.hpp"
#include "slide/bounds.hpp"
#include "slide/meeting.hpp"
#include "slide/two_moves.hpp"

namespace gridsolve::slide {
namespace {

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
      ctx_.transpose_for_columns(board);
      for (std::size_t d : {std::size_t{2}, std::size_t{3}}) {
        changed_by[d] = ctx_.move_columns_transposed(kAllDirections[d], children[d]);
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

}  // namespace

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

}  // namespace gridsolve::slide
