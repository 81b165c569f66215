// 2048 without new tiles (Baekjoon 12100 "2048 (Easy)", 12094 "2048 (Hard)"):
// the largest tile reachable in at most K moves on an N x N board.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "gridsolve/limits.hpp"
#include "gridsolve/result.hpp"

namespace gridsolve::slide {

enum class Direction : std::uint8_t { kLeft, kRight, kUp, kDown };
inline constexpr std::array<Direction, 4> kAllDirections = {Direction::kLeft, Direction::kRight, Direction::kUp,
                                                            Direction::kDown};
// 'L', 'R', 'U' or 'D', the letters of the witness.
char direction_letter(Direction direction);

// Tiles are stored as exponents: 0 is an empty cell, e >= 1 the tile 2^e.
using Exponent = std::uint8_t;

// The largest tile the input may hold is 2^40 (docs/rules.md section 1).
inline constexpr Exponent kMaxInputExponent = 40;

// An N x N board, row-major, one byte per cell.
class Board {
 public:
  Board() = default;
  // An all-empty board. REQUIRES: size >= 0.
  explicit Board(int size) : size_(size), cells_(static_cast<std::size_t>(size) * static_cast<std::size_t>(size)) {}

  int size() const { return size_; }
  // REQUIRES: 0 <= row, col < size()
  Exponent at(int row, int col) const { return cells_[index(row, col)]; }
  void set(int row, int col, Exponent exponent) { cells_[index(row, col)] = exponent; }
  const std::vector<Exponent>& cells() const { return cells_; }
  std::vector<Exponent>& mutable_cells() { return cells_; }

  Exponent max_exponent() const;
  bool operator==(const Board& other) const = default;

 private:
  std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(size_) + static_cast<std::size_t>(col);
  }
  int size_ = 0;
  std::vector<Exponent> cells_;
};

// Slides every tile of `from` toward `direction` (docs/rules.md section 1: equal
// tiles that meet merge once per move, those nearest the wall first) and
// writes the result to `to`. Returns whether any tile moved or merged.
// REQUIRES: to.size() == from.size(), &to != &from.
bool apply_move(const Board& from, Direction direction, Board& to);
Board apply_move(const Board& from, Direction direction);

// The decimal value of the tile 2^exponent ("0" for an empty cell), exact for
// any exponent.
std::string tile_value(Exponent exponent);

struct ParseLimits {
  // The board takes N*N bytes; checked as soon as N is read, before the
  // board's memory is taken.
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
};

// Parses the Baekjoon format: N, then N*N tile values row by row, separated
// by any white space. Each value is 0 or a power of two from 2 to 2^40.
Expected<Board> parse_board(std::string_view text, const ParseLimits& limits = {});

struct SearchStats {
  // Boards visited, the root included (with the depth-first search, the
  // witness search's boards too).
  std::uint64_t nodes = 0;
  std::uint64_t transposition_hits = 0;
  double seconds = 0;
};

struct Solution {
  Exponent best_exponent = 0;  // the answer is tile_value(best_exponent)
  // The witness, at most K moves that reach the answer. When proven: the
  // shortest line that reaches it, and among those the first in the order
  // L, R, U, D (lexicographic, L < R < U < D), the same for any thread
  // count and with or without a time limit (but see witness_is_shortest).
  // When not proven: a line to best_exponent, the best tile found.
  std::vector<Direction> moves;
  SearchStats stats;
  // False when a time limit or the interrupt stopped the search first:
  // best_exponent is then only the best tile found, and the answer is
  // proven to lie between it and upper_bound_exponent. When proven,
  // upper_bound_exponent == best_exponent.
  bool proven = true;
  Exponent upper_bound_exponent = 0;
  // False when the answer is proven but `moves` may not be its shortest
  // line: the time limit or the interrupt came before the witness search
  // ended (`moves` is then the line the search found), or, for K above 20,
  // the cap probe proved the answer and the search for a shorter line was
  // cut short (SearchTuning::probed_witness_work; `moves` is the probe's
  // line). Either line reaches the answer; it may be longer than the
  // shortest, later in LRUD order, and differ with the thread count.
  bool witness_is_shortest = true;
};

// Switches for the depth-first search's rules, all on by default. Each can
// be turned off so that the tests check every rule alone against the
// exhaustive reference; the answer never depends on them, only the time.
struct SearchTuning {
  bool merge_tree_bound = true;  // else the classic "a move at most doubles"
  bool first_move_pairs = true;  // the merge-tree bound sharpened by the first move's pairs
  bool last_move_rule = true;    // the exact one-move-left test, no move made
  bool two_move_rule = true;     // the exact two-moves-left test from the lines of the top tiles
  // Up to three moves left: the large tiles that must merge are too far
  // apart to meet in time (slide/meeting.hpp).
  bool meeting_rule = true;
  bool transposition_table = true;  // boards seen with as many moves left
  // Each thread looks at whether its table pays at each number of moves
  // left once it has been probed this many times there (then at every
  // power of two), and stops using it where the subtrees it saved cost less
  // than its probes (slide/search.cpp, review_table_use). 0: never.
  std::uint64_t table_review_probes = 16384;
  bool move_ordering = true;  // children with the largest tile first
  // K' = 1, 2, ..., K sharing the table: better anytime answers, but about
  // 30% more nodes on the hard suite, so off unless a time limit is set.
  bool iterative_deepening = false;
  bool symmetry = true;  // mirror-symmetric boards: one move of each mirrored pair
  // K from 11 to 20: the depth-first and the level search in turns of
  // growing work, the first to finish answers; else the level search first,
  // and the depth-first search only when its boards do not fit. Above 20
  // likewise, with the depth-first search of deep_turn_moves; else the level
  // search alone.
  bool strategies_in_turns = true;
  // The work (cells read) of the first turn; each next turn has 4 times more.
  std::uint64_t first_turn_work = std::uint64_t{1} << 22;
  // In turns, the level search's turns too; else the depth-first turns
  // alone (for the tests of what one depth-first turn passes on to the next).
  bool level_turns = true;
  // K above 20 on boards of side <= 8: the level search one tile count at a
  // time, forgetting each count's boards once done (far less memory, the
  // same answer and witness); else over the whole reachable set at once.
  bool by_tile_count = false;
  // K above 20, in turns with the level search: the depth-first search for
  // min(K, deep_turn_moves) moves, which answers when it reaches the tile
  // cap (which no line of any length beats) or proves the answer for K.
  // 0: the level search alone.
  std::uint64_t deep_turn_moves = 32;
  // K above 10: the level search gives up early when the growth of its
  // levels says its boards will not fit (LevelSearchPlan::estimate_fit),
  // instead of once they have filled the budget. The answer is the same
  // (up to 20 moves the depth-first search then answers, always; above, it
  // answers or the search is refused, as when the boards fill the budget).
  bool estimate_level_fit = true;
  // K above 20 without a time limit: once the level search cannot fit, the
  // depth-first search gets one last turn of this much work (cells read),
  // or as much as every turn before it if that is more, and the search is
  // then refused unless it answered (a deep turn answers only by reaching
  // the tile cap, which it may never do). 0: it goes on until it answers.
  // With a time limit it goes on until the limit.
  std::uint64_t deep_depth_first_allowance = std::uint64_t{1} << 28;
  // K above 20: first a beam search for a line to the tile cap (the
  // merge-tree bound, which no line beats; slide/cap_probe.hpp) with at most
  // this much work (cells read). When it finds one the answer is the cap,
  // proven, and the searches below only look for its shortest line.
  // 0: no probe.
  std::uint64_t cap_probe_work = std::uint64_t{1} << 27;
  // When the probe found a line: the work (cells read) the searches may
  // spend on the shortest line to the cap. Once it is spent, or when their
  // boards do not fit, or at the time limit or the interrupt, the probe's
  // line is the witness (Solution::witness_is_shortest false). 0: no limit.
  std::uint64_t probed_witness_work = std::uint64_t{1} << 28;
  // K above deep_turn_moves, when the probe ran and found no line: the
  // level search's turns get 4 times the depth-first turns' work instead of
  // a quarter, and once its boards cannot fit the search is refused without
  // the depth-first allowance (slide/search.cpp, solve_in_turns). Else the
  // turns as without a probe.
  bool level_leads_after_empty_probe = true;
};

// Called about once a second during long searches (from the searching
// thread that owns the first subtree).
struct SearchProgress {
  double seconds = 0;
  std::uint64_t nodes = 0;
  Exponent best_exponent = 0;
  Exponent upper_bound_exponent = 0;
};

struct SearchOptions {
  std::uint64_t max_moves = 5;  // K
  // What the search may allocate, all threads together (see
  // estimate_memory); a search that would need more is refused with an error
  // before it starts rather than allowed to exhaust the machine.
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
  // Memory the caller holds while the search runs (the command line: its
  // input text), counted against max_memory_bytes: the search takes the
  // rest, and its refusals name both (memory_refusal).
  std::uint64_t held_bytes = 0;
  // Threads for the depth-first search; 0 means all cores. The answer and
  // the witness are the same for any count.
  unsigned threads = 1;
  // Stop after this many seconds (0: no limit) and return the best tile found
  // with proven == false, unless the search finished first.
  double time_limit_seconds = 0;
  // When it becomes true the search stops and answers as under a time limit
  // (proven == false unless it had finished). May be null. Read with the
  // clock, on the same schedule.
  //
  // How soon a stop comes: every searching thread counts its work in cells
  // read (a move or a bound over an N x N board is N * N) and looks at the
  // clock and this flag once per 65,536 cells (common/stop_check.hpp), about
  // 0.1 ms of work; the first thread that sees the stop stops the others. So
  // a search ends within milliseconds of the limit, whatever the board's
  // size or K (on a 1000 x 1000 board, one move of a million cells is the
  // unit).
  const std::atomic<bool>* interrupt = nullptr;
  SearchTuning tuning;
  std::function<void(const SearchProgress&)> on_progress;
};

// The exact answer for at most `options.max_moves` moves from `start`, or an
// error (the memory_refusal wording: "the search needs 2.1 GiB, more than the
// memory budget of 2.0 GiB (raise it with --max-memory)") when the search
// cannot run within options.max_memory_bytes; checked before it starts. For
// K > 20 the distinct boards reachable cannot be known in advance: a search
// that finds more than fit in the budget ends with an error then.
Expected<Solution> solve(const Board& start, const SearchOptions& options);

// The most bytes solve(start, options) allocates at once, or the error solve
// would return for the budget. Counted: every thread's boards (K x 4 of N * N
// bytes each) and transposition table at its cap, the root split's and the
// work pool's boards (threads only), the level search's packed boards with
// each board's parent and move, the hash slots of each table while they double
// (old and new at once), malloc's bookkeeping, and the depth-first search that
// runs after or in turns with a level search (K above 10; for K above 20 for
// at most SearchTuning::deep_turn_moves moves), taking the
// larger of the two since the first is freed before the second starts (the
// witness search reuses the depth-first search's boards and tables: nothing
// more). The tables grow only as boards are met, up to caps set from the
// budget (and from the 1 + 4 + ... + 4^K boards K moves can reach), so a
// search holds this much only on boards that fill them. Not counted: `start`
// itself and the text it was parsed from (the caller's), the program and its
// stacks.
Expected<std::uint64_t> estimate_memory(const Board& start, const SearchOptions& options);

// "LRUD" letters of a witness.
std::string moves_string(const std::vector<Direction>& moves);

}  // namespace gridsolve::slide
