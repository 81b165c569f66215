// Transposition table of the 2048 depth-first search.
//
// What an entry means: "this board was searched with r moves left and, when
// that search ended (without being stopped), the best tile known was 2^b",
// so every tile reachable from it within r moves is at most 2^b (the search
// pruned only what could not beat the best of its time, never above b). The
// search itself uses it so: the best only grows, so when the same board
// comes again with r' <= r moves left its subtree cannot beat the best and
// is skipped. The witness search (witness_search.cpp) uses b: with b below its
// target, no line of at most r moves from the board reaches the target.
//
// Exact, not probabilistic: entries keep the whole board and a hit compares
// it byte for byte, so a hash collision can only cost time. When it holds
// the most boards its share of the memory budget allows, a new board takes
// the place of one with at most its moves left, or is forgotten (still
// exact: only true claims are kept).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "gridsolve/slide.hpp"
#include "slide/memory.hpp"

namespace gridsolve::slide {

// A hash of `size` cells.
std::uint64_t hash_cells(const Exponent* cells, std::size_t size);
inline std::uint64_t board_hash(const Board& board) { return hash_cells(board.cells().data(), board.cells().size()); }

class TranspositionTable {
 public:
  // `cells_per_board`: N * N. The table holds at most `max_boards` boards
  // (then a new board replaces one or is forgotten, which is still exact).
  TranspositionTable(std::size_t cells_per_board, std::uint64_t max_boards);

  // The most bytes a table of at most `max_boards` boards holds at once
  // (memory.hpp: its slots while they double, its boards' chunks).
  static std::uint64_t bytes_for(std::size_t cells_per_board, std::uint64_t max_boards);
  // The most boards a table may take within `max_bytes` (0 if none fit).
  static std::uint64_t boards_within(std::size_t cells_per_board, std::uint64_t max_bytes);

  // The most moves left this board was searched with (moves_left, -1 if
  // unknown), and the best exponent known when that search ended.
  struct Entry {
    int moves_left = -1;
    Exponent best = 0;
  };
  // For a caller that can use only an entry searched with at least
  // `min_moves` moves left: such an entry, else none (moves_left -1). The
  // stored board is compared only when its slot already claims enough moves
  // (transposition.cpp says why that is still exact).
  Entry find_searched(const Board& board, std::uint64_t hash, int min_moves) const;
  // Any entry of the board (every stored entry has moves_left >= 0).
  Entry find(const Board& board, std::uint64_t hash) const { return find_searched(board, hash, 0); }
  // Records that `board` was searched with `moves_left` moves left (at most
  // kMaxMovesLeft are recorded: a smaller claim, still true) and that no
  // tile above exponent `best` is reachable within them. An entry with more
  // moves replaces one with fewer; with as many, the lower best stays. In a
  // full table the board may take the place of another board's entry with
  // at most as many moves left (transposition.cpp), or be forgotten.
  void store(const Board& board, std::uint64_t hash, std::uint64_t moves_left, Exponent best);
  // store() for a caller that asks only whether a tile above `best` is
  // reachable (the witness search, target best + 1): an entry of this board
  // with a higher best says nothing to it, whatever its moves left, so the
  // new claim takes its place.
  void store_replacing_higher_best(const Board& board, std::uint64_t hash, std::uint64_t moves_left, Exponent best);
  static constexpr int kMaxMovesLeft = INT16_MAX;

  std::uint64_t size() const { return boards_.size(); }

  // Calls visit(cells, hash, moves_left, best) for every entry, `cells` its
  // board's N * N exponents and `hash` their hash_cells.
  template <class Visit>
  void for_each(const Visit& visit) const {
    for (const Slot& slot : slots_) {
      if (slot.board_index == 0) continue;
      visit(reinterpret_cast<const Exponent*>(boards_.at(slot.board_index - 1)), slot.hash, slot.moves_left, slot.best);
    }
  }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::uint32_t board_index = 0;  // into boards_, + 1; 0 marks an empty slot
    std::int16_t moves_left = -1;
    Exponent best = 0;
  };
  // Slots the table starts with: 1024, or fewer when it may take fewer
  // boards (a power of two, at least 2 so that a probe always ends).
  static std::uint64_t initial_slots(std::uint64_t max_boards);
  bool same_board(const Slot& slot, const Board& board) const;
  // store() and store_replacing_higher_best().
  void store_claim(const Board& board, std::uint64_t hash, std::uint64_t moves, Exponent best,
                   bool replace_higher_best);
  // store() once the table holds max_boards boards (transposition.cpp).
  void store_in_full_table(const Board& board, std::uint64_t hash, std::int16_t moves_left, Exponent best);
  void grow();

  std::size_t cells_per_board_;
  std::uint64_t max_boards_;
  // Open addressing, linear probing, power-of-two size; all zero is an
  // empty slot (board_index 0). On huge pages when large: a probe lands on
  // a random slot of up to hundreds of megabytes.
  HugeZeroedArray<Slot> slots_;
  ChunkedStore boards_;  // the boards' cells, in chunks that never move
};

}  // namespace gridsolve::slide
