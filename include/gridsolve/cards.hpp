// Cards: pair matching with a cursor (Programmers 72415 "카드 짝 맞추기"):
// the fewest key presses that remove every card of an R x C board.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridsolve/limits.hpp"
#include "gridsolve/result.hpp"

namespace gridsolve::cards {

// The nine keys (docs/rules.md section 2), each one press.
enum class Key : std::uint8_t { kUp, kDown, kLeft, kRight, kCtrlUp, kCtrlDown, kCtrlLeft, kCtrlRight, kEnter };
inline constexpr std::array<Key, 9> kAllKeys = {Key::kUp,       Key::kDown,      Key::kLeft,
                                                Key::kRight,    Key::kCtrlUp,    Key::kCtrlDown,
                                                Key::kCtrlLeft, Key::kCtrlRight, Key::kEnter};

// The witness token of a key: "U" "D" "L" "R" "^U" "^D" "^L" "^R" "E".
std::string_view key_token(Key key);

// A cell, 0-based; (0, 0) is the top-left cell.
struct Cell {
  int row = 0;
  int col = 0;
  bool operator==(const Cell&) const = default;
};

// An R x C board, row-major: 0 is an empty cell, a positive value a card label.
class Board {
 public:
  Board() = default;
  // An all-empty board. REQUIRES: rows >= 1, cols >= 1.
  Board(int rows, int cols)
      : rows_(rows), cols_(cols), labels_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)) {}
  // A board with the given labels, row-major.
  // REQUIRES: rows >= 1, cols >= 1, labels.size() == rows * cols.
  Board(int rows, int cols, std::vector<std::int64_t> labels) : rows_(rows), cols_(cols), labels_(std::move(labels)) {}

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int cell_count() const { return rows_ * cols_; }
  // REQUIRES: contains(cell)
  std::int64_t at(Cell cell) const { return labels_[index(cell)]; }
  void set(Cell cell, std::int64_t label) { labels_[index(cell)] = label; }
  bool contains(Cell cell) const { return cell.row >= 0 && cell.row < rows_ && cell.col >= 0 && cell.col < cols_; }
  std::size_t index(Cell cell) const {
    return static_cast<std::size_t>(cell.row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(cell.col);
  }
  Cell cell_at(std::size_t index) const {
    return {static_cast<int>(index / static_cast<std::size_t>(cols_)),
            static_cast<int>(index % static_cast<std::size_t>(cols_))};
  }
  const std::vector<std::int64_t>& labels() const { return labels_; }
  bool operator==(const Board&) const = default;

 private:
  int rows_ = 0;
  int cols_ = 0;
  std::vector<std::int64_t> labels_;
};

// Where the cursor stands after one arrow or Ctrl+arrow key on `board`
// (every nonzero cell counts as a card). Enter leaves the cursor where it is.
// REQUIRES: board.contains(cursor)
Cell move_cursor(const Board& board, Cell cursor, Key key);

// A game in progress: the cards still on the board, the cursor and the card
// turned face up, if any.
struct GameState {
  Board board;
  Cell cursor;
  std::optional<Cell> face_up;
};

// The rules as one step: presses `key` in `state`. An arrow or Ctrl+arrow
// moves the cursor (move_cursor). Enter flips the card under the cursor: with
// no card face up it stays face up; with another card face up, equal labels
// leave the board together and different labels both turn face down. Enter
// on an empty cell or on the face-up card itself changes nothing. Returns
// whether a pair left the board.
// REQUIRES: state.board.contains(state.cursor)
bool press(GameState& state, Key key);

// A board, each label on exactly two cells, and the cursor's start.
struct Problem {
  Board board;
  Cell start;
};

struct ParseLimits {
  // The most parse_problem() may hold at once, the text it reads included:
  // the text, the board (8 bytes a cell) and the check that every label
  // stands on two cells (4 bytes a card). Checked while the cells are read
  // and again before the check takes its memory, so a board over the budget
  // is refused before its memory is taken, with a message in human units.
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
};

// The most memory parse_problem() holds at once for a text of `text_bytes`
// bytes, the text included: the text, 8 bytes a cell of the board and 4 a
// card, for as many cells as the text can hold (each needs a digit and a
// separator), every one a card. A worst case over every text of that size;
// the parser checks the budget against the board it actually reads.
std::uint64_t estimate_parse_memory(std::uint64_t text_bytes);

// Parses the statement's table row: the board as a JSON array of rows, then
// the cursor row r and column c, separated by white space or commas
// ("[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0"). Errors name the place:
// "line L, column C: ..." in the text or "row R, column C: ..." on the board.
Expected<Problem> parse_problem(std::string_view text, const ParseLimits& limits = {});

struct SearchStats {
  std::uint64_t pairs = 0;            // pairs on the board
  std::uint64_t states = 0;           // (pairs removed, cursor) states expanded (not pruned)
  std::uint64_t distance_sweeps = 0;  // per-set-of-cards distance computations
  double seconds = 0;                 // from the start of solve() to its answer
};

// One pair's part of a witness: walk to `first`, Enter, walk to `second`, Enter.
struct PairStep {
  Cell first;
  Cell second;
  std::vector<Key> keys;  // ends with the second Enter
};

struct Solution {
  // The key presses of the witness, keys.size() == answer: the fewest when
  // proven, else the cheapest play found before the search stopped.
  std::uint64_t answer = 0;
  // Replayed from the start, the keys remove every card, proven or not.
  // Which play: when proven, the first play of cost `answer` that the
  // search reaches in its fixed order (docs/cards.md, "Witness"). When
  // stopped, the cheapest of, first on a tie: the best complete play the
  // search has reached; the greedy completion (the pair whose walks cost
  // least, next) of the deepest set it expanded, from its cheapest state
  // there; the arrow play: greedily the pair whose walks with plain arrows
  // are shortest (ties: the lower card id, cards numbered pair by pair in
  // row-major order of each label's first cell), walked with arrows only,
  // vertical ones first, which needs no search at all. The first two only
  // where tracing them is cheap (boards of at most 64 cells, or pairs x
  // cells up to 2^18), so that the answer comes soon after the stop.
  std::vector<Key> keys;
  std::vector<PairStep> steps;  // the same keys, grouped per removed pair
  // False when a time limit or an interrupt stopped the search before it
  // proved the answer. Then every play costs at least lower_bound and the
  // keys show that `answer` presses suffice. When proven, lower_bound ==
  // answer.
  bool proven = true;
  std::uint64_t lower_bound = 0;
  // True when the search stopped because its tables would have passed the
  // memory budget (see SearchOptions::max_memory_bytes); proven is false.
  bool stopped_at_memory_budget = false;
  SearchStats stats;
};

struct SearchOptions {
  // The most memory the search may hold, `held_bytes` included. A search
  // that cannot start within it (minimum_memory()) is refused with an error.
  // One that can, but whose tables might grow past it (estimate_memory()
  // is more), counts the memory pages its tables take as it goes and stops
  // before they would pass the budget: it answers then as under a time
  // limit (a valid play, a proven range, Solution::stopped_at_memory_budget).
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
  // Memory the caller holds during the search and wants counted against
  // the budget too (the command line: its input text).
  std::uint64_t held_bytes = 0;
  // Stop after this many seconds (0: no limit) and answer with a valid play
  // and a proven range (Solution::proven false).
  double time_limit_seconds = 0;
  // When not null and it becomes true (a first Ctrl-C), the search stops and
  // answers as under a time limit. Both are checked by the work done (sets
  // scanned, sweeps and relaxations, and on boards over 64 cells the cells
  // swept), about every 0.1 ms of it, so a stop comes that soon after the
  // limit, on any board.
  const std::atomic<bool>* interrupt = nullptr;
};

// The most memory solve(problem) holds at once, in bytes:
//  - the problem's board, 8 bytes a cell;
//  - the search's tables over the 2^P sets of pairs removed (P pairs): per
//    set a row of 2P entries (a state's cost, or a card's walk to its
//    partner), h, a mask of the states waiting, the least f waiting and a
//    place on the stack of sets to expand; entries of 2 bytes, or 4 on
//    boards so large that a play could cost 65,000 keys. So
//    2^P x (4P + 15) bytes in the usual case: 24 pairs take 1.7 GiB;
//  - the heuristic's tables, 200 KiB at most;
//  - on boards over 64 cells, the cell-by-cell distance engine (53 bytes a
//    cell) and, for the witness, a copy of the board and a breadth-first
//    search (21 bytes a cell);
//  - the keys of the answer, no more than pairs x (2 (rows + cols - 2) + 2)
//    (arrows alone walk to any card), twice (all and per pair).
// The tables are allocated whole but a page is only touched when the search
// reaches a set in it, so most boards take far less: the search reaches a
// small part of the sets on most boards, and about half of them on the
// hardest found (large sparse boards). More than 31 pairs: UINT64_MAX
// (refused whatever the budget).
std::uint64_t estimate_memory(const Problem& problem);

// The least memory solve(problem) can start with, in bytes: everything
// estimate_memory() counts but the tables over the sets of pairs removed,
// the bitmaps that count the tables' pages (a bit per 4 KiB page), and room
// for the tables to reach the sets one pair from the start. The same as
// estimate_memory() where the whole tables take no more. In WebAssembly,
// whose calloc writes every block it hands out, the tables it allocates
// (three numbers a set) count whole.
std::uint64_t minimum_memory(const Problem& problem);

// The exact answer and a witness for `problem`, or, when stopped by
// options.time_limit_seconds, options.interrupt or the memory budget, a
// valid play and a proven range. An error when the board has more than 31
// pairs, when minimum_memory(problem) + options.held_bytes exceeds
// options.max_memory_bytes, or when the tables (allocated whole) would not
// fit in a 32-bit build's address space (26 pairs and more).
// REQUIRES: problem.board.contains(problem.start) and every nonzero label of
// problem.board on exactly two cells (parse_problem guarantees both).
Expected<Solution> solve(const Problem& problem, const SearchOptions& options = {});

// "^R R E ..." with single spaces.
std::string keys_string(const std::vector<Key>& keys);

}  // namespace gridsolve::cards
